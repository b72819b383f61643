package redact

import (
	"os"
	"sort"
	"strings"
	"testing"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/testkit/corpus"
)

// TestLocalisedDraw measures a localised benign corpus drawn apart from the
// committed one (CORPUSGEN_DRAW=x corpusgen.py l10n DIR, written outside
// the repository) so a change can be checked beyond the sample it was
// made on: L10N_DRAW=DIR/l10n-benign.tsv go test -run TestLocalisedDraw -v.
// It reports only; without L10N_DRAW it is skipped.
func TestLocalisedDraw(t *testing.T) {
	path := os.Getenv("L10N_DRAW")
	if path == "" {
		t.Skip("L10N_DRAW names no drawn corpus")
	}
	r := New()
	langs := tallies{}
	var all tally
	var changes []string
	for _, e := range corpus.Load(t, path) {
		lang, _, _ := strings.Cut(e.Class, "/")
		out, err := r.String(e.Carrier)
		same := err == nil && out == e.Carrier
		langs.add(lang, same)
		all.add(same)
		if !same {
			changes = append(changes, e.Class+": "+strings.ReplaceAll(e.Carrier, "\n", "⏎")+"\n      -> "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("drawn localised benign texts unchanged: %d of %d, %.1f%% (%s)", all.ok, all.total, pct(all.ok, all.total), path)
	for _, k := range sortedKeys(langs) {
		t.Logf("    %-8s %4d of %4d  %5.1f%%", k, langs[k].ok, langs[k].total, pct(langs[k].ok, langs[k].total))
	}
	sort.Strings(changes)
	for _, c := range changes {
		t.Logf("  changed %s", c)
	}
}

// TestWordProbe prints what the knowledge answers for each word of
// PROBE_WORDS (space-separated) and the redaction of each line of
// PROBE_TEXTS: a debugging aid, skipped without them.
func TestWordProbe(t *testing.T) {
	ws, ts := os.Getenv("PROBE_WORDS"), os.Getenv("PROBE_TEXTS")
	if ws == "" && ts == "" {
		t.Skip("nothing to probe")
	}
	for _, w := range strings.Fields(ws) {
		lw := strings.ToLower(w)
		t.Logf("%-22s marked=%v compound=%v knownWord=%v asWritten=%v known=%v tmpl=%v tech=%v noun=%v given=%v surname=%v person=%v",
			w, markedKnown(lw), knownCompound(w), knownWord(w), knownAsWritten(w), wordlist.Known(lw), wordlist.Template(lw), wordlist.Tech(lw),
			wordlist.Noun(w), givenNameData(lw), surnameData(lw), personName(w))
	}
	r := New()
	for _, s := range strings.Split(ts, "\n") {
		if s == "" {
			continue
		}
		out, _ := r.String(s)
		t.Logf("%s\n      -> %s", s, out)
	}
}
