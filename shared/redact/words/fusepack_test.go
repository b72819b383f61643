package words

import (
	"encoding/binary"
	"fmt"
	"testing"
)

// TestPackFuseUnpacksToItsBytes: a packed filter unpacks to the bytes it
// was packed from, at both arities and every width, so it answers every
// string, a stranger's false positive included, as the filter did; it is
// smaller once the filter has a few thousand keys; and an unpacked reader
// (ReadFuse) finds it empty rather than misreading it.
func TestPackFuseUnpacksToItsBytes(t *testing.T) {
	for _, arity := range []int{3, 4} {
		for _, tc := range []struct{ n, width int }{
			{1, 10}, {10, 1}, {1000, 7}, {5000, 11}, {5000, 16}, {20000, 24}, {50000, 8},
		} {
			keys := fuseKeys("pk-", tc.n)
			raw, err := BuildFuseArity(keys, tc.width, arity)
			if err != nil {
				t.Fatal(err)
			}
			p, err := PackFuse(raw)
			if err != nil {
				t.Fatalf("arity %d n=%d width=%d: %v", arity, tc.n, tc.width, err)
			}
			if UnpackFuse(string(p)) != string(raw) {
				t.Fatalf("arity %d n=%d width=%d: does not unpack to its bytes", arity, tc.n, tc.width)
			}
			if tc.n >= 5000 && len(p) >= len(raw) {
				t.Errorf("arity %d n=%d width=%d: packed %d bytes, not fewer than %d", arity, tc.n, tc.width, len(p), len(raw))
			}
			if !ReadFuse(string(p)).Empty() {
				t.Errorf("arity %d n=%d width=%d: ReadFuse reads the packed bytes as a filter", arity, tc.n, tc.width)
			}
			want, got := ReadFuse(string(raw)), newLazyFuse(string(p)).get()
			for i := range 20000 {
				s := fmt.Sprintf("stranger-%d", i)
				if i < tc.n {
					s = keys[i]
				}
				if got.Has(s) != want.Has(s) {
					t.Fatalf("arity %d n=%d width=%d: %q answered %v packed, %v not", arity, tc.n, tc.width, s, got.Has(s), want.Has(s))
				}
			}
			t.Logf("arity %d n=%d width=%d: %d bytes, packed %d", arity, tc.n, tc.width, len(raw), len(p))
		}
	}
}

// TestPackFuseRefuses what would not unpack to its bytes: bytes past a
// filter's cells, a packed filter, and no filter.
func TestPackFuseRefuses(t *testing.T) {
	raw, err := BuildFuse(fuseKeys("r", 3000), 9)
	if err != nil {
		t.Fatal(err)
	}
	p, err := PackFuse(raw)
	if err != nil {
		t.Fatal(err)
	}
	for name, b := range map[string][]byte{
		"a byte past its cells": append(append([]byte(nil), raw...), 0),
		"packed already":        p,
		"no filter":             []byte("short"),
	} {
		if _, err := PackFuse(b); err == nil {
			t.Errorf("%s: packed", name)
		}
	}
	if UnpackFuse(string(raw)) != string(raw) {
		t.Error("an unpacked filter is not given back as it is")
	}
}

// TestUnpackFuseMalformedIsEmpty: packed bytes that do not add up give an
// empty filter (no panic), whichever field is wrong, and so does any one
// byte of the packed filter changed (or the filter it gives is whole).
func TestUnpackFuseMalformedIsEmpty(t *testing.T) {
	for _, arity := range []int{3, 4} {
		raw, err := BuildFuseArity(fuseKeys("m", 3000), 9, arity)
		if err != nil {
			t.Fatal(err)
		}
		good, err := PackFuse(raw)
		if err != nil {
			t.Fatal(err)
		}
		put := func(off int, v uint32) string {
			b := append([]byte(nil), good...)
			binary.LittleEndian.PutUint32(b[off:], v)
			return string(b)
		}
		u32 := func(off int) uint32 { return binary.LittleEndian.Uint32(good[off:]) }
		withByte := func(off int, v byte) string {
			b := append([]byte(nil), good...)
			b[off] = v
			return string(b)
		}
		for name, b := range map[string]string{
			"short header":          string(good[:packedHeader-1]),
			"a byte short":          string(good[:len(good)-1]),
			"a byte more":           string(good) + "\x00",
			"segment length 0":      put(8, 0),
			"width 0":               withByte(16, 0),
			"zeros past the cells":  put(fuseHeader, 1<<31),
			"a zero less":           put(fuseHeader, u32(fuseHeader)-1),
			"a zero more":           put(fuseHeader, u32(fuseHeader)+1),
			"rice parameter 25":     withByte(fuseHeader+4, 25),
			"gap stream past end":   put(fuseHeader+5, uint32(len(good))),
			"gap stream a byte off": put(fuseHeader+5, u32(fuseHeader+5)+1),
		} {
			if u := UnpackFuse(b); u != "" && u == string(raw) {
				t.Errorf("arity %d, %s: unpacks to the filter", arity, name)
			} else if f := ReadFuse(u); !f.Empty() && u != "" {
				t.Errorf("arity %d, %s: unpacks to another filter", arity, name)
			}
		}
		for i := range good {
			for _, x := range []byte{1, 0x80, 0xff} {
				b := withByte(i, good[i]^x)
				if u := UnpackFuse(b); u != "" && u != b && ReadFuse(u).Empty() {
					t.Fatalf("arity %d, byte %d ^ %#x: unpacks to bytes that are no filter", arity, i, x)
				}
			}
		}
	}
}

// TestPackedKnowledgeFilters: the filters knowgen writes packed (its
// packed set) are committed packed, as PackFuse packs their unpacked
// bytes (so a run writes them byte for byte), and answer what they hold;
// known.fuse, read at every cold start, stays unpacked (knowgen's packed
// says why).
func TestPackedKnowledgeFilters(t *testing.T) {
	if UnpackFuse(knownData) != knownData || !ReadFuse(knownData).Has("house") {
		t.Error("known.fuse is packed, or does not hold house")
	}
	for _, tc := range []struct {
		name, data, word string
	}{
		{"noun.fuse", nounData, "verbindung"},
		{"given.fuse", givenData, "olivia"},
		{"surname.fuse", surnameData, "smith"},
		{"inflected.fuse", inflectedData, "tuer"},
		{"compoundnames.fuse", compoundNamesData, "feldmann"},
		{"function.fuse", functionData, "die"},
		{"sharps.fuse", sharpsData, "straße"},
		// session 43 (pack43): the filters read lazily on first use
		{"ext.fuse", extFuse, ""},
		{"fistem.fuse", fiStemData, ""},
		{"man.fuse", manData, ""},
		{"semgiven.fuse", semGivenData, ""},
		{"system.fuse", systemData, "postgres"},
		{"unspaced.fuse", unspacedData, ""},
		// session 44: the filters only a text in another script asks, no
		// longer warmed
		{"laterother.fuse", laterOtherData, ""},
		{"hangul.fuse", hangulData, ""},
		{"hindi.fuse", hindiData, ""},
		{"thaiphrase.fuse", thaiPhraseData, ""},
		{"thaipart.fuse", thaiPartData, ""},
		{"thaiweb.fuse", thaiWebData, ""},
		// and four Warm unpacks beside a start's secret reads (about 60 KB:
		// well under a tenth of a millisecond, as known.fuse's 1.2 MB took
		// 1.5 ms)
		{"common.fuse", commonData, ""},
		{"gap.fuse", gapData, ""},
		{"latingap.fuse", latinGapData, ""},
		{"registry.fuse", registryData, ""},
	} {
		raw := UnpackFuse(tc.data)
		if raw == tc.data {
			t.Errorf("%s is not packed", tc.name)
			continue
		}
		f := ReadFuse(raw)
		if f.Empty() || tc.word != "" && !f.Has(tc.word) {
			t.Errorf("%s: unpacks empty or without %q", tc.name, tc.word)
			continue
		}
		if p, err := PackFuse([]byte(raw)); err != nil || string(p) != tc.data {
			t.Errorf("%s: packing its filter again does not give its bytes (%v)", tc.name, err)
		}
	}
}

// BenchmarkUnpackFuse: what the lazy filters' first lookups (or Warm) pay
// to unpack the seven packed filters.
func BenchmarkUnpackFuse(b *testing.B) {
	for i := 0; i < b.N; i++ {
		for _, d := range []string{nounData, givenData, surnameData, inflectedData, compoundNamesData, functionData, sharpsData} {
			UnpackFuse(d)
		}
	}
}
