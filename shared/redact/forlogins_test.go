package redact

import "testing"

// TestEnglishForLogins: after an English "for", an English word before
// it, a login no knowledge holds (a stranger, or a handle glued of English
// words) is masked; what a program names there (a package, a code word, a
// word the dictionaries hold whole, a name with separators) stays, and so
// does Danish's and Norwegian's "for" before their own words. Invented
// logins.
func TestEnglishForLogins(t *testing.T) {
	checkProse(t, []proseCase{
		{"E/ProctorSDK: face check failed twice for ammukutty, escalating to human review", []string{"ammukutty"}, []string{"face check failed twice for", "escalating to human review"}},
		{"veterans-portal: session for oldsoldier revoked after password change", []string{"oldsoldier"}, []string{"session for", "revoked after password change"}},
		{"ws gateway: duplicate session for silentwolf, closing older socket", []string{"silentwolf"}, []string{"duplicate session for", "closing older socket"}},
		{"recovery-app: check-in reminder failed for quietriver (APNs: BadDeviceToken)", []string{"quietriver"}, []string{"reminder failed for", "APNs: BadDeviceToken"}},
		{"WARN auth - tentativa de login bloqueada para lobomau após 5 falhas", []string{"lobomau"}, []string{"bloqueada para", "após 5 falhas"}},
		{"Synchronisation échouée pour kwirtaz après 3 essais", []string{"kwirtaz"}, []string{"échouée pour", "après 3 essais"}},
		// the neighbours
		{"Retransmission timeout reached for seqno 102; reply from seqno 7", nil, []string{"for seqno 102", "from seqno 7"}},
		{"sed: -e expression #1, char 12: kan label voor sprong naar '/opt/app/server.pid' niet vinden", nil, []string{"voor sprong naar"}},
		{"não há espaço suficiente para armazenamento após a limpeza", nil, []string{"para armazenamento após"}},
		{"Zugriff für nginx und php-fpm verweigert", nil, []string{"für nginx und"}},
		{"Erreur pour gstreamer avec le plugin", nil, []string{"pour gstreamer avec"}},
		{"cache warmup failed for keepalive settings", nil, []string{"keepalive"}},
		{"no healthcheck configured for pgbouncer, skipping", nil, []string{"pgbouncer"}},
		{"retry budget exhausted for readonly replicas", nil, []string{"readonly replicas"}},
		{"migration failed for user_profiles table", nil, []string{"user_profiles"}},
		{"saldoen er for lav til betalingen", nil, []string{"saldoen er for lav"}},
		{"Fehler: Passwort für mustermann falsch", nil, []string{"Fehler: Passwort für"}},
		{"timeout waiting for kubelet, retrying", nil, []string{"kubelet"}},
	})
}
