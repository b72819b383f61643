package redact

import "testing"

// TestTagalogLinkedHandles: in a Tagalog text, the login after a person's
// noun and the linker "na" is masked; a Tagalog or an English word there,
// which describes the noun, and a system's account stay. Invented logins.
func TestTagalogLinkedHandles(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: Hindi mahanap ang user na luzvimindadc", []string{"luzvimindadc"}, []string{"Hindi mahanap ang user na"}},
		{"Hindi ma-update ang customer na jdelacruz88 sa database", []string{"jdelacruz88"}, []string{"ang customer na", "sa database"}},
		// the neighbours
		{"Hindi ma-update ang customer na may utang", nil, []string{"ang customer na may utang"}},
		{"Hindi mahanap ang user na root", nil, []string{"ang user na root"}},
		{"Hindi ma-block ang user na admin", nil, []string{"ang user na admin"}},
		{"The user na is not a Tagalog text, user na kowalczykp", nil, []string{"user na kowalczykp"}},
	})
}
