package redact

import (
	"sort"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestBlindCorpus reports recall per family on blind-planted.tsv (each
// value in every field shape) and survival on blind-identifiers.tsv.
func TestBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind-planted.tsv", blindRecallFloor)
	r := New()
	ids := corpus.Load(t, "testdata/corpus/blind-identifiers.tsv")
	kept := 0
	for _, e := range ids {
		out, err := r.String(e.Carrier)
		if err == nil && strings.Contains(out, e.Value) {
			kept++
			continue
		}
		t.Logf("  identifier lost (%s): %q -> %q", e.Class, e.Carrier, out)
	}
	t.Logf("blind identifier survival: %d of %d, %.1f%%", kept, len(ids), pct(kept, len(ids)))
	if got := float64(kept) / float64(len(ids)); got < blindSurvivalFloor {
		t.Errorf("blind identifier survival %.3f under its floor %.3f", got, blindSurvivalFloor)
	}
}

// TestSecondBlindCorpus reports the second blind corpus, written after the
// structural rules were built and never tuned on: recall per family on
// blind2-planted.tsv and the unchanged share of blind2-benign.tsv.
func TestSecondBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind2-planted.tsv", blind2RecallFloor)
	benign(t, "testdata/corpus/blind2-benign.tsv", blind2IntactFloor, 0)
}

// TestThirdBlindCorpus reports the third blind corpus, written by someone
// who never read the rules nor ran the redactor, with a username family and
// mostly localised carriers and benign texts. Its misses showed the classes
// of the session that followed (it is a development set now); the fourth
// corpus measures the result.
func TestThirdBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind3-planted.tsv", blind3RecallFloor)
	benign(t, "testdata/corpus/blind3-benign.tsv", blind3IntactFloor, blind3FactsFloor)
}

// TestFourthBlindCorpus reports the fourth blind corpus, written by someone
// who never read the rules nor ran the redactor, after the rules the third
// one led to were built, and never tuned on: the honest figures.
func TestFourthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind4-planted.tsv", blind4RecallFloor)
	benign(t, "testdata/corpus/blind4-benign.tsv", blind4IntactFloor, blind4FactsFloor)
}

// TestFifthBlindCorpus reports the fifth blind corpus, written by a second
// writer apart from the fourth's, who never read the rules nor ran the
// redactor; committed unchanged before the rules that followed it.
func TestFifthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind5-planted.tsv", blind5RecallFloor)
	benign(t, "testdata/corpus/blind5-benign.tsv", blind5IntactFloor, blind5FactsFloor)
}

// TestSixthBlindCorpus reports the sixth blind corpus, written this session
// by a writer who never read the rules nor ran the redactor, after the
// branches of the last one were merged, and committed unchanged: never
// tuned on.
func TestSixthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind6-planted.tsv", blind6RecallFloor)
	benign(t, "testdata/corpus/blind6-benign.tsv", blind6IntactFloor, blind6FactsFloor)
}

// TestSeventhBlindCorpus reports the seventh blind corpus, written on
// 2026-11-28 by a writer who read only the issue, never the rules nor the
// redactor, while that evening's branches were being worked on, and
// committed unchanged. Blind until session 22; from session 23 on its rows
// are read openly as a development set, so its figures are no longer
// honest ones (blind6 and blind9 still are).
func TestSeventhBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind7-planted.tsv", blind7RecallFloor)
	benign(t, "testdata/corpus/blind7-benign.tsv", blind7IntactFloor, blind7FactsFloor)
}

// TestEighthBlindCorpus reports the eighth blind corpus, written on
// 2026-12-02 by a writer who read only docs/privacy.md (never the rules
// nor the redactor's output) and asked where such a design must fail:
// vendor-shaped secrets, values in serialised objects and log formats,
// names that are words or in their own script; committed unchanged before
// any rule change.
func TestEighthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind8-planted.tsv", blind8RecallFloor)
	benign(t, "testdata/corpus/blind8-benign.tsv", blind8IntactFloor, blind8FactsFloor)
}

// TestNinthBlindCorpus reports the ninth blind corpus, written on
// 2026-12-04 by a writer who read only issue 31 (never docs/privacy.md,
// the rules, the redactor nor its output), while that session's branches
// were being worked on, and committed unchanged: its rows are not read,
// only its figures, so it stays blind.
func TestNinthBlindCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/blind9-planted.tsv", blind9RecallFloor)
	benign(t, "testdata/corpus/blind9-benign.tsv", blind9IntactFloor, blind9FactsFloor)
}

// blindRecall reports recall per family on a planted file: a value counts
// as caught when it is masked in every field shape.
func blindRecall(t *testing.T, path string, floor float64) {
	r := New()
	planted := corpus.Load(t, path)
	fam := tallies{}
	var all tally
	var missed []string
	for _, e := range planted {
		tl := fam[e.Class]
		if tl == nil {
			tl = &tally{}
			fam[e.Class] = tl
		}
		caught := true
		for _, f := range fieldShapes {
			out, err := r.String(strings.Replace(f.format, "%s", e.Carrier, 1))
			if err != nil || leaked(out, e.Value) {
				caught = false
				if err == nil {
					missed = append(missed, e.Class+" "+f.field+": "+e.Value+" <- "+out)
				}
				break
			}
		}
		tl.total++
		all.total++
		if caught {
			tl.ok++
			all.ok++
		}
	}
	t.Logf("%s recall (every field shape): %d of %d values, %.1f%%", path, all.ok, all.total, pct(all.ok, all.total))
	fam.log(t, "  ", 14)
	for _, m := range missed {
		t.Logf("  missed: %s", strings.ReplaceAll(m, "\n", "⏎"))
	}
	if got := float64(all.ok) / float64(all.total); got < floor {
		t.Errorf("%s recall %.3f under its floor %.3f", path, got, floor)
	}
}

// TestBenignCorpus runs real error templates holding no personal data
// through the redactor: every masked character is a false positive. It
// reports the share of texts that come out unchanged and of the facts a
// triager reads that survive, and lists every change.
func TestBenignCorpus(t *testing.T) {
	benign(t, "testdata/corpus/benign.tsv", benignIntactFloor, benignFactsFloor)
}

// benign reports the unchanged share of a benign file and the share of its
// facts kept, with every change.
func benign(t *testing.T, path string, intactFloor, factsFloor float64) {
	r := New()
	texts := corpus.Load(t, path)
	intact, facts, kept := 0, 0, 0
	var changes []string
	for _, e := range texts {
		out, err := r.String(e.Carrier)
		if err == nil && out == e.Carrier {
			intact++
		} else {
			changes = append(changes, e.Class+": "+strings.ReplaceAll(e.Carrier, "\n", "⏎")+"\n      -> "+strings.ReplaceAll(out, "\n", "⏎"))
		}
		for _, f := range strings.Split(e.Value, "|") {
			facts++
			if strings.Contains(out, f) {
				kept++
			}
		}
	}
	t.Logf("%s texts unchanged: %d of %d, %.1f%%; facts kept: %d of %d, %.1f%%", path, intact, len(texts), pct(intact, len(texts)), kept, facts, pct(kept, facts))
	sort.Strings(changes)
	for _, c := range changes {
		t.Logf("  changed %s", c)
	}
	if got := float64(intact) / float64(len(texts)); got < intactFloor {
		t.Errorf("%s intact share %.3f under its floor %.3f", path, got, intactFloor)
	}
	if got := float64(kept) / float64(facts); got < factsFloor {
		t.Errorf("%s facts kept %.3f under its floor %.3f", path, got, factsFloor)
	}
}

// TestLabels: names an organisation set (projects, environments,
// releases, monitors, teams) come out of Label unchanged, whatever they
// look like.
func TestLabels(t *testing.T) {
	r := New()
	labels := corpus.Load(t, "testdata/corpus/labels.tsv")
	ok := 0
	for _, e := range labels {
		out, err := r.Label(e.Carrier)
		if err != nil || out != e.Carrier {
			t.Errorf("%s label changed: %q -> %q", e.Class, e.Carrier, out)
			continue
		}
		ok++
	}
	t.Logf("labels unchanged: %d of %d, %.1f%%", ok, len(labels), pct(ok, len(labels)))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}
