package redact

import "testing"

// TestVINAfterVehicleWord: a VIN without a check digit (makers outside
// North America use none) after the vehicle's own word in some language
// (vehiclewords.fuse) is masked as it is after "VIN"; the same shape after
// a program's word stays. Invented VINs.
func TestVINAfterVehicleWord(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: el vehículo JMZKF5G40A1234567 no reporta kilometraje", []string{"JMZKF5G40A1234567"}, []string{"el vehículo", "no reporta kilometraje"}},
		{"Błąd: pojazd SJNFAAJ10U2345678 nie wysyła pozycji", []string{"SJNFAAJ10U2345678"}, []string{"pojazd", "nie wysyła pozycji"}},
		// the neighbours
		{"build JMZKF5G40A1234567 ok", nil, []string{"build JMZKF5G40A1234567 ok"}},
	})
}

// TestAdvertisingIdentifiers: a UUID after an app's advertising or
// device identifier named in camelCase or as DHCP's DUID is that device's;
// a request's UUID stays. Invented UUIDs.
func TestAdvertisingIdentifiers(t *testing.T) {
	checkProse(t, []proseCase{
		{"advertisingIdentifier 1B4E28BA-2FA1-11D2-883F-0016D3CCA427 linked to profile", []string{"1B4E28BA-2FA1-11D2-883F-0016D3CCA427"}, []string{"advertisingIdentifier", "linked to profile"}},
		{"Tizen TV error: DUID 7f0c2a9e-4b1d-4e8a-9c3f-2d6b8a1e5f40 not linked", []string{"7f0c2a9e-4b1d-4e8a-9c3f-2d6b8a1e5f40"}, []string{"DUID", "not linked"}},
		// the neighbours
		{"request 7f0c2a9e-4b1d-4e8a-9c3f-2d6b8a1e5f40 failed", nil, []string{"request 7f0c2a9e-4b1d-4e8a-9c3f-2d6b8a1e5f40 failed"}},
	})
}

// TestDeviceSerials: the serial a wearable or a tracker is named by after
// its device's word (fitbit-…, tracker-…, collar-…) and a phone's MEID
// after its name are one device's; a model's short number and a word
// after the device's word stay. Invented serials.
func TestDeviceSerials(t *testing.T) {
	checkProse(t, []proseCase{
		{"Sync failed for wearable fitbit-3C9E21B7 (member 12)", []string{"3C9E21B7"}, []string{"wearable fitbit-", "(member 12)"}},
		{"Pulsgurt HR-STRAP-01B4E7 nicht gekoppelt", []string{"01B4E7"}, []string{"HR-STRAP-", "nicht gekoppelt"}},
		{"CDMA activation failed for MEID A1000000123456", []string{"A1000000123456"}, []string{"MEID", "activation failed"}},
		// the neighbours
		{"pixel-7a and watch-2024 and tracker-service-v2 ok", nil, []string{"pixel-7a", "watch-2024", "tracker-service-v2"}},
	})
}

// TestPINCompounds: a PIN's number after the PIN joined by a hyphen to
// its language's word for code (PIN-koodi, PIN-Code, PIN-код) is masked as
// after PIN alone; a PIN-word before no number stays.
// Invented PINs.
func TestPINCompounds(t *testing.T) {
	checkProse(t, []proseCase{
		{"Kasutaja sisestas PIN-koodi 7351 kolm korda valesti", []string{"7351"}, []string{"PIN-koodi", "kolm korda valesti"}},
		{"Falscher PIN-Code 9024 eingegeben", []string{"9024"}, []string{"PIN-Code", "eingegeben"}},
		// the neighbours
		{"PIN-Eingabe abgebrochen, bitte erneut versuchen", nil, []string{"PIN-Eingabe abgebrochen, bitte erneut versuchen"}},
	})
}
