// Devices that say whose they are: Windows' default host names with the
// user's part (LAPTOP-JDOE, DESKTOP-7QK2M1X), device names in the
// possessive of any language (Rose's AirPods, さくらのiPad, 지민의 Galaxy,
// 李娜的iPhone) and hardware serial numbers after the word for one.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectDevices runs the device rules.
func detectDevices(sc *scan) {
	detectWindowsHosts(sc)
	detectNamedHosts(sc)
	detectPossessiveDevices(sc)
	detectSerials(sc)
	detectDeviceIDs(sc)
}

// detectWindowsHosts masks the part Windows' set-up puts after DESKTOP-
// or LAPTOP-: seven random characters, or the name the user gave
// (LAPTOP-JDOE, DESKTOP-MWINTER). A part every word of which is known
// (DESKTOP-OFFICE, laptop-support) is a thing's name.
func detectWindowsHosts(sc *scan) {
	l := sc.lower
	for _, pre := range []string{"desktop-", "laptop-"} {
		eachAfter(l, pre, func(off int) int {
			a := off - len(pre)
			if a > 0 && (isWord(l[a-1]) || l[a-1] == '-') {
				return off
			}
			b := off
			for b < len(l) && b-off <= 15 && (isLetter(l[b]) || isDigit(l[b])) {
				b++
			}
			if b-off < 3 || b-off > 15 || b < len(l) && (l[b] == '_' || l[b] >= utf8.RuneSelf) {
				return off
			}
			v := sc.s[off:b]
			switch {
			case countDigits(v) == len(v):
				return off // a number: DESKTOP-1080
			case countDigits(v) > 0:
				// DESKTOP-7QK2M1X: the generated name, upper case;
				// DESKTOP-AISYAH01, LAPTOP-jdoe2: a name the user gave,
				// numbered, judged by its letters as a name alone is
				w := strings.TrimRight(v, "0123456789")
				if countDigits(w) == 0 && len(w) >= 3 {
					if thingsWord(sc, w) {
						return off
					}
				} else if v != strings.ToUpper(v) || b-off != 7 {
					return off
				}
			case thingsWord(sc, v):
				return off // DESKTOP-OFFICE
			}
			// sure: a name in capitals reads as a constant to the keep
			// passes (DESKTOP-NOWAK came back whole)
			sc.addSure(off, b, ownerPlaceholder(v))
			return b
		})
	}
}

// thingsWord reports a part after DESKTOP- or LAPTOP- that names a thing:
// a word some language knows that is no person's name, unless the names
// data holds it and English does not (DESKTOP-KOWALSKI: Polish kowalski
// is the user's; DESKTOP-OFFICE names a thing), or a word of the event's
// code.
func thingsWord(sc *scan, w string) bool {
	lw := strings.ToLower(w)
	return knownWord(w) && !personName(w) && !(personNameData(lw) && !commonEnglish(lw)) || codeValueWord(sc, lw)
}

// possessiveMarks join an owner to a device glued or with a space: Japanese
// の, Korean 의, Chinese 的.
var possessiveMarks = []string{"の", "의", "的"}

// detectPossessiveDevices masks the owner in "X's <device>" and its forms in
// the caseless scripts.
func detectPossessiveDevices(sc *scan) {
	s := sc.s
	if !sc.anyOf("mac", "mbp", "iphone", "ipad", "ipod", "watch", "airpods", "laptop", "desktop", "notebook",
		"pc", "computer", "pixel", "galaxy", "phone", "tablet", "thinkpad", "surface", "chromebook", "android", "buds", "tab",
		"kindle", "kobo", "echo", "homepod", "fitbit", "earbuds", "headphones", "xbox", "playstation") && (isASCII(sc.s) || !sc.anyOf(deviceWordsIntl...)) {
		return
	}
	// English: Rose's AirPods, Liam’s MacBook Pro
	for _, ap := range []string{"'s ", "’s "} {
		eachAfter(s, ap, func(off int) int {
			k := off - len(ap)
			if !deviceAt(sc.lower, off) {
				return off
			}
			a := k
			for a > 0 && k-a < 64 {
				r, n := utf8.DecodeLastRuneInString(s[:a])
				if !letterRune(r) && !unicode.Is(unicode.M, r) && r != '-' {
					break
				}
				a -= n
			}
			if a < k && !deviceOwnerKnown(sc, s[a:k]) {
				sc.add(a, k, ownerPlaceholder(s[a:k]))
			}
			return off
		})
	}
	// German, Dutch, Scandinavian: Jürgens iPhone, Annas MacBook, a given
	// name with the genitive s before a device word (a host name joins
	// them with a hyphen: Ahmets-ThinkPad)
	for i, j := nextWord(sc.lower, 0); i >= 0; i, j = nextWord(sc.lower, j) {
		if j-i < 4 || sc.lower[j-1] != 's' || j+1 >= len(s) || s[j] != ' ' && s[j] != '-' || !deviceAt(sc.lower, j+1) || i > 0 && isWord(s[i-1]) {
			continue
		}
		if stem := sc.lower[i : j-1]; givenNameData(stem) && (!knownWord(stem) || givenName(stem)) && !deviceOwnerKnown(sc, s[i:j-1]) {
			sc.add(i, j, phName)
		}
	}
	for _, mk := range possessiveMarks {
		eachAfter(s, mk, func(off int) int {
			k := off - len(mk)
			d := off
			if d < len(s) && s[d] == ' ' {
				d++
			}
			if !deviceAt(sc.lower, d) {
				return off
			}
			// the owner: the run of its script before the mark, bounded
			// by something else (a quote, a space, another script)
			a, n := k, 0
			for a > 0 && n <= 8 {
				r, w := utf8.DecodeLastRuneInString(s[:a])
				if !letterRune(r) || !caselessRune(r) && !(mk == "の" && r < utf8.RuneSelf) {
					break
				}
				a -= w
				n++
			}
			if n == 0 || n > 8 || mk == "的" && n > 4 {
				return off // a sentence, not a name
			}
			if !deviceOwnerKnown(sc, s[a:k]) {
				sc.add(a, k, ownerPlaceholder(s[a:k]))
			}
			return off
		})
	}
}

// ownerPlaceholder names an owner [name] when the names data reads it as
// one and no dictionary as a word; a word or a generated name is a
// [value], which the name rules' second thoughts leave alone.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func ownerPlaceholder(v string) string {
	if personName(v) {
		return phName
	}
	return phValue
}

// deviceWordsIntl are device words written in Hangul, Kana and Han (the
// Chinese names of the makers whose phones push services name, 华为
// Huawei, 小米 Xiaomi, 荣耀 Honor, 苹果 Apple, and of a phone, a computer
// and a tablet).
var deviceWordsIntl = []string{"갤럭시", "아이폰", "아이패드", "맥북", "노트북", "휴대폰", "태블릿", "에어팟", "アイフォン", "アイパッド", "マックブック", "スマホ", "パソコン",
	"华为", "華為", "小米", "荣耀", "苹果", "手机", "手機", "电脑", "電腦", "平板"}

// deviceAt reports a device word at l[i:] (iPad, AirPods Pro, Galaxy Tab).
func deviceAt(l string, i int) bool {
	j := i
	for j < len(l) && isLetter(l[j]) {
		j++
	}
	if j == i && i < len(l) && l[i] >= utf8.RuneSelf {
		// 서연의 갤럭시, けんたのアイフォン: the devices in Hangul and Kana
		for _, p := range deviceWordsIntl {
			if hasPrefix(l[i:], p) {
				return true
			}
		}
	}
	if j == i {
		return false
	}
	w := l[i:j]
	if wordIn(deviceWords, w) || w == "tab" || w == "ipad" {
		return true
	}
	// iPadPro, MacBookAir: a device word and its model glued
	for list := "iphone ipad macbook galaxy pixel airpods imac"; list != ""; {
		p, rest, _ := cut(list, " ")
		list = rest
		if hasPrefix(w, p) {
			return true
		}
	}
	return false
}

// deviceMakers make the devices deviceWords name: "Apple's iPhone" is the
// maker's, not an owner's. Moto and Redmi are Motorola's and Xiaomi's
// phones' names (Moto g54, Redmi Note 12).
const deviceMakers = " apple samsung google microsoft lenovo dell hp huawei xiaomi sony asus acer oneplus motorola nokia " +
	"amazon oppo vivo honor fairphone moto redmi "

// deviceOwnerKnown reports an owner that is a company's or a product's,
// not a person's (Apple's iPhone, Google's Pixel, 会社のiPad).
func deviceOwnerKnown(sc *scan, v string) bool {
	lv := strings.ToLower(v)
	// Grace's Kindle: a given name that also names a product is a
	// person's here; the server's echo: a word in small letters is a
	// thing's
	if productName(lv) && !givenNameData(lv) || wordIn(deviceMakers, lv) || sc.code.has(lv) || loginKept(lv) ||
		lowerRune(firstRune(v)) && knownWord(lv) && !givenName(lv) {
		return true
	}
	r, _ := decodeRune(v)
	if caselessRune(r) {
		// a name, or a word that is no common noun of a place or a group;
		// a given name of the names data is the owner's though a
		// dictionary holds it too (花子のiPhone), as Grace's Kindle is
		// (a Korean word hangul.fuse alone knows is a given name as
		// often: 지수, index, Jisu)
		return !(givenNameData(v) || hangulName(v) || cjkNameIn(v) || surnameGiven([]rune(v)) || kanaName(v) || !scriptWordKnown(v) || wordlist.HangulWord(v))
	}
	return false
}

// serialWords are the words for a serial number in English, as keys and
// prose write them, its abbreviations S/N and SN (in capitals alone: "sn"
// is a word of several languages), and in the languages whose catalogues
// words.SerialLabels does not read it from (número de serie, серійний
// номер, 製造番号, 일련번호, Thai's หมายเลขซีเรียล, Arabic's الرقم
// التسلسلي); "serial no." with the abbreviation's period (Serial No.:
// C02XK4LMJG5J).
var serialWords = []string{"serial_number", "serialnumber", "serial-number", "serial number", "serial no.", "serial no", "serial",
	"s/n", "número de serie", "numero di serie", "серійний номер", "シリアル番号", "製造番号", "序號", "일련번호", "시리얼 번호", "seri no", "sn",
	"หมายเลขซีเรียล", "الرقم التسلسلي"}

// detectSerials masks a hardware serial number after the word for one
// (serialWords, words.SerialLabels: Seriennummer, sarjanumero,
// Gerätekennung): a run of capitals and digits with both (C02XK1ABJG5H,
// 5CG1234XYZ), or digits alone of eight or more, written after a space,
// ":", "=", "#" or a quote.
func detectSerials(sc *scan) {
	if sc.anyOf("serial", "s/n", "sn", "serie", "серійний", "シリアル", "製造番号", "序號", "일련번호", "시리얼", "seri ", "ซีเรียล", "التسلسلي") {
		for _, w := range serialWords {
			serialsAfter(sc, w)
		}
	}
	if labels := wordlist.SerialLabels(); sc.anyOf(labels...) {
		for _, w := range labels {
			serialsAfter(sc, w)
		}
	}
}

// serialsAfter masks a serial number after each w of the text.
func serialsAfter(sc *scan, w string) {
	l := sc.lower
	eachAfter(l, w, func(off int) int {
		a := off - len(w)
		if a > 0 && l[a-1] < utf8.RuneSelf && isWord(l[a-1]) || w == "sn" && sc.s[a:off] != "SN" {
			return off
		}
		k := off
		for k < len(l) && k-off < 6 && indexByte(" :=#\"'`", l[k]) >= 0 {
			k++
		}
		if k == off && off < len(l) && isWord(l[off]) {
			return off // serialize, serials
		}
		b := k
		// pump serial 0x4A2F19C3: firmware prints a serial as hex
		if hasPrefix(sc.s[k:], "0x") {
			b += 2
		}
		for b < len(sc.s) && b-k <= 24 && (sc.s[b] >= 'A' && sc.s[b] <= 'Z' || isDigit(sc.s[b]) || sc.s[b] == '-') {
			b++
		}
		for b > k && sc.s[b-1] == '-' {
			b--
		}
		if b < len(sc.s) && (isWord(sc.s[b]) || sc.s[b] >= utf8.RuneSelf && !hasPrefix(sc.s[b:], "、") && !hasPrefix(sc.s[b:], "，") && !hasPrefix(sc.s[b:], "。")) {
			return off // a word goes on (Serial: Xyz…)
		}
		v := sc.s[k:b]
		d := countDigits(v)
		if len(v) >= 6 && len(v) <= 24 && (d > 0 && d < len(v) || d >= 8) {
			sc.addSure(k, b, phValue)
		}
		return off
	})
}

// detectOwnedSlugs masks the owner that ends a machine's or an account's
// slug after an owner word (gamingrig-of-noah, laptop_de_olivia,
// nas-von-juergen): what set-up assistants and people name their hosts
// after. The name must be a well-known given name (givenName) and end the
// slug; build-of-the-day and state-of-art stay.
func detectOwnedSlugs(sc *scan) {
	l := sc.lower
	if !sc.anyOf("-of-", "_of_", "-de-", "_de_", "-von-", "_von_", "-di-", "_di_", "-van-", "_van_") {
		return
	}
	for i := 0; i < len(l); i++ {
		if l[i] != '-' && l[i] != '_' {
			continue
		}
		j := i + 1
		for j < len(l) && isLetter(l[j]) {
			j++
		}
		if j >= len(l) || l[j] != l[i] || !ownerWords[l[i+1:j]] || i == 0 || !isAlnum(l[i-1]) {
			continue
		}
		a := j + 1
		b := a
		for b < len(l) && isLetter(l[b]) {
			b++
		}
		if b-a >= 3 && (b == len(l) || !isWord(l[b]) && l[b] != '-' && l[b] != '.') && givenName(l[a:b]) {
			sc.add(a, b, phName)
		}
	}
}
