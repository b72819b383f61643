package main

import (
	"bufio"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// wnSynset is one synset of WordNet's data files: its lemmas (as WordNet
// writes them, Christian, AIDS, words between single spaces, an
// adjective's position marker such as (a) or (p) dropped) and its
// pointers.
type wnSynset struct {
	words []string
	ptrs  []wnPointer
}

// wnPointer is one pointer of a synset: its symbol (~ hyponym, ~i
// instance hyponym, + derivationally related form, \ pertainym), the
// target's key (wnKey) and, for a lexical pointer, the source's and the
// target's word numbers (1-based; 0 for a pointer between whole synsets).
type wnPointer struct {
	sym      string
	target   string
	src, tgt int
}

// wnKey names a synset by its part of speech (n, a: an adjective
// satellite is filed with the adjectives) and its byte offset in its data
// file, as pointers name it.
func wnKey(pos, offset string) string {
	if pos == "s" {
		pos = "a"
	}
	return pos + offset
}

// readWordNet reads the data files of WordNet 3.0 (Debian's wordnet-base,
// /usr/share/wordnet) for the parts of speech given (noun, adj): synset
// by wnKey. The format is wndb(5): offset, lexicographer file, type, the
// lemmas' count in hexadecimal, each lemma and its lexical id, the
// pointers' count, each pointer (symbol, offset, part of speech,
// source/target in hexadecimal), then the gloss after a bar.
func readWordNet(dir string, parts ...string) (map[string]*wnSynset, error) {
	out := map[string]*wnSynset{}
	for _, part := range parts {
		f, err := os.Open(filepath.Join(dir, "data."+part))
		if err != nil {
			return nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			if strings.HasPrefix(line, "  ") { // the licence's header
				continue
			}
			fields, _, _ := strings.Cut(line, " | ")
			fs := strings.Fields(fields)
			if len(fs) < 4 {
				continue
			}
			n, err := strconv.ParseInt(fs[3], 16, 32)
			if err != nil || len(fs) < 4+2*int(n)+1 {
				continue
			}
			s := &wnSynset{}
			for i := 0; i < int(n); i++ {
				w := fs[4+2*i]
				if p := strings.IndexByte(w, '('); p > 0 {
					w = w[:p]
				}
				s.words = append(s.words, strings.ReplaceAll(w, "_", " "))
			}
			at := 4 + 2*int(n)
			np, err := strconv.Atoi(fs[at])
			if err != nil || len(fs) < at+1+4*np {
				continue
			}
			for i := 0; i < np; i++ {
				p := fs[at+1+4*i : at+5+4*i]
				src, _ := strconv.ParseInt(p[3][:2], 16, 32)
				tgt, _ := strconv.ParseInt(p[3][2:], 16, 32)
				s.ptrs = append(s.ptrs, wnPointer{p[0], wnKey(p[2], p[1]), int(src), int(tgt)})
			}
			out[wnKey(fs[2], fs[0])] = s
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// wnHyponyms returns root's hyponym closure (its hyponyms' and instance
// hyponyms', and theirs, root included), never going below a synset of
// stop.
func wnHyponyms(wn map[string]*wnSynset, root string, stop map[string]bool) []string {
	seen := map[string]bool{root: true}
	queue := []string{root}
	for i := 0; i < len(queue); i++ {
		s := wn[queue[i]]
		if s == nil {
			continue
		}
		for _, p := range s.ptrs {
			if (p.sym == "~" || p.sym == "~i") && !seen[p.target] && !stop[p.target] {
				seen[p.target] = true
				queue = append(queue, p.target)
			}
		}
	}
	return queue
}

// readWordNetSenses reads WordNet's index files of the parts of speech
// given and returns, per lemma (lower case, words between single spaces),
// the wnKey of its first sense in each (WordNet orders a lemma's senses by
// how often its tagged corpora use them, most often first) and of every
// sense of it.
func readWordNetSenses(dir string, parts ...string) (first, all map[string][]string, err error) {
	first, all = map[string][]string{}, map[string][]string{}
	for _, part := range parts {
		f, err := os.Open(filepath.Join(dir, "index."+part))
		if err != nil {
			return nil, nil, err
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			fs := strings.Fields(sc.Text())
			if len(fs) < 6 || strings.HasPrefix(sc.Text(), " ") {
				continue
			}
			n, err1 := strconv.Atoi(fs[2])
			np, err2 := strconv.Atoi(fs[3])
			if err1 != nil || err2 != nil || len(fs) < 4+np+2+n || n < 1 {
				continue
			}
			w := strings.ReplaceAll(fs[0], "_", " ")
			for i, off := range fs[4+np+2 : 4+np+2+n] {
				if i == 0 {
					first[w] = append(first[w], wnKey(fs[1], off))
				}
				all[w] = append(all[w], wnKey(fs[1], off))
			}
		}
		f.Close()
		if err := sc.Err(); err != nil {
			return nil, nil, err
		}
	}
	return first, all, nil
}
