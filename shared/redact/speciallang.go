// Special categories in the languages the generated lexicon (English,
// German, French and Spanish, ICD-10-CM) does not cover, and in the keys
// that name them. The lexicon's concepts (HIV, cancer, diabetes,
// depression, pregnancy, allergy, disability, sexual orientation, religious
// affiliation) are written here in Italian, Portuguese, Dutch, Polish,
// Russian, Ukrainian, Turkish, Arabic and Hebrew words, and in Chinese,
// Japanese and Korean, which write them into longer runs without spaces
// and so are found inside a run. A value after a key naming a special
// category (diagnosis, religion, allergy, sexual orientation, medical
// history, in these languages) is masked whatever its words.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// specialWordsMore are words of the lexicon's concepts in more languages,
// in lower case, each between spaces.
const specialWordsMore = " " +
	// health: genetic findings (a pathogenic variant), HIV/AIDS, cancer, diabetes, depression, pregnancy, allergy, burn-out, disability, chemotherapy
	"burnout burn-out pathogenic pathogene pathogène patogénica patogénico patogenica patogenico germline keimbahnmutation opioid opioids wheelchair rollstuhl allergy allergie allergies alergia alergias allergia allergien " +
	"tumore cancro diabete depressione incinta gravidanza disabilità chemioterapia " +
	"câncer diabético grávida gravidez quimioterapia depressão " +
	"kanker suikerziekte zwanger zwangerschap depressie chemotherapie " +
	"nowotwór cukrzyca ciąża ciąży depresja niepełnosprawność niepełnosprawności chemioterapia alkoholizm alkoholik narkoman narkomania seropozytywny seropozytywna " +
	// HIV status, addiction and psychiatric care in the other languages
	"séropositif séropositive seropositivo seropositiva soropositivo soropositiva alkoholismus alcoolisme alcolismo alcoholismo " +
	"вич спид рак диабет диабетом беременность беременна депрессия инвалидность химиотерапия аллергия алкоголизм алкоголик наркоман наркомания психиатр шизофрения " +
	"алкоголізм наркоманія психіатр шизофренія " +
	"віл діабет вагітність вагітна депресія інвалідність алергія " +
	"kanser diyabet hamile gebelik depresyon kemoterapi engelli " +
	// stroke in Ukrainian and Russian, ADHD as German writes it, a
	// criminal record in Turkish
	"інсульт інсульту инсульт инсульта adhs sabıka sabıkalı " +
	"السكري بالسكري سرطان السرطان بالسرطان الإيدز الايدز اكتئاب الاكتئاب إعاقة " +
	"סוכרת סרטן איידס הריון בהריון דיכאון נכות " +
	// sexual orientation
	"omosessuale bisessuale lesbica homossexual bissexual lésbica homoseksueel biseksueel lesbisch " +
	"homoseksualny homoseksualna biseksualny homoseksualista biseksualista lesbijka gej gejem geja transpłciowy transpłciowa " +
	"гей лесбиянка гомосексуал бисексуал трансгендер gey lezbiyen eşcinsel eşcinseldir " +
	"مثلي مثلية הומוסקסואל לסבית ביסקסואל " +
	// religious affiliation
	"cattolico cattolica musulmano ebreo ebraico católica judeu muçulmano katholiek moslim joods protestants " +
	"katolik katoliczka muzułmanin żyd prawosławny католик мусульманин православный иудей мусульманка " +
	"müslüman hristiyan yahudi " +
	"مسلم مسيحي يهودي مسلمة مسيحية " +
	"מוסלמי מוסלמית נוצרי נוצרייה " +
	// trade union
	"syndiqué sindacato "

// specialRunTerms are the same concepts in Chinese, Japanese and Korean,
// found inside a run of those scripts.
// The words that name a field (宗教, 性的指向: religion, sexual
// orientation) are not among them: a form's label says nothing of anyone;
// they are specialRunKeys, whose value is masked.
var specialRunTerms = []string{
	"同性恋", "同性戀", "同性愛", "双性恋", "雙性戀", "両性愛", "異性愛", "异性恋",
	"艾滋", "爱滋", "愛滋", "エイズ", "阳性", "陽性", "糖尿病", "癌症", "がん患者", "抑郁", "憂鬱", "うつ病", "怀孕", "懷孕", "妊娠",
	"流产", "人工妊娠中絶", "精神疾患", "精神病", "残疾", "殘疾", "障害者", "化疗", "抗がん剤", "前科", "犯罪歴", "犯罪记录",
	"동성애", "양성애", "에이즈", "양성 판정", "당뇨", "우울증", "임신", "장애인", "항암", "치료 중", "전과",
}

// specialKeyWords are the words of keys that name a special category of
// the person a record is about (diagnosis, allergy, medical history,
// religion, sexual orientation, ethnicity), in lower case, each between
// spaces: what follows them, quoted or after a separator, is the category.
const specialKeyWords = " diagnosis diagnose diagnosen diagnostico diagnóstico diagnosi diagnoza diagnóza diagnózis diagnoosi diagnos διάγνωση " +
	"диагноз діагноз tanı teşhis تشخيص التشخيص אבחנה אבחון " +
	"allergy allergies allergie allergien alergia alergias allergia allergie аллергия алергія alerji " +
	"anamnesis anamnese antecedents antécédents anamnez " +
	"religion religión religione religião religie religia konfession confession confesión вероисповедание " +
	"религия релігія دين الدين דת " +
	"ethnie etnia etnicidad etniciteit этническая "

// orientationWords and sexualWords make a key of two words in either
// order (sexual orientation, orientation sexuelle, cinsel yönelim):
// orientation alone is a screen's.
const (
	orientationWords = " orientation orientación orientação orientamento oriëntatie orientierung orientacja ориентация орієнтація yönelim "
	sexualWords      = " sexual sexuelle sexuell sessuale seksuele seksualna сексуальная сексуальна cinsel "
)

// specialRunKeys are such keys in Chinese, Japanese and Korean.
var specialRunKeys = []string{"诊断", "診断", "病史", "病歴", "既往歴", "过敏", "過敏", "アレルギー", "宗教", "性取向", "性的指向",
	"民族", "진단", "병력", "알레르기", "종교", "성적 지향", "성적지향"}

// moreSpecial reports a word of specialWordsMore.
func moreSpecial(lw string) bool {
	return len(lw) >= 3 && specialWordsMoreSet.has(lw) || widerSpecial(lw)
}

// detectSpecialRuns masks a Chinese, Japanese or Korean run holding a
// special-category term: the clause around it.
func detectSpecialRuns(sc *scan) {
	maskTermClauses(sc, specialRunTerms)
}

// maskTermClauses masks the clause around each of terms in sc's text,
// unless it stands inside an identifier (and not after a CJK stop).
func maskTermClauses(sc *scan, terms []string) {
	s := sc.s
	if isASCII(s) {
		return
	}
	for _, t := range terms {
		eachAfter(s, t, func(end int) int {
			a := end - len(t)
			if !inIdentifier(s, a, end) || afterCJKStop(s, a) {
				ca, cb := clause(s, a, end)
				sc.add(ca, cb, phValue)
				return cb
			}
			return end
		})
	}
}

// detectSpecialKeys masks the value after a key naming a special category:
// quoted (Konfession "…", 性的指向「…」, antecedents="…") or after a
// separator (diagnostico=…, religion: …), unless it is a catalogue's
// message (a validation error about the field).
func detectSpecialKeys(sc *scan) {
	s, l := sc.s, sc.lower
	prev := ""
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		var j int
		i, j = nextRun(s, i, lettersMarks)
		if i == len(s) {
			break
		}
		w := l[i:j]
		key := specialKeyWordsSet.has(w) || widerSpecialKey(w) ||
			orientationWordsSet.has(w) && sexualWordsSet.has(prev) ||
			sexualWordsSet.has(w) && orientationWordsSet.has(prev)
		prev = w
		if !key && !isASCII(w) {
			for _, k := range specialRunKeys {
				if hasSuffix(w, k) {
					key = true
					break
				}
			}
		}
		if key {
			specialKeyValue(sc, j)
		}
		i = j
	}
}

// specialKeyValue masks the value that starts after a key ending at i.
func specialKeyValue(sc *scan, i int) {
	s := sc.s
	// the key's own closing quote ("religion": …) and its last part
	// (sexual_orientation=, Religion_Code is no key of a value)
	if i < len(s) && (s[i] == '"' || s[i] == '\'') && i+1 < len(s) && (s[i+1] == ':' || s[i+1] == '=') {
		i++
	}
	j := i
	for j < len(s) && s[j] == ' ' && j-i < 2 {
		j++
	}
	sep := false
	if r, n := decodeRune(s[j:]); r == '=' || r == ':' || r == '：' {
		sep = true
		j += n
		for j < len(s) && s[j] == ' ' && j-i < 6 {
			j++
		}
	}
	if j >= len(s) {
		return
	}
	r, n := decodeRune(s[j:])
	if closer, ok := quoteCloser(s, j, r); ok || r == '「' || r == '“' || r == '«' {
		if !ok {
			closer, _ = quoteCloser(s, j, r)
		}
		a := j + n
		e := strings.IndexRune(s[a:min(len(s), a+240)], closer)
		if e <= 0 || indexByte(s[a:a+e], '\n') >= 0 {
			return
		}
		if v := s[a : a+e]; !catalogueMessage(v) && !isPlaceholder(v) {
			sc.add(a, a+e, phValue)
		}
		return
	}
	if !sep || r == '[' || r == '{' || r == '(' {
		return // a structure is read inside; no separator, no value
	}
	e := j
	for e < len(s) && e-j < 120 && !isSpace(s[e]) && indexByte(",;)]}\"'|&", s[e]) < 0 {
		e++
	}
	for e > j && (s[e-1] == '.' || s[e-1] == ':') {
		e--
	}
	if catalogueMessage(s[j:lineEnd(s[:min(len(s), j+maxPersonMessage)], j)]) {
		return // diagnózis: kötelező mező, a validation message about the field
	}
	if v := strings.ToLower(s[j:e]); e > j && !stopValue(v) && !isPlaceholder(s[j:e]) && !wordlist.Code(v) {
		sc.add(j, e, phValue)
	}
}

// catalogueMessage reports a text whose words are all a catalogue's (a
// validation message about the field: "This field is required."), of two
// words or more.
func catalogueMessage(v string) bool {
	f := strings.FieldsFunc(v, func(r rune) bool { return !letterRune(r) && !unicode.Is(unicode.M, r) && r != '\'' })
	if len(f) < 2 {
		return false
	}
	for _, w := range f {
		if !wordlist.Template(strings.ToLower(w)) {
			return false
		}
	}
	return true
}
