package redact

import (
	"testing"
)

// TestGivenNameBeforeParticle: a given name before a surname's particle is
// masked with the surname the value rules masked, even when the given name
// is also a word of some language (Pieter); a capitalised word before the
// particle that is no given name (Casa) stays in a sentence; a value that
// is the three words alone is one person's whole name (wholename.go:
// Salvação de Ayrosa, a given name no names data holds). (Banco de … is a
// bank's name, kept whole: companywords_test.go.)
func TestGivenNameBeforeParticle(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{"INSERT INTO patients (name, diagnosis) VALUES ('Pieter de Vries', 'flu')", "Pieter", "VALUES ('"},
		{"name: 'Pieter van der Kluivertsma'", "Pieter", "name: '"},
		{"the issuer Casa de Qzwertyx rejected it", "Qzwertyx", "Casa de "},
		// a given name that is a word too (Jan, Bas) after a person's
		// noun or an LDAP common name
		{"loonstrook voor medewerker Jan de Boer ontbreekt", "Jan de Boer", "medewerker "},
		{"kan object niet verplaatsen, CN=Bas van Dijk bestaat al", "Bas van Dijk", "CN="},
		// a player's handle glued on by "_" is one token
		{"[Anticheat] Player NightOwl_1992 (steam:7) banned", "NightOwl_1992", "Player "},
		{"Chat: Spieler SilberFuchs hat den Chat verlassen", "SilberFuchs", "Spieler "},
	})
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

// TestCapsNames: a person written in capitals as records write people
// (J SMITH, SMITH after a person's noun) is masked though the surname is a
// common word; an argparse metavar (--tenant TENANT) and an account word
// in capitals (ADMIN) stay.
func TestCapsNames(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"usage: quasar-admin reindex [-h] --tenant TENANT [--dry-run]", "card ending 4242 expired (holder J SMITH)", "SMITH"},
		{"user ADMIN locked after 3 attempts", "customer BAKER not found", "BAKER"},
	})
}
