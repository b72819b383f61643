//go:build !lambda.norpc

package version

import "testing"

func TestTrimV(t *testing.T) {
	for in, want := range map[string]string{"v0.2.0": "0.2.0", "v0.0.0-20261124-abc+dirty": "0.0.0-20261124-abc+dirty", "devel": "devel", "v": "v", "vx": "vx"} {
		if got := trimV(in); got != want {
			t.Errorf("trimV(%q) = %q, want %q", in, got, want)
		}
	}
}
