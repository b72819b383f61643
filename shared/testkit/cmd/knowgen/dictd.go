package main

import (
	"bufio"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// dictdEntries reads a dictd dictionary (name.index, name.dict.dz) and
// returns each headword's entries, the headword line dropped, in the
// index's order. Where the index files a capitalised headword with one
// in small letters under one key (rapu: Rapu, the sign Cancer, and rapu,
// a crayfish), only the small letters' entries are kept: the other is a
// proper noun's.
func dictdEntries(dir, name string) (map[string][]string, error) {
	headed, err := dictdHeaded(dir, name)
	if err != nil {
		return nil, err
	}
	out := make(map[string][]string, len(headed))
	for k, es := range headed {
		for _, e := range es {
			out[k] = append(out[k], e.body)
		}
	}
	return out, nil
}

// dictdEntry is one entry of a dictd dictionary: its headword line (the
// headword, its pronunciation, a part of speech's tag: blind /blaɪnd/
// <adj>) and the lines after.
type dictdEntry struct{ head, body string }

// dictdHeaded is dictdEntries with each entry's headword line.
func dictdHeaded(dir, name string) (map[string][]dictdEntry, error) {
	f, err := os.Open(filepath.Join(dir, name+".dict.dz"))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f) // dictzip is gzip with a chunk table
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(z)
	if err != nil {
		return nil, err
	}
	idx, err := os.Open(filepath.Join(dir, name+".index"))
	if err != nil {
		return nil, err
	}
	defer idx.Close()
	type entry struct {
		capital bool
		dictdEntry
	}
	all := map[string][]entry{}
	sc := bufio.NewScanner(idx)
	for sc.Scan() {
		p := strings.Split(sc.Text(), "\t")
		if len(p) != 3 || strings.HasPrefix(p[0], "00") {
			continue
		}
		off, n := dictdNumber(p[1]), dictdNumber(p[2])
		if off < 0 || n < 0 || off+n > len(data) {
			continue
		}
		if head, body, ok := strings.Cut(string(data[off:off+n]), "\n"); ok {
			r, _ := utf8.DecodeRuneInString(strings.TrimSpace(head))
			all[p[0]] = append(all[p[0]], entry{unicode.IsUpper(r), dictdEntry{head, body}})
		}
	}
	out := map[string][]dictdEntry{}
	for k, es := range all {
		small := slices.ContainsFunc(es, func(e entry) bool { return !e.capital })
		for _, e := range es {
			if !small || !e.capital {
				out[k] = append(out[k], e.dictdEntry)
			}
		}
	}
	return out, sc.Err()
}

// dictdNumber decodes dictd's base64 numbers (-1 for a bad one).
func dictdNumber(s string) int {
	const digits = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	n := 0
	for _, c := range s {
		d := strings.IndexRune(digits, c)
		if d < 0 {
			return -1
		}
		n = n*64 + d
	}
	return n
}
