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

// TestSentenceStartBeforeName: the text's first word, a dictionary's or a
// catalogue's that the names data does not hold, is the sentence's noun
// before a name, not the name's part (Bestellung, Sklep, Revenu); a given
// name that is a word too (Rose) goes with the surname after it.
func TestSentenceStartBeforeName(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Bestellung Kowalczyk storniert", "Bestellung [name] storniert"},
		{"Sklep Żabka Nano chwilowo niedostępny", "Sklep [name] chwilowo niedostępny"},
		{"Revenu Québec a refusé le fichier RL-1", "Revenu [name] a refusé le fichier RL-1"},
		// masked whole
		{"Olivia Nakamura failed to sign in", "[name] failed to sign in"},
		{"Rose Nakamura failed to sign in", "[name] failed to sign in"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
}
