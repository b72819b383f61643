package redact

import "testing"

// TestPasswordShapes: a chosen password's run (a capital, a small letter,
// a digit and a symbol) goes wherever it stands; the tokens of syntax that
// take such a symbol stay.
func TestPasswordShapes(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"AuthError: ('kita_admin', 'Fruehling!Bienen7')", "AuthError: ('kita_admin', '[secret]')"},
		{`connect("db01", "funeral", "SunnyBeach!7", [{database, "plots"}]) failed`, `connect("db01", "funeral", "[secret]", [{database, "plots"}]) failed`},
		{"tried Tr0ub4dor&3 for the vault", "tried [secret] for the vault"},
		{"login with Xk29#mPq!vL7 rejected", "login with [secret] rejected"},
		// kept: HL7's separators, a URL's query, Java's classes, an
		// issue's number, a sentence's mark, a Rust macro
		{"ERR|^^^207&Application internal error&HL70357", ""},
		{"GET /api?page=2&Sort=Name1 failed", ""},
		{"at com.example.Outer$Inner2.run(Outer.java:12)", ""},
		{"at com.example.MainActivity$1.onClick(MainActivity.java:40)", ""},
		{"see Issue#4521 and Build#20240101", ""},
		{"Upload2024 finished in 5s!", ""},
		{"assert_eq!(Vec3::new(1, 2), v)", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}
