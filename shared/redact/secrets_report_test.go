package redact

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// Floors of gen-secrets.tsv (secrets drawn from the secret groups of
// gitleaks' rules, shared/testkit/corpusgen/secretgen.py) and of
// gen-secrets-benign.tsv (identifiers that must survive beside them). The
// redactor takes nothing from gitleaks: its rules only measure.
const (
	secretsRecallFloor = 0.988 // 1342 of 1358 on branch sec20 (0.987 at 4fc5731, 0.963 until then)
	secretsBenignFloor = 1.0   // 243 of 243 on branch sec20 (0.995 at 4fc5731, 0.975 until then)
)

// TestSecretsCorpus reports recall on gen-secrets.tsv per family (vendor
// or generic, marked by a literal prefix or keyed only by the key around
// it), per carrier and per gitleaks rule (the rules under 100% listed),
// every value judged in every field shape, and the share of
// gen-secrets-benign.tsv's identifiers kept. SECRETS_DRAW=DIR runs another
// draw (secretgen.py DIR GITLEAKS_DIR DRAWNAME): figures only.
func TestSecretsCorpus(t *testing.T) {
	r := New()
	dir, drawn := "testdata/corpus", false
	if d := os.Getenv("SECRETS_DRAW"); d != "" {
		dir, drawn = d, true
	}
	rows := corpus.Load(t, filepath.Join(dir, "gen-secrets.tsv"))
	fams, carriers, rules := tallies{}, tallies{}, tallies{}
	var all tally
	var misses []string
	for _, e := range rows {
		cls := strings.SplitN(e.Class, "/", 4)
		if len(cls) != 4 {
			t.Fatalf("bad class %q", e.Class)
		}
		caught, out := genCaught(r, "secret", e)
		fams.add(cls[0]+"/"+cls[1], caught)
		carriers.add(cls[3], caught)
		rules.add(cls[2], caught)
		all.add(caught)
		if !caught {
			misses = append(misses, e.Class+": "+e.Value+" <- "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("secrets recall: %d of %d values, %.1f%% (%s, gitleaks' rules)", all.ok, all.total, pct(all.ok, all.total), dir)
	for _, by := range []struct {
		title string
		t     tallies
	}{{"family", fams}, {"carrier", carriers}} {
		t.Logf("  per %s:", by.title)
		by.t.log(t, "    ", 26)
	}
	worst := sortedKeys(rules)
	sort.SliceStable(worst, func(i, j int) bool {
		a, b := rules[worst[i]], rules[worst[j]]
		return a.ok*b.total < b.ok*a.total
	})
	full := 0
	for _, k := range worst {
		if rules[k].ok == rules[k].total {
			full++
			continue
		}
		t.Logf("    rule %-40s %2d of %2d", k, rules[k].ok, rules[k].total)
	}
	t.Logf("  rules wholly caught: %d of %d", full, len(rules))
	for _, m := range misses {
		t.Logf("  secret missed %s", m)
	}

	benign := corpus.Load(t, filepath.Join(dir, "gen-secrets-benign.tsv"))
	kinds := tallies{}
	var kept tally
	var lost []string
	for _, e := range benign {
		out, err := r.String(e.Carrier)
		ok := err == nil && strings.Contains(out, e.Value)
		kinds.add(e.Class, ok)
		kept.add(ok)
		if !ok {
			lost = append(lost, e.Class+": "+strings.ReplaceAll(e.Carrier, "\n", "⏎")+" -> "+strings.ReplaceAll(out, "\n", "⏎"))
		}
	}
	t.Logf("secrets benign identifiers kept: %d of %d, %.1f%%", kept.ok, kept.total, pct(kept.ok, kept.total))
	kinds.log(t, "    ", 22)
	for _, l := range lost {
		t.Logf("  identifier lost %s", l)
	}
	if drawn {
		t.Logf("a drawn sample (SECRETS_DRAW): figures only, the committed draw's floors are not applied")
		return
	}
	checkFloor(t, "secrets recall", all, secretsRecallFloor)
	checkFloor(t, "secrets benign identifiers kept", kept, secretsBenignFloor)
}
