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
// methods of regexp.Regexp the project uses. It is the expression's number
// in a table, not a pointer: a package variable holding one is set at init
// without a write barrier, 28 bytes of code less per expression.
type Regexp uint32

// max is how many expressions the table holds (the product makes about
// 120; the table is zero memory until used, 48 bytes an entry).
const max = 512

type entry struct {
	expr string
	// rare expressions are left out of Warm (see NewRare)
	rare bool
	once sync.Once
	re   *regexp.Regexp
	_    [0]func() // not comparable: no equality function in the binary
}

var (
	mu sync.Mutex
	// n entries of tab are made; a Regexp is an index in them. An entry
	// is written before its index is returned and never after but by its
	// once, so reading it needs no lock.
	n   int
	tab [max]entry
)

// New returns a Regexp for expr. An invalid expr panics on first use (and
// in Warm), as regexp.MustCompile would at init: the tests call Check.
func New(expr string) Regexp { return add(expr, false) }

// NewRare is New for an expression that few values reach (behind a
// prefilter that most texts fail): Warm leaves it out, so a cold start
// does not spend time on it; the first value that needs it compiles it
// (a few hundred microseconds at most).
func NewRare(expr string) Regexp { return add(expr, true) }

func add(expr string, rare bool) Regexp {
	mu.Lock()
	defer mu.Unlock()
	if n == max {
		panic("lazyre: the table of expressions is full; raise lazyre.max")
	}
	tab[n].expr, tab[n].rare = expr, rare
	n++
	return Regexp(n - 1)
}

// Compiled returns the compiled expression.
func (r Regexp) Compiled() *regexp.Regexp { return tab[r].compiled() }

func (e *entry) compiled() *regexp.Regexp {
	e.once.Do(func() { e.re = regexp.MustCompile(e.expr) })
	return e.re
}

// String returns the source text.
func (r Regexp) String() string { return tab[r].expr }

// MatchString is regexp.Regexp.MatchString.
func (r Regexp) MatchString(s string) bool { return r.Compiled().MatchString(s) }

// FindStringSubmatch is regexp.Regexp.FindStringSubmatch.
func (r Regexp) FindStringSubmatch(s string) []string { return r.Compiled().FindStringSubmatch(s) }

// FindAllStringIndex is regexp.Regexp.FindAllStringIndex.
func (r Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringIndex(s, n)
}

// FindAllStringSubmatchIndex is regexp.Regexp.FindAllStringSubmatchIndex.
func (r Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.Compiled().FindAllStringSubmatchIndex(s, n)
}

// FindAllStringSubmatch is regexp.Regexp.FindAllStringSubmatch.
func (r Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.Compiled().FindAllStringSubmatch(s, n)
}

// ReplaceAllStringFunc is regexp.Regexp.ReplaceAllStringFunc.
func (r Regexp) ReplaceAllStringFunc(s string, f func(string) string) string {
	return r.Compiled().ReplaceAllStringFunc(s, f)
}

// Warm compiles every expression created so far, except the rare ones,
// on the calling goroutine, leaving the other CPUs to what runs beside it
// (a start's secret reads).
func Warm() { warm(list()) }

func warm(es []*entry) {
	for _, e := range es {
		if !e.rare {
			e.compiled()
		}
	}
}

// Check compiles every expression created so far, the rare ones too, and
// returns the first that does not compile (for tests: in the product an
// invalid expression panics on first use).
func Check() error {
	for _, e := range list() {
		if _, err := regexp.Compile(e.expr); err != nil {
			return err
		}
	}
	return nil
}

func list() []*entry {
	mu.Lock()
	defer mu.Unlock()
	es := make([]*entry, n)
	for i := range es {
		es[i] = &tab[i]
	}
	return es
}
