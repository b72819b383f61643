package redact

import "testing"

// TestInitialLogins: a login of an initial and a name of the names data,
// dotted either way, is a person's wherever it stands (prose of any
// language, a call's argument); a member access of code (e.target, s.name,
// np.e), a dotted chain, an abbreviation and a call stay. Invented values.
func TestInitialLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Anmeldung für m.berger fehlgeschlagen", gone: []string{"m.berger"}, kept: []string{"Anmeldung für", "fehlgeschlagen"}},
		{in: "Accounts.Login.failed(teodora.k, :bad_password)", gone: []string{"teodora.k"}, kept: []string{"Accounts.Login.failed(", ":bad_password)"}},
		{in: "rebase onto r.hansen failed", gone: []string{"r.hansen"}, kept: []string{"rebase onto", "failed"}},
		{in: "TypeError: e.target is undefined", kept: []string{"TypeError: e.target is undefined"}},
		{in: "ValueError: s.name missing", kept: []string{"ValueError: s.name missing"}},
		{in: "AttributeError: np.e is read-only", kept: []string{"AttributeError: np.e is read-only"}},
		{in: "at t.render (app.js:1:200)", kept: []string{"at t.render (app.js:1:200)"}},
		{in: "see e.g. the docs, i.e. the index", kept: []string{"see e.g. the docs, i.e. the index"}},
		{in: "import a.martin.util failed", kept: []string{"import a.martin.util failed"}},
	})
}
