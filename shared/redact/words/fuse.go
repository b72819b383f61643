package words

import (
	"encoding/binary"
	"errors"
	"math"
	"math/bits"
	"sync"
)

// lazyFuse is sync.OnceValue(func() Fuse { return ReadFuse(data) }): a
// filter read on its first lookup, not at start. It is one function that
// is never inlined so that the closures OnceValue makes are compiled once
// for all the filters, not once per filter (about 9 KB of bootstrap).
//
//go:noinline
func lazyFuse(data string) func() Fuse {
	return sync.OnceValue(func() Fuse { return ReadFuse(data) })
}

// Fuse is a binary fuse filter (Graf and Lemire, "Binary Fuse Filters: Fast
// and Smaller Than Xor Filters", 2022) of strings, read in place from the
// bytes BuildFuse wrote: Has never misses a string that was added and
// answers yes for any other string with probability 2^-F, where F is the
// fingerprint width in bits (1 to 24), at about 1.13·F bits per string.
// Fingerprints are packed F bits each, so the width can be chosen to meet a
// false-positive target exactly (F=10 gives 0.098%, F=7 0.78%) instead of
// the 8 or 16 bits of the usual implementations. Nothing is decoded when a
// filter is read: lookups index the embedded string directly.
type Fuse struct {
	seed        uint64
	segLen      uint32
	segMask     uint32
	segCountLen uint32
	f           uint32
	data        string // packed fingerprints, 3 bytes of padding at the end
}

// fuseHeader is the size of the header BuildFuse writes: seed (8), segment
// length (4), segment count × length (4), fingerprint bits (4), entries (4).
const fuseHeader = 24

// ReadFuse wraps the bytes written by BuildFuse; malformed bytes give an
// empty filter, which has nothing.
func ReadFuse(b string) Fuse {
	if len(b) < fuseHeader {
		return Fuse{}
	}
	u32 := func(i int) uint32 { return binary.LittleEndian.Uint32([]byte(b[i : i+4])) }
	f := Fuse{
		seed:        binary.LittleEndian.Uint64([]byte(b[:8])),
		segLen:      u32(8),
		segCountLen: u32(12),
		f:           u32(16),
		data:        b[fuseHeader:],
	}
	n := u32(20)
	if f.segLen == 0 || f.segLen&(f.segLen-1) != 0 || f.f == 0 || f.f > 24 ||
		uint64(len(f.data)) < (uint64(f.segCountLen)+2*uint64(f.segLen))*uint64(f.f)/8+3 || n == 0 {
		return Fuse{}
	}
	f.segMask = f.segLen - 1
	return f
}

// Empty reports whether the filter holds nothing (not generated, or
// malformed).
func (f Fuse) Empty() bool { return f.f == 0 }

// Bits is the fingerprint width: a lookup of a string never added answers
// yes with probability 2^-Bits.
func (f Fuse) Bits() int { return int(f.f) }

// Has reports whether s was (probably) added.
func (f Fuse) Has(s string) bool { return f.hasHash(hashString(s)) }

// hasHash is Has for a string whose hashString is k.
func (f Fuse) hasHash(k uint64) bool {
	if f.f == 0 {
		return false
	}
	h := mix(k + f.seed)
	h0, h1, h2 := f.positions(h)
	return f.at(h0)^f.at(h1)^f.at(h2) == fingerprint(h, f.f)
}

func (f Fuse) at(i uint32) uint32 {
	p := uint64(i) * uint64(f.f)
	d := f.data[p/8:]
	v := uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24
	return v >> (p % 8) & (1<<f.f - 1)
}

func (f Fuse) positions(h uint64) (uint32, uint32, uint32) {
	hi, _ := bits.Mul64(h, uint64(f.segCountLen))
	h0 := uint32(hi)
	h1 := h0 + f.segLen
	h2 := h1 + f.segLen
	h1 ^= uint32(h>>18) & f.segMask
	h2 ^= uint32(h) & f.segMask
	return h0, h1, h2
}

func fingerprint(h uint64, width uint32) uint32 {
	return uint32(h^h>>32) & (1<<width - 1)
}

// hashString is FNV-1a over the bytes of s from the last to the first,
// without allocating. Backwards, so that the hashes of all the endings of a
// word cost one pass (compound splitting asks for every ending).
func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := len(s) - 1; i >= 0; i-- {
		h = fnvStep(h, s[i])
	}
	return h
}

const fnvOffset = 14695981039346656037

func fnvStep(h uint64, b byte) uint64 { return (h ^ uint64(b)) * 1099511628211 }

// mix is MurmurHash3's 64-bit finaliser: every bit of the seeded FNV hash
// reaches every bit of the result.
func mix(h uint64) uint64 {
	h ^= h >> 33
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 33
	return h
}

// BuildFuse builds a filter of keys with fingerprints of width bits and
// returns its bytes (for ReadFuse). Duplicates are allowed. The generator
// uses it; it is here so that the format has one definition.
func BuildFuse(keys []string, width int) ([]byte, error) {
	if width < 1 || width > 24 {
		return nil, errors.New("fuse: fingerprint width must be 1 to 24 bits")
	}
	seen := make(map[uint64]bool, len(keys))
	hashes := make([]uint64, 0, len(keys))
	for _, k := range keys {
		if h := hashString(k); !seen[h] {
			seen[h] = true
			hashes = append(hashes, h)
		}
	}
	n := uint32(len(hashes))
	if n == 0 {
		return nil, errors.New("fuse: no keys")
	}
	segLen := uint32(1) << int(math.Floor(math.Log(float64(max(n, 2)))/math.Log(3.33)+2.25))
	segLen = min(segLen, 1<<18)
	factor := math.Max(1.125, 0.875+0.25*math.Log(1e6)/math.Log(float64(max(n, 2))))
	capacity := uint32(math.Round(float64(n) * factor))
	segCount := max((capacity+segLen-1)/segLen, 3) - 2
	arrayLen := (segCount + 2) * segLen
	f := Fuse{segLen: segLen, segMask: segLen - 1, segCountLen: segCount * segLen, f: uint32(width)}

	count := make([]uint32, arrayLen)
	xor := make([]uint64, arrayLen)
	stackH := make([]uint64, 0, n)
	stackI := make([]uint32, 0, n)
	queue := make([]uint32, 0, arrayLen)
	rng := uint64(0x9e3779b97f4a7c15)
	for attempt := 0; ; attempt++ {
		if attempt == 100 {
			return nil, errors.New("fuse: could not build the filter in 100 attempts")
		}
		rng += 0x9e3779b97f4a7c15
		f.seed = mix(rng)
		clear(count)
		clear(xor)
		for _, k := range hashes {
			h := mix(k + f.seed)
			a, b, c := f.positions(h)
			count[a]++
			count[b]++
			count[c]++
			xor[a] ^= h
			xor[b] ^= h
			xor[c] ^= h
		}
		queue = queue[:0]
		for i, c := range count {
			if c == 1 {
				queue = append(queue, uint32(i))
			}
		}
		stackH, stackI = stackH[:0], stackI[:0]
		for len(queue) > 0 {
			i := queue[len(queue)-1]
			queue = queue[:len(queue)-1]
			if count[i] != 1 {
				continue
			}
			h := xor[i]
			stackH = append(stackH, h)
			stackI = append(stackI, i)
			a, b, c := f.positions(h)
			for _, j := range [3]uint32{a, b, c} {
				count[j]--
				xor[j] ^= h
				if count[j] == 1 {
					queue = append(queue, j)
				}
			}
		}
		if uint32(len(stackH)) == n {
			break
		}
	}
	fp := make([]uint32, arrayLen)
	for k := len(stackH) - 1; k >= 0; k-- {
		h, i := stackH[k], stackI[k]
		a, b, c := f.positions(h)
		fp[i] = 0
		fp[i] = fingerprint(h, f.f) ^ fp[a] ^ fp[b] ^ fp[c]
	}
	out := make([]byte, fuseHeader+(int(arrayLen)*width+7)/8+3)
	binary.LittleEndian.PutUint64(out, f.seed)
	binary.LittleEndian.PutUint32(out[8:], segLen)
	binary.LittleEndian.PutUint32(out[12:], f.segCountLen)
	binary.LittleEndian.PutUint32(out[16:], uint32(width))
	binary.LittleEndian.PutUint32(out[20:], n)
	body := out[fuseHeader:]
	for i, v := range fp {
		p := uint64(i) * uint64(width)
		for b := uint64(0); b < uint64(width); b++ {
			if v>>b&1 == 1 {
				q := p + b
				body[q/8] |= 1 << (q % 8)
			}
		}
	}
	return out, nil
}

// NarrowFuse rewrites the bytes BuildFuse wrote with fingerprints of width
// bits instead, which is smaller and answers yes for a stranger more often
// (2^-width). A fingerprint is the low bits of the key's hash and a cell is
// the XOR of fingerprints, so the narrow filter's cells are the wide one's
// truncated: the result is byte for byte what BuildFuse would write at that
// width from the same keys, without the keys (which knowgen reads from
// sources that are not in the repository).
func NarrowFuse(b []byte, width int) ([]byte, error) {
	f := ReadFuse(string(b))
	if f.Empty() {
		return nil, errors.New("fuse: not a filter")
	}
	if width < 1 || uint32(width) > f.f {
		return nil, errors.New("fuse: a filter can only be narrowed, to at least 1 bit")
	}
	cells := uint64(f.segCountLen) + 2*uint64(f.segLen)
	out := make([]byte, fuseHeader+(int(cells)*width+7)/8+3)
	copy(out, b[:fuseHeader])
	binary.LittleEndian.PutUint32(out[16:], uint32(width))
	body := out[fuseHeader:]
	mask := uint32(1)<<width - 1
	for i := uint64(0); i < cells; i++ {
		v := f.at(uint32(i)) & mask
		p := i * uint64(width)
		for k := uint64(0); k < uint64(width); k++ {
			if v>>k&1 == 1 {
				q := p + k
				body[q/8] |= 1 << (q % 8)
			}
		}
	}
	return out, nil
}
