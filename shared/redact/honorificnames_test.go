package redact

import "testing"

// TestHonorificNames: a Japanese surname and given name of the names data
// before an honorific are masked whether the parts are written apart or
// together and the given name in Han or kana; everyone's さん (皆さん,
// みなさん), the customer's 様 (お客様) and a role the dictionaries hold
// (管理者様, 運営さん) stay. Invented values.
func TestHonorificNames(t *testing.T) {
	checkProse(t, []proseCase{
		{"予約エラー: 石井 あやか様の予約は確定済みです", []string{"石井", "あやか"}, []string{"予約エラー", "の予約は確定済みです"}},
		{"ERROR sync: 松本 大輔くんの記録を保存できません", []string{"松本", "大輔"}, []string{"ERROR sync"}},
		{"エラー: 中村ゆうこちゃんのお迎え時刻が未登録", []string{"中村", "ゆうこ"}, []string{"エラー"}},
		{"エラー: 皆さんのデータを保存できません", nil, []string{"皆さんのデータを保存できません"}},
		{"エラー: みなさんへの通知に失敗", nil, []string{"みなさんへの通知に失敗"}},
		{"エラー: お客様の情報を取得できません", nil, []string{"お客様の情報を取得できません"}},
		// a role the dictionaries hold, addressed politely; a surname
		// before one stays a name
		{"エラー: 管理者様の設定を保存できません", nil, []string{"管理者様の設定"}},
		{"ERROR: 運営さんに連絡してください", nil, []string{"運営さんに連絡"}},
		{"エラー: 佐藤様の予約を変更できません", []string{"佐藤"}, []string{"様の予約"}},
	})
}
