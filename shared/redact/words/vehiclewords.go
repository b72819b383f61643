package words

import _ "embed"

// vehiclewords.fuse (knowgen's vehiclewords.go): the words for a vehicle,
// a car and its licence plate in the languages other than English, lower
// case, a phrase's words apart by one space, with and without their Latin
// marks: Chromium's autofill translations of Vehicle, Vehicles and
// License plate (Polish pojazd, Malay kenderaan, Swahili gari, Greek
// όχημα, Hindi वाहन, Indonesian pelat nomor) and, in CLDR's emoji
// annotations, the name of 🚗 and the keywords on the car and on its kinds
// (German auto, Polish samochód, Turkish araba, Spanish coche). Left out:
// a word its sources give in no language while another language's 3,000
// most frequent words hold it (Slovene bil, "was"; English motor), a
// keyword its own language writes as often in another sense (Italian
// macchina, Russian машина: a machine), the phrases the redactor's own
// plate words hold (tablica rejestracyjna), and the words of the scripts
// written without spaces. 236 entries, 635 bytes at 16 bits, 104
// languages. Notice in vehiclewords.LICENSE.
var (
	//go:embed vehiclewords.fuse
	vehicleWordsData string
	vehicleWordsF    = newLazyFuse(vehicleWordsData)
)

// VehicleWord reports a word or a phrase of up to three words (lower
// case, apart by one space) that names a vehicle, a car or its licence
// plate in some language other than English: a plate-shaped token after
// it is the vehicle's plate. Asked only of the words right before such a
// token; a stranger is answered yes once in some 65,000 asks.
func VehicleWord(w string) bool { return vehicleWordsF.get().Has(w) }
