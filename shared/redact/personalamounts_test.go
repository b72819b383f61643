package redact

import "testing"

// TestPersonalAmounts: an amount with its currency in a clause that names
// a person in a role or their pay or debt goes, wherever it stands in the
// clause; an amount in a clause that names no one, and a number with no
// currency, stay.
func TestPersonalAmounts(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"M-Pesa C2B: amount KES 48,200 exceeds daily limit for customer", "M-Pesa C2B: amount [number] exceeds daily limit for customer"},
		{"Ostrzeżenie: klient ma 12 400 zł zaległości, limit przekroczony", "Ostrzeżenie: klient ma [number] zaległości, limit przekroczony"},
		{"Ralat: pinjaman Rp 3.500.000 untuk anggota koperasi ditolak", "Ralat: pinjaman [number] untuk anggota koperasi ditolak"},
		{"export: salaire brut annuel 58 400 € incohérent avec le coefficient 350", "export: salaire brut annuel [number] incohérent avec le coefficient 350"},
		{"Kira ön onayı reddedildi: aylık net geliri 84.500 TL, şartı sağlamıyor", "Kira ön onayı reddedildi: aylık net geliri [number], şartı sağlamıyor"},
		// kept: no person in the clause, or no currency
		{"خطأ: تعذر إتمام التحويل رقم TRX-2026-0412 بسبب تجاوز الحد اليومي (5000 USD)", ""},
		{"Pagamento Multibanco expirado: Entidade 21311 valor 49,90 €", ""},
		{"customer 4411 has 12 open orders", ""},
		{"salary limit 52 000 € exceeded for customer", ""},
		{"Error: journal rejected: ledger balance off by 0.02 EUR", ""},
		{"PHP 8.2.12 (cli) for user www-data", ""},
		{"UPDATE lohnlauf SET kostenstelle = $1 WHERE lauf_id = $2", ""},
		{"Mitarbeiter 00412 zuletzt gesehen an Tor 3 um 22:14", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}
