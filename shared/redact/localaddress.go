// Postal addresses in the local form of scripts whose street types the
// other address rules do not read (Persian, Urdu, Hindi, Bengali, Tamil,
// Georgian, Swahili's anwani…): a comma-separated run of short parts, a
// house number among them, opened by the word for a postal address
// (ঠিকানা বাড়ি ২৩, রোড ৭, ধানমন্ডি, ঢাকা; முகவரி 14, காந்தி தெரு, சென்னை;
// anwani: S.L.P. 4418, Mombasa) or holding a street type (تهران، خیابان
// ولیعصر، پلاک ۱۲; ვაჟა-ფშაველას გამზ. 12, ბინა 4, თბილისი). The words
// are placewords.fuse's: Chromium's translations of Address and
// libpostal's street types (words.AddressLabel, words.StreetType).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() { wordRules = append(wordRules, detectLocalAddresses) }

// addrWord is a word of a text as localAddressWords splits it: its bytes
// without a comma or colon after it, and which of them followed it.
type addrWord struct {
	a, b         int
	comma, colon bool
}

// maxAddrPart is how many words a part of an address between commas has
// at most (ধানমন্ডি; বাড়ি ২৩; Vaja-Pshavela გამზ. 12): a longer one is the
// sentence going on.
const maxAddrPart = 4

// maxAddrParts is how many parts between commas an address run reads at
// most (house, road, district, town, region…): a longer list is no
// address, and the bound keeps each trigger's reading short.
const maxAddrParts = 8

// detectLocalAddresses masks a local address run (see the file's head).
// The run needs a comma inside it, a house number and a name no
// catalogue, code or technical vocabulary holds: "العنوان 3، الصفحة 5"
// (title 3, page 5) and a network's address (10.0.0.1, host:port) are no
// such run.
func detectLocalAddresses(sc *scan) {
	s := sc.s
	if !strings.Contains(s, ",") && !strings.Contains(s, "،") && !strings.Contains(s, "，") || !anyDigit(s) {
		return
	}
	ws := localAddressWords(s)
	for i := 0; i < len(ws); i++ {
		start, trigger := -1, -1
		w := ws[i]
		lw := strings.ToLower(s[w.a:w.b])
		switch {
		case !w.comma && i+1 < len(ws) && !ws[i+1].comma && utf8.RuneCountInString(lw) >= 2 && wordlist.AddressLabel(lw+" "+strings.ToLower(s[ws[i+1].a:ws[i+1].b])):
			start, trigger = i+2, i+1 // Vietnamese địa chỉ: two words
		case !w.comma && utf8.RuneCountInString(lw) >= 3 && wordlist.AddressLabel(lw):
			start, trigger = i+1, i
		default:
			t := strings.TrimSuffix(lw, ".")
			if r := firstRune(t); r < 0x250 || utf8.RuneCountInString(t) < 2 || !wordlist.StreetType(t) {
				continue
			}
			// the street's name may stand before its type (Georgian
			// ვაჟა-ფშაველას გამზ., Hindi एमजी रोड) in the same part,
			// and the town or district in the part before it
			start, trigger = i, i
			if i > 0 && !ws[i-1].comma && addrName(s[ws[i-1].a:ws[i-1].b]) && !addressLabelAt(s, ws, i-1) {
				start = i - 1
			}
			if start > 0 && ws[start-1].comma && addrName(s[ws[start-1].a:ws[start-1].b]) {
				start--
			}
		}
		if start >= len(ws) {
			continue
		}
		end, last := localAddressRun(s, ws, start)
		if end <= 0 || last < trigger {
			continue
		}
		sc.add(ws[start].a, end, phAddress)
		i = last
	}
}

// addressLabelAt reports an address label at ws[i].
func addressLabelAt(s string, ws []addrWord, i int) bool {
	return wordlist.AddressLabel(strings.ToLower(s[ws[i].a:ws[i].b]))
}

// localAddressRun reads the run from ws[start]: whole parts up to a comma
// while each is short and of an address's words, then, of the part that
// goes on, its words up to a house number among its first three, or else
// its first word (the town: …, ঢাকা খুঁজে পাওয়া যায়নি). It returns the
// run's end and its last word's index, or 0 when the run is no address
// (no comma inside it, no number, no unknown name).
func localAddressRun(s string, ws []addrWord, start int) (end, last int) {
	commas, nums, names := 0, 0, 0
	count := func(k int) {
		v := s[ws[k].a:ws[k].b]
		switch {
		case addrNumber(v):
			nums++
		case addrName(v) && unknownPlaceWord(v):
			names++
		}
	}
	cur := start
	for cur < len(ws) && commas < maxAddrParts {
		k := cur
		for k < len(ws) && !ws[k].comma && k-cur < maxAddrPart-1 {
			k++
		}
		whole := k < len(ws) && ws[k].comma && !ws[k].colon
		for j := cur; whole && j <= k; j++ {
			whole = addrToken(s[ws[j].a:ws[j].b])
		}
		if whole {
			for j := cur; j <= k; j++ {
				count(j)
			}
			end, last, cur = ws[k].b, k, k+1
			commas++
			continue
		}
		// the part that goes on: up to its house number, or its first word
		taken := -1
		for j := cur; j < len(ws) && j < cur+3 && addrToken(s[ws[j].a:ws[j].b]); j++ {
			if addrNumber(s[ws[j].a:ws[j].b]) {
				taken = j
				break
			}
			if ws[j].comma || ws[j].colon {
				break
			}
		}
		if taken < 0 && addrName(s[ws[cur].a:ws[cur].b]) {
			taken = cur
		}
		for j := cur; j <= taken; j++ {
			count(j)
		}
		if taken >= 0 {
			end, last = ws[taken].b, taken
		}
		break
	}
	if commas == 0 || nums == 0 || names == 0 || end == 0 {
		return 0, 0
	}
	return end, last
}

// localAddressWords splits s at spaces into words, a comma (, ، ，) or a
// colon after a word taken off it and noted.
func localAddressWords(s string) []addrWord {
	var out []addrWord
	for i := 0; i < len(s); {
		for i < len(s) && isSpace(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !isSpace(s[j]) {
			j++
		}
		if i == j {
			break
		}
		w := addrWord{a: i, b: j}
		for {
			switch {
			case hasSuffix(s[w.a:w.b], ","):
				w.b--
				w.comma = true
				continue
			case hasSuffix(s[w.a:w.b], "،"), hasSuffix(s[w.a:w.b], "，"):
				_, n := utf8.DecodeLastRuneInString(s[w.a:w.b])
				w.b -= n
				w.comma = true
				continue
			case hasSuffix(s[w.a:w.b], ":"):
				w.b--
				w.colon = true
				continue
			}
			break
		}
		if w.a < w.b {
			out = append(out, w)
		}
		i = j
	}
	return out
}

// addrToken reports a word an address is written with: letters with
// their marks, hyphens, apostrophes and abbreviating dots (S.L.P., გამზ.),
// or a house number (addrNumber). A word of code (host:port, 10.0.0.1,
// a_b, a path, a bracket or a quote) is none.
func addrToken(w string) bool {
	if addrNumber(w) {
		return true
	}
	letters := 0
	prev := rune(0)
	for _, r := range w {
		switch {
		case unicode.IsLetter(r):
			letters++
		case unicode.Is(unicode.M, r):
		case r == '-' || r == '\'' || r == '’':
		case r == '.':
			if !unicode.IsLetter(prev) {
				return false
			}
		default:
			return false
		}
		prev = r
	}
	return letters > 0
}

// addrNumber reports a house number: one to five digits of any script
// (১২, ۱۲, 14), with one letter after them (23A, 4B) or a further group
// after a slash or a hyphen (12/3, 2-8-1).
func addrNumber(w string) bool {
	digits, groups := 0, 1
	for i, r := range w {
		switch {
		case unicode.IsDigit(r):
			if digits++; digits > 5 {
				return false
			}
		case (r == '/' || r == '-') && digits > 0 && i+1 < len(w) && groups < 3:
			groups++
			digits = 0
		case unicode.IsLetter(r) && digits > 0 && i+utf8.RuneLen(r) == len(w):
		default:
			return false
		}
	}
	return digits > 0
}

// addrName reports a word of a place's name: letters (an abbreviation's
// dots and a name's hyphens among them), two or more, in a script with
// capitals a capital first (Mombasa, S.L.P.; Länge is judged by
// unknownPlaceWord).
func addrName(w string) bool {
	if addrNumber(w) || !addrToken(w) || utf8.RuneCountInString(w) < 2 {
		return false
	}
	r := firstRune(w)
	return unicode.IsLetter(r) && (!scriptOf(r).cased() || unicode.IsUpper(r))
}

// unknownPlaceWord reports a name no catalogue, code or technical
// vocabulary holds, as a street's, a district's or a town's is (ولیعصر,
// ধানমন্ডি, Mombasa), not a program's word (الصفحة, Länge, Port).
func unknownPlaceWord(w string) bool {
	lw := strings.ToLower(strings.TrimSuffix(w, "."))
	return !wordlist.Template(lw) && !wordlist.Tech(lw) && !wordlist.Code(lw) && !wordlist.StreetType(lw) && !wordlist.AddressLabel(lw)
}

// anyDigit reports a digit of any script in s.
func anyDigit(s string) bool {
	for _, r := range s {
		if unicode.IsDigit(r) {
			return true
		}
	}
	return false
}
