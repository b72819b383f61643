// Package lazyre holds regular expressions that are compiled on first use
// instead of at package initialisation. Package init runs before main, on
// one goroutine, in every cold start; compiling the redactor's and the
// validators' expressions there cost milliseconds before anything else
// could start. Warm compiles them all, and a start calls it in the
// background while it waits for Secrets Manager.
package lazyre

import (
	"regexp"
	"sync"
)

// Regexp is a regular expression compiled on first use. It has the
// methods of regexp.Regexp the project uses.
type Regexp struct {
	expr string
	// rare expressions are left out of Warm (see NewRare)
	rare bool
	once sync.Once
	re   *regexp.Regexp
}

var (
	mu  sync.Mutex
	all []*Regexp
)

// New returns a Regexp for expr. An invalid expr panics on first use (and
// in Warm), as regexp.MustCompile would at init: the tests call Warm.
func New(expr string) *Regexp {
	r := &Regexp{expr: expr}
	mu.Lock()
	all = append(all, r)
	mu.Unlock()
	return r
}

// NewRare is New for an expression that few values reach (behind a
// prefilter that most texts fail): Warm leaves it out, so a cold start
// does not spend time on it; the first value that needs it compiles it
// (a few hundred microseconds at most).
func NewRare(expr string) *Regexp {
	r := New(expr)
	r.rare = true
	return r
}

// Compiled returns the compiled expression.
func (r *Regexp) Compiled() *regexp.Regexp {
	r.once.Do(func() { r.re = regexp.MustCompile(r.expr) })
	return r.re
}

// String returns the source text.
func (r *Regexp) String() string { return r.expr }

// MatchString is regexp.Regexp.MatchString.
func (r *Regexp) MatchString(s string) bool { return r.Compiled().MatchString(s) }

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (r *Regexp) FindStringSubmatch(s string) []string { return r.Compiled().FindStringSubmatch(s) }

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringIndex(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringSubmatchIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.Compiled().FindAllStringSubmatch(s, n)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (r *Regexp) ReplaceAllStringFunc(s string, f func(string) string) string {
	return r.Compiled().ReplaceAllStringFunc(s, f)
}

// Warm compiles every expression created so far, except the rare ones,
// on the calling goroutine, leaving the other CPUs to what runs beside it
// (a start's secret reads).
func Warm() { warm(list()) }

func warm(rs []*Regexp) {
	for _, r := range rs {
		if !r.rare {
			r.Compiled()
		}
	}
}

// Check compiles every expression created so far, the rare ones too, and
// returns the first that does not compile (for tests: in the product an
// invalid expression panics on first use).
func Check() error {
	for _, r := range list() {
		if _, err := regexp.Compile(r.expr); err != nil {
			return err
		}
	}
	return nil
}

func list() []*Regexp {
	mu.Lock()
	defer mu.Unlock()
	return append([]*Regexp(nil), all...)
}
