package redact

import "testing"

// Khmer, Lao and Myanmar runs that split wholly into the frequent words of
// ICU's dictionaries are words (unspaced.go), whether the run stands in a
// text of its own script or inside an English message, and Khmer's zero
// width spaces between its words keep the pieces apart; a run with a word
// the split cannot reach stays unknown.
func TestUnspacedWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"បាន\u200bបរាជ័យ", true},     // failed, a zero width space between
		{"មិនអាចបើកឯកសារបានទេ", true}, // could not open the file
		{"ဖိုင်ကို", true},            // the file (object)
		{"စကား၀ှက်", true},            // password, typed with the digit zero for wa
		{"မဖန်တီးနိုင်ဘူး", true},     // cannot create: the negation glued on
		{"ບໍ່ໄດ້", true},              // not (Lao's grammatical words)
		{"ផ្ញើសារទៅលោកសុខា", false},   // a title with a name after it
		{"ဦးအောင်မြင့်", false},       // U Aung Myint
		{"ឃ្ឍឃ្ឍ", false},             // no split
		{"ဘ", false},                  // a letter alone
	} {
		if got := unspacedWords(c.w) > 0; got != c.want {
			t.Errorf("unspacedWords(%s) > 0: got %v, want %v", c.w, got, c.want)
		}
	}
	checkBothWays(t, []bothWays{
		// a program's messages in those scripts, alone and inside English
		{in: "បាន\u200bបរាជ័យ open_session()"},
		{in: "sync error: ការតភ្ជាប់បានបរាជ័យ (retry 3)"},
		{in: "import failed: មិន\u200bអាច\u200bបើក\u200bឯកសារ\u200bបាន\u200bទេ"},
		{in: "upload failed: ဖိုင်ကို ဖွင့်၍မရပါ"},
		{in: "Error: ဖိုင်ကို သိမ်းဆည်း၍ မရပါ (code 500)"},
		{in: "ဦးစားပေး: high"},      // priority: a word that holds the title U
		{in: "រូបភាព និង/ឬ កម្ពស់"}, // image and/or height: no path
	})
}

// A person's name in those scripts is made of frequent words too (សុខ,
// "happiness"; အောင်, "success"), and no names data holds them: the title
// before it (glued or apart) and an English word a person follows mask
// it, and the sentence around it stays.
func TestUnspacedNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ផ្ញើសារទៅលោកសុខា", gone: []string{"សុខា"}, kept: []string{"ផ្ញើសារទៅលោក"}},
		{in: "ផ្ញើ\u200bសារ\u200bទៅ លោក សុខ ចាន់ថា បាន\u200bបរាជ័យ", gone: []string{"សុខ "}, kept: []string{"បាន\u200bបរាជ័យ"}},
		{in: "အီးမေးလ်ကို ဦးအောင်မြင့် ထံ ပို့၍မရပါ", gone: []string{"အောင်မြင့်"}, kept: []string{"ပို့၍မရပါ"}},
		{in: "ဒေါ် ခင်ခင်ဝင်း အကောင့် ပိတ်ထားသည်", gone: []string{"ခင်ခင်ဝင်း"}, kept: []string{"ပိတ်ထားသည်"}},
		{in: "ສົ່ງອີເມວຫາ ທ້າວ ສົມພອນ ບໍ່ສຳເລັດ", gone: []string{"ສົມພອນ"}, kept: []string{"ທ້າວ"}},
		{in: "message from ဦးအောင်မြင့်", gone: []string{"အောင်မြင့်"}, kept: []string{"message from"}},
		{in: "sent to အောင်မြင့်", gone: []string{"အောင်မြင့်"}},
		{in: "assigned to ခင်ခင်ဝင်း", gone: []string{"ခင်ခင်ဝင်း"}},
		{in: "message from លោកស្រី ចាន់ សុភា", gone: []string{"សុភា"}},
		{in: "user: សុខា", gone: []string{"សុខា"}},
	})
}
