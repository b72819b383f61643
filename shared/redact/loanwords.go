// Technical loanwords: the languages error text is translated into write
// English's technical words in their own spelling and inflect them
// (коммита: commit, дискримінатора: discriminator, tabulacji: tabulation,
// recursie: recursion, МіБ: MiB, pidu: pid, tunnelen: tunnel). Their
// dictionaries' frequency lists hold the common ones; a rarer one is known
// when it is an English word spelt as the language spells loans, each
// candidate a word two filters hold (of the dictionaries, the technical
// terms and the catalogues), so a stranger is answered yes by two filters
// at once. A word the names data holds never comes here (knownForm asks
// the names data first). The rules are text, not tables: a table of
// strings costs the bootstrap its headers beside its bytes.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// englishWord reports a word of four letters or more that two of the
// dictionaries', the technical terms' and the catalogues' filters hold: a
// technical word, as English writes it. Two filters answer a stranger yes
// at about 2^-22, so the several spellings asked stay safe.
func englishWord(c string) bool {
	if len(c) < 4 {
		return false
	}
	if wordlist.DictionaryEntry(c) {
		return wordlist.Tech(c) || wordlist.Template(c)
	}
	return wordlist.Tech(c) && wordlist.Template(c)
}

// eachRule calls f with each rule of a list, "from:to" (or "from") and a
// space after each, until f returns true; it reports whether f did.
//
//go:noinline
func eachRule(list string, f func(from, to string) bool) bool {
	for list != "" {
		k := indexByte(list, ' ')
		from, to, _ := cut(list[:k], ":")
		list = list[k+1:]
		if f(from, to) {
			return true
		}
	}
	return false
}

// loanForm reports a technical loanword in the form the text writes it
// (w; lw in lower case; sc its script): Cyrillic (cyrLoan), a German or
// Dutch verb of a term (verbFromLoan), or, in lower case, a Polish or
// Dutch noun of Latin origin or its Polish adjective (latinLoan), a Polish
// case of a short term (shortLoanCase).
//
//go:noinline
func loanForm(w, lw string, sc script) bool {
	if sc == cyrillic {
		return cyrLoan(w, lw)
	}
	return sc == latin && (verbFromLoan(lw) || w == lw && (latinLoan(lw) || shortLoanCase(lw) || latinForms(lw)) || loanAdjective(lw))
}

// cyrLoan reports a Russian or Ukrainian word in lower case that is a
// technical term of English in Cyrillic letters (w as written, lw in
// lower case): spelt in Latin letters as the names are (translit) with c
// for k, as loans from English write к, as it stands or without the one
// to three letters of a case's ending (коммит|а, дискримінатор|ами), of
// five letters or more, a technical term that a dictionary or a catalogue
// holds too (a capitalised word is left to the name rules: Фандеев is no
// fand). A word of two to four letters ending in a capital is a unit
// written with its Latin form's capitals (МіБ: MiB, КіБ, ГБ) when a
// technical term.
func cyrLoan(w, lw string) bool {
	n := runeCount(lw)
	r, _ := utf8.DecodeLastRuneInString(w)
	unit := n <= 4 && upperRune(r)
	return (n > 4 && w == lw || unit) && translit(lw, func(l string) bool {
		s := strings.ReplaceAll(l, "k", "c")
		if x := strings.ReplaceAll(s, "cs", "x"); hasSuffix(x, "i") && !unit && englishWord(x[:len(x)-1]+"y") {
			return true // прокси: proxy
		}
		for k := 0; k <= 3 && len(s)-k >= 5 || unit && k == 0; k++ {
			if c := s[:len(s)-k]; wordlist.Tech(c) && (unit || englishWord(c)) {
				return true
			}
		}
		return false
	}) || n > 8 && w == lw && cyrVerbalLoan(lw) || n >= 8 && w != lw && capitalLoan(lw)
}

// latinLoanEndings are the endings with which Polish and Dutch write the
// nouns English writes in -ation, -tion, -sion, -ence, each followed by
// the English ending (Polish ones in their cases: tabul|acji, pozy|cja,
// wer|sja, rekur|encji; Dutch: configur|atie, recur|sie), and the
// Portuguese, Spanish and Italian adjectives English writes in -ary
// (un|ário: unary, bin|ario), the French, Italian and Spanish nouns
// English writes in -ator (discrimin|ateur, valid|atore, gener|ador), and
// the Hungarian, Indonesian, Swedish and Dutch nouns English writes in
// -ity (integr|itás, prior|itas, integr|itet, integr|iteit).
const latinLoanEndings = "acja:ation acji:ation acje:ation encja:ence encji:ence encje:ence " +
	"cja:tion cji:tion cje:tion sja:sion sji:sion " +
	"aties:ation atie:ation ties:tion tie:tion sies:sion sie:sion " +
	"ário:ary ária:ary ario:ary aria:ary " +
	"ateur:ator ateurs:ator atore:ator atori:ator ador:ator adores:ator " +
	"itás:ity itas:ity itet:ity iteit:ity "

// loanSpelt is a Polish stem with the letters English writes in its
// loans (konfigur: configur, sekw: sequ, pozy: posi, reks: rex).
func loanSpelt(stem string) string {
	b := []byte(stem)
	for i, c := range b {
		if k := indexByte("wkyz", c); k >= 0 {
			b[i] = "vcis"[k]
		}
	}
	return strings.ReplaceAll(strings.ReplaceAll(string(b), "cv", "qu"), "cs", "x")
}

// latinLoan reports a Polish or Dutch word (lower case) that is an
// English noun of Latin origin in the language's spelling: its ending
// (latinLoanEndings) for English's, and its stem as written, with the
// loans' letters, or with its last letter doubled as well (rekur|encji:
// recurrence).
//
//go:noinline
func latinLoan(lw string) bool {
	// rekurencyjne: a Polish adjective of a loanword in -cja, declined, is
	// asked about as its noun (rekurencja)
	if i := strings.LastIndex(lw, "cyjn"); i >= 3 && len(lw)-i <= 7 {
		lw = lw[:i] + "cja"
	}
	return eachRule(latinLoanEndings, func(from, to string) bool {
		stem, ok := cutSuffix(lw, from)
		if !ok || len(stem) < 2 {
			return false
		}
		m := loanSpelt(stem)
		return englishWord(stem+to) || englishWord(m+to) || englishWord(m+m[len(m)-1:]+to)
	})
}

// shortLoanCase reports a Polish case of a technical term of three letters
// (pid|u, tty|ach, cpu|ów): a term the catalogues and the technical
// vocabulary both hold and no name, which the longer stems of inflected
// leave out.
func shortLoanCase(lw string) bool {
	if len(lw) < 4 || !contains(" owi ach ami ów em om ie u a y ", " "+lw[3:]+" ") {
		return false
	}
	b := lw[:3]
	return isLowerWord(b) && wordlist.Tech(b) && wordlist.Template(b) && !givenNameData(b) && !surnameData(b) && !givenName(b)
}

// verbFromLoan reports a German or Dutch verb made of a technical term
// (tunnel|en) or the stem of a German verb in -ieren written as a
// compound's part (Dekomprimier-Kontext: dekomprimieren): the term of five
// letters or more, or the verb, is known and no name.
func verbFromLoan(lw string) bool {
	if b, ok := cutSuffix(lw, "en"); ok && len(b) >= 5 && isLowerWord(b) && wordlist.Tech(b) && stemKnown(b, lw) {
		return true
	}
	return len(lw) >= 8 && hasSuffix(lw, "ier") && stemKnown(lw+"en", lw)
}

// wordGluedHex reports a run s[a:b] that is a known word with a
// hexadecimal number written onto it (inconnue6ED0E7B82643E131,
// Schlüssel0x3B4FE6ACC0B21F32: a template's word and its value, the space
// between them lost): a key's or an object's id after the word, not a
// generated secret, which is no word followed by eight hexadecimal digits
// or more of one case. The word may begin before the run, at letters the
// run does not take (Schlü|ssel0x…); the number begins at the run's first
// digit.
func wordGluedHex(s string, a, b int) bool {
	h := a + strings.IndexAny(s[a:b], "0123456789")
	if h < a {
		return false
	}
	// a word longer than maxGluedWord is no known word: the walk back
	// stops there, or each span in one long run of letters read it all
	w := a
	for w > 0 && (isLetter(s[w-1]) || s[w-1] >= utf8.RuneSelf) {
		if w--; h-w > maxGluedWord {
			return false
		}
	}
	// SchlüsselDA87E80D…: the number may begin with hexadecimal letters
	// in capitals, after the word's last small letter
	for k := h; k > w && k > h-6 && s[k-1] >= 'A' && s[k-1] <= 'F'; k-- {
		if k-1 > w && s[k-2] >= 'a' && s[k-2] <= 'z' {
			h = k - 1
		}
	}
	if runeCount(s[w:h]) < 3 {
		return false
	}
	x := trimPrefix(s[h:b], "0x")
	hex := len(x) >= 8 && (strings.Trim(x, "0123456789abcdef") == "" || strings.Trim(x, "0123456789ABCDEF") == "")
	return hex && knownWord(s[w:h]) && !personName(s[w:h])
}

// maxGluedWord is the longest word wordGluedHex reads before a number.
const maxGluedWord = 96
