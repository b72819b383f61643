package words

import "testing"

// TestGapWords: gap.fuse knows the ordinary words of the languages of
// other scripts (a catalogue's, wordfreq's with its dictionary's vote, a
// case ending on a stem) and not the names those scripts write, nor a
// special-category loan; a Latin or Cyrillic word never asks it.
func TestGapWords(t *testing.T) {
	for _, tc := range []struct {
		w     string
		known bool
	}{
		{"ব্যবহারকারীর", true}, // Bengali, "the user's": stem and genitive
		{"সংযোগ", true},        // Bengali, connection
		{"கோப்பு", true},       // Tamil, file
		{"இணைப்பு", true},      // Tamil, connection
		{"ફાઇલ", true},         // Gujarati, file
		{"রাজীব", false},       // Rajib, a given name
		{"ডায়াবেটিস", false},  // diabetes, a loan of the special categories
		{"சுரேஷ்", false},      // Suresh, a given name
		// the Indic translations' words (knowgen's gapl10n.go): and, is,
		// failed, do, please do; a word another country's names data
		// spells (અને: Ane) is one; an Indian given name is none
		{"અને", true},        // Gujarati, and
		{"નિષ્ફળ", true},     // Gujarati, failed
		{"ଏବଂ", true},        // Odia, and
		{"ਅਤੇ", true},        // Punjabi, and
		{"కొనసాగించు", true}, // Telugu, continue
		{"गर्नुहोस्", true},  // Nepali, please do
		{"কৰা", true},        // Assamese, do
		{"සහ", true},         // Sinhala, and
		{"પ્રકાશ", false},    // Prakash, a given name
		{"ରେଖା", false},      // Rekha, a given name
		{"ৰাজীৱ", false},     // Rajiv, a given name
	} {
		if got := Known(tc.w); got != tc.known {
			t.Errorf("Known(%q) = %v, want %v", tc.w, got, tc.known)
		}
	}
	for _, w := range []string{"connection", "соединение", "σύνδεση"} {
		if GapScript(w) {
			t.Errorf("GapScript(%q): a word of a script gap.fuse holds none of", w)
		}
	}
	for _, w := range []string{"সংযোগ", "கோப்பு", "फ़ाइल", "ფაილი", "ֆայլ"} {
		if !GapScript(w) {
			t.Errorf("GapScript(%q) = false", w)
		}
	}
}
