package redact

import "testing"

// TestTradeRefsBothWays: each format of traderefs.go comes out unchanged
// where its specification (and its check digit) proves it, and the same
// shape with a failing check, under a business noun only, or beside a
// person's value, is still masked, as is the person's value.
func TestTradeRefsBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		// IMO numbers: after IMO, a vessel's key or noun, a row's column
		{"port call rejected: IMO 9176187 not cleared by customs", ""},
		{"detention notice for IMO 9811000 issued", ""},
		{"berth window missed by vessel 9398905 at quay 3", ""},
		{"update failed: &{Berth:7 Vessel:9176187 State:late}", ""},
		{"DETAIL:  Key (vessel_id, berth)=(9811000, 4) already exists.", ""},
		// a failing check digit, no vessel's word, a person's noun
		{"berth window missed by vessel 9398906 at quay 3", "9398906"},
		{"customer 9176187 called twice", "9176187"},
		{"vessel 9176187 agent phone +44 20 7946 0958", "+44 20 7946 0958"},

		// GS1 element strings from a GTIN whose check digit holds
		{"scan rejected for (01)09501101530003(17)270131(10)B77X(21)SN4410: decommissioned", ""},
		{"scan rejected for (01)09501101530004(17)270131(10)B77X: decommissioned", "09501101530004"},

		// NF-e/CT-e access keys (mod 11) and a receipt number after nRec
		{"Rejeição 539: chave 41240511222333000181550010000123451876543217 duplicada", ""},
		{"CT-e 31240511222333000181570010000007771876543210 autorizado com atraso", ""},
		{"retorno consulta: nRec=411000098765432 em processamento", ""},
		{"Rejeição 539: chave 41240511222333000181550010000123451876543218 duplicada", "41240511222333000181550010000123451876543218"},

		// EDIFACT headers and BAPLIE stowage cells
		{"segment error after UNH+77+COPRAR:D:00B:UN at position 12", ""},
		{"cell LOC+147+0340286 occupied twice in BAPLIE", ""},
		{"NAD+CN+++OLIVIA MARTIN' after UNH+77+IFTMIN:D:04A:UN", "OLIVIA MARTIN"},

		// a BSM's tag number; the passenger's name beside it is judged
		{"BSM dropped by sorter: .V/1LHEL .N/0105998877001 no .F element", ""},
		{"BSM dropped by sorter: .V/1LHEL .N/0105998877001 .P/2LINDQVIST/ELSAMRS no .F element", "LINDQVIST/ELSAMRS"},
		{"BSM\n.V/1LHEL\n.F/SK1529/03APR/OSL/Y\n.N/0105998877001\n.P/KORHONEN/MATTI\nENDBSM", "KORHONEN"},
		{"BSM\n.V/1LHEL\n.F/SK1529/03APR/OSL/Y\n.N/0105998877001\nENDBSM", ""},

		// a Type B origin line's moment and an AHM flight line
		{"routing failed: QK LHRKOBA .ARNOWSK 031755\nLDM\nSK1529/03.SELIR.C20M130", ""},

		// NOTAM Q) line
		{"NOTAM B1123/24 parse error: Q) EFIN/QFALC/IV/NBO/A/000/999/6019N02458E005 E) AD CLSD", ""},

		// IEC 61850 references
		{"MMS read failed for IED2PROT/PTOC1$ST$Op$general and LD0/LPHD1$ST$PhyHealth", ""},

		// dated references; a date before lastProseBirthYear may be a
		// birthday's and stays masked
		{"retry scheduled for PAY-20250918-114 after bank cut-off", ""},
		{"duplicate: (CASE-2025-0918-00412)", ""},
		{"batch REF-19770412-07 failed", "19770412"},

		// SQL Server's table and key names; the duplicate value is judged
		{"Violation of PRIMARY KEY constraint 'PK_Lieferung'. Cannot insert duplicate key in object 'dbo.Lieferung'. The duplicate key value is (olivia.martin@example.com).", "olivia.martin@example.com"},
		{"Violation of UNIQUE KEY constraint 'UQ_Zaiko_Code'. Cannot insert duplicate key in object 'dbo.Zaiko'.", ""},

		// a bare number after a business noun stays masked
		{"XBID: Order 77120544 rejected by the exchange", "77120544"},
	})
}
