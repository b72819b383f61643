package redact

import "testing"

// TestEthiopicLatin: an Ethiopic word is spelt in Latin letters as
// Ethiopian names are, by its series and vowel order; a letter outside the
// table spells nothing.
func TestEthiopicLatin(t *testing.T) {
	for _, c := range []struct{ w, want string }{
		{"ከበደ", "kebede"}, {"ተስፋዬ", "tesfaye"}, {"ሰላም", "selam"}, {"በቀለ", "bekele"}, {"ሙሉጌታ", "mulugeta"}, {"አበበ", "abebe"},
		{"ግብር", "gbr"}, {"ab", ""},
	} {
		if got := ethiopicLatin(c.w); got != c.want {
			t.Errorf("ethiopicLatin(%q) = %q, want %q", c.w, got, c.want)
		}
	}
}

// TestEthiopicNames: two unknown Ethiopic words are a name when the names
// data holds both (a given name and a father's), or the second as a
// surname; Amharic messages whose words meet a name by chance, and a
// preposition's noun (የበረራ), stay. Invented names and messages.
func TestEthiopicNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"ስህተት፦ ሰላም ሙሉጌታ የላከው ገንዘብ አልደረሰም", []string{"ሰላም ሙሉጌታ"}, []string{"ስህተት፦", "አልደረሰም"}},
		{"ስህተት፦ የዮናስ በቀለ ክፍያ አልተሳካም", []string{"በቀለ"}, []string{"ስህተት፦", "አልተሳካም"}},
		{"በረራ ET-302 በ ADD የበረራ መርሃ ግብር ውስጥ አልተገኘም", nil, []string{"በረራ ET-302 በ ADD የበረራ መርሃ ግብር ውስጥ አልተገኘም"}},
		{"የኢትዮጵያ ንግድ ባንክ አገልግሎት ለጊዜው አይገኝም (CBE-503)", nil, []string{"የኢትዮጵያ ንግድ ባንክ አገልግሎት ለጊዜው አይገኝም"}},
	})
}
