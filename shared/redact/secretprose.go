// Secrets that prose names rather than a key: a one-time password's seed
// ("TOTP seed 'KRSX G5CT MVRX EZLU'"), the codes an account is recovered
// with ("recovery codes remaining [\"7f3k-9q2m-x4bw\", …]"), a code sent to
// confirm a login ("verification code 48213907", "código de verificación
// 4821", "code 837261 sent to +49…"), part of a wallet's recovery phrase echoed by its error ("mnemonic
// phrase (12 words expected, got 5): lantern orbit cactus…"), a device's
// push token ("deviceToken 8b21d4…") and a PHP session file's id
// (sess_9e4c1a7f…). Their values are shaped like identifiers (base32
// groups, hex, short digit runs) that the identifier rules keep; the noun
// before them says what they are. A code that names an error, a status or
// an exit (error code 610301200, exit code 137) is no secret: only the
// words for a login's codes count.

package redact

// The expressions below run from namedvalues.go's table; each captures
// the value in its first group.
const (
	// reOTPSeed: an authenticator's shared secret in base32, in groups or
	// whole, after its name
	reOTPSeed = `(?i:\b(?:totp|hotp|otp|2fa|mfa|authenticator)[ _-]?(?:seed|secret|key)s?)\W{1,4}([A-Z2-7]{4}(?:[ -]?[A-Z2-7]{4}){3,}=*)`
	// reLoginCode: a one-time code of digits after the words for one, in
	// the languages the knowledge covers; German and English glue the
	// code's kind on with a hyphen (PIN-Code, TAN-Code, Einmal-Code)
	reLoginCode = `(?i:\b(?:verification|verify|one[- ]time|otp|sms|2fa|mfa|totp|security|confirmation|login|passcode|pin|tan|access|auth)[\s-]+codes?|código de (?:verifica|confirma|segur|acceso)\S*|code de (?:vérification|confirmation|sécurité|accès)|codice (?:di verifica|otp|di accesso)|(?:bestätigungs|verifizierungs|sicherheits|anmelde|zugangs|einmal)-?code|verificatiecode|kod (?:weryfikacyjny|sms)|код (?:подтверждения|из смс)|(?:pin|пин)[\s-]?код|код підтвердження|doğrulama kodu|mã (?:otp|xác \S+)|kode (?:otp|verifikasi)|認証コード|確認コード|验证码|驗證碼|인증번호)\W{0,3}(?:(?:is|was|:)\s*)?["'«„“]?(\d{4,8}|\d{3} \d{3})\b`
	// reOTPCode: six digits after "code" later in a sentence that names a
	// one-time password (SMS OTP verification failed: code 847291): six,
	// as authenticators and SMS codes write them, where a provider's error
	// codes are five (Twilio's 30003) or three (HTTP's)
	reOTPCode = `(?i:\b(?:otp|totp|hotp|2fa|mfa)\b[^.\n]{0,40}?\bcode)\W{0,3}(?:(?:is|was|:)\s*)?["'«„“]?(\d{6})\b`
	// reRecoveryCodes: an account's recovery codes after their name, one
	// or a list (groups of letters and digits joined by hyphens, or digits)
	reRecoveryCodes = `(?i:\b(?:recovery|backup|rescue|scratch|emergency)[ _-]?codes?\b)[^\n]{0,80}?((?:(?:[a-z\d]{3,6}-){1,3}[a-z\d]{3,6}|\d{6,10})(?:[\s,"'\]\[]+(?:(?:[a-z\d]{3,6}-){1,3}[a-z\d]{3,6}|\d{6,10}))*)`
	// reMnemonicTail: words of a recovery phrase after the colon of the
	// clause that names it
	reMnemonicTail = `(?im)\b(?:mnemonic|seed phrase|recovery phrase|secret phrase|passphrase)\b[^\n:]{0,60}:\s*((?:[a-z]{3,8}[ ,]+){2,23}[a-z]{3,8})\b`
	// rePushToken: a device's push token after its name
	rePushToken = `(?i:\b(?:device|push|registration|fcm|apns|gcm)[ _-]?tokens?\b)["']?\s*[:=]?\s*["']?([A-Za-z0-9_:-]{32,})`
	// reSentCode: a code of digits that the sentence says was sent to a
	// phone number or an address (Twilio Verify: code 837261 sent to
	// +49…, código 4821 enviado a ana@…) is a one-time code, whatever
	// word names the service; an error's code goes to a client, no one
	reSentCode = `(?i:\b(?:codes?|código|codice|kod)\W{0,3}(\d{4,8})\s+(?:(?:was|has been|wurde|a été|fue)\s+)?(?:sent|texted|delivered|enviado|envoyé|inviato|gesendet|verstuurd|wysłany)\s+(?:to|a|à|an|al|naar|do)\s+(?:\+\d|\(?\d{3}|[\w.+-]+@))`
	// rePHPSession: a PHP session file's name holds the session's id
	rePHPSession = `\bsess_([0-9a-zA-Z,-]{16,})`
)
