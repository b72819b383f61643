// Special categories (GDPR Art. 9 and 10) in the languages and positions
// speciallang.go does not reach: the lexicon's concepts in Italian,
// Portuguese, Dutch, Polish, Russian, Ukrainian and Hindi words for the
// categories beside health (criminal record, union membership, immigration
// status) and the health words those lists lack; a medication written in
// a Romance language's spelling of the lexicon's (sertralina, fluoxetina);
// a compound whose first part is a category word (vakbondscontributie,
// Schwangerschaftsurlaub); keys naming a medication, a disease or a
// migration status; the Chinese, Japanese and Korean keys written with
// 名/명 (病名, 진단명) and the conditions written there. These are words of
// each language, never values.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// specialWordsWider are words of the categories in more languages, in
// lower case, each between spaces.
const specialWordsWider = " " +
	// health: epilepsy, schizophrenia, dementia, HIV positive, pregnancy, disability, IVF, cancer, diabetes, depression
	"ivf epilessia epilettico epilettica schizofrenia demenza sieropositivo sieropositiva tossicodipendente disabile " +
	"gestante soropositivo soropositiva demência esquizofrenia " +
	"schizofrenie dementie zwangerschapsverlof " +
	"padaczka padaczkę padaczki ciężarna " +
	"эпилепсия эпилепсией шизофрения шизофренией деменция беременная епілепсія шизофренія " +
	"गर्भवती गर्भावस्था कैंसर मधुमेह एचआईवी अवसाद विकलांग विकलांगता मिर्गी " +
	// criminal record
	"skazany skazana skazani skazanego karany karana karalność karalności niekarany niekarana " +
	"condannato condannata pregiudicato pregiudicata veroordeeld veroordeelde strafblad " +
	"судимость судимости судим осужден осуждён осуждена судимість засуджений засуджена आपराधिक अपराधी " +
	// union membership
	"vakbond vakbonden vakbondslid związkowiec związkowa sindacalista sindacalizzato sindicalizado sindicalizada " +
	"профсоюз профсоюза профсоюзе профспілка профспілки " +
	// immigration status
	"asielzoeker vluchteling ongedocumenteerd clandestino clandestina uchodźca deportacja депортация депортирован беженец біженець " +
	// and in the languages whose dictionaries made their sentences known (known2.fuse)
	"asylsökande flykting flyktingar papperslös papperslösa azylant azylantka uprchlík menedékkérő menekült " +
	"azilant refugiat sığınmacı mülteci pengungsi πρόσφυγας μετανάστης " +
	// Indonesian and Malay, whose dictionaries hold no category: pregnancy,
	// miscarriage, cancer, depression, a convict
	"hamil kehamilan keguguran kanker depresi narapidana "

// specialStems are stems of the categories' words in languages that
// inflect or compound them past any list (Czech chemoterapie,
// chemoterapii; Finnish rikosrekisteri, rikosrekisterissä; Hungarian
// alkoholfüggőség, alkoholfüggőségét; Romanian condamnat, condamnată),
// each between spaces: a word that starts with one, with an ending of up
// to specialStemEnding bytes, is the category's. Chemotherapy, hepatitis,
// alcohol and drug dependence; a criminal record, a conviction.
const specialStems = " chemoterap kemoterápi chimioterap hepatit alkoholfügg drogfügg kábítószer-függ " +
	"rikosrekister condamnat odsouzen büntetett "

// specialStemEnding bounds a stem's ending: case and number endings, and
// a Hungarian noun's -ség with its own (függőségét), not a longer word
// the stem only starts.
const specialStemEnding = 10

// specialKeyWordsWider are keys naming a medication, a disease or a
// person's migration status: what follows them is the category.
const specialKeyWordsWider = " medication medications medicament medicaments medicamento medicamentos medicamenti médicament médicaments " +
	"medikament medikamente medicijn medicatie farmaco farmaci lek leki лекарство препарат ліки ilaç " +
	"pathology pathologie patologia patologie patología disease diseases maladie enfermedad malattia doença ziekte " +
	"krankheit erkrankung aandoening choroba заболевание болезнь хвороба захворювання hastalık " +
	"migratorio migratoria migratório migratória migratoire immigration aufenthaltsstatus einwanderungsstatus "

// specialRunKeysWider are keys of the same kinds in Chinese, Japanese and
// Korean (disease name, prescription, residence status).
var specialRunKeysWider = []string{"病名", "傷病名", "疾患", "疾病", "病症", "病情", "処方", "处方", "用药", "薬剤", "在留資格",
	"질환", "질병", "병명", "처방", "체류자격"}

// specialRunTermsWider are immigration statuses and conditions written
// inside Chinese, Japanese and Korean runs: a refugee, an asylum claim,
// deportation, an illegal stay (难民, 庇护申请, 遣返, 不法滞在); cancer,
// hepatitis, schizophrenia, dementia, epilepsy, panic disorder.
var specialRunTermsWider = []string{"难民", "難民", "난민", "庇护申请", "庇護申請", "遣返", "強制送還", "不法滞在", "불법체류", "癌", "乳がん", "肺がん", "胃がん", "大腸がん", "乙肝", "肝炎", "統合失調症", "精神分裂", "認知症", "痴呆",
	"てんかん", "癫痫", "공황장애", "조현병", "치매", "뇌전증", "암 투병", "암 진단"}

// widerSpecial reports a word of the categories beyond speciallang's
// lists: specialWordsWider, a Romance spelling of a lexicon medication
// (sertralina for sertraline), or a compound whose first part, of six
// letters or more, is a category word and whose rest is a known word.
func widerSpecial(lw string) bool {
	return widerSpecialWord(lw) || specialCompound(lw) || specialHeadCompound(lw)
}

// specialHeadCompound reports a closed compound (German, Dutch, the
// Nordic languages) whose last part, its head, is a category word of the
// lexicon of five letters or more and whose first part, with or without a
// linking s, is a known word of four letters or more that no program
// writes: Alkoholsucht, Spielsucht, gokverslaafd. A compound names a
// kind of its head (an addiction to alcohol), so the head's category is
// the compound's. A template's word before the head is a verb's particle
// or a preposition (untersucht, durchsucht: examined, searched), no
// compound's first part. Words longer than 40 bytes are not split, so the
// scan stays linear.
func specialHeadCompound(lw string) bool {
	if len(lw) < 9 || len(lw) > 40 || !isASCIIorLatin(lw) {
		return false
	}
	for p := 4; p+5 <= len(lw); p++ {
		if !utf8.RuneStart(lw[p]) {
			continue
		}
		head := lw[p:]
		// a health head is the condition's whatever else programs write
		// with it (sucht: "searches" in a catalogue, Sucht: addiction);
		// another category's head (union, partei) must be no program's
		if c, ok := wordlist.Special(head); !ok || c != wordlist.CategoryHealth && programWord(head) {
			continue
		}
		for _, first := range []string{lw[:p], trimSuffix(lw[:p], "s")} {
			if runeCount(first) >= 4 && wordlist.Known(first) && !programWord(first) && !wordlist.FunctionWord(first) {
				return true
			}
		}
	}
	return false
}

// widerSpecialWord is widerSpecial but a compound: a word of the lists,
// asked without splitting it (inflectedSpecial asks each of a word's
// lemmas so).
func widerSpecialWord(lw string) bool {
	if len(lw) < 3 {
		return false
	}
	if specialWordsWiderSet.has(lw) || stemSpecial(lw) {
		return true
	}
	if hasSuffix(lw, "ina") && len(lw) >= 7 {
		if c, ok := wordlist.Special(lw[:len(lw)-1] + "e"); ok && c == wordlist.CategoryHealth {
			return true
		}
	}
	return false
}

// specialCompound reports a closed compound (Dutch, German, the Nordic
// languages) that starts with a category word of six letters or more,
// with or without a linking s, and ends in a known word of four letters
// or more: vakbondscontributie, Schwangerschaftsurlaub. The word after a
// health term may be one programs write too, as the compound names a
// person by the condition (Dialysepatient, diabetesklinik: patient and
// clinic are a schema's words). An immigration word of four or five
// letters starts one too (asylzoeker, Asylbewerberheim: Germanic
// languages write asylum short); the other short category words stay out
// (haft of Haftpflicht, roma). Words longer than 40 bytes are not split,
// so the scan stays linear.
func specialCompound(lw string) bool {
	if len(lw) < 10 || len(lw) > 40 || !isASCIIorLatin(lw) {
		return false
	}
	for p := 4; p+4 <= len(lw); p++ {
		if !utf8.RuneStart(lw[p]) {
			continue
		}
		head := lw[:p]
		cat, ok := "", false
		// the sets' gates first: the lexicon's map hashes every prefix
		if p < 6 || !specialWordsMoreSet.has(head) && !specialWordsWiderSet.has(head) {
			if cat, ok = wordlist.Special(head); !ok || p < 6 && cat != wordlist.CategoryImmigration {
				continue
			}
		}
		if programWord(head) {
			continue
		}
		for _, rest := range []string{lw[p:], trimPrefix(lw[p:], "s")} {
			if len(rest) >= 4 && wordlist.Known(rest) && (!programWord(rest) || cat == wordlist.CategoryHealth && p >= 6) {
				return true
			}
		}
	}
	return false
}

// stemSpecial reports a word that starts with a stem of specialStems and
// ends within specialStemEnding bytes of it. Linear: nine prefixes, each
// compared once.
func stemSpecial(lw string) bool {
	if len(lw) < 7 {
		return false
	}
	for _, st := range specialStemList {
		if hasPrefix(lw, st) && len(lw)-len(st) <= specialStemEnding {
			return true
		}
	}
	return false
}

// specialStemList is specialStems as a list.
var specialStemList = strings.Fields(specialStems)

// isASCIIorLatin reports a word of Latin letters only.
func isASCIIorLatin(w string) bool {
	for _, r := range w {
		if !letterRune(r) || scriptOf(r) != latin {
			return false
		}
	}
	return true
}

// widerSpecialKey reports a key word of specialKeyWordsWider, or a
// Chinese, Japanese or Korean run ending in a key of either list, with
// 名/명 (name) after it: 病名, 진단명, 診断名.
func widerSpecialKey(w string) bool {
	if specialKeyWordsWiderSet.has(w) {
		return true
	}
	if isASCII(w) {
		return false
	}
	base := trimSuffix(trimSuffix(w, "名"), "명")
	for _, list := range [][]string{specialRunKeys, specialRunKeysWider} {
		for _, k := range list {
			if hasSuffix(base, k) || hasSuffix(w, k) {
				return true
			}
		}
	}
	return false
}

// afterCJKStop reports a Chinese, Japanese or Korean full stop before
// s[a] (。, folded to "." in the scan's view): the end of a sentence, not
// a dot that joins an identifier.
func afterCJKStop(s string, a int) bool {
	return a >= 2 && s[a-1] == '.' && s[a-2] >= utf8.RuneSelf
}

// specialSubject extends a special-category clause starting at ca back
// over the clause before it, when only a comma parts them: the person a
// category word speaks of is often named there ("employee is a member of
// X, union dues missing").
func specialSubject(s string, ca int) int {
	j := ca
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	if j == 0 || s[j-1] != ',' {
		return ca
	}
	pa, _ := clause(s, j-1, j-1)
	if pa >= j-1 || j-1-pa > 120 {
		// (2018), Führungszeugnis: no clause before the comma, whose
		// mark is none of the value
		return ca
	}
	return pa
}

// detectSpecialRunsWider masks a Chinese, Japanese or Korean run holding
// a condition of specialRunTermsWider: the clause around it.
func detectSpecialRunsWider(sc *scan) {
	maskTermClauses(sc, specialRunTermsWider)
}

// handSpecial reports a word of specialWordsWider that no catalogue or
// code vocabulary holds: chosen by hand as a category word, it counts even
// where a package happens to bear its name (ivf).
func handSpecial(lw string) bool {
	return len(lw) >= 3 && specialWordsWiderSet.has(lw) && !wordlist.Template(lw) && !wordlist.Code(lw)
}
