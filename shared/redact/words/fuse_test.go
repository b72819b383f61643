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
