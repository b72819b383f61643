// Technical loanwords: the languages error text is translated into write
// English's technical words in their own spelling and inflect them
// (коммита: commit, дискримінатора: discriminator, тунелювання: tunnel,
// tabulacji: tabulation, recursie: recursion, МіБ: MiB). Their
// dictionaries' frequency lists hold the common ones; a rarer one is known
// when it is an English word spelt as the language spells loans, each
// candidate a word two filters hold (of the dictionaries, the technical
// terms and the catalogues), so a stranger is answered yes by two filters
// at once. A word the names data holds never comes here (knownForm asks
// the names data first).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// englishWord reports a word of four letters or more that two of the
// dictionaries', the technical terms' and the catalogues' filters hold: a
// technical word, as English writes it.
func englishWord(c string) bool {
	if len(c) < 4 {
		return false
	}
	// two of the three filters: a stranger is answered yes by both at
	// about 2^-22, so the many spellings asked stay safe
	d, t := wordlist.DictionaryEntry(c), wordlist.Tech(c)
	return d && t || (d || t) && wordlist.Template(c)
}

// cyrLoanEndings are the Russian and Ukrainian endings a loan takes off
// before it is spelt in Latin letters, longest first within each kind:
// verbal nouns and verbs made of it (тунел|ювання, індекс|ування,
// индекс|ирование), its adjectives (індекс|ованим, інтерактив|ний), and
// the cases of the noun (коммит|а, дискримінатор|ами).
const cyrLoanEndings = "ированием ирования ировании ирование ированный ированного ированным ированной ированных ировать " +
	"уванням юванням ування ювання уванні юванні ованого ованому ованим ованих ованої ований ована оване овані увати ювати " +
	"ного ними ному ний ная ное ные ной ним них на не ні " +
	"ого ому ими ами ями ий ый ій ой ая ое ые ие их ых им ым ом ем ів ов ам ям ах ях ою ей ї і и ы а я у ю е ь "

// cyrLoan reports a Russian or Ukrainian word (lower case) that is an
// English word in Cyrillic letters, inflected: its stem (four letters or
// more) spelt in Latin letters, in the few ways loans are (к as c or k,
// с as s or c, г as g or h, х as h or ch, ф as f or ph, кс as x; one
// consonant doubled, as Ukrainian writes тунель for tunnel), with an
// English noun's ending where the Slavic one stands (-ція: -tion, -сія:
// -sion, -ія: -y) or a final e (інтерактив: interactive).
func cyrLoan(lw string) bool {
	if utf8.RuneCountInString(lw) < 5 {
		return false
	}
	if loanStem(lw) {
		return true
	}
	// the two longest endings the word has: a third is a letter or two
	// inside the stem, and every stem asked is another chance of a
	// stranger's yes
	tried := 0
	for l := cyrLoanEndings; l != "" && tried < 2; {
		var e string
		e, l = nextPrefix(l)
		if stem, ok := strings.CutSuffix(lw, e); ok && utf8.RuneCountInString(stem) >= 4 {
			tried++
			if loanStem(stem) {
				return true
			}
		}
	}
	return false
}

// loanStem reports a Cyrillic stem whose Latin spellings (loanSpellings)
// are English words, as they stand or with an English ending.
func loanStem(stem string) bool {
	found := false
	loanSpellings(stem, func(s string) bool {
		found = englishStem(s)
		return !found
	})
	return found
}

// englishStem reports a stem spelt in Latin letters that is an English
// word as it stands, with a final e, or with the English ending of the
// Slavic noun's (konfiguraci: configuration, versi: version, topologi:
// topology).
func englishStem(s string) bool {
	if englishWord(s) || englishWord(s+"e") {
		return true
	}
	switch {
	case strings.HasSuffix(s, "ci"):
		return englishWord(s[:len(s)-2] + "tion")
	case strings.HasSuffix(s, "si"):
		return englishWord(s + "on")
	case strings.HasSuffix(s, "i"):
		return englishWord(s[:len(s)-1] + "y")
	}
	return false
}

// cyrLatin spells each Cyrillic letter as loans from English are spelt:
// the first spelling, and a second where loans write the letter two ways.
var cyrLatin = map[rune][2]string{
	'а': {"a"}, 'б': {"b"}, 'в': {"v"}, 'г': {"g", "h"}, 'ґ': {"g"}, 'д': {"d"}, 'е': {"e"}, 'є': {"e"}, 'ё': {"e"},
	'ж': {"j", "g"}, 'з': {"z", "s"}, 'и': {"i", "y"}, 'і': {"i", "y"}, 'ї': {"i"}, 'й': {"i"}, 'к': {"c", "k"}, 'л': {"l"},
	'м': {"m"}, 'н': {"n"}, 'о': {"o"}, 'п': {"p"}, 'р': {"r"}, 'с': {"s", "c"}, 'т': {"t"}, 'у': {"u"},
	'ф': {"f", "ph"}, 'х': {"h", "ch"}, 'ц': {"c", "ts"}, 'ч': {"ch"}, 'ш': {"sh"}, 'щ': {"sch"}, 'ь': {""}, 'ъ': {""},
	'ы': {"y", "i"}, 'э': {"e"}, 'ю': {"u", "yu"}, 'я': {"ya", "ia"},
}

// maxLoanSpellings and maxLoanDoubled bound the spellings a stem is
// asked about: each is two filter lookups or three, and each a chance of a
// stranger's yes.
const maxLoanSpellings, maxLoanDoubled = 12, 6

// loanSpellings calls f with the Latin spellings of a Cyrillic stem, the
// first spellings of its letters first, and then that spelling with one
// consonant doubled; f returns false to stop.
func loanSpellings(stem string, f func(string) bool) {
	rs := []rune(stem)
	if len(rs) > 20 {
		return
	}
	for _, r := range rs {
		if _, ok := cyrLatin[r]; !ok {
			return
		}
	}
	left, stopped := maxLoanSpellings, false
	// walk spells rs[i:] after b; false ends the walk (f stopped it, or
	// the spellings are spent)
	var walk func(i int, b string, branched int) bool
	walk = func(i int, b string, branched int) bool {
		if i == len(rs) {
			left--
			stopped = !f(b)
			return !stopped && left > 0
		}
		r := rs[i]
		// кс: x (індекс: index)
		if r == 'к' && i+1 < len(rs) && rs[i+1] == 'с' && !walk(i+2, b+"x", branched) {
			return false
		}
		sp, ok := cyrLatin[r]
		if !ok {
			return false
		}
		if !walk(i+1, b+sp[0], branched) {
			return false
		}
		if sp[1] != "" && branched < 2 {
			return walk(i+1, b+sp[1], branched+1)
		}
		return true
	}
	walk(0, "", 0)
	if stopped {
		return
	}
	// тунель: tunnel, процесор: processor (Ukrainian writes one letter
	// where English doubles it)
	var first strings.Builder
	for _, r := range rs {
		first.WriteString(cyrLatin[r][0])
	}
	s := first.String()
	left = maxLoanDoubled
	for i := 1; i+1 < len(s) && left > 0; i++ {
		if strings.IndexByte("lnmrstpfc", s[i]) >= 0 && s[i-1] != s[i] && s[i+1] != s[i] && isVowel(s[i-1]) {
			left--
			if !f(s[:i+1] + s[i:]) {
				return
			}
		}
	}
}

// cyrUnit reports a unit written in Cyrillic with the capitals of its
// Latin form (МіБ: MiB, КіБ: KiB, ГБ: GB): a word of two to four letters
// with a capital after its first letter, whose Latin spelling is a
// technical term.
func cyrUnit(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || len(rs) > 4 || !unicode.IsUpper(rs[0]) || !unicode.IsUpper(rs[len(rs)-1]) {
		return false
	}
	var b strings.Builder
	for _, r := range rs {
		sp, ok := cyrLatin[unicode.ToLower(r)]
		if !ok {
			return false
		}
		b.WriteString(sp[0])
	}
	return wordlist.Tech(b.String())
}

// latinLoanEndings are the endings with which Polish and Dutch write the
// nouns English writes in -ation, -tion, -sion, -ence, -ance, -ity, each
// followed by the English ending (Polish ones in their cases: tabul|acji,
// pozy|cja, wer|sja; Dutch: recurs|ie, activi|teit).
var latinLoanEndings = [...][2]string{
	{"acjami", "ation"}, {"acjach", "ation"}, {"acja", "ation"}, {"acji", "ation"}, {"acje", "ation"}, {"ację", "ation"}, {"acją", "ation"},
	{"encja", "ence"}, {"encji", "ence"}, {"encje", "ence"}, {"encję", "ence"}, {"encją", "ence"},
	{"ancja", "ance"}, {"ancji", "ance"}, {"ancje", "ance"}, {"ancję", "ance"},
	{"cjami", "tion"}, {"cja", "tion"}, {"cji", "tion"}, {"cje", "tion"}, {"cję", "tion"}, {"cją", "tion"},
	{"sja", "sion"}, {"sji", "sion"}, {"sje", "sion"}, {"sję", "sion"},
	{"aties", "ation"}, {"atie", "ation"}, {"ties", "tion"}, {"tie", "tion"}, {"sies", "sion"}, {"sie", "sion"},
	{"iteiten", "ity"}, {"iteit", "ity"},
}

// latinLoan reports a Polish or Dutch word (lower case) that is an
// English noun of Latin origin in the language's spelling: its ending
// (latinLoanEndings) for English's, and its stem as written or with the
// loans' letters (w: v, k: c, kw: qu, ks: x, y: i, z: s).
func latinLoan(lw string) bool {
	for _, e := range latinLoanEndings {
		stem, ok := strings.CutSuffix(lw, e[0])
		if !ok || utf8.RuneCountInString(stem) < 3 {
			continue
		}
		if englishWord(stem + e[1]) {
			return true
		}
		if m := loanLetters.Replace(stem); m != stem && englishWord(m+e[1]) {
			return true
		}
		m := loanLettersZ.Replace(stem)
		if englishWord(m + e[1]) {
			return true
		}
		// rekur|encji: recurrence, English doubling the consonant
		last := m[len(m)-1]
		return !isVowel(last) && englishWord(m+string(last)+e[1])
	}
	return false
}

var (
	loanLetters  = strings.NewReplacer("kw", "qu", "ks", "x", "w", "v", "k", "c", "y", "i", "ł", "l", "ó", "o")
	loanLettersZ = strings.NewReplacer("kw", "qu", "ks", "x", "w", "v", "k", "c", "y", "i", "ł", "l", "ó", "o", "z", "s")
)

// shortLoanCase reports a Polish case of a technical term of three letters
// (pid|u, tty|ach, cpu|ów): a term the catalogues and the technical
// vocabulary both hold, which the longer stems of inflected leave out.
func shortLoanCase(lw string) bool {
	for l := "owi ach ami ów em om ie u a y "; l != ""; {
		var e string
		e, l = nextPrefix(l)
		if b, ok := strings.CutSuffix(lw, e); ok && len(b) == 3 && isLowerWord(b) && wordlist.Tech(b) && wordlist.Template(b) &&
			!givenNameData(b) && !surnameData(b) && !givenName(b) {
			return true
		}
	}
	return false
}

// verbFromLoan reports a German or Dutch verb made of a technical term
// (tunnel|en, commit|ten) or the stem of a German verb in -ieren written
// as a compound's part (Dekomprimier-Kontext: dekomprimieren): the term
// of five letters or more, or the verb, is known and no name.
func verbFromLoan(lw string) bool {
	if b, ok := strings.CutSuffix(lw, "en"); ok && len(b) >= 5 && isLowerWord(b) {
		if wordlist.Tech(b) && stemKnown(b, lw) {
			return true
		}
		if n := len(b); b[n-1] == b[n-2] && wordlist.Tech(b[:n-1]) && stemKnown(b[:n-1], lw) {
			return true
		}
	}
	return utf8.RuneCountInString(lw) >= 8 && strings.HasSuffix(lw, "ier") && stemKnown(lw+"en", lw)
}

// wordGluedHex reports a run s[a:b] that is a known word with a
// hexadecimal number written onto it (inconnue6ED0E7B82643E131,
// Schlüssel0x3B4FE6ACC0B21F32: a template's word and its value, the space
// between them lost): a key's or an object's id after the word, not a
// generated secret, which is no word followed by hexadecimal digits of one
// case only. The word may begin before the run, at letters the run does
// not take (Schlü|ssel0x…).
func wordGluedHex(s string, a, b int) bool {
	h := b
	for h > a && hexDigit(s[h-1]) {
		h--
	}
	// the word's last letters may be hexadecimal ones (clé|e…): the
	// number starts at its first digit, or after 0x
	for h < b && !isDigit(s[h]) {
		h++
	}
	if x := strings.LastIndex(s[a:h], "0x"); x >= 0 && a+x+2 == h {
		h = a + x
	}
	hex := strings.TrimPrefix(s[h:b], "0x")
	if len(hex) < 8 || strings.ToUpper(hex) != hex && strings.ToLower(hex) != hex {
		return false
	}
	w := a
	for w > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:w])
		if !unicode.IsLetter(r) {
			break
		}
		w -= n
	}
	word := s[w:h]
	if utf8.RuneCountInString(word) < 3 {
		return false
	}
	for _, r := range word {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return knownWord(word) && !personName(word)
}

// loanAdjective reports a Polish adjective of a loanword in -cja
// (rekurencyjne: rekurencja, konfiguracyjny: konfiguracja), declined: its
// noun is a loanword (latinLoan) or a known word.
func loanAdjective(lw string) bool {
	for l := "ymi ych ego emu ym ej y a e ą "; l != ""; {
		var e string
		e, l = nextPrefix(l)
		if b, ok := strings.CutSuffix(lw, e); ok {
			n, ok := strings.CutSuffix(b, "cyjn")
			if !ok || len(n) < 3 {
				return false
			}
			return latinLoan(n+"cja") || stemKnown(n+"cja", lw)
		}
	}
	return false
}
