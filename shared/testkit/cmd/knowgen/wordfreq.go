package main

import (
	"compress/gzip"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
)

// wordfreqList reads one of wordfreq's "cBpack" files (data/large_xx or
// small_xx.msgpack.gz: a MessagePack array whose first element is a header
// map and whose element i+1 lists the words of frequency -i centibels) and
// returns its words, most frequent first. Only the MessagePack types that
// format uses are decoded.
func wordfreqList(dir, lang string) ([]string, error) {
	out, _, err := wordfreqBins(dir, lang)
	return out, err
}

// wordfreqBins is wordfreqList with, beside each word (same index), its
// frequency bin: i for a frequency of -i centibels (Zipf 9 - i/100).
func wordfreqBins(dir, lang string) ([]string, []int, error) {
	var f *os.File
	var err error
	for _, size := range []string{"large", "small"} {
		if f, err = os.Open(filepath.Join(dir, "wordfreq", "data", size+"_"+lang+".msgpack.gz")); err == nil {
			break
		}
	}
	if err != nil {
		return nil, nil, fmt.Errorf("wordfreq %s: %w", lang, err)
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, nil, err
	}
	b, err := io.ReadAll(z)
	if err != nil {
		return nil, nil, err
	}
	d := &mpack{b: b}
	n := d.arrayLen()
	var out []string
	var bins []int
	for i := 0; i < n && d.err == nil; i++ {
		if i == 0 {
			d.skip()
			continue
		}
		m := d.arrayLen()
		for j := 0; j < m && d.err == nil; j++ {
			out = append(out, d.str())
			bins = append(bins, i-1)
		}
	}
	if d.err != nil {
		return nil, nil, fmt.Errorf("wordfreq %s: %w", lang, d.err)
	}
	return out, bins, nil
}

type mpack struct {
	b   []byte
	err error
}

func (d *mpack) take(n int) []byte {
	if d.err != nil || len(d.b) < n {
		d.err = fmt.Errorf("msgpack: truncated")
		return make([]byte, n)
	}
	p := d.b[:n]
	d.b = d.b[n:]
	return p
}

func (d *mpack) arrayLen() int {
	t := d.take(1)[0]
	switch {
	case t&0xf0 == 0x90:
		return int(t & 0x0f)
	case t == 0xdc:
		return int(binary.BigEndian.Uint16(d.take(2)))
	case t == 0xdd:
		return int(binary.BigEndian.Uint32(d.take(4)))
	}
	d.err = fmt.Errorf("msgpack: want an array, have 0x%02x", t)
	return 0
}

func (d *mpack) str() string {
	t := d.take(1)[0]
	var n int
	switch {
	case t&0xe0 == 0xa0:
		n = int(t & 0x1f)
	case t == 0xd9:
		n = int(d.take(1)[0])
	case t == 0xda:
		n = int(binary.BigEndian.Uint16(d.take(2)))
	case t == 0xdb:
		n = int(binary.BigEndian.Uint32(d.take(4)))
	default:
		d.err = fmt.Errorf("msgpack: want a string, have 0x%02x", t)
		return ""
	}
	return string(d.take(n))
}

// skip passes over the header: a fixmap of fixstr keys and fixstr or
// positive fixint values.
func (d *mpack) skip() {
	t := d.take(1)[0]
	if t&0xf0 != 0x80 {
		d.err = fmt.Errorf("msgpack: want the header map, have 0x%02x", t)
		return
	}
	for i := 0; i < int(t&0x0f)*2 && d.err == nil; i++ {
		if d.b[0] < 0x80 {
			d.take(1)
		} else {
			d.str()
		}
	}
}

// checkerAccepted returns the words of lang's wordfreq list from rank from
// to top (a word of its script, which keep keeps) that a spelling checker
// accepts: known5's and known7's generators ask hunspell or voikko so.
func checkerAccepted(src, lang string, from, top int, keep func(string) bool, accepts func([]string) (map[string]bool, error)) (map[string]bool, error) {
	list, err := wordfreqList(src, lang)
	if err != nil {
		return nil, err
	}
	var cand []string
	for _, w := range list[min(len(list), from):min(len(list), top)] {
		if isWord(w) && inScript(w, false) && keep(w) {
			cand = append(cand, w)
		}
	}
	return accepts(cand)
}
