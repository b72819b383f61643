package redact

import "testing"

// TestLoginBeforeNoun: Turkish, Hungarian and Armenian write the login
// before their noun for a user or a user name, in the noun's cases too;
// a word of the sentence there, and the sentence after the noun, stay.
func TestLoginBeforeNoun(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Hata: tarvolen_38 kullanıcısının profil fotoğrafı yüklenemedi", gone: []string{"tarvolen_38"}, kept: []string{"Hata:", "kullanıcısının profil fotoğrafı yüklenemedi"}},
		{in: "Hata: yönetici kullanıcısının profil fotoğrafı yüklenemedi"},
		{in: "A(z) brimvaldo felhasználónév már foglalt.", gone: []string{"brimvaldo"}, kept: []string{"A(z)", "felhasználónév már foglalt."}},
		{in: "A megadott felhasználónév már foglalt."},
		{in: "Սխալ․ vard.tsol օգտանունն արդեն զբաղված է", gone: []string{"vard.tsol"}, kept: []string{"Սխալ․", "օգտանունն արդեն զբաղված է"}},
		{in: "Սխալ․ այս օգտանունն արդեն զբաղված է"},
	})
}

// TestLoginWordLinks: Lao's word for a user before a Latin login, and
// Tagalog's "ang user na x" (the linker between the noun and the login,
// after the noun's determiner); Lao's sentence after the word, and a
// word the linker leads in another language, stay.
func TestLoginWordLinks(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "ຜູ້ໃຊ້ khamvelo ບໍ່ມີສິດເຂົ້າເຖິງ", gone: []string{"khamvelo"}, kept: []string{"ຜູ້ໃຊ້", "ບໍ່ມີສິດເຂົ້າເຖິງ"}},
		{in: "ຜູ້ໃຊ້ ບໍ່ມີສິດເຂົ້າເຖິງ"},
		{in: "Error: Ang user na tumbagaris ay walang pahintulot.", gone: []string{"tumbagaris"}, kept: []string{"Error: Ang user na", "ay walang pahintulot."}},
		{in: "Błąd: user na serwerze nie istnieje"},
		{in: "src/app/views.py:UserNotFoundException: qorvath_lee:41", gone: []string{"qorvath_lee"}, kept: []string{"UserNotFoundException:", ":41"}},
		{in: "src/app/views.py:UserNotFoundException: root:41"},
		{in: "user kestrelwyn:8443 refused", gone: []string{"kestrelwyn"}},
	})
}

// TestEventHandlePassive: a player's handle before the passive of what is
// done to an account (was kicked, has been banned) is masked as before
// the active; a thing's state (driver i915 was loaded) stays.
func TestEventHandlePassive(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Player vortigan_88 was kicked: client version mismatch", gone: []string{"vortigan_88"}, kept: []string{"Player", "was kicked: client version mismatch"}},
		{in: "player glimmerfox has been banned for spam", gone: []string{"glimmerfox"}, kept: []string{"has been banned for spam"}},
		{in: "driver i915 was loaded twice"},
		{in: "Player state was kicked off by the scheduler"},
	})
}

// TestKeyErrorLogin: Python's KeyError: 'x' whose traceback indexes a
// mapping by a login's variable names the account missing; a key indexed
// by any other variable stays.
func TestKeyErrorLogin(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "KeyError: 'sabiazinho'\n  File \"carteira/limites.py\", line 41, in limite_diario\n    return limites[login]", gone: []string{"sabiazinho"}, kept: []string{"KeyError: '", "return limites[login]"}},
		{in: "KeyError: 'timeout'\n  File \"app/config.py\", line 12, in get\n    return settings[key]"},
		{in: "KeyError: 'root'\n  File \"app/acl.py\", line 3, in check\n    return grants[user]"},
	})
}
