package lazyre

import (
	"sync"
	"testing"
)

// TestTableFull: past max expressions New panics at once (at init, in
// every test of the package that made one), instead of overwriting one.
func TestTableFull(t *testing.T) {
	mu.Lock()
	saved := n
	n = max
	mu.Unlock()
	defer func() {
		mu.Lock()
		n = saved
		mu.Unlock()
		if r, _ := recover().(string); r != "lazyre: the table of expressions is full; raise lazyre.max" {
			t.Errorf("New past max expressions: %v, want lazyre's panic", r)
		}
	}()
	New(`x`)
}

// TestDistinctAndConcurrent: each New is its own expression, and first
// uses from many goroutines at once (go test -race) agree.
func TestDistinctAndConcurrent(t *testing.T) {
	a, b := New(`^a+$`), New(`^b+$`)
	if a == b || a.String() != `^a+$` || b.String() != `^b+$` {
		t.Fatalf("a=%d %q, b=%d %q", a, a.String(), b, b.String())
	}
	var wg sync.WaitGroup
	for i := 0; i < 8; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if !a.MatchString("aa") || a.MatchString("bb") || !b.MatchString("bb") {
				t.Error("wrong match")
			}
		}()
	}
	wg.Wait()
}
