// Kazakh, Kyrgyz and Tatar, written in Cyrillic, glue their plural, a
// possessive, a case and a person's copula to a noun or an adjective
// (Kazakh босқындар, "refugees"; мұсылмандардың, "of the Muslims";
// Kyrgyz кош бойлуумун, "I am pregnant"; Tatar качакларга, "to the
// refugees"), where the lexicon writes the lemma (босқын, мұсылман: the
// Apertium dictionaries', the Wiktionary wordnets'). The endings are
// each language's own grammar, in the vowel harmony's variants; a word
// is asked only where it writes a letter Russian, Ukrainian and
// Belarusian have not (ә ғ қ ң ө ұ ү һ җ), so no Slavic word's ending is
// cut. Session 44.

package redact

import "strings"

// turkicEndings are the Kazakh, Kyrgyz and Tatar endings cut off a word,
// longest first, one at a time, up to three (a plural, a possessive, a
// case, a copula): the plural -лар/-лер (-дар, -тар; Kyrgyz -лор, -лөр;
// Tatar -ләр, -нар); the genitive -ның/-нің (-дың, -тың; Kyrgyz -нын,
// -нин, -нун, -нүн); the dative -ға/-ге (-қа, -ке, -на; Kyrgyz -га, -го,
// -гө; Tatar -гә, -кә); the locative -да/-де (-та, -те; Kyrgyz -до,
// -дө; Tatar -дә, -тә); the ablative -дан/-ден (-тан, -нан; Kyrgyz
// -дон, -дөн; Tatar -дән, -нән); the accusative -ды/-ді (-ты, -ны;
// Kyrgyz -ду, -дү, -ну, -нү; Tatar -не); the instrumental -мен (-бен,
// -пен; Kyrgyz -менен); the copula's -мын/-мін (Kyrgyz -мун, -мүн) and
// -сыз/-сіз; the possessive -сы/-сі, -ы/-і (Kyrgyz -су, -сү, -у, -ү;
// Tatar -се, -е).
var turkicEndings = [...]string{
	"менен",
	"лар", "лер", "дар", "дер", "тар", "тер", "лор", "лөр", "дор", "дөр", "тор", "төр", "ләр", "нар", "нәр", "дәр", "тәр",
	"ның", "нің", "дың", "дің", "тың", "тің", "нын", "нин", "нун", "нүн", "дын", "дин", "дун", "дүн", "нең",
	"дан", "ден", "тан", "тен", "нан", "нен", "дон", "дөн", "тон", "төн", "нон", "нөн", "дән", "тән", "нән",
	"мен", "бен", "пен", "мын", "мін", "мин", "мун", "мүн", "сыз", "сіз", "сиз", "суз", "сүз",
	"ға", "ге", "қа", "ке", "на", "не", "га", "го", "гө", "ка", "ко", "кө", "гә", "кә", "нә",
	"да", "де", "та", "те", "до", "дө", "то", "тө", "дә", "тә",
	"ды", "ді", "ты", "ті", "ны", "ні", "ди", "ду", "дү", "ти", "ту", "тү", "ни", "ну", "нү",
	"сы", "сі", "си", "су", "сү", "се",
	"ы", "і", "и", "у", "ү", "е",
}

// turkicLetters are the Cyrillic letters of Kazakh, Kyrgyz and Tatar
// that Russian, Ukrainian and Belarusian do not write.
const turkicLetters = "әғқңөұүһҗ"

// turkicSpecial reports a Cyrillic word of Kazakh, Kyrgyz or Tatar
// (turkicLetters) whose stem, up to three of turkicEndings cut off its
// end, is a special-category word of the lexicon (босқын|дар,
// мұсылман|дар|дың). The stem keeps four letters at least.
func turkicSpecial(lw string) bool {
	if len(lw) < 10 || len(lw) > 120 || !runesIn(lw, 0x0400, 0x04ff) || !strings.ContainsAny(lw, turkicLetters) {
		return false // five Cyrillic letters (two bytes each) at least
	}
	return turkicStem(lw, 3)
}

// turkicStem reports w, or w with up to n of turkicEndings cut off, a
// lexicon word of four letters or more.
func turkicStem(w string, n int) bool {
	if n == 0 {
		return false
	}
	for _, e := range turkicEndings {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || runeCount(stem) < 4 {
			continue
		}
		if lemmaSpecial(stem) || turkicStem(stem, n-1) {
			return true
		}
	}
	return false
}
