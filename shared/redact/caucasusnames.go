// People's names in Georgian and Armenian prose: "შეცდომა: გიორგი
// ბერიძის შეკვეთა", "Սխալ՝ Արմեն Գրիգորյանի պատվերը". No names data here
// is written in those alphabets, but their given names are spelt in Latin
// letters in it (gender-guesser's Georgia and Armenia: giorgi, nino,
// davit; armen, narek, ani), so a word is read in Latin letters and asked
// there. Their surnames are made by suffixes, as Slavic ones are: Georgian
// -შვილი ("child of") and -ძე ("son of"), Mingrelian -ია, -უა, -ავა, Svan
// -ანი, and -ური, -ელი (of a place); Armenian -յան (Western -եան, "of").
// The Georgian suffixes but the first two end ordinary words too
// (ფუნქცია, "function"; სისტემური, "systemic"), so a surname is one only
// beside a given name, in either order (lists write the surname first),
// and neither a word the catalogues hold; Armenian, which has capitals,
// asks both capitalised, and a word in -ության (of -ություն, "-tion") is
// none.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectCaucasianNames)
}

// caucasusScripts are Georgian's and Armenian's alphabets; leadCaucasus
// the smallest first byte of their letters in UTF-8 (U+0531).
var caucasusScripts = []*unicode.RangeTable{unicode.Georgian, unicode.Armenian}

const leadCaucasus = 0xD4

// caucasusLatin spells the Georgian (Mkhedruli) and Armenian letters as
// the names data spells their names (national systems, without marks).
var caucasusLatin = runePairMap(
	"ა:a ბ:b გ:g დ:d ე:e ვ:v ზ:z თ:t ი:i კ:k ლ:l მ:m ნ:n ო:o პ:p ჟ:zh " +
		"რ:r ს:s ტ:t უ:u ფ:p ქ:k ღ:gh ყ:q შ:sh ჩ:ch ც:ts ძ:dz წ:ts ჭ:ch ხ:kh ჯ:j ჰ:h " +
		"ա:a բ:b գ:g դ:d ե:e զ:z է:e ը:e թ:t ժ:zh ի:i լ:l խ:kh ծ:ts կ:k հ:h " +
		"ձ:dz ղ:gh ճ:ch մ:m յ:y ն:n շ:sh ո:o չ:ch պ:p ջ:j ռ:r ս:s վ:v տ:t ր:r " +
		"ց:ts ւ:v փ:p ք:k օ:o ֆ:f և:ev ")

// caucasusSurnameEnds are the surname suffixes: the first two strong
// enough alone, the rest only beside a given name.
var caucasusSurnameEnds = []string{"შვილი", "ძე", "ია", "უა", "ავა", "ანი", "ური", "ელი", "յան", "եան"}

// detectCaucasianNames masks a Georgian or Armenian given name and a
// surname one space apart, in either order.
func detectCaucasianNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadCaucasus, caucasusScripts) {
		return
	}
	prevStart, prevEnd := -1, -1
	var prev string
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !unicode.In(r, caucasusScripts...) || !letterRune(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !unicode.In(r2, caucasusScripts...) || !letterRune(r2) {
				break
			}
			j += n2
		}
		if sc.stop.pulse() {
			return
		}
		w := s[i:j]
		if prev != "" && prevEnd+1 == i && s[prevEnd] == ' ' &&
			(caucasusGiven(prev) && caucasusSurname(w) || caucasusSurname(prev) && caucasusGiven(w)) {
			sc.add(prevStart, j, phName)
		}
		prev, prevStart, prevEnd = w, i, j
		i = j
	}
}

// caucasusWord reports a word no name is: one the catalogues or
// dictionaries hold, or, in Armenian, one without its capital.
func caucasusWord(w string) bool {
	r, _ := decodeRune(w)
	if unicode.Is(unicode.Armenian, r) && !upperRune(r) {
		return true
	}
	lw := strings.ToLower(w)
	return wordlist.Known(w) || wordlist.Template(w) || wordlist.Known(lw) || wordlist.Template(lw)
}

// caucasusGiven reports a given name of three letters or more, read in
// Latin letters (a Georgian or Armenian case ending on it is left to the
// surname: ბერიძის, Գրիգորյանի).
func caucasusGiven(w string) bool {
	if runeCount(w) < 3 || caucasusWord(w) {
		return false
	}
	l, ok := caucasusRead(w)
	return ok && wordlist.GivenName(l)
}

// caucasusSurname reports a surname: its suffix (in the nominative or
// with a case ending of up to three letters: ბერიძის, ბერიძეს,
// Գրիգորյանի, Գրիգորյանին) after a stem of two letters or more. The names
// data's surnames read in Latin letters are not asked: they hold the
// words of places' names (Պուերտո Ռիկո, სან მარინო), which these
// alphabets spell as they sound.
func caucasusSurname(w string) bool {
	if runeCount(w) < 4 || caucasusWord(w) {
		return false
	}
	lw := strings.ToLower(w)
	if contains(lw, "ությ") {
		return false // -ություն's forms: a noun of its own
	}
	rs := []rune(lw)
	for cut := 0; cut <= 3 && cut < len(rs); cut++ {
		stem := string(rs[:len(rs)-cut])
		for _, e := range caucasusSurnameEnds {
			if hasSuffix(stem, e) && runeCount(stem)-runeCount(e) >= 2 {
				return true
			}
		}
		// the suffix's last vowel gives way to the case ending
		// (ბერიძ|ის): ask it back
		if cut > 0 && (hasSuffix(stem, "ძ") || hasSuffix(stem, "შვილ")) && runeCount(stem) >= 4 {
			return true
		}
	}
	return false
}

// caucasusRead spells w in Latin letters (caucasusLatin); Armenian's ու
// is u, and a word-initial ե and ո are ye and vo, as names are spelt
// (Երվանդ, Yervand).
func caucasusRead(w string) (string, bool) {
	var b strings.Builder
	rs := []rune(strings.ToLower(w))
	for k := 0; k < len(rs); k++ {
		r := rs[k]
		if r == 'ո' && k+1 < len(rs) && rs[k+1] == 'ւ' {
			b.WriteByte('u')
			k++
			continue
		}
		if k == 0 && r == 'ե' {
			b.WriteString("ye")
			continue
		}
		if k == 0 && r == 'ո' {
			b.WriteString("vo")
			continue
		}
		l, ok := caucasusLatin[r]
		if !ok {
			return "", false
		}
		b.WriteString(l)
	}
	return b.String(), true
}
