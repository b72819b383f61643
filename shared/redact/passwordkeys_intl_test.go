package redact

import "testing"

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
		{"LOGIN a échoué avec mdp=Hibou-Gris-42 (AUTHENTICATIONFAILED)", []string{"Hibou-Gris-42"}, []string{"(AUTHENTICATIONFAILED)"}},
		{`config: {"user":"x","geheimnis":"apfel+birne+1990"},"poll":"60s"}`, []string{"apfel+birne+1990"}, []string{`"poll":"60s"`}},
		{"Import-Job: Zugangscode: Wald-Fuchs-2211 abgelehnt (HTTP 403)", []string{"Wald-Fuchs-2211"}, []string{"abgelehnt (HTTP 403)"}},
		{"Fehler: Zugangscode ungültig", nil, []string{"Zugangscode ungültig"}},
		// the neighbours
		{"Error: motdepasse_longueur=12 trop court", nil, []string{"motdepasse_longueur=12"}},
		{"Error: kodeord_reset=true", nil, []string{"kodeord_reset=true"}},
	})
}

// TestTranslatedPasswordKeys: a key written in the account settings'
// word for password, in a language the English key words miss, holds a
// password; a key of other words in the same language does not.
func TestTranslatedPasswordKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"సంకేతపదము=hunter2xyz status=failed", []string{"hunter2xyz"}, []string{"status=failed"}},
		{"import row 3 skipped (கடவுச்சொல் => '51HRkfcz_d')", []string{"51HRkfcz_d"}, []string{"import row 3 skipped"}},
		{"focal_faire=Glasgow1987 status=failed", []string{"Glasgow1987"}, []string{"status=failed"}},
		{"contrasinal=verdeMar22 status=failed", []string{"verdeMar22"}, []string{"status=failed"}},
		{"ficheiro=report_2024.pdf status=failed", nil, []string{"ficheiro=report_2024.pdf"}},
		{"wagwoord=Kl9mPq2zT status=failed", []string{"Kl9mPq2zT"}, []string{"status=failed"}},
		{`{"συνθηματικό":"uW8sAqd3S","retries":3}`, []string{"uW8sAqd3S"}, []string{`"retries":3`}},
	})
}

// TestTeluguAnusvaraKey: Telugu's -ము noun written with the anusvara is
// the same key (సంకేతపదం, సంకేతపదము); a Telugu key of other words keeps
// its value.
func TestTeluguAnusvaraKey(t *testing.T) {
	checkProse(t, []proseCase{
		{"సంకేతపదం=Tr0ub4dorXq status=failed", []string{"Tr0ub4dorXq"}, []string{"status=failed"}},
		{"సంకేతపదము=Tr0ub4dorXq status=failed", []string{"Tr0ub4dorXq"}, []string{"status=failed"}},
		{"స్థితి=report_2024.pdf status=failed", nil, []string{"report_2024.pdf"}},
	})
}
