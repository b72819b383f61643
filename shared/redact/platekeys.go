// Plates under a key that names a vehicle (vrn=DYK3574, "immatriculation":
// "AJM 75225", Key (vrn)=(4753 PGM), <field>vrn</field><value>…): the key
// says what the value is, so any plate-like value there goes, whatever
// its country's format, even one shaped like a program's code (ATO-2536).

package redact

import "strings"

// vehicleKeyWords are the key words that name a vehicle's registration,
// in the languages vehicle records are kept in; reg (reg=AB12CDE,
// reg_no, regnr) is the British and Scandinavian register number, and a
// value under it counts only when shaped as a plate (vehicleValue).
const vehicleKeyWords = " vrn vehicle car kfz plate plates licenseplate numberplate kennzeichen immatriculation immat kenteken targa matricula placa plaque rejestracja rendszam rekisterinumero spz reg regno regnr "

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
	if len(v) < 4 || len(v) > 24 || cpuRegister(v) {
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

// cpuRegister reports an x86-64 register a debugger's reg= names (R15D,
// R8W, XMM0, YMM15, ZMM31): a register, not a plate, under reg.
func cpuRegister(v string) bool {
	w := strings.ToLower(strings.TrimRight(v, "DWBdwb"))
	return wordIn(" r8 r9 r10 r11 r12 r13 r14 r15 ", w) || len(w) > 3 && wordIn(" xmm ymm zmm ", w[:3]) && countDigits(w[3:]) == len(w)-3
}
