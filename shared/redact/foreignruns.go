// A name in a caseless script inside text of a cased one ("welcome mail
// for كبير العليان bounced", "Invoice for 佐藤 拓真 could not be
// generated"): a short run of words in that script, standing apart from
// the text's own words, is a value of another language; when the
// dictionaries and catalogues lack one of its words, it is somebody's name,
// whole, though its other words are words too (كبير is "big").

package redact

import (
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectForeignNameRuns)
}

// maxForeignRun is the most words a name's run is read in.
const maxForeignRun = 3

// detectForeignNameRuns masks runs of two or three words of one caseless
// script (Arabic, Hebrew, Thai, Indic, Han written apart) in text
// whose dominant script is cased, when a word of the run is unknown (for
// Han, a surname of the names data or a run no dictionary splits).
func detectForeignNameRuns(sc *scan) {
	s := sc.s
	if isASCII(s) || !dominantScript(s).cased() {
		return
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		sr := scriptOf(r)
		// Korean writes its messages' words apart, each inflected
		// beyond what the dictionaries hold: a run of Hangul is read by
		// the other rules
		if r < utf8.RuneSelf || !unicode.IsLetter(r) || sr == latin || sr.cased() || sr == otherScript || sr == hangul || i > 0 && glueBefore(s, i) {
			i += n
			continue
		}
		var words [maxForeignRun + 1][2]int
		count, j := 0, i
		for count <= maxForeignRun {
			e := scriptWordEnd(s, j, sr)
			if e == j {
				break
			}
			words[count] = [2]int{j, e}
			count++
			j = e
			if j+1 < len(s) && s[j] == ' ' {
				if r2, _ := utf8.DecodeRuneInString(s[j+1:]); scriptOf(r2) == sr && unicode.IsLetter(r2) {
					j++
					continue
				}
			}
			break
		}
		end := words[max(count-1, 0)][1]
		if count >= 1 && count <= maxForeignRun && !glueAfter(s, end) && !afterLegalPrefix(s, i) && foreignNameRun(s, words[:count], sr) {
			sc.add(i, end, phName)
		}
		if end <= i {
			end = i + n
		}
		i = end
	}
}

// scriptWordEnd returns the end of the word of letters and marks of script
// sr at s[i].
func scriptWordEnd(s string, i int, sr script) int {
	j := i
	for j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !(unicode.IsLetter(r) && scriptOf(r) == sr || unicode.Is(unicode.M, r) || r == 0x200c || r == 0x200d) {
			break
		}
		j += n
	}
	return j
}

// glueBefore and glueAfter report a letter or digit glued to a run.
func glueBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

func glueAfter(s string, j int) bool {
	if j >= len(s) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[j:])
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r)
}

// foreignNameRun judges a run's words: two or three words one of which no
// dictionary or catalogue holds; in Han, two short words written apart
// one of which is a surname of the names data (佐藤 拓真), or one word
// of three that opens with such a surname or that the dictionaries do not
// split into words (闕柏翰).
func foreignNameRun(s string, words [][2]int, sr script) bool {
	if sr == cjk {
		for _, w := range words {
			if n := utf8.RuneCountInString(s[w[0]:w[1]]); n > 3 || !hanOnly(s[w[0]:w[1]]) {
				return false
			}
		}
		a := s[words[0][0]:words[0][1]]
		if len(words) == 2 {
			b := s[words[1][0]:words[1][1]]
			return (wordlist.Surname(a) || wordlist.Surname(b)) && !wordlist.Known(a+b) && !wordlist.Template(a+b)
		}
		return len(words) == 1 && utf8.RuneCountInString(a) == 3 && !hanWords([]rune(a)) && !wordlist.Known(a) && !wordlist.Template(a) && !wordlist.Tech(a)
	}
	if len(words) < 2 {
		return false
	}
	for _, w := range words {
		if legalPrefix(s[w[0]:w[1]]) || legalForm(s[w[0]:w[1]]) {
			return false // شركة دو, บริษัท … จำกัด: a company's name
		}
	}
	for _, w := range words {
		if !scriptWordKnown(s[w[0]:w[1]]) {
			return true
		}
	}
	return false
}
