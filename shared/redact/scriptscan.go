package redact

import (
	"unicode"
	"unicode/utf8"
)

// Script guards: a detector whose expressions match only letters of some
// scripts (the CJK name rules, the role nouns of Arabic, Hebrew, Hindi and
// Thai) asks first whether the text holds one of them at all. Go's regular
// expressions try every position of the text, which on a long German or
// French value (non-ASCII, so past the ASCII guard) is most of the work;
// this scan looks only at the bytes that can start such a letter.

// leadCJK is the smallest first byte of a Han, Hiragana, Katakana or Hangul
// letter in UTF-8 (U+1100, the Hangul jamo); leadRTLIndic that of a
// Hebrew, Arabic, Devanagari or Thai one (U+0590).
const (
	leadCJK      = 0xE1
	leadRTLIndic = 0xD6
)

var (
	cjkScripts = []*unicode.RangeTable{unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul, kanaMarks}
	// kanaMarks are the middle dot and the prolonged sound mark (・ー),
	// written in katakana names but of the Common script
	kanaMarks       = &unicode.RangeTable{R16: []unicode.Range16{{Lo: 0x30FB, Hi: 0x30FC, Stride: 1}}}
	hanScript       = []*unicode.RangeTable{unicode.Han}
	roleNounScripts = []*unicode.RangeTable{unicode.Arabic, unicode.Hebrew, unicode.Devanagari, unicode.Thai}
)

// hasScript reports whether s holds a letter of one of scripts, looking
// only at the runes whose first byte is at least lead (the smallest first
// byte of those scripts' letters).
func hasScript(s string, lead byte, scripts []*unicode.RangeTable) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < lead {
			continue
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if unicode.In(r, scripts...) {
			return true
		}
		i += n - 1
	}
	return false
}
