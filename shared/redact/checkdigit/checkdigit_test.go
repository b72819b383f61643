package checkdigit

import "testing"

// TestChecks: each algorithm accepts a published or computed valid value
// and refuses the same value with its check character changed, and with a
// body digit changed: a check that accepted everything would fail here.
func TestChecks(t *testing.T) {
	for _, c := range []struct {
		name  string
		check func(string) bool
		valid string
		wrong []string
	}{
		{"Luhn", Luhn, "4111111111111111", []string{"4111111111111112", "4111111111111161", "79927398713" /* valid Luhn, too short for a card */}},
		{"Luhn spaced", Luhn, "5500 0000 0000 0004", []string{"5500 0000 0000 0005"}},
		{"Luhn Amex", Luhn, "378282246310005", []string{"378282246310006"}},
		{"IBAN", IBAN, "GB82WEST12345698765432", []string{"GB83WEST12345698765432", "GB82WEST12345698765433", "GB82WEST1234569876543!", "GB82WEST123"}},
		{"IBAN DE", IBAN, "DE89370400440532013000", []string{"DE89370400440532013001"}},
		{"CNID", CNID, "11010519491231002X", []string{"110105194912310021", "11010519491331002X" /* month 13 */}},
		{"CNID lower x", CNID, "11010519491231002x", nil},
		{"HETU", HETU, "131052-308T", []string{"131052-308U", "131052-309T", "321052-308T"}},
		{"NRIC", NRIC, "S1234567D", []string{"S1234567E", "S1234568D", "T1234567D"}},
		{"HKID", HKID, "A123456(3)", []string{"A123456(4)", "A123457(3)"}},
		{"HKID bare", HKID, "A1234563", nil},
		{"TWID", TWID, "F131104093", []string{"F131104094", "A223456789"}},
		{"DNI", DNI, "12345678Z", []string{"12345678A", "12345679Z"}},
		{"NIE", DNI, "X1234567L", []string{"X1234567M"}},
		{"VIN", VIN, "1HGCM82633A004352", []string{"1HGCM82643A004352", "1HGCM82633A004353", "11111111111111111"}},
		{"ABA", ABA, "021000021", []string{"021000022", "021000121", "02100002"}},
		{"NIR", NIR, "184037512345690", []string{"184037512345691", "184137512345690", "1840375123456900"}},
		{"NIR Corsica", NIR, "185062A00123451", []string{"185062B00123451"}},
		{"ThaiID", ThaiID, "1-7119-77893-01-7", []string{"1-7119-77893-01-8", "0-7119-77893-01-7", "1-7119-77893-01-77"}},
		{"IMO", IMO, "9074729", []string{"9074728", "9074739", "907472"}},
		{"GS1 GTIN-14", GS1, "09501101530003", []string{"09501101530004", "09501101530103"}},
		{"GS1 GTIN-13", GS1, "4006381333931", []string{"4006381333932"}},
		{"NFeKey", NFeKey, "35240312345678000190550010000044711000044710", []string{"35240312345678000190550010000044711000044711", "35241312345678000190550010000044711000044710" /* month 13 */, "34240312345678000190550010000044711000044710" /* no state 34 */}},
		{"CodiceFiscale", CodiceFiscale, "RSSMRA85T10A562S", []string{"RSSMRA85T10A562T", "RSSMRA85X10A562S" /* X is no month */, "RSSMRA85T10A562"}},
	} {
		if !c.check(c.valid) {
			t.Errorf("%s(%q) = false, want true", c.name, c.valid)
		}
		for _, w := range c.wrong {
			if c.check(w) {
				t.Errorf("%s(%q) = true, want false", c.name, w)
			}
		}
	}
}
