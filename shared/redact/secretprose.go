// Secrets that prose names rather than a key: a one-time password's seed
// ("TOTP seed 'KRSX G5CT MVRX EZLU'"), the codes an account is recovered
// with ("recovery codes remaining [\"7f3k-9q2m-x4bw\", …]"), a code sent to
// confirm a login ("verification code 48213907", "código de verificación
// 4821"), part of a wallet's recovery phrase echoed by its error ("mnemonic
// phrase (12 words expected, got 5): lantern orbit cactus…"), a device's
// push token ("deviceToken 8b21d4…") and a PHP session file's id
// (sess_9e4c1a7f…). Their values are shaped like identifiers (base32
// groups, hex, short digit runs) that the identifier rules keep; the noun
// before them says what they are. A code that names an error, a status or
// an exit (error code 610301200, exit code 137) is no secret: only the
// words for a login's codes count.

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

var (
	// reOTPSeed: an authenticator's shared secret in base32, in groups or
	// whole, after its name
	reOTPSeed = lazyre.NewRare(`(?i:\b(?:totp|hotp|otp|2fa|mfa|authenticator)[ _-]?(?:seed|secret|key)s?)\W{1,4}([A-Z2-7]{4}(?:[ -]?[A-Z2-7]{4}){3,}=*)`)
	// reLoginCode: a one-time code of digits after the words for one, in
	// the languages the knowledge covers
	reLoginCode = lazyre.NewRare(`(?i:\b(?:verification|verify|one[- ]time|otp|sms|2fa|mfa|totp|security|confirmation|login|sign-in|passcode)\s+codes?|código de (?:verificación|verificação|confirmación|confirmação|seguridad|segurança)|code de (?:vérification|confirmation|sécurité)|codice (?:di verifica|otp)|(?:bestätigungs|verifizierungs|sicherheits|anmelde)code|verificatiecode|kod (?:weryfikacyjny|sms|potwierdzający)|код (?:подтверждения|из смс|верификации)|код підтвердження|doğrulama kodu|mã (?:otp|xác (?:thực|minh))|kode (?:otp|verifikasi)|認証コード|確認コード|验证码|驗證碼|인증번호|인증 코드)\W{0,3}(?:(?:is|was|:)\s*)?["'«„“]?(\d{4,8}|\d{3} \d{3})\b`)
	// reRecoveryCodes: the name of an account's recovery codes; the codes
	// follow within the clause
	reRecoveryCodes = lazyre.NewRare(`(?i)\b(?:recovery|backup|rescue|scratch|emergency)[ _-]?codes?\b`)
	// reRecoveryCode is one code: groups of letters and digits joined by
	// hyphens, or a run of digits
	reRecoveryCode = lazyre.NewRare(`\b[a-zA-Z0-9]{3,6}(?:-[a-zA-Z0-9]{3,6}){1,4}\b|\b\d{6,10}\b`)
	// reMnemonicTail: words of a recovery phrase after the colon of the
	// clause that names it
	reMnemonicTail = lazyre.NewRare(`(?im)\b(?:mnemonic|seed phrase|recovery phrase|secret phrase|passphrase)\b[^\n:]{0,60}:\s*((?:[a-z]{3,8}[ ,]+){2,23}[a-z]{3,8})\b`)
	// rePushToken: a device's push token after its name
	rePushToken = lazyre.NewRare(`(?i:\b(?:device|push|registration|fcm|apns|gcm)[ _-]?tokens?\b)["']?\s*[:=]?\s*["']?([A-Za-z0-9_:-]{32,})`)
	// rePHPSession: a PHP session file's name holds the session's id
	rePHPSession = lazyre.NewRare(`\bsess_([0-9a-zA-Z,-]{16,})`)
)

// detectProseSecrets masks the values prose names as a login's secrets.
func detectProseSecrets(sc *scan) {
	if !sc.anyOf("seed", "secret", "key", "code", "código", "codice", "kod", "код", "mã", "コード", "验证码", "驗證碼", "인증", "mnemonic", "phrase", "token", "sess_") {
		return
	}
	for _, re := range []*lazyre.Regexp{reOTPSeed, reLoginCode, reMnemonicTail, rePushToken, rePHPSession} {
		for _, m := range re.FindAllStringSubmatchIndex(sc.s, -1) {
			sc.add(m[2], m[3], phSecret)
		}
	}
	for _, m := range reRecoveryCodes.FindAllStringIndex(sc.s, -1) {
		// the clause: up to the line's end, at most 120 bytes
		end := min(len(sc.s), m[1]+120)
		if k := strings.IndexByte(sc.s[m[1]:end], '\n'); k >= 0 {
			end = m[1] + k
		}
		for _, c := range reRecoveryCode.FindAllStringIndex(sc.s[m[1]:end], -1) {
			if t := sc.s[m[1]+c[0] : m[1]+c[1]]; hasDigit(t) && hasLetterOrAllDigits(t) {
				sc.add(m[1]+c[0], m[1]+c[1], phSecret)
			}
		}
	}
}

// hasLetterOrAllDigits reports a code that is no date or version: letters
// among its digits, or digits alone.
func hasLetterOrAllDigits(t string) bool {
	letters, other := false, false
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case isLetter(c):
			letters = true
		case !isDigit(c):
			other = true
		}
	}
	return letters || !other
}
