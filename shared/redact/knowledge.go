// What the redactor knows to be safe. A word in a value passes only when it
// is known: a word of a language error text comes in, a word of the
// frameworks' own message catalogues, a technical or product term, a part of
// the event's own code, or a recognised identifier. Everything else in a
// value position is a value, whatever its shape: shape cannot tell
// actor=scheduler from actor=mkaraoglu, knowledge can.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// knownWord reports whether w, one word of letters in any case, is known
// to be safe: a dictionary word of a supported language (a German noun in
// its capitalised form too), a catalogue word, a technical term, or a form
// of one (inflected, compounded, segmented).
func knownWord(w string) bool {
	// várakozás válaszra…: a word's form before an ellipsis is asked
	// in its forms too, as knownAsWritten asks the word
	if t := trimMarks(w); len(t) < len(w) {
		return t != "" && knownWord(t)
	}
	return knownAsWritten(w) || w != "" && knownForm(w, lowerWord(w)) || turkicCapitals(w)
}

// turkicCapitals reports a word written with a capital I that is known
// once that I is read as Turkish and Azerbaijani write it, the capital of
// dotless ı (SIRA: sıra, KAYIT: kayıt): strings.ToLower reads every I as
// i, which leaves those words unknown in capitals, as their constants,
// codes and shouted messages write them. A word the names data holds so
// read stays unknown (AYDIN) unless the catalogues write it.
func turkicCapitals(w string) bool {
	if indexByte(w, 'I') < 0 {
		return false
	}
	t := strings.ToLower(strings.ReplaceAll(w, "I", "ı"))
	// AYDIN, YILDIZ: a family's name in capitals as forms and lists
	// write them, though Turkish has the word too
	return wordlist.Template(t) || !givenNameData(t) && !surnameData(t) && (knownAsWritten(t) || knownForm(t, t))
}

// knownAsWritten is knownWord without the inflected and compounded forms:
// where a value stands as one word (a repository's owner), a compound of
// known words (starlingcode) is somebody's choice of name, not a word of
// the text's language.
func knownAsWritten(w string) bool {
	if w == "" {
		return true
	}
	// Intel®, Xeon™: a registered or trade mark is a product's, and the
	// word it marks is judged; so is a word before an ellipsis (je
	// continue…, loading…)
	if t := trimMarks(w); len(t) < len(w) {
		return t != "" && knownAsWritten(t)
	}
	lw := lowerWord(w)
	// www-data, systemd-network, plugdev: a system account or group a
	// package creates, no person's login; xargs, mandb: a program of the
	// base system
	if wordlist.Template(lw) || wordlist.Tech(lw) || wordlist.Code(lw) || wordlist.ManPage(lw) || wordlist.Acronym(w) || wordlist.SystemName(lw) {
		return true
	}
	// Feldmann, Sommerfeld: a family's name that splits into German
	// words (Feld|mann) is no compound noun; a noun that is a name too
	// (Zimmermann, Winter) is an entry of the dictionary
	compoundName := wordlist.CompoundSurname(lw)
	if !compoundName && wordlist.Known(lw) || derived(lw) {
		return true
	}
	if r, _ := decodeRune(w); !compoundName && upperRune(r) && wordlist.Noun(w) {
		return true
	}
	return productName(lw) || serviceParts[lw] || wordIn(thingNouns, lw) || stopWords[lw] || tzArea(lw) || shellTerm(lw)
}

// trimMarks is w without the trade mark signs (®, ™, ℠) and the
// ellipsis after it.
func trimMarks(w string) string {
	for {
		switch {
		case hasSuffix(w, "…"):
			w = w[:len(w)-len("…")]
		case hasSuffix(w, "®"):
			w = w[:len(w)-len("®")]
		case hasSuffix(w, "™"):
			w = w[:len(w)-len("™")]
		case hasSuffix(w, "℠"):
			w = w[:len(w)-len("℠")]
		default:
			return w
		}
	}
}

// lowerWord is w in lower case, without a copy when it already is.
func lowerWord(w string) string {
	if isLowerWord(w) {
		return w
	}
	return strings.ToLower(w)
}

// tzArea reports an area of the time zone database in lower case (europe
// in europe-west1, a cloud's region).
func tzArea(lw string) bool {
	for _, a := range tzAreas {
		if len(a) == len(lw)+1 && strings.EqualFold(a[:len(lw)], lw) {
			return true
		}
	}
	return false
}

// knownCompound reports whether every part of a compound token (snake_case,
// camelCase, kebab-case, dotted, a path, a file name) is known. Parts of one
// or two letters, digits and hex runs carry no name; a part of three letters
// passes unless it is a common given name (ana, eva); a longer part must be
// known. A person's name among code words is a program's name (bert-base);
// beside another name it is a person's (olivia_martin).
func knownCompound(tok string) bool {
	// a file extension is the file's kind, not a value
	ext := false
	if k := lastIndexByte(tok, '.'); k > 0 && fileKind(strings.ToLower(tok[k+1:])) {
		tok, ext = tok[:k], true
	}
	// a PostgreSQL constraint's default name: its table and columns and
	// the kind's suffix (order_items_product_id_fkey, …_excl)
	for _, suf := range []string{"_fkey", "_excl"} {
		if len(tok) > len(suf) && strings.EqualFold(tok[len(tok)-len(suf):], suf) {
			tok = tok[:len(tok)-len(suf)]
			break
		}
	}
	// a part that is a person's name makes the compound a person's when
	// another part is a name too (olivia_martin) or it stands alone; beside
	// only code words it is a program's name (bert-base, grace-period)
	ok, persons, parts, words, nameish, marked := true, 0, 0, 0, 0, 0
	eachPart(tok, func(p string) bool {
		parts++
		lp := strings.ToLower(p)
		if runeCount(p) >= 4 && personName(p) {
			persons++
			return true
		}
		// the code words a name may stand among: an initial or a
		// number beside a name (ravi.k, olena99) is a login's, no program's
		if runeCount(p) >= 2 && countDigits(p) == 0 {
			words++
		}
		// a part that names a program's role (worker, client, mailer) is
		// the thing's, though the names data holds it too (Worker, Client)
		if runeCount(p) >= 3 && (givenNameData(lp) || surnameData(lp)) && !wordIn(thingNouns, lp) {
			nameish++
		}
		if !knownPart(p) {
			// codigo_almacen, CotacaoService: a word written without
			// its marks, beside the compound's other parts (marks.go)
			if markedKnown(lp) {
				marked++
			} else {
				ok = false
			}
		}
		return ok
	})
	return ok && (persons == 0 || words > 0 && nameish == 0) && (marked == 0 || parts >= 2 || ext)
}

// knownPart judges one part of a compound.
func knownPart(p string) bool {
	n := runeCount(p)
	switch {
	case n <= 2:
		return true
	case n == 3:
		return !givenName(strings.ToLower(p))
	}
	lp := strings.ToLower(p)
	if personName(p) {
		return false
	}
	// a library's name before a glued name's segments: the archive
	// attests it (fribidi, no fri|bidi)
	if knownWord(p) || fhsDir(lp) || libraryName(lp) {
		return true
	}
	if nameSegments(lp) {
		return false
	}
	if segmentedWords(lp) || runCommands(lp) {
		return true
	}
	// an acronym in capitals (HTTP, SQLSTATE) is code
	if allUpperLetters(p) && n <= 5 {
		return true
	}
	return false
}

// runCommands reports a run-commands file's name: a program's name or a
// code word and "rc" (toprc, npmrc, pidrc), the Unix convention for a
// program's start-up file.
func runCommands(lp string) bool {
	b, ok := cutSuffix(lp, "rc")
	// a file's two-letter extension too (index.db|rc, output.tar.gz|rc:
	// procps's "~/.%src" filled with a path): a media type's, or a term
	// the catalogues and the technical vocabulary both hold
	short := len(b) == 2 && (wordlist.Extension(b) || wordlist.Tech(b) && wordlist.Template(b))
	return ok && (len(b) >= 3 || short) && isLowerWord(b) && !givenNameData(b) && !surnameData(b) && (short || wordlist.Tech(b) || wordlist.Code(b)) && !nameSegments(b)
}

// libraryName reports a library's own name, which Debian packages as "lib"
// and the name (Debian Policy 8.1: libksba8, libxtst6, libtirpc3, whose
// parts tech.fuse holds as libksba, libxtst, libtirpc): in a compound
// beside other parts (ksba.tirpc_glapi) the name without "lib" is the
// library's as the package's is. A name the names data holds is left out,
// as tech.fuse leaves it out of a package's parts.
func libraryName(lp string) bool {
	return len(lp) >= 4 && len(lp) <= 24 && isLowerWord(lp) && !givenNameData(lp) && !surnameData(lp) && wordlist.Tech("lib"+lp)
}

// fhsDir reports the directory names the Filesystem Hierarchy Standard
// (3.0) defines, which no dictionary holds (/usr/sbin, /var/lib, /etc/opt).
func fhsDir(w string) bool {
	switch w {
	case "sbin", "lib32", "lib64", "libx32", "libexec", "srv", "mnt", "proc", "sys", "dev", "tmp", "opt", "etc", "usr",
		"var", "spool", "run", "boot", "include", "src", "cache", "lost+found":
		return true
	}
	return false
}

// eachPart calls f with each run of letters of tok, split on everything that
// is not a letter and at case changes (camelCase, HTTPServer); f returns
// false to stop.
func eachPart(tok string, f func(string) bool) {
	start := -1
	prevLower, prevUpper := false, false
	prevScript := latin
	emit := func(a, b int) bool {
		if a >= 0 && b > a {
			return f(tok[a:b])
		}
		return true
	}
	for i := 0; i < len(tok); {
		r, n := decodeRune(tok[i:])
		if !letterRune(r) {
			if !emit(start, i) {
				return
			}
			start, prevLower, prevUpper = -1, false, false
			i += n
			// a line break or tab written as an escape (a YAML or JSON
			// value quoted in a message: ReportJob\nreport_id) separates
			// words; its letter is no part of the next one
			if r == '\\' && i+1 < len(tok) && (tok[i] == 'n' || tok[i] == 't' || tok[i] == 'r') && i >= 2 && letterRune(rune(tok[i-2])) {
				i++
			}
			continue
		}
		up := upperRune(r)
		sc := wordScript(r)
		if start >= 0 && sc != prevScript {
			// GPL互換, invoice_linesは: a word of a script written without
			// spaces glued to a Latin one is another word
			if !emit(start, i) {
				return
			}
			start, prevLower, prevUpper = i, false, false
		}
		prevScript = sc
		if start >= 0 {
			// fooBar splits before B; HTTPServer splits before S
			if up && prevLower {
				if !emit(start, i) {
					return
				}
				start = i
			} else if !up && prevUpper && i-start > 1 {
				// the last capital of a run begins the next word
				k := i - 1
				for k > start && !utf8.RuneStart(tok[k]) {
					k--
				}
				if k > start {
					if !emit(start, k) {
						return
					}
					start = k
				}
			}
		} else {
			start = i
		}
		prevLower, prevUpper = !up, up
		i += n
	}
	emit(start, len(tok))
}

// wordScript tells the scripts written without spaces (Han and kana,
// Hangul) from the others, as eachPart splits words.
func wordScript(r rune) script {
	if r < utf8.RuneSelf {
		return latin
	}
	if sc := scriptOf(r); sc == cjk || sc == hangul {
		return sc
	}
	return latin
}

// isLowerWord reports a word with no capital and no non-ASCII byte. Not
// inlined: some 20 sites call it, and their copies cost the bootstrap.
//
//go:noinline
func isLowerWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; c >= 'A' && c <= 'Z' || c >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

func allUpperLetters(p string) bool {
	for _, r := range p {
		if !upperRune(r) {
			return false
		}
	}
	return true
}

func allLettersOrDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLetter(s[i]) && !isDigit(s[i]) {
			return false
		}
	}
	return true
}

// hostName reports a URL, a host name or an address: infrastructure is
// kept by policy (the strong detectors take credentials, personal devices
// and public addresses out of it first).
func hostName(tok string) bool {
	if k := indexByte(tok, '%'); k > 0 && strings.Count(tok, ":") >= 2 {
		tok = tok[:k] // fe80::1%eth0: an address and its zone
	}
	return contains(tok, "://") || hostOrAddress(tok)
}

// hostPort reports a host's single-label name of hyphened parts and its
// port (koha-opac:210, cache-il-02:6379): a host, kept by policy as a
// dotted name is, unless a part is a name of the names data.
func hostPort(tok string) bool {
	k := lastIndexByte(tok, ':')
	if k < 3 || len(tok)-k-1 < 2 || len(tok)-k-1 > 5 || countDigits(tok[k+1:]) != len(tok)-k-1 || !contains(tok[:k], "-") {
		return false
	}
	h := tok[:k]
	if strings.Trim(h, "abcdefghijklmnopqrstuvwxyz0123456789-") != "" || h[0] == '-' || h[len(h)-1] == '-' || contains(h, "--") {
		return false
	}
	for _, p := range strings.Split(h, "-") {
		if personNameData(p) {
			return false // olivia-martin:5432: somebody's name
		}
	}
	return true
}

// strictWord reports a word the generated knowledge holds at a low false
// positive rate (dictionaries, catalogues, technical terms): what a
// segmentation may build on, where every extra lookup is another chance of
// a false positive.
func strictWord(w string) bool {
	return wordlist.Known(w) || wordlist.Template(w) || wordlist.Tech(w) || wordlist.Code(w)
}

// codeWord reports a word programs are written in: English (at a low false
// positive rate), the error vocabulary, a technical term. Code written
// together (maxmemory, signedint) is English; the short words of every
// language would split any name.
func codeWord(w string) bool {
	return wordlist.Tech(w) || wordlist.Code(w) || wordlist.Known(w) && (wordlist.ErrorWord(w) || wordlist.Common(w))
}

// unknownWord reports a word no knowledge holds: no language's word, no
// code's or error message's and no compound of code words. Where only a
// person stands, such a word is the person's (bylogins.go, lowernames.go).
// A Go port (GOOS=darwin) is code's, though the names data holds it.
func unknownWord(w string) bool {
	return !knownWord(w) && !codeWord(w) && !wordlist.GoPort(w) && !segmented(w)
}

// segmentWord reports a word segmentedWords may split a word into: a code
// word, or a dictionary's word of six letters or more that is no name
// (netwerk|pad, gestoppt|en, delimitator|ul: a language's compounds and
// endings, which the English of code words splits only into short tokens).
// Shorter dictionary words would split a login as short tokens do.
func segmentWord(p string) bool {
	return codeWord(p) || len(p) >= 6 && wordlist.Known(p) && !givenNameData(p) && !surnameData(p)
}

// maxSegmented is the longest word segmentation looks into.
const maxSegmented = 32

// segmented reports whether w, a lower-case ASCII word that no list holds
// as a whole, is written of known words without separators (maxmemory,
// signedint, tfstate): code written together. It is not when the words read
// as a person's name (johnsmith, jsmith: an initial and a surname).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func segmented(w string) bool { return segmentedOf(w, codeWord) }

// segmentedWords is segmented where a part may be a language's word too
// (segmentWord: netwerk|pad, gestoppt|en): a word of the text, not
// necessarily code. Where the question is "is this code" (a password's
// parts), segmented asks code words alone: a passphrase is a language's
// words written together (sceltaArrivo7182).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func segmentedWords(w string) bool { return segmentedOf(w, segmentWord) }

func segmentedOf(w string, part func(string) bool) bool {
	n := len(w)
	if n < 6 || n > maxSegmented || !isLowerWord(w) || nameSegments(w) {
		return false
	}
	// parts[k][i]: the fewest known words w[:i] splits into with k of
	// them of two or three letters (0: none); long[k][i]: one of them has
	// four letters or more (eld+win is no code). One short word at most
	// (tf|state, db|name, warm|up): the vocabularies hold short tokens by
	// the thousand, with two of which any login splits (oa|vali|ani,
	// pn|abab|an).
	var parts [2][maxSegmented + 1]uint8
	var long [2][maxSegmented + 1]bool
	parts[0][0] = 1
	for i := 2; i <= n; i++ {
		for a := max(0, i-15); a <= i-2; a++ {
			short := i-a <= 3
			// two letters only first or last (tfstate, warmup)
			if parts[0][a] == 0 && (short || parts[1][a] == 0) || i-a == 2 && a != 0 && i != n || !part(w[a:i]) {
				continue
			}
			for k := 0; k < 2; k++ {
				k2 := k
				if short {
					k2++
				}
				if k2 > 1 || parts[k][a] == 0 || parts[k][a] > 3 {
					continue
				}
				if p := parts[k][a] + 1; parts[k2][i] == 0 || p < parts[k2][i] || p == parts[k2][i] && !long[k2][i] {
					parts[k2][i] = p
					long[k2][i] = long[k][a] || i-a >= 4
				}
			}
		}
	}
	return parts[0][n] != 0 && long[0][n] || parts[1][n] != 0 && long[1][n]
}

// nameSegments reports a word written of a person's name without
// separators: an initial and a surname (jsmith), a given name and a
// surname (oliviamartin, martinolivia).
func nameSegments(w string) bool {
	if len(w) > maxSegmented {
		return false // a name is short; a long run is judged as a whole
	}
	if len(w) >= 4 && wordlist.Surname(w[1:]) && !strictWord(w[1:]) {
		return true
	}
	for k := 3; k <= len(w)-3; k++ {
		a, b := w[:k], w[k:]
		g := func(x string) bool { return wordlist.GivenName(x) || givenName(x) }
		// one of the two is no word: maxmemory is code, markelliott is
		// somebody (names data holds many words as surnames)
		if (g(a) && wordlist.Surname(b) || wordlist.Surname(a) && g(b)) && (!strictWord(a) || !strictWord(b)) {
			return true
		}
	}
	return false
}

// templateWord reports a word of the message catalogues that error text
// is written in, in a language other than English: English prose is judged
// by the error vocabulary (the catalogues' English source strings hold
// everyday words too, and quoted English prose in them is somebody's).
// Common's Bloom filter takes about one word in fifty for English by its
// error (Italian codice): such a catalogue word is its language's
// template word (words.CommonByError), or "codice di migrazione non
// valido" would read as somebody's foreign prose.
func templateWord(lw string) bool {
	return wordlist.Template(lw) && !(asciiWord(lw) && wordlist.Common(lw) && !wordlist.CommonByError(lw))
}

// derived reports an English word made from a known one by a regular
// ending or prefix the dictionaries do not list (tokenizing, minified,
// inequivalent, prefetched): code and its messages coin them freely. Only
// ASCII words of six letters or more, each candidate a dictionary word.
func derived(w string) bool {
	if len(w) >= 4 && len(w) < 6 && isLowerWord(w) {
		// pids, refs: a plural of a short known word
		if b, ok := cutSuffix(w, "s"); ok && (wordlist.Tech(b) || wordlist.Known(b)) {
			return true
		}
	}
	if len(w) < 6 || len(w) > 40 || !isLowerWord(w) {
		return false
	}
	for _, e := range [...]struct{ suf, repl string }{
		{"ing", ""}, {"ing", "e"}, {"ied", "y"}, {"ies", "y"}, {"ed", ""}, {"ed", "e"}, {"er", ""}, {"ers", ""},
		{"es", ""}, {"s", ""}, {"ly", ""}, {"able", ""}, {"able", "e"}, {"ation", "e"}, {"ization", "ize"}, {"ness", ""},
	} {
		if b, ok := cutSuffix(w, e.suf); ok && len(b) >= 3 && wordlist.Known(b+e.repl) {
			return true
		}
	}
	for _, p := range [...]string{"un", "re", "pre", "de", "non", "in", "dis", "sub", "multi", "auto"} {
		if b, ok := cutPrefix(w, p); ok && len(b) >= 4 && wordlist.Known(b) {
			return true
		}
	}
	return britishSpelling(w)
}

// britishSpelling reports a British spelling of a word the dictionaries
// hold in its American spelling (SCOWL's wamerican): not authorised,
// initialised, analysed, colour, behaviour, centre. The regular classes
// of VarCon, SCOWL's own table of spelling variants, are tried: -is- for
// -iz- before the verb's endings and -isation, -yse for -yze, -our for
// -or, -tre for -ter. Each rewritten word must be an entry itself, so a
// name (Louise, Seymour) does not pass by its ending.
func britishSpelling(w string) bool {
	for _, e := range [...]struct{ suf, repl string }{
		{"ise", "ize"}, {"ised", "ized"}, {"ises", "izes"}, {"ising", "izing"}, {"iser", "izer"}, {"isers", "izers"},
		{"isation", "ization"}, {"isations", "izations"}, {"yse", "yze"}, {"ysed", "yzed"}, {"yses", "yzes"}, {"ysing", "yzing"},
		{"our", "or"}, {"ours", "ors"}, {"oured", "ored"}, {"ouring", "oring"}, {"ourite", "orite"}, {"ourites", "orites"},
		{"tre", "ter"}, {"tres", "ters"},
	} {
		if b, ok := cutSuffix(w, e.suf); ok && len(b) >= 3 && wordlist.DictionaryEntry(b+e.repl) {
			return true
		}
	}
	// behaviours, colourful, favouritism: -our- inside the word
	if k := indexStr(w, "our"); k >= 3 && k+3 < len(w) {
		return wordlist.DictionaryEntry(w[:k] + "or" + w[k+3:])
	}
	return false
}

// errWord reports a word of the error vocabulary (Go's and CPython's
// messages), as the dictionaries confirm it: the vocabulary's own filter
// lets one word in a hundred through, a name among them.
func errWord(lw string) bool {
	return wordlist.ErrorWord(lw) && (wordlist.Known(lw) || wordlist.Tech(lw))
}

// codeValue reports a value whose every part is known code and none a
// person's name (orjson, markupsafe.filters, soft_unicode).
func codeValue(v string) bool {
	ok := v != ""
	eachPart(v, func(p string) bool {
		ok = !personName(p) && (runeCount(p) <= 3 || strictWord(strings.ToLower(p)))
		return ok
	})
	return ok
}

// fileKind reports a file name's extension: one the file rules list, or a
// short one that names no one (olivia.shael's "shael" is a name).
func fileKind(ext string) bool {
	if ext == "" || !allLettersOrDigits(ext) {
		return false
	}
	return fileExts[ext] || fileExtension(ext) || wordlist.Extension(ext)
}
