// A name as the owner of a personal record, in the possessive of Chinese
// (王芳的订单无法支付), Japanese (佐藤花子のアカウント) and Korean (김민준의
// 주문): a surname and a given name opening a clause, then the possessive
// particle and a noun of what a person owns or is. There is no role noun
// before it to say a name stands there; the record noun after the particle
// says it, and the dictionary tells the name from a word (系统的订单,
// システムの注文 stay).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectHanPossessiveNames, detectKanaPossessiveNames)
}

// hanRecordNouns are what a person owns or is in an application's records:
// an order, an account, a balance, an address, a phone, a mailbox, a
// password, details, a payment, a booking, a medical file, a CV, a passport,
// an identity card.
const hanRecordNouns = "" +
	"订单 訂單 账户 帳戶 账号 帳號 余额 餘額 地址 电话 電話 手机 手機 邮箱 郵箱 " +
	"密码 密碼 信息 資訊 资料 資料 支付 付款 预约 預約 病历 病歷 档案 檔案 简历 履歷 护照 護照 " +
	"身份证 身分證 银行卡 銀行卡 工资 薪资 申请 申請 会员 會員 "

// detectHanPossessiveNames masks a name before 的 and a record noun.
func detectHanPossessiveNames(sc *scan) {
	s := sc.s
	if !contains(s, "的") {
		return
	}
	for off := 0; ; {
		k := indexStr(s[off:], "的")
		if k < 0 {
			return
		}
		p := off + k
		off = p + len("的")
		if !recordNounAt(s[off:]) {
			// 王丽的体检预约: any noun after 的, where the name's own
			// evidence is stronger (hanOwnerBefore)
			if e := hanOwnerBefore(s, p); e < p {
				sc.add(e, p, phName)
			}
			continue
		}
		// the Han run before 的, two or three characters, opening a clause
		a, n := p, 0
		for a > 0 && n < 4 {
			r, w := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.Is(unicode.Han, r) {
				break
			}
			a -= w
			n++
		}
		if n < 2 || n > 3 {
			// 支持者陈志强的银行卡: a word before the name
			if e := hanOwnerBefore(s, p); e < p {
				sc.add(e, p, phName)
			}
			continue
		}
		run := s[a:p]
		_, fn := decodeRune(run)
		if (wordlist.Surname(run[:fn]) || translitSurname(run[:fn])) && !wordlist.Known(run) && !wordlist.Template(run) && !wordlist.Tech(run) {
			sc.add(a, p, phName)
		}
	}
}

// hanOwnerBefore returns the start of a name that ends at s[p] (before
// 的 and a noun no list names), or p: a surname of the names data and one
// or two given characters, neither the whole nor its given part a word of
// the dictionaries or the catalogues (高并发的, 任务的, 林建国's 建国
// stay), opening a clause or straight after a word of the dictionary of
// two characters or more (支持者陈志强): where the name starts is told by
// where a word ends, and a run no word explains is not split.
func hanOwnerBefore(s string, p int) int {
	var starts [4]int // the starts of the one to four Han characters before p
	n := 0
	for a := p; a > 0 && n < len(starts); n++ {
		r, w := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.Is(unicode.Han, r) {
			break
		}
		a -= w
		starts[n] = a
	}
	for l := min(n, 3); l >= 2; l-- {
		a := starts[l-1]
		run := s[a:p]
		_, fn := decodeRune(run)
		given := run[fn:]
		if !(wordlist.Surname(run[:fn]) || translitSurname(run[:fn])) || wordlist.Known(run) || wordlist.Template(run) || wordlist.Tech(run) ||
			wordlist.Known(given) || wordlist.Template(given) || runeCount(given) == 1 && wordlist.Template(run[:fn]) && l < n {
			continue
		}
		if l == n && !hanBefore(s, a) || hanWordEndsAt(s, a) {
			return a
		}
	}
	return p
}

// hanBefore reports a Han character right before s[a].
func hanBefore(s string, a int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:a])
	return a > 0 && unicode.Is(unicode.Han, r)
}

// hanWordEndsAt reports a dictionary word of two to four Han characters
// ending at s[a] (支持者 before 陈志强).
func hanWordEndsAt(s string, a int) bool {
	b := a
	for n := 1; n <= 4 && b > 0; n++ {
		r, w := utf8.DecodeLastRuneInString(s[:b])
		if !unicode.Is(unicode.Han, r) {
			return false
		}
		b -= w
		if n >= 2 && wordlist.Known(s[b:a]) {
			return true
		}
	}
	return false
}

func recordNounAt(s string) bool {
	if deviceWordAt(trimPrefix(s, " ")) {
		return true
	}
	for list := hanRecordNouns; list != ""; {
		w, rest, _ := cut(list, " ")
		list = rest
		if hasPrefix(s, w) {
			return true
		}
	}
	return false
}

// kanaRecordNouns and hangulRecordNouns are hanRecordNouns as Japanese and
// Korean write them: an order, an account, an address, a phone, a mail
// address, a password, a payment, a booking, personal details, a bank
// account, pay, a member's file.
var (
	kanaRecordNouns   = []string{"注文", "アカウント", "口座", "住所", "電話", "携帯", "メール", "パスワード", "支払", "予約", "個人情報", "情報", "保険証", "給与", "履歴書", "会員", "カルテ", "請求"}
	hangulRecordNouns = []string{"주문", "계정", "주소", "전화", "휴대폰", "이메일", "비밀번호", "결제", "예약", "개인정보", "정보", "계좌", "급여", "회원", "진료", "청구"}
)

// detectKanaPossessiveNames masks a Japanese name before の, or a Korean
// name with 의, before a record noun.
func detectKanaPossessiveNames(sc *scan) {
	s := sc.s
	if contains(s, "の") {
		possessives(sc, "の", kanaRecordNouns, japaneseOwner)
	}
	if contains(s, "의") {
		possessives(sc, "의", hangulRecordNouns, koreanOwner)
	}
}

// possessives masks, before each particle followed (maybe after a space)
// by one of nouns, the run of letters that owner reads as a name.
func possessives(sc *scan, particle string, nouns []string, owner func(string) bool) {
	s := sc.s
	for off := 0; ; {
		k := indexStr(s[off:], particle)
		if k < 0 {
			return
		}
		p := off + k
		off = p + len(particle)
		rest := trimPrefix(s[off:], " ")
		found := false
		for _, w := range nouns {
			if hasPrefix(rest, w) {
				found = true
				break
			}
		}
		device := !found && deviceWordAt(rest)
		if !found && !device {
			continue
		}
		a := p
		for a > 0 {
			r, w := utf8.DecodeLastRuneInString(s[:a])
			if !unicode.Is(unicode.Han, r) && !unicode.Is(unicode.Hangul, r) {
				break
			}
			a -= w
		}
		if a < p && (owner(s[a:p]) || device && deviceOwnerRun(s[a:p])) {
			sc.add(a, p, phName)
		}
	}
}

// japaneseOwner reports a Japanese name of two to five kanji that no
// dictionary holds whole: a surname of the names data and a given name
// after it (佐藤花子, 山田太郎), or a surname alone that is no word (佐藤).
func japaneseOwner(run string) bool {
	n := runeCount(run)
	if n < 2 || n > 5 || wordlist.Known(run) || wordlist.Template(run) || wordlist.Tech(run) {
		return false
	}
	for i := range run {
		if i == 0 {
			continue
		}
		sur, given := run[:i], run[i:]
		if wordlist.Surname(sur) && (given == "" || wordlist.GivenName(given) || !wordlist.Known(given) && runeCount(given) <= 2) {
			return true
		}
	}
	return wordlist.Surname(run)
}

// koreanOwner reports a Korean name: three syllables opening with a
// surname that no dictionary reads (hangulForeignName's test).
func koreanOwner(run string) bool {
	return len(run) == 9 && wordlist.Surname(run[:3]) && !wordlist.Known(run) && !wordlist.Template(run) && !hangulWords(run)
}

// deviceWordAt reports a personal device's word in letters of ASCII at
// the start of s (山田のiPhone, 王芳的 MacBook, 민수의 iPad): the
// set-up assistants of Japan, China and Korea name a device after its
// owner with the possessive particle, as iPhone de Olivia does in Spanish.
func deviceWordAt(s string) bool {
	n := 0
	for n < len(s) && n < 12 && isLetter(s[n]) {
		n++
	}
	return n >= 2 && (n == len(s) || !isLetter(s[n])) && wordIn(deviceWords, strings.ToLower(s[:n]))
}

// deviceOwnerRun reports a run before a possessive particle and a device's
// word that the names data holds whole as a surname or a given name, a
// dictionary word too (山田, a mountain field): a device is named after a
// person, never after a word, so the particle and the device tell.
func deviceOwnerRun(run string) bool {
	n := runeCount(run)
	return n >= 2 && n <= 4 && (wordlist.Surname(run) || wordlist.GivenName(run)) && !wordlist.Template(run) && !wordlist.Tech(run)
}
