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
		// the neighbours
		{"Error: motdepasse_longueur=12 trop court", nil, []string{"motdepasse_longueur=12"}},
		{"Error: kodeord_reset=true", nil, []string{"kodeord_reset=true"}},
	})
}
