// A Chinese name as the owner of a personal record (王芳的订单无法支付,
// 李建国的账户已冻结): a surname and one or two given characters opening
// a clause, then 的 and a noun of what a person owns or is. There is no
// role noun before it to say a name stands there; the record noun after
// 的 says it, and the dictionary tells the name from a word (系统的订单,
// 用户的地址 stay).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectHanPossessiveNames)
}

// hanRecordNouns are what a person owns or is in an application's records:
// an order, an account, a balance, an address, a phone, a mailbox, a
// password, details, a payment, a booking, a medical file, a CV, a passport,
// an identity card.
var hanRecordNouns = []string{"订单", "訂單", "账户", "帳戶", "账号", "帳號", "余额", "餘額", "地址", "电话", "電話", "手机", "手機", "邮箱", "郵箱",
	"密码", "密碼", "信息", "資訊", "资料", "資料", "支付", "付款", "预约", "預約", "病历", "病歷", "档案", "檔案", "简历", "履歷", "护照", "護照",
	"身份证", "身分證", "银行卡", "銀行卡", "工资", "薪资", "申请", "申請", "会员", "會員"}

// detectHanPossessiveNames masks a name before 的 and a record noun.
func detectHanPossessiveNames(sc *scan) {
	s := sc.s
	if !strings.Contains(s, "的") {
		return
	}
	for off := 0; ; {
		k := strings.Index(s[off:], "的")
		if k < 0 {
			return
		}
		p := off + k
		off = p + len("的")
		if !recordNounAt(s[off:]) {
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
			continue
		}
		run := s[a:p]
		_, fn := utf8.DecodeRuneInString(run)
		if (wordlist.Surname(run[:fn]) || translitSurname(run[:fn])) && !wordlist.Known(run) && !wordlist.Template(run) && !wordlist.Tech(run) {
			sc.add(a, p, phName)
		}
	}
}

func recordNounAt(s string) bool {
	for _, w := range hanRecordNouns {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}
