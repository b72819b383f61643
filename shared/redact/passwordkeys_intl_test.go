package redact

import (
	"strings"
	"testing"
)

// TestPasswordKeysOneWord: the word for password written as one ASCII key
// (French motdepasse, Spanish contrasenia, Swedish losenord, Hungarian
// jelszo, Danish kodeord), alone or as a key's last part, masks its value;
// a key about the password (its length, its reset) keeps its value.
// Invented values.
func TestPasswordKeysOneWord(t *testing.T) {
	checkProse(t, []proseCase{
		{"Échec de connexion FTP: utilisateur=export motdepasse=Girafe#12 hôte=ftp.exemple.fr", []string{"Girafe#12"}, []string{"utilisateur=export", "hôte=ftp.exemple.fr"}},
		{"Error: db_contrasenia=Lagarto-88 rechazada", []string{"Lagarto-88"}, []string{"rechazada"}},
		{"Fel: losenord=Tall9skog avvisades", []string{"Tall9skog"}, []string{"avvisades"}},
		{"Hiba: jelszo: Kacsa!2024 hibás", []string{"Kacsa!2024"}, []string{"hibás"}},
		{"Fejl: smtp_kodeord=Mølle77x afvist", []string{"Mølle77x"}, []string{"afvist"}},
		// the neighbours
		{"Error: motdepasse_longueur=12 trop court", nil, []string{"motdepasse_longueur=12"}},
		{"Error: kodeord_reset=true", nil, []string{"kodeord_reset=true"}},
	})
}

// TestTranslatedPasswordKeys: a key written in the account settings'
// word for password, in a language the English key words miss, holds a
// password; a key of other words in the same language does not.
func TestTranslatedPasswordKeys(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"సంకేతపదము=hunter2xyz status=failed", "status=failed", "hunter2xyz"},
		{"import row 3 skipped (கடவுச்சொல் => '51HRkfcz_d')", "import row 3 skipped", "51HRkfcz_d"},
		{"focal_faire=Glasgow1987 status=failed", "status=failed", "Glasgow1987"},
		{"contrasinal=verdeMar22 status=failed", "status=failed", "verdeMar22"},
		{"ficheiro=report_2024.pdf status=failed", "ficheiro=report_2024.pdf", ""},
		{"wagwoord=Kl9mPq2zT status=failed", "status=failed", "Kl9mPq2zT"},
		{`{"συνθηματικό":"uW8sAqd3S","retries":3}`, `"retries":3`, "uW8sAqd3S"},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}

// TestTeluguAnusvaraKey: Telugu's -ము noun written with the anusvara is
// the same key (సంకేతపదం, సంకేతపదము); a Telugu key of other words keeps
// its value.
func TestTeluguAnusvaraKey(t *testing.T) {
	for _, tc := range []struct{ in, kept, masked string }{
		{"సంకేతపదం=Tr0ub4dorXq status=failed", "status=failed", "Tr0ub4dorXq"},
		{"సంకేతపదము=Tr0ub4dorXq status=failed", "status=failed", "Tr0ub4dorXq"},
		{"స్థితి=report_2024.pdf status=failed", "report_2024.pdf", ""},
	} {
		got, _ := New().String(tc.in)
		if tc.kept != "" && !strings.Contains(got, tc.kept) {
			t.Errorf("%q -> %q: %q lost", tc.in, got, tc.kept)
		}
		if tc.masked != "" && strings.Contains(got, tc.masked) {
			t.Errorf("%q -> %q: %s not masked", tc.in, got, tc.masked)
		}
	}
}
