package redact

import "testing"

// TestCJKNameLabels: a quoted name after a label of a person's name (a
// person's noun with 名, 氏名, 姓名), with a space between family and
// given name or without, is masked; a quoted thing after a label of a
// thing's name (ファイル名, 商品名, 会社名, テーブル名) stays. Invented names.
func TestCJKNameLabels(t *testing.T) {
	checkProse(t, []proseCase{
		{"注文処理エラー: 顧客名「中村 花子」の配送先が見つかりません", []string{"中村 花子"}, []string{"注文処理エラー"}},
		{"注文処理エラー: 顧客名「川口 美咲」の配送先が見つかりません", []string{"川口 美咲"}, []string{"注文処理エラー"}},
		{"エラー: 会員名『イトウ ハルカ』は登録済みです", []string{"イトウ ハルカ"}, []string{"は登録済みです"}},
		{"エラー: 担当者名「森田健一」が未設定です", []string{"森田健一"}, []string{"エラー"}},
		{"错误：客户姓名“赵丽华”格式无效", []string{"赵丽华"}, []string{"格式无效"}},
		// the neighbours
		{"エラー: ファイル名「報告書」が見つかりません", nil, []string{"報告書"}},
		{"エラー: 商品名「抹茶 ラテ」は在庫切れです", nil, []string{"抹茶 ラテ"}},
		{"エラー: 会社名「山田商事」は重複しています", nil, []string{"山田商事"}},
		{"エラー: テーブル名「注文」は存在しません", nil, []string{"注文"}},
	})
}

// TestLatinNamesBeforeHonorifics: two or three capitalised Latin words
// before 様, さん or 殿 are a person's name as their passport writes it;
// a brand addressed so, and a note's label after 고객, stay. Invented names.
func TestLatinNamesBeforeHonorifics(t *testing.T) {
	checkProse(t, []proseCase{
		{"配送エラー: 受取人 Nguyen Van Minh 様の住所が見つかりません", []string{"Nguyen Van Minh"}, []string{"様の住所が見つかりません"}},
		{"エラー: Ana Souza さんの予約は取り消されました", []string{"Ana Souza"}, []string{"さんの予約"}},
		// the neighbours
		{"エラー: Google Cloud 様との契約が失効しました", nil, []string{"Google Cloud"}},
		{"エラー: 고객 메모 저장 실패", nil, []string{"고객 메모"}},
	})
}
