package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// cjkAddressSuffixes end the parts of Chinese, Japanese and Korean
// addresses: streets, blocks, wards, cities, provinces, house numbers.
const cjkAddressSuffixes = "路街道巷号號座村镇鎮区區市省県都府町丁目番地로길동읍면리구시도군가"

// cjkAddress reports a value that is a Chinese, Japanese or Korean address:
// a word ending in an address part with its house number (翠微街519号,
// 東京都千代田区丸の内1丁目9番2号, 종로1가), a part and the number after it
// (와우산로 145, 上田市 47-2-22), or two parts and a number (서울특별시
// 강남구 … 152).
//
// The parts' syllables end common words too (다시 again, 증가 increase,
// 시도 attempt, 目录 directory): a count in the sentence (65536개 다시
// 설치, 너비 증가 값 42) or a digit in a path glued to it
// (index-v2.json：更改主目录) makes no address. So a number counts only
// inside the part's own run of letters and digits or as the next field,
// and a Hangul part is no word the knowledge holds.
func cjkAddress(v string) bool {
	if len(v) > 120 || countDigits(v) == 0 {
		return false
	}
	fields := strings.Fields(v)
	parts, numbered, partBefore := 0, false, false
	for _, f := range fields {
		f = strings.Trim(f, ",()")
		if f == "" {
			continue
		}
		if partBefore && houseNumber(strings.Trim(f, "-")) || partBefore && strings.Trim(f, "0123456789-") == "" {
			numbered = true // 와우산로 145, 上田市 47-2-22
		}
		partBefore = false
		hasCJK := false
		for _, r := range f {
			if s := scriptOf(r); s == cjk || s == hangul {
				hasCJK = true
				break
			}
		}
		if !hasCJK {
			if countDigits(f) == 0 && !houseNumber(f) && strings.Trim(f, "0123456789-") != "" {
				return false // a Latin word: a message, not an address
			}
			continue
		}
		// 0個の署名を検証し…: a sentence (kana between its words), not an
		// address's part
		if countHiragana([]rune(f)) >= 3 {
			continue
		}
		// each run of CJK letters and digits in the field (a path's
		// punctuation ends one)
		for len(f) > 0 {
			r, n := utf8.DecodeRuneInString(f)
			if !cjkAddressRune(r) {
				f = f[n:]
				continue
			}
			e := n
			for e < len(f) {
				r2, n2 := utf8.DecodeRuneInString(f[e:])
				if !cjkAddressRune(r2) && r2 != '-' {
					break
				}
				e += n2
			}
			run := f[:e]
			f = f[e:]
			if !cjkAddressPart(run) {
				continue
			}
			parts++
			if countDigits(run) > 0 {
				numbered = true
			}
			partBefore = f == ""
		}
	}
	return numbered || parts >= 2
}

// cjkAddressRune reports a Han, kana or Hangul letter or a digit.
func cjkAddressRune(r rune) bool {
	return r < utf8.RuneSelf && isDigit(byte(r)) || r >= utf8.RuneSelf && (scriptOf(r) == cjk || scriptOf(r) == hangul)
}

// cjkAddressPart reports a run with an address part's suffix right after a
// letter or digit (the part's name: 42로 is a number and a particle, and
// 으로 is the particle alone); a
// run of Hangul letters only must be no word the knowledge holds (다시,
// 표시).
func cjkAddressPart(run string) bool {
	rs := []rune(run)
	for i, r := range rs {
		if r == '로' && i > 0 && rs[i-1] == '으' {
			continue // 42번으로: the particle (to, by), which no road's name ends in
		}
		if strings.ContainsRune(cjkAddressSuffixes, r) && i > 0 && (unicode.IsLetter(rs[i-1]) || unicode.IsDigit(rs[i-1])) {
			if unicode.Is(unicode.Hangul, rs[0]) && countDigits(run) == 0 && knownWord(string(rs[:i+1])) {
				continue
			}
			return true
		}
	}
	return false
}
