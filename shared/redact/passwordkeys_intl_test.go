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

// TestCataloguePasswordKeys: a key whose last words are a catalogue's
// word for a password or a passphrase (pwkeys.fuse: GTK's, PAM's and
// GnuPG's prompts in some hundred languages), behind a prefix, in any
// case style, on a command line and in JSON, holds the secret; a key
// about the password (its length, its policy) and the words around stay.
// Spanish clave is no catalogue's password (it is their Key, the keyrings'
// too: Clave, Clave privada): its keys are read as an English db_key is.
// Invented values.
func TestCataloguePasswordKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"Villa: db_lykilord=Hestur.Fjall.77 host=db1", []string{"Hestur.Fjall.77"}, []string{"host=db1"}},
		{"Error: SMTP_LYKILORD=Kiwi.Manzana.Tren.88 status=failed", []string{"Kiwi.Manzana.Tren.88"}, []string{"SMTP_LYKILORD=", "status=failed"}},
		{"Error: dbPasahitza: Txori-Mendi-31 rejected", []string{"Txori-Mendi-31"}, []string{"dbPasahitza", "rejected"}},
		{"Error: wifi_adgangsfrase=Mølle.Vej.61 rejected", []string{"Mølle.Vej.61"}, []string{"wifi_adgangsfrase=", "rejected"}},
		{"Gabim: mail_fjalekalimi=Mali-Dete-52 refuzuar", []string{"Mali-Dete-52"}, []string{"mail_fjalekalimi="}},
		{"Error: parole=VsXa2qZn&08 status=failed", []string{"VsXa2qZn&08"}, []string{"status=failed"}},
		{"import row 7 skipped (密码 => 'K7mRFT:MSq')", []string{"K7mRFT:MSq"}, []string{"import row 7 skipped"}},
		{`Error: {"smtp_lykilord": "hunter2hunter2", "host": "db1"}`, []string{"hunter2hunter2"}, []string{`"host": "db1"`}},
		{"exec: mysqldump --db-contrasinal Verde.Mar.22 --host db1: exit status 2", []string{"Verde.Mar.22"}, []string{"--host db1"}},
		// the neighbours: a setting about the password, and no
		// catalogue's password
		{"Error: lykilord_min_length=12 too short", nil, []string{"lykilord_min_length=12"}},
		{"Error: contrasinal_policy=strict", nil, []string{"contrasinal_policy=strict"}},
		{"Error: sort_clave=created_at invalid", nil, []string{"sort_clave=created_at"}},
	})
}

// TestSecretKeyLabelsAndHeads: a key whose last words are a keyring's or a
// password manager's Secret key (clé secrète, clave secreta, geheimer
// Schlüssel: KeePassXC's, Seahorse's catalogues) holds a secret, and so
// does the head a key abbreviates a compound password word to when its
// rest ends another language's password word (Swedish lösen of lösenord:
// ord as in lykilord, passord); a key about the secret, a cut that is no
// compound's head and a key of the same words without the label keep
// their values. Invented values.
func TestSecretKeyLabelsAndHeads(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erreur: clé_secrète=Xk3-fjq9-ppa status=failed", []string{"Xk3-fjq9-ppa"}, []string{"status=failed"}},
		{"Error: aws_clave_secreta=Rr7Lm2Qx9Vt status=failed", []string{"Rr7Lm2Qx9Vt"}, []string{"status=failed"}},
		{"Fehler: geheimer_schluessel=Wk8pQ2zLm4 host=db1", []string{"Wk8pQ2zLm4"}, []string{"host=db1"}},
		{"Fel: smtp_lösen=Tall9skog avvisades", []string{"Tall9skog"}, []string{"avvisades"}},
		{"Fel: certifikat (pkcs12_losen=Ek-Gran-Sommar-31) felaktigt", []string{"Ek-Gran-Sommar-31"}, []string{"felaktigt"}},
		{"Fel: lösen: Björk.Älv.72 avvisades", []string{"Björk.Älv.72"}, []string{"avvisades"}},
		// the neighbours
		{"Fel: lösen_längd=12 för kort", nil, []string{"lösen_längd=12"}},
		{"Erreur: clé_secrète_rotation=daily", nil, []string{"clé_secrète_rotation=daily"}},
		{"Error: clave_publica=ssh-ed25519 status=failed", nil, []string{"clave_publica=ssh-ed25519"}},
		{"Error: kennw_policy=strict", nil, []string{"kennw_policy=strict"}},
		{"Fout: wacht_seconden=30 overschreden", nil, []string{"wacht_seconden=30"}},
	})
}

// TestCaselessPasswordCompoundKeys: a key in a script written without
// spaces whose tail is a catalogue's word for a password holds the
// password (資料庫密碼=, db密碼=, 데이터베이스비밀번호=, DBパスワード=); a
// key the password's word opens and another word ends names something
// about it (密碼長度=12: its length), whose value stays, and the text after
// the value stays. Invented values.
func TestCaselessPasswordCompoundKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"資料庫密碼=Kx9pq7 status=failed", []string{"Kx9pq7"}, []string{"status=failed"}},
		{"db密碼=Rw4tZ8 status=failed", []string{"Rw4tZ8"}, []string{"status=failed"}},
		{"데이터베이스비밀번호=Mq7vL2x status=failed", []string{"Mq7vL2x"}, []string{"status=failed"}},
		{"DBパスワード=Tz5nP9 status=failed", []string{"Tz5nP9"}, []string{"status=failed"}},
		{"密碼=Hx3kQ8 status=failed", []string{"Hx3kQ8"}, []string{"status=failed"}},
		// the neighbours
		{"密碼長度=12 status=failed", nil, []string{"密碼長度=12", "status=failed"}},
		{"パスワード長=12 status=failed", nil, []string{"パスワード長=12"}},
		{"資料庫名稱=orders status=failed", nil, []string{"資料庫名稱=orders"}},
	})
}
