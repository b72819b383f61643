package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// cjkAddressSuffixes end the parts of Chinese, Japanese and Korean
// addresses: streets, blocks, wards, cities, provinces, house numbers.
const cjkAddressSuffixes = "路街道巷号號座村镇鎮区區市省県都府町丁目番地로길동읍면리구시도군가"

// hanNumerals are the digits Chinese and Japanese write in Han.
const hanNumerals = "〇零一二三四五六七八九十百千两兩"

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
	parts, numbered, partBefore := 0, false, false
	for _, f := range strings.Fields(v) {
		f = strings.Trim(f, ",()")
		digitsOnly := f != "" && strings.Trim(f, "0123456789-") == ""
		numbered = numbered || partBefore && digitsOnly // 와우산로 145, 上田市 47-2-22
		partBefore = false
		rs := []rune(f)
		hasCJK, latin := false, false
		for _, r := range rs {
			if s := scriptOf(r); s == cjk || s == hangul {
				hasCJK = true
			} else if r < utf8.RuneSelf && isLetter(byte(r)) {
				latin = true
			}
		}
		switch {
		case !hasCJK && countDigits(f) == 0 && !houseNumber(f) && !digitsOnly:
			return false // a Latin word: a message, not an address
		case !hasCJK || countHiragana(rs) >= 3 || !cjkAddressPart(rs):
			// 0個の署名を検証し…: a sentence (kana between its words)
			continue
		}
		parts++
		// the part's own number; a path's digits (index-v2.json：) are none
		numbered = numbered || countDigits(f) > 0 && !latin
		partBefore = true
	}
	return numbered || parts >= 2
}

// cjkAddressPart reports a field with an address part's suffix right after
// a letter or digit (the part's name: 42로 is a number and a particle, and
// 으로 is the particle alone); a field of Hangul letters must be no word
// the knowledge holds (다시, 표시).
func cjkAddressPart(rs []rune) bool {
	for i := 1; i < len(rs); i++ {
		r := rs[i]
		if !containsRune(cjkAddressSuffixes, r) || !letterRune(rs[i-1]) && !digitRune(rs[i-1]) || r == '로' && rs[i-1] == '으' {
			continue
		}
		if (r == '시' || r == '도') && digitRune(rs[i-1]) {
			// 128시간, 3시: hours and o'clock; 30도: degrees. A city's or a
			// province's name is letters (서울시, 경기도), never a number
			continue
		}
		if r == '目' && rs[i-1] != '丁' || r == '地' && rs[i-1] != '番' {
			continue // 丁目 and 番地 end parts; 目标 (target), 本地 (local) are words
		}
		if containsRune("号號番", r) && !digitRune(rs[i-1]) && !containsRune(hanNumerals, rs[i-1]) {
			// a house's or a lot's number is a number (519号, 三号, 9番):
			// 信号, 括号, 账号, シグナル番号 are words
			continue
		}
		if w := string(rs[:i+1]); !unicode.Is(unicode.Hangul, rs[0]) || countDigits(w) > 0 || !knownWord(w) || wordlist.HangulWord(w) {
			// a word hunspell-ko and wordfreq alone know is a place as
			// often (마포구, a district): still a part
			return true
		}
	}
	return false
}
