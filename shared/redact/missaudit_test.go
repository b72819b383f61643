package redact

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// The miss audit (make miss-audit) says why the planted values a corpus's
// report counts as missed came through, and why the benign texts that
// changed were changed, in counts only: the gains fitted on a read set
// have not carried over to the blind ones, and the classes tell which
// general change would (knowledge for which script, which positions)
// without anyone reading a blind row. It never fails on figures; its
// classifiers have their own tests (missaudit_classify_test.go).

// missAuditBlind are the corpora whose rows nobody reads: only their
// counts are printed, never a value, carrier or word, whatever the flags.
var missAuditBlind = map[string]bool{"blind6": true, "blind9": true, "outsider26": true, "outsider27": true}

// missAuditSet is one corpus the privacy report runs: its planted file
// (values that must go) and its benign file (texts that must stay whole),
// either of which may be absent.
type missAuditSet struct {
	name, planted, benign string
	family                func(class string) string // the family genCaught judges a row as
	full                  bool                      // run only under MISSAUDIT_FULL (the large generated benign files)
}

func missAuditSets() []missAuditSet {
	first := func(c string) string { return strings.SplitN(c, "/", 2)[0] }
	hand := func(string) string { return "" }
	sets := []missAuditSet{
		{"planted", "planted.tsv", "benign.tsv", hand, false},
		{"blind1", "blind-planted.tsv", "", hand, false},
	}
	for i := 2; i <= 9; i++ {
		sets = append(sets, missAuditSet{fmt.Sprintf("blind%d", i), fmt.Sprintf("blind%d-planted.tsv", i), fmt.Sprintf("blind%d-benign.tsv", i), hand, false})
	}
	// every outsider set the corpus folder holds: a list that ended at 14
	// left outsider15 out of the audit for the whole session that wrote it
	for i := 1; ; i++ {
		if _, err := os.Stat(filepath.Join("testdata/corpus", fmt.Sprintf("outsider%d-planted.tsv", i))); err != nil {
			break
		}
		sets = append(sets, missAuditSet{fmt.Sprintf("outsider%d", i), fmt.Sprintf("outsider%d-planted.tsv", i), fmt.Sprintf("outsider%d-benign.tsv", i), hand, false})
	}
	return append(sets,
		missAuditSet{"gen-planted", "gen-planted.tsv", "", first, false},
		missAuditSet{"gen-families", "gen-families.tsv", "", first, false},
		missAuditSet{"gen-lockeys", "gen-lockeys.tsv", "", first, false},
		missAuditSet{"gen-persons", "gen-persons.tsv", "", func(string) string { return "name" }, false},
		missAuditSet{"gen-secrets", "gen-secrets.tsv", "", func(string) string { return "secret" }, false},
		missAuditSet{"gen-carriers", "gen-carriers.tsv", "gen-carriers-benign.tsv", first, false},
		missAuditSet{"stdlib", "", "stdlib-benign.tsv", first, true},
		missAuditSet{"l10n", "", "l10n-benign.tsv", first, true},
		missAuditSet{"l10n-tech", "", "l10n-tech.tsv", first, true},
	)
}

// counts is a histogram of one axis of the audit.
type counts map[string]int

func (c counts) String() string {
	keys := make([]string, 0, len(c))
	for k := range c {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(i, j int) bool {
		if c[keys[i]] != c[keys[j]] {
			return c[keys[i]] > c[keys[j]]
		}
		return keys[i] < keys[j]
	})
	var b strings.Builder
	for i, k := range keys {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", k, c[k])
	}
	return b.String()
}

// audit is one corpus's (or a group's) tallies, axis by axis.
type audit struct {
	missed, planted, altered, benign int
	axes                             map[string]counts
	rows                             []string
}

func newAudit() *audit { return &audit{axes: map[string]counts{}} }

func (a *audit) add(axis, class string) {
	c := a.axes[axis]
	if c == nil {
		c = counts{}
		a.axes[axis] = c
	}
	c[class]++
}

func (a *audit) merge(b *audit) {
	a.missed += b.missed
	a.planted += b.planted
	a.altered += b.altered
	a.benign += b.benign
	for axis, c := range b.axes {
		for k, n := range c {
			for i := 0; i < n; i++ {
				a.add(axis, k)
			}
		}
	}
}

// missAxes are printed in this order; the others after them.
var missAxes = []string{"miss: knowledge", "miss: known by", "miss: known word also a name", "miss: special-category word", "miss: probe", "miss: knowledge x probe", "miss: script", "miss: script x carrier",
	"miss: shape", "miss: shape x knowledge", "miss: position", "miss: key class", "miss: word before (prose)", "miss: serialisation", "miss: first shape", "miss: family", "miss: family x knowledge",
	"changed: placeholder", "changed: masked word", "changed: known by", "changed: gap script", "changed: gap language"}

func (a *audit) log(t *testing.T, title string) {
	t.Helper()
	t.Logf("%s: planted values missed %d of %d; benign texts altered %d of %d", title, a.missed, a.planted, a.altered, a.benign)
	for _, axis := range missAxes {
		if c := a.axes[axis]; len(c) > 0 {
			t.Logf("  %-26s %s", axis+":", c)
		}
	}
}

// TestMissAudit classifies every missed planted value and every changed
// benign text of the corpora the privacy report runs. Report-only.
// MISSAUDIT_ROWS=1 also prints the open sets' rows with their classes.
// The hand-written sets are judged in all nine field shapes as their
// report does; to stay cheap the generated ones (gen-*) only in the title
// shape, where nearly every miss of theirs shows first. MISSAUDIT_FULL=1
// judges those in all nine shapes too and adds the standard libraries'
// and localised benign files.
func TestMissAudit(t *testing.T) {
	rows := os.Getenv("MISSAUDIT_ROWS") != ""
	full := os.Getenv("MISSAUDIT_FULL") != ""
	var sets []missAuditSet
	for _, s := range missAuditSets() {
		if full || !s.full {
			sets = append(sets, s)
		}
	}
	if full {
		t.Logf("miss audit: every field shape (as make privacy-report)")
	} else {
		t.Logf("miss audit: gen-* in the title shape only (MISSAUDIT_FULL=1 for all nine field shapes and the stdlib and l10n benign files)")
	}
	for _, s := range sets { // here, not in auditSet's goroutines, which must not stop the test
		for _, f := range []string{s.planted, s.benign} {
			if _, err := os.Stat(filepath.Join("testdata/corpus", f)); f != "" && err != nil {
				t.Fatal(err)
			}
		}
	}
	out := make([]*audit, len(sets))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i, s := range sets {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			out[i] = auditSet(t, s, rows && !missAuditBlind[s.name], full)
		}()
	}
	wg.Wait()
	open, blind := newAudit(), newAudit()
	for i, s := range sets {
		if out[i] == nil {
			continue
		}
		out[i].log(t, "miss audit "+s.name)
		for _, r := range out[i].rows {
			t.Logf("    %s", r)
		}
		switch {
		case missAuditBlind[s.name]:
			blind.merge(out[i])
		case strings.HasPrefix(s.name, "outsider") || strings.HasPrefix(s.name, "blind"):
			open.merge(out[i])
		}
	}
	open.log(t, "miss audit ALL OPEN hand-written sets (outsider1-25, blind1-5, blind7-8)")
	blind.log(t, "miss audit ALL BLIND sets (blind6, blind9, outsider26, outsider27; counts only)")
}

// auditSet runs one corpus as its report does and classifies what passed.
func auditSet(t *testing.T, s missAuditSet, withRows, full bool) *audit {
	dir := "testdata/corpus"
	a := newAudit()
	r := New()
	if s.planted != "" {
		for _, e := range corpus.Load(t, filepath.Join(dir, s.planted)) {
			a.planted++
			fam := s.family(e.Class)
			judge := titleCaught
			if full || !strings.HasPrefix(s.name, "gen-") {
				judge = genCaught
			}
			caught, first := judge(r, fam, e)
			if caught {
				continue
			}
			a.missed++
			cls := classifyMiss(r, e.Carrier, e.Value)
			cls["miss: first shape"] = strings.SplitN(first, ":", 2)[0]
			cls["miss: family"] = strings.SplitN(e.Class, "/", 2)[0]
			cls["miss: family x knowledge"] = cls["miss: family"] + "|" + cls["miss: knowledge"]
			for axis, c := range cls {
				if axis == "miss: known by" {
					for _, p := range strings.Split(c, "+") {
						if p != "names data" {
							a.add(axis, p)
						}
					}
					if strings.Contains(c, "+names data") {
						a.add("miss: known word also a name", "yes")
					}
					continue
				}
				a.add(axis, c)
			}
			if withRows {
				a.rows = append(a.rows, fmt.Sprintf("missed %s: %q in %q: %s", e.Class, e.Value, strings.ReplaceAll(e.Carrier, "\n", "⏎"), rowClasses(cls)))
			}
		}
	}
	if s.benign != "" {
		for _, e := range corpus.Load(t, filepath.Join(dir, s.benign)) {
			a.benign++
			o, err := r.String(e.Carrier)
			if err == nil && o == e.Carrier {
				continue
			}
			a.altered++
			lang := benignLanguage(e.Class)
			for _, p := range newPlaceholders(e.Carrier, o) {
				a.add("changed: placeholder", p)
			}
			for _, m := range maskedFields(e.Carrier, o) {
				k, by, sc := classifyMasked(m, o)
				a.add("changed: masked word", k)
				if by != "" {
					a.add("changed: known by", by)
				}
				if k == "unknown word" {
					a.add("changed: gap script", sc)
					a.add("changed: gap language", lang)
				}
				if withRows {
					a.rows = append(a.rows, fmt.Sprintf("changed %s: %q masked (%s %s %s) in %q", e.Class, m, k, by, sc, strings.ReplaceAll(o, "\n", "⏎")))
				}
			}
		}
	}
	return a
}

// titleCaught is genCaught in the first field shape only (Error: %s).
func titleCaught(r *Redactor, family string, e corpus.Entry) (bool, string) {
	in := strings.Replace(fieldShapes[0].format, "%s", e.Carrier, 1)
	o, err := r.String(in)
	if err != nil || genLeaked(family, in, o, e.Value) {
		return false, fieldShapes[0].field + ": " + o
	}
	return true, ""
}

func rowClasses(cls map[string]string) string {
	var ks []string
	for k := range cls {
		if !strings.Contains(k, " x ") {
			ks = append(ks, k)
		}
	}
	sort.Strings(ks)
	var b []string
	for _, k := range ks {
		b = append(b, strings.TrimPrefix(k, "miss: ")+"="+cls[k])
	}
	return strings.Join(b, " ")
}
