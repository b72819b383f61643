package redact

import (
	"strings"
	"testing"
)

// TestGivenNameBeforeParticle: a given name before a surname's particle is
// masked with the surname the value rules masked, even when the given name
// is also a word of some language (Pieter); a capitalised word before the
// particle that is no given name (Banco) stays.
func TestGivenNameBeforeParticle(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, masked, kept string }{
		{"INSERT INTO patients (name, diagnosis) VALUES ('Pieter de Vries', 'flu')", "Pieter", "VALUES ('"},
		{"name: 'Pieter van der Kluivertsma'", "Pieter", "name: '"},
		{"issuer: 'Banco de Qzwertyx' not supported", "Qzwertyx", "Banco de "},
	} {
		got, _ := r.String(c.in)
		if strings.Contains(got, c.masked) || !strings.Contains(got, c.kept) {
			t.Errorf("String(%q) = %q, want %q masked and %q kept", c.in, got, c.masked, c.kept)
		}
	}
}

// TestGreetedNames: a given name a greeting addresses is a person even when
// it is also a common word or a product (Dear Grace, Hi Julia); a greeting
// of a common noun (Dear Customer, Hi there) stays.
func TestGreetedNames(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Dear Customer, your password was reset", "Dear Grace, your password was reset", "Grace"},
		{"Hi there, your order shipped", "Hello Summer! your order shipped", "Summer"},
	})
}
