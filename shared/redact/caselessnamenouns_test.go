package redact

import "testing"

// TestCaselessNameNouns: in the scripts without capitals, the unknown
// words after a person's noun and before the word for name with its case
// on are a name; the known words around it, a noun followed by words the
// dictionaries hold, and a run of four unknown words stay. Invented names.
func TestCaselessNameNouns(t *testing.T) {
	checkProse(t, []proseCase{
		// after a person's noun (Tamil customer, Assamese customer, Arabic beneficiary)
		{"பிழை: வாடிக்கையாளர் செந்தில் ராஜசேகரன் அளவுகளை இன்னும் வழங்கவில்லை", []string{"செந்தில்", "ராஜசேகரன்"}, []string{"வாடிக்கையாளர்", "அளவுகளை இன்னும்"}},
		{"ত্ৰুটি: গ্ৰাহক মৃদুল কলিতা ৰ চুক্তি পোৱা নগ'ল", []string{"মৃদুল", "কলিতা"}, []string{"গ্ৰাহক", "ৰ চুক্তি"}},
		{"خطأ: المستفيد حمزة العلوي غير موجود في اللائحة", []string{"حمزة", "العلوي"}, []string{"المستفيد", "غير موجود"}},
		// before the word for name with its case (Tamil, Sinhala, Telugu)
		{"தோல்வி: அருண் வேலுசாமி பெயரில் ஏற்கனவே ஒரு சந்திப்பு உள்ளது", []string{"அருண்", "வேலுசாமி"}, []string{"பெயரில் ஏற்கனவே"}},
		{"දෝෂය: කසුන් ජයසූරිය නමින් ලියාපදිංචි ගිණුමක් හමු නොවීය", []string{"කසුන්", "ජයසූරිය"}, []string{"නමින් ලියාපදිංචි"}},
		{"లోపం: శ్రీనివాస మూర్తి పేరుతో ఖాతా లేదు", []string{"శ్రీనివాస", "మూర్తి"}, []string{"పేరుతో ఖాతా లేదు"}},
		// the neighbours: known words after the noun, the bare word for
		// name, no noun at all, Latin text
		{"خطأ: المستفيد غير موجود في اللائحة", nil, []string{"المستفيد غير موجود في اللائحة"}},
		{"ত্ৰুটি: ফাইলৰ নাম অবৈধ", nil, []string{"ফাইলৰ নাম অবৈধ"}},
		{"பிழை: கோப்பு பெயர் தவறானது", nil, []string{"கோப்பு பெயர் தவறானது"}},
		{"customer service unavailable, name field empty", nil, []string{"customer service unavailable, name field empty"}},
	})
}

// TestCaselessNameRunBounds: a run of four unknown words after the noun is
// a sentence the dictionaries lack, and a word of the word for name's
// shape is found in its inflected forms only.
func TestCaselessNameRunBounds(t *testing.T) {
	for w, want := range map[string]bool{"பெயரில்": true, "නමින්": true, "పేరుతో": true, "नामसे": true, "പേരിൽ": true, "ಹೆಸರಿನ": true, "ಹೆಸರು": false, "పేరు": false, "பெயர்": false, "नाम": false, "abc": false} {
		if got := caseNameNoun(w); got != want {
			t.Errorf("caseNameNoun(%q) = %v, want %v", w, got, want)
		}
	}
	s := "வாடிக்கையாளர் அஅஅ இஇஇ உஉஉ ஊஊஊ"
	if n := caselessNameRun(s, caselessWords(s), 0, 1); n != 0 {
		t.Errorf("four unknown words after the noun: a name of %d words, want none", n)
	}
}
