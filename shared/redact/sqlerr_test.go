package redact

import "testing"

// TestDuplicateEntryHandles: MySQL's duplicate entry under an index named
// for a person's chosen handle (handle, nick, nickname, gamertag,
// screenname) is that person's handle, as under the key itself; an entry
// under an index of a thing's stays. Invented texts.
func TestDuplicateEntryHandles(t *testing.T) {
	checkMasks(t, []maskCase{
		{"SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry 'pinecone' for key 'players_handle_unique'", "pinecone"},
		{"ERROR 1062 (23000): Duplicate entry 'moss_7' for key 'users.nickname'", "moss_7"},
		{"ER_DUP_ENTRY: Duplicate entry 'blue-heron' for key 'gamers_gamertag_key'", "blue-heron"},
		{"ERROR 1062 (23000): Duplicate entry 'SKU-4471' for key 'products.sku'", ""},
		{"ERROR 1062 (23000): Duplicate entry '2024-03' for key 'reports_period_unique'", ""},
	})
}
