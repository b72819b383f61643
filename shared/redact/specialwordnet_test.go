package redact

import "testing"

// TestSpecialWordNetWords: the words of WordNet's special-category synsets
// (knowgen's specialwordnet.go) and FreeDict's translations of them mask
// their clause, in English and in the dictionaries' languages; a word whose
// sense WordNet gives first is a category's but which is general language
// (a blind index, a collaborator, a sterile build, Polish ciepły, warm, a
// Dutch kip's borst) stays out, and so does the text around it.
func TestSpecialWordNetWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: member 4412 is Ashkenazi, the kosher menu was set", []string{"Ashkenazi"}, []string{"Error"}},
		{"Error: customer 4412 is a parolee, the rental check failed", []string{"parolee"}, []string{"Error"}},
		{"Warning: applicant 4412 has an eating disorder, meal plan skipped", []string{"eating disorder"}, []string{"Warning"}},
		{"Note: donor 4412 reported methamphetamine use; sample rejected", []string{"methamphetamine"}, []string{"Note", "sample rejected"}},
		{"Błąd: klient 4412 to więzień, wizyta odrzucona", []string{"więzień"}, []string{"Błąd"}},
		{"Virhe: hakija 4412 on maahanmuuttaja, lomake hylätty", []string{"maahanmuuttaja"}, []string{"Virhe"}},
		{"Hata: müşteri 4412 esrarkeş, kayıt reddedildi", []string{"esrarkeş"}, []string{"Hata"}},
		{"Σφάλμα: ο ασθενής 4412 κάνει χρήση ηρωίνη, η συνταγή απορρίφθηκε", []string{"ηρωίνη"}, []string{"Σφάλμα"}},
		{"Грешка: пациент 4412 лекува наркомания, рецептата е отказана", []string{"наркомания"}, []string{"Грешка"}},
		{"Hiba: az ügyfél 4412 bevándorló, a szerződés elutasítva", []string{"bevándorló"}, []string{"Hiba"}},
		{"Fout: klant 4412 is gedetineerde, bezoek geweigerd", []string{"gedetineerde"}, []string{"Fout"}},
		// general language that WordNet files under a category first
		{"Error: the blind index on users.email was rebuilt", nil, []string{"Error: the blind index on users.email was rebuilt"}},
		{"Error: collaborator access to the repository was revoked", nil, []string{"Error: collaborator access to the repository was revoked"}},
		{"Error: the sterile build environment lost its cache", nil, []string{"Error: the sterile build environment lost its cache"}},
		{"Błąd: ciepły restart serwera nie powiódł się", nil, []string{"Błąd: ciepły restart serwera nie powiódł się"}},
		{"Error: chicken breast is out of stock in store 12", nil, []string{"Error: chicken breast is out of stock in store 12"}},
	})
}

// TestSpecialKinTranslations: the dictionaries' adjectives of the words
// WordNet admits through their kin (blind, deaf: knowgen's wordNetKin,
// kinTerms) mask their clause in Spanish, Portuguese, Italian and Polish;
// the homographs the dictionaries give beside them (Dutch luik, a hatch;
// the window's blind), the translations other languages write every day
// (Indonesian tuli is Finnish's came; Tagalog tahanan, home) and a
// machine's malfunction (Portuguese mal funcionamento) stay text.
func TestSpecialKinTranslations(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: el cliente 4412 es sordo, la cita telefónica no puede confirmarse", []string{"sordo"}, []string{"Error"}},
		{"Erro: o passageiro 4412 é surdo, a chamada não foi confirmada", []string{"surdo"}, []string{"Erro"}},
		{"Erro: o condutor 4412 ficou cego, a renovação foi bloqueada", []string{"cego"}, []string{"Erro"}},
		{"Errore: l'utente 4412 è cieco, la prenotazione non è riuscita", []string{"cieco"}, []string{"Errore"}},
		{"Błąd: bilet dla osoby niewidomy 4412 nie został wystawiony", []string{"niewidomy"}, []string{"Błąd"}},
		{"Error: el pasajero 4412 es ciego, el asiento no fue asignado", []string{"ciego"}, []string{"Error"}},
		// homographs and other languages' everyday words
		{"Fout: het luik van kast 12 staat open", nil, []string{"Fout: het luik van kast 12 staat open"}},
		{"Virhe: palvelimelta tuli tyhjä vastaus", nil, []string{"Virhe: palvelimelta tuli tyhjä vastaus"}},
		{"Babala: hindi ma-save ang tahanan address", nil, []string{"hindi ma-save ang tahanan address"}},
		{"Erro: mal funcionamento do servidor de e-mail", nil, []string{"Erro: mal funcionamento do servidor de e-mail"}},
		{"Error: the window blind controller is offline", nil, []string{"Error: the window blind controller is offline"}},
	})
}

// TestSpecialWordNetBackWords: the X–English dictionaries' headwords that
// translate WordNet's rarer health words (knowgen's wordNetSources.back)
// mask their clause (Polish trąd, stwardnienie rozsiane, Finnish
// vesirokko, paniikkihäiriö, Greek ανεμοβλογιά, Icelandic holdsveiki); a
// headword that English writes as its own word
// (Danish overbid, an overbite, is an auction's) stays text.
func TestSpecialWordNetBackWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"Błąd: pacjent 4412 choruje na trąd, skierowanie odrzucone", []string{"trąd"}, []string{"Błąd"}},
		{"Virhe: lapsella 4412 on vesirokko, poissaolo hylätty", []string{"vesirokko"}, []string{"Virhe"}},
		{"Σφάλμα: ο μαθητής 4412 έχει ανεμοβλογιά, η απουσία απορρίφθηκε", []string{"ανεμοβλογιά"}, []string{"Σφάλμα"}},
		{"Villa: sjúklingur 4412 er með holdsveiki, tilvísun hafnað", []string{"holdsveiki"}, []string{"Villa"}},
		// a headword whose sense gives the name's initials too (MS, multiple sclerosis)
		{"Błąd: wniosek 4412 (stwardnienie rozsiane) nie został przesłany", []string{"stwardnienie rozsiane"}, []string{"Błąd"}},
		{"Virhe: asiakkaalla 4412 on paniikkihäiriö, ajanvaraus hylätty", []string{"paniikkihäiriö"}, []string{"Virhe"}},
		{"Error: overbid rejected for lot 12, reserve not met", nil, []string{"Error: overbid rejected for lot 12, reserve not met"}},
	})
}
