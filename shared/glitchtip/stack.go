package glitchtip

// Go runs f on a new goroutine whose stack is grown once, before f starts,
// to what a GlitchTip round trip uses. A goroutine starts with a small
// stack that doubles when a call needs more, each time copying and
// adjusting every frame already on it; a round trip (the transport's
// connection pool, its channels, the request's write) is deep enough to
// double it two or three times, each copy deeper than the last. Grown
// while the stack holds one frame, it is copied once and with nothing to
// adjust. Under make load this was 4% of the server's CPU: the goroutines
// a tool starts for its concurrent GETs.
func Go(f func()) {
	go func() {
		growStack()
		f()
	}()
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
