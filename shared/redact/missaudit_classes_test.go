package redact

import (
	"regexp"
	"sort"
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// The miss audit's classifiers (TestMissAudit, missaudit_test.go): what
// the redactor's knowledge says of a missed value's words, where the value
// stands, its script and shape, and what a changed benign text lost.
// Tested in missaudit_classify_test.go.

// classifyMiss tells, for a value that came through its carrier, what the
// redactor knows of its words, whether it masks the value where a key
// names it (the probe), and the value's script, shape and position.
func classifyMiss(r *Redactor, carrier, value string) map[string]string {
	cls := map[string]string{}
	know, by := valueKnowledge(value)
	cls["miss: knowledge"] = know
	if by != "" {
		cls["miss: known by"] = by
	}
	cls["miss: probe"] = keyedProbe(r, value)
	// a special category's word (the lexicon, ICD-10's titles): the
	// health and belief values are phrases of known words, which only
	// these lists tell from the text's
	cls["miss: special-category word"] = "none"
	for _, w := range letterWords(value) {
		lw := lowerWord(w)
		if _, ok := wordlist.Special(lw); ok || moreSpecial(lw) || healthWord(lw) || handSpecial(lw) {
			cls["miss: special-category word"] = "holds one"
			break
		}
	}
	cls["miss: knowledge x probe"] = know + "|" + cls["miss: probe"]
	vs := textScript(value)
	cls["miss: script"] = vs
	rest := textScript(strings.Replace(carrier, value, " ", 1))
	same := "carrier same script"
	if vs == "none" {
		same = "no letters"
	} else if rest != vs {
		same = "carrier in " + rest
	}
	cls["miss: script x carrier"] = vs + "|" + same
	cls["miss: shape"] = valueShape(value)
	cls["miss: shape x knowledge"] = cls["miss: shape"] + "|" + know
	pos, key := valuePosition(carrier, value)
	cls["miss: position"] = pos
	if key != "" {
		cls["miss: key class"] = auditKeyClass(key)
	}
	if pos == "in prose" || pos == "quoted" {
		cls["miss: word before (prose)"] = auditWordBefore(carrier, value)
	}
	cls["miss: serialisation"] = auditSerialisation(carrier)
	return cls
}

// keyedProbe reports whether the redactor masks the value when a key that
// plainly names a person's value stands before it: "masked when keyed"
// means the value would go in a recognised position (the carrier's
// position is the gap), "kept even keyed" that knowledge or a keep-rule
// holds it whatever the position.
func keyedProbe(r *Redactor, v string) string {
	for _, f := range []string{"user=%s", `{"name": "%s"}`} {
		in := strings.Replace(f, "%s", v, 1)
		if o, err := r.String(in); err == nil && !leaked(o, v) {
			return "masked when keyed"
		}
	}
	return "kept even keyed"
}

// letterWords are the runs of letters (and their marks) in s.
func letterWords(s string) []string {
	return strings.FieldsFunc(s, func(c rune) bool { return !unicode.IsLetter(c) && !unicode.IsMark(c) })
}

// valueKnowledge is "no words" (no letter in the value), "all known" when
// every word is known to the redactor, else "unknown word"; with the
// predicates that knew its words, +-joined. A word of one letter is too
// short to judge and left out.
func valueKnowledge(v string) (string, string) {
	ws := letterWords(v)
	if len(ws) == 0 {
		return "no words", ""
	}
	seen := map[string]bool{}
	var by []string
	all := true
	for _, w := range ws {
		p := whyKnown(w)
		if p == "one letter" {
			continue // too short to judge: wulan.p, M-2024-A
		}
		if p == "" {
			all = false
			p = "unknown"
		}
		if !seen[p] {
			seen[p] = true
			by = append(by, p)
		}
	}
	sort.Strings(by)
	if len(by) == 0 {
		return "no words", ""
	}
	if all {
		return "all known", strings.Join(by, "+")
	}
	return "unknown word", strings.Join(by, "+")
}

// whyKnown names the first predicate of the redactor's knowledge that
// holds w (in knownWord's order, then the code words, the segmentations
// and the scripts' own lists), or "" for a word no knowledge holds. A
// known word that the names data holds too is marked "+names data".
func whyKnown(w string) string {
	lw := lowerWord(w)
	p := ""
	switch {
	case len([]rune(w)) < 2:
		return "one letter"
	case wordlist.Template(lw):
		p = "catalogue"
	case wordlist.Tech(lw):
		p = "tech"
	case wordlist.Code(lw):
		p = "code"
	case wordlist.ManPage(lw) || wordlist.SystemName(lw):
		p = "system"
	case wordlist.Acronym(w):
		p = "acronym"
	case !wordlist.CompoundSurname(lw) && wordlist.Known(lw):
		p = "dictionary"
	case derived(lw):
		p = "derived"
	case wordlist.Noun(w):
		p = "noun"
	case productName(lw) || wordlist.Brand(lw) || wordlist.SoftwareName(lw):
		p = "brand"
	case serviceParts[lw] || wordIn(thingNouns, lw) || stopWords[lw] || tzArea(lw) || shellTerm(lw):
		p = "keep list"
	case knownForm(w, lw):
		p = "inflected form"
	case codeWord(lw) || wordlist.GoPort(lw):
		p = "code word"
	case segmented(lw) || segmentedWords(lw):
		p = "segmented"
	case wordlist.KnownCJK(w) || wordlist.HangulWord(w) || wordlist.ThaiPart(w) || wordlist.LaterEntry(w):
		p = "script dictionary"
	}
	if p != "" && (givenNameData(lw) || surnameData(lw)) {
		p += "+names data"
	}
	return p
}

// scriptNames name the scripts of scripts.go as the audit prints them.
var scriptNames = map[script]string{latin: "latin", cyrillic: "cyrillic", greek: "greek", arabic: "arabic", hebrew: "hebrew",
	cjk: "cjk", hangul: "hangul", thai: "thai", indic: "indic", otherScript: "other"}

// textScript is the script most of s's letters are in, "none" when s has
// no letter.
func textScript(s string) string {
	n := map[script]int{}
	for _, c := range s {
		if unicode.IsLetter(c) {
			n[scriptOf(c)]++
		}
	}
	best, most := "none", 0
	for sc, k := range n {
		if k > most || k == most && scriptNames[sc] < best {
			best, most = scriptNames[sc], k
		}
	}
	return best
}

// valueShape is the value's shape: digits only (with separators), digits
// and letters, one word, several words, or symbols.
func valueShape(v string) string {
	letters, digits, spaces, other := 0, 0, 0, 0
	for _, c := range v {
		switch {
		case unicode.IsLetter(c) || unicode.IsMark(c):
			letters++
		case unicode.IsDigit(c):
			digits++
		case unicode.IsSpace(c):
			spaces++
		default:
			other++
		}
	}
	switch {
	case letters == 0 && digits > 0:
		return "digits only"
	case letters > 0 && digits > 0:
		return "digits+letters"
	case letters == 0:
		return "symbols"
	case spaces > 0:
		return "several words"
	case other > 0:
		return "one word, joined" // wulan.p, quiet-river, o'neil
	}
	return "one word"
}

var (
	auditKeyEq    = regexp.MustCompile(`([\p{L}\p{N}_.\-]+)["']?\s*=\s*["']?$`)
	auditKeyColon = regexp.MustCompile(`([\p{L}\p{N}_.\-]+)["']?\s*[:：]\s*["'«“„]?$`)
)

// valuePosition says where the value stands in its carrier: after key=,
// after key:, quoted, in a path or URL, in prose, or not verbatim
// (encoded); with the key where there is one.
func valuePosition(carrier, v string) (string, string) {
	i := strings.Index(carrier, v)
	if i < 0 {
		return "not verbatim", ""
	}
	before := carrier[:i]
	if m := auditKeyEq.FindStringSubmatch(before); m != nil {
		return "after key=", m[1]
	}
	if m := auditKeyColon.FindStringSubmatch(before); m != nil {
		return "after key:", m[1]
	}
	// the whitespace-delimited field around the value
	a := strings.LastIndexAny(before, " \t\n") + 1
	b := i + len(v)
	if j := strings.IndexAny(carrier[b:], " \t\n"); j >= 0 {
		b += j
	} else {
		b = len(carrier)
	}
	field := carrier[a:b]
	if strings.Contains(field, "://") || strings.ContainsAny(strings.Replace(field, v, "", 1), `/\`) || strings.Contains(field, "@") && !strings.Contains(v, "@") {
		return "in path/URL/address", ""
	}
	if before != "" {
		switch last := []rune(before)[len([]rune(before))-1]; {
		case strings.ContainsRune("'\"`«»“”„‘’「『【[(<", last):
			return "quoted", ""
		}
	}
	return "in prose", ""
}

// keyClass is what the redactor's knowledge says of a key: a person's
// name, other personal data, a credential or identifier label, a text
// key, a known word, or an unknown key.
func auditKeyClass(k string) string {
	lk := strings.ToLower(strings.NewReplacer("_", "", "-", "", ".", "").Replace(k))
	if c := wordlist.FieldKey(lk); c != "" {
		return "field key: " + c
	}
	switch {
	case wordlist.PasswordKey(lk):
		return "password key"
	case wordlist.IDLabel(lk) || wordlist.AccountLabel(lk):
		return "id/account label"
	case wordlist.TextKey(lk):
		return "text key"
	}
	for _, w := range letterWords(k) {
		if whyKnown(w) == "" {
			return "unknown key"
		}
	}
	return "known word key"
}

// auditWordBefore says what the redactor knows of the word of letters just
// before the value, where the value stands in prose: a label of a
// person's field (FieldKey's class, an id, account or password label), a
// word for a person (user, customer, Kunde), another known word, an
// unknown one, or none.
func auditWordBefore(carrier, v string) string {
	i := strings.Index(carrier, v)
	if i < 0 {
		return "none"
	}
	ws := letterWords(carrier[:i])
	if len(ws) == 0 {
		return "none"
	}
	w := ws[len(ws)-1]
	lw := strings.ToLower(w)
	switch c := wordlist.FieldKey(lw); {
	case c != "":
		return "field label: " + c
	case wordlist.IDLabel(lw) || wordlist.AccountLabel(lw) || wordlist.PasswordKey(lw):
		return "id/account/password label"
	case wordlist.PersonNounWord(lw):
		return "word for a person"
	case whyKnown(w) != "":
		return "other known word"
	}
	return "unknown word"
}

// serialisation names the carrier's format: JSON, XML, YAML, a
// language's repr or tuple, key=value pairs, or plain text.
func auditSerialisation(c string) string {
	tc := strings.TrimSpace(c)
	switch {
	case strings.Contains(tc, `":`) || strings.Contains(tc, `": `):
		return "json"
	case strings.Contains(tc, "</") || strings.Contains(tc, "/>"):
		return "xml"
	case strings.Contains(tc, "{'") || strings.Contains(tc, "('") || strings.Contains(tc, "=>"):
		return "repr/tuple"
	case auditYAMLLine.MatchString(tc) && strings.Contains(tc, "\n"):
		return "yaml"
	case auditKVPair.MatchString(tc):
		return "k=v"
	}
	return "text"
}

var (
	auditYAMLLine = regexp.MustCompile(`(?m)^\s*-?\s*[\w.-]+:\s+\S`)
	auditKVPair   = regexp.MustCompile(`[\p{L}\p{N}_.-]+=\S`)
)

// benignLanguage is the language of a benign row's class: lang/source,
// ecosystem-lang, or the class itself.
func benignLanguage(c string) string {
	if i := strings.Index(c, "/"); i > 0 {
		return c[:i]
	}
	if i := strings.LastIndex(c, "-"); i >= 0 {
		return c[i+1:]
	}
	return c
}

var auditPlaceholder = regexp.MustCompile(`\[[A-Za-z_]+\]|<[a-z]+>`)

// newPlaceholders are the placeholders the redaction wrote: those of the
// output beyond the ones the text held.
func newPlaceholders(in, out string) []string {
	had := counts{}
	for _, p := range auditPlaceholder.FindAllString(in, -1) {
		had[p]++
	}
	var ps []string
	for _, p := range auditPlaceholder.FindAllString(out, -1) {
		if had[p] > 0 {
			had[p]--
			continue
		}
		ps = append(ps, p)
	}
	return ps
}

// maskedFields are the text's whitespace-delimited fields that the output
// no longer holds, trimmed of their punctuation.
func maskedFields(in, out string) []string {
	var ms []string
	for _, f := range strings.Fields(in) {
		f = strings.TrimFunc(f, func(c rune) bool { return unicode.IsPunct(c) || unicode.IsSymbol(c) })
		if f != "" && !strings.Contains(out, f) {
			ms = append(ms, f)
		}
	}
	return ms
}

// classifyMasked says of a masked field whether the words the output
// lost (those of two letters or more that no longer stand in it as
// words) hold one no knowledge holds (a coverage gap, with its script),
// only known words (a position rule masked them, with the predicate that
// knew the first), or none (a number or code masked by its shape).
func classifyMasked(f, out string) (kind, by, sc string) {
	kept := map[string]bool{}
	for _, w := range letterWords(out) {
		kept[w] = true
	}
	var lost []string
	for _, w := range letterWords(f) {
		if !kept[w] && len([]rune(w)) > 1 {
			lost = append(lost, w)
		}
	}
	if len(lost) == 0 {
		return "no letters", "", "none"
	}
	for _, w := range lost {
		if whyKnown(w) == "" {
			return "unknown word", "", textScript(w)
		}
	}
	return "known, masked by position", whyKnown(lost[0]), textScript(lost[0])
}
