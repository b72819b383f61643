package redact

import (
	"context"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/fold"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// Text is free text that came from an error event: it has passed the
// redactor, but it was written by strangers and must be presented to a model
// as untrusted, quoted data. The type is the mark the tool layer fences on.
type Text string

// MaxInput is the longest value the redactor accepts. A longer value is
// refused rather than cut, because cutting before redaction could split a
// secret so that no pattern matches it.
const MaxInput = 256 << 10

// Placeholders used in place of what was removed. They name the class so a
// reader still understands the message.
const (
	phEmail    = "[email]"
	phIP       = "[ip]"
	phJWT      = "[jwt]"
	phCred     = "[credential]"
	phSecret   = "[secret]"
	phKey      = "[private-key]"
	phCard     = "[card]"
	phQuery    = "?[query]"
	phToken    = "[glitchtip-token]"
	phUser     = "[userinfo]"
	phRedacted = "[redacted]"
	phNumber   = "[number]"
	phPhone    = "[phone]"
	phName     = "[name]"
	phAddress  = "[address]"
	phIBAN     = "[iban]"
	phNatID    = "[national-id]"
	phMAC      = "[mac]"
	phGeo      = "[location]"
	phPathUser = "[user]"
	phHost     = "[internal-host]"
	phWebhook  = "[webhook]"
	phEncoded  = "[encoded-secret]"
)

// scan is one value under detection: the text, the spans found so far and
// the identifier spans that the default-deny rules must leave alone.
type scan struct {
	s     string
	lower string
	out   []span
	prot  []span
	depth int
	// label: a name of a thing, which no word rule judges
	label bool
	// code: the words of the event's own code (WithCode)
	code codeSet
	// lone, loneIs: the last word loneCompound judged and its answer: a
	// hostile text repeats one value down its length
	lone   string
	loneIs bool
	// stop ends the scan early when the call's redaction budget or the
	// request is over; nil never stops
	stop *stopper
	// protIdx indexes prot once the identifiers are known
	protIdx  index
	protDone bool
	// wordFrom is where the word rules' spans start in out
	wordFrom int
	// keys are the text's own keys (ownKey), found on first use
	keys map[string]bool
	// grams indexes lower's pairs of bytes for anyOf, on first use
	grams *grams
	// small is grams for a short text, kept here (grams.go)
	small smallGrams
	// runs are the text's runs of token characters (tokenRuns), found on
	// first use
	runs     [][]int
	runsDone bool
	// joined: the text's lines joined back (joinedSpans)
	joined bool
	// own holds the parts of the code names the text itself writes
	// (ownCode), found on first use
	own     codeSet
	ownDone bool
	// digitFacts are the text's digit runs (scanfacts.go), on first use
	digitFacts digitFacts
	// tech are the text's technical values (techIDs), on first use
	tech     []techSpan
	techDone bool
	// tagalog: the text carries two of Tagalog's grammatical words
	// (tagalogText), found on first use
	tagalog, tagalogDone bool
}

// strong detectors run first, identifiers are recognised next, default-deny
// rules last. Each appends spans; none changes the text.
var (
	strong []func(*scan)
	weak   = []func(*scan){detectDigitRuns, detectEntropy}
)

// init breaks the initialisation cycle: detectBase64 redacts the text it
// decodes with the same detectors.
func init() {
	strong = []func(*scan){
		detectPEM, detectURLs, detectPathTokens, detectOAuthParams, detectDSNs, detectAuthSchemes, detectJWT, detectVendor, detectSuffixedKeys, detectAWS,
		detectKeyed, detectSecretKeyValues, detectXMLElements, detectKeywordValues, detectEmail, detectIPs, detectMAC, detectGeo,
		detectIBAN, detectNationalIDs, detectDatedIDs, detectPhones,
		detectPaths, detectHosts, detectCards, detectBase64, detectCLICredentials, detectMnemonic, detectPhraseRuns, detectInvalidQuoted, detectNearKeys, detectAddressQuoted, detectLocalizedPasswords, detectPasswordWordForms, detectPasswordLabels, detectOpenCodes, detectScriptArgs, detectCallCredentials,
		detectPasswordHashes, detectCodeAssigned, detectRandomPrintable, detectNameValuePairs, detectGotValues, detectBloodType, detectDatabaseErrors, detectUPI, detectPgpass, detectMRZ, detectOTPSecrets,
		detectNamedValues, detectErlangPairs,
	}
}

// wordRules are the detectors that judge words: names in context and by
// list, HL7 and CJK names, addresses, users in auth logs, devices named
// after their owners, values by their words. They run on free text after
// the strong detectors; a label (a name of a thing) never passes them.
var wordRules = []func(*scan){detectNames, detectHL7, detectBSMNames, detectAddresses, detectCJKNames, detectAuthLogUsers, detectLoginWords, detectRepoOwners, detectLoginPlaces, detectRoleNames, detectCaselessNameNouns, detectIntlAddresses, detectDeviceOwners, detectDeviceSerials, detectOwnedSlugs, detectDevices, detectValues, detectSpecialCategories, detectPersonStates, detectPayAmounts, detectBirthDates, detectPlates, detectRedisAuth, detectYearLogins, detectNameSlugs, detectSlugPairs, detectPatronymics, detectClinicalValues, detectBracketedValues, detectParticleSurnames, detectNamedWordValues, detectCaselessValues}

// run runs the strong detectors, then (unless the scan is a label's) the
// word rules, then the default-deny rules where they could find anything.
func (sc *scan) run() {
	sc.lower = lowerInPlace(sc.s)
	groups := [][]func(*scan){strong, wordRules}
	if sc.label {
		groups = groups[:1]
	}
	if weakCandidates(sc.s) {
		groups = append(groups, weak) // else nothing they could mask
	}
	for gi, g := range groups {
		if gi == 1 && !sc.label {
			sc.wordFrom = len(sc.out)
		}
		for _, d := range g {
			if sc.stop.over() {
				return
			}
			d(sc)
		}
	}
}

// weakCandidates reports whether s has six digits or a 16-character run of
// token characters (dots inside): the least the digit-run and entropy rules look at. Most
// values have neither, and skip identifier recognition altogether.
func weakCandidates(s string) bool {
	digits, run := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= '0' && c <= '9' {
			digits++
		}
		// a "." after six run characters goes on with the run: a generated
		// key's parts (detectDottedRandom)
		if isWord(c) || c == '-' || c == '+' || c == '/' || c == '.' && run >= 6 {
			run++
			if run >= 16 {
				return true
			}
		} else {
			run = 0
		}
	}
	return digits >= 6
}

// eachAfter calls f with the offset just past each occurrence of needle
// in s, left to right; f returns where the search goes on (never before
// that offset).
func eachAfter(s, needle string, f func(end int) int) {
	for off := 0; off <= len(s); {
		k := indexStr(s[off:], needle)
		if k < 0 {
			return
		}
		end := off + k + len(needle)
		off = max(end, f(end))
	}
}

// lowerInPlace is s in lower case with every byte where it was: the
// detectors find a word in the lower-case text and mark the same offsets
// in s. strings.ToLower changes the length of a few characters (the Kelvin
// sign K, ẞ, İ): those stay as they are, so an offset never drifts (a drift
// once put a slice out of range, and could mark the wrong bytes).
func lowerInPlace(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return strings.ToLower(s)
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); {
		r, n := decodeRune(s[i:])
		if l := unicode.ToLower(r); r != utf8.RuneError && l != r && utf8.RuneLen(l) == n {
			b = utf8.AppendRune(b, l)
		} else {
			b = append(b, s[i:i+n]...)
		}
		i += n
	}
	return string(b)
}

// apply replaces the marked spans; overlapping spans merge into one whose
// placeholder is the first one's.
func apply(s string, list []span) string {
	if len(list) == 0 {
		return s
	}
	sort.Slice(list, func(i, j int) bool {
		if list[i].start != list[j].start {
			return list[i].start < list[j].start
		}
		if list[i].end != list[j].end {
			return list[i].end > list[j].end
		}
		// the same text found twice: the class name says more than
		// "[redacted]"
		return list[j].ph == phRedacted && list[i].ph != phRedacted
	})
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for i := 0; i < len(list); {
		cur := list[i]
		j := i + 1
		for j < len(list) && list[j].start < cur.end {
			cur.end = max(cur.end, list[j].end)
			j++
		}
		if cur.ph == phName || cur.ph == phValue || cur.ph == phAddress {
			// Liisa Virtanen-Partanen: a person's mask takes the rest of
			// a double-barrelled surname after its hyphen
			if e := hyphenedTail(s, cur.end); e > cur.end {
				cur.end = e
				for j < len(list) && list[j].start < cur.end {
					cur.end = max(cur.end, list[j].end)
					j++
				}
			}
		}
		b.WriteString(s[last:cur.start])
		b.WriteString(cur.ph)
		last = cur.end
		i = j
	}
	b.WriteString(s[last:])
	return b.String()
}

// hyphenedTail returns where a capitalised surname glued by a hyphen at e
// (-Partanen) ends, when small letters follow its capital and no code's
// mark follows it (-Service.java, -Api_v2), else e.
func hyphenedTail(s string, e int) int {
	if e+2 >= len(s) || s[e] != '-' {
		return e
	}
	if r, _ := decodeRune(s[e+1:]); !upperRune(r) {
		return e
	}
	k := e + 1 + utf8.RuneLen(firstRune(s[e+1:]))
	for k < len(s) {
		r, n := decodeRune(s[k:])
		if !lowerRune(r) {
			break
		}
		k += n
	}
	if k-e < 4 || k < len(s) && (isWord(s[k]) || s[k] == '-' || s[k] == '.' && k+1 < len(s) && isAlnum(s[k+1]) || s[k] == '/') {
		return e
	}
	// a surname of the names data or a word nothing knows, not a known
	// word (a device's kind: -Pixel, -Laptop)
	if t := s[e+1 : k]; knownAsWritten(t) && !surnameData(strings.ToLower(t)) {
		return e
	}
	return k
}

// Redactor redacts free text. Its zero value applies the built-in detectors;
// New adds the configured secrets (the GlitchTip token, API keys) as literals.
type Redactor struct {
	lits *literals
	memo *memo
	// labels remembers Label's results apart from String's
	labels *memo
	// infra masks internal host names and private addresses too
	infra bool
	// code holds the words of the event's own code: its modules,
	// functions, files and exception types are code in its text
	code     codeSet
	codeSalt uint64
	// vocab holds the organisation's names of things (WithVocabulary),
	// which its code set also holds
	vocab []string
	// codeVocabOnly: code was made of vocab alone (no WithCode yet)
	codeVocabOnly bool
	// structureOnly runs the word rules without the strong detectors: the
	// ablation that shows what the design finds without the class lists
	// (tests only)
	structureOnly bool
	// ctx, when set by For, is the request: its end, or the end of its
	// redaction budget (WithBudget), stops the work and withholds the rest
	ctx context.Context
	// obs and bud are ctx's observer (WithObserver) and budget
	// (WithBudget), read by For
	obs func(string, int)
	bud *budget
}

// New returns a Redactor that also removes each non-empty literal (for
// example the GlitchTip API token) wherever it appears.
func New(secrets ...string) *Redactor {
	r := &Redactor{memo: newMemo(), labels: newMemo(), lits: &literals{}}
	for _, l := range secrets {
		r.AddLiteral(l)
	}
	return r
}

// literals are the configured secrets, shared by a Redactor and the copies
// For makes of it, and added to when a secret rotates.
type literals struct {
	list atomic.Pointer[[]string]
	mu   sync.Mutex // serialises writers
}

// get returns the literals; nil for none.
func (l *literals) get() []string {
	if l == nil {
		return nil
	}
	if p := l.list.Load(); p != nil {
		return *p
	}
	return nil
}

// AddLiteral makes r (and every Redactor For made or makes of it) also
// remove s wherever it appears: a rotated GlitchTip token is masked as
// itself from the moment it is read. Results remembered before are
// forgotten, since they were redacted without it. Values shorter than four
// bytes are ignored.
func (r *Redactor) AddLiteral(s string) {
	if r == nil || r.lits == nil || len(s) < 4 {
		return
	}
	r.lits.mu.Lock()
	old := r.lits.get()
	if !slices.Contains(old, s) {
		next := append(slices.Clip(old), s)
		r.lits.list.Store(&next)
		if r.memo != nil {
			r.memo.reset()
		}
		if r.labels != nil {
			r.labels.reset()
		}
	}
	r.lits.mu.Unlock()
}

// String redacts s and neutralises hidden characters. It fails with a
// KindRedaction error when s cannot be handled safely (too long); callers must
// then withhold the value, never fall back to s.
func (r *Redactor) String(s string) (string, error) {
	out, err := r.remembered(s)
	r.observe(out, err)
	return out, err
}

// remembered is String without the observer.
func (r *Redactor) remembered(s string) (string, error) {
	if r == nil {
		return r.redactAs(s, false)
	}
	// a result judged with an event's code is remembered for that code
	return r.memo.doSalted(r.codeSalt, s, func() (string, error) { return r.redactAs(s, false) })
}

// redact is String without the memory of recent results.
func (r *Redactor) redact(s string) (string, error) { return r.redactAs(s, false) }

// redactAs redacts s as free text, or as a label (a name of a thing, which
// only the strong detectors judge).
func (r *Redactor) redactAs(s string, label bool) (string, error) {
	if len(s) > MaxInput {
		return "", errTooLong
	}
	st := r.stopper(len(s))
	if st != nil && st.err != nil {
		return "", st.err
	}
	s = Neutralise(s)
	// asWritten is the text before decoding: when the decoded text needs no
	// mask, the text goes back as its author wrote it (a JSON message's
	// \"$first\", a URL's %20), which hides nothing the decoded one shows
	asWritten := ""
	if d := decode(s); d != s {
		asWritten, s = s, Neutralise(d)
	}
	scanned := s // before a configured secret is replaced, so that one is a change
	if r != nil {
		for _, l := range r.lits.get() {
			if contains(s, l) {
				s = strings.ReplaceAll(s, l, phToken)
			}
		}
	}
	var code codeSet
	if r != nil {
		code = r.code
	}
	if r != nil && r.structureOnly {
		s = redactStructureOnly(s, code)
	} else {
		s = redactText(s, 0, st, r != nil && r.infra, label, code)
	}
	if st != nil && st.err != nil {
		return "", st.err
	}
	if asWritten != "" && s == scanned {
		s = asWritten
	}
	s = defuseFences(s)
	// Belt and braces: a configured secret must be gone after the passes above.
	if r != nil {
		for _, l := range r.lits.get() {
			if contains(s, l) {
				return "", errSurvive
			}
		}
	}
	return s, nil
}

// redactText runs the detectors on s and replaces what they found. Values
// split across lines are also checked with the line breaks (and the
// indentation after them) taken out, so a key wrapped by a logger is still
// one key.
//
// The detectors scan a view of s with look-alike characters folded (see
// folded); what they mark is mapped back onto s.
func redactText(s string, depth int, st *stopper, infra, label bool, code codeSet) string {
	view, at, isFolded := fold.View(s)
	sc := &scan{s: view, depth: depth, stop: st, label: label, code: code}
	sc.run()
	if indexByte(view, '\n') >= 0 && !st.over() {
		joinedSpans(sc)
	}
	if len(sc.out) == 0 {
		// nothing marked (most of an event's texts): nothing to take
		// back, widen or map, and no technical format or licence is
		// looked for
		return s
	}
	sc.out = echoNumbers(view, echoAccounts(view, relax(view, keepTechIDs(sc), infra)))
	wholeWords(view, sc.out)
	sc.out = balanceSpans(view, sc.out)
	if isFolded {
		for i := range sc.out {
			sc.out[i].start, sc.out[i].end = at[sc.out[i].start], at[sc.out[i].end]
		}
	}
	return apply(s, sc.out)
}

// redactStructureOnly runs only the word rules (the ablation).
func redactStructureOnly(s string, code codeSet) string {
	sc := &scan{s: s, code: code}
	sc.lower = lowerInPlace(s)
	for _, d := range wordRules {
		d(sc)
	}
	return apply(s, sc.out)
}

// joinedSpans scans s with line breaks removed and maps what it finds back:
// a match that spans a removed break is marked on the original text.
func joinedSpans(sc *scan) {
	s := sc.s
	var b strings.Builder
	idx := make([]int, 0, len(s)+1)
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			// drop the break and the indentation that follows it
			for i+1 < len(s) && (s[i+1] == ' ' || s[i+1] == '\t') {
				i++
			}
			continue
		}
		b.WriteByte(s[i])
		idx = append(idx, i)
	}
	idx = append(idx, len(s))
	j := &scan{s: b.String(), depth: sc.depth, stop: sc.stop, joined: true}
	j.lower = lowerInPlace(j.s)
	for _, d := range []func(*scan){detectPEM, detectJWT, detectVendor, detectAWS, detectEmail, detectBase64, detectEntropy} {
		if j.stop.over() {
			return
		}
		d(j)
	}
	for _, sp := range j.out {
		a, e := idx[sp.start], idx[sp.end-1]+1
		// a line that starts with a date is a new log record, a line that
		// ends in a word ends there, and a line that starts with a key
		// ("  timeout: 30") is the next field: none is a value its logger
		// wrapped
		if nl := lastIndexByte(s[a:e], '\n'); nl >= 0 && !datedLine(s[a+nl+1:]) && !wordBeforeBreak(s[a:a+indexByte(s[a:e], '\n')]) &&
			!(e < len(s) && (s[e] == ':' || s[e] == '=') && isLetter(s[e-1])) && !keyLineStart(s[a+nl+1:]) {
			sc.add(a, e, sp.ph)
		}
	}
}

// keyLineStart reports a line that opens with a key and "=" or ":" (an
// environment dump's CI_JOB_NAME=…, GITHUB_RUN_ID=…): the next field,
// whatever run of the line before it a match joined it to.
func keyLineStart(line string) bool {
	line = strings.TrimLeft(line, " \t")
	k := 0
	for k < len(line) && (isWord(line[k]) || line[k] == '.' || line[k] == '-') {
		k++
	}
	return k >= 2 && k < len(line) && (line[k] == '=' || line[k] == ':') && isLetter(line[0])
}

// wordBeforeBreak reports a line that ends in a word of one case
// ("Waited 1.0 seconds" before a timestamp on the next line): a wrapped
// secret is cut in the middle of its random run, and the text after a word
// is the next line's, not the word's tail.
//
// A hexadecimal literal before the break (sp 0x7ffd41276ff8 before READ
// of size 4: a sanitizer's registers) is a number its 0x closes, not a
// random run a logger wrapped, and ends its line too.
func wordBeforeBreak(frag string) bool {
	if len(frag) > 2 && frag[0] == '0' && frag[1] == 'x' && hexDigits(frag[2:]) {
		return true
	}
	if len(frag) < 2 || !lettersOnly(frag) {
		return false
	}
	rest := frag[1:]
	return strings.ToLower(rest) == rest || strings.ToUpper(frag) == frag && len(frag) <= 4
}

// Text redacts s and marks it as untrusted event text.
func (r *Redactor) Text(s string) (Text, error) {
	out, err := r.String(s)
	return Text(out), err
}

// Warm builds the word lists the name rules use, which are built on first
// use rather than in package init; a start calls it beside its secret
// reads, with lazyre.Warm.
func Warm() {
	givenNames()
	nameNouns.has("user")
	wordlist.Warm()
}
