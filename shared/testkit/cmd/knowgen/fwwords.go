package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// fwwords.fuse: the words of the web frameworks' own translations of
// their error and validation messages, the templates a Rails, Laravel or
// Symfony application's localised error text is made of (Balio hau
// hutsik egon beharko litzateke, :Attribute onartu beharra dago,
// Gutxienez aukera hautatu behar duzu). The issue names these stacks'
// catalogues as template knowledge; until session 43 the knowledge held
// the system's catalogues (PostgreSQL, glibc, Django's, Hibernate
// Validator's) but none of theirs, and in the languages whose
// dictionaries the knowledge lacks (Basque, Welsh, Maltese,
// Luxembourgish, Swahili…) a validation message of theirs lost its
// words as values. Three sources, all MIT:
//   - rails-i18n's rails/locale/*.yml (github.com/svenfuchs/rails-i18n at
//     fwRailsRev): Active Record's and Action View's messages, number and
//     date words, 124 locales;
//   - Laravel Lang's locales/*/php.json and json.json
//     (github.com/Laravel-Lang/lang at fwLaravelRev): Laravel's
//     validation, authentication, password-reset and pagination lines and
//     its starter kits' interface, 129 locales;
//   - Symfony's Validator, Security Core and Form translations
//     (Resources/translations/*.xlf of Debian's php-symfony-validator,
//     php-symfony-security-core and php-symfony-form, fwSymfonyVersion).
//
// A message's placeholders (%{count}, :attribute, {{ limit }}, {0}),
// HTML and URLs are taken out and it is split as mwwords.fuse splits
// MediaWiki's (mwMessageWords): runs of one script's letters, lower-cased,
// of three letters or more. Kept are the words no other filter knows
// (words.KnownBesidesFrameworks) and no name or special-category term,
// judged as mwwords.fuse judges them (mwName on the word and its anyascii
// reading, gapSpecial, soundsSpecial). Left out are the languages written
// without spaces (mwUnspaced), whose runs are phrases, and Vietnamese
// (mwSyllabic), whose syllables make names. A YAML key, a JSON key or an
// XLIFF source is English, which the dictionaries hold.
const (
	fwWordsFile = "fwwords.fuse"
	// fwWordsBits: Known asks it about every word, as it asks
	// mwwords.fuse: 16 bits, a stranger passes once in 65,536
	fwWordsBits = 16
	// fwRailsRev and fwLaravelRev are the commits fetch.sh unpacks;
	// fwSymfonyVersion is Debian 12's php-symfony-* version
	fwRailsRev       = "34be758a2748b0a7c99c90838d387276c4d97bf2"
	fwLaravelRev     = "bd286f095bdfa2ec4607994af45f1a9f037de112"
	fwSymfonyVersion = "5.4.53+dfsg-0+deb12u1"
)

var (
	// %{count}, %<count>d, %Y, %-d, :attribute, :Attribute, {{ limit }},
	// {0}, {count}: a placeholder or a format directive
	fwPlaceholder = regexp.MustCompile(`%\{[^}]*\}|%<[^>]*>[a-z]|%[-_0^#]?[A-Za-z]|:[A-Za-z_][A-Za-z0-9_]*|\{\{[^}]*\}\}|\{[^{}]*\}|<[^>]*>|&#?[A-Za-z0-9]+;|(?:https?:)?//\S+`)
	// a YAML line's value: `  key: value`, `  - value`
	fwYAMLValue = regexp.MustCompile(`^\s*(?:-\s+|[A-Za-z0-9_"'-]+:\s+)(.+)$`)
	// an XLIFF translation
	fwXLIFFTarget = regexp.MustCompile(`(?s)<target[^>]*>(.*?)</target>`)
)

// fwLaravelFiles are the Laravel Lang files read: php.json holds the
// framework's validation, authentication, password-reset and pagination
// lines, its error text; json.json holds its starter kits' interface
// (Profile, Two Factor Authentication, Team Settings), 100 KB of words
// more that its errors do not write.
var fwLaravelFiles = []string{"php.json"}

// fwMinMessages is how many messages of a language (its three sources'
// together) must write a word: one message's word is as often a
// product's, a month's or a sample's name as the language's.
var fwMinMessages = 2

// fwMessages returns each language's messages (the code before a
// variant's - or _), from the three sources under src.
func fwMessages(src string) (map[string][]string, error) {
	msgs := map[string][]string{}
	base := func(code string) string {
		code = strings.ToLower(code)
		if i := strings.IndexAny(code, "-_"); i > 0 {
			code = code[:i]
		}
		return code
	}
	yml, err := filepath.Glob(filepath.Join(src, "rails-i18n", "rails", "locale", "*.yml"))
	if err != nil || len(yml) == 0 {
		return nil, fmt.Errorf("no rails-i18n locales under %s (fetch.sh's rails-i18n)", src)
	}
	for _, f := range yml {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		lang := base(strings.TrimSuffix(filepath.Base(f), ".yml"))
		for _, line := range strings.Split(string(b), "\n") {
			if m := fwYAMLValue.FindStringSubmatch(line); m != nil {
				v := strings.Trim(strings.TrimSpace(m[1]), `"'`)
				if v != "" && !strings.HasPrefix(v, "&") && !strings.HasPrefix(v, "*") && !strings.HasPrefix(v, ":") {
					msgs[lang] = append(msgs[lang], v)
				}
			}
		}
	}
	dirs, err := filepath.Glob(filepath.Join(src, "laravel-lang", "locales", "*"))
	if err != nil || len(dirs) == 0 {
		return nil, fmt.Errorf("no Laravel Lang locales under %s (fetch.sh's laravel-lang)", src)
	}
	for _, d := range dirs {
		lang := base(filepath.Base(d))
		for _, name := range fwLaravelFiles {
			b, err := os.ReadFile(filepath.Join(d, name))
			if os.IsNotExist(err) {
				continue
			}
			if err != nil {
				return nil, err
			}
			var m map[string]string
			if err := json.Unmarshal(b, &m); err != nil {
				return nil, fmt.Errorf("%s: %w", filepath.Join(d, name), err)
			}
			for k, v := range m {
				if v != k { // left as the key writes it: English
					msgs[lang] = append(msgs[lang], v)
				}
			}
		}
	}
	xlf, err := filepath.Glob(filepath.Join(src, "symfony", "Symfony", "Component", "*", "*", "Resources", "translations", "*.xlf"))
	if err != nil {
		return nil, err
	}
	more, _ := filepath.Glob(filepath.Join(src, "symfony", "Symfony", "Component", "*", "Resources", "translations", "*.xlf"))
	xlf = append(xlf, more...)
	if len(xlf) == 0 {
		return nil, fmt.Errorf("no Symfony translations under %s (fetch.sh's symfony)", src)
	}
	for _, f := range xlf {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		parts := strings.Split(strings.TrimSuffix(filepath.Base(f), ".xlf"), ".")
		lang := base(parts[len(parts)-1])
		for _, m := range fwXLIFFTarget.FindAllStringSubmatch(string(b), -1) {
			msgs[lang] = append(msgs[lang], m[1])
		}
	}
	return msgs, nil
}

// fwWords returns fwwords.fuse's words and a line of counts.
func fwWords(src string) (map[string]bool, string, error) {
	msgs, err := fwMessages(src)
	if err != nil {
		return nil, "", err
	}
	var langs []string
	for l := range msgs {
		if !mwUnspaced[l] && !mwSyllabic[l] && l != "en" {
			langs = append(langs, l)
		}
	}
	sort.Strings(langs)
	// df: per language, the messages that write each word
	df := map[string]map[string]int{}
	for _, l := range langs {
		df[l] = map[string]int{}
		for _, m := range msgs[l] {
			for _, w := range mwMessageWords(fwPlaceholder.ReplaceAllString(m, " ")) {
				df[l][w]++
			}
		}
	}
	cands, all := unknownCandidates(langs, df, fwMinMessages, words.KnownBesidesFrameworks)
	// left: why a candidate is left out ("" it may be taken)
	left, err := namesOrSpecial(src, all)
	if err != nil {
		return nil, "", err
	}
	out := map[string]bool{}
	var counts []string
	for _, l := range langs {
		taken, nNames, special := 0, 0, 0
		for _, w := range cands[l] {
			switch left[w] {
			case "name":
				nNames++
				continue
			case "special":
				special++
				continue
			}
			if !out[w] {
				taken++
			}
			out[w] = true
		}
		if len(cands[l]) > 0 {
			counts = append(counts, fmt.Sprintf("%s %d (%d names, %d special)", l, taken, nNames, special))
		}
	}
	return out, fmt.Sprintf("fwwords.fuse: %d words of %d languages' framework catalogues: %s", len(out), len(langs), strings.Join(counts, "; ")), nil
}

// fwWordsNotice is fwwords.LICENSE: the sources and their MIT notices.
func fwWordsNotice() string {
	return "fwwords.fuse holds hashes of the words of three web frameworks' translations of their messages\n" +
		"(knowgen's fwwords.go). No text of them is kept: a word's 16-bit fingerprint only.\n\n" +
		"rails-i18n (github.com/svenfuchs/rails-i18n at " + fwRailsRev + ", rails/locale/*.yml):\n" +
		"MIT License, Copyright (c) 2008-2012 Sven Fuchs and contributors.\n\n" +
		"Laravel Lang (github.com/Laravel-Lang/lang at " + fwLaravelRev + ", locales/*/php.json and\n" +
		"json.json): MIT License, Copyright (c) 2013-2026 Laravel Lang Team.\n\n" +
		"Symfony's Validator, Security Core and Form translations (Debian 12's php-symfony-validator,\n" +
		"php-symfony-security-core and php-symfony-form " + fwSymfonyVersion + ",\n" +
		"Resources/translations/*.xlf): Expat (MIT) License, Copyright (c) 2004-2023 Fabien Potencier.\n\n" +
		"Each: Permission is hereby granted, free of charge, to any person obtaining a copy of this software\n" +
		"and associated documentation files (the \"Software\"), to deal in the Software without restriction,\n" +
		"including without limitation the rights to use, copy, modify, merge, publish, distribute,\n" +
		"sublicense, and/or sell copies of the Software, and to permit persons to whom the Software is\n" +
		"furnished to do so, subject to the following conditions:\n\n" +
		"The above copyright notice and this permission notice shall be included in all copies or\n" +
		"substantial portions of the Software.\n\n" +
		"THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT\n" +
		"NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND\n" +
		"NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES\n" +
		"OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN\n" +
		"CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.\n"
}
