// Command redactworst looks for inputs that make the redactor slow: it takes
// every string literal of the redactor's source (its trigger words: keys,
// nouns, prefixes, needles), repeats each with ASCII and non-ASCII filler
// and with a digit, and screens them in two rounds on every core: every
// distinct input at 0.5 and 2 KB, then the fastest growing and the slowest
// of those again at 8 and 32 KB (the best of two runs). The slowest and the
// fastest growing at 32 KB are timed at every size from 25 to 256 KB (once
// each, the slowest again until the slowest has had two runs). It prints the
// worst time per size as each size is done, and its growth, which is linear
// when each doubling of the input roughly doubles the time, then each timed
// input's growth per doubling, the fastest first. Times are the CPU time of
// the thread that redacts (the redactor runs on its caller's goroutine), so
// time spent waiting behind other processes for a core does not count; the
// wall time is shown beside. They still vary with the machine's load (the
// same input's CPU time varied threefold between two runs on a shared
// virtual machine), the growth much less. Then it times how long the slowest
// inputs at 256 KB run past a deadline that has just passed (a call's
// redaction budget spent as the value starts its work): the detectors check
// it inside their long loops, so this stays in milliseconds however slow the
// value. Progress goes to stderr.
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
	"math"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"glitchtip-mcp/shared/redact"
)

// cand is a screened input: the unit repeated, its time at the round's
// larger size and its growth, the time per byte at the larger size over
// that at the smaller (1 = linear).
type cand struct {
	unit   string
	d      time.Duration
	growth float64
}

func main() {
	dir := flag.String("src", "shared/redact", "the redactor's source folder")
	top := flag.Int("top", 12, "inputs timed at every size: half the slowest at 32 KB, half the fastest growing from 8 to 32 KB")
	grow := flag.Int("grow", 120, "fastest growing inputs from 0.5 to 2 KB screened again at 8 and 32 KB (beside twice -top of the slowest at 2 KB)")
	workers := flag.Int("workers", runtime.GOMAXPROCS(0), "inputs redacted at once")
	list := flag.Bool("list", false, "list the inputs chosen to be timed at every size and stop")
	flag.Parse()
	// threadCPU reads the thread's clock: main's goroutine stays on its
	// thread, as each worker does
	runtime.LockOSThread()
	words, err := literals(*dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "redactworst:", err)
		os.Exit(1)
	}
	start := time.Now()
	// " 1 ": many detectors start only where the text holds a digit
	fillers := []string{" ", "ä", "=", " 1 "}
	units := distinct(words, fillers)
	// round one: every input once at 0.5 and 2 KB (both are new to the
	// worker's redactor, so its memory of short texts never answers)
	first := screen(units, 512, 2<<10, 1, *workers, "0.5 and 2 KB")
	slow, fast := slowest(first), fastest(first)
	// how many grew half as fast again as linear (6x for 4x the bytes):
	// when they are more than round two takes, some of them are left out
	steep := 0
	for _, c := range first {
		if c.growth >= 1.5 {
			steep++
		}
	}
	fmt.Printf("%d trigger words x %d fillers: %d distinct inputs screened at 0.5 and 2 KB in %v; slowest %v (%q), fastest growing %.1fx (%q), %d grew 6x or more (round two takes %d)\n",
		len(words), len(fillers), len(units), time.Since(start).Round(time.Second), slow[0].d.Round(time.Microsecond), slow[0].unit, 4*fast[0].growth, fast[0].unit, steep, *grow)
	// round two: a quadratic input may be fast at 2 KB (the word "secret"
	// and a value, repeated, took 10 s at 250 KB and 0.1 s at 32 KB), so
	// the fastest growing go on with the slowest, timed again, the best of
	// two at each size: one run's growth can be load noise
	second := screen(pick(first, 2**top, *grow), 8<<10, 32<<10, 2, *workers, "8 and 32 KB")
	cands := pick(second, (*top+1)/2, *top/2)
	fmt.Printf("%d inputs screened again at 8 and 32 KB, %v so far; slowest %v (%q), fastest growing %.1fx from 8 to 32 KB (%q)\n",
		len(second), time.Since(start).Round(time.Second), slowest(second)[0].d.Round(time.Microsecond), slowest(second)[0].unit, 4*fastest(second)[0].growth, fastest(second)[0].unit)
	if *list {
		for _, u := range cands {
			fmt.Printf("  %q\n", u)
		}
		return
	}
	sizes := []int{25 << 10, 50 << 10, 100 << 10, 200 << 10, 256<<10 - 64}
	fmt.Printf("%-10s %12s %12s %10s %10s  %s\n", "size", "worst (CPU)", "its wall", "vs 25 KB", "vs half", "input")
	var base, prev time.Duration
	var prevN int
	times := make([][]time.Duration, len(sizes))
	for k, n := range sizes {
		cpu := make([]time.Duration, len(cands))
		times[k] = cpu
		wall := make([]time.Duration, len(cands))
		each(len(cands), *workers, strconv.Itoa(n>>10)+" KB", func(r *redact.Redactor, i int) {
			cpu[i], wall[i] = timeBest(r, cands[i], n, 1)
		})
		// the slowest is run again, the best of two, until the slowest
		// has had its second run: one slow run may be load
		again := make([]bool, len(cands))
		w := 0
		for {
			for i := range cands {
				if cpu[i] > cpu[w] {
					w = i
				}
			}
			if again[w] {
				break
			}
			again[w] = true
			if c, wl := timeBest(redact.New("configured-token-value"), cands[w], n, 1); c < cpu[w] {
				cpu[w], wall[w] = c, wl
			}
		}
		if base == 0 {
			base = cpu[w]
		}
		half := "" // growth per doubling, from the size before
		if prev > 0 {
			half = fmt.Sprintf("%.2fx", float64(cpu[w])/float64(prev)*float64(prevN)*2/float64(n))
		}
		fmt.Printf("%-10s %12v %12v %9.1fx %10s  repeat %q\n", strconv.Itoa(n>>10)+" KB", cpu[w].Round(time.Microsecond), wall[w].Round(time.Microsecond), float64(cpu[w])/float64(base), half, cands[w])
		prev, prevN = cpu[w], n
	}
	// each input's growth per doubling from 25 to 256 KB, the fastest
	// growing first (one run each but for the slowest at each size, so
	// the whole range: between two sizes, one run's load shows)
	last := len(sizes) - 1
	perDoubling := func(i, from int) float64 {
		return math.Pow(float64(times[last][i])/float64(max(times[from][i], time.Microsecond)), math.Ln2/math.Log(float64(sizes[last])/float64(sizes[from])))
	}
	order := make([]int, len(cands))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return perDoubling(order[a], 0) > perDoubling(order[b], 0) })
	fmt.Printf("%-10s %12s %12s %14s  %s\n", "input", "25 KB", "255 KB", "per doubling", "")
	for _, i := range order {
		fmt.Printf("%-10d %12v %12v %13.2fx  repeat %q\n", i+1, times[0][i].Round(time.Microsecond), times[last][i].Round(time.Microsecond), perDoubling(i, 0), cands[i])
	}
	var over time.Duration
	var which string
	for _, u := range cands {
		if d := overshoot(redact.New("configured-token-value"), u, 256<<10-64); d > over {
			over, which = d, u
		}
	}
	fmt.Printf("past a spent budget: the slowest 256 KB input stops after %v (repeat %q)\n", over.Round(time.Microsecond), which)
	fmt.Fprintf(os.Stderr, "redactworst: done in %v\n", time.Since(start).Round(time.Second))
}

// distinct returns each word followed by each filler, once: a unit that
// is another repeated makes the same input, so only the shorter is kept.
func distinct(words, fillers []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, w := range words {
		for _, f := range fillers {
			u := w + f
			for p := 1; p < len(u); p++ {
				if len(u)%p == 0 && strings.Repeat(u[:p], len(u)/p) == u {
					u = u[:p]
					break
				}
			}
			if !seen[u] {
				seen[u] = true
				out = append(out, u)
			}
		}
	}
	return out
}

// screen times every unit repeated to small and to large bytes, the best
// of runs at each, on workers goroutines.
func screen(units []string, small, large, runs, workers int, label string) []cand {
	out := make([]cand, len(units))
	each(len(units), workers, label, func(r *redact.Redactor, i int) {
		u := units[i]
		ds, _ := timeBest(r, u, small, runs)
		dl, _ := timeBest(r, u, large, runs)
		perByte := func(d time.Duration, n int) float64 {
			return float64(max(d, time.Microsecond)) / float64(len(u)*max(1, n/len(u)))
		}
		out[i] = cand{u, dl, perByte(dl, large) / perByte(ds, small)}
	})
	return out
}

// each calls f for 0..n-1 on workers goroutines, each locked to its
// thread and with a redactor of its own, and reports progress on stderr
// every five seconds.
func each(n, workers int, label string, f func(r *redact.Redactor, i int)) {
	var next, done atomic.Int64
	var wg sync.WaitGroup
	for range max(1, workers) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			r := redact.New("configured-token-value")
			for i := int(next.Add(1) - 1); i < n; i = int(next.Add(1) - 1) {
				f(r, i)
				done.Add(1)
			}
		}()
	}
	stop := make(chan struct{})
	go func() {
		start := time.Now()
		t := time.NewTicker(5 * time.Second)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				d, el := done.Load(), time.Since(start)
				left := "?"
				if d > 0 {
					left = (el * time.Duration(int64(n)-d) / time.Duration(d)).Round(time.Second).String()
				}
				fmt.Fprintf(os.Stderr, "redactworst: %s: %d/%d in %v, about %s left\n", label, d, n, el.Round(time.Second), left)
			}
		}
	}()
	wg.Wait()
	close(stop)
}

// slowest returns cs sorted by time, the slowest first.
func slowest(cs []cand) []cand {
	s := append([]cand(nil), cs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].d > s[j].d })
	return s
}

// fastest returns cs sorted by growth, the fastest growing first.
func fastest(cs []cand) []cand {
	s := append([]cand(nil), cs...)
	sort.SliceStable(s, func(i, j int) bool { return s[i].growth > s[j].growth })
	return s
}

// pick returns the units of the nSlow slowest of cs and of the nGrow
// fastest growing of the rest.
func pick(cs []cand, nSlow, nGrow int) []string {
	var out []string
	taken := map[string]bool{}
	for _, c := range slowest(cs)[:min(nSlow, len(cs))] {
		out, taken[c.unit] = append(out, c.unit), true
	}
	for _, c := range fastest(cs) {
		if len(out) >= nSlow+nGrow {
			break
		}
		if !taken[c.unit] {
			out, taken[c.unit] = append(out, c.unit), true
		}
	}
	return out
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

// timeBest redacts unit repeated to n bytes, the best of runs, and
// returns the CPU time of the best run and its wall time (the redactor
// remembers only inputs of 2 KB at most: a repeated run at those sizes
// would be answered from its memory).
func timeBest(r *redact.Redactor, unit string, n, runs int) (cpu, wall time.Duration) {
	s := strings.Repeat(unit, max(1, n/len(unit)))
	cpu = time.Duration(1 << 62)
	for range runs {
		t, c := time.Now(), threadCPU()
		_, _ = r.String(s)
		if d := threadCPU() - c; d < cpu {
			cpu, wall = d, time.Since(t)
		}
	}
	return cpu, wall
}

// wallClock is the time since the process started, for threadCPU where
// the thread's CPU time cannot be read.
func wallClock() time.Duration { return time.Since(started) }

var started = time.Now()

// literals returns the distinct string literals of the non-test Go files
// in dir, and their words, that are at most 40 bytes long.
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
