// A person's name in corner brackets or quotes after a Japanese or Chinese
// label that names a person's name: a person's noun with 名 or 姓名
// (顧客名「山田 花子」, 会員名『佐藤健』, 患者姓名“王秀英”) or 氏名, 宛名,
// お名前. Japanese writes a name with a space between family and given
// name, which reCJKName's run of Han does not take. A label of a thing's
// name (ファイル名, テーブル名, 商品名, 会社名) is no person's.

package redact

import (
	"glitchtip-mcp/shared/lazyre"
)

// reCJKNameLabel is a person's name label and a quoted name of Han or
// Kana, one space (ASCII or ideographic) at most between its two parts.
var reCJKNameLabel = lazyre.NewRare(`(?:(?:顧客|会員|患者|利用者|担当者|社員|従業員|契約者|申込者|受取人|依頼者|保護者|購入者|注文者|予約者|宿泊者|送り主|客户|客戶|用户|用戶|会员|會員|病人|收件人|联系人|聯絡人|申请人|申請人|员工|員工)(?:名|姓名|氏名)|氏名|宛名|お名前|姓名)\s*[:：=]?\s*[「『“"]([\p{Han}\p{Katakana}\p{Hiragana}ー・]{1,8}(?:[ 　][\p{Han}\p{Katakana}\p{Hiragana}ー・]{1,8})?)[」』”"]`)

// detectCJKNameLabels masks the quoted name after each such label.
func detectCJKNameLabels(sc *scan) {
	if isASCII(sc.s) || !contains(sc.s, "名") {
		return
	}
	for _, m := range reCJKNameLabel.FindAllStringSubmatchIndex(sc.s, -1) {
		if sc.stop.pulse() {
			return
		}
		sc.add(m[2], m[3], phName)
	}
}
