package redact

import (
	"regexp"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestSpansKeepBrackets: a span never eats a bracket it does not close,
// and a number in brackets after a file, package or host is no value;
// the values beside them still go.
func TestSpansKeepBrackets(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"postgresql-15 (8080)", "postgresql-15 (8080)"},
		{"ps: ./dist/app.js(8080)", "ps: ./dist/app.js(8080)"},
		{"ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: Tr0ub4dor)", "ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: [secret])"},
		// MariaDB's own no (out6b's answers) is the template's word, kept
		{"ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: NON)", "ERROR 1045 (28000): Accès refusé pour l'utilisateur: 'root'@'localhost' (mot de passe: NON)"},
		{`new value for .task_definition: was cty.StringVal("orion-api:41"), but now`, `new value for .task_definition: was cty.StringVal("[value]:41"), but now`},
		// the values stay masked, with their brackets paired
		{"IDs 1234567 (8912345)", "IDs [number]"},
		{"call +1 (555) 123-4567 now", "call [phone] now"},
		{"user: Summer(2024)", "user: [redacted]"},
		{"ps: olivia.martin(8080)", "ps: [value](8080)"},
		// a password's own brackets stay inside its span
		{`{"गुपतशबद":"e}qe` + "`" + `rthn6/i#","retries":3}`, `{"[value]":"[value]/i#","retries":3}`},
		{"docx conversion failed: draft v3 (Kim & Joon).docx contains macros", "docx conversion failed: draft v3 (Kim & [value]).docx contains macros"},
		{"smtplib.SMTPRecipientsRefused: {'lwazi.dlamini@umthombo.co.za': (550, b'5.1.1 User unknown')}", "smtplib.SMTPRecipientsRefused: {'[email]': (550, b'5.1.1 User unknown')}"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// placeholderRe is every placeholder the redactor writes.
var placeholderRe = regexp.MustCompile(`\[(address|card|credential|email|encoded-secret|glitchtip-token|iban|internal-host|ip|jwt|location|mac|name|national-id|number|phone|private-key|redacted|secret|user|userinfo|value|webhook)\]`)

// bracketShape is the sequence of brackets and quotes in s.
func bracketShape(s string) string {
	var b strings.Builder
	for _, r := range s {
		if strings.ContainsRune("()[]{}<>\"'`«»“”„", r) {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// TestBenignBracketShape: over the committed benign corpora (the blind
// sets left out), what the redactor changes leaves the text's brackets
// and quotes as they were, placeholders aside: a placeholder that eats
// punctuation has taken more than its value.
func TestBenignBracketShape(t *testing.T) {
	r := New()
	for _, f := range []string{"benign", "stdlib-benign", "blind2-benign", "blind3-benign", "blind4-benign", "blind5-benign", "blind8-benign",
		"outsider1-benign", "outsider2-benign", "outsider3-benign", "outsider4-benign", "outsider6-benign", "gen-carriers-benign"} {
		for _, e := range corpus.Load(t, "testdata/corpus/"+f+".tsv") {
			got, err := r.String(e.Carrier)
			if err != nil || got == e.Carrier {
				continue
			}
			if bracketShape(e.Carrier) != bracketShape(placeholderRe.ReplaceAllString(got, "")) {
				t.Errorf("%s: brackets changed\n in: %s\nout: %s", f, e.Carrier, got)
			}
		}
	}
}
