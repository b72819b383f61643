package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// The forms the loanword and form rules leave out: Russian and Ukrainian
// verbal nouns of a loan whose Latin spelling doubles a consonant the
// Slavic one writes once (тунел|ювання: tunnel), Italian and Spanish
// infinitives with an enclitic pronoun (rinominar|lo), Polish nouns in
// -ek, whose e falls out when declined (wątk|owy: wątek), and long
// participles and verbal nouns the names filters answer yes to
// (formatującego).

// cyrVerbalEndings are the endings of Russian and Ukrainian verbal nouns
// and verbs made of a noun (туннел|ирования, тунел|ювання), each with a
// space after it.
const cyrVerbalEndings = "ированием ирования ировании ирование ированный ированного ировать " +
	"юванням юванні ювання ювати уванням уванні ування увати "

// cyrVerbalLoan reports a Russian or Ukrainian verbal noun or verb made of
// a technical loan: its stem (four letters or more) spelt in Latin
// letters is an English word, as it stands or with one consonant after a
// vowel doubled (тунел: tunnel, процесор: processor).
func cyrVerbalLoan(lw string) bool {
	for l := cyrVerbalEndings; l != ""; {
		var e string
		e, l = nextPrefix(l)
		if stem, ok := cutSuffix(lw, e); ok && runeCount(stem) >= 4 {
			return translit(stem, func(l string) bool { return doubledLoan(strings.ReplaceAll(l, "k", "c")) })
		}
	}
	return false
}

// doubledLoan reports s an English word, as written or with one of its
// consonants after a vowel doubled (each spelling two filters' yes).
func doubledLoan(s string) bool {
	if englishWord(s) {
		return true
	}
	for i := 1; i+1 < len(s); i++ {
		if indexByte("lnmrstpfc", s[i]) >= 0 && isVowel(s[i-1]) && s[i+1] != s[i] && englishWord(s[:i+1]+s[i:]) {
			return true
		}
	}
	return false
}

// verbalForm reports a word with a long ending (five letters or more) of
// a participle or a verbal noun (-ującego, -owania, -ирования, -ювання)
// that leads to a known word: no family's name is declined with one.
func verbalForm(lw string) bool {
	table := latinByLength
	if r, _ := decodeRune(lw); scriptOf(r) == cyrillic {
		table = cyrillicByLength
	}
	for _, e := range table {
		if runeCount(e.from) >= 5 && e.caps && hasSuffix(lw, e.from) {
			return inflected(lw, false, 1)
		}
	}
	return false
}

// techAcronym reports a word in capitals of two to six letters whose lower
// case is a technical term the catalogues hold too, and no name (L'utente
// LDAP, der Benutzer SMTP): a system, not a person, after a person noun.
func techAcronym(w string) bool {
	lw := strings.ToLower(w)
	return len(w) >= 2 && len(w) <= 6 && allUpperLetters(w) && wordlist.Tech(lw) && wordlist.Template(lw) && !givenNameData(lw) && !surnameData(lw)
}

// templateCaps reports one word in capitals of seven letters or more that
// the stacks' translation catalogues write and no names data holds:
// PostgreSQL's SQLSTATE, which every language's catalogue keeps as it is,
// after a person noun ("quá nhiều client (SQLSTATE 53300)") is the
// template's term, not a customer's name written in capitals.
func templateCaps(w string) bool {
	lw := strings.ToLower(w)
	return len(w) >= 7 && allUpperLetters(w) && wordlist.Template(lw) && !givenNameData(lw) && !surnameData(lw)
}

// capitalLoan reports a Russian or Ukrainian loan written with a capital,
// as a sentence begins (Репозиторий: repository): the whole word, of
// eight letters or more, with no ending taken off (a family's name is
// declined so: Фандеев is no fand), its final -ий or -ія as English's -y
// and з as s where the spelling needs it, is an English word two filters
// hold.
func capitalLoan(lw string) bool {
	return translit(lw, func(l string) bool {
		x := strings.ReplaceAll(strings.ReplaceAll(l, "k", "c"), "z", "s")
		return englishWord(x) || (hasSuffix(x, "iy") || hasSuffix(x, "ia")) && englishWord(x[:len(x)-2]+"y")
	})
}

// latinForms reports a lower-case word of a Latin-script language in a
// form the other rules leave out, each a known word or an English one two
// filters hold at its root:
//   - an Italian or Spanish infinitive with a pronoun written after it
//     (rinominar|lo: rinominare, cambiar|lo: cambiar), the infinitive of
//     six letters or more (a common word alone is not: a name may end so);
//   - a Polish case of an English loan spelt as Polish spells loans, of
//     seven letters or more and no surname (dyskryminator|a:
//     discriminator, literał: literal);
//   - a Polish verbal noun of a prefixed verb made of a noun (za|pętl|enie:
//     pętla, loop; prze|formatow|anie: format), the noun of four letters
//     or more, as written or with -a;
//   - a Polish noun in -ek made of a known noun of six letters or more
//     (przyrost|ek): a family's name in -ek is capitalised, its stem
//     short (Dud|ek);
//   - a Dutch spelling of an English loan, the long vowel of its last
//     syllable written double, f for ph, no final e (semafoor: semaphore).
//
//go:noinline
func latinForms(lw string) bool {
	for l := "glielo gli lo la li le ne si ci "; l != ""; {
		var p string
		p, l = nextPrefix(l)
		if b, ok := cutSuffix(lw, p); ok && len(b) >= 6 && contains("ar er ir", b[len(b)-2:]) &&
			(stemKnown(b+"e", lw) || stemKnown(b, lw) && !wordlist.Common(b)) {
			return true
		}
	}
	pl := strings.ReplaceAll(lw, "ł", "l")
	for l := " owi ami ach em om ów a u y "; l != ""; {
		var e string
		e, l = nextPrefix(l)
		if stem, ok := cutSuffix(pl, e); ok && len(stem) >= 7 && isLowerWord(stem) && !stemSurname(stem) && englishWord(loanSpelt(stem)) {
			return true
		}
	}
	for l := "owaniem owaniu owania owanie eniem eniu enia enie "; l != ""; {
		var e string
		e, l = nextPrefix(l)
		stem, ok := cutSuffix(lw, e)
		for ps := "prze roz za po wy od do na ob u z s "; ok && ps != ""; {
			var p string
			p, ps = nextPrefix(ps)
			if n, ok := cutPrefix(stem, p); ok && runeCount(n) >= 4 && !stemSurname(n) && (stemKnown(n, lw) || stemKnown(n+"a", lw)) {
				return true
			}
		}
	}
	if stem, ok := cutSuffix(lw, "ek"); ok && runeCount(stem) >= 6 && !stemSurname(stem) && stemKnown(stem, lw) {
		return true
	}
	i := max(strings.LastIndex(lw, "oo"), strings.LastIndex(lw, "ee"), strings.LastIndex(lw, "aa"))
	if i < 2 || len(lw) < 6 || !isLowerWord(lw) {
		return false
	}
	d := strings.ReplaceAll(lw[:i]+lw[i+1:], "f", "ph")
	return englishWord(d) || englishWord(d+"e")
}
