package redact

import "testing"

// TestQualifiedClass: a class written with its package is code whatever
// its words (a Czech or German class of an ERP), in prose and quoted;
// dotted logins and names, which have no package before them, are still
// masked. Invented classes and people.
func TestQualifiedClass(t *testing.T) {
	checkProse(t, []proseCase{
		{"java.lang.ClassCastException: class cz.acme.sklad.PolozkaObjednavky cannot be cast to class cz.acme.sklad.Faktura", nil,
			[]string{"cz.acme.sklad.PolozkaObjednavky", "cz.acme.sklad.Faktura"}},
		{"No qualifying bean of type 'de.firma.lager.BestandVerwaltung' available", nil, []string{"de.firma.lager.BestandVerwaltung"}},
		{"login failed for user 'olivia.martin'", []string{"olivia.martin"}, []string{"login failed for user"}},
		{"owner=kowalczyk.anna.Kowalczyk rejected", []string{"Kowalczyk"}, []string{"rejected"}},
	})
	for _, c := range []struct {
		tok  string
		want bool
	}{
		{"cz.acme.sklad.PolozkaObjednavky", true}, {"org.example.Outer$Inner", true}, {"io.k8s.ApiClient", true},
		{"olivia.Martin", false}, {"cz.acme.sklad", false}, {"cz.acme.SKLAD", false}, {"Cz.acme.Sklad", false}, {"cz..acme.Sklad", false},
	} {
		if got := qualifiedClass(c.tok); got != c.want {
			t.Errorf("qualifiedClass(%q) = %v, want %v", c.tok, got, c.want)
		}
	}
}
