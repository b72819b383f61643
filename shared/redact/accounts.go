// Accounts where messages in other scripts and system logs name them: the
// word for "user" in a message written in Cyrillic, Greek, Turkish, Han,
// Kana or Hangul followed by a login in Latin letters, and the account
// field of cron's log line. A login is a value whatever it reads as:
// "falcon" or "papillon" after "user" is somebody's account, which is why
// the word itself is not judged, only checked against the accounts that
// belong to no person.

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

// reScriptUserLogin is the word for "user", "account" or "login" in
// scripts other than Latin (and Turkish, whose dotless ı the Latin rules'
// word scanner splits), then an optional separator or opening quote, then
// a login written in Latin letters. In a message written in another
// script, a Latin token after that word is the account, not a word of the
// message. Korean writes its particles onto the login (haneul에게); the
// login ends where the Latin letters do.
var reScriptUserLogin = lazyre.NewRare(`(?i)(?:^|[^\p{L}])(?:пользовател[ьяюеи]|учётн(?:ая|ой|ую) запис[ьи]|учетн(?:ая|ой|ую) запис[ьи]|логин|користувач(?:а|еві|і)?|обліков(?:ий|ого) запис(?:у)?|потребител(?:я)?|χρήστη[ςς]?|λογαριασμ(?:ός|ού)|kullanıcı(?:sı|nın|ya)?|hesap|ユーザー|ユーザ|アカウント|利用者|用户|用戶|使用者|账号|账户|帳號|帳戶|사용자|계정|아이디)\s*(?:[:：=]\s*)?(?:[«»„“"'‘「『‹›]\s*)?([A-Za-z][A-Za-z0-9._-]{1,63})`)

func detectAccounts(sc *scan) {
	if !isASCII(sc.s) {
		for _, m := range reScriptUserLogin.FindAllStringSubmatchIndex(sc.s, -1) {
			a, b := m[2], m[3]
			for b > a && (sc.s[b-1] == '.' || sc.s[b-1] == '-') {
				b--
			}
			if b < len(sc.s) && isWord(sc.s[b]) {
				continue // a word that runs on in Latin letters: not a login alone
			}
			if v := strings.ToLower(sc.s[a:b]); !systemAccount(v) && !stopHandle(v) {
				sc.add(a, b, phPathUser)
			}
		}
	}
}
