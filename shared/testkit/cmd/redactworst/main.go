// Command redactworst looks for inputs that make the redactor slow: it takes
// every string literal of the redactor's source (its trigger words: keys,
// nouns, prefixes, needles), repeats each with ASCII and non-ASCII filler
// and with a digit, screens them all at two small sizes, and times the
// slowest and the fastest growing ones at every size. It prints the worst time per size and its growth, which is
// linear when each doubling of the input roughly doubles the time. Then
// it times how long the slowest inputs at 256 KB run past a deadline that
// has just passed (a call's redaction budget spent as the value starts its
// work): the detectors check it inside their long loops, so this stays in
// milliseconds however slow the value.
//
//	go run ./shared/testkit/cmd/redactworst            (make bench-hostile)
package main

import (
	"context"
	"flag"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact"
)

func main() {
	dir := flag.String("src", "shared/redact", "the redactor's source folder")
	top := flag.Int("top", 12, "slowest screened inputs timed at every size")
	list := flag.Bool("list", false, "list the slowest screened inputs and stop")
	flag.Parse()
	words, err := literals(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "redactworst:", err)
		os.Exit(1)
	}
	r := redact.New("configured-token-value")
	// " 1 ": many detectors start only where the text holds a digit
	fillers := []string{" ", "ä", "=", " 1 "}
	type cand struct {
		unit   string
		d      time.Duration
		growth float64
	}
	var all []cand
	// each input is screened at two sizes: the slowest at the larger one
	// are the costliest inputs, and those that grow fastest between the
	// two are the ones a larger input makes quadratic while still fast at
	// the screen's size (the word "secret" and a value, repeated, took
	// 10 s at 250 KB and 0.1 s at 32 KB)
	const small, screen = 8 << 10, 32 << 10
	for _, w := range words {
		for _, f := range fillers {
			u := w + f
			d := timeOnce(r, u, screen)
			all = append(all, cand{u, d, float64(d) / float64(max(timeOnce(r, u, small), time.Microsecond))})
		}
	}
	sort.Slice(all, func(i, j int) bool { return all[i].d > all[j].d })
	fmt.Printf("%d trigger words x %d fillers screened at 8 and 32 KB; slowest: %v (%q)\n", len(words), len(fillers), all[0].d.Round(time.Microsecond), all[0].unit)
	cands := all[:min(len(all), (*top+1)/2)]
	// the fastest growing of those that take a millisecond at least (below
	// it, the timer's noise makes the growth)
	rest := append([]cand(nil), all[len(cands):]...)
	sort.Slice(rest, func(i, j int) bool { return rest[i].growth > rest[j].growth })
	// one run's growth is noise on a busy machine: the fastest growing
	// are timed again, the best of three at each size, before they count
	var grown []cand
	for _, c := range rest {
		if len(grown) >= 3**top {
			break
		}
		if c.d >= time.Millisecond {
			d := timeBest(r, c.unit, screen, 3)
			grown = append(grown, cand{c.unit, d, float64(d) / float64(max(timeBest(r, c.unit, small, 3), time.Microsecond))})
		}
	}
	sort.Slice(grown, func(i, j int) bool { return grown[i].growth > grown[j].growth })
	cands = append(cands, grown[:min(len(grown), *top-len(cands))]...)
	if len(cands) > (*top+1)/2 {
		g := cands[(*top+1)/2]
		fmt.Printf("fastest growing: %.1fx from 8 to 32 KB (%q)\n", g.growth, g.unit)
	}
	if *list {
		for _, c := range cands {
			fmt.Printf("  %10v  %q\n", c.d.Round(time.Microsecond), c.unit)
		}
		return
	}
	sizes := []int{25 << 10, 50 << 10, 100 << 10, 200 << 10, 256<<10 - 64}
	fmt.Printf("%-10s %12s %10s  %s\n", "size", "worst", "vs 25 KB", "input")
	var base time.Duration
	for _, n := range sizes {
		var worst time.Duration
		var which string
		for _, c := range cands {
			if d := timeOne(r, c.unit, n); d > worst {
				worst, which = d, c.unit
			}
		}
		if base == 0 {
			base = worst
		}
		fmt.Printf("%-10s %12v %9.1fx  repeat %q\n", strconv.Itoa(n>>10)+" KB", worst.Round(time.Microsecond), float64(worst)/float64(base), which)
	}
	var over time.Duration
	var which string
	for _, c := range cands {
		if d := overshoot(r, c.unit, 256<<10-64); d > over {
			over, which = d, c.unit
		}
	}
	fmt.Printf("past a spent budget: the slowest 256 KB input stops after %v (repeat %q)\n", over.Round(time.Microsecond), which)
}

// overshoot redacts unit repeated to n bytes under a redaction budget of
// a millisecond, which the value's share (a third) spends in its first
// detectors, and returns how long it ran past that share.
func overshoot(r *redact.Redactor, unit string, n int) time.Duration {
	s := strings.Repeat(unit, max(1, n/len(unit)))
	const budget = time.Millisecond
	t := time.Now()
	_, _ = r.For(redact.WithBudget(context.Background(), budget)).String(s)
	return max(0, time.Since(t)-budget/3)
}

// timeOne redacts unit repeated to n bytes, the best of two runs (the
// redactor remembers only short inputs, so both runs do the work).
func timeOne(r *redact.Redactor, unit string, n int) time.Duration { return timeBest(r, unit, n, 2) }

// timeBest redacts unit repeated to n bytes, the best of runs.
func timeBest(r *redact.Redactor, unit string, n, runs int) time.Duration {
	s := strings.Repeat(unit, max(1, n/len(unit)))
	best := time.Duration(1 << 62)
	for range runs {
		t := time.Now()
		_, _ = r.String(s)
		best = min(best, time.Since(t))
	}
	return best
}

// timeOnce redacts unit repeated to n bytes once.
func timeOnce(r *redact.Redactor, unit string, n int) time.Duration {
	s := strings.Repeat(unit, max(1, n/len(unit)))
	t := time.Now()
	_, _ = r.String(s)
	return time.Since(t)
}

// literals returns the distinct string literals of the non-test Go files
// in dir, trimmed, that are at most 40 bytes long.
func literals(dir string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	fs := token.NewFileSet()
	for _, p := range files {
		if strings.HasSuffix(p, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fs, p, nil, 0)
		if err != nil {
			return nil, err
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if bl, ok := n.(*ast.BasicLit); ok && bl.Kind == token.STRING {
				if s, err := strconv.Unquote(bl.Value); err == nil && len(s) > 0 && len(s) <= 40 {
					seen[s] = true
					for _, w := range strings.Fields(s) {
						seen[w] = true
					}
				}
			}
			return true
		})
	}
	if len(seen) == 0 {
		return nil, fmt.Errorf("no literals in %s", dir)
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out, nil
}
