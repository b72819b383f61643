package redact

import "testing"

// TestDeviceNounsOfTheWordnets: the Wiktionary wordnets' words for a
// device (Finnish mittari, Japanese 端末 at a run's end, Arabic جهاز behind
// its article, Dutch toestel) label the unit's serial or network name
// after them (deviceSerial), as the English nouns do; a model's number
// after one, a version and the words around stay. Invented values.
func TestDeviceNounsOfTheWordnets(t *testing.T) {
	checkProse(t, []proseCase{
		{"Virhe: etäluettava mittari KX31-5582019 ei vastannut", []string{"KX31-5582019"}, []string{"mittari", "ei vastannut"}},
		{"端末エラー: 会員の登録端末 QA-T77-9902154 は使用中です", []string{"QA-T77-9902154"}, []string{"会員の登録端末", "は使用中です"}},
		{"خطأ: معرّف الجهاز 7c41d0e9b2a35f86 مسجل لمستخدم آخر", []string{"7c41d0e9b2a35f86"}, []string{"مسجل لمستخدم آخر"}},
		{"CCTV: camera ESP32-CAM-Porch-8C1F64 offline since 03:12", []string{"ESP32-CAM-Porch-8C1F64"}, []string{"offline since 03:12"}},
		{"Fout: toestel WT-HAL-77120 reageert niet", []string{"WT-HAL-77120"}, []string{"reageert niet"}},
		// the neighbours: models, versions, words
		{"Knox: device SM-G991B, device TA-1032, device ELE-L29, device XT2125-4 enrolled", nil, []string{"SM-G991B", "TA-1032", "ELE-L29", "XT2125-4"}},
		{"mittari v2-2024 päivitetty, camera build-20240311 ok", nil, []string{"v2-2024", "build-20240311"}},
		{"端末 SH-M24 の設定を更新しました", nil, []string{"SH-M24"}},
	})
}

// TestDeviceSerialShapes: the shapes deviceSerial takes, and those it
// leaves to the models' and the versions'.
func TestDeviceSerialShapes(t *testing.T) {
	for tok, want := range map[string]bool{
		"ZN24-0417723": true, "EM-40112": true, "ESP32-CAM-4417A2": true, "BT-HA-L-9C77E0": true,
		"SM-G991B": false, "TA-1032": false, "ELE-L29": false, "XT2125-4": false, "2024-03-11": false,
		"v2-2024": false, "abc-def-ghijk": false, "release-2024.1": false, "node-abcdef": false, "build-20240311": false, "FW-20240311": false, "fitbit-3C9E21B7": false,
	} {
		if got := deviceSerial(tok); got != want {
			t.Errorf("deviceSerial(%q) = %v, want %v", tok, got, want)
		}
	}
}
