package words

import (
	_ "embed"
	"strings"
	"sync"
	"unicode/utf8"
)

// placenouns.txt (knowgen's placenouns.go): the words for the places a
// person is put or stays in (shelter, prison, hospital, clinic, nursing
// home, hospice, orphanage, hotel, hostel, camp, barracks, refuge…) that
// the Open Multilingual Wordnet's Wiktionary wordnets (CC BY-SA) file
// under those senses, or beside them only under other structures and
// places, in the languages CLDR annotates, less the catalogues' and
// technical words: pflegeheim, szpital, притулок, închisoare, φυλακή,
// hôtel, जेल, 병원. Between "|", embedded deflated, read into a set on
// first use.
var (
	//go:embed placenouns.flate
	placeNounsData string
	placeNounSet   = &lazySet{text: &lazyText{data: placeNounsData}}
	placeForms     = &stemmedSet{set: placeNounSet}

	//go:embed docnouns.flate
	docNounsData string
	docNounSet   = &lazySet{text: &lazyText{data: docNounsData}}
	docForms     = &stemmedSet{set: docNounSet}
)

// DocNounForm reports a word (lower case) for a document about one
// person (docnouns.txt, knowgen's docnouns.go: the wordnets' lemmas of
// certificate, birth certificate, power of attorney, bank statement,
// payslip, diploma, CV, contract, affidavit, medical record, passport,
// licence: atestado, vollmacht, kontoauszug, loonstrookje, životopis,
// свидетелство, תצהיר) or one of its case forms as PlaceNounForm reads
// them.
func DocNounForm(w string) bool { return docForms.form(w) }

// PlaceNoun reports a word (lower case, as written) for a shelter, a
// prison, a hospital, a care home, a hotel or a camp: the name after it
// in a person's message says where somebody is.
func PlaceNoun(w string) bool { return placeNounSet.has(w) }

// placeStemMin is the shortest lemma, in letters, whose inflected forms
// are read: shorter ones' stems are any language's syllables.
const placeStemMin = 6

// stemVowels are the vowels of the Latin, Cyrillic and Greek scripts, in
// small letters: the endings a case replaces, and the vowel that falls
// before a last consonant (притулок, притулку).
const stemVowels = "aeiouyáéíóúàèìòùâêîôûäëïöüåæøœąęěůıəаеёиоуыэюяіїєαεηιουωάέήίόύώ"

// placeStemsOf returns the stems of the lemmas of set (PlaceNounForm).
func placeStemsOf(set map[string]struct{}) map[string]struct{} {
	out := map[string]struct{}{}
	for k := range set {
		rs := []rune(k)
		if len(rs) < placeStemMin {
			continue
		}
		out[k] = struct{}{}
		n := len(rs)
		for n > 0 && strings.ContainsRune(stemVowels, rs[n-1]) {
			n--
		}
		switch {
		case n < len(rs) && n >= placeStemMin-2:
			out[string(rs[:n])] = struct{}{} // лікарня, лікарн-і
		case n == len(rs) && strings.ContainsRune(stemVowels, rs[n-2]) && !strings.ContainsRune(stemVowels, rs[n-3]):
			out[string(rs[:n-2])+string(rs[n-1])] = struct{}{} // притулок, притулк-у
		}
	}
	return out
}

// PlaceNounForm reports a word (lower case) that is a place noun or one
// of its case forms as the inflecting languages write them: a lemma of
// placeStemMin letters or more with up to three letters after it
// (szpitalu, szpitalach), after it less its last vowels (лікарні,
// больнице, penitenciarul) or less the vowel that falls before its last
// consonant (притулку).
func PlaceNounForm(w string) bool { return placeForms.form(w) }

// stemmedSet is a lazySet's words with their stems (placeStemsOf), built
// on first use.
type stemmedSet struct {
	set   *lazySet
	once  sync.Once
	stems map[string]struct{}
}

// form reports a word of the set or one of its case forms.
func (st *stemmedSet) form(w string) bool {
	if st.set.has(w) {
		return true
	}
	st.once.Do(func() {
		st.set.has("xx") // builds the set
		st.stems = placeStemsOf(st.set.set)
	})
	p := w
	for range 3 {
		_, l := utf8.DecodeLastRuneInString(p)
		if l == 0 || len(p) == l {
			return false
		}
		p = p[:len(p)-l]
		if _, ok := st.stems[p]; ok {
			return true
		}
	}
	return false
}
