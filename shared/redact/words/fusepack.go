package words

import (
	"encoding/binary"
	"errors"
	"math/bits"
	"unsafe"
)

// A packed filter is a fuse filter without its zero cells. A binary fuse
// filter of n keys has about 1.06 n cells (4-wise; 1.13 n 3-wise, more
// for fewer keys), and the cells no key is given when the filter peels
// keep the fingerprint 0: 6% of known.fuse's cells, 15% of given.fuse's.
// Their places cost far fewer bits than their fingerprints (Rice-coded
// gaps: 3 to 5 bits a zero, where a cell is 7 to 16), so a packed filter
// is 3% to 6% smaller than its cells, and it unpacks to the very bytes
// BuildFuse wrote: every answer, a stranger's false positive included,
// stays what it was, where a rebuild with fewer cells (or other keys)
// would draw the false positives anew. Deflate takes less than a third of
// that (known.fuse 10,099 bytes, packed 34,502): it finds the zero bytes,
// not the zero cells, and the other cells' fingerprints are random bits.
//
// Layout: BuildFuse's 24-byte header with packedMark in byte 18 (which
// ReadFuse reads as a malformed arity, so an unpacked reader finds the
// filter empty rather than misreading it); the count of zero cells
// (uint32); the Rice parameter k (a byte); the gap stream's length in
// bytes (uint32) and the stream: for each zero cell, its distance from the
// zero before it (the first's from cell -1) less one, as q = d>>k one bits,
// a zero bit and d's k low bits, each bit from the low end of a byte up;
// then the other cells' fingerprints, F bits each, packed as in the filter.
const (
	packedMark   = 1
	packedHeader = fuseHeader + 4 + 1 + 4
)

// UnpackFuse returns the filter bytes (BuildFuse's) of a packed filter,
// the bytes themselves when they are not packed, and "" (an empty filter
// for ReadFuse) when the packed bytes are malformed. The lazy filters
// unpack once, on their first lookup or in Warm, which a start runs beside
// its secret reads: 1.6 ms for the seven packed filters on a busy CI
// machine (BenchmarkUnpackFuse), whose 0.53 MB then live on the heap rather
// than in the binary's read-only data. known.fuse (1.5 to 2 ms and 1.2 MB
// for its 856,064 cells) is not packed (knowgen's packed).
func UnpackFuse(b string) string {
	if len(b) < fuseHeader || b[18] != packedMark {
		return b
	}
	if len(b) < packedHeader {
		return ""
	}
	hdr := []byte(b[:fuseHeader])
	hdr[18] = 0
	f, ok := readFuseHeader(string(hdr))
	if !ok {
		return ""
	}
	m, w := uint64(f.cells()), uint64(f.f)
	zeros := uint64(binary.LittleEndian.Uint32([]byte(b[fuseHeader:])))
	k := uint64(b[fuseHeader+4])
	gapLen := uint64(binary.LittleEndian.Uint32([]byte(b[fuseHeader+5:])))
	if k > 24 || zeros > m || gapLen > uint64(len(b)-packedHeader) {
		return ""
	}
	gaps := b[packedHeader : packedHeader+gapLen]
	vals := b[packedHeader+gapLen:]
	if zeros > 8*gapLen || uint64(len(vals)) != ((m-zeros)*w+7)/8 {
		return ""
	}
	size := fuseHeader + (m*w+7)/8 + 3
	out := make([]byte, size+8) // 8 bytes to spare for the last word's store
	copy(out, hdr)
	if !unpackCells(out[fuseHeader:], gaps, vals, k, w, zeros, m) {
		return ""
	}
	// out is never written again: the string shares its bytes rather than
	// copying a megabyte
	return unsafe.String(&out[0], size)
}

// unpackCells writes the m cells of w bits into b: zeros zero cells, each
// after the run of vals' cells its gap gives, and vals' cells after the
// last. It reports whether the gaps and the values add up. The output is
// stored a word at a time and never read back (an OR into the bytes just
// stored waits for that store to land); a gap is read from one word of the
// stream unless it is longer than 57 bits.
func unpackCells(b []byte, gaps, vals string, k, w, zeros, m uint64) bool {
	var acc, nb, o uint64 // the bits not stored yet (fewer than 8), how many, the next byte
	sp, gp, gend := uint64(0), uint64(0), 8*uint64(len(gaps))
	cell := uint64(0)
	for z := uint64(0); z <= zeros; z++ {
		var d uint64 // the cells before the next zero (or all the rest)
		if z == zeros {
			if gp+8 <= gend {
				return false // a byte of the gap stream unread
			}
			d = m - cell
		} else {
			g := load64(gaps, gp/8) >> (gp % 8) // 57 bits at least, 0 past the end
			if q := uint64(bits.TrailingZeros64(^g)); q+1+k <= 57 {
				d = q<<k | g>>(q+1)&(1<<k-1)
				gp += q + 1 + k
			} else {
				q := uint64(0)
				for ; gp < gend && gaps[gp/8]>>(gp%8)&1 == 1; gp++ {
					q++
				}
				gp++
				if q > 1<<32 {
					return false
				}
				d = q<<k | load64(gaps, gp/8)>>(gp%8)&(1<<k-1)
				gp += k
			}
			if gp > gend || d >= m-cell {
				return false
			}
		}
		// d cells of vals: 64 bits at a time while they last, each word
		// of vals' bits shifted into place whole (the bits pending stay as
		// many, so no step waits on the one before), then 56 at a time
		n := d * w
		for n >= 64 && sp/8+16 <= uint64(len(vals)) {
			i, r := sp/8, sp%8
			v := le64(vals[i:i+8])>>r | le64(vals[i+8:i+16])<<(64-r) // a shift by 64 is 0
			binary.LittleEndian.PutUint64(b[o:o+8], acc|v<<nb)
			acc = v >> (64 - nb)
			o, sp, n = o+8, sp+64, n-64
		}
		for n > 0 {
			c := min(n, 56)
			acc |= load64(vals, sp/8) >> (sp % 8) & (1<<c - 1) << nb
			nb += c
			binary.LittleEndian.PutUint64(b[o:o+8], acc)
			k := nb / 8 // at most 7: the shift below is short of 64
			o += k
			acc >>= 8 * k
			nb -= 8 * k
			sp, n = sp+c, n-c
		}
		if z < zeros { // the zero cell: w bits of 0
			nb += w
			binary.LittleEndian.PutUint64(b[o:o+8], acc)
			k := nb / 8
			o += k
			acc >>= 8 * k
			nb -= 8 * k
		}
		cell += d + 1
	}
	binary.LittleEndian.PutUint64(b[o:o+8], acc)
	return true
}

// PackFuse packs the bytes of a filter (BuildFuse's or NarrowFuse's): the
// result unpacks to them exactly, or it is an error.
func PackFuse(b []byte) ([]byte, error) {
	f := ReadFuse(string(b))
	if f.Empty() {
		return nil, errors.New("fuse: not a filter (or packed already)")
	}
	m, w := uint64(f.cells()), uint64(f.f)
	var gaps []uint64
	last := uint64(0) // one past the last zero cell
	var vals bitWriter
	for i := range m {
		v := f.at(uint32(i))
		if v == 0 {
			gaps = append(gaps, i-last)
			last = i + 1
			continue
		}
		vals.put(uint64(v), w)
	}
	bestK, best := uint64(0), ^uint64(0)
	for k := range uint64(25) {
		n := uint64(0)
		for _, d := range gaps {
			n += d>>k + 1 + k
		}
		if n < best {
			bestK, best = k, n
		}
	}
	var g bitWriter
	for _, d := range gaps {
		for range d >> bestK {
			g.put(1, 1)
		}
		g.put(0, 1)
		g.put(d&(1<<bestK-1), bestK)
	}
	out := make([]byte, packedHeader, packedHeader+len(g.b)+len(vals.b))
	copy(out, b[:fuseHeader])
	out[18] = packedMark
	binary.LittleEndian.PutUint32(out[fuseHeader:], uint32(len(gaps)))
	out[fuseHeader+4] = byte(bestK)
	binary.LittleEndian.PutUint32(out[fuseHeader+5:], uint32(len(g.b)))
	out = append(append(out, g.b...), vals.b...)
	if UnpackFuse(string(out)) != string(b) {
		return nil, errors.New("fuse: the filter does not unpack to its bytes (bytes past its cells?)")
	}
	return out, nil
}

// bitWriter appends bits from the low end of each byte up.
type bitWriter struct {
	b []byte
	n uint64 // bits written
}

func (w *bitWriter) put(v, bits uint64) {
	for i := range bits {
		if w.n%8 == 0 {
			w.b = append(w.b, 0)
		}
		w.b[len(w.b)-1] |= byte(v>>i&1) << (w.n % 8)
		w.n++
	}
}

// le64 is the little-endian word of the 8 bytes of w.
func le64(w string) uint64 {
	_ = w[7]
	return uint64(w[0]) | uint64(w[1])<<8 | uint64(w[2])<<16 | uint64(w[3])<<24 |
		uint64(w[4])<<32 | uint64(w[5])<<40 | uint64(w[6])<<48 | uint64(w[7])<<56
}

// load64 is the little-endian word of s at byte i, 0 past its end.
func load64(s string, i uint64) uint64 {
	if i+8 <= uint64(len(s)) {
		return le64(s[i : i+8])
	}
	var v uint64
	for j := uint64(0); i+j < uint64(len(s)) && j < 8; j++ {
		v |= uint64(s[i+j]) << (8 * j)
	}
	return v
}
