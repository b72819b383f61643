package redact

import "testing"

// TestGivenNameWordsUnderPersonKeys: a capitalised given name after a
// person's key is the person's even when it is an English word (the keep
// passes, which see only the word, no longer give it back); a function
// word (La valeur) and words no given name (System) there stay.
func TestGivenNameWordsUnderPersonKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "owner: Rose", gone: []string{"Rose"}, kept: []string{"owner: "}},
		{in: "author=Hope", gone: []string{"Hope"}, kept: []string{"author="}},
		{in: "assignee: Frank", gone: []string{"Frank"}},
		{in: "owner: System"},
		// the key's own rule masks the first word of a value; La is no
		// given name there, and the message after it stays
		{in: "beneficiary: La valeur « x » n'existe pas", gone: []string{"[name]"}, kept: []string{" valeur « x » n'existe pas"}},
	})
}
