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
// person's. thingSpans marks, in one pass over the tokens of s:
//
//   - a run of name words that is, whole, a brand or product the knowledge
//     holds (words.Brand: brands sold the world over, vehicle makers,
//     programming languages, distributions), or one followed by business
//     words or a country's name (Porsche Україна, Nissan Motors);
//   - a word marked as a registered or trade mark (Ryzen™, Intel®): marks
//     are registered for goods and services;
//   - a Thai organisation's word glued to its name (thaiOrg);
//   - two surnames joined by a hyphen standing alone (firmPair);
//   - a word that names a module the text cites (ownModules).
//
// keepOrganisations takes back the word rules' spans inside them.
//
// A run is looked up whole, never a word of it alone: in Mercedes Garcia
// or Ford Smith the brand is a person's given name. A run after a key
// (name: Opel, "nombre": "Julia") or a person's noun (customer Porsche)
// is a field's value or a person, and a run of one common given name
// (Julia, Ruby) is one whatever else it names: both stay masked.
func thingSpans(s string) []span {
	var out []span
	var run []span     // the brand run's words
	var words []string // the run's words folded
	keyed := false     // the run follows a key
	mods := ownModules(s)
	flush := func() {
		if n := len(words); n > 0 && n <= brandRunMax && !keyed {
			// the brand, then business words or a country (Porsche Україна)
			for n > 1 && companyHit(words[n-1], false) {
				n--
			}
			if !(n == 1 && givenName(words[0])) && wordlist.Brand(strings.Join(words[:n], " ")) {
				out = append(out, span{run[0].start, run[len(run)-1].end, ""})
			}
		}
		run, words = run[:0], words[:0]
	}
	prevKey, prevName := false, false // the token before: a key or a person's noun; a name word
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
		a, e := i+lead, i+lead+len(core)
		q := e // the word rules' span may hold the closing quote
		for q < j && (s[q] == '\'' || s[q] == '"') {
			q++
		}
		lc := strings.ToLower(core)
		if m := strings.TrimRight(core, "®™℠"); m != core && brandWord(m) ||
			thaiOrg(core) ||
			mods != "" && upperStart(core) && wordIn(mods, lc) ||
			firmPair(core) && !prevKey && !prevName && !nameNext(s, j) {
			out = append(out, span{a, q, ""})
		}
		name := brandWord(core)
		if lead > 0 || core == "" {
			flush()
		}
		if name {
			if len(run) == 0 {
				keyed = prevKey
			}
			run = append(run, span{a, e, ""})
			words = append(words, lc)
		} else {
			flush()
		}
		if tail != "" {
			flush() // a quote, comma or clause mark ends the name
		}
		lt := strings.ToLower(strings.Trim(tok, orgPunct))
		prevKey = strings.HasSuffix(tok, ":") || strings.HasSuffix(tok, "=") || strings.HasSuffix(tok, "=>") || nameNouns()[lt] && !weakNoun(lt)
		prevName = core != "" && orgNameWord(core) && !strings.HasSuffix(tok, ",")
		i = j
	}
	flush()
	return out
}

// brandRunMax is the most name words a brand's run holds (Alfa Romeo,
// Linux Lite, Royal Dutch Shell and a country).
const brandRunMax = 5

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
