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

// Warm compiles every expression created so far on the calling
// goroutine, leaving the other CPUs to what runs beside it (a start's
// secret reads).
func Warm() {
	mu.Lock()
	list := append([]*Regexp(nil), all...)
	mu.Unlock()
	for _, r := range list {
		r.Compiled()
	}
}
