// Russian and Ukrainian surnames beside a given name: texts write a
// person surname first in any case (заказ Петровой Анны, лист для
// Коваленко Олени), and a surname is often a word of the dictionaries
// too, or known to them in a form (петровой, коваленко), so the capital
// rules keep it while the given name beside it goes. A capitalised word
// that ends as Russian and Ukrainian surnames end (-ов, -ин, -ский,
// -енко, -чук, -ич, in their cases) right before a given name of the
// names data inside the sentence, or right after one, is the same
// person's.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// slavicSurnameEnds are the stems' ends of Russian and Ukrainian surnames,
// each with the case endings it takes (the first, "", the nominative).
var slavicSurnameEnds = []struct{ stems, endings []string }{
	{[]string{"ов", "ев", "ёв", "ин", "ын"}, []string{"", "а", "у", "ым", "ой", "е", "ы", "ых", "им", "ою", "ої", "ім"}},
	{[]string{"ск", "цк", "ськ", "цьк"}, []string{"ий", "ого", "ому", "им", "ом", "ая", "ой", "ую", "а", "ої", "у", "ім"}},
	{[]string{"енк"}, []string{"о", "а", "у", "ом", "ові"}},
	{[]string{"чук", "юк", "ук", "ич"}, []string{"", "а", "у", "ом", "ем", "ові", "еві"}},
}

func detectCyrillicSurnames(sc *scan) {
	s := sc.s
	if indexByte(s, 0xD0) < 0 && indexByte(s, 0xD1) < 0 {
		return
	}
	n := len(sc.out)
	for k := 0; k < n; k++ {
		sp := sc.out[k]
		if sp.ph != phName && sp.ph != phValue {
			continue
		}
		in := s[sp.start:sp.end]
		first, last := in, in
		if i := indexByte(in, ' '); i >= 0 {
			first, last = in[:i], in[lastIndexByte(in, ' ')+1:]
		}
		if cyrGiven(first) {
			w := capWordBefore(s, sp.start, 20)
			if a := sp.start - 1 - len(w); w != "" && !sentenceStart(s, a) && slavicSurnameForm(w) {
				sc.addSure(a, sp.start-1, phName)
			}
		}
		if cyrGiven(last) {
			if w := capWordAfter(s, sp.end, 20); w != "" && slavicSurnameForm(w) {
				sc.addSure(sp.end+1, sp.end+1+len(w), phName)
			}
		}
	}
	cyrGivenSurnamePairs(sc)
}

// cyrGivenSurnamePairs masks a given name of the names data that no
// dictionary holds and the capitalised word after it that ends as a
// surname does (Дмитро Шевчук, Олені Коваленко): no rule masked the given
// name alone, and the surname is a word too (шевчук, a shoemaker), but
// together they are written only as a person's name is.
func cyrGivenSurnamePairs(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !unicode.Is(unicode.Cyrillic, r) || !upperRune(r) || i > 0 && letterRune(lastRune(s[:i])) {
			i += n
			continue
		}
		e := i
		for e < len(s) {
			r2, n2 := decodeRune(s[e:])
			if !letterRune(r2) {
				break
			}
			e += n2
		}
		if w := s[i:e]; runeCount(w) >= 3 && cyrGiven(w) && !knownWord(strings.ToLower(w)) {
			if f := capWordAfter(s, e, 20); f != "" && slavicSurnameForm(f) {
				sc.addSure(i, e+1+len(f), phName)
				e += 1 + len(f)
			}
		}
		i = e
	}
}

// cyrGiven reports a capitalised Cyrillic word that is a given name of
// the names data, in any of its cases the data holds (Анны, Олени).
func cyrGiven(w string) bool {
	r, _ := decodeRune(w)
	if !unicode.Is(unicode.Cyrillic, r) || !upperRune(r) {
		return false
	}
	lw := strings.ToLower(w)
	return givenNameData(lw) || wordlist.GivenName(lw)
}

// slavicSurnameForm reports a Cyrillic word of four letters or more that
// ends as a Russian or Ukrainian surname does in one of its cases
// (wordforms.go's slavicSurname reads the nominatives alone).
func slavicSurnameForm(w string) bool {
	r, _ := decodeRune(w)
	if !unicode.Is(unicode.Cyrillic, r) || runeCount(w) < 4 {
		return false
	}
	lw := strings.ToLower(w)
	for _, e := range slavicSurnameEnds {
		for _, st := range e.stems {
			for _, end := range e.endings {
				if hasSuffix(lw, st+end) && len(lw) > len(st+end)+2 {
					return true
				}
			}
		}
	}
	return false
}
