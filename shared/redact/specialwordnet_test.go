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
