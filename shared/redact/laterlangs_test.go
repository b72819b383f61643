package redact

import "testing"

// TestLaterLanguages: the languages whose dictionaries came later
// (known2.fuse: tr cs sv hu ro el id). Their error templates are kept
// whole now that their words are known; a person's own text still goes
// (a first-person word of the language in a quoted message), and so does
// an immigration status after its field's name, though the sentence
// around it is known. Invented values.
func TestLaterLanguages(t *testing.T) {
	checkProse(t, []proseCase{
		// benign templates: every word kept
		{"Fel: filen kunde inte öppnas", nil, []string{"Fel: filen kunde inte öppnas"}},
		{"Hata: dosya açılamadı, izin reddedildi", nil, []string{"Hata: dosya açılamadı, izin reddedildi"}},
		{"Chyba: soubor nelze otevřít", nil, []string{"Chyba: soubor nelze otevřít"}},
		{"Hiba: a fájl nem nyitható meg", nil, []string{"Hiba: a fájl nem nyitható meg"}},
		{"Eroare: fișierul nu a putut fi deschis", nil, []string{"Eroare: fișierul nu a putut fi deschis"}},
		{"Σφάλμα: το αρχείο δεν βρέθηκε", nil, []string{"Σφάλμα: το αρχείο δεν βρέθηκε"}},
		{"Kesalahan: berkas tidak dapat dibuka", nil, []string{"Kesalahan: berkas tidak dapat dibuka"}},
		// a person's text, their status
		{`Σφάλμα αποστολής: μήνυμα="Ο πατέρας μου είναι στο νοσοκομείο, ακυρώστε την παραγγελία"`, []string{"πατέρας μου"}, []string{"Σφάλμα αποστολής"}},
		{`Σφάλμα ενημέρωσης: σημείωση="Ο αδελφός μου έχασε τη δουλειά του, παρακαλώ αναστείλετε τη συνδρομή του"`, []string{"αδελφός μου"}, []string{"Σφάλμα ενημέρωσης"}},
		{`Σφάλμα αποθήκευσης σχολίου: "Η κόρη μου είναι άρρωστη, παρακαλώ ακυρώστε την κράτηση"`, []string{"κόρη μου"}, []string{"Σφάλμα αποθήκευσης σχολίου"}},
		{`Chyba při ukládání komentáře: "Můj syn je nemocný, zrušte prosím rezervaci"`, []string{"syn je nemocný"}, []string{"Chyba při ukládání komentáře"}},
		{"Fel: kunde inte spara ärendet: status flykting saknar intyg", []string{"flykting"}, []string{"Fel"}},
		{"Hata: kayıt güncellenemedi, durum=mülteci", []string{"mülteci"}, []string{"Hata"}},
	})
}
