package redact

import (
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// TestStrsAsStrings: strs.go's helpers answer as the functions of strings
// and utf8 they stand for, on empty, equal, longer and multi-byte
// arguments, so that writing them for the bootstrap's size changed no
// result.
func TestStrsAsStrings(t *testing.T) {
	args := []string{"", "a", "ab", "ba", "aba", "abab", "x.y.z", "péché", "é", "\xff", "\xffa", "a\xff",
		"ünïcödé ütf", "line\nnext", "key=value", "héllo wörld", "日本語", "本"}
	for _, s := range args {
		for _, p := range args {
			if got, want := hasPrefix(s, p), strings.HasPrefix(s, p); got != want {
				t.Errorf("hasPrefix(%q, %q) = %v, want %v", s, p, got, want)
			}
			if got, want := hasSuffix(s, p), strings.HasSuffix(s, p); got != want {
				t.Errorf("hasSuffix(%q, %q) = %v, want %v", s, p, got, want)
			}
			got, ok := cutPrefix(s, p)
			if want, wok := strings.CutPrefix(s, p); got != want || ok != wok {
				t.Errorf("cutPrefix(%q, %q) = %q, %v, want %q, %v", s, p, got, ok, want, wok)
			}
			got, ok = cutSuffix(s, p)
			if want, wok := strings.CutSuffix(s, p); got != want || ok != wok {
				t.Errorf("cutSuffix(%q, %q) = %q, %v, want %q, %v", s, p, got, ok, want, wok)
			}
			if got, want := trimPrefix(s, p), strings.TrimPrefix(s, p); got != want {
				t.Errorf("trimPrefix(%q, %q) = %q, want %q", s, p, got, want)
			}
			if got, want := trimSuffix(s, p), strings.TrimSuffix(s, p); got != want {
				t.Errorf("trimSuffix(%q, %q) = %q, want %q", s, p, got, want)
			}
			if got, want := contains(s, p), strings.Contains(s, p); got != want {
				t.Errorf("contains(%q, %q) = %v, want %v", s, p, got, want)
			}
			if got, want := indexStr(s, p), strings.Index(s, p); got != want {
				t.Errorf("indexStr(%q, %q) = %d, want %d", s, p, got, want)
			}
			if got, want := containsChars(s, p), strings.ContainsAny(s, p); got != want {
				t.Errorf("containsChars(%q, %q) = %v, want %v", s, p, got, want)
			}
			b, a, ok := cut(s, p)
			if wb, wa, wok := strings.Cut(s, p); b != wb || a != wa || ok != wok {
				t.Errorf("cut(%q, %q) = %q, %q, %v, want %q, %q, %v", s, p, b, a, ok, wb, wa, wok)
			}
			if got, want := split(s, p), strings.Split(s, p); !slices.Equal(got, want) {
				t.Errorf("split(%q, %q) = %q, want %q", s, p, got, want)
			}
		}
		for _, c := range []byte{'a', 'b', '.', '\n', '=', 0xff, 0xa9, 0} {
			if got, want := lastIndexByte(s, c), strings.LastIndexByte(s, c); got != want {
				t.Errorf("lastIndexByte(%q, %q) = %d, want %d", s, c, got, want)
			}
			if got, want := indexByte(s, c), strings.IndexByte(s, c); got != want {
				t.Errorf("indexByte(%q, %q) = %d, want %d", s, c, got, want)
			}
		}
		if got, want := runeCount(s), utf8.RuneCountInString(s); got != want {
			t.Errorf("runeCount(%q) = %d, want %d", s, got, want)
		}
		for _, r := range []rune{'a', 'é', '本', utf8.RuneError, 0x10FFFF, -1} {
			if got, want := containsRune(s, r), strings.ContainsRune(s, r); got != want {
				t.Errorf("containsRune(%q, %q) = %v, want %v", s, r, got, want)
			}
		}
		for i := 0; i <= len(s); i++ {
			r, n := decodeRune(s[i:])
			if wr, wn := utf8.DecodeRuneInString(s[i:]); r != wr || n != wn {
				t.Errorf("decodeRune(%q) = %q, %d, want %q, %d", s[i:], r, n, wr, wn)
			}
		}
	}
	for _, r := range []rune{0, '1', 'a', 'Z', '_', ' ', 0xaa, 0xb5, 'ß', 'É', 'é', '٣', 'Σ', 'ς', 'ǅ', 'ⅷ', '本', 'ー', '가', utf8.RuneError, 0x10FFFF, -1, 0x110000} {
		if got, want := letterRune(r), unicode.IsLetter(r); got != want {
			t.Errorf("letterRune(%q) = %v, want %v", r, got, want)
		}
		if got, want := upperRune(r), unicode.IsUpper(r); got != want {
			t.Errorf("upperRune(%q) = %v, want %v", r, got, want)
		}
		if got, want := lowerRune(r), unicode.IsLower(r); got != want {
			t.Errorf("lowerRune(%q) = %v, want %v", r, got, want)
		}
		if got, want := digitRune(r), unicode.IsDigit(r); got != want {
			t.Errorf("digitRune(%q) = %v, want %v", r, got, want)
		}
	}
}
