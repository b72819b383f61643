// Georgian glues its cases and postpositions to a noun or an adjective
// (ორსულად, "pregnant" as a state; ეპილეფსიით, "with epilepsy";
// დიაბეტის, "of diabetes"), where the lexicon writes the lemma in the
// nominative: a consonant stem's in -ი (ორსული, დიაბეტი), a vowel
// stem's bare (ეპილეფსია, კიბო). The endings are grammar, the language's
// own case system; Georgian's script is its own, so no other language's
// word is asked.

package redact

import "strings"

// georgianEndings are Georgian's case endings and the postpositions it
// glues to them, the plural's -ებ- before them, longest first: genitive
// -ის, dative -ს, instrumental -ით (a vowel stem's -თი), adverbial -ად
// (-დ), ergative -მა (-მ), and -ში, -ზე, -თან, -დან, -ისთვის, -ივით.
var georgianEndings = [...]string{
	"ებისთვის", "ისთვის", "ებიდან", "ებთან", "ებში", "ებზე", "ების", "ებით", "ებმა", "ებად",
	"იდან", "ივით", "ები", "ებს",
	"თან", "დან", "ის", "ით", "ად", "მა", "ში", "ზე", "თი",
	"ს", "მ", "დ",
}

// georgianSpecial reports a word of Georgian letters whose lemma, a
// case's or a postposition's ending (georgianEndings) cut off, is a
// special-category word of the lexicon: the stem as it is (a vowel
// stem: ეპილეფსია|ს, კიბო|თი) or with the nominative's -ი (ორსულ|ად:
// ორსული) or a vowel stem's -ა, which the genitive, instrumental and
// adverbial take in their own i or a (ეპილეფსი|ის: ეპილეფსია). The
// stem keeps four letters at least.
func georgianSpecial(lw string) bool {
	if len(lw) < 15 || len(lw) > 120 || !georgianWord(lw) {
		return false // five Georgian letters (three bytes each) at least
	}
	for _, e := range georgianEndings {
		stem, ok := strings.CutSuffix(lw, e)
		if !ok || runeCount(stem) < 4 {
			continue
		}
		if lemmaSpecial(stem) || lemmaSpecial(stem+"ი") || lemmaSpecial(stem+"ა") {
			return true
		}
	}
	return false
}

// georgianWord reports a word of Georgian's Mkhedruli letters only
// (U+10D0 to U+10FF; scriptOf counts them as another script).
func georgianWord(w string) bool {
	for _, r := range w {
		if r < 0x10d0 || r > 0x10ff {
			return false
		}
	}
	return w != ""
}
