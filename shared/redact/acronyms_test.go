package redact

import "testing"

// An acronym the Linux manual writes keeps its place in a program's
// message, in any language (in small letters only inside a sentence of
// known words: clauseWord); a surname written in capitals, as French
// writes it, is still masked in the same positions, and the small-letter
// form after a person's key or noun.
func TestManualAcronymsInValues(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"ps: extended NUMA node", "ps: extended NUMA node"},
		{"ps : nœud NUMA étendu", "ps : nœud NUMA étendu"},
		{"kernel: TLB flush failed", "kernel: TLB flush failed"},
		{"stty: XOFF ignored", "stty: XOFF ignored"},
		{"login failed: DUPONT Claire", "login failed: [value]"},
		{"user: DUPONT", "user: [name]"},
		{"user: NUMA", "user: [name]"}, // a given name alone in a user's position
		{"ps: extended DUPONT node", "ps: extended [value] node"},
		// in small letters inside a sentence of known words too: procps's
		// own English writes "invalid numa node", "expand which numa node"
		{"ps: extended numa node", "ps: extended numa node"},
		{"user: numa", "user: [name]"},
		{"login failed: user numa not found", "login failed: user [name] not found"},
		// GNU V.E.R.A.'s acronyms that the names filters answer for
		// (vera.fuse); in a user's position they are still a name
		{"crypto/rsa: invalid CRT coefficient", "crypto/rsa: invalid CRT coefficient"},
		{"mlkem: invalid NIST decapsulation key length", "mlkem: invalid NIST decapsulation key length"},
		{"user: NIST", "user: [name]"},
		{"login failed: ANAIS Martin", "login failed: [value]"},
		// a catalogue's term in capitals after a person noun (templateCaps);
		// a surname in capitals there is still a name
		{"FATAL:  xin lỗi, đã có quá nhiều client (SQLSTATE 53300)", "FATAL:  xin lỗi, đã có quá nhiều client (SQLSTATE 53300)"},
		{"refund failed for customer KOWALSKI", "refund failed for customer [name]"},
		// two to five capitals of Greek or Cyrillic before a message's
		// colon are an authority's acronym as HTTP is in Latin
		// (capsAcronym); a name in capitals, one the names data holds, or
		// an acronym inside the clause (a diagnosis) is still masked
		{"Σφάλμα myDATA ΑΑΔΕ: Το παραστατικό 1.1 έχει ήδη ακυρωθεί (code 228)", "Σφάλμα myDATA ΑΑΔΕ: Το παραστατικό 1.1 έχει ήδη ακυρωθεί (code 228)"},
		{"Ошибка ФНС: документ уже отменён", "Ошибка ФНС: документ уже отменён"},
		{"Клиент ПЕТР ИВАНОВ не найден", "Клиент [name] не найден"},
		{"Πελάτης ΑΝΝΑ δεν βρέθηκε", "Πελάτης [name] δεν βρέθηκε"},
		{"Ошибка: платёж клиента ОЛЯ не прошёл", "Ошибка: платёж клиента [value] не прошёл"},
		{"Помилка: військовослужбовець має ПТСР, направлення не сформовано", "Помилка: військовослужбовець має [name], направлення не сформовано"},
		// after a preposition of direction in small letters, in the
		// clause too (destinedAcronym), though the surnames data holds
		// the letters; a given name there, a diagnosis after a verb or
		// with and from, a name in a line of capitals and one after
		// Greek's genitive article are still masked
		{"Грешка при изпращане към НАП: услугата е недостъпна", "Грешка при изпращане към НАП: услугата е недостъпна"},
		{"Ошибка отправки в ПФР, сервис недоступен", "Ошибка отправки в ПФР, сервис недоступен"},
		{"Помилка: запит до ДПС не надіслано", "Помилка: запит до ДПС не надіслано"},
		{"Σφάλμα αποστολής προς ΟΠΕΚΑ, δοκιμάστε ξανά", "Σφάλμα αποστολής προς ΟΠΕΚΑ, δοκιμάστε ξανά"},
		{"Ошибка: платёж к ОЛЯ не прошёл", "Ошибка: платёж к [value] не прошёл"},
		{"Ошибка: пациент с ВИЧ не найден", "Ошибка: [value]"},
		{"Σφάλμα: ο ασθενής πάσχει από ΣΚΠ", "Σφάλμα: ο ασθενής πάσχει από [name]"},
		{"Σφάλμα: η αίτηση του ΝΙΚΟΥ απορρίφθηκε", "Σφάλμα: η αίτηση του [name] απορρίφθηκε"},
		{"ΣΦΑΛΜΑ ΑΠΟΣΤΟΛΗΣ ΣΤΟΝ ΝΙΚΟ", "ΣΦΑΛΜΑ [name] [name] [name]"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("String(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
