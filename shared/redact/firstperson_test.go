package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestTreebankFirstPerson: a person's own message quoted in an error is
// masked whole when it speaks in a first person the Universal
// Dependencies treebanks annotate (words.FirstPerson: Norwegian jeg,
// Turkish benim, Lithuanian aš), in the languages the hand list firstPerson
// never reached; the same frames quoting a program's own text (a
// service's we: Wir konnten Ihre Zahlung nicht verarbeiten), and words
// another language spells the same (Slovak ako, Spanish mano, Polish
// ich), stay.
func TestTreebankFirstPerson(t *testing.T) {
	checkBothWays(t, []bothWays{
		{`Error: Feil ved lagring av bookingnotat: "Mamma vet ikke at jeg har tatoveringen, ikke send kvittering hjem"`, []string{"tatoveringen"}, []string{"Feil ved lagring av bookingnotat"}},
		{`Error: Şikayet metni: Kurye kapıyı çok sert çaldı, benim bebeğim uyandı - kaydedilemedi`, []string{"bebeğim"}, []string{"Şikayet metni", "kaydedilemedi"}},
		{`Error: Klaida: žinutė "aš laukiu jau tris valandas" neišsaugota`, []string{"laukiu"}, []string{"neišsaugota"}},
		{`Error: Henvendelsen ble ikke lagret: "Naboen kaster søppel i vår container hver uke, jeg er lei"`, []string{"søppel"}, []string{"Henvendelsen ble ikke lagret"}},
		// a program's own text in the same frames
		{`Error: Lagring feilet: "Filen kunne ikke lagres"`, nil, nil},
		{`Virhe: Palvelu pysähtyi muistin loppumisen vuoksi`, nil, nil},
		{`Virhe: "muistin loppuminen"`, nil, nil},
		// a service speaks of itself as we, which the list leaves out
		{`Error: Stripe: message="Wir konnten Ihre Zahlung nicht verarbeiten"`, nil, nil},
		{`Error: Zahlung fehlgeschlagen: Wir konnten Ihre Zahlung nicht verarbeiten.`, nil, nil},
		{`Error: Chyba: "Uložiť ako PDF" zlyhalo`, nil, nil},
		{`Kļūda: fails "config.yaml" netika atrasts`, nil, nil},
		{`Hata: "Dosya kaydedilemedi" (kod 42)`, nil, nil},
	})
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"jeg", true}, {"benim", true}, {"aš", true}, {"ჩემი", true}, {"minun", true},
		// a service's we
		{"wir", false}, {"mēs", false}, {"biz", false},
		// another language's word: Slovak "as", Spanish "hand", Polish
		// "their", Hungarian "sky", English; too short to ask
		{"ako", false}, {"mano", false}, {"ich", false}, {"ég", false}, {"awake", false}, {"min", false}, {"a", false},
	} {
		if got := wordlist.FirstPerson(c.w); got != c.want {
			t.Errorf("FirstPerson(%q) = %v, want %v", c.w, got, c.want)
		}
	}
}
