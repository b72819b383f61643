package redact

import "testing"

// TestSparseAndKnownWordLogins: a login after a sparse language's word for
// a user when it is a word of small ASCII letters no knowledge holds with
// the sentence going on (L-utent gborg m'għandux), after Burmese's and
// Somali's words, Mongolian's нэвтрэх нэр and before Armenian's
// օգտատերը; and a known word no program writes after a catalogue's word
// for a user (user sunflower does not have). Both ways: the sentence's
// own verb, a system account and the program's vocabulary stay.
func TestSparseAndKnownWordLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "L-utent gborg m'għandux aċċess għall-permessi", gone: []string{"gborg"}},
		{in: "De Benotzer jangw huet keng Rechter", gone: []string{"jangw"}},
		{in: "Isticmaalaha geeljire lama ogola inuu galo", gone: []string{"geeljire"}},
		{in: "အသုံးပြုသူ mingalar ကို ပိတ်ထားသည်", gone: []string{"mingalar"}},
		{in: "Error: Нэвтрэх нэр bolor_erdene бүртгэлгүй байна", gone: []string{"bolor_erdene"}},
		{in: "Մուտքը մերժված է: aramazd օգտատերը չի հաստատել (while saving)", gone: []string{"aramazd"}},
		{in: "Gitea: user sunflower does not have write access to florist/shop-theme", gone: []string{"sunflower"}},
		{in: "Errore di autenticazione: l'utente lucciola non è abilitato al portale", gone: []string{"lucciola"}},
		// kept whole
		{in: "De Benotzer gëtt net fonnt"},
		{in: "Hesab bloklanıb"},
		{in: "De Benotzer ass net ageloggt"},
		{in: "L-utent ma nstabx."},
		{in: "user root does not have write access"},
		{in: "user postgres does not exist"},
		{in: "user www-data does not have write access"},
		{in: "user deploy-bot not in allowlist"},
		{in: "user session has expired"},
		{in: "user data was purged"},
		{in: "user deleted by admin"},
		{in: "user complaints are logged"},
		{in: "utente sconosciuto o password errata"},
		{in: "user prometheus cannot read the file"},
	})
}

// TestQualifiedLogins: after a login word, a Romance "de" and the word
// for the kind of account, a login made as logins are or a word no
// knowledge holds; a known word there, a system or service account and
// a mail's account stay.
func TestQualifiedLogins(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erro ao publicar app: a conta de desenvolvedor dulcedeleche não aceitou os termos.", []string{"dulcedeleche"}, []string{"a conta de desenvolvedor ", " não aceitou"}},
		{"cuenta de usuario maria_g92 bloqueada", []string{"maria_g92"}, []string{"cuenta de usuario ", " bloqueada"}},
		// the neighbours
		{"la cuenta de usuario bloqueada por el administrador", nil, []string{"la cuenta de usuario bloqueada por el administrador"}},
		{"conta de serviço backup_svc expirou; le compte de service postgres est verrouillé", nil, []string{"backup_svc expirou", "service postgres est"}},
		{"conta de e-mail inválida", nil, []string{"conta de e-mail inválida"}},
	})
}
