package glitchtip

import (
	"sync"
	"testing"
)

//go:noinline
func deep(n int) int {
	var pad [256]byte
	pad[n%256] = byte(n)
	if n == 0 {
		return int(pad[0])
	}
	return deep(n-1) + int(pad[n%256])
}

// BenchmarkGo: a tool call's concurrent GET, as Go runs it (a worker) and
// as a fresh goroutine grown for it did.
func BenchmarkGo(b *testing.B) {
	run := func(b *testing.B, start func(func())) {
		b.RunParallel(func(pb *testing.PB) {
			var wg sync.WaitGroup
			for pb.Next() {
				wg.Add(1)
				start(func() { deep(30); wg.Done() })
				wg.Wait()
			}
		})
	}
	b.Run("worker", func(b *testing.B) { run(b, Go) })
	b.Run("fresh", func(b *testing.B) {
		run(b, func(f func()) {
			go func() { growStack(); f() }()
		})
	})
}
