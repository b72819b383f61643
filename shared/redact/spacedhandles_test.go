package redact

import "testing"

// TestSpacedCJKHandles: a run a template spaced off in Chinese or
// Japanese, after a person's noun and before a particle or before a
// spaced honorific, is the person's name or handle; a role addressed so,
// a word of the catalogues after the noun, and a file's name before a
// particle stay.
func TestSpacedCJKHandles(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "WARN [moderation] プレイヤー 高砂 がチャットで禁止語を使用しました", gone: []string{"高砂"}, kept: []string{"プレイヤー", "がチャットで禁止語を使用しました"}},
		{in: "[ギルド] きつね丸 さんがチャット違反で一時停止されました", gone: []string{"きつね丸"}, kept: []string{"[ギルド]", "さんがチャット違反で一時停止されました"}},
		{in: "錯誤：玩家 小龍在高雄 的家長監護設定無法讀取", gone: []string{"小龍在高雄"}, kept: []string{"錯誤：玩家", "的家長監護設定無法讀取"}},
		{in: "[ギルド] 運営 さんからのお知らせ"},
		{in: "エラー: ファイル config.yaml が見つかりません"},
		{in: "错误：玩家 数据 的加载失败"},
	})
}
