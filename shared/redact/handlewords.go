// Handles made of ordinary words where only a person stands: people pick
// logins out of the dictionary (sunflower, honeybee, nightowl,
// blue_falcon), so where the grammar says a person stands, a dictionary
// word is no reason to keep a token; only knowledge that it is code (a
// code word, an error message's word, a function word, a product's name,
// the event's own code or a system's account) is. Three such places: a
// person's or an account's noun, the token, and what people do or what is
// done to them (player sunflower kicked, profile nightowl reported, post
// by quietriver hidden); the members of a Redis set, list or sorted set
// whose key names people (SADD online_users honeybee); and a login an
// e-mail address's local part names once masked (commit by sara.n
// <sara.n@…>: accountechoes.go echoes it). And in Tagalog, whose grammar
// marks a person's name with its own articles, the word after one.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectEventHandles, detectRedisMembers, detectTagalogPersons)
}

// eventVerbWords are what a person does or is done to as a service's
// account, each between spaces (wordIn): a game's, a forum's, a
// marketplace's or a chat's moderation and membership (kicked, banned,
// muted, left, joined), and the acts personVerbAfter reads only people
// do. A program's object is started, failed, loaded or disconnected;
// those stay out, so driver i915 failed keeps its device.
const eventVerbWords = " kicked banned unbanned muted unmuted suspended blocked unblocked left joined rejoined quit " +
	"declined reported flagged hidden shadowbanned promoted demoted logged signed commented wrote replied " +
	"registered subscribed unsubscribed invited mentioned said asked "

// eventVerbList is eventVerbWords as a list, for anyOf.
var eventVerbList = strings.Fields(eventVerbWords)

// accountNounWords are the nouns of a person in a service, beyond
// handleNoun's, after which that person's handle stands (player
// sunflower, driver kiwi, party leader blue_falcon, profile nightowl):
// each is a thing too (driver postgres, player state, leader election,
// member function), which is why the token must be followed by a person's
// event and must be no code's word.
const accountNounWords = " player players driver rider passenger streamer viewer moderator mod profile leader captain " +
	"teammate opponent follower creator poster commenter reviewer reporter assignee account host guest winner seller buyer "

// eventNoun reports a noun or a preposition after which, with a person's
// event after the next token, that token is a person's handle: the nouns
// of users and accounts, and "by" (post by quietriver hidden: the agent of
// the act is the post's author).
func eventNoun(w string) bool {
	return w == "by" || handleNoun(w) && !weakNoun(w) && w != "named" && w != "called" || wordIn(accountNounWords, w)
}

// detectEventHandles masks the token between a person's or an account's
// noun and a person's event (player sunflower kicked, driver kiwi
// declined 5 trips, party leader blue_falcon left, post by quietriver
// hidden) unless the token is code's (handleThing).
func detectEventHandles(sc *scan) {
	states := sc.anyOf(accountStatePhrases...)
	if !states && !sc.anyOf(eventVerbList...) {
		return
	}
	s := sc.s
	// three tokens in a row, one space apart: the noun, the handle, the
	// event
	var prev, cur [2]int // a token's bounds; prev[1] == 0: none
	for i := 0; i < len(s); {
		if !loginByte(s[i]) || s[i] >= 0x80 {
			i++
			continue
		}
		j := i
		for j < len(s) && loginByte(s[j]) && s[j] < 0x80 {
			j++
		}
		e := j
		for e > i && (s[e-1] == '.' || s[e-1] == '-') {
			e-- // a sentence's full stop, a dash after the word
		}
		next := [2]int{i, e}
		if prev[1] > 0 && cur[1] > 0 && cur[0] == prev[1]+1 && s[prev[1]] == ' ' && next[0] == cur[1]+1 && s[cur[1]] == ' ' &&
			(eventAt(s, next) && eventNoun(strings.ToLower(s[prev[0]:prev[1]])) ||
				states && accountStateAt(sc.lower, next[0]) && stateNoun(strings.ToLower(s[prev[0]:prev[1]]))) {
			// after "by" a program acts as often as a person (blocked by
			// cloudflare): a technical term keeps its word there
			if t := s[cur[0]:cur[1]]; eventHandle(t) && !handleThing(sc, t) && !(s[prev[0]:prev[1]] == "by" && wordlist.Tech(t)) {
				sc.addSure(cur[0], cur[1], phPathUser)
			}
		}
		prev, cur = cur, next
		i = j
	}
}

// eventAt reports a person's event at the token t, in the active or after
// the passive's auxiliary (player x kicked, player x was kicked, member x
// has been muted, user x got banned).
func eventAt(s string, t [2]int) bool {
	w := s[t[0]:t[1]]
	if wordIn(eventVerbWords, w) {
		return true
	}
	if !wordIn(" was is got has been ", w) {
		return false
	}
	k := t[1]
	if w == "has" && hasPrefix(s[k:], " been") {
		k += 5
	}
	if k+1 >= len(s) || s[k] != ' ' {
		return false
	}
	e := k + 1
	for e < len(s) && isLetter(s[e]) {
		e++
	}
	return wordIn(eventVerbWords, s[k+1:e])
}

// accountStatePhrases are what error messages say of an account, and
// of no thing an account owns, after its login (user X is suspended,
// customer X has no access, member X cannot log in): a login stands
// before them. "not found" and "does not exist" are said of a user's
// things too (user avatar not found, user consent not found), "is
// disabled" and "is locked" of a feature (user provisioning is disabled).
var accountStatePhrases = []string{"is suspended", "is banned", "is deactivated", "is not authorized", "is not authorised",
	"is not allowed to", "is not permitted to", "not authorized to", "was banned", "was suspended", "has been banned",
	"has been suspended", "has no access", "has no permission", "does not have access", "does not have permission",
	"lacks permission", "cannot log in", "could not log in", "failed to log in", "cannot sign in", "could not sign in"}

// accountStateAt reports one of accountStatePhrases at lower[i:].
func accountStateAt(lower string, i int) bool {
	for _, p := range accountStatePhrases {
		if hasPrefix(lower[i:], p) && (p[len(p)-1] == ' ' || i+len(p) == len(lower) || !isWord(lower[i+len(p)])) {
			return true
		}
	}
	return false
}

// stateNoun reports a noun after which, with an account's state after
// the next token, that token is the account's login: the user nouns
// (handleNoun's but the prepositions', named's and called's) and a
// service's members (player, rider, passenger); a driver, a host, a
// leader or a profile not found is a thing's (driver nouveau not found).
func stateNoun(w string) bool {
	return handleNoun(w) && !weakNoun(w) && w != "named" && w != "called" && !nickNoun(w) || wordIn(" player rider passenger streamer account ", w)
}

// eventHandle reports a token written as a handle is: in small letters,
// of three characters or more, a letter first (sunflower, blue_falcon,
// lionheart_07; not a number, a key's capitals or a class's name).
func eventHandle(t string) bool {
	if len(t) < 3 || len(t) > 40 || t[0] < 'a' || t[0] > 'z' {
		return false
	}
	for i := 0; i < len(t); i++ {
		if t[i] >= 'A' && t[i] <= 'Z' {
			return false
		}
	}
	return true
}

// handleThing reports a token where a person's handle stands that is
// code's or a system's, not a person's: a system's or a service's account,
// the event's own code, and a word of one piece that the code or error
// vocabulary, the function words, a role or a product's name holds
// (player state, user agent, member function, driver postgres). A
// dictionary's word is no reason (player sunflower), nor are code words
// written together (nightowl, quietriver: what a person makes a login
// of). A token of several pieces (blue_falcon, lionheart_07) is code's
// only when the technical or error vocabulary holds every piece
// (redis_cache, db_01).
func handleThing(sc *scan, t string) bool {
	if loginKept(t) || systemAccount(t) || svcAccount(t) || serviceLogin(t) || sc.code.has(t) || sc.ownCode(t) {
		return true
	}
	if containsChars(t, "._-0123456789") {
		all := true
		for _, p := range splitParts(t) {
			all = all && (p == "" || wordlist.Tech(p) || errWord(p) || stopHandle(p) || loginKept(p) || wordlist.Code(p) && len(p) <= 3)
		}
		return all || hostLike(t)
	}
	return wordlist.Code(t) || errWord(t) || wordlist.FunctionWord(t) || stopHandle(t) || commonWord(t) || productName(t) ||
		nameNouns.has(t) || wordIn(personRoleWords, t) || wordIn(accountNounWords, t)
}

// foreignHandleWord reports, after another language's word for the user
// (Brugeren, Utente, Käyttäjä: foreignUserNoun), a word in small letters
// of that language's dictionary that no catalogue writes, before a word
// the catalogues or the function words hold (Brugeren mettes er låst):
// the sentence goes on with its verb, so the word between is the user's
// login, not the message's word. A catalogue's word there is the message's
// (Brugeren findes ikke, Benutzer gesperrt), as is a code word (Brugeren
// data er …) or a function word.
func foreignHandleWord(s string, e int, w string) bool {
	if runeCount(w) < 4 || wordlist.Template(w) || codeWord(w) || wordlist.FunctionWord(w) || foreignStop(w) || !lettersOnly(w) && !otherAlphabetWord(w) {
		return false
	}
	if e+1 >= len(s) || s[e] != ' ' {
		return false
	}
	c, d := lowerWordAt(s, e+1)
	return c == e+1 && (d == len(s) || isSpace(s[d]) || indexByte(".,;:", s[d]) >= 0) && (wordlist.FunctionWord(s[c:d]) || wordlist.Template(s[c:d]))
}

// wordNumberLogin reports a handle of three letters or more, in any
// alphabet, and one to four digits after them (jahoda77, blumenkind88,
// медвежонок12): after the word for a user or a player it is the
// person's, though the letters are a word and the keep passes, which see
// only the token, would read a common word and a counter.
func wordNumberLogin(w string) bool {
	d := len(w)
	for d > 0 && isDigit(w[d-1]) {
		d--
	}
	if len(w)-d < 1 || len(w)-d > 4 || runeCount(w[:d]) < 3 {
		return false
	}
	for _, r := range w[:d] {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// redisSetCommands are the Redis commands whose arguments after the key
// are the members of a set, a sorted set or a list, each between spaces.
const redisSetCommands = " SADD SREM SISMEMBER SMISMEMBER ZADD ZREM ZSCORE ZMSCORE ZRANK ZREVRANK ZINCRBY LPUSH RPUSH LPUSHX RPUSHX LREM PFADD "

// detectRedisMembers masks the members a Redis command adds to, removes
// from or looks up in a set, a sorted set or a list whose key names
// people (SADD online_users honeybee, ZINCRBY leaderboard:players 5
// nightowl): a member of a set of users is a user, whatever word it is.
// Numbers (a score, a count, an id) and the commands' options in capitals
// (NX, CH) are left to their own rules.
func detectRedisMembers(sc *scan) {
	if !sc.anyOf("add ", "rem ", "member ", "push ", "score ", "rank ", "incrby ", "pushx ") {
		return
	}
	s := sc.s
	for i := 0; i < len(s); i++ {
		if s[i] < 'A' || s[i] > 'Z' || i > 0 && (isWord(s[i-1]) || s[i-1] >= 0x80) {
			continue
		}
		j := i
		for j < len(s) && s[j] >= 'A' && s[j] <= 'Z' {
			j++
		}
		if j >= len(s) || s[j] != ' ' || !wordIn(redisSetCommands, s[i:j]) {
			i = j
			continue
		}
		k := j + 1
		for k < len(s) && !isSpace(s[k]) {
			k++
		}
		if !peopleKey(strings.ToLower(s[j+1 : k])) {
			i = k
			continue
		}
		// the members, up to the line's end or the client's answer; the
		// scan goes on after them (a command among them is no command:
		// each byte is read once)
		a := k
		for a < len(s) && s[a] == ' ' {
			b := a + 1
			for b < len(s) && !isSpace(s[b]) {
				b++
			}
			m := strings.Trim(s[a+1:b], `"'`)
			if m == "" || m == "->" || m == "=>" || s[a+1] == '(' {
				break
			}
			if ms := a + 1 + indexStr(s[a+1:b], m); redisMember(m) && !handleThingCode(sc, m) {
				sc.addSure(ms, ms+len(m), phPathUser)
			}
			a = b
		}
		i = a
	}
}

// peopleKey reports a key one of whose pieces names people (online_users,
// leaderboard:players, team:42:members).
func peopleKey(k string) bool {
	if k == "" {
		return false
	}
	for _, p := range strings.FieldsFunc(k, func(r rune) bool { return r < 'a' || r > 'z' }) {
		if handleNoun(p) && !weakNoun(p) && p != "named" && p != "called" || wordIn(" player players ", p) {
			return true
		}
	}
	return false
}

// redisMember reports an argument that may be a person's: a letter in it,
// not all capitals (NX, XX, CH, INCR are options).
func redisMember(m string) bool {
	letter, lower := false, false
	for i := 0; i < len(m); i++ {
		letter = letter || isLetter(m[i])
		lower = lower || m[i] >= 'a' && m[i] <= 'z' || m[i] >= 0x80
	}
	return letter && lower
}

// handleThingCode reports a set's member that is code's: a system's or a
// service's account or the event's own code.
func handleThingCode(sc *scan, m string) bool {
	lm := strings.ToLower(m)
	return loginKept(lm) || systemAccount(lm) || svcAccount(lm) || serviceLogin(lm) || sc.code.has(lm) || sc.ownCode(m)
}

// tagalogPersonArticles are Tagalog's articles of a person's name, each
// between spaces: si, ni, kay and their plurals (Hindi makapag-login si
// mariadc, "mariadc could not log in"). Tagalog marks a common noun with
// ang, ng and sa; these stand only before a person's name, so the word
// after one is the person's whatever a dictionary holds.
const tagalogPersonArticles = " si ni kay sina nina kina "

// tagalogPerson reports the text's Tagalog: one of tagalogMarks as a word
// with a person's article (si, ni and kay are other languages' words
// too: Spanish and Italian si, "if", "yes"), or two marks.
func (sc *scan) tagalogPersonText() bool {
	if sc.tagalogText() {
		return true
	}
	for _, m := range tagalogMarks {
		if wordAt(sc.lower, m) {
			return true
		}
	}
	return false
}

// detectTagalogPersons masks the name or login after a Tagalog person's
// article in a Tagalog text (si mariadc, kay jdelacruz). A system's
// account stays (si root).
func detectTagalogPersons(sc *scan) {
	if !sc.anyOf("si ", "ni ", "kay ", "sina ", "nina ", "kina ") || !sc.anyOf("ang", "ay", "ng", "mga", "hindi") || !sc.tagalogPersonText() {
		return
	}
	s, l := sc.s, sc.lower
	for i := 0; i < len(l); {
		a, b := lowerWordAt(l, i)
		if a < 0 {
			return
		}
		i = b
		if !wordIn(tagalogPersonArticles, l[a:b]) || a > 0 && !isSpace(l[a-1]) || b+1 >= len(l) || l[b] != ' ' {
			continue
		}
		c := b + 1
		d := c
		for d < len(s) && loginByte(s[d]) {
			d++
		}
		for d > c && (s[d-1] == '.' || s[d-1] == '-') {
			d--
		}
		if d-c < 2 || !isLetter(s[c]) {
			continue
		}
		if lv := strings.ToLower(s[c:d]); !loginKept(lv) && !systemAccount(lv) && !wordIn(tagalogPersonArticles, lv) && !wordIn(" ang ay ng mga hindi sa ", lv) {
			sc.addSure(c, d, phName)
		}
		i = d
	}
}

// lowerAt reports a letter in small letters at s[i], in any alphabet with
// case (girassol, медвежонок): a word of the dictionary there is written
// as the sentence writes its words, not capitalised as a name.
func lowerAt(s string, i int) bool {
	if i >= len(s) {
		return false
	}
	r, _ := decodeRune(s[i:])
	return unicode.IsLower(r)
}

// otherAlphabetWord reports a word of letters only, none of them Latin
// (медвежонок, χρήστης): lettersOnly's question in the other cased
// alphabets. A Latin word with a letter beyond ASCII (última, parolası)
// is no such word: those languages' common words and suffixed nouns
// stand after the word for a user more often than a login does.
func otherAlphabetWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLetter(r) || unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return w != ""
}
