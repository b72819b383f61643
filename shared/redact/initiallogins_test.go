package redact

import "testing"

// TestInitialLogins: a login of an initial and a name of the names data,
// dotted or joined by "_" either way (two letters after "_" too), is a person's wherever it stands (prose of any
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
		// joined by "_", with one or two letters (session 39)
		{in: "rebase onto anna_k failed", gone: []string{"anna_k"}, kept: []string{"rebase onto", "failed"}},
		{in: "merge by anna_kv rejected", gone: []string{"anna_kv"}, kept: []string{"merge by", "rejected"}},
		{in: "KeyError: user_id; db_anna missing; point_x; get_y(); max_n reached", kept: []string{"user_id", "db_anna", "point_x", "get_y()", "max_n"}},
	})
}

// TestNameNumberLogins: a login of a name of the names data and two to
// four digits, alone in prose, is a person's; a word of English or code
// with digits (max10, python311, ubuntu2204, node254), a host and a path's
// segment (left to the path rules) are not this rule's. Invented values.
func TestNameNumberLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "cashier olivia88 logged out at 18:02", gone: []string{"olivia88"}, kept: []string{"cashier", "logged out at 18:02"}},
		{in: "till session of wanjiru2024 expired", gone: []string{"wanjiru2024"}, kept: []string{"till session of", "expired"}},
		{in: "max10 exceeded; python311 missing; ubuntu2204 image; host node254 down", kept: []string{"max10 exceeded; python311 missing; ubuntu2204 image; host node254 down"}},
		{in: "resolve olivia88.example.com failed", kept: []string{"olivia88.example.com"}},
	})
}
