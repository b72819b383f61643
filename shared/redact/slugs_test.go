package redact

import "testing"

// TestSlugSurnameKnownOnlyByForms: after a given name, a part that a
// language makes only through its word forms is a surname as likely
// (hasan_firmansyah); code's snake case of words as written stays.
func TestSlugSurnameKnownOnlyByForms(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "KeyError: 'hasan_firmansyah'", gone: []string{"hasan", "firmansyah"}, kept: []string{"KeyError: '"}},
		{in: "Key (display)=(miro_perota) already exists.", gone: []string{"miro", "perota"}, kept: []string{"Key (display)=(", ") already exists."}},
		{in: "KeyError: 'user_settings'"},
		{in: "KeyError: 'created_items'"},
		{in: `relation "stany_magazynowe" does not exist`},
	})
}
