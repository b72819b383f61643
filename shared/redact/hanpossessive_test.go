package redact

import "testing"

// TestHanPossessiveNames: a Chinese name that owns a personal record
// (王芳的订单) is masked; a dictionary word in its place (系统的订单,
// 当前的订单, 默认的密码) stays.
func TestHanPossessiveNames(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"错误：系统的订单无法支付", "错误：王芳的订单无法支付", "王芳"},
		{"错误：当前的订单状态无效", "李建国的账户已冻结", "李建国"},
		{"默认的密码策略不允许此操作", "张伟的手机号码格式不正确", "张伟"},
		{"本月的支付记录为空", "錯誤：陳美玲的帳戶已凍結", "陳美玲"},
	})
}

// TestHanOwnersBeforeAnyNoun: before 的 and a noun no list names, a
// surname and given characters no dictionary holds, opening the clause or
// right after a dictionary word, are a name; a word whose first character
// is a surname (高并发, 任务, 系统) stays.
func TestHanOwnersBeforeAnyNoun(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"高并发的场景下任务的状态不一致", "订单异常: 周秀兰的体检报告未能同步", "周秀兰"},
		{"系统的配置文件的大小超过限制", "退款失败：捐赠者杨志刚的银行卡已注销", "杨志刚"},
		{"快递异常：包裹的重量超过上限", "快递异常：吴丽的包裹在海关被扣留", "吴丽"},
	})
}

// TestKanaPossessiveNames: a Japanese name before の and a Korean name
// with 의, owning a record noun, are masked; a dictionary word in their
// place (システム, 既存, 사용자, 田中商事's company noun) stays.
func TestKanaPossessiveNames(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"システムの注文を処理できません", "山田太郎の注文を処理できません", "山田太郎"},
		{"既存のアカウントはロックされています", "エラー：佐藤花子のアカウントはロックされています", "花子"},
		{"田中商事の口座が見つかりません", "佐藤の注文", "佐藤"},
		{"사용자의 계정이 잠겼습니다", "김민준의 주문을 처리할 수 없습니다", "김민준"},
		// a device named after its owner by the set-up assistant
		{"既存のiPhoneは登録済みです", "AirDrop エラー: 「山田のiPhone」に送信できませんでした", "山田"},
		{"系统的iPad同步失败", "同步失败：王芳的iPad 未响应", "王芳"},
	})
}
