package redact

import "testing"

// TestSchemaNamesSetApart: a relation's name in French guillemets set
// apart by spaces, and after a declined noun of the agglutinating
// languages, is the schema's; a role's, or a table named after a person,
// is still masked.
func TestSchemaNamesSetApart(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ERREUR:  la relation « factures_2024 » n'existe pas", ""},
		{"ERREUR:  la relation\u00a0« factures_2024\u00a0» n'existe pas", ""},
		{`VIRHE:  saraketta "tila" relaatiossa "tilaukset" ei ole olemassa`, ""},
		{"ERREUR:  la relation « olivia_martin » n'existe pas", "olivia_martin"},
		{"ERREUR:  le rôle « mkaraoglu_ops » n'existe pas", "mkaraoglu"},
		{`VIRHE:  relaatiossa "jan_kowalski" ei ole olemassa`, "jan_kowalski"},
	})
}
