package redact

import "testing"

// TestInflectedSpecial: a lexicon word in a form the lexicon does not
// list (a Romance adjective's other gender, an adjective derived from a
// condition's noun in Italian, German, Polish and French, the participle
// of a -lysis noun) masks its clause; a word of the same shape whose
// lemma is no category word, a program's word and a short stem stay.
// Invented values.
func TestInflectedSpecial(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: la socia 311 es depresivas desde 2021, alta rechazada", []string{"depresivas"}, []string{"Error", "alta rechazada"}},
		{"Errore: ospiti 88 e 89 allergiche al lattosio; ordine 5 annullato", []string{"allergiche"}, []string{"Errore", "ordine 5 annullato"}},
		{"Fehler: Gast 12 zeigt allergische Reaktionen; Export abgebrochen", []string{"allergische"}, []string{"Fehler", "Export abgebrochen"}},
		{"Błąd: pracownik leczony psychiatrycznie; eksport przerwany", []string{"psychiatrycznie"}, []string{"Błąd", "eksport przerwany"}},
		{"Erreur : client paraplégique, siège 12 refusé", []string{"paraplégique"}, []string{"Erreur"}},
		{"Errore: l'autista è dializzato il lunedì; turno 4 bloccato", []string{"dializzato"}, []string{"Errore", "turno 4 bloccato"}},
		{"Error: guest 7 is dialyzed twice a week; booking 3 held", []string{"dialyzed"}, []string{"Error", "booking 3 held"}},
		// the neighbours: a lemma no category's, a program's word, a
		// short stem, code
		// a department's name (care: psychiatrie, dialisi) in a case or
		// as an adjective
		{"Fehler: Psychiatrische Abteilung nicht erreichbar", nil, []string{"Psychiatrische Abteilung nicht erreichbar"}},
		{"Błąd: oddział psychiatryczny niedostępny", nil, []string{"oddział psychiatryczny niedostępny"}},
		{"Errore: analisi completata, file analizzato in 3 s", nil, []string{"file analizzato in 3 s"}},
		{"Error: respuesta positiva del servidor, código 200", nil, []string{"respuesta positiva del servidor"}},
		{"Fehler: automatische Sicherung fehlgeschlagen", nil, []string{"automatische Sicherung"}},
		{"Erreur : valeur critique atteinte sur le disque", nil, []string{"valeur critique atteinte"}},
		{"Error: diagnostic dialog closed unexpectedly", nil, []string{"diagnostic dialog closed"}},
		{"Błąd: sesja wygasła, zaloguj się ponownie automatycznie", nil, []string{"zaloguj się ponownie automatycznie"}},
	})
}

// TestGluedSpecial: a lexicon word with a Turkish or Finnish ending glued
// to it (diyabetli, "diabetic"; depresyonda, "in depression";
// diabetesta, "of diabetes") masks its clause; a word with such an
// ending whose stem is no category word, and a stem too short, stay.
// Invented values.
func TestGluedSpecial(t *testing.T) {
	checkProse(t, []proseCase{
		{"Hata: personel 4410 diyabetli, vardiya kaydedilemedi", []string{"diyabetli"}, []string{"Hata", "vardiya kaydedilemedi"}},
		{"Hata: üye 77 uzun süredir depresyonda; form gönderilemedi", []string{"depresyonda"}, []string{"Hata", "form gönderilemedi"}},
		{"Virhe: asiakkaan 12 tiedot diabetesta puuttuvat; vienti keskeytyi", []string{"diabetesta"}, []string{"Virhe", "vienti keskeytyi"}},
		// the neighbours
		{"Hata: yapılandırma dosyasında hata var, sunucuda yeniden deneyin", nil, []string{"yapılandırma dosyasında hata var, sunucuda yeniden deneyin"}},
		{"Virhe: palvelimella tiedostossa virhe, yritä uudelleen", nil, []string{"palvelimella tiedostossa virhe"}},
		{"Error: scheduler settings saved, worker restarted", nil, []string{"scheduler settings saved, worker restarted"}},
	})
}

// TestGreekSpecial: a Greek lexicon word in the accusative or genitive
// (καρκίνο, καρκίνου: καρκίνος; αλλεργίας: αλλεργία; καταδίκης:
// καταδίκη) masks its clause; Greek technical text with the same
// endings, and a program's word of a category word's stem (καθολική,
// "global", of καθολικός, "Catholic"), stay. Invented values.
func TestGreekSpecial(t *testing.T) {
	checkProse(t, []proseCase{
		{"Σφάλμα: ο αιτών 4410 έχει καρκίνο, η αίτηση απορρίφθηκε", []string{"καρκίνο"}, []string{"Σφάλμα"}},
		{"Σφάλμα: ιστορικό αλλεργίας του πελάτη 12; η εξαγωγή διακόπηκε", []string{"αλλεργίας"}, []string{"Σφάλμα", "η εξαγωγή διακόπηκε"}},
		{"Σφάλμα: ο υπάλληλος 31 στην 20ή εβδομάδα εγκυμοσύνης; η βάρδια ακυρώθηκε", []string{"εγκυμοσύνης"}, []string{"Σφάλμα", "η βάρδια ακυρώθηκε"}},
		// the neighbours
		{"Σφάλμα: η καθολική πρόσβαση απέτυχε, δοκιμάστε ξανά", nil, []string{"η καθολική πρόσβαση απέτυχε, δοκιμάστε ξανά"}},
		{"Σφάλμα: το αρχείο ρυθμίσεων του διακομιστή δεν βρέθηκε", nil, []string{"το αρχείο ρυθμίσεων του διακομιστή δεν βρέθηκε"}},
		{"Σφάλμα: η σύνδεση με τη βάση δεδομένων έληξε", nil, []string{"η σύνδεση με τη βάση δεδομένων έληξε"}},
	})
}
