package main

import (
	"reflect"
	"testing"
)

// TestSplitFlags: build flags split as a shell does, a quoted value's
// spaces kept inside it (make passes the Lambda build's -gcflags so).
func TestSplitFlags(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"-tags x  -trimpath", []string{"-tags", "x", "-trimpath"}},
		{"-gcflags='all=-d=maxshapelen=64' -gcflags='m/p=-l -d=maxshapelen=64'", []string{"-gcflags=all=-d=maxshapelen=64", "-gcflags=m/p=-l -d=maxshapelen=64"}},
		{`-ldflags "-s -w"`, []string{"-ldflags", "-s -w"}},
	} {
		if got := splitFlags(c.in); !reflect.DeepEqual(got, c.want) {
			t.Errorf("splitFlags(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
