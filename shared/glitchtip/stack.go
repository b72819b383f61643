package glitchtip

import "time"

// Go runs f on another goroutine: an idle worker if one is waiting, else a
// new one. A goroutine starts with a small stack that doubles when a call
// needs more, each time copying and adjusting every frame already on it;
// a round trip (the transport's connection pool, its channels, the
// request's write) is deep enough to double it two or three times, each
// copy deeper than the last. A worker grows its stack once, when it
// starts and holds one frame, and keeps it for the next f: under make
// load, fresh goroutines grown for the GETs of each tool call were 2-4%
// of the server's CPU.
//
// A worker waits workerIdle for its next f and then ends, so an idle
// server keeps none: the workers live only while calls keep them busy.
// Go never waits for a worker: f starts at once, as with go f().
func Go(f func()) {
	select {
	case work <- f:
	default:
		go worker(f)
	}
}

// work hands an f to a worker waiting for one; it has no buffer, so a
// send succeeds only when a worker takes f at once.
var work = make(chan func())

// workerIdle is how long a worker waits for another f before it ends:
// long enough for a busy server's next GET (thousands a second), short
// enough that a quiet one has none left a moment later.
const workerIdle = 5 * time.Millisecond

// worker runs f, then each f handed to it, until none came for workerIdle.
func worker(f func()) {
	growStack()
	f()
	idle := time.NewTimer(workerIdle)
	for {
		select {
		case f = <-work:
			f()
			idle.Reset(workerIdle)
		case <-idle.C:
			return
		}
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
