package words

import (
	_ "embed"
	"strings"
)

// thainame.fuse (knowgen's thaiwords.go): Thai dictionary words among the
// most frequent that PyThaiNLP's names corpus holds as a whole name (ที่,
// "at"; สามารถ, "can"; สมบูรณ์, "complete", also Somboon), 0.9 KB.
var (
	//go:embed thainame.fuse
	thaiNameData string
	thaiNameF    = newLazyFuse(thaiNameData)
)

// ThaiName reports a frequent Thai word that is a person's name too: the
// redactor splits a run with it only beside two words no name is made of
// (ThaiPhraseWord), and never knows it alone.
func ThaiName(w string) bool { return thaiNameF.get().Has(w) }

// thailoan.fuse (knowgen's thaiwords.go): thaiweb.fuse's words that
// PyThaiNLP's Thai-English transliteration corpus gives as an English
// word's Thai spelling, the English a dictionary word and no name
// (แพ็กเกจ, "package"; อัปโหลด, "upload"), 0.3 KB.
var (
	//go:embed thailoan.fuse
	thaiLoanData string
	thaiLoanF    = newLazyFuse(thaiLoanData)
)

// ThaiLoan reports a Thai loanword of an English word (thailoan.fuse),
// as the dictionary writes it or without the mark of its short vowel
// (แพกเกจ, as apt writes it: thaiShortened): the redactor knows it
// alone, where thaiweb.fuse's other words, which the web writes names
// among (วิภาวดี), pass only inside a split run. Only a word thaiweb.fuse
// holds is asked: at 10 bits the filter answers one of its 7,071 words
// in 1,024 wrongly, a stranger one time in a million.
func ThaiLoan(w string) bool {
	loan := func(v string) bool { return thaiWebF.get().Has(v) && thaiLoanF.get().Has(v) }
	return loan(w) || thaiShortened(w, loan)
}

// thaigram.fuse (knowgen's thaigram.go): Thai's grammatical words, the
// closed classes of PyThaiNLP's part-of-speech lexicons (ORCHID's and
// Universal Dependencies': prepositions, conjunctions, auxiliaries,
// relative and personal pronouns, determiners, particles) that fewer than
// eleven names of its names corpus are made of and that thaiphrase.fuse and
// thaiweb.fuse do not hold (ที่, "that"; เป็น, "be"; ต้อง, "must"; ควร,
// "should"), 0.2 KB.
var (
	//go:embed thaigram.fuse
	thaiGramData string
	thaiGramF    = newLazyFuse(thaiGramData)
)

// ThaiGrammar reports a Thai grammatical word of thaigram.fuse: the
// redactor reads a run that splits into known words with two of them
// among it as a phrase, and asks it only about the words of a split.
func ThaiGrammar(w string) bool { return thaiGramF.get().Has(w) }

// thaiverb.fuse (knowgen's thaiverb.go): Thai's verbs of PyThaiNLP's
// part-of-speech lexicons, the auxiliaries, negators and nominalisers
// written glued before a verb ("+"), and the pairs of those that a name of
// its names corpus holds ("-"), 3.9 KB.
var (
	//go:embed thaiverb.fuse
	thaiVerbData string
	thaiVerbF    = newLazyFuse(thaiVerbData)
)

// ThaiPreVerb reports a Thai word written glued before a verb: an
// auxiliary (จะ, "will"; ต้อง, "must"), a negator or a nominaliser (การ).
func ThaiPreVerb(w string) bool { return thaiVerbF.get().hasHash(markedHash('+', w, "")) }

// ThaiVerbAfter reports v, a Thai verb, after pre, a word ThaiPreVerb
// holds, as a clause writes them (จะ|เปลี่ยน, "will change"), no name of
// the names corpus being made of the pair (ยัง|ตรง is a family name).
func ThaiVerbAfter(pre, v string) bool {
	f := thaiVerbF.get()
	return f.Has(v) && !f.hasHash(markedHash('-', pre, v))
}

// ThaiVerb reports a Thai verb of PyThaiNLP's part-of-speech models
// (มี, "have"; เปลี่ยน, "change").
//
//go:noinline
func ThaiVerb(v string) bool { return thaiVerbF.get().Has(v) }

// markedHash is hashString(string(mark)+a+b), without building the
// string: the redactor asks at every place a word of a run may start.
func markedHash(mark byte, a, b string) uint64 {
	h := uint64(fnvOffset)
	for i := len(b) - 1; i >= 0; i-- {
		h = fnvStep(h, b[i])
	}
	for i := len(a) - 1; i >= 0; i-- {
		h = fnvStep(h, a[i])
	}
	return fnvStep(h, mark)
}

// thaiperson.txt (knowgen's thaiperson.go): the Thai words in which
// somebody speaks of themselves, another person or their family, the
// personal pronouns both PyThaiNLP's ORCHID and Universal Dependencies
// lexicons tag so (ฉัน, "I"; เขา, "he") and the Thai WordNet's lemmas of
// the family members' and partners' synsets (สามี, "husband"; ลูกสาว,
// "daughter"; แฟนเก่า, "ex-boyfriend"), less those the Thai system
// catalogues write (คุณ, "you"; มัน, "it"; แม่, "parent"), 1.2 KB (370
// bytes deflated: thaiperson.flate, inflated on first use).
var (
	//go:embed thaiperson.flate
	thaiPersonData string
	thaiPersonT    = &lazyText{data: thaiPersonData}
)

// ThaiPerson reports a word of thaiperson.txt.
func ThaiPerson(w string) bool {
	if w == "" || strings.IndexByte(w, ' ') >= 0 {
		return false
	}
	l := thaiPersonT.get()
	for i := 0; i < len(l); {
		k := strings.Index(l[i:], w)
		if k < 0 {
			return false
		}
		k += i
		if (k == 0 || l[k-1] == ' ') && (k+len(w) == len(l) || l[k+len(w)] == ' ' || l[k+len(w)] == '\n') {
			return true
		}
		i = k + 1
	}
	return false
}

// thaicat.fuse (knowgen's thaicat.go): the Thai dictionary's words that
// an entry of the Thai system catalogues writes, one entry enough, that
// known4.fuse and the Thai split filters lack and no name of PyThaiNLP's
// names corpus is (ส่วนย่อย, "subpart", Evolution's), and Volubilis's
// headwords the dictionary lacks that two entries write (บูลีน,
// "Boolean"), 0.2 KB.
var (
	//go:embed thaicat.fuse
	thaiCatData string
	thaiCatF    = newLazyFuse(thaiCatData)
)

// ThaiCatalogue reports a Thai word of thaicat.fuse: a word of the
// template language, known alone and as a word of a run's split. Only a
// run of Thai letters is asked.
func ThaiCatalogue(w string) bool { return thaiCatF.get().Has(w) }
