package redact

import (
	"strings"
	"testing"
)

// TestFieldValues checks a value a sibling element names (SOAP's
// <field>…</field><value>…</value>) and a plate under a plate key followed
// by a line number, and a cache key's person segment, both ways. The values are invented for the test.
func TestFieldValues(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		{`soap:Client: Validation error<detail><field>password</field><value>k3Lw9qPz</value></detail>`, `k3Lw9qPz`},
		{`<detail><name>api_key</name> <value>zq81mmTq</value></detail>`, `zq81mmTq`},
		{`src/app/views.py:sync failed, vrn: KTL-QP-82:41`, `KTL-QP-82`},
		{`redis: WRONGTYPE Operation against a key (key profile:maritbengtsson:prefs)`, `maritbengtsson`},
		{`cache miss for user:quillmaren:session`, `quillmaren`},
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q: %q stayed: %q", c.text, c.value, out)
		}
	}
	kept := []string{
		`<detail><field>status</field><value>pending</value></detail>`,
		`<param><name>timeout</name><value>30</value></param>`,
		`redis: WRONGTYPE Operation against a key (key profile:default:prefs)`,
		`cache miss for user:1042:cart`,
		`token scopes user:email and repo:status granted`,
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("changed: %q -> %q", k, out)
		}
	}
}
