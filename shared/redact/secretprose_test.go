package redact

import "testing"

// TestProseSecrets: a value that prose names as a login's secret (an
// authenticator's seed, recovery codes, a one-time code, a recovery
// phrase's words, a device's push token, a PHP session file's id, a Mercado
// Pago token) is masked; the codes that name an error, a status or an exit,
// a date among recovery codes, a seed too short to be one and a token word
// with no token are kept. Invented values.
func TestProseSecrets(t *testing.T) {
	checkProse(t, []proseCase{
		{"MfaEnrollmentException: TOTP seed 'QWER T2Y3 ZXCV B4NM' could not be verified", []string{"QWER", "ZXCV B4NM"}, []string{"could not be verified"}},
		{"error: mfa secret JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP rejected", []string{"JBSWY3DPEHPK3PXP"}, []string{"rejected"}},
		{"Devise: recovery code rejected; codes remaining [\"9k2m-x7qp-4bwz\", \"used\"]", []string{"9k2m-x7qp-4bwz"}, []string{"codes remaining", "used"}},
		{"backup codes: 81734265, 99120455", []string{"81734265", "99120455"}, []string{"backup codes"}},
		{"recovery code rejected for account 5521: codes remaining [\"4hq2-x9mv-p7kd\", \"used\"]", []string{"4hq2-x9mv-p7kd"}, []string{"account 5521"}},
		{"Twilio error 20003: verification code 482139 was sent", []string{"482139"}, []string{"was sent"}},
		{"Error al enviar el código de verificación 7731 por SMS", []string{"7731"}, []string{"por SMS"}},
		{"短信发送失败：验证码 604218 已过期", []string{"604218"}, []string{"已过期"}},
		{"SMS OTP verification failed: code 539160 does not match for session 7c2", []string{"539160"}, []string{"does not match for session 7c2"}},
		{"OTP SMS not delivered: carrier error code 30003", nil, []string{"carrier error code 30003"}},
		{"WalletRestoreError: mnemonic phrase (12 words expected, got 4): otter candle gravel myth", []string{"otter candle gravel myth"}, []string{"12 words expected"}},
		{"APNs error 410 for deviceToken 5c1e0a9b3d7f2648e1a9c3b7d5f20e84a6c1b9d7e3f5a2c8b0d4e6f1a3c5b7d9", []string{"5c1e0a9b3d7f2648"}, []string{"APNs error 410"}},
		{"session_start(): cannot open /var/lib/php/sessions/sess_4e2b9c0d7a1f58e3 (13)", []string{"4e2b9c0d7a1f58e3"}, []string{"/var/lib/php/sessions/"}},
		{"MPApiException: setAccessToken('APP_USR-5512098734650021-110210-1f0e4c72b8d3a5f19e6c0b7d24a9e3c1-771203455')", []string{"5512098734650021"}, []string{"setAccessToken"}},
		// the neighbours: codes of errors, statuses and exits; a date
		{"process failed: exit code 137, status code 503, error code 610301200", nil, []string{"137", "503", "610301200"}},
		// a code sent to a phone or an address, whatever names the service
		{"Twilio Verify: code 837261 sent to +4915112345678 but check failed", []string{"837261"}, []string{"check failed"}},
		{"código 4821 enviado a ana@example.com", []string{"4821"}, []string{"enviado a"}},
		{"error code 500123 sent to client", nil, []string{"500123"}},
		{"recovery code issued 2025-11-02 by policy", nil, []string{"2025-11-02"}},
		{"The 2FA key ABCD is too short", nil, []string{"ABCD"}},
		{"push token refresh skipped: token unchanged", nil, []string{"token unchanged"}},
	})
}

// TestDiagnosisCodes: an ICD code after the classification's name or
// the word for a diagnosis is masked; the same shape as a version or a
// cell with no such word is kept.
func TestDiagnosisCodes(t *testing.T) {
	checkProse(t, []proseCase{
		{"ClaimRejected: diagnosis code ICD-10 F33.2 requires prior authorization", []string{"F33.2"}, []string{"requires prior authorization"}},
		{"Error: ICD10: E11.9 not billable with CPT 99213", []string{"E11.9"}, []string{"not billable"}},
		{"Ошибка: диагноз J45.0 не найден в справочнике МКБ-10", []string{"J45.0"}, []string{"не найден"}},
		{"Error: diagnóstico CIE-10 F32.1 sin autorización", []string{"F32.1"}, []string{"sin autorización"}},
		{"eAU-Fehler 4012: ICD-10-Code G35.9 fehlt bei Arbeitnehmer 88413", []string{"G35.9"}, []string{"ICD-10-Code", "fehlt bei"}},
		// the neighbours
		{"Warn: spreadsheet cell F33 out of range", nil, []string{"F33"}},
		{"Error: firmware E11.9 rejected by bootloader", nil, []string{"E11.9"}},
	})
}

// TestAccessLogUsers: the user field of a web server's access log line is
// masked; "-" and the status and size after the request stay.
func TestAccessLogUsers(t *testing.T) {
	checkProse(t, []proseCase{
		{`10.0.3.7 - rvalkonen [02/Nov/2025:10:15:44 +0000] "GET /admin/export HTTP/1.1" 403 162 "-" "curl/8.5.0"`, []string{"rvalkonen"}, []string{"403 162", "10.0.3.7"}},
		{`Error: 203.0.113.9 - svc.reporting [11/Mar/2025:01:02:03 +0100] "POST /api HTTP/2.0" 500 88`, []string{"svc.reporting"}, []string{"500 88"}},
		// the neighbours
		{`10.0.3.7 - - [02/Nov/2025:10:15:44 +0000] "GET /healthz HTTP/1.1" 200 612 "-" "kube-probe/1.31"`, nil, []string{"- - [", "200 612"}},
	})
}

// TestExplainedNumbers: digit runs a time's fraction or a German code's
// word explains stay; a postcode after its word is still masked.
func TestExplainedNumbers(t *testing.T) {
	checkProse(t, []proseCase{
		{"[Sun Nov 02 10:15:44.120412 2025] [authz_core:error] [pid 4412] AH01630: client denied", nil, []string{"10:15:44.120412 2025"}},
		{"Übermittlung fehlgeschlagen (Fehlercode 610301200)", nil, []string{"610301200"}},
		{`{"pspReference":"8825120394817263","status":1}`, nil, []string{"8825120394817263"}},
		{"Fehler: Postcode 560034 ungültig", []string{"560034"}, nil},
	})
}

// TestPixKeys: a Pix key after its name is masked, a random key's UUID
// too; a UUID with no such name (a request's id) is kept.
func TestPixKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erro Pix: chave aleatória 2b7e4c1a-9d3f-4a60-81b9-c3d5f70e8a24 não encontrada no DICT", []string{"2b7e4c1a"}, []string{"não encontrada"}},
		{"PixError: pix key joana.prado@exemplo.com.br blocked", []string{"joana.prado"}, []string{"blocked"}},
		{"Erro Pix: requisição 2b7e4c1a-9d3f-4a60-81b9-c3d5f70e8a24 expirou", nil, []string{"2b7e4c1a-9d3f-4a60-81b9-c3d5f70e8a24"}},
	})
}
