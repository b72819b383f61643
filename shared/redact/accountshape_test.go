package redact

import "testing"

// TestAccountShapedValues: a passport's or a bank account's number (one or
// two capitals and six to nine digits, up to four and ten or more) is a
// value wherever a value stands, with no key to name it; a product's
// message number, an order numbered by its day and a parcel's number under
// a shipment's key or call stay.
func TestAccountShapedValues(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ERRORE:  La riga in errore contiene (4711, CY1788040, t, 2024-03-01).", "CY1788040"},
		{"Retry in 60s: tasks.notify(13484, 'Q4664235')", "Q4664235"},
		{`{"error":"conflict","entries":{"L2010336":{"status":"blocked"}}}`, "L2010336"},
		{"KeyError: 'XOAQ71162231074635'", "XOAQ71162231074635"},
		{`invalid record Record { id: 38479, settle_to: Some("UBPC4859151046") }`, "UBPC4859151046"},
		{"Command '['/usr/local/bin/provision', 'M7239016885272391011660', '--apply']' returned non-zero exit status 2.", "M7239016885272391011660"},
		{"ERRORE:  La riga in errore contiene (4711, C5825694017092091276050, t, 2024-03-01).", "C5825694017092091276050"},
		{"1062 Duplicate entry 'A+' for key 'users_grupo_sanguineo_unique'", "A+"},
		{"ER_DUP_ENTRY: Duplicate entry 'F2253716' for key 'users.doc_number'", "F2253716"},
		{"payout 61185 failed: beneficiary account 1454218400 closed", "1454218400"},
		{`dup key: { tracking_no: "ZX90412377" }`, ""},
		{`repository.GetShipmentByTracking("JD014600003829471"): sql: no rows in result set`, ""},
		{"org.hibernate.exception.SQLGrammarException: HHH000299: Could not complete schema update", ""},
		{"订单 SO20251102004412 已发货，无法取消", ""},
		{"KeyError: 'ABCDE1234567'", ""},
		{"1062 Duplicate entry 'A+' for key 'grades_unique'", ""},
		{"job 1712345678 finished at 1712345690", ""},
	})
}
