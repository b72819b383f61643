package redact

import "testing"

// TestMediaWikiWords: localised error text in a language no dictionary
// here holds keeps its ordinary words, which MediaWiki's messages write
// (words.mwwords.fuse: please, try again, could not connect, later); a
// person's name or login in the same sentence is still masked.
func TestMediaWikiWords(t *testing.T) {
	checkBothWays(t, []bothWays{
		// Yoruba, Igbo, Mongolian, Kazakh, Welsh, Urdu, Malayalam: each
		// lost its words as a value before mwwords.fuse
		{in: "Àṣìṣe olupin (HTTP 503): jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si"},
		{in: "Njehie: biko nwaa ọzọ"},
		{in: "Алдаа: сервертэй холбогдож чадсангүй"},
		{in: "Қате KP-0918: қайталап көріңіз"},
		{in: "Gwall: methu cysylltu â'r gronfa ddata"},
		{in: "خرابی: ادائیگی ناکام، دوبارہ کوشش کریں"},
		{in: "Section 5521 സെർവർ ലഭ്യമല്ല, പിന്നീട് ശ്രമിക്കുക"},
		// the same words beside a planted name or login
		{in: "Àṣìṣe: olùlò Adébáyọ̀ Ọlánrewájú kò sí, jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si", gone: []string{"Adébáyọ̀", "Ọlánrewájú"}, kept: []string{"jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si"}},
		{in: "Error: jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si (olùlò: adebayo.olanrewaju)", gone: []string{"adebayo.olanrewaju"}, kept: []string{"jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si"}},
		{in: "Njehie: ịkwụ ụgwọ Chinedu Okafor dara, biko nwaa ọzọ", gone: []string{"Chinedu", "Okafor"}, kept: []string{"biko nwaa ọzọ"}},
		{in: "Gwall: methu cysylltu â'r gronfa ddata ar gyfer Rhiannon Pritchard", gone: []string{"Rhiannon", "Pritchard"}, kept: []string{"methu cysylltu â'r gronfa ddata"}},
		{in: "Gwall: methu cysylltu â'r gronfa ddata (defnyddiwr: rpritchard)", gone: []string{"rpritchard"}, kept: []string{"methu cysylltu"}},
		{in: "خرابی: عمران خان کی ادائیگی ناکام، دوبارہ کوشش کریں", gone: []string{"عمران", "خان"}, kept: []string{"ادائیگی ناکام، دوبارہ کوشش کریں"}},
		{in: "Қате: Айгерім Сәрсенбаева төлемі өтпеді, қайталап көріңіз", gone: []string{"Айгерім", "Сәрсенбаева"}, kept: []string{"қайталап көріңіз"}},
		{in: "KSEB: consumer Anil Kumar: സെർവർ ലഭ്യമല്ല, പിന്നീട് ശ്രമിക്കുക", gone: []string{"Anil", "Kumar"}, kept: []string{"പിന്നീട് ശ്രമിക്കുക"}},
	})
}
