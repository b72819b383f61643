package glitchtip

import (
	"sync/atomic"
	"time"
)

// Go runs f on another goroutine: a waiting worker if there is one, else a
// new one. A goroutine starts with a small stack that doubles when a call
// needs more, each time copying and adjusting every frame already on it;
// a round trip (the transport's connection pool, its channels, the
// request's write) is deep enough to double it two or three times, each
// copy deeper than the last. A worker grows its stack once, when it
// starts and holds one frame, and keeps it for the next f; a fresh
// goroutine per GET also took and gave back its grown stack through the
// runtime's shared stack caches, under their locks.
//
// Go never waits for a worker: f starts at once, as with go f(). Workers
// wait without a timer of their own; once no f was handed out for
// reapEvery, a reaper ends every waiting worker, so an idle server keeps
// none a moment after its last call.
func Go(f func()) {
	handed.Add(1)
	select {
	case work <- f:
	default:
		go worker(f)
	}
}

var (
	// work hands an f to a waiting worker; it has no buffer, so a send
	// succeeds only when a worker takes f at once. A nil f ends the worker.
	work = make(chan func())
	// waiting counts the workers done with their f, waiting or about to.
	waiting atomic.Int32
	// handed counts Go's calls: the reaper looks whether it moved.
	handed atomic.Uint64
	// reaping is set while a reaper is scheduled.
	reaping atomic.Bool
)

// reapEvery is how long the workers may wait with nothing handed out
// before they are ended: a busy server hands out thousands of f a second.
const reapEvery = 5 * time.Millisecond

// worker runs f, then each f handed to it, until it is handed nil. It
// holds no f while it waits (nor what f holds).
func worker(f func()) {
	growStack()
	for f != nil {
		f()
		f = nil
		waiting.Add(1)
		scheduleReaper()
		f = <-work
		waiting.Add(-1)
	}
}

// scheduleReaper schedules a reaper unless one is.
func scheduleReaper() {
	if !reaping.Load() && reaping.CompareAndSwap(false, true) {
		seen := handed.Load()
		time.AfterFunc(reapEvery, func() { reap(seen) })
	}
}

// reap ends the waiting workers if nothing was handed out since seen, and
// looks again later if something was.
func reap(seen uint64) {
	if now := handed.Load(); now != seen {
		time.AfterFunc(reapEvery, func() { reap(now) })
		return
	}
	reaping.Store(false)
	for done := false; !done; {
		select {
		case work <- nil:
		default:
			done = true
		}
	}
	// a worker between its count and its wait was missed: look again
	if waiting.Load() > 0 {
		scheduleReaper()
	}
}

// roundTripStack is the frame growStack asks for: the stack is then
// doubled past it, to 16 KB from the usual 2 KB start, enough for a round
// trip on a pooled connection and the decoding after it.
const roundTripStack = 8 << 10

// keepFrame is never true; growStack reads it so that the compiler keeps
// the frame's array.
var keepFrame bool

// growStack has a frame of roundTripStack bytes: calling it grows the
// stack of a goroutine that has just started.
//
//go:noinline
func growStack() {
	var buf [roundTripStack]byte
	if keepFrame {
		for i := range buf {
			buf[i] = byte(i)
		}
		keepFrame = buf[len(buf)/2] == 0
	}
}
