package words

import (
	"fmt"
	"testing"
)

func TestFuseHasWhatWasAddedAndFewElse(t *testing.T) {
	for _, tc := range []struct {
		n, width int
		maxFP    float64
	}{
		{1, 10, 0.01}, {10, 10, 0.01}, {1000, 7, 0.015}, {50000, 10, 0.0015}, {50000, 14, 0.0002},
	} {
		keys := make([]string, tc.n)
		for i := range keys {
			keys[i] = fmt.Sprintf("key-%d", i)
		}
		b, err := BuildFuse(keys, tc.width)
		if err != nil {
			t.Fatal(err)
		}
		f := ReadFuse(string(b))
		if f.Empty() || f.Bits() != tc.width {
			t.Fatalf("n=%d: read back empty or of width %d", tc.n, f.Bits())
		}
		for _, k := range keys {
			if !f.Has(k) {
				t.Fatalf("n=%d width=%d: Has(%q) = false", tc.n, tc.width, k)
			}
		}
		fp, trials := 0, 200000
		for i := 0; i < trials; i++ {
			if f.Has(fmt.Sprintf("other-%d", i)) {
				fp++
			}
		}
		if r := float64(fp) / float64(trials); r > tc.maxFP {
			t.Errorf("n=%d width=%d: false positives %.4f%% > %.4f%%", tc.n, tc.width, 100*r, 100*tc.maxFP)
		}
		t.Logf("n=%d width=%d: %d bytes (%.2f bits a key), false positives %d of %d", tc.n, tc.width, len(b), float64(8*len(b))/float64(tc.n), fp, trials)
	}
	if (Fuse{}).Has("a") || !ReadFuse("short").Empty() {
		t.Error("an empty or malformed filter has something")
	}
}

// TestNarrowFuseIsBuildAtThatWidth: narrowing a filter gives the bytes a
// build at the narrow width gives, so knowgen's output and a narrowed file
// agree, and every key is still found.
func TestNarrowFuseIsBuildAtThatWidth(t *testing.T) {
	keys := make([]string, 5000)
	for i := range keys {
		keys[i] = fmt.Sprintf("word-%d", i)
	}
	wide, err := BuildFuse(keys, 13)
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{13, 11, 8, 1} {
		want, err := BuildFuse(keys, w)
		if err != nil {
			t.Fatal(err)
		}
		got, err := NarrowFuse(wide, w)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("width %d: narrowed bytes differ from a build at that width", w)
		}
		f := ReadFuse(string(got))
		for _, k := range keys {
			if !f.Has(k) {
				t.Fatalf("width %d: lost %q", w, k)
			}
		}
	}
	for _, w := range []int{0, 14} {
		if _, err := NarrowFuse(wide, w); err == nil {
			t.Errorf("width %d: no error", w)
		}
	}
	if _, err := NarrowFuse([]byte("short"), 8); err == nil {
		t.Error("malformed bytes: no error")
	}
}
