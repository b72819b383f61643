package redact

import "testing"

// TestWordsLogins: a handle of everyday English words, glued or joined by
// "_" or "-", after "by", "from", "for" or the word for a user is masked;
// a program's compound (a word of code or of the error vocabulary in it),
// a dotted host and another language's words after its "for" stay.
func TestWordsLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "chat: message from skylarkmeadow could not be delivered", gone: []string{"skylarkmeadow"}, kept: []string{"chat: message from", "could not be delivered"}},
		{in: "helpdesk: session for velvet_otter expired at queue position 3", gone: []string{"velvet_otter"}, kept: []string{"helpdesk: session for", "expired at queue position 3"}},
		{in: "deploy approved by silver-fox-rider", gone: []string{"silver-fox-rider"}},
		{in: "crontab: user thistle_garden not allowed", gone: []string{"thistle_garden"}, kept: []string{"crontab: user", "not allowed"}},
		{in: "message from dead_letter queue; caused by maxmemory policy; sorted by created_at; retry for payment-service", kept: []string{"dead_letter", "maxmemory", "created_at", "payment-service"}},
		{in: "rsync: failed to connect to sauvegarde.interne (10.8.0.12)", kept: []string{"sauvegarde.interne"}},
		{in: "Swish error RF07: Betalningen nekades av betalarens bank", kept: []string{"betalarens bank"}},
	})
}

// TestStrangerLogins: after English's "by" or "from", one word no
// language, program or registry knows is a login; a known tool's name, a
// label before a number and a word after "for" (a Danish noun) stay.
func TestStrangerLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "pipeline #88123 triggered by quobrina failed at stage deploy", gone: []string{"quobrina"}, kept: []string{"pipeline #88123 triggered by", "failed at stage deploy"}},
		{in: "created by dependabot; connect from pgbouncer refused; signed by letsencrypt", kept: []string{"dependabot", "pgbouncer", "letsencrypt"}},
		{in: "Retransmission timeout reached for seqno 102; reply from seqno 7", kept: []string{"seqno 102", "seqno 7"}},
	})
}

// TestLoginTypeNames: the login an error type named for a user's failure
// carries (UserNotFoundException: x, UserNotFound("x")) is masked; a
// number, a system account and a type that names no failure stay.
func TestLoginTypeNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Exception in thread "main" UserNotFoundException: otter_queen`, gone: []string{"otter_queen"}, kept: []string{"UserNotFoundException:"}},
		{in: `Error: Err(UserNotFound("mango_tango")) at src/handlers/login.rs:31`, gone: []string{"mango_tango"}, kept: []string{"Err(UserNotFound(", "src/handlers/login.rs:31"}},
		{in: `UserNotFoundException: 4412; AccountLockedError: root; UserServiceException: timeout; UserNotFound("42")`, kept: []string{"4412", "root", "timeout", `"42"`}},
	})
}

// TestWordPairLogins: two words joined by a dot after the word for an
// account are a login; a module's, a file's or code's dotted name stays.
func TestWordPairLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Error: Akun bunga.matahari tidak memiliki izin", gone: []string{"bunga.matahari"}, kept: []string{"Error: Akun", "tidak memiliki izin"}},
		{in: "user self.name missing; user app.config invalid", kept: []string{"self.name", "app.config"}},
	})
}

// TestDictionaryWordLogins: after the word for a user, one word in small
// ASCII letters that only a dictionary knows is somebody's login (a word
// no program writes there), in any language; a program's own word after
// it (a template's, a form of one, a function word), a capitalised word
// and a word with marks stay for the other rules.
func TestDictionaryWordLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "crontab: user marigold not allowed (see /etc/cron.allow)", gone: []string{"marigold"}, kept: []string{"crontab: user", "not allowed (see /etc/cron.allow)"}},
		{in: "login falhou para o usuário borboleta: senha incorreta", gone: []string{"borboleta"}, kept: []string{"login falhou para o usuário", "senha incorreta"}},
		{in: "Errore: accesso negato, utente girasole non abilitato", gone: []string{"girasole"}, kept: []string{"Errore: accesso negato, utente", "non abilitato"}},
		{in: "user not found; user deleted by admin; l'utente sconosciuto non è abilitato; account locked", kept: []string{"user not found", "user deleted", "utente sconosciuto", "account locked"}},
		{in: "deferred due to unexpected volume or user complaints - see the postmaster page", kept: []string{"user complaints"}},
		{in: "Rejet SEPA : code AC04 (compte clôturé) dans le lot 2026-03-12", kept: []string{"compte clôturé"}},
		{in: "Hata: 1024 başarısız giriş nedeniyle hesap kilitlendi.", kept: []string{"hesap kilitlendi."}},
	})
}

// TestCompoundLoginWords: a compound closed by the word for an account or
// a user (Elternkonto, Mitgliedskonto) is a login word as its head is, so
// a handle of words after it is masked; code's camelCase name with the
// same head and the head's own predicate stay.
func TestCompoundLoginWords(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Fehler: Mitgliedskonto ziegenhirte im Sportverein bereits gekündigt", gone: []string{"ziegenhirte"}, kept: []string{"Fehler: Mitgliedskonto", "im Sportverein bereits gekündigt"}},
		{in: "Kita-App: Elternkonto kleinermaulwurf hat keine Berechtigung", gone: []string{"kleinermaulwurf"}, kept: []string{"Kita-App: Elternkonto", "hat keine Berechtigung"}},
		{in: "Adyen authorisation Refused (pspReference 8815898765432100, merchantAccount MarketplaceEU)", kept: []string{"merchantAccount MarketplaceEU"}},
		{in: "Fehler: Kundenkonto gesperrt, bitte Support kontaktieren", kept: []string{"Kundenkonto gesperrt"}},
	})
}
