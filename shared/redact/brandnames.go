package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
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
//   - two surnames joined by a hyphen standing alone (firmPair).
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
	flush := func() {
		if n := len(words); n > 0 && n <= brandRunMax && !keyed {
			// the brand, then business words or a country (Porsche Україна);
			// a brand whose own name ends in a business word is looked up
			// whole first (Indra Sistemas: Indra alone is a given name)
			for n > 1 && companyHit(words[n-1], false) && !wordlist.Brand(strings.Join(words[:n], " ")) {
				n--
			}
			if !(n == 1 && givenName(words[0])) && wordlist.Brand(strings.Join(words[:n], " ")) || makerSeries(s, run[:n], words[:n]) {
				out = append(out, span{start: run[0].start, end: run[len(run)-1].end})
			}
		}
		run, words = run[:0], words[:0]
	}
	prevKey, prevName, prevBiz := false, false, false // the token before: a key or a person's noun; a name word; a business partner's noun
	pair := -1                                        // where the firm pair just found is in out
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		j := i + indexByte(s[i:], ' ')
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
		name := brandWord(core)
		if pair >= 0 && (name || orgNameWord(core)) {
			out = append(out[:pair], out[pair+1:]...) // Kirk-Taylor Anna: the pair is a longer name's
		}
		pair = -1
		if m := strings.TrimRight(core, "®™℠"); m != core && brandWord(m) || thaiOrg(core) || cjkOrg(core) {
			out = append(out, span{start: a, end: q})
		} else if firmPair(core, prevBiz) && !prevKey && !prevName {
			pair = len(out)
			out = append(out, span{start: a, end: q})
		}
		if lead > 0 || core == "" {
			flush()
		}
		if name {
			if len(run) == 0 {
				keyed = prevKey
			}
			run = append(run, span{start: a, end: e})
			words = append(words, lc)
		} else {
			flush()
		}
		if tail != "" {
			flush() // a quote, comma or clause mark ends the name
		}
		prevKey = hasSuffix(tok, ":") || hasSuffix(tok, "=") || hasSuffix(tok, "=>") || nameNouns.has(lc) && !weakNoun(lc)
		prevName = core != "" && orgNameWord(core) && tail == ""
		prevBiz = tail == "" && wordIn(orgBusinessNouns, lc)
		if tail != "" {
			pair = -1 // Kirk-Taylor, Anna: a clause mark ends it
		}
		i = j
	}
	flush()
	return out
}

// makerSeries reports a run that is a maker's name the knowledge holds as
// one (words.Brand of "maker:" and the name: ICAO's aircraft makers), or a
// brand of two words or more (a device's brand and series: Xiaomi Redmi),
// and then a series' or a model's words: words the knowledge holds and the
// names data does not hold as a person's (Cessna Citation X, Pipistrel
// Virus), or roman numerals in capitals (Cessna Citation VI: Vi is a given
// name). A maker alone is no product, and its name is often a surname:
// Taylor Anna, Stark Morgan, Varga Bálintné (a wife's name no names data
// holds) stay a person's.
func makerSeries(s string, run []span, words []string) bool {
	for m := 1; m < len(words); m++ {
		if k := strings.Join(words[:m], " "); !wordlist.Brand("maker:"+k) && (m < 2 || !wordlist.Brand(k)) {
			continue
		}
		for i, w := range words[m:] {
			if roman(s[run[m+i].start:run[m+i].end]) {
				continue
			}
			if !wordlist.Known(w) || givenName(w) || givenNameData(w) || surnameData(w) {
				return false
			}
		}
		return true
	}
	return false
}

// roman reports a roman numeral of one to four capitals (II, VI, XIV).
func roman(w string) bool {
	return len(w) >= 1 && len(w) <= 4 && strings.Trim(w, "IVXL") == ""
}

// brandRunMax is the most name words a brand's run holds (Alfa Romeo,
// Linux Lite, Royal Dutch Shell and a country).
const brandRunMax = 5

// brandWord reports a word a brand's run can hold: a capital first, and
// none of the marks of code or keys (Alfa, 7-Eleven, AT&T, Mercedes-Benz;
// not Name=, Path/To). A word of a caseless script is left out: it may be
// a whole clause (佐藤様のご注文でエラー), which one false yes of the
// filter would keep.
func brandWord(w string) bool {
	r, _ := decodeRune(w)
	return upperRune(r) && !containsChars(w, "=:/@_()[]{}<>\"|#%*+")
}
