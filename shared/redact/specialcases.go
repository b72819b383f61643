// Georgian and Armenian glue their cases, articles and postpositions to
// a noun or an adjective (Georgian ორსულად, "pregnant" as a state;
// დიაბეტის, "of diabetes"; Armenian քաղցկեղով, "with cancer";
// փախստականները, "the refugees"), where the lexicon writes the lemma: in
// Georgian the nominative, a consonant stem's in -ი (ორსული, დიაბეტი), a
// vowel stem's bare (ეპილეფსია, კიბო); in Armenian the bare stem, an
// abstract noun in -ություն (հղիություն) whose oblique cases write
// -ության. The endings are grammar, each language's own case system, and
// each script is its language's own, so no other language's word is
// asked.

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

// armenianEndings are Armenian's case endings and articles, with the
// plural's -եր/-ներ before them, longest first: genitive and dative -ի,
// ablative -ից, instrumental -ով, locative -ում, the definite article -ը
// (-ն after a vowel) and the possessives -ս, -դ.
var armenianEndings = [...]string{
	"ներով", "ներից", "ներում", "ներին", "երով", "երից", "երում", "երին",
	"ների", "ները", "երի", "երը", "ներ", "եր",
	"ով", "ից", "ում", "ին",
	"ի", "ը", "ն", "ս", "դ",
}

// georgianSpecial reports a word of Georgian letters whose lemma, a
// case's or a postposition's ending (georgianEndings) cut off, is a
// special-category word of the lexicon: the stem as it is (a vowel
// stem: ეპილეფსია|ს, კიბო|თი) or with the nominative's -ი (ორსულ|ად:
// ორსული) or a vowel stem's -ა, which the genitive, instrumental and
// adverbial take in their own i or a (ეპილეფსი|ის: ეპილეფსია). The
// stem keeps four letters at least.
func georgianSpecial(lw string) bool {
	if len(lw) < 15 || len(lw) > 120 || !runesIn(lw, 0x10d0, 0x10ff) {
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

// armenianSpecial reports a word of Armenian letters whose stem, an
// ending of armenianEndings cut off, is a special-category word of the
// lexicon (քաղցկեղ|ով, փախստական|ները), or, its stem in -ության, the
// abstract noun in -ություն (հղիության: հղիություն). The stem keeps
// three letters at least (հղի, pregnant).
func armenianSpecial(lw string) bool {
	if len(lw) < 8 || len(lw) > 80 || !runesIn(lw, 0x0561, 0x0587) {
		return false // four Armenian small letters (two bytes each) at least
	}
	for _, e := range armenianEndings {
		stem, ok := strings.CutSuffix(lw, e)
		if !ok || runeCount(stem) < 3 {
			continue
		}
		if lemmaSpecial(stem) {
			return true
		}
		if s, ok := strings.CutSuffix(stem, "ության"); ok && lemmaSpecial(s+"ություն") {
			return true
		}
	}
	if s, ok := strings.CutSuffix(lw, "ության"); ok && runeCount(s) >= 2 {
		return lemmaSpecial(s + "ություն")
	}
	return false
}

// runesIn reports a word of letters from lo to hi only (Georgian's
// Mkhedruli, Armenian's small letters; scriptOf counts them as another
// script).
func runesIn(w string, lo, hi rune) bool {
	for _, r := range w {
		if r < lo || r > hi {
			return false
		}
	}
	return w != ""
}
