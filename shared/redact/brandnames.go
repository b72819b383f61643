package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// Brands' and products' names are names of things (docs/privacy.md), and
// many are people's names too (Opel, Porsche, Dylan, Chrysler), or words
// no dictionary holds (Manjaro, Lubuntu): the word rules mask them as a
// person's. brandSpans marks a run of name words that is, whole, a brand
// or product the knowledge holds (words.Brand: brands sold in several
// countries, vehicle makers, programming languages, distributions), or
// one followed by business words or a country's name (Porsche Україна,
// Nissan Motors), and a word marked as a registered or trade mark
// (Ryzen™, Intel®); keepOrganisations takes back the word rules' spans
// inside them.
//
// A run is looked up whole, never a word of it alone: in Mercedes Garcia
// or Ford Smith the brand is a person's given name. A run after a key
// (name: Opel, "nombre": "Julia") or a person's noun (customer Porsche)
// is a field's value or a person, and a run of one common given name (Julia, Ruby) is one
// whatever else it names: both stay masked.

// brandRunMax is the most name words a brand's run holds (Alfa Romeo,
// Linux Lite, Royal Dutch Shell and a country).
const brandRunMax = 5

// brandSpans finds the runs of s that name a brand or a product.
func brandSpans(s string) []span {
	var out []span
	var run []span     // the run's words
	keyed := false     // the run follows a key
	var words []string // the run's words folded
	flush := func() {
		defer func() { run, words = run[:0], words[:0] }()
		if len(run) == 0 || len(run) > brandRunMax || keyed {
			return
		}
		// the brand, then business words or a country (Porsche Україна)
		n := len(words)
		for n > 1 && companyHit(words[n-1], false) {
			n--
		}
		if n == 1 && givenName(words[0]) {
			return // Julia, Ruby: a given name first
		}
		if wordlist.Brand(strings.Join(words[:n], " ")) {
			out = append(out, span{run[0].start, run[len(run)-1].end, ""})
		}
	}
	prevKey := false // the token before ends a key
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		j := i + strings.IndexByte(s[i:], ' ')
		if j < i {
			j = len(s)
		}
		tok := s[i:j]
		core := strings.TrimLeft(tok, orgPunct)
		lead := len(tok) - len(core)
		core = strings.TrimRight(core, orgPunct)
		tail := tok[lead+len(core):]
		if lead > 0 || core == "" {
			flush()
		}
		if m := strings.TrimRight(core, "®™℠"); m != core && brandWord(m) {
			// Ryzen™, Intel®: a mark is registered for goods and services
			out = append(out, span{i + lead, i + lead + len(core), ""})
		}
		if brandWord(core) {
			if len(run) == 0 {
				keyed = prevKey
			}
			run = append(run, span{i + lead, i + lead + len(core), ""})
			words = append(words, strings.ToLower(core))
		} else {
			flush()
		}
		if tail != "" {
			flush() // a quote, comma or clause mark ends the name
		}
		// a key (name: Opel) or a person's noun (customer Porsche) names
		// the field or the person the value is
		lt := strings.ToLower(strings.Trim(tok, orgPunct))
		prevKey = strings.HasSuffix(tok, ":") || strings.HasSuffix(tok, "=") || strings.HasSuffix(tok, "=>") || nameNouns()[lt] && !weakNoun(lt)
		i = j
	}
	flush()
	return out
}

// brandWord reports a word a brand's run can hold: a capital first, then
// letters, digits and the marks of names (Alfa, 7-Eleven, AT&T, Mercedes-Benz).
// A word of a caseless script is left out: it may be a whole clause
// (佐藤様のご注文でエラー), which one false yes of the filter would keep.
func brandWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false
	}
	for _, c := range w {
		if !unicode.IsLetter(c) && !unicode.IsDigit(c) && !strings.ContainsRune("-'&.", c) {
			return false
		}
	}
	return true
}
