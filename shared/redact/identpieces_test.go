package redact

import (
	"math/rand/v2"
	"regexp/syntax"
	"slices"
	"strings"
	"testing"
	"unicode"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestIdentBreaksOutsideReIdent proves the premise of identMatches: no
// character reIdent can consume is a break, so no match crosses one. It
// walks the parsed expression; a new form with a class that takes a
// break (a quote, a letter outside ASCII) fails here, and identBreak must
// then lose that character. (That a space is in a form only between two
// digits is read off the one form with [T ], and tried by the tests
// below.)
func TestIdentBreaksOutsideReIdent(t *testing.T) {
	re, err := syntax.Parse(reIdent.String(), syntax.Perl)
	if err != nil {
		t.Fatal(err)
	}
	check := func(r rune) {
		// a space is in a form only between digits (a timestamp's)
		s, at := string(r), 0
		if r == ' ' {
			s, at = "1 2", 1
		}
		n := 1
		if identBreak(s, at, &n) {
			t.Errorf("reIdent can consume %q, which identBreak calls a break", r)
		}
	}
	var walk func(*syntax.Regexp)
	walk = func(re *syntax.Regexp) {
		switch re.Op {
		case syntax.OpAnyChar, syntax.OpAnyCharNotNL:
			t.Errorf("reIdent has '.', which consumes every break")
		case syntax.OpBeginLine, syntax.OpEndLine, syntax.OpBeginText, syntax.OpEndText:
			t.Errorf("reIdent has ^ or $, which read differently in a piece")
		case syntax.OpLiteral:
			for _, r := range re.Rune {
				check(r)
				if re.Flags&syntax.FoldCase != 0 {
					for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
						check(f)
					}
				}
			}
		case syntax.OpCharClass:
			for i := 0; i+1 < len(re.Rune); i += 2 {
				lo, hi := re.Rune[i], re.Rune[i+1]
				if hi-lo > 0x400 {
					t.Errorf("reIdent has a class of %U-%U, too wide to be free of breaks", lo, hi)
					continue
				}
				for r := lo; r <= hi; r++ {
					check(r)
				}
			}
		}
		for _, sub := range re.Sub {
			walk(sub)
		}
	}
	walk(re)
}

// TestIdentMatchesAsReIdent compares identMatches with reIdent on the
// whole texts of the open corpora and on texts made for the edges (a
// break inside a form, ſ and the Kelvin sign, a timestamp's space).
func TestIdentMatchesAsReIdent(t *testing.T) {
	texts := []string{
		"", "deadbe", "app.deadbe.css", "x ſha1:abcdef0 y", "bla\u212ae2b-0123456789ab", "xſha256:0123abc",
		"at 2024-05-01 12:30:00,123+02:00 (build 1.2.3-rc.1+g1a2b3c4)", "«a1b2c3d4e5»", "id=\"01ARZ3NDEKTSV4RRFFQ69G5FAV\"",
		"pod web-7f9c8d6b5-x2x9z\nsha256-" + strings.Repeat("A", 43) + "=|ORA-00942;GHSA-abcd-2345-cfgh",
		"ünïcödé 1234567 é-abcdef0 _SYSSMU9_2231847115$ arn:aws:lambda:eu-west-1:123456789012:function",
	}
	for _, f := range []string{"benign.tsv", "l10n-benign.tsv", "planted.tsv", "identifiers.tsv", "gen-planted.tsv", "labels.tsv"} {
		for _, e := range corpus.Load(t, "testdata/corpus/"+f) {
			texts = append(texts, e.Carrier)
		}
	}
	for _, s := range texts {
		want := reIdent.FindAllStringIndex(s, -1)
		got := identMatches(s)
		if !slices.EqualFunc(want, got, slices.Equal[[]int]) {
			t.Errorf("identMatches(%q) = %v, reIdent finds %v", s, got, want)
		}
	}
}

// TestIdentMatchesRandom compares identMatches with reIdent on texts
// strung together at random from the forms' parts and the breaks around
// them (seeded: the same texts each run).
func TestIdentMatchesRandom(t *testing.T) {
	parts := []string{"0", "7", "12", "2024", "-", "_", ".", ",", ":", "+", "/", "=", "@", "$", " ", "\n", "\"", "'", "(", "é", "ſ", "\u212a",
		"a", "f", "x", "Z", "T", "sha", "sha256", "git", "commit", "req_", "ch_", "GHSA", "ORA", "v1.2.3", "deadbeef", "abcdef",
		"2024-05-01", "12:30:00", ".js", ".min", ".css", "_SYSSMU", "arn:aws:", "01ARZ3NDEKTSV4RRFFQ69G5FAV", "-x2x9z", "-00042-qiz"}
	rng := rand.New(rand.NewPCG(31, 13))
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(14) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		s := b.String()
		want := reIdent.FindAllStringIndex(s, -1)
		if got := identMatches(s); !slices.EqualFunc(want, got, slices.Equal[[]int]) {
			t.Fatalf("identMatches(%q) = %v, reIdent finds %v", s, got, want)
		}
	}
}
