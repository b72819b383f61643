package redact

import "testing"

// TestMoments: a date in a local numeric form followed by a clock time is
// a moment and stays whole; a date of an earlier year, or a date without
// a time, is judged as before (a birth's). Invented texts.
func TestMoments(t *testing.T) {
	checkProse(t, []proseCase{
		{"Plánovaná odstávka systému: 1. 3. 2026 9:30 – 11:00", nil, []string{"1. 3. 2026 9:30"}},
		{"Az ütemezett karbantartás 2026. 03. 01. 9:30:00-kor kezdődik", nil, []string{"2026. 03. 01. 9:30:00"}},
		{"다음 예약 가능 시간: 2026. 3. 1. 오전 9:30:00", nil, []string{"2026. 3. 1. 오전 9:30:00"}},
		{"Pemeliharaan sistem dijadwalkan pada 01-03-2026 09.30 WIB", nil, []string{"01-03-2026 09.30"}},
		{"ระบบจะปิดปรับปรุงในวันที่ 1 มี.ค. 2569 09:30 น.", nil, []string{"2569 09:30"}},
		// the neighbours: a birth's date, with or without its hour
		{"Datum narození: 1. 3. 1979", []string{"1979"}, []string{"Datum narození"}},
		{"Geburt: 01.03.1979 09:30", []string{"01.03.1979"}, []string{"Geburt"}},
		{"tel 0612 345 678", []string{"0612 345 678"}, nil},
	})
}
