// Plates under a key that names a vehicle (vrn=DYK3574, "immatriculation":
// "AJM 75225", Key (vrn)=(4753 PGM), <field>vrn</field><value>…): the key
// says what the value is, so any plate-like value there goes, whatever
// its country's format, even one shaped like a program's code (ATO-2536).

package redact

// vehicleKeyWords are the key words that name a vehicle's registration,
// in the languages vehicle records are kept in.
const vehicleKeyWords = " vrn vehicle car kfz plate plates licenseplate numberplate kennzeichen immatriculation immat kenteken targa matricula placa plaque rejestracja rendszam rekisterinumero spz "

// vehicleKey reports a key (any case style) with a word that names a
// vehicle's registration: vrn, license_plate, users_kennzeichen_unique.
func vehicleKey(key string) bool {
	p := keyParts(key)
	for i, w := range p {
		if wordIn(vehicleKeyWords, w) || i+1 < len(p) && wordIn(vehicleKeyWords, w+p[i+1]) {
			return true
		}
	}
	return false
}

// vehicleValue reports a value a vehicle key can hold as its plate: four
// to twelve capitals (Latin or Cyrillic) and digits, with both, in at
// most three groups apart by a space or a hyphen.
func vehicleValue(v string) bool {
	if len(v) < 4 || len(v) > 24 {
		return false
	}
	cls, ok := plateClasses(v)
	if !ok || len(cls) < 4 || len(cls) > 12 {
		return false
	}
	letters, digits, groups := 0, 0, 1
	for i := 0; i < len(cls); i++ {
		switch cls[i] {
		case 'L':
			letters++
		case 'D':
			digits++
		default:
			if i == 0 || i == len(cls)-1 || cls[i-1] == ' ' || cls[i-1] == '-' {
				return false
			}
			groups++
		}
	}
	return letters > 0 && digits > 0 && groups <= 3
}

// compactPlateAt returns the end of a plate written as one group of five
// to eight capitals and digits (OSQ7200, 7ABC123) at s[i], after a word
// that names a plate, or i.
func compactPlateAt(s string, i int) int {
	j := i
	for j < len(s) && j-i <= 8 && (isDigit(s[j]) || isUpperASCII(s[j])) {
		j++
	}
	if j-i < 5 || j-i > 8 || j < len(s) && (isAlnum(s[j]) || s[j] >= 0x80) {
		return i
	}
	if !vehicleValue(s[i:j]) {
		return i
	}
	return j
}

// vehiclePlateEnd returns the end of the longest run of one to three
// space-separated groups at s[i] that is a vehicleValue (car: ENU 65104),
// or i.
func vehiclePlateEnd(s string, i int) int {
	best, j := i, i
	for g := 0; g < 3 && j < len(s); g++ {
		k := j
		for k < len(s) && k-i < 24 && (isDigit(s[k]) || isUpperASCII(s[k]) || s[k] == '-') {
			k++
		}
		if k == j {
			break
		}
		if k < len(s) && (isAlnum(s[k]) || s[k] >= 0x80) {
			break
		}
		if vehicleValue(s[i:k]) {
			best = k
		}
		if k+1 >= len(s) || s[k] != ' ' {
			break
		}
		j = k + 1
	}
	return best
}
