package redact

import "testing"

// TestLocalGeoPositions: a position whose hemispheres or axes the text's
// language names is masked (decimal degrees with a hemisphere's initial
// in any script, CJK degrees after the hemisphere's word, a receiver's
// colon form, two decimals in range after the axes' words); a program's
// measures, clock times, versions and out-of-range pairs stay. Invented
// values.
func TestLocalGeoPositions(t *testing.T) {
	checkProse(t, []proseCase{
		{"त्रुटि: स्थान 26.9124° उ, 75.7873° पू सीमा से बाहर", []string{"26.9124", "75.7873"}, []string{"त्रुटि: स्थान", "सीमा से बाहर"}},
		{"エラー: 位置「北緯34度41分 東経135度30分」を解析できません", []string{"34度41分", "135度30分"}, []string{"エラー: 位置", "を解析できません"}},
		{"错误：北纬31°13′ 东经121°28′ 超出范围", []string{"31°13", "121°28"}, []string{"错误", "超出范围"}},
		{"오류: 북위 35도 10분 동경 129도 4분 위치 없음", []string{"35도 10분", "129도 4분"}, []string{"오류", "위치 없음"}},
		{"NMEA error: fix 51:28:40.1N 000:00:05.3W rejected", []string{"51:28:40.1N", "000:00:05.3W"}, []string{"NMEA error: fix", "rejected"}},
		{"位置情報エラー: 緯度 34.702485 経度 135.495951 の住所が見つかりません", []string{"34.702485", "135.495951"}, []string{"位置情報エラー", "の住所が見つかりません"}},
		{"Ошибка: широта 59.9386 долгота 30.3141 вне зоны доставки", []string{"59.9386", "30.3141"}, []string{"Ошибка: широта", "вне зоны доставки"}},
		// the neighbours
		{"latency 12.3456 jitter 45.6789 ms", nil, []string{"latency 12.3456 jitter 45.6789 ms"}},
		{"step 10:42:17 ok, next 11:00:00 W", nil, []string{"10:42:17", "11:00:00"}},
		{"Wert 95.12345 Grenze 300.54321 überschritten", nil, []string{"95.12345", "300.54321"}},
		{"angle 45.0000° rotation 90.0000° ok", nil, []string{"45.0000°", "90.0000°"}},
	})
}
