package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact"
	"glitchtip-mcp/shared/redact/words"
)

// mwwords.fuse: the words of MediaWiki's core messages (the i18n JSON
// fetch.sh unpacks for pwmediawiki.go, translated on translatewiki.net) in
// the languages of a two-letter code whose dictionaries the knowledge
// lacks: Swahili, Zulu, Yoruba, Hausa, Igbo, Amharic, Somali, Welsh,
// Basque, Estonian, Icelandic, Maltese, Armenian, Georgian, Kazakh,
// Kyrgyz, Tatar, Uzbek, Mongolian, Urdu, Pashto, the Indic languages…
// (137 languages give words). A web application's interface speaks the
// words its error text is made of (server, connection, failed, cannot,
// try again, please, later), and in those languages no other source here
// writes most of them: their system catalogues are few (gap.fuse,
// latingap.fuse) and Debian packages no dictionary of many. Localised
// error text in them lost its ordinary words as values (Àṣìṣe olupin:
// jọ̀wọ́ gbìyànjú lẹ́ẹ̀kan si, "server error: please try again").
//
// A message is read as text: its placeholders ($1), magic words
// ({{PLURAL:…}}, {{GENDER:…}}: their forms are kept, their names not),
// links' targets, another message's or a namespace's name ({{int:…}},
// {{ns:…}}), HTML and URLs are taken out, and it is split into runs of
// letters and marks of one script, lower-cased; a message left as
// en.json writes it is English's. A language's candidates are the words
// of three letters or more that two of its messages or more write
// (mwWordMessages) and no other filter knows (words.KnownBesidesMediaWiki).
// Of those it keeps the mwTop its error messages write most (mwErrorText:
// the messages whose English speaks of an error, a failure, a server, a
// connection, a request…), then all its messages: leaving out a word the
// names data holds (as written, without accents, as anyascii spells it,
// and as the redactor's name rules read it: redact.NameData, a Brahmic
// word's readings) and special-category terms (words.Special,
// words.Health, or one a transliteration sounds like).
//
// Bytes (16-bit fingerprints, 4-wise): mwTop 85 keeps 10,290 words in
// 24,091 bytes, the knowledge budget's share; 50 keeps 6,259 in 14,619,
// 200 keeps 22,479 in 50,715, and all 81,411 candidates write 180,251.
// Measured on the privacy report at 85: eight benign texts of the
// held-out sets kept whole (outsider13 +1, 15 +1, 16 +3, 18 +1, 19 +2),
// no recall changed; at 200, fifteen; every word two messages write
// (Vietnamese's too, before the names rules' readings were asked), 28, but
// four planted values were lost (a Vietnamese district, Cầu Giấy; a Dutch
// surname, vries, read as Limburgish vrie's plural), so the cut keeps the
// words of widest use. Of the 85 words a language gives, the African languages' 32 take
// 5.1 KB, the European minority languages (Baltic, Finnic, Celtic,
// Basque, Maltese, Albanian…) 5.5 KB, the Indic 3.1 KB, the Turkic and
// Mongolian 2.0 KB, the Caucasus and Armenian 1.2 KB, the Iranian and
// Urdu 1.0 KB, the constructed and classical ones (Esperanto, Latin,
// Sanskrit…) 1.8 KB.
//
// Left out are the languages whose dictionaries the knowledge holds
// (mwCovered), those written without spaces (mwUnspaced), whose runs are
// phrases, not words, and Vietnamese (mwSyllabic).
const (
	// mwWordMessages is how many messages of a language must write a
	// word: one message's word is as often a product's or a page's name
	// (Wikipedia's own) as the language's
	mwWordMessages = 2
	// mwWordsBits: Known asks the filter about every word, a login's
	// too, as it asks latingap.fuse (18 bits); at 16 a stranger passes
	// once in 65,536 (Known's false positives 0.2375% -> 0.2390%, under
	// TestKnowledgeFalsePositives' 0.25%)
	mwWordsBits = 16
)

// mwCovered are the languages (the code before a variant's dash) whose
// dictionaries the other filters hold: dicts.go's, laterdicts.go's,
// nordicdicts.go's, laterwords.go's; mo is Romanian's old code.
var mwCovered = map[string]bool{
	"en": true, "de": true, "fr": true, "es": true, "it": true, "pt": true, "nl": true, "pl": true,
	"ru": true, "uk": true, "tr": true, "cs": true, "sv": true, "hu": true, "ro": true, "mo": true,
	"el": true, "id": true, "da": true, "nb": true, "fi": true, "ar": true, "he": true, "ko": true,
}

// mwUnspaced are the languages written without spaces between words.
var mwUnspaced = map[string]bool{
	"th": true, "lo": true, "km": true, "my": true, "bo": true, "dz": true, "zh": true, "ja": true, "ii": true,
}

// mwSyllabic are the languages whose words are syllables that people's
// and places' names are made of (Vietnamese: Cầu Giấy, a district, is
// "paper bridge"; Hoa Sen, a school, "lotus"): known, each would let a
// name's part through.
var mwSyllabic = map[string]bool{"vi": true}

// mwWordsLanguage reports a message file mwwords.fuse reads.
func mwWordsLanguage(lang string) bool {
	base, _, _ := strings.Cut(lang, "-")
	return pwMediaWikiLanguage(lang) && !mwCovered[base] && !mwUnspaced[base] && !mwSyllabic[base]
}

var (
	// {{int:key}}, {{ns:…}}, {{#special:…}}, {{fullurl:…}}: another
	// message's key, a namespace's or a page's name, not the message's words
	mwReference = regexp.MustCompile(`\{\{\s*(?:int|ns|msg|msgnw|#[a-z]+|fullurl|localurl|canonicalurl|urlencode|anchorencode|filepath|MediaWiki)\s*:[^{}]*\}\}`)
	// {{PLURAL:$1|…}}, {{GENDER:$1|…}}, {{GRAMMAR:…}}, {{SITENAME}}: the
	// magic word's name (its forms stay)
	mwMagic = regexp.MustCompile(`\{\{\s*[A-Z#][A-Za-z_]*\s*(?::|\}\})`)
	// [[Special:Preferences|preferences]], [https://… label]: a link's
	// target
	mwLinkTarget = regexp.MustCompile(`\[\[[^\]|]*\||\[(?:https?:)?//[^\s\]]*|\[\$\d+`)
	mwURL        = regexp.MustCompile(`(?:https?:)?//[^\s\]|]+`)
	// $1, $wgFoo; HTML tags and entities
	mwPlaceholder = regexp.MustCompile(`\$[A-Za-z0-9_]+|<[^>]*>|&#?[A-Za-z0-9]+;`)
)

// mwMessageWords returns the words of one message, lower-cased, each
// once.
func mwMessageWords(msg string) []string {
	for _, re := range []*regexp.Regexp{mwReference, mwMagic, mwLinkTarget, mwURL, mwPlaceholder} {
		msg = re.ReplaceAllString(msg, " ")
	}
	seen := map[string]bool{}
	var out []string
	for _, w := range strings.FieldsFunc(msg, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }) {
		w = strings.ToLower(w)
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsLetter(r) || seen[w] || !oneScript(w) {
			continue
		}
		seen[w] = true
		out = append(out, w)
	}
	return out
}

// oneScript reports a word whose letters are of one script (marks and
// the common script's letters aside): a run mixing scripts is a token
// glued of two.
func oneScript(w string) bool {
	var first *unicode.RangeTable
	for _, r := range w {
		if !unicode.IsLetter(r) {
			continue
		}
		t := scriptTable(r)
		if t == nil {
			continue
		}
		if first == nil {
			first = t
		} else if t != first {
			return false
		}
	}
	return true
}

// scriptTable is r's script, nil for the common and inherited ones.
func scriptTable(r rune) *unicode.RangeTable {
	for name, t := range unicode.Scripts {
		if name != "Common" && name != "Inherited" && unicode.Is(t, r) {
			return t
		}
	}
	return nil
}

var (
	mwTop   = flag.Int("mwtop", 85, "mwwords.fuse: keep this many words of each language, those its error messages then all its messages write most (scratch builds)")
	mwDebug = flag.String("mwdebug", "", "mwwords.fuse: write each word kept (language, word, counts) or left out (language, word, why) to this file (scratch builds)")
)

// mwErrorText picks the messages whose English (en.json) speaks of an
// error, a failure or what a server, a connection or a request does: their
// translations write the words localised error text is made of, where
// most of MediaWiki's other messages speak of pages, edits and
// revisions.
var mwErrorText = regexp.MustCompile(`(?i)\b(?:error|errors|fail|failed|failure|cannot|could not|unable|invalid|not found|try again|please|server|connection|timeout|timed out|denied|permission|missing|unavailable|required|request|database|session|password|account)\b`)

// mwWords returns mwwords.fuse's words and a line of counts.
func mwWords(src string) (map[string]bool, string, error) {
	dir := filepath.Join(src, pwMediaWikiI18n)
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil || len(files) == 0 {
		return nil, "", fmt.Errorf("no MediaWiki messages under %s (fetch.sh's mediawiki)", dir)
	}
	en, err := readMediaWikiMessages(filepath.Join(dir, "en.json"))
	if err != nil {
		return nil, "", err
	}
	sort.Strings(files)
	// df and edf: per language, the messages, and the error messages,
	// that write each word; a variant (kk-cyrl, sr-el) counts with its
	// language
	df, edf := map[string]map[string]int{}, map[string]map[string]int{}
	var langs []string
	for _, f := range files {
		lang := strings.TrimSuffix(filepath.Base(f), ".json")
		if !mwWordsLanguage(lang) {
			continue
		}
		msgs, err := readMediaWikiMessages(f)
		if err != nil {
			return nil, "", err
		}
		base, _, _ := strings.Cut(lang, "-")
		if df[base] == nil {
			df[base], edf[base] = map[string]int{}, map[string]int{}
			langs = append(langs, base)
		}
		for k, m := range msgs {
			if m == en[k] {
				continue // untranslated: English's words
			}
			errText := mwErrorText.MatchString(en[k])
			for _, w := range mwMessageWords(m) {
				df[base][w]++
				if errText {
					edf[base][w]++
				}
			}
		}
	}
	// the words each language may give, before names and special terms
	cands, all := unknownCandidates(langs, df, mwWordMessages, words.KnownBesidesMediaWiki)
	// left: why a candidate is left out ("" it may be taken)
	left, err := namesOrSpecial(src, all)
	if err != nil {
		return nil, "", err
	}
	var dbg *os.File
	if *mwDebug != "" {
		if dbg, err = os.Create(*mwDebug); err != nil {
			return nil, "", err
		}
		defer dbg.Close()
	}
	out := map[string]bool{}
	var counts []string
	for _, lang := range langs {
		c, e := df[lang], edf[lang]
		ws := cands[lang]
		sort.Slice(ws, func(i, j int) bool {
			a, b := ws[i], ws[j]
			if e[a] != e[b] {
				return e[a] > e[b]
			}
			if c[a] != c[b] {
				return c[a] > c[b]
			}
			return a < b
		})
		taken, nNames, special := 0, 0, 0
		for _, w := range ws {
			if taken == *mwTop {
				break
			}
			switch left[w] {
			case "name":
				nNames++
			case "special":
				special++
			}
			if left[w] != "" {
				if dbg != nil {
					fmt.Fprintf(dbg, "%s\t%s\t%s\n", lang, w, left[w])
				}
				continue
			}
			taken++
			out[w] = true
			if dbg != nil {
				fmt.Fprintf(dbg, "%s\t%s\t%d\t%d\n", lang, w, e[w], c[w])
			}
		}
		counts = append(counts, fmt.Sprintf("%s %d of %d (%d names, %d special)", lang, taken, len(ws), nNames, special))
	}
	return out, fmt.Sprintf("mwwords.fuse: %d words of %d languages' MediaWiki messages: %s", len(out), len(langs), strings.Join(counts, "; ")), nil
}

// unknownCandidates returns, per language, the words of three letters or
// more that min of its messages or more write (df: per language, per
// word, how many) and known does not hold, sorted, and every language's
// together, once each, sorted: what mwwords.fuse and fwwords.fuse may
// take before names and special terms are left out.
func unknownCandidates(langs []string, df map[string]map[string]int, min int, known func(string) bool) (map[string][]string, []string) {
	cands := map[string][]string{}
	var all []string
	seen := map[string]bool{}
	for _, lang := range langs {
		for w, n := range df[lang] {
			if n < min || utf8.RuneCountInString(w) < 3 || known(w) {
				continue
			}
			cands[lang] = append(cands[lang], w)
			if !seen[w] {
				seen[w] = true
				all = append(all, w)
			}
		}
		sort.Strings(cands[lang])
	}
	sort.Strings(all)
	return cands, all
}

// namesOrSpecial returns, for each of the words (lower case) that is a
// name (mwName, on the word and on its anyascii reading) or a special
// category's term (gapSpecial, soundsSpecial), why it is left out: "name"
// or "special". mwwords.fuse and fwwords.fuse leave those out alike.
func namesOrSpecial(src string, all []string) (map[string]string, error) {
	ascii, err := transliterate(src, all)
	if err != nil {
		return nil, err
	}
	ns, err := names(src)
	if err != nil {
		return nil, err
	}
	left := map[string]string{}
	for i, w := range all {
		t := strings.ToLower(ascii[i])
		switch {
		case mwName(ns, w) || mwName(ns, t):
			left[w] = "name"
		case gapSpecial(w) || gapSpecial(t) || soundsSpecial(t):
			left[w] = "special"
		}
	}
	return left, nil
}

// mwName reports a word the names data holds (the whole data, as
// written or without accents), or that the redactor's name rules read as
// a name (redact.NameData), or a committed names filter of the caseless
// scripts answers for.
func mwName(ns nameSets, w string) bool {
	if w == "" {
		return false
	}
	if ns.has(w) || redact.NameData(w) || brahmicName(ns, w) {
		return true
	}
	return words.SemGivenName(w) || words.SemSurname(w) || words.FaGivenName(w) || words.VietSurname(w)
}
