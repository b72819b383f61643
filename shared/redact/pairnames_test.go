package redact

import "testing"

// TestPairNames: in Khmer, Lao and Myanmar, two short words in a row that
// no knowledge of the script holds are a name, and so is one Myanmar run
// before the genitive particle; the messages' own words, written together,
// stay, and Amharic (left out) is not read. Invented names.
func TestPairNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"កំហុស៖ គណនីរបស់ ហេង សុភាព ត្រូវបានបិទ", []string{"ហេង សុភាព"}, []string{"កំហុស៖ គណនីរបស់", "ត្រូវបានបិទ"}},
		{"ຂໍ້ຜິດພາດ: ບໍ່ສາມາດບັນທຶກການຈອງຂອງ ບຸນມີ ສີສະຫວາດ (while saving)", []string{"ບຸນມີ ສີສະຫວາດ"}, []string{"ຂໍ້ຜິດພາດ: ບໍ່ສາມາດບັນທຶກການຈອງຂອງ", "(while saving)"}},
		{"အမှား: ဇော်ဝင်းထွဋ် ၏ ငွေလွှဲမှု မအောင်မြင်ပါ", []string{"ဇော်ဝင်းထွဋ်"}, []string{"အမှား:", "၏", "မအောင်မြင်ပါ"}},
		{"កំហុស៖ មិនអាចភ្ជាប់ទៅម៉ាស៊ីនមេបានទេ", nil, []string{"កំហុស៖ មិនអាចភ្ជាប់ទៅម៉ាស៊ីនមេបានទេ"}},
		{"ስህተት፦ ከአገልጋዩ ጋር መገናኘት አልተቻለም", nil, []string{"ስህተት፦ ከአገልጋዩ ጋር መገናኘት አልተቻለም"}},
	})
}
