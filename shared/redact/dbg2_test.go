package redact

import (
	"fmt"
	"os"
	"reflect"
	"runtime"
	"strings"
	"testing"
)

func TestDbgWhich(t *testing.T) {
	in := os.Getenv("DBG_IN")
	if in == "" {
		t.Skip()
	}
	for _, g := range [][]func(*scan){strong, wordRules, weak} {
		for _, d := range g {
			sc := &scan{s: in}
			sc.lower = lowerInPlace(in)
			d(sc)
			if len(sc.out) > 0 {
				name := runtime.FuncForPC(reflect.ValueOf(d).Pointer()).Name()
				for _, sp := range sc.out {
					fmt.Printf("%s: %q %s\n", name[strings.LastIndex(name, ".")+1:], in[sp.start:sp.end], sp.ph)
				}
			}
		}
	}
}
