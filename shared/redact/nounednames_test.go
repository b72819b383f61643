package redact

import "testing"

// TestNounedNamePair: a given name that is also a product's (Grace,
// Julia, Victoria), with a surname that is a common word, after a
// person's noun is the person's name; the same words without the noun, a
// team or a page after the noun, and a product after a preposition stay.
// Invented names.
func TestNounedNamePair(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: KeyError: 'tax_id' while rendering invoice INV-1 for customer Grace Baker (acct 5)", []string{"Grace Baker"}, []string{"acct 5", "customer"}},
		{"Error: no bed for patient Grace Hill in ward 4", []string{"Grace Hill"}, []string{"ward 4"}},
		{"Warn: recipient Julia Stone bounced twice", []string{"Julia Stone"}, []string{"bounced twice"}},
		{"Error: member Stella Young has no plan", []string{"Stella Young"}, []string{"has no plan"}},
		// the neighbours
		{"Using Grace Baker rendering engine", nil, []string{"Grace Baker rendering engine"}},
		{"Error: customer Support Team is not configured", nil, []string{"Support Team"}},
		{"Error: user Settings Page failed to load", nil, []string{"Settings Page"}},
		{"Error: compiled with Julia Base 1.10", nil, []string{"Julia Base"}},
	})
}
