package redact

import (
	"strings"
	"testing"
)

// TestPayIntl: an amount after a word for pay written without spaces
// (Japanese, Chinese, Korean, Hindi), after a key made of a pay word, or
// grouped by spaces and with a currency's word after it, is masked; a
// year, a count and an amount after no pay word are kept. The figures are
// invented for the test.
func TestPayIntl(t *testing.T) {
	checkMasks(t, []maskCase{
		{"エラー: 社員 K-7 の月給 ¥318,500 を登録できません", "318,500"},
		{"错误：员工 W-9 的月薪 18,600元 未能发放", "18,600"},
		{"오류: 직원 급여 3,450,000원 지급 실패", "3,450,000"},
		{"त्रुटि: कर्मचारी का वेतन ₹82,300 सहेजा नहीं गया", "82,300"},
		{"ValidationError: gross_salary: '61 250 €' exceeds the band for grade 4", "61 250"},
		{"Fehler: monatslohn=\"3 980,50 EUR\" ungültig", "3 980,50"},
		{"Lỗi: lương 18.500.000 VND của nhân viên chưa được duyệt", "18.500.000"},
		// a credit score and a tax refund under their keys, a word that
		// says which pay before the amount in its currency
		{"LoanApplication rejected\n  credit_score: 587\n  term: 36", "587"},
		{"Błąd PIT: tax_refund: 2 417,90 zł nie zgadza się", "2 417,90"},
		{"Erreur import : « salaire mensuel 3 150 € » non numérique", "3 150"},
		{"Fehler: Gehalt brutto 4.380 EUR ungültig", "4.380"},
		{"Erro na folha: salário base R$ 7.420,00 acima do teto", "7.420,00"},
		{"Lohnabrechnung: Pfändung 318,40 € monatlich überschreitet Betrag", "318,40"},
		// in tens of thousands, the unit glued to the number
		{"エラー: 申込者の 月収 38万円 が審査条件を満たしていません", "38万円"},
		{"错误：借款人 年收入 26万元 未通过风控", "26万元"},
		{"오류: 신청자 연봉 4200만원 확인 불가", "4200만원"},
		// kept
		{"salary limit 52 000 € exceeded", ""},
		{"Error: limit 52 000 exceeded; price 9.99 €; timeout 30 s", ""},
		{"Error: price R$ 12,00 invalid", ""},
		{"salary grade 12 missing", ""},
		{"错误：2024年 工资表 导入失败，共 12 行", ""},
		{"order total 48 500 items shipped in 3 boxes", ""},
		{"給与計算バッチ 2025 を開始しました", ""},
		{"エラー: タイムアウト 30秒、上限 5万件", ""},
	})
}

// TestPayIntlSetBothLists: payIntlSet (wordMap2) holds the words of
// payMore and of payWords, as wordMap of their join did, and no others.
func TestPayIntlSetBothLists(t *testing.T) {
	want := wordMap(payMore + payWords)
	if len(payIntlSet) != len(want) || !payIntlSet["salary"] || !payIntlSet["lương"] || payIntlSet["sal"] {
		t.Fatalf("payIntlSet has %d words, want %d", len(payIntlSet), len(want))
	}
	for w := range want {
		if !payIntlSet[w] {
			t.Errorf("payIntlSet lacks %q", w)
		}
	}
}

// TestPayCompoundsFirst: an amount after a compound that begins with a
// word for pay (löneutbetalning, Lohnzahlung, palkanmaksu), spaces
// grouping its thousands and a comma its decimals; a compound of another
// head (lönsamhet, profitability) names no pay.
func TestPayCompoundsFirst(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, drop, keep string }{
		{"Fel: löneutbetalning 38 900,00 kr till anställd 12 avvisad", "38 900,00", "till anställd 12"},
		{"Fejl: lønudbetaling 27 300,50 kr afvist", "27 300,50", "afvist"},
		{"Fehler: Lohnzahlung 2.480,00 € abgelehnt", "2.480,00", "abgelehnt"},
		{"Virhe: palkanmaksu 3 120,00 € hylätty", "3 120,00", "hylätty"},
		{"Fel: lönsamhet 12 procent under mål", "", "lönsamhet 12 procent"},
		// a garnishment's sum, and Russian's debt
		{"Fehler: Pfändungsbetrag 2.310,00 € übersteigt Freigrenze", "2.310,00", "übersteigt Freigrenze"},
		{"Ошибка: долг 61 700 ₽ по договору 12-40 уже взыскан", "61 700", "по договору 12-40"},
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
