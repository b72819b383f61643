package redact

import "testing"

// TestDeviceIDsAfterNouns: an id's shape after a device's noun (English,
// a catalogue's translation, a compound ending in one, an id's label
// between) is masked, and a person's name among the parts of a device's
// name; the technical ids beside them stay: a model's number, a firmware
// version, a bus address, a pointer, a port, a LoRaWAN EUI. Invented ids
// and texts.
func TestDeviceIDsAfterNouns(t *testing.T) {
	checkProse(t, []proseCase{
		{"Toll gateway: transponder TRN-5120-3394-07 rejected at plaza 4", []string{"TRN-5120-3394-07"}, []string{"rejected at plaza 4"}},
		{"Access control: key fob 0x5C19E0A7 denied at door B", []string{"5C19E0A7"}, []string{"denied at door B"}},
		{"Transit: card UID 04C21B9A7E5F80 reported stolen", []string{"04C21B9A7E5F80"}, []string{"reported stolen"}},
		{"Cloud: Raumthermostat smartlife-9c4e17b2a0d3f685 antwortet nicht", []string{"9c4e17b2a0d3f685"}, []string{"antwortet nicht"}},
		{"MDM: device R3CT90XYZQW not enrolled", []string{"R3CT90XYZQW"}, []string{"not enrolled"}},
		{"Błąd: drukarka ID 0x4E7B20D1 nie odpowiada", []string{"4E7B20D1"}, []string{"nie odpowiada"}},
		{"Smart meter meter-AT0099887760100000000000000123456 offline", []string{"AT0099887760100000000000000123456"}, []string{"offline"}},
		{"Meter 7EMH0012345678 certificate expired", []string{"7EMH0012345678"}, []string{"certificate expired"}},
		{`Sync failed: band "FB-CHARGE-2290-Agnieszka" battery low`, []string{"Agnieszka"}, []string{"FB-CHARGE-2290-", "battery low"}},
		// the neighbours
		{"Knox: device SM-G991B (Android 14, firmware 4.2.17) enrolled", nil, []string{"SM-G991B", "4.2.17"}},
		{"adb: device Pixel 7 (iPhone15,2 paired) firmware 4.2.17", nil, []string{"Pixel 7", "iPhone15,2"}},
		{"UDS: ECU 0x7E0 no response, ECU id 0x18DAF110 timeout", nil, []string{"0x7E0", "0x18DAF110"}},
		{"Reader  0x0000000102f4a1c8 FeedView.render + 312", nil, []string{"0x0000000102f4a1c8"}},
		{"LoRaWAN: Join-Request von Gerät eui-70b3d5aabbccdd01 abgelehnt (MIC ungültig, Stack v3.29)", nil, []string{"eui-70b3d5aabbccdd01"}},
		{"printer on port 9100 offline, sensor 2024-03-11 reading late", nil, []string{"port 9100", "2024-03-11"}},
		{"duplicate key (meter_point)=(DE0001234567890000000000000054321)", nil, []string{"DE0001234567890000000000000054321"}},
		{`Sync failed: band "FB-CHARGE-2290-Black" battery low`, nil, []string{"FB-CHARGE-2290-Black"}},
	})
}

// TestDeviceNumberLabels: a device's noun with the word for its number or
// id joined on (Zählernummer, meter-id), German's meter (Zähler) and
// France's metering point (PDL: fourteen digits) label the id after them;
// a counter's overflow and an invoice's number stay. Invented values.
func TestDeviceNumberLabels(t *testing.T) {
	checkProse(t, []proseCase{
		{"Smart-Meter-Gateway: Zählernummer 1ESY1169988776 liefert keine Messwerte", []string{"1ESY1169988776"}, []string{"liefert keine Messwerte"}},
		{"Fout P1-poort: meter-id E0031009988776655 stuurt ongeldige telegrammen (while saving)", []string{"E0031009988776655"}, []string{"stuurt ongeldige telegrammen"}},
		{"Erreur Linky : PDL 19988776655443 hors service, relevé non transmis", []string{"19988776655443"}, []string{"hors service"}},
		{"Error: Zähler übergelaufen bei 2147483647", nil, []string{"Zähler übergelaufen bei 2147483647"}},
		{"Fehler: Rechnungsnummer fehlt für Auftrag 77", nil, []string{"Rechnungsnummer fehlt"}},
	})
}
