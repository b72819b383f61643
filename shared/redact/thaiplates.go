// Thai registration plates after the register's word: a digit maybe, one
// or two Thai consonants and a number of up to four digits (ทะเบียน กข 1234
// กรุงเทพมหานคร).

package redact

import "unicode/utf8"

// thaiPlateWord is Thai's word for a register, which Thai writes before a
// vehicle's plate (รถทะเบียน, ป้ายทะเบียน, ทะเบียนรถ): a company's or a
// house's register number is digits alone, never consonants and digits.
const thaiPlateWord = "ทะเบียน"

// detectThaiPlates masks a Thai plate after the register's word.
func detectThaiPlates(sc *scan) {
	if !sc.anyOf(thaiPlateWord) {
		return
	}
	s := sc.s
	eachAfter(s, thaiPlateWord, func(end int) int {
		p := end
		// รถ after it (ทะเบียนรถ), a colon, spaces
		if hasPrefix(s[p:], "รถ") {
			p += len("รถ")
		}
		for p < len(s) && (s[p] == ' ' || s[p] == ':') {
			p++
		}
		if e := thaiPlateAt(s, p); e > p {
			sc.add(p, e, phValue)
			return e
		}
		return end
	})
}

// thaiPlateAt returns the end of a Thai plate at s[i] (1กข 1234, กข-1234),
// or i. The province painted under it (กรุงเทพมหานคร) stays: a province
// names no one, and no knowledge tells it from the sentence going on
// (ไม่ถูกต้อง, "not valid").
func thaiPlateAt(s string, i int) int {
	j := i
	if j < len(s) && isDigit(s[j]) {
		j++
	}
	cons := 0
	for cons < 3 && j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if r < 'ก' || r > 'ฮ' {
			break
		}
		j += n
		cons++
	}
	if cons == 0 || cons > 2 {
		return i
	}
	if j < len(s) && (s[j] == ' ' || s[j] == '-') {
		j++
	}
	d := j
	for j < len(s) && isDigit(s[j]) && j-d < 5 {
		j++
	}
	if j == d || j-d > 4 || j < len(s) && (isWord(s[j]) || s[j] >= utf8.RuneSelf && thaiLetterAt(s, j)) {
		return i
	}
	return j
}

// thaiLetterAt reports a Thai letter or mark at s[j]: a number glued to
// Thai goes on as a word.
func thaiLetterAt(s string, j int) bool {
	r, _ := utf8.DecodeRuneInString(s[j:])
	return r >= 0x0E00 && r <= 0x0E7F
}
