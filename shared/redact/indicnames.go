// Names in Devanagari and Bengali prose, and in the other Brahmic scripts
// read in Devanagari (brahmic.go): "राहुल वर्मा के लिए", "গ্রাহক সুমন
// আহমেদ এর", "ರಮೇಶ್ ಗೌಡ". No names data here is written in those scripts, but Indian and
// Bangladeshi names are spelt in Latin letters in the names data (gender-
// guesser's India and the Census' surnames: rahul, priya; sharma, ahmed),
// so a word is read in Latin letters as those names are spelt and asked
// there. The Latin data is noisy for such short syllables (ka, se, hai are
// given names somewhere), so only a given name followed by a surname, both
// words no dictionary or catalogue of the script knows, is a name: the same
// tie a cased script breaks with its capitals.

package redact

import (
	"bytes"
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// indicNameScripts are the Brahmic scripts read in Devanagari
// (brahmic.go).
var indicNameScripts = []*unicode.RangeTable{unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala}

// detectIndicNames masks a given name and a surname written one after the
// other in a Brahmic script, each unknown as a word of the script, or two
// given names before a case postposition (indicCaseAfter).
func detectIndicNames(sc *scan) {
	s := sc.s
	if !hasScript(s, 0xE0, indicNameScripts) {
		return
	}
	prevStart, prevEnd, prevGiven, prevOpen := -1, -1, false, false
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if !indicRune(r) || unicode.Is(unicode.M, r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r2, n2 := decodeRune(s[j:])
			if !indicRune(r2) || !(letterRune(r2) || unicode.Is(unicode.M, r2)) {
				break
			}
			j += n2
		}
		w := s[i:j]
		// gap.fuse is not asked: it holds the Indic translations'
		// words, some of which the names data spells (दिशा, direction,
		// is Disha), and its other words read as no name anyway
		known := runeCount(w) < 2 || wordlist.KnownBesidesGap(w) || wordlist.Template(w) || roleStop[w] || brahmicKnown(w) || indicTitle(w)
		if sc.stop.pulse() {
			return
		}
		// its Latin spellings, read once for both questions
		var lat []string
		if !known {
			lat = indicLatin(w)
		}
		given := !known && anyOfReadings(lat, wordlist.GivenName)
		// two words no dictionary knows before a postposition that
		// follows a person (indicCaseAfter) are one noun phrase: a
		// person's name when the names data holds the first as a given
		// name or the second as a surname (सीता श्रेष्ठ को, නිමල් පෙරේරා
		// ගේ), though it lacks the other (the data's Latin spellings are
		// India's, and few of Nepal's or Sri Lanka's)
		open := !known && runeCount(w) >= 3
		if prevEnd >= 0 && prevEnd+1 == i && s[prevEnd] == ' ' && !known {
			surname := anyOfReadings(lat, wordlist.Surname)
			if prevGiven && (surname || (given || open) && indicCaseAfter(s[j:])) || prevOpen && surname && indicCaseAfter(s[j:]) ||
				prevOpen && open && indicPersonAfter(s[j:]) {
				sc.add(prevStart, j, phName)
			}
		}
		prevStart, prevEnd, prevGiven, prevOpen = i, j, given, open
		i = j
	}
}

// indicTitle reports the honorifics श्री, श्रीमती and सुश्री (Shri,
// Shrimati, Sushri) in any Brahmic script: a title before a name or a
// place (ශ්‍රී ලංකා, Sri Lanka), no given name, though the names data
// holds shri.
func indicTitle(w string) bool {
	d, _ := brahmicDevanagari(strings.ReplaceAll(w, "\u200d", ""))
	return d == "श्री" || d == "श्रीमती" || d == "सुश्री"
}

// indicNameIs asks has about w's Latin spellings (indicLatin).
func indicNameIs(w string, has func(string) bool) bool {
	return anyOfReadings(indicLatin(w), has)
}

// anyOfReadings reports whether has holds one of a word's readings.
func anyOfReadings(readings []string, has func(string) bool) bool {
	for _, l := range readings {
		if has(l) {
			return true
		}
	}
	return false
}

// indicMaxReadings bounds the Latin spellings of one word: a Tamil word
// with many stops has a spelling for each choice of their sounds.
const indicMaxReadings = 24

// IndicLatin returns the Latin spellings the name rules read w, a word of a
// Brahmic script, as (indicLatin). knowgen leaves a word so read as a name
// out of the words it makes known for those scripts (gap.fuse): a word
// list built with another reading made a Tamil name (முருகன், read
// murukan there, murugan here) a word, and the name pair beside it passed.
func IndicLatin(w string) []string { return indicLatin(w) }

// indicLatin returns a Brahmic word in Latin letters as Indian names are
// spelt in the names data (knowgen's devanagariLatin, which leaves Hindi
// names out of hindi.fuse the same way), read in Devanagari
// (brahmic.go): long and short vowels alike, a consonant's inherent a
// unless a vowel sign or the virama follows it, the last one dropped
// (plain) or kept (full), and short with the inherent a also dropped
// between a vowel's consonant and a consonant with its vowel, as Hindi
// and Bengali speak it (আহমেদ, ahmed, not ahamed). A Tamil stop is each
// of the sounds it has where it stands (brahmicTamil), up to
// indicMaxReadings spellings in all.
func indicLatin(w string) []string {
	const cons = "कk खkh गg घgh ङn चch छchh जj झjh ञn टt ठth डd ढdh णn तt थth दd धdh नn ऩn पp फph बb भbh मm यy रr ऱr लl ळl ऴzh वv शsh षsh सs हh क़q ख़kh ग़g ज़z ड़r ढ़rh फ़f य़y"
	const vows = "अa आa इi ईi उu ऊu ऋri एe ऎe ऐai ओo ऒo औau ाa िi ीi ुu ूu ृri ेe ॆe ैai ोo ॊo ौau ॅe ॉo ंn ँn ःh"
	type tok struct {
		r    rune
		long bool // ī or ū, which names spell ee and oo too
		alts []string
		kind byte // 'c' consonant, 'v' vowel, 'a' inherent a
	}
	var toks []tok
	pending, tamil := false, false
	for _, r0 := range w {
		dev, ok := brahmicToDevanagari(r0)
		if !ok {
			continue
		}
		tamil = tamil || tamilBlock(r0)
		for _, r := range dev {
			if c, ok := tableLook(cons, r); ok {
				if pending {
					toks = append(toks, tok{alts: []string{"a"}, kind: 'a'})
				}
				alts := []string{c}
				if r == 'फ' {
					// names of Persian and Arabic origin, written
					// without the nukta फ़ or in Bengali, which has
					// none (ফাতেমা, Fatema; फरहान, Farhan), say f
					alts = []string{c, "f"}
				}
				toks = append(toks, tok{r: r, alts: alts, kind: 'c'})
				pending = true
				continue
			}
			if r == '्' {
				pending = false
				continue
			}
			if v, ok := tableLook(vows, r); ok {
				if pending && r >= 'ं' && r <= 'ः' {
					toks = append(toks, tok{alts: []string{"a"}, kind: 'a'})
				}
				pending = false
				toks = append(toks, tok{r: r, alts: []string{v}, kind: 'v', long: r == 'ई' || r == 'ी' || r == 'ऊ' || r == 'ू'})
			}
		}
	}
	if tamil {
		for i := range toks {
			t := &toks[i]
			if t.kind != 'c' {
				continue
			}
			var prev, next byte
			var prevR rune
			if i > 0 {
				prev, prevR = toks[i-1].kind, toks[i-1].r
			}
			if i+1 < len(toks) {
				next = toks[i+1].kind
			}
			geminate := prev == 'c' && prevR == t.r
			vowel := func(k byte) bool { return k == 'v' || k == 'a' }
			alts := brahmicTamil(t.r, i == 0, geminate, prev == 'c' && (prevR == 'ङ' || prevR == 'ञ' || prevR == 'ण' || prevR == 'न' || prevR == 'ऩ' || prevR == 'म'), vowel(prev) && vowel(next))
			if alts == nil {
				continue
			}
			t.alts = alts
			if geminate && t.r != 'ऴ' {
				toks[i-1].alts = []string{""} // முத்து: Muthu, the stop once
			}
		}
	}
	// short drops the inherent a between a vowel's consonant and a
	// consonant with its vowel, or a cluster with its vowel (ਗੁਰਪ੍ਰੀਤ,
	// gurpreet)
	drop := make([]bool, len(toks))
	for i, t := range toks {
		drop[i] = t.kind == 'a' && i >= 2 && toks[i-1].kind == 'c' && toks[i-2].kind != 'c' &&
			i+2 < len(toks) && toks[i+1].kind == 'c' && (toks[i+2].kind != 'c' || i+3 < len(toks) && toks[i+2].kind == 'c' && toks[i+3].kind != 'c')
	}
	var out []string
	add := func(p, sh []byte) {
		out = append(out, string(p), string(sh))
		if pending {
			out = append(out, string(p)+"a")
		} else if n := len(p); n >= 2 && p[n-1] == 'i' && !bytes.ContainsRune([]byte("aeiou"), rune(p[n-2])) {
			// రెడ్డి, ಶೆಟ್ಟಿ: Reddy, Shetty, a final i spelt y
			out = append(out, string(p[:n-1])+"y")
		}
	}
	choice := make([]int, len(toks))
	for n := 0; n < indicMaxReadings; n++ {
		var p, sh, lp []byte
		for i, t := range toks {
			l := t.alts[choice[i]]
			p = append(p, l...)
			if !drop[i] {
				sh = append(sh, l...)
			}
			if t.long && n == 0 {
				l += l[:1] // ਗੁਰਪ੍ਰੀਤ, Gurpreet: ī spelt ee
				if l == "uu" {
					l = "oo"
				}
				if l == "ii" {
					l = "ee"
				}
			}
			if !drop[i] {
				lp = append(lp, l...)
			}
		}
		add(p, sh)
		if n == 0 && !bytes.Equal(lp, sh) {
			add(lp, lp)
		}
		// the next choice of sounds, the last stop's first
		i := len(toks) - 1
		for ; i >= 0; i-- {
			if choice[i]+1 < len(toks[i].alts) {
				choice[i]++
				break
			}
			choice[i] = 0
		}
		if i < 0 {
			break
		}
	}
	return out
}

// tableLook finds r's Latin letters in a table of space-separated entries,
// each a rune followed by its letters.
func tableLook(table string, r rune) (string, bool) {
	for i := 0; i < len(table); {
		j := i
		for j < len(table) && table[j] != ' ' {
			j++
		}
		if k, n := decodeRune(table[i:j]); k == r {
			return table[i+n : j], true
		}
		i = j + 1
	}
	return "", false
}

// indicCaseAfter reports a postposition of the genitive, dative, ergative
// or ablative case, or an honorific written after a name, at the start of
// rest, after its space, as a word of its own: the words before it are
// one noun phrase. Hindi's and Nepali's (ले, लाई), Marathi's honorific
// plural (यांचे), Punjabi's (ਦੇ, ਨੂੰ), Bengali's, Sinhala's genitive (ගේ), Tamil's, Telugu's and
// Kannada's honorifics (அவர்களின், గారు, ಅವರ).
func indicCaseAfter(rest string) bool {
	const posts = " का की के को ने से ले लाई यांना यांनी यांचे यांची यांच्या ਦਾ ਦੀ ਦੇ ਨੂੰ এর কে ගේ அவர்களின் அவர்களுக்கு அவர்கள் గారు గారి ಅವರ ಅವರು "
	if len(rest) < 2 || rest[0] != ' ' {
		return false
	}
	w := indicWordAt(rest[1:])
	return w != "" && semListed(posts, w)
}

// indicPersonAfter reports, after two words no knowledge of their script
// holds, what is written only after a person: an honorific (Kannada's
// ಅವರ, Telugu's గారు, Tamil's அவர்கள், Marathi's यांनी, Odia's ଙ୍କ),
// or a case ending joined by a hyphen (রফিকুল ইসলাম-এর, അനു മാത്യു-യുടെ),
// which these scripts write after a name they do not decline as a word
// of their own. The names data spells few South Indian, Sri Lankan or
// Bangladeshi names (Raghavendra, Hegde), so the phrase's grammar says it.
func indicPersonAfter(rest string) bool {
	const honorifics = " ಅವರ ಅವರು ಅವರಿಗೆ గారు గారి గారికి அவர்களின் அவர்களுக்கு அவர்கள் यांना यांनी यांचे यांची यांच्या जी ଙ୍କ ଙ୍କର "
	if len(rest) < 2 {
		return false
	}
	hyphen := rest[0] == '-'
	if !hyphen && rest[0] != ' ' {
		return false
	}
	w := indicWordAt(rest[1:])
	if w == "" {
		return false
	}
	if hyphen {
		return runeCount(w) <= 6
	}
	return semListed(honorifics, w)
}

// indicWordAt returns the run of a Brahmic script's letters and marks that
// opens s.
func indicWordAt(s string) string {
	for k, r := range s {
		if !indicRune(r) {
			return s[:k]
		}
	}
	return s
}
