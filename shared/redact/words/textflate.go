package words

import (
	"bytes"
	"compress/flate"
	"io"
	"strings"
	"sync"
)

// lazyText is a word list of text embedded deflated (a .flate beside its
// .txt, which stays in the repository to read and to diff), inflated on its
// first use rather than at start: short lists of words deflate to about half
// (authlead, legalforms, thaiperson: 3,736 bytes to 1,712), where the
// filters' fingerprints do not compress at all.
type lazyText struct {
	data string
	once sync.Once
	s    string
}

// get returns the text; a list that does not inflate (a build's defect,
// TestTextFlates) panics, as special.flate's does: an empty list would
// answer no for every word.
func (l *lazyText) get() string {
	l.once.Do(l.inflate)
	return l.s
}

func (l *lazyText) inflate() {
	b, err := io.ReadAll(flate.NewReader(strings.NewReader(l.data)))
	if err != nil {
		panic("words: an embedded list does not inflate: " + err.Error())
	}
	l.s = string(b)
}

// DeflateText is the .flate knowgen writes beside a word list's .txt
// (authlead, legalforms, thaiperson): the text deflated at the best
// compression.
func DeflateText(text string) ([]byte, error) {
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write([]byte(text)); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}
