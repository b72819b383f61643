package words

import (
	"encoding/binary"
	"errors"
	"math"
	"math/bits"
	"sync"
)

// lazyFuse is a filter read on its first lookup, not at start: get reads
// it under a sync.Once. Not a OnceValue: that was three closures with
// long generic names in the bootstrap, and an instance of them for each
// type.
type lazyFuse struct {
	data string
	once sync.Once
	f    Fuse
}

func newLazyFuse(data string) *lazyFuse { return &lazyFuse{data: data} }

//go:noinline
func (l *lazyFuse) get() Fuse {
	l.once.Do(l.read)
	return l.f
}

// read unpacks a packed filter (fusepack.go) before it wraps it.
func (l *lazyFuse) read() { l.f = ReadFuse(UnpackFuse(l.data)) }

// Fuse is a binary fuse filter (Graf and Lemire, "Binary Fuse Filters: Fast
// and Smaller Than Xor Filters", 2022) of strings, read in place from the
// bytes BuildFuse wrote: Has never misses a string that was added and
// answers yes for any other string with probability 2^-F, where F is the
// fingerprint width in bits (1 to 24). A string's fingerprint is the XOR of
// 3 or 4 cells (the filter's arity), one in each of as many consecutive
// segments: 4-wise filters take about 1.075·F bits per string for a million
// strings where 3-wise ones take 1.125·F, for one more cell read a lookup.
// Fingerprints are packed F bits each, so the width can be chosen to meet a
// false-positive target exactly (F=10 gives 0.098%, F=7 0.78%) instead of
// the 8 or 16 bits of the usual implementations. Nothing is decoded when a
// filter is read: lookups index the embedded string directly (a packed
// filter, fusepack.go, is unpacked once, on its lazy filter's first use).
type Fuse struct {
	seed        uint64
	segLen      uint32
	segMask     uint32
	segCountLen uint32
	f           uint32
	arity       uint32
	data        string // packed fingerprints, 3 bytes of padding at the end
}

// fuseHeader is the size of the header BuildFuse writes: seed (8), segment
// length (4), segment count × length (4), fingerprint bits and arity (4),
// entries (4). The fingerprint bits are the low byte of theirs; the next
// byte is 4 for a 4-wise filter and 0 for a 3-wise one, so that the filters
// written before the arity was recorded read as they did (and a reader of
// that time finds a 4-wise filter malformed rather than misreading it).
const fuseHeader = 24

// maxSegLen bounds the segment length, so that the bits of the hash that
// place a string within its segments (positions) do not reach those that
// choose its first segment.
func maxSegLen(arity uint32) uint32 {
	if arity == 4 {
		return 1 << 14
	}
	return 1 << 18
}

// ReadFuse wraps the bytes written by BuildFuse; malformed bytes give an
// empty filter, which has nothing.
func ReadFuse(b string) Fuse {
	f, ok := readFuseHeader(b)
	if !ok || uint64(len(f.data)) < uint64(f.cells())*uint64(f.f)/8+3 {
		return Fuse{}
	}
	return f
}

// readFuseHeader reads and checks the header of b, all but that the cells
// it gives fit b (UnpackFuse reads a packed filter's header so, before it
// writes them).
func readFuseHeader(b string) (Fuse, bool) {
	if len(b) < fuseHeader {
		return Fuse{}, false
	}
	u32 := func(i int) uint32 { return binary.LittleEndian.Uint32([]byte(b[i : i+4])) }
	f := Fuse{
		seed:        binary.LittleEndian.Uint64([]byte(b[:8])),
		segLen:      u32(8),
		segCountLen: u32(12),
		f:           u32(16) & 0xff,
		arity:       u32(16) >> 8,
		data:        b[fuseHeader:],
	}
	switch f.arity {
	case 0:
		f.arity = 3
	case 3: // written 0 (arityCode): one spelling for one format
		f.arity = 0
	}
	n := u32(20)
	if (f.arity != 3 && f.arity != 4) || f.segLen == 0 || f.segLen&(f.segLen-1) != 0 || f.segLen > maxSegLen(f.arity) ||
		f.segCountLen == 0 || f.segCountLen%f.segLen != 0 || f.f == 0 || f.f > 24 || n == 0 ||
		uint64(f.segCountLen)+uint64(f.arity-1)*uint64(f.segLen) > 1<<32-1 {
		return Fuse{}, false
	}
	f.segMask = f.segLen - 1
	return f, true
}

// Empty reports whether the filter holds nothing (not generated, or
// malformed).
func (f Fuse) Empty() bool { return f.f == 0 }

// Bits is the fingerprint width: a lookup of a string never added answers
// yes with probability 2^-Bits.
func (f Fuse) Bits() int { return int(f.f) }

// Arity is how many cells a lookup reads: 3 or 4 (0 for an empty filter).
func (f Fuse) Arity() int {
	if f.f == 0 {
		return 0
	}
	return int(f.arity)
}

// Has reports whether s was (probably) added.
func (f Fuse) Has(s string) bool { return f.hasHash(hashString(s)) }

// hasHash is Has for a string whose hashString is k.
func (f Fuse) hasHash(k uint64) bool {
	if f.f == 0 {
		return false
	}
	h := mix(k + f.seed)
	var v uint32
	if f.arity == 4 {
		a, b, c, d := f.positions4(h)
		v = f.at(a) ^ f.at(b) ^ f.at(c) ^ f.at(d)
	} else {
		a, b, c := f.positions3(h)
		v = f.at(a) ^ f.at(b) ^ f.at(c)
	}
	return v == fingerprint(h, f.f)
}

func (f Fuse) at(i uint32) uint32 {
	p := uint64(i) * uint64(f.f)
	d := f.data[p/8:]
	v := uint32(d[0]) | uint32(d[1])<<8 | uint32(d[2])<<16 | uint32(d[3])<<24
	return v >> (p % 8) & (1<<f.f - 1)
}

// positions3 and positions4 are the cells of a string whose seeded hash is
// h: the first in a segment its high bits choose, each other in the next
// segment, at an offset that low bits of h XOR into the first's. The
// offsets' bits (up to 18 for 3-wise, 14 for 4-wise: maxSegLen) lie below
// those that weigh in the first cell, so the cells are independent. Small
// enough to be inlined into hasHash.
func (f Fuse) positions3(h uint64) (uint32, uint32, uint32) {
	hi, _ := bits.Mul64(h, uint64(f.segCountLen))
	h0 := uint32(hi)
	return h0, (h0 + f.segLen) ^ uint32(h>>18)&f.segMask, (h0 + 2*f.segLen) ^ uint32(h)&f.segMask
}

func (f Fuse) positions4(h uint64) (uint32, uint32, uint32, uint32) {
	hi, _ := bits.Mul64(h, uint64(f.segCountLen))
	h0 := uint32(hi)
	return h0, (h0 + f.segLen) ^ uint32(h)&f.segMask, (h0 + 2*f.segLen) ^ uint32(h>>14)&f.segMask,
		(h0 + 3*f.segLen) ^ uint32(h>>28)&f.segMask
}

// positions are positions3 or positions4 as the builder asks them, the
// fourth unused at arity 3.
func (f Fuse) positions(h uint64) [4]uint32 {
	if f.arity == 4 {
		a, b, c, d := f.positions4(h)
		return [4]uint32{a, b, c, d}
	}
	a, b, c := f.positions3(h)
	return [4]uint32{a, b, c}
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

// BuildFuse builds a 4-wise filter of keys with fingerprints of width bits
// and returns its bytes (for ReadFuse). Duplicates are allowed. The
// generators use it; it is here so that the format has one definition.
func BuildFuse(keys []string, width int) ([]byte, error) { return BuildFuseArity(keys, width, 4) }

// BuildFuseArity is BuildFuse with 3 or 4 cells a key. At arity 3 it writes
// the bytes BuildFuse wrote before filters were 4-wise, so that a 3-wise
// filter still regenerates identically.
func BuildFuseArity(keys []string, width, arity int) ([]byte, error) {
	if width < 1 || width > 24 {
		return nil, errors.New("fuse: fingerprint width must be 1 to 24 bits")
	}
	if arity != 3 && arity != 4 {
		return nil, errors.New("fuse: arity must be 3 or 4")
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
	f := fuseShape(n, uint32(arity))
	f.f = uint32(width)
	var fp []uint32
	var ok bool
	if arity == 4 {
		f, fp, ok = tightest(f, hashes)
	} else {
		fp, ok = peel(&f, hashes, 100)
	}
	if !ok {
		return nil, errors.New("fuse: could not build the filter in 100 attempts")
	}
	arrayLen := f.cells()
	out := make([]byte, fuseHeader+(int(arrayLen)*width+7)/8+3)
	binary.LittleEndian.PutUint64(out, f.seed)
	binary.LittleEndian.PutUint32(out[8:], f.segLen)
	binary.LittleEndian.PutUint32(out[12:], f.segCountLen)
	binary.LittleEndian.PutUint32(out[16:], uint32(width)|arityCode(f.arity)<<8)
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

// arityCode is what the header's second byte says of an arity (ReadFuse).
func arityCode(arity uint32) uint32 {
	if arity == 3 {
		return 0
	}
	return arity
}

// fuseShape is the segment length and count of a filter of n keys: Graf and
// Lemire's formulas, which leave enough cells (1.125 n for 3-wise, 1.075 n
// for 4-wise, more for fewer keys) that a random seed almost always peels.
func fuseShape(n, arity uint32) Fuse {
	ln := math.Log(float64(max(n, 2)))
	var segLen uint32
	var factor float64
	if arity == 4 {
		segLen = uint32(1) << int(math.Floor(ln/math.Log(2.91)-0.5))
		factor = math.Max(1.075, 0.77+0.305*math.Log(600000)/ln)
	} else {
		segLen = uint32(1) << int(math.Floor(ln/math.Log(3.33)+2.25))
		factor = math.Max(1.125, 0.875+0.25*math.Log(1e6)/ln)
	}
	segLen = min(segLen, maxSegLen(arity))
	capacity := uint32(math.Round(float64(n) * factor))
	segCount := max((capacity+segLen-1)/segLen, arity) - (arity - 1)
	return Fuse{segLen: segLen, segMask: segLen - 1, segCountLen: segCount * segLen, arity: arity}
}

// cells is how many fingerprints the filter holds.
func (f Fuse) cells() uint32 { return f.segCountLen + (f.arity-1)*f.segLen }

// tightest is the 4-wise filter of hashes with the fewest cells that one of
// the first 20 seeds peels, of the segment length of base (fuseShape) or
// twice it, and its fingerprints. The formulas leave room enough that the
// first seed almost always peels, which a generator, run once, need not
// keep: a million keys peel in about 1.06 n cells rather than 1.077 n,
// 20,000 in 1.13 n rather than 1.19 n. The search is a binary one over the
// count of segments, from base's cells down to n, and the same on every
// run, so that a filter regenerates byte for byte; what it finds changes
// no answer's odds, only the bytes.
func tightest(base Fuse, hashes []uint64) (Fuse, []uint32, bool) {
	n := uint32(len(hashes))
	var best Fuse
	var bestFP []uint32
	for _, segLen := range []uint32{base.segLen, 2 * base.segLen} {
		if segLen > maxSegLen(4) {
			continue
		}
		shape := func(segCount uint32) Fuse {
			return Fuse{segLen: segLen, segMask: segLen - 1, segCountLen: segCount * segLen, f: base.f, arity: 4}
		}
		hi := max((base.cells()+segLen-1)/segLen, 4) - 3 // as many cells as base, or a segment more
		f := shape(hi)
		fp, ok := peel(&f, hashes, 100)
		if !ok {
			continue
		}
		lo := uint32(0) // a count of segments too few: fewer cells than keys
		if (n-1)/segLen > 3 {
			lo = (n-1)/segLen - 3
		}
		for hi-lo > 1 {
			mid := lo + (hi-lo)/2
			g := shape(mid)
			if gfp, ok := peel(&g, hashes, 20); ok {
				hi, f, fp = mid, g, gfp
			} else {
				lo = mid
			}
		}
		if bestFP == nil || f.cells() < best.cells() {
			best, bestFP = f, fp
		}
	}
	return best, bestFP, bestFP != nil
}

// peel finds a seed for which every key of hashes can be given a cell of
// its own (the hypergraph of keys over cells peels) and returns the cells'
// fingerprints, setting f.seed; it tries the same seeds (up to tries) in
// turn on every run, so that a filter regenerates byte for byte.
func peel(f *Fuse, hashes []uint64, tries int) ([]uint32, bool) {
	n := len(hashes)
	arrayLen := f.cells()
	count := make([]uint32, arrayLen)
	xor := make([]uint64, arrayLen)
	stackH := make([]uint64, 0, n)
	stackI := make([]uint32, 0, n)
	queue := make([]uint32, 0, arrayLen)
	rng := uint64(0x9e3779b97f4a7c15)
	for attempt := 0; ; attempt++ {
		if attempt == tries {
			return nil, false
		}
		rng += 0x9e3779b97f4a7c15
		f.seed = mix(rng)
		clear(count)
		clear(xor)
		for _, k := range hashes {
			h := mix(k + f.seed)
			p := f.positions(h)
			for _, j := range p[:f.arity] {
				count[j]++
				xor[j] ^= h
			}
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
			p := f.positions(h)
			for _, j := range p[:f.arity] {
				count[j]--
				xor[j] ^= h
				if count[j] == 1 {
					queue = append(queue, j)
				}
			}
		}
		if len(stackH) == n {
			break
		}
	}
	fp := make([]uint32, arrayLen)
	for k := len(stackH) - 1; k >= 0; k-- {
		h, i := stackH[k], stackI[k]
		p := f.positions(h)
		fp[i] = 0
		v := fingerprint(h, f.f)
		for _, j := range p[:f.arity] {
			v ^= fp[j]
		}
		fp[i] = v
	}
	return fp, true
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
	cells := uint64(f.cells())
	out := make([]byte, fuseHeader+(int(cells)*width+7)/8+3)
	copy(out, b[:fuseHeader])
	binary.LittleEndian.PutUint32(out[16:], uint32(width)|arityCode(f.arity)<<8)
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
