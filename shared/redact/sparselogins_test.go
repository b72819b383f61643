package redact

import (
	"strings"
	"testing"
)

// TestSparseAndKnownWordLogins: a login after a sparse language's word for
// a user when it is a word of small ASCII letters no knowledge holds with
// the sentence going on (L-utent gborg m'għandux), after Burmese's and
// Somali's words, Mongolian's нэвтрэх нэр and before Armenian's
// օգտատերը; and a known word no program writes after a catalogue's word
// for a user (user sunflower does not have). Both ways: the sentence's
// own verb, a system account and the program's vocabulary stay.
func TestSparseAndKnownWordLogins(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		{"L-utent gborg m'għandux aċċess għall-permessi", "gborg"},
		{"De Benotzer jangw huet keng Rechter", "jangw"},
		{"Isticmaalaha geeljire lama ogola inuu galo", "geeljire"},
		{"အသုံးပြုသူ mingalar ကို ပိတ်ထားသည်", "mingalar"},
		{"Error: Нэвтрэх нэр bolor_erdene бүртгэлгүй байна", "bolor_erdene"},
		{"Մուտքը մերժված է: aramazd օգտատերը չի հաստատել (while saving)", "aramazd"},
		{"Gitea: user sunflower does not have write access to florist/shop-theme", "sunflower"},
		{"Errore di autenticazione: l'utente lucciola non è abilitato al portale", "lucciola"},
	}
	kept := []string{
		"De Benotzer gëtt net fonnt",
		"Hesab bloklanıb",
		"De Benotzer ass net ageloggt",
		"L-utent ma nstabx.",
		"user root does not have write access",
		"user postgres does not exist",
		"user www-data does not have write access",
		"user deploy-bot not in allowlist",
		"user session has expired",
		"user data was purged",
		"user deleted by admin",
		"user complaints are logged",
		"utente sconosciuto o password errata",
		"user prometheus cannot read the file",
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil || strings.Contains(out, c.value) {
			t.Errorf("%q kept %q: %q", c.text, c.value, out)
		}
	}
	for _, k := range kept {
		if out, err := r.String(k); err != nil || out != k {
			t.Errorf("benign text changed: %q -> %q", k, out)
		}
	}
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
