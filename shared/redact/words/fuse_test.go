package words

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"testing"
)

func fuseKeys(prefix string, n int) []string {
	keys := make([]string, n)
	for i := range keys {
		keys[i] = fmt.Sprintf("%s%d", prefix, i)
	}
	return keys
}

// TestFuseHasWhatWasAddedAndFewElse: at both arities a filter finds every
// key and answers yes for strangers at about 2^-width.
func TestFuseHasWhatWasAddedAndFewElse(t *testing.T) {
	for _, arity := range []int{3, 4} {
		for _, tc := range []struct {
			n, width int
			maxFP    float64
		}{
			{1, 10, 0.01}, {10, 10, 0.01}, {1000, 7, 0.015}, {50000, 10, 0.0015}, {50000, 14, 0.0002},
		} {
			keys := fuseKeys("key-", tc.n)
			b, err := BuildFuseArity(keys, tc.width, arity)
			if err != nil {
				t.Fatal(err)
			}
			f := ReadFuse(string(b))
			if f.Empty() || f.Bits() != tc.width || f.Arity() != arity {
				t.Fatalf("arity %d n=%d: read back empty or of width %d, arity %d", arity, tc.n, f.Bits(), f.Arity())
			}
			for _, k := range keys {
				if !f.Has(k) {
					t.Fatalf("arity %d n=%d width=%d: Has(%q) = false", arity, tc.n, tc.width, k)
				}
			}
			fp, trials := 0, 200000
			for i := 0; i < trials; i++ {
				if f.Has(fmt.Sprintf("other-%d", i)) {
					fp++
				}
			}
			if r := float64(fp) / float64(trials); r > tc.maxFP {
				t.Errorf("arity %d n=%d width=%d: false positives %.4f%% > %.4f%%", arity, tc.n, tc.width, 100*r, 100*tc.maxFP)
			}
			t.Logf("arity %d n=%d width=%d: %d bytes (%.2f bits a key), false positives %d of %d", arity, tc.n, tc.width, len(b), float64(8*len(b))/float64(tc.n), fp, trials)
		}
	}
	if (Fuse{}).Has("a") || !ReadFuse("short").Empty() || (Fuse{}).Arity() != 0 {
		t.Error("an empty or malformed filter has something")
	}
}

// TestFuseFourWiseIsSmaller: the point of arity 4, fewer bytes for the same
// keys and width (about 6% at a hundred thousand keys).
func TestFuseFourWiseIsSmaller(t *testing.T) {
	keys := fuseKeys("w", 100000)
	b3, err := BuildFuseArity(keys, 11, 3)
	if err != nil {
		t.Fatal(err)
	}
	b4, err := BuildFuse(keys, 11)
	if err != nil {
		t.Fatal(err)
	}
	if len(b4) > len(b3)*95/100 {
		t.Errorf("4-wise %d bytes, 3-wise %d: less than 5%% saved", len(b4), len(b3))
	}
	t.Logf("100,000 keys at 11 bits: 3-wise %d bytes, 4-wise %d", len(b3), len(b4))
}

// TestFuseThreeWiseBytesUnchanged: a 3-wise build writes the bytes it wrote
// before the arity was recorded (header byte 17 is 0), so the filters that
// stay 3-wise (their sources are machine-specific) regenerate identically
// and read as before. The digest is of those bytes, taken before the
// change.
func TestFuseThreeWiseBytesUnchanged(t *testing.T) {
	keys := make([]string, 1000)
	for i := range keys {
		keys[i] = fmt.Sprintf("k%dx", i)
	}
	b, err := BuildFuseArity(keys, 11, 3)
	if err != nil {
		t.Fatal(err)
	}
	if got := fmt.Sprintf("%x", sha256.Sum256(b)); got != "3a54ec2e1262be97790f1b6a4d6790b054b0b1550bed971da9e8de42ce9dfca1" || len(b) != 1963 {
		t.Errorf("3-wise bytes changed: %d bytes, sha256 %s", len(b), got)
	}
	if b[17] != 0 {
		t.Errorf("3-wise header byte 17 = %d, want 0", b[17])
	}
}

// TestFuseMalformedHeaderIsEmpty: a header that does not fit its bytes
// gives an empty filter (nothing, no panic), whatever field is wrong.
func TestFuseMalformedHeaderIsEmpty(t *testing.T) {
	for _, arity := range []int{3, 4} {
		good, err := BuildFuseArity(fuseKeys("m", 3000), 9, arity)
		if err != nil {
			t.Fatal(err)
		}
		if ReadFuse(string(good)).Empty() {
			t.Fatalf("arity %d: the good filter reads empty", arity)
		}
		put := func(off int, v uint32) string {
			b := append([]byte(nil), good...)
			binary.LittleEndian.PutUint32(b[off:], v)
			return string(b)
		}
		u32 := func(off int) uint32 { return binary.LittleEndian.Uint32(good[off:]) }
		for name, b := range map[string]string{
			"short header":               string(good[:fuseHeader-1]),
			"truncated body":             string(good[:len(good)-1]),
			"segment length 0":           put(8, 0),
			"segment length not 2^k":     put(8, u32(8)+1),
			"segment length too long":    put(8, 1<<19),
			"segment count not multiple": put(12, u32(12)+1),
			"segment count 0":            put(12, 0),
			"segment count too many":     put(12, u32(12)+u32(8)),
			"width 0":                    put(16, uint32(arityCode(uint32(arity)))<<8),
			"width 25":                   put(16, 25|arityCode(uint32(arity))<<8),
			"arity 5":                    put(16, 9|5<<8),
			"arity 3 written as 3":       put(16, 9|3<<8),
			"high bits":                  put(16, 9|arityCode(uint32(arity))<<8|1<<16),
			"no entries":                 put(20, 0),
		} {
			f := ReadFuse(b)
			if !f.Empty() || f.Has("m1") {
				t.Errorf("arity %d, %s: not empty", arity, name)
			}
		}
	}
}

// TestNarrowFuseIsBuildAtThatWidth: narrowing a filter gives the bytes a
// build at the narrow width gives, so knowgen's output and a narrowed file
// agree, and every key is still found.
func TestNarrowFuseIsBuildAtThatWidth(t *testing.T) {
	keys := fuseKeys("word-", 5000)
	for _, arity := range []int{3, 4} {
		wide, err := BuildFuseArity(keys, 13, arity)
		if err != nil {
			t.Fatal(err)
		}
		for _, w := range []int{13, 11, 8, 1} {
			want, err := BuildFuseArity(keys, w, arity)
			if err != nil {
				t.Fatal(err)
			}
			got, err := NarrowFuse(wide, w)
			if err != nil {
				t.Fatal(err)
			}
			if string(got) != string(want) {
				t.Errorf("arity %d width %d: narrowed bytes differ from a build at that width", arity, w)
			}
			f := ReadFuse(string(got))
			for _, k := range keys {
				if !f.Has(k) {
					t.Fatalf("arity %d width %d: lost %q", arity, w, k)
				}
			}
		}
		for _, w := range []int{0, 14} {
			if _, err := NarrowFuse(wide, w); err == nil {
				t.Errorf("width %d: no error", w)
			}
		}
	}
	if _, err := NarrowFuse([]byte("short"), 8); err == nil {
		t.Error("malformed bytes: no error")
	}
	if _, err := BuildFuseArity(keys, 8, 5); err == nil {
		t.Error("arity 5: no error")
	}
}

// BenchmarkFuseHas: a lookup in a filter of the size of known.fuse (a
// million keys, 11 bits), half of them keys, at each arity.
func BenchmarkFuseHas(b *testing.B) {
	keys := fuseKeys("k", 1000000)
	probes := append(fuseKeys("k", 4096)[:2048], fuseKeys("stranger", 2048)...)
	for _, arity := range []int{3, 4} {
		data, err := BuildFuseArity(keys, 11, arity)
		if err != nil {
			b.Fatal(err)
		}
		f := ReadFuse(string(data))
		b.Run(fmt.Sprintf("arity%d", arity), func(b *testing.B) {
			n := 0
			for i := 0; i < b.N; i++ {
				if f.Has(probes[i%len(probes)]) {
					n++
				}
			}
			if n == 0 {
				b.Fatal("no key found")
			}
		})
	}
}

// TestLazyFuse: a lazy filter answers as the filter read from its data
// (known.fuse's packed: unpacked first), on every call, and so does a lazy
// Bloom filter.
func TestLazyFuse(t *testing.T) {
	l := newLazyFuse(knownData)
	want := ReadFuse(UnpackFuse(knownData))
	for range 2 {
		if got := l.get(); got != want || !got.Has("house") || got.Has("zzqxv") {
			t.Fatalf("lazyFuse.get() = %+v, want %+v", got.seed, want.seed)
		}
	}
	b := newLazyBloom(errorBloom)
	if got, w := b.get(), ReadBloom(errorBloom); got.K != w.K || len(got.Bits) != len(w.Bits) || !got.Has("error") {
		t.Fatalf("lazyBloom.get() = %d, %d bits; want %d, %d", got.K, len(got.Bits), w.K, len(w.Bits))
	}
}
