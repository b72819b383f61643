package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// Credentials and names that the English-keyed rules do not see: the word
// for "password" in other languages, passwords passed as call arguments
// (HTTPBasicAuth('admin', 'pw'), smtp.login(user, 'pw')), and names in
// Chinese, Japanese and Korean after a person noun or before an honorific.

// rePasswordWord is "password" in the languages error messages are most
// often written in, then a separator or quote and the value. Go's \b is
// ASCII-only, so the words are bounded by what precedes them instead.
var rePasswordWord = lazyre.NewRare(`(?i)(?:^|[^\p{L}])(mot de passe|contraseña|contrasenya|senha|пароль|密码|密碼|パスワード|비밀번호|암호|wachtwoord|lösenord|losenord|hasło|haslo|parolă|parola|kennwort|salasana|heslo|jelszó|şifre|sifre|κωδικός|סיסמה|كلمة المرور|kata sandi|adgangskode|passord|lozinka|geslo|parool|slaptažodis|mật khẩu|รหัสผ่าน)\s*(?:[=:：]\s*|\s(?:est|es|é|ist|är|er|on|jest|je|è)\s+)?(["'“«]?)([^\s"'”»,;]+)`)

// passwordWordStems hold a part of each of rePasswordWord's words that
// lower-casing keeps (κωδικ, not κωδικός: a capital Σ lowers to σ, not ς).
var passwordWordStems = []string{"de passe", "contrase", "senha", "пароль", "密码", "密碼", "パスワード", "비밀번호", "암호",
	"wachtwoord", "lösenord", "losenord", "hasło", "haslo", "parol", "kennwort", "salasana", "heslo", "jelsz", "şifre",
	"sifre", "κωδικ", "סיסמה", "كلمة المرور", "kata sandi", "adgangskode", "passord", "lozinka", "geslo", "parool",
	"slaptažodis", "mật khẩu", "รหัสผ่าน"}

func detectLocalizedPasswords(sc *scan) {
	s := sc.s
	// the expression's words, as they stand in the lowered text; the Kelvin
	// sign and the long s fold to k and s in the expression but are not
	// lowered, so a text holding them is always asked (searched for one by
	// one: ContainsAny decodes every rune of s against them)
	if !sc.anyOf(passwordWordStems...) && !contains(s, "\u212a") && !contains(s, "\u017f") {
		return
	}
	for _, m := range rePasswordWord.FindAllStringSubmatchIndex(s, -1) {
		a, b := m[6], m[7]
		tail := false
		if a == m[3] && a < b && s[a] == '_' {
			// contraseña_db=…, пароль_бд=…: the word is a key's head and
			// its tail is the key's; the value stands after the key's own
			// separator, or the word names no value here
			e := a + 1
			for e < b && s[e] != '=' && s[e] != ':' {
				e++
			}
			if e+1 >= b || !keyWord(s[a+1:e]) {
				continue
			}
			a, tail = e+1, true
		} else if a == m[3] && a < b && s[a] >= utf8.RuneSelf {
			// 密碼長度=12, パスワード長=12: a word of a script written
			// without spaces glued to the password's word makes a longer
			// key, whose own value stands after its separator; it holds
			// the password only when the key names one (登入密碼 does,
			// 密碼長度 names its length); without a separator the glued
			// run is read as before
			if r, _ := decodeRune(s[a:]); unicode.In(r, unicode.Han, unicode.Hangul, unicode.Hiragana, unicode.Katakana, unicode.Thai) {
				if e := strings.IndexAny(s[a:b], "=:："); e >= 0 {
					e += a
					if keyClass(s[m[2]:e]) != "cred" {
						continue
					}
					_, n := decodeRune(s[e:])
					if a, tail = e+n, true; a >= b {
						continue
					}
				}
			}
		}
		// (mot de passe: hunter2): the aside's closing parenthesis is the
		// template's, not the value's, when the value opens none (after a
		// separator: Greek's (κωδικός 17) is judged with it below)
		if b > a+1 && s[b-1] == ')' && containsChars(s[m[3]:a], "=:：") && indexByte(s[a:b], '(') < 0 && lastIndexByte(s[:m[2]], '(') > lastIndexByte(s[:m[2]], ')') {
			b--
		}
		v := s[a:b]
		// (mot de passe: NON): the server's answer in its own language,
		// MySQL's "(using password: NO)" from its message files
		if serverAnswer(v) {
			continue
		}
		sepOrQuote := tail || m[5] > m[4] || containsChars(s[m[3]:a], "=:：")
		if len(v) < 2 || stopValue(strings.ToLower(v)) || !(sepOrQuote || hasDigit(v)) || filePathValue(v) {
			continue // Złe hasło: /etc/pam.d/login: a file, no password
		}
		if v[0] == '(' && countDigits(v) == len(v)-1 && unitAfter(s, b) {
			continue // la lunghezza della parola (17 byte): its length
		}
		if !sepOrQuote && v[len(v)-1] == ')' && countDigits(v) == len(v)-1 && (len(v) <= 4 || m[2] > 0 && s[m[2]-1] == '(' && hasPrefix(strings.ToLower(s[m[2]:m[3]]), "κωδικ")) {
			// (κωδικός 17): an aside of Greek's word for code and password and a code's number; a PIN has four digits or more,
			// but Greek's catalogues write a code of any length in that aside, (κωδικός 1024), which no password is given in
			continue
		}
		if m[5] == m[4] && credMessageAt(s, a) {
			continue // пароль: слишком короткий: what is wrong with it
		}
		if q, va, vb := promptWord(s, a, b); !sepOrQuote && vb > va+1 {
			a, b = va, vb // hasło sha512: zaq12wsx
		} else if !sepOrQuote && q {
			continue // Новый пароль md5:
		}
		if m[5] == m[4] {
			b = passphraseEnd(s, a, b)
		}
		sc.add(a, b, phRedacted)
	}
}

// keyWord reports a key's tail of letters of any script, digits and "_"
// (db, бд, 2).
func keyWord(t string) bool {
	for _, r := range t {
		if r != '_' && !letterRune(r) && !digitRune(r) {
			return false
		}
	}
	return t != ""
}

// serverAnswer reports MySQL's and MariaDB's yes or no in any language
// their servers ship: under a password's label it says whether one was
// given ("(using password: NO)", "(mot de passe: NON)", "(senha: NÃO)").
func serverAnswer(v string) bool { return wordIn(mysqlAnswers, strings.ToLower(v)) }

// reCallCredential is a call or tuple that takes a user and a password as
// its first two string arguments: the second one is the password.
var reCallCredential = lazyre.NewRare(`(?i)\b(?:login|auth|basic_?auth|httpbasicauth|httpdigestauth|digestauth|setbasicauth|basicauthcredentials|networkcredential|usernamepasswordcredentials|passwordauthentication|passwordcredential|simple_bind_s|simple_bind|bind_s|authenticate|credentials?)\s*=?\s*[(\[]\s*(?:[a-z_][\w.]*\s*=\s*)?(["'])((?:[^"'\\]|\\.){0,200})["']\s*,\s*(?:[a-z_][\w.]*\s*=\s*)?(["'])((?:[^"'\\]|\\.){1,200})["']`)

// reAuthPair is a user:password pair named by an authentication word in
// prose ("Basic auth for olivia:Tr0ub4dor failed", "credentials
// svc:hunter22 rejected"); host:port and key:value pairs have no such word
// before them.
var reAuthPair = lazyre.NewRare(`(?i)\b(?:auth(?:entication)?|credentials?|creds|login|logon|userpass)\s+(?:(?:for|with|as|using|of|pair)\s+)?([A-Za-z0-9._-]{2,64}):([^\s:@/'"<>]{3,128})`)

func detectCallCredentials(sc *scan) {
	if indexByte(sc.s, ':') >= 0 && sc.anyOf("auth", "cred", "login", "logon", "userpass") {
		for _, m := range reAuthPair.FindAllStringSubmatchIndex(sc.s, -1) {
			pw := strings.TrimRight(sc.s[m[4]:m[5]], ".,;)!?")
			if countDigits(pw) == len(pw) || stopValue(strings.ToLower(pw)) {
				continue // host:port, or a word after a colon
			}
			sc.add(m[2], m[3], phName)
			sc.add(m[4], m[4]+len(pw), phRedacted)
		}
	}
	if indexByte(sc.s, '(') < 0 && indexByte(sc.s, '[') < 0 {
		return
	}
	if !sc.anyOf("login", "auth", "credential", "bind") {
		return
	}
	for _, m := range reCallCredential.FindAllStringSubmatchIndex(sc.s, -1) {
		if v := sc.s[m[8]:m[9]]; len(v) >= 2 && !stopValue(strings.ToLower(v)) {
			sc.add(m[8], m[9], phRedacted)
		}
	}
}

// reCJKName is a name in Han, Hangul or Kana after a person noun and a
// separator (a space, a colon or a quote: these scripts write words
// together, and "用户不存在" is "user does not exist"), or Han before an
// honorific (様, さん, 先生, 殿, 씨, 님), or two or three capitalised Latin
// words before one (受取人 Tuan Anh 様の住所: a foreigner's name as their
// passport writes it; one word alone may be a firm's, addressed so too).
var reCJKName = lazyre.NewRare(`(?:\b(?i:user(?:name)?|customer|patient|full ?name|name|recipient|contact|member|client|sender|owner|holder)|ユーザー|ユーザ|利用者|会員|顧客|お客様|患者|氏名|名前|お名前|用户|用戶|使用者|客户|客戶|会员|會員|姓名|联系人|聯絡人|收件人|사용자|고객|회원|이름|환자|성명)(?:\s*[:：=]\s*|\s+|\s*[「『"'])([\p{Han}\p{Hangul}]{2,4}|[\p{Katakana}ー・]{2,12}|[\p{Hiragana}]{2,8})|([\p{Han}]{2,4})(?:様|さん|先生|殿|씨|님)|\b(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){1,2}) ?(?:様|さん|先生|殿)`)

func detectCJKNames(sc *scan) {
	if !hasScript(sc.s, leadCJK, cjkScripts) {
		return
	}
	detectHonorificNames(sc)
	for _, m := range reCJKName.FindAllStringSubmatchIndex(sc.s, -1) {
		if m[2] >= 0 {
			// 이름 참조의: after the word for "name", a word and its
			// particle, not a name
			// 고객 메모: after "customer", the label of a note
			// about them (NoteKey), not a name
			if v := sc.s[m[2]:m[3]]; !cjkWord(v) && !(hangulOnly(v) && hangulWords(v)) && !wordlist.NoteKey(v) {
				sc.add(m[2], m[3], phName)
			}
		} else if m[4] >= 0 {
			// ご担当者様, 管理者様, 運営さん: a word of the dictionaries
			// before an honorific is a role addressed politely, unless
			// the names data holds it too (山田さん)
			if v := sc.s[m[4]:m[5]]; !wordlist.Known(v) || wordlist.Surname(v) || wordlist.GivenName(v) {
				sc.add(m[4], m[5], phName)
			}
		} else if v := strings.ToLower(sc.s[m[6]:m[7]]); !wordlist.Brand(v) && !wordlist.Brand(firstWord(v)) && !wordlist.Tech(firstWord(v)) {
			sc.add(m[6], m[7], phName) // Google Cloud 様: a brand addressed politely
		}
	}
}

// cjkWord reports the words that follow "user" or "customer" in messages
// about accounts (creation, login, information…), which name no one.
func cjkWord(w string) bool {
	for _, stop := range []string{"作成", "登録", "削除", "更新", "情報", "認証", "存在", "名", "一覧", "設定", "管理", "権限", "取得",
		"登录", "登錄", "注册", "註冊", "信息", "資訊", "创建", "建立", "删除", "刪除", "权限", "權限", "认证", "認證", "名称", "名稱",
		"列表", "数据", "數據", "设置", "設置", "不存在", "已存在", "未找到", "错误", "錯誤", "失败", "失敗", "无效", "無效",
		"정보", "생성", "삭제", "등록", "인증", "없음", "이름", "로그인", "설정", "권한", "오류", "실패"} {
		if hasPrefix(w, stop) {
			return true
		}
	}
	return false
}

// hangulOnly reports a word written in Hangul only.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func hangulOnly(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return w != ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
