package lazyre_test

import (
	"testing"

	"glitchtip-mcp/shared/lazyre"
)

func TestLazyCompile(t *testing.T) {
	r := lazyre.New(`^a(b+)c$`)
	for _, tc := range []struct {
		in   string
		want bool
	}{{"abbc", true}, {"ac", false}, {"xabc", false}} {
		if got := r.MatchString(tc.in); got != tc.want {
			t.Errorf("%q: %v", tc.in, got)
		}
	}
	if m := r.FindStringSubmatch("abbbc"); len(m) != 2 || m[1] != "bbb" {
		t.Errorf("submatch %v", m)
	}
}

func TestInvalidPanicsOnUse(t *testing.T) {
	r := lazyre.New(`(`)
	defer func() {
		if recover() == nil {
			t.Error("an invalid expression did not panic on first use")
		}
	}()
	r.MatchString("x")
}
