package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
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
	return eachRule(cyrVerbalEndings, func(e, _ string) bool {
		stem, ok := strings.CutSuffix(lw, e)
		return ok && utf8.RuneCountInString(stem) >= 4 && translit(stem, func(l string) bool {
			return doubledLoan(strings.ReplaceAll(l, "k", "c"))
		})
	})
}

// doubledLoan reports s an English word, as written or with one of its
// consonants after a vowel doubled (each spelling two filters' yes).
func doubledLoan(s string) bool {
	if englishWord(s) {
		return true
	}
	for i := 1; i+1 < len(s); i++ {
		if strings.IndexByte("lnmrstpfc", s[i]) >= 0 && isVowel(s[i-1]) && s[i+1] != s[i] && englishWord(s[:i+1]+s[i:]) {
			return true
		}
	}
	return false
}

// enclitic reports an Italian or Spanish infinitive with a pronoun
// written after it (rinominar|lo: rinominare, cambiar|lo: cambiar): the
// infinitive, of six letters or more, is a dictionary's or a catalogue's
// (a common word alone is not: a name may end so).
func enclitic(lw string) bool {
	return eachRule("glielo gli lo la li le ne si ci ", func(p, _ string) bool {
		b, ok := strings.CutSuffix(lw, p)
		if !ok || len(b) < 6 || !strings.HasSuffix(b, "ar") && !strings.HasSuffix(b, "er") && !strings.HasSuffix(b, "ir") {
			return false
		}
		return stemKnown(b+"e", lw) || stemKnown(b, lw) && !wordlist.Common(b)
	})
}

// ekNoun reports a Polish stem of a noun in -ek, which loses its e when
// declined or made an adjective (wątk|owy: wątek, plik|ów): the noun is
// known and no names data holds it.
func ekNoun(b, w string) bool {
	k, ok := strings.CutSuffix(b, "k")
	return ok && !strings.HasSuffix(k, "e") && stemKnown(k+"ek", w)
}

// verbalForm reports a word with a long ending (five letters or more) of
// a participle or a verbal noun (-ującego, -owania, -ирования, -ювання)
// that leads to a known word: no family's name is declined with one.
func verbalForm(lw string) bool {
	table := latinByLength
	if r, _ := utf8.DecodeRuneInString(lw); scriptOf(r) == cyrillic {
		table = cyrillicByLength
	}
	for _, e := range table {
		if utf8.RuneCountInString(e.from) >= 5 && e.caps && strings.HasSuffix(lw, e.from) {
			return inflected(lw, false, 1)
		}
	}
	return false
}

// polishLoanCase reports a Polish case of an English loan in -or, -er
// and the like, spelt as Polish spells loans (dyskryminator|a:
// discriminator, kompilator|em: compilator): the stem, of seven letters
// or more and no surname, in the loans' letters (loanSpelt) is an
// English word two filters hold.
func polishLoanCase(lw string) bool {
	lw = strings.ReplaceAll(lw, "ł", "l") // literał: literal
	return len(lw) >= 7 && isLowerWord(lw) && englishWord(loanSpelt(lw)) || eachRule("owi ami ach em om ów a u y ", func(e, _ string) bool {
		stem, ok := strings.CutSuffix(lw, e)
		return ok && len(stem) >= 7 && isLowerWord(stem) && !stemSurname(stem) && englishWord(loanSpelt(stem))
	})
}

// prefixedVerbalNoun reports a Polish verbal noun of a prefixed verb made
// of a noun (za|pętl|enie: pętla, loop; prze|formatow|anie: format): the
// noun, as the stem writes it or with -a, of four letters or more, is
// known and no names data holds it.
func prefixedVerbalNoun(lw string) bool {
	return eachRule("owaniem owaniu owania owanie eniem eniu enia enie ", func(e, _ string) bool {
		stem, ok := strings.CutSuffix(lw, e)
		return ok && eachRule("prze roz za po wy od do na ob u z s ", func(p, _ string) bool {
			n, ok := strings.CutPrefix(stem, p)
			return ok && utf8.RuneCountInString(n) >= 4 && !stemSurname(n) && (stemKnown(n, lw) || stemKnown(n+"a", lw))
		})
	})
}

// dutchLoan reports a Dutch spelling of an English loan: the long vowel
// of its last syllable written double, f for ph, and no final e
// (semafoor: semaphore, fosfor: phosphor): six letters or more.
func dutchLoan(lw string) bool {
	if len(lw) < 6 || !isLowerWord(lw) {
		return false
	}
	i := max(strings.LastIndex(lw, "oo"), strings.LastIndex(lw, "ee"), strings.LastIndex(lw, "aa"))
	if i < 2 {
		return false
	}
	s := strings.ReplaceAll(lw[:i]+lw[i+1:], "f", "ph")
	return englishWord(s) || englishWord(s+"e")
}

// techAcronym reports a word in capitals of two to six letters whose lower
// case is a technical term the catalogues hold too, and no name (L'utente
// LDAP, der Benutzer SMTP): a system, not a person, after a person noun.
func techAcronym(w string) bool {
	lw := strings.ToLower(w)
	return len(w) >= 2 && len(w) <= 6 && allUpperLetters(w) && wordlist.Tech(lw) && wordlist.Template(lw) && !givenNameData(lw) && !surnameData(lw)
}

// ekDerived reports a Polish noun in -ek made of a known noun of six
// letters or more (przyrost|ek: suffix, of przyrost), in lower case only:
// a family's name in -ek is capitalised, and its stem short (Dud|ek).
func ekDerived(lw string) bool {
	stem, ok := strings.CutSuffix(lw, "ek")
	return ok && utf8.RuneCountInString(stem) >= 6 && !stemSurname(stem) && stemKnown(stem, lw)
}

// capitalLoan reports a Russian or Ukrainian loan written with a capital,
// as a sentence begins (Репозиторий: repository): the whole word, of
// eight letters or more, with no ending taken off (a family's name is
// declined so: Фандеев is no fand), its final -ий or -ія as English's -y
// and з as s where the spelling needs it, is an English word two filters
// hold.
func capitalLoan(lw string) bool {
	return translit(lw, func(l string) bool {
		s := strings.ReplaceAll(l, "k", "c")
		for _, x := range []string{s, strings.ReplaceAll(s, "z", "s")} {
			if englishWord(x) || (strings.HasSuffix(x, "iy") || strings.HasSuffix(x, "ia")) && englishWord(x[:len(x)-2]+"y") {
				return true
			}
		}
		return false
	})
}

// romanceAry reports a Portuguese, Spanish or Italian adjective in -ário
// or -ario of an English one in -ary (unário: unary, binario: binary).
func romanceAry(lw string) bool {
	return eachRule("ário ária ários árias ario aria ari arie ", func(e, _ string) bool {
		stem, ok := strings.CutSuffix(lw, e)
		return ok && len(stem) >= 2 && englishWord(stem+"ary")
	})
}
