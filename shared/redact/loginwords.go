// Logins after the word for a user, a login or an account, in the
// languages error text comes in: "für Benutzer »hbrandt«", "l'utilisateur
// « x »", "Пользователь ivan_p", "ユーザー「x」", "사용자 x에게". In a login
// position a dictionary word is still a value (el usuario «golondrina»):
// quoted, it is masked unless it names a system or service account;
// written bare, it is masked when no language knows it or it has a
// login's shape (digits, "_", "."), when it is a Latin login inside a
// text in another script, or when only a dictionary knows it, no
// program's vocabulary (user kumquat, usuário girassol:
// loginDictionaryWord).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// loginWords are the words for a user, a login or an account (and their
// inflected forms a login follows) that no catalogue read into
// userword.fuse translates User or Username into (loginWord asks both):
// English's own, the words for an account and a login (konto, compte,
// cuenta, conta, hesap, akun, identifiant, Anmeldename, логин), the
// feminine forms (usuaria, utilisatrice), German's Nutzer, Greek's
// accusative χρήστη, Hebrew's with its article (המשתמש), Persian's کاربری,
// Hindi's उपयोगकर्ता and Bengali's ব্যবহারকারী (their auth catalogues say
// उपभोक्ता, সদস্য), and Thai's (a script without spaces, which the
// filter leaves out), Polish's login in its cases (o loginie, z
// loginem) and Romanian's account with its article (contul). A list of
// language words, not of values.
// Every other word the list held (Benutzer, utilisateur, użytkownika,
// пользователя, käyttäjätunnus, mtumiaji, lietotājs) is in userword.fuse,
// from the system catalogues or Django's auth catalogues.
var loginWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`user username login account
anmeldename nutzer nutzers konto
identifiant compte utilisatrice
usuaria cuenta conta
логин логін hesap akun χρήστη המשתמש کاربری उपयोगकर्ता ব্যবহারকারী
ผู้ใช้ บัญชี ชื่อผู้ใช้
loginie loginem loginu contul contului`) {
		m[w] = true
	}
	return m
}()

// sparseLoginWords are the words for a user or an account in languages
// no catalogue read gave and the knowledge has few words of (Azerbaijani
// hesab, Armenian օգտատեր, Urdu صارف, Tajik корбар, Maltese utent,
// Luxembourgish Benotzer, Malagasy, Zulu, Tagalog, Khmer, Amharic,
// Gujarati, Telugu, Lao, Burmese အသုံးပြုသူ, Somali isticmaale with its
// article -ha; Swahili's, Malay's, Hungarian's, Lithuanian's,
// Russian's, Kazakh's and Lao's for an account), each between spaces
// (wordIn). (Burmese's system catalogues write သုံးစွဲသူ, its apps
// အသုံးပြုသူ; Django's auth catalogues of Burmese, Luxembourgish and
// Maltese are untranslated, Somali has none.)
// The word after one is as often the sentence's verb no knowledge holds
// (Hesab bloklanıb, Benotzer gëtt net fonnt), so only a quoted value, a
// token made as logins are, a Latin one in another script's sentence or
// a word of small ASCII letters no language knows that the sentence
// goes on after is read as the login (sparseLoginNext). Language words,
// not values.
const sparseLoginWords = " hesab hesabı օգտատեր օգտատիրոջ صارف корбар корбари utent benotzer mpampiasa umsebenzisi gumagamit " +
	"អ្នកប្រើ ተጠቃሚ ઉપયોગકર્તા వినియోగదారు ຜູ້ໃຊ້ akaunti akaun fiók paskyra аккаунт тіркелгі ບັນຊີ အသုံးပြုသူ isticmaale isticmaalaha "

// sparseLoginNext reports, after a sparse language's login word w ending
// at s[j], a space and a quote or a token made as logins are (a digit,
// "_" or "."), a Latin token after a word of another script, or a word of
// three small ASCII letters or more that no knowledge holds with another
// word after it (L-utent gborg m'għandux, De Benotzer jangw huet): a
// login is written in ASCII and the sentence's verb seldom is (gëtt,
// bloklanıb), and the verb that ends a sentence has no word after it.
func sparseLoginNext(s string, j int, w string) bool {
	k := j
	for k < len(s) && (s[k] == ' ' || s[k] == ':') {
		k++
	}
	if k == j || k >= len(s) {
		return false
	}
	if indexByte("\"'«„“‘", s[k]) >= 0 || s[k] >= 0x80 && typoQuoteStart(s[k:]) {
		return true
	}
	b := k
	for b < len(s) && (isWord(s[b]) || s[b] == '.' || s[b] == '-') {
		b++
	}
	for b > k && (s[b-1] == '.' || s[b-1] == '-') {
		b--
	}
	v := s[k:b]
	if v == "" || !isLetter(v[0]) || b < len(s) && s[b] < 0x80 && isLetter(s[b]) {
		return false
	}
	return containsChars(v, "0123456789._") || scriptOf(firstRune(w)) != latin ||
		len(v) >= 3 && isLowerWord(v) && b+1 < len(s) && s[b] == ' ' && isWordRune(firstRune(s[b+1:])) && !knownWord(v)
}

// loginWord reports a word, lower case, for a user, a user name or a
// login in any language: the typed list's, or one the catalogues
// translate User or Username into, with the forms their own sentences
// write (userword.fuse: Catalan usuari, Armenian օգտագործող, Mongolian
// хэрэглэгч, Tamil பயனர், Bulgarian потребителят). A word of four bytes
// or less is not asked (the filter's rare stranger would be a common
// short word); the catalogues' shortest is five.
func loginWord(lw string) bool {
	return loginWords[lw] || len(lw) >= 5 && wordlist.UserWord(lw)
}

// loginWordPairs are the words for a user written as two words, keyed by
// their second, with the first words it takes: Vietnamese người dùng
// (user) and tài khoản (account), Russian учётная запись and Ukrainian
// обліковий запис (account), Turkish kullanıcı adı (user name), Mongolian
// нэвтрэх нэр (login name, its sign-in forms' label).
// Each is " second:first,first" (a constant: no map built at start).
const loginWordPairs = " dùng:người khoản:tài запись:учётная,учетная записи:учётной,учетной запис:обліковий adı:kullanıcı нэр:нэвтрэх "

// pairedLoginWord reports the second word w at s[i] of a two-word login
// word whose first word stands right before it.
// Every second word is written beyond ASCII (a test holds each to it),
// so a word of ASCII alone is none, without a search of the list.
func pairedLoginWord(s string, i int, w string) bool {
	if w == "" || isASCII(w) || containsChars(w, " :") {
		return false
	}
	k := indexStr(loginWordPairs, " "+w+":")
	if k < 0 {
		return false
	}
	firsts := loginWordPairs[k+len(w)+2:]
	firsts = firsts[:indexByte(firsts, ' ')]
	for more := true; more; {
		var first string
		first, firsts, more = cut(firsts, ",")
		if a := i - 1 - len(first); a >= 0 && s[i-1] == ' ' && strings.EqualFold(s[a:i-1], first) && (a == 0 || s[a-1] < utf8.RuneSelf && !isLetter(s[a-1])) {
			return true
		}
	}
	return false
}

// loginWordForm reports a case form of one of the languages' words for a
// user that ends in up to four letters more: Finnish käyttäjällä
// (adessive), Romanian utilizatorul and utilizatorului (the articled
// forms), Czech uživatelem. The word must be seven letters or more, so
// that a short word's longer relative (konto: kontor, an office; conta:
// contato, a contact) is none; English's account and username are left
// out (accountant, usernames).
func loginWordForm(lw string) bool {
	if len(lw) < 9 || lw[0] == 'a' || lw[0] == 'u' && lw[1] == 's' && lw[2] == 'e' {
		return false
	}
	e := len(lw)
	for k := 0; k < 4 && e > 0; k++ {
		_, n := utf8.DecodeLastRuneInString(lw[:e])
		e -= n
		if stem := lw[:e]; runeCount(stem) >= 7 && loginWord(stem) {
			return true
		}
	}
	return false
}

// roleWords name a database role, which is a login (PostgreSQL: role
// "x" does not exist); an application's role (role admin, collection of
// role: com.acme.Order.items) is not, so only a quoted one is judged.
// (Strings, not maps: a small map literal is code run at start, which
// the bootstrap pays for.)
// Swedish's and Georgian's are PostgreSQL 15's catalogues' words for it
// (rollen "%s" finns inte, როლი არ არსებობს: "%s").
const roleWords = " role rolle rôle rol ruolo роль роли rola roli rollen როლი "

// caselessRoleWords are the same catalogues' words for a role in the
// scripts without spaces (ロール"%s"は存在しません, 角色 "%s" 不存在): a
// quoted login follows.
const caselessRoleWords = "ロール 角色 "

// roleWord reports one of roleWords.
func roleWord(lw string) bool { return wordIn(roleWords, lw) }

// caselessLoginWords are the same words in scripts written without
// spaces: a login word may end a longer run (该用户, 対象ユーザー).
// Korean's 아이디 (ID) is its sign-in forms' word for the login (아이디
// 또는 비밀번호가 잘못되었습니다); Japanese's ログイン (login) before
// the ID glued to it (ログインID haru.sora).
const caselessLoginWords = "ユーザー ユーザ ユーザー名 アカウント ログイン 사용자 유저 계정 아이디 用户 用戶 使用者 用户名 帐号 账号 帳號 账户 "

// loginQuotes pairs each opening quotation mark with its closing one, in
// the styles of the languages: «x», »x«, „x“, “x”, 「x」, 『x』, ‹x›, ,,x”.
const loginQuotes = "\"\"''``«»»«„““”””‘’’’「」『』‹››‹＂＂〈〉《》[]<>"

// loginQuoteOpeners pairs each closing quotation mark with its opening one.
const loginQuoteOpeners = "''\"\"”“’‘」「』『»«"

// quotePair returns the mark paired with r in pairs (loginQuotes,
// loginQuoteOpeners).
func quotePair(pairs string, r rune) (rune, bool) {
	for i := 0; i < len(pairs); {
		a, n := decodeRune(pairs[i:])
		b, m := decodeRune(pairs[i+n:])
		if a == r {
			return b, true
		}
		i += n + m
	}
	return 0, false
}

// maxLogin is the longest login read (Linux allows 32, directories 64).
const maxLogin = 64

// detectLoginWords masks the login after a word for a user in any
// language.
func detectLoginWords(sc *scan) {
	s := sc.s
	var dom script
	domDone := false
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		// a run of letters of one kind: a word, or a caseless run
		caseless := caselessRune(r)
		j := i + n
		for j < len(s) {
			r2, n2 := utf8.DecodeRuneInString(s[j:])
			if !unicode.IsLetter(r2) && !isMark(r2) && r2 != 'ー' || caselessRune(r2) != caseless {
				break
			}
			j += n2
		}
		w := s[i:j]
		hit, role := false, false
		if caseless {
			for l := caselessLoginWords; l != ""; {
				var lw string
				lw, l = nextPrefix(l)
				if hasSuffix(w, lw) {
					hit = true
					break
				}
			}
			for l := caselessRoleWords; l != "" && !hit; {
				var lw string
				lw, l = nextPrefix(l)
				if hasSuffix(w, lw) {
					hit, role = true, true
				}
			}
		} else {
			lw := strings.ToLower(w)
			// Käyttäjätunnuksella, Потребителят, Vartotojas: another
			// language's word for a user in a case the catalogues write
			// (userword.fuse), beyond the list's forms
			// investigator wulan.p, seller okonkwo_a: a party's noun
			// (partyKey's: a tenant is as often an organisation, tenant
			// acme-prod) before a token made as logins are
			hit = loginWord(lw) || roleWord(lw) || pairedLoginWord(s, i, lw) || loginWordForm(lw) || partyKey(lw) || loginCompound(w, lw) ||
				wordIn(sparseLoginWords, lw) && sparseLoginNext(s, j, lw)
		}
		if caseless && !hit {
			// '하지연' 사용자가 이미 있습니다: Korean writes the login
			// before the word for a user, which its particle ends
			for l := caselessLoginWords; l != ""; {
				var lw string
				lw, l = nextPrefix(l)
				// 사용자맵 (user map) is another noun: in Korean the word
				// and its particle only (「林志豪」使用者已存在: Chinese
				// writes the sentence on)
				if rest, ok := cutPrefix(w, lw); ok && (!hangulOnly(lw) || wordIn(hangulParticles, rest)) {
					loginBefore(sc, i)
					break
				}
			}
		}
		// the login before the noun is judged whether or not the noun
		// leads one too (Armenian's user name is no login word: what
		// follows it is the sentence's)
		if !caseless && wordIn(loginBeforeWords, strings.ToLower(w)) {
			loginBareBefore(sc, i)
		}
		if hit {
			if !domDone {
				dom, domDone = dominantScript(s), true
			}
			loginAfter(sc, i, j, dom, role || roleWord(strings.ToLower(w)))
		} else if !caseless && loginTypeName(w) {
			// UserNotFoundException: kiwi_lover, UserNotFound("vaca_loca"):
			// an error type named for a user not found or refused carries
			// the login it was raised for
			if !domDone {
				dom, domDone = dominantScript(s), true
			}
			if j+1 < len(s) && s[j] == '(' && (s[j+1] == '"' || s[j+1] == '\'') {
				if end := indexByte(s[j+2:min(len(s), j+2+maxLogin+1)], s[j+1]); end > 0 {
					if v := s[j+2 : j+2+end]; !loginKept(v) && countDigits(v) < len(v) && !redactPlaceholder(v) && !contains(v, " ") {
						sc.add(j+2, j+2+end, phPathUser)
					}
				}
			} else {
				loginAfter(sc, i, j, dom, false)
			}
		}
		i = j
	}
}

// loginBefore masks the quoted login right before the login word at s[i]
// (one space between), as Korean orders them.
func loginBefore(sc *scan, i int) {
	s := sc.s
	k := i
	if k > 0 && s[k-1] == ' ' {
		k--
	}
	cl, n := utf8.DecodeLastRuneInString(s[:k])
	op, ok := quotePair(loginQuoteOpeners, cl)
	if !ok || k-n <= 0 {
		return
	}
	e := k - n
	lo := max(0, e-96)
	o := strings.LastIndex(s[lo:e], string(op))
	if o < 0 {
		return
	}
	a := lo + o + len(string(op))
	v := s[a:e]
	if v == "" || v != strings.TrimSpace(v) || containsChars(v, "\n[]<>") || strings.Count(v, " ") > 3 {
		return
	}
	if loginKept(v) || countDigits(v) == len(v) || redactPlaceholder(v) {
		return
	}
	sc.add(a, e, phPathUser)
}

// loginBeforeWords are the login words of languages that write the login
// before the noun, bare: Turkish "ayse.d kullanıcısı için" (and the
// genitive and dative the sentence goes on with: kullanıcısının profili),
// Hungarian "a(z) zsofi_nagy felhasználó" (and its word for a user name,
// felhasználónév, in its cases), Armenian "x օգտանունն արդեն զբաղված է"
// (the user name, with its article -ը or -ն) and "x օգտատերը չի …" (the
// user, sparseLoginWords' օգտատեր with its article).
const loginBeforeWords = " kullanıcı kullanıcısı kullanıcısının kullanıcısına kullanıcının felhasználó felhasználónév felhasználónevet felhasználónévvel " +
	"օգտանուն օգտանունը օգտանունն օգտատերը "

// loginBareBefore masks a bare login right before the login word at s[i]
// (one space between) when it has a login's shape (a "_" or "." inside,
// or digits among letters): a word alone there is the sentence's.
func loginBareBefore(sc *scan, i int) {
	s := sc.s
	if i < 2 || s[i-1] != ' ' {
		return
	}
	e := i - 1
	a := e
	for a > 0 && e-a <= maxLogin && (isWord(s[a-1]) || s[a-1] == '.' || s[a-1] == '-') {
		a--
	}
	if a > 0 && (s[a-1] >= utf8.RuneSelf || indexByte("/\\@:=", s[a-1]) >= 0) || e-a > maxLogin {
		return // a longer word's tail, a path's or an address's
	}
	for e > a && indexByte(".-", s[e-1]) >= 0 {
		e--
	}
	v := s[a:e]
	d := countDigits(v)
	// a lower-case word that no language knows stands there as a login
	// too (Hiba: vhorvath felhasználó jelszava lejárt)
	unknown := d == 0 && isASCII(v) && strings.ToLower(v) == v && !contains(v, "-") && !knownWord(v) && !codeValueWord(sc, v)
	if v == "" || !containsChars(v, "_.") && (d == 0 && !unknown || d == len(v)) || d == len(v) {
		return
	}
	if hostOrAddress(v) || containsChars(v, ".") && codeValue(v) && !givenNamePart(v) || loginKept(v) {
		return
	}
	sc.add(a, e, phPathUser)
}

// loginAfter judges what follows the login word s[i:j].
func loginAfter(sc *scan, i, j int, dom script, quotedOnly bool) {
	s := sc.s
	k := j
	seps := 0
	idSkipped := false
	for k < len(s) && seps < 6 {
		r, n := decodeRune(s[k:])
		if r == ' ' || r == '\u00a0' || r == '\u202f' || r == '\t' || r == ':' || r == '=' || r == '#' || r == '：' {
			k += n
			seps++
			continue
		}
		// user ID jsmith: denied: the id's label between the word and
		// its value names what follows, the login itself (once)
		// (ログインID haru.sora: a caseless word's ID glued to it)
		if (k > j || caselessRune(firstRune(s[i:j]))) && !idSkipped && k+3 < len(s) && (s[k:k+2] == "ID" || s[k:k+2] == "Id" || s[k:k+2] == "id") && (s[k+2] == ' ' || s[k+2] == ':' || s[k+2] == '=') {
			k += 2
			idSkipped, seps = true, 3
			continue
		}
		break
	}
	// ang user na bayanireyes: Tagalog links the noun to the login after
	// it with "na", and its determiner before the noun (ang, ng, sa)
	// says the sentence is Tagalog's
	if k > j && hasPrefix(s[k:], "na ") && tagalogDeterminerBefore(s, i) {
		k += 3
	}
	if k >= len(s) {
		return
	}
	r, n := decodeRune(s[k:])
	if hasPrefix(s[k:], ",,") { // Polish ,,x''
		r, n = '„', 2
	}
	if cl, ok := quotePair(loginQuotes, r); ok {
		// a quote glued to the word closes the word itself ("role": …) or
		// is a possessive (user's); only a caseless script glues its
		// brackets to the word before them (ユーザー「x」)
		if k == j && !caselessRune(firstRune(s[i:j])) {
			return
		}
		// {"用户名": "…"}: the quote after the word closes the one before
		// it, the key's own
		if before, _ := utf8.DecodeLastRuneInString(s[:i]); k == j && before == r {
			return
		}
		a := k + n
		end := strings.IndexRune(s[a:min(len(s), a+96)], cl)
		if r == '„' && end < 0 {
			end = strings.IndexRune(s[a:min(len(s), a+96)], '”')
		}
		if r == '„' && hasPrefix(s[k:], ",,") && end < 0 {
			end = indexStr(s[a:min(len(s), a+96)], "''")
		}
		if end <= 0 {
			return
		}
		v := strings.TrimSpace(strings.Trim(s[a:a+end], "\u00a0\u202f"))
		if v == "" || containsChars(v, "\n[]<>") || strings.Count(v, " ") > 3 || (r == '[' || r == '<') && contains(v, " ") {
			return
		}
		va := a + indexStr(s[a:a+end], v)
		if loginKept(v) || countDigits(v) == len(v) || redactPlaceholder(v) || filePathValue(v) || pointer(v) {
			return // пользователя "/home/x/.ssh": a file, which the path rules judge
		}
		sc.add(va, va+len(v), phPathUser)
		return
	}
	// a bare login: a run of login characters, cut where a caseless
	// script's particle is glued to it (haneul에게); a caseless run is
	// the sentence going on, which the name rules of its script judge
	if quotedOnly && k > j && r < utf8.RuneSelf && isLetter(byte(r)) {
		// connected as role n.petrov: a bare role is an application's
		// (role admin) unless it is written as a person's login, an
		// initial and a name of the names data
		b := k
		for b < len(s) && b-k <= maxLogin && (isLetter(s[b]) || s[b] == '.') {
			b++
		}
		if b-k <= maxLogin && initialNameLogin(s[k:b]) && (b == len(s) || !isWord(s[b])) {
			sc.add(k, b, phPathUser)
		}
		return
	}
	if caselessRune(r) && !quotedOnly && k > j {
		kanaHangulLogin(sc, k)
		return
	}
	if caselessRune(r) || quotedOnly || k == j || !isWordRune(r) {
		// glued to the word (user.rb, node-role.kubernetes.io) or an
		// option (login --password-stdin): no login follows
		return
	}
	a, b := k, k
	for b < len(s) && b-a <= maxLogin {
		r, n := decodeRune(s[b:])
		if r < utf8.RuneSelf {
			if !(isWord(s[b]) || s[b] == '.' || s[b] == '-' || s[b] == '@' || s[b] == '\\' || s[b] == '+') {
				break
			}
		} else if !letterRune(r) && !unicode.Is(unicode.M, r) || b > a && scriptOf(r) != scriptOf(firstRune(s[a:])) {
			break
		}
		b += n
	}
	if b-a > maxLogin {
		return // longer than any login: not one, and not read again
	}
	for b > a && indexByte(".-\\+", s[b-1]) >= 0 {
		b--
	}
	if b <= a {
		return
	}
	v := s[a:b]
	lv := strings.ToLower(v)
	if b < len(s) && (s[b] == ':' || s[b] == '/') && b+1 < len(s) && !isSpace(s[b+1]) && !lineNumberEnd(s, b) {
		return // a longer name's head: User: arn:aws:…, a URL
	}
	if hostOrAddress(v) || containsChars(v, ".") && codeValue(v) && !givenNamePart(v) && !wordPairLogin(v) {
		return // a host, or code (com.acme.shop.Order.items); a given name and an initial (lina.m) is a login
	}
	if !quotedOnly && wordIn(" de do da del di du ", lv) && scriptOf(firstRune(s[i:j])) == latin {
		qualifiedLogin(sc, b)
		return
	}
	// contul doamnei Ionescu: a courtesy title leads the holder's name,
	// which the name rules read; it is no login
	if loginKept(v) || stopHandle(lv) || foreignStop(lv) || allUpperLetters(v) && len(v) <= 5 || wordIn(courtesyTitlesIntl, lv) {
		return
	}
	if upperRune(firstRune(v)) && idQualifier(s, a, b) {
		// (Identifiant Sametime: c5a3217af3e5): French's login word is its
		// ID too, and the product after it qualifies the id's label
		return
	}
	wordScript := scriptOf(firstRune(s[i:j]))
	shaped := containsChars(v, "_.@\\") || countDigits(v) > 0 && countDigits(v) < len(v)
	switch {
	case countDigits(v) == len(v), pointer(v):
		return // a number: a user id is an identifier; 0x1A2B: a key's or a process's
	case (len(v) == 8 || len(v) == 16 || len(v) == 40) && strings.Trim(v, "0123456789ABCDEF") == "":
		// gpg: … klucz użytkownika DA87E80D6294BE9B: an OpenPGP key's
		// short or long id or fingerprint as gpg writes them, no login
		return
	case shaped, !knownWord(v) && !codeValueWord(sc, lv):
	case isASCII(v) && !knownAsWritten(v) && nameSegments(lv) && !codeValueWord(sc, lv):
		// utilizatorul ipopescu: a login of a name's parts (an initial
		// and a surname) that only a language's word forms read as a
		// word, as after "@" (lkowalski@backup01)
	case isASCII(v) && wordScript != latin:
		// a Latin login in a sentence of another script
	case wordsLogin(lv) && !codeValueWord(sc, lv):
		// user kiwi_lover: a handle of everyday words
	case loginDictionaryWord(v) && !codeValueWord(sc, lv) && !predicateAfter(s, i, j, b):
		// l'utente lucciola, user kumquat: a dictionary's word no
		// program writes, where a login stands
	case knownWordLogin(strings.ToLower(s[i:j]), v, lv, s, b) && !codeValueWord(sc, lv):
		// user sunflower does not have: a word no program writes
		// there, the sentence going on after it
	default:
		return
	}
	sc.add(a, b, phPathUser)
}

// kanaHangulLogin masks the token at s[k], after a login word and a
// space, written in kana or Hangul with a digit or an underscore in it
// (アカウント たなか_ひろし は無効, 아이디 김서준92 가 존재하지): a
// sentence's words are not written so, a login is. A run without them is
// the sentence going on, which the name rules of its script judge.
func kanaHangulLogin(sc *scan, k int) {
	s := sc.s
	sr := scriptOf(firstRune(s[k:]))
	if sr != hangul && !unicode.In(firstRune(s[k:]), unicode.Hiragana, unicode.Katakana) {
		return
	}
	b, shaped := k, false
	for b < len(s) && b-k <= maxLogin {
		r, n := decodeRune(s[b:])
		switch {
		case r == '_' || r >= '0' && r <= '9':
			shaped = true
		case r == 'ー' || sr == hangul && scriptOf(r) == hangul || sr != hangul && unicode.In(r, unicode.Hiragana, unicode.Katakana):
		default:
			n = 0
		}
		if n == 0 {
			break
		}
		b += n
	}
	if shaped && b-k <= maxLogin && (b == len(s) || s[b] == ' ' || !isWordRune(firstRune(s[b:]))) {
		sc.add(k, b, phPathUser)
	}
}

// tagalogDeterminerBefore reports Tagalog's determiner (ang, ng, sa) and
// a space right before s[i].
func tagalogDeterminerBefore(s string, i int) bool {
	for _, d := range [...]string{"ang ", "ng ", "sa "} {
		if a := i - len(d); a >= 0 && strings.EqualFold(s[a:i], d) && (a == 0 || !isLetter(s[a-1])) {
			return true
		}
	}
	return false
}

// lineNumberEnd reports ":" and digits at s[b] that end the text or its
// line: a frame's line number after the message it located (… owned by
// account x:41), no longer name's part.
func lineNumberEnd(s string, b int) bool {
	if s[b] != ':' {
		return false
	}
	e := b + 1
	for e < len(s) && e-b <= 6 && s[e] >= '0' && s[e] <= '9' {
		e++
	}
	return e > b+1 && e-b <= 6 && (e == len(s) || s[e] == '\n')
}
