package redact

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// genPersonsFloor is the recall on gen-persons.tsv: Faker's and Mimesis's
// given names in small letters where only a person stands; genPersonsHeld
// is the floor of the positions not used to write the rules (held-*).
var genPersonsFloor, genPersonsHeld = 0.997, 1.0 // 718 of 720 and 322 of 322 at out4p2 (session 23), 714 and 321 at the session-21 merge (713, 320 at the session-20 merge)

// TestGeneratedPersons reports recall on gen-persons.tsv per position and
// per locale, and the held-out positions apart. GEN_DRAW=DIR runs a draw
// apart from the committed one (corpusgen.py persons DIR): figures only.
func TestGeneratedPersons(t *testing.T) {
	r := New()
	dir, drawn := "testdata/corpus", false
	if d := os.Getenv("GEN_DRAW"); d != "" {
		dir, drawn = d, true
	}
	pos, loc := tallies{}, tallies{}
	var all, held tally
	var misses []string
	for _, e := range corpus.Load(t, filepath.Join(dir, "gen-persons.tsv")) {
		cls := strings.SplitN(e.Class, "/", 4)
		caught, out := genCaught(r, "name", e)
		pos.add(cls[2], caught)
		loc.add(cls[1], caught)
		all.add(caught)
		if strings.HasPrefix(cls[2], "held-") {
			held.add(caught)
		}
		if !caught && len(misses) < 3*genMissesPerGroup {
			misses = append(misses, e.Class+": "+e.Value+" <- "+out)
		}
	}
	t.Logf("generated persons recall: %d of %d values, %.1f%%; held-out positions %d of %d, %.1f%% (%s)", all.ok, all.total, pct(all.ok, all.total),
		held.ok, held.total, pct(held.ok, held.total), filepath.Join(dir, "gen-persons.tsv"))
	t.Logf("  recall per position:")
	pos.log(t, "    ", 20)
	t.Logf("  recall per locale:")
	loc.log(t, "    ", 8)
	for _, m := range misses {
		t.Logf("  missed %s", m)
	}
	if drawn {
		t.Logf("a drawn sample (GEN_DRAW): figures only, the committed draw's floors are not applied")
		return
	}
	checkFloor(t, "generated persons recall", all, genPersonsFloor)
	checkFloor(t, "generated persons recall, held-out positions", held, genPersonsHeld)
}
