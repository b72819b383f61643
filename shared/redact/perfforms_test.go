package redact

import "testing"

// TestIndonesianAffixedForms: an Indonesian word with a prefix (meN- and
// peN- taking the stem's first letter into their nasal) and a suffix is
// the dictionary's stem; a name with the same letters before it is not.
func TestIndonesianAffixedForms(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"memakai", true}, {"pengiriman", true}, {"spesifikasikan", true},
		{"memarco", false}, {"pemaria", false}, {"penyusanto", false}, {"mem", false}, {"Memakai", false},
	} {
		if got := idAffixed(tc.w); got != tc.want {
			t.Errorf("idAffixed(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}

// TestKeyCandidateWords: the one to three words before a separator are
// read as a key (user name, the card's cvv, a plate), not the words before
// a break in them or a plain word.
func TestKeyCandidateWords(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"first name: Ana", true}, {"login user name = x", true}, {"\"api_key\": 1", true},
		{"number plate: AB12", true}, {"card cvv: 123", true}, {"Mother's maiden name: x", true},
		{"status: ok", false}, {"build was green", false}, {": nothing before", false}, {"retry count: 3", false},
	} {
		sep := -1
		for _, t := range []string{": ", " = ", "\": ", " was "} {
			if i := indexOf(tc.s, t); i >= 0 && (sep < 0 || i < sep) {
				sep = i
			}
		}
		if sep < 0 {
			t.Fatalf("no separator in %q", tc.s)
		}
		if tc.s[sep] == '"' {
			sep++
		}
		if tc.s[sep] == ' ' {
			sep++
		}
		if got := keyCandidate(tc.s, sep); got != tc.want {
			t.Errorf("keyCandidate(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}

func indexOf(s, t string) int {
	for i := 0; i+len(t) <= len(s); i++ {
		if s[i:i+len(t)] == t {
			return i
		}
	}
	return -1
}
