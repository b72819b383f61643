package redact

import "testing"

// TestJoinedNameRest: a handle whose one part a rule masked as a name is
// masked whole (detectNameRest), in a script without case too after a
// hyphen, and after a dot a part of four letters of an alphabet other than
// ASCII's (лука); a file's extension, a path and words joined to no name
// stay. The Armenian handle's first part is a word the catalogues hold
// (նոր, new), as a given name that is also a word is: only the surname
// beside it makes it a name's part.
func TestJoinedNameRest(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"could not be assigned to лука.ануфриевич.зуев (inactive)", "could not be assigned to [name] (inactive)"},
		{"provision --name=նոր-աբգարյան --dry-run", "provision --name=[name] --dry-run"},
		{`Undefined array key "يزيد-الكناني"`, `Undefined array key "[name]"`},
		// kept: no name beside the joiner
		{"upload failed for order-service.tar.gz", "upload failed for order-service.tar.gz"},
		{"cannot open /var/lib/orion/cache.db", "cannot open /var/lib/orion/cache.db"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
}

// TestCapsSurnameBeforeName: a surname in capitals before a given name (as
// French and administrative lists write a person) goes with the name
// wherever it stands; a log level, a technical acronym or an error word in
// capitals before a name stays.
func TestCapsSurnameBeforeName(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Dossier de DUPONT Claire introuvable", "Dossier de [name] introuvable"},
		{"Rechnung für SCHMIDT Peter fehlt", "Rechnung für [name] fehlt"},
		{"export refusé pour KOWALSKI Anna", "export refusé pour [name]"},
		// kept: no surname in capitals
		{"HTTP ERROR 500 Claire", "HTTP ERROR 500 [name]"},
		{"WARN Claire Martin: quota exceeded", "WARN [name]: quota exceeded"},
		{"ps: extended NUMA node", "ps: extended NUMA node"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
	for _, w := range []string{"ERROR", "WARN", "INFO", "DEBUG", "HTTP", "NUMA", "SELECT", "NULL"} {
		if capsSurname(w) {
			t.Errorf("capsSurname(%q) = true: no surname", w)
		}
	}
}
