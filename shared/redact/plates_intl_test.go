package redact

import (
	"strings"
	"testing"
)

// TestNationalPlatesAndKeyRows checks plates by their countries' formats
// and the rows SQL Server and caseless-script messages quote, both ways.
// The values are made up for the test.
func TestNationalPlatesAndKeyRows(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		{`Duplicate entry 'BK64 TRW' for key 'users.car'`, `BK64 TRW`},
		{`отримано 'KA7713HM'`, `KA7713HM`},
		{`Foi esperado 'active', porém foi recebido 'QTR-4K81'`, `QTR-4K81`},
		{`Some("5821 GHT")`, `5821 GHT`},
		{`Fehlgeschlagene Zeile enthält (4711, KÖ-ÄB-2231, t, 2024-03-01).`, `KÖ-ÄB-2231`},
		{`otrzymano: 'WWL KR21'`, `WWL KR21`},
		{`with unique index 'IX_Cars_Vehicle'. The duplicate key value is (G-218-TX).`, `G-218-TX`},
		{`with unique index 'IX_Users_Passphrase'. The duplicate key value is (k9=Tz!w).`, `k9=Tz!w`},
		{`错误:  失败, 行包含(4711, 粤B-3K9X1, t, 2024-03-01). in handle_request`, `粤B-3K9X1`},
		{`ERROR:  失敗した行は(4711, 品川 301 さ ・・12, t, 2024-03-01)を含みます`, `品川 301`},
		// two capitals and five digits under any key: a Polish plate,
		// though the capitals are no US state's
		{`{"level":"ERROR","msg":"sync failed","odniesienie":"WZ 40815"}`, `WZ 40815`},
		{`vehicle check failed: IK 31877`, `IK 31877`},
		{`vehicle KX 48213 expired`, `KX 48213`},
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.value) {
			t.Errorf("%q survived: %q", c.value, out)
		}
	}
	kept := []string{
		`The duplicate key value is (DE-SND-000418).`,
		`Cannot insert duplicate key row in object 'dbo.Orders' with unique index 'IX_Orders_Ref'. The duplicate key value is (ORD-2291, 7).`,
		`Duplicate entry '2024 API' for key 'uniq_tag'`,
		`received '1080 HDR'`,
		`失败, 行包含(4711, null, t, 2024-03-01 10:00:00+00)`,
		`ERROR 1062 (23000): Duplicate entry 'SKU-10442-BLK' for key 'products.uniq_sku'`,
		// a file descriptor's number after its word in capitals: no ZIP
		// code's state, no plate's letters
		`libc: cannot poll FD 41237: closed`,
		`lsof: FD 51234 still open`,
	}
	for _, s := range kept {
		out, err := r.String(s)
		if err != nil {
			t.Fatal(err)
		}
		if out != s {
			t.Errorf("changed: %q -> %q", s, out)
		}
	}
}

// TestPlatesUnbrokenAndCodeWords: a plate written in one group of seven
// (the US's ABC1234, Faker's Russian 009D372 47), after VRN or inside an
// Erlang proplist, and three capitals the code vocabulary holds only as a
// short token (LBZ, XMC) beside a number, are plates; a number beside a
// unit, a status or a method (12 MB, 200 OK, 500 GET) is not.
func TestPlatesUnbrokenAndCodeWords(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`parking session 59939 rejected: vehicle STO6671 has an unpaid fine`, `STO6671`, `parking session 59939 rejected: vehicle `},
		{`sync job 94453 failed, vrn: ECS4816:41`, `ECS4816`, `sync job 94453 failed`},
		{`args: [{kennzeichen,<<"000YUX">>},{retries,3}]`, `000YUX`, `{retries,3}`},
		{`parking session 59939 rejected: vehicle 003D891 198 has an unpaid fine`, `003D891`, `has an unpaid fine`},
		{`KeyError: '266 LBZ'`, `LBZ`, `KeyError: '`},
		{`Cannot deserialize value of type ` + "`java.lang.Long`" + ` from String "1302 XMC": not a valid`, `1302 XMC`, `not a valid`},
		{`KeyError: 'PNP 2711'`, `PNP 2711`, `KeyError`},
	})
	r := New()
	// a letter and a digit before a number: SAP's message class and number
	for _, s := range []string{`expected status '200 OK', got '503 Service Unavailable'`, `KeyError: '12 MB'`, `unexpected '500 GET' in route table`, `vehicle 42 of fleet 7 has no driver`,
		`Buchungskreis 1000: Beleg nicht gebucht (Nachricht F5 155)`} {
		if out, _ := r.String(s); out != s {
			t.Errorf("changed: %q -> %q", s, out)
		}
	}
}

// TestPlatesAfterLocalWords: a plate after Indonesia's "nomor polisi" and
// Korea's 차량번호 (its number after a space too), and a Chinese plate with its painted middle dot; the words
// around them stay, and the same words before no plate change nothing.
func TestPlatesAfterLocalWords(t *testing.T) {
	checkKeptCases(t, []keptCase{
		{`Gagal: nomor polisi D 1234 ABC tidak terdaftar`, `D 1234 ABC`, `tidak terdaftar`},
		{`오류: 차량번호 34나 5678 의 기록이 없습니다`, `34나 5678`, `의 기록이 없습니다`},
		{`查询失败：车牌 沪B·7C2M9 不一致`, `沪B·7C2M9`, `不一致`},
	})
	for _, s := range []string{
		`Gagal: nomor polisi tidak valid`,
		`araç plakası zorunludur`,
	} {
		if got, _ := New().String(s); got != s {
			t.Errorf("changed: %q -> %q", s, got)
		}
	}
}

// TestPlateWordsMore: a plate after the word for one in Vietnamese,
// Hungarian or Finnish, a Vietnamese serial with its dot; a number with a
// dot after a plate word (a duration, a version) stays.
func TestPlateWordsMore(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, drop, keep string }{
		{"Lỗi: Biển số 30F-456.78 không hợp lệ", "456.78", "không hợp lệ"},
		{"Hiba: a rendszám KLM-482 nem található", "KLM-482", "nem található"},
		{"Virhe: rekisterinumero XYZ-917 puuttuu", "XYZ-917", "puuttuu"},
		{"Error: plate lookup timeout 12.5 s", "", "12.5 s"},
		{"Error: vehicle NT 4.0 driver", "", "4.0"},
	} {
		got, _ := r.String(c.in)
		if c.drop != "" && strings.Contains(got, c.drop) {
			t.Errorf("%q -> %q: %q kept", c.in, got, c.drop)
		}
		if !strings.Contains(got, c.keep) {
			t.Errorf("%q -> %q: %q lost", c.in, got, c.keep)
		}
	}
}

// TestPlateGroupWords: a code of three groups or more, one of them a word
// of four letters or more the knowledge holds and no name (ROAM-EU-10,
// WS-GRID-12, ÇM-SIRA-12), is a program's code: no country's plate writes
// a word between its groups. Plates of three groups stay values.
func TestPlateGroupWords(t *testing.T) {
	for _, s := range []string{
		`NoMethodError: undefined method ` + "`-'" + ` for nil:NilClass in {:plan=>"ROAM-EU-10", :quota_mb=>nil}`,
		`CrowdStrike Falcon: detection event=ProcessRollup2 host=WS-GRID-12`,
		`Çağrı Merkezi kuyruğu dolu: ÇM-SIRA-12 için bekleme süresi 300 saniyeyi aştı`,
	} {
		if got, _ := New().String(s); got != s {
			t.Errorf("changed: %q -> %q", s, got)
		}
	}
	checkKeptCases(t, []keptCase{
		{`KeyError: 'DEG-G-72'`, `DEG-G-72`, `KeyError`},
		{`Virhe: rekisteri KA-EV-912 puuttuu`, `KA-EV-912`, `puuttuu`},
	})
}
