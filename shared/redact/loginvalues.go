// What a token after a login word is: a login of a person (a given name
// and an initial, a word only a dictionary knows, a compound's words) or
// something a program writes there (a system account, a placeholder, its
// own predicate). loginwords.go finds the login words and where their
// value stands.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// initialNameLogin reports a login of an initial and a name, joined by a
// dot (n.petrov, anna.k): the name of four letters or more a given name or
// a surname of the names data.
func initialNameLogin(v string) bool {
	x, y, ok := cut(strings.ToLower(v), ".")
	if !ok || contains(y, ".") || len(x) != 1 && len(y) != 1 || len(x)+len(y) < 5 {
		return false
	}
	n := x
	if len(x) == 1 {
		n = y
	}
	return givenNameData(n) || surnameData(n)
}

// caselessRune reports a letter of a script written without spaces
// between words (Han, kana and the prolonged sound mark, Hangul).
func caselessRune(r rune) bool {
	return r == 'ー' || r >= utf8.RuneSelf && (scriptOf(r) == cjk || scriptOf(r) == hangul)
}

// codeValueWord reports a word of the event's own code.
func codeValueWord(sc *scan, lw string) bool { return sc.code != nil && sc.code.has(lw) }

// redactPlaceholder reports one of the redactor's own placeholders' names
// (what an earlier pass left: user [user]).
func redactPlaceholder(v string) bool {
	switch "[" + v + "]" {
	case phEmail, phIP, phJWT, phCred, phSecret, phKey, phCard, phToken, phUser, phRedacted, phNumber, phPhone, phName,
		phAddress, phIBAN, phNatID, phMAC, phGeo, phPathUser, phHost, phWebhook, phEncoded, phValue:
		return true
	}
	return false
}

// isWordRune reports a letter or a digit.
func isWordRune(r rune) bool { return letterRune(r) || digitRune(r) }

func firstRune(s string) rune {
	r, _ := decodeRune(s)
	return r
}

// loginKept reports a login that names no person: a system account, a
// service account or a placeholder.
func loginKept(v string) bool {
	lv := strings.ToLower(strings.Trim(v, "<>()"))
	if u, g, ok := cut(lv, ":"); ok && u != "" && g != "" && !contains(g, ":") {
		return loginKept(u) && loginKept(g) // chown's user:group
	}
	if k := strings.LastIndexAny(lv, "\\/"); k > 0 && k < len(lv)-1 {
		return loginKept(lv[k+1:]) // CORP\\svc_backup: the account after its domain
	}
	return stopValue(lv) || systemAccount(lv) || isPlaceholder(lv) || serviceLogin(lv)
}

// givenNamePart reports a value of which a part is a given name of the
// names data (lina.m, m.lina): in a login position such a dotted value is
// a person's login, however short its other parts are.
func givenNamePart(v string) bool {
	found := false
	eachPart(v, func(p string) bool {
		found = len(p) >= 3 && givenNameData(strings.ToLower(p))
		return !found
	})
	return found
}

// loginDictionaryWord reports a word in small Latin letters that only a
// dictionary knows, or beyond ASCII only a compound's split (kleinerbär):
// no catalogue's template, no code or technical vocabulary, no function
// word, and no form of a program's word (a template word with up to three
// letters more: complaints, sisestas).
// After a login word it is somebody's login made of a word (usuário
// girassol, user fisherman); what a program writes there is its own
// vocabulary (user deleted, utente sconosciuto, account locked). Logins
// are written in ASCII; a dictionary's word with marks there is the
// sentence's (compte clôturé), and a capital starts a name the name rules
// judge.
func loginDictionaryWord(lw string) bool { // lw: the word as written
	if lw != strings.ToLower(lw) || scriptOf(firstRune(lw)) != latin || !isLowerWord(lw) && wordlist.KnownEntry(lw) || programWord(lw) || wordlist.FunctionWord(lw) || loginWord(lw) || roleWord(lw) {
		return false
	}
	for k := 1; k <= 3 && len(lw)-k >= 4; k++ {
		if programWord(lw[:len(lw)-k]) {
			return false
		}
	}
	return true
}

// loginCompoundHeads are the words for an account or a user that German,
// Dutch and the Nordic languages close a compound with (Elternkonto,
// Mitgliedskonto, gebruikersaccount, brukerkonto): language words.
const loginCompoundHeads = "konto account nutzer benutzer gebruiker bruker användare bruger käyttäjä "

// loginCompound reports a compound w (lw in lower case) of a known word
// and one of loginCompoundHeads (a linking s allowed): the word for whose
// account it is, a login follows as after the head alone. A capital
// inside is code's name, not a compound (merchantAccount AcmeShopEU).
func loginCompound(w, lw string) bool {
	if len(lw) < 8 || len(w) > 1 && strings.ToLower(w[1:]) != w[1:] {
		return false
	}
	for l := loginCompoundHeads; l != ""; {
		var h string
		h, l = nextPrefix(l)
		head, ok := cutSuffix(lw, h)
		if !ok || runeCount(head) < 4 {
			continue
		}
		if wordlist.KnownEntry(head) || wordlist.KnownEntry(trimSuffix(head, "s")) {
			return true
		}
	}
	return false
}

// predicateAfter reports the word ending at b, after the login word
// s[i:j] of another language than English, ending its sentence too: in
// the languages that put the verb last it is the predicate (hesap
// kilitlendi, felhasználó letiltva), not a login.
func predicateAfter(s string, i, j, b int) bool {
	if wordIn(" user username login account ", strings.ToLower(s[i:j])) {
		return false
	}
	return b == len(s) || indexByte(".,;!?)\n", s[b]) >= 0
}

// knownWordLogin reports a known word v (lv in lower case) in small ASCII
// letters that stands right after a word for a user (English's user or
// username, a catalogue's User or Username, lw: no word for an account,
// which an adjective follows, contul bancar) with the sentence going on after it at s[b]: Gitea's
// "user sunflower does not have write access", "l'utente lucciola non è
// abilitato". A program's accounts are its own vocabulary (root, admin,
// postgres: the code's and the catalogues' words, system and service
// accounts), and so is what it writes after the noun (user data, user
// request, utente sconosciuto: a catalogue's word; user deleted, user
// complaints: a code word with up to three letters more); a word that only a dictionary, a
// technical list or a bloom of error text knows is somebody's login made
// of a word.
func knownWordLogin(lw, v, lv, s string, b int) bool {
	if lw != "user" && lw != "username" && (len(lw) < 5 || !wordlist.UserWord(lw)) || len(v) < 4 || !isLowerWord(v) || b+1 >= len(s) || s[b] != ' ' || !isLetter(s[b+1]) {
		return false
	}
	if !knownWord(lv) || wordlist.Code(lv) || wordlist.Template(lv) || wordlist.FunctionWord(lv) || codeVerbForm(lv) || stateWord(lv) ||
		loginKept(lv) || loginWord(lv) || roleWord(lv) || givenNameData(lv) {
		return false
	}
	if hasSuffix(lv, "s") && knownWord(lv[:len(lv)-1]) {
		return false // user complaints, user preferences: a plural, the noun's compound
	}
	for k := 1; k <= 3 && len(lv)-k >= 4; k++ {
		if w := lv[:len(lv)-k]; wordlist.Code(w) || wordlist.Template(w) {
			return false
		}
	}
	return true
}

// qualifiedLogin masks, after a login word, a Romance "de" (or do, da,
// del, di, du) ending at s[b] and the one word in small letters that
// says what kind of account it is (a conta de desenvolvedor, la cuenta
// de administrador, le compte de service), the login after them when it
// is made as logins are (a digit, "_" or ".") or is a word of small
// ASCII letters no knowledge holds: a conta de desenvolvedor
// dulcedeleche. A known word there is the sentence's (cuenta de usuario
// bloqueada), and a system or service account no one's.
func qualifiedLogin(sc *scan, b int) {
	s := sc.s
	if b+1 >= len(s) || s[b] != ' ' {
		return
	}
	q := b + 1
	for q < len(s) && (s[q] >= 'a' && s[q] <= 'z' || s[q] >= 0x80 && s[q] != 0xC2) {
		q++
	}
	if q-b-1 < 4 || q+1 >= len(s) || s[q] != ' ' || !knownWord(s[b+1:q]) {
		return
	}
	a := q + 1
	e := a
	for e < len(s) && e-a <= maxLogin && (isWord(s[e]) || s[e] == '.' || s[e] == '-') {
		e++
	}
	for e > a && (s[e-1] == '.' || s[e-1] == '-') {
		e--
	}
	if e-a < 4 || e-a > maxLogin || e < len(s) && s[e] >= 0x80 || !isLetter(s[a]) {
		return
	}
	v := s[a:e]
	lv := strings.ToLower(v)
	shaped := containsChars(v, "_.") || countDigits(v) > 0 && countDigits(v) < len(v)
	if loginKept(lv) || codeValueWord(sc, lv) || hostOrAddress(v) || !shaped && (!isLowerWord(v) || knownWord(lv)) {
		return
	}
	sc.add(a, e, phPathUser)
}
