// Handles and mentions: @handles, first.last handles, and the nouns and
// greetings after which a person's name or handle follows.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"

	"glitchtip-mcp/shared/lazyre"
)

// reDottedName finds first.last handles (anna.kowalska, marco_rossi).
var reDottedName = lazyre.New(`\b([a-z]{3,})[._]([a-z][a-z'\-]{1,})\b`)

// detectDottedNames marks lower-case "first.last" handles whose first part
// is a common given name; "e.user" or "self.name" are not.
func detectDottedNames(sc *scan) {
	if !givenBeforeDot(sc.s) {
		return
	}
	for _, m := range reDottedName.FindAllStringSubmatchIndex(sc.s, -1) {
		if givenName(sc.s[m[2]:m[3]]) && !stopHandle(sc.s[m[4]:m[5]]) && !(m[1] < len(sc.s) && sc.s[m[1]] == '(') {
			sc.add(m[0], m[1], phName)
		}
	}
}

// detectInitialLogins marks lower-case logins of an initial and a name,
// dotted or joined by "_" either way (k.winter, ismayilov.r, amara.o,
// anna_b, t_baker): the name part is a
// given name or a surname of the names data that no program names its
// members with (e.target, s.name, point.x stay), and the token stands
// alone, not inside a dotted chain or before a call's parenthesis.
func detectInitialLogins(sc *scan) {
	s := sc.s
	for i := initialJoin(s, 0); i > 0 && i+1 < len(s); {
		a, b := i, i+1
		for a > 0 && s[a-1] >= 'a' && s[a-1] <= 'z' {
			a--
		}
		for b < len(s) && s[b] >= 'a' && s[b] <= 'z' {
			b++
		}
		if initialLogin(s, a, i, b) {
			sc.add(a, b, phName)
		}
		if i = initialJoin(s, i+1); i < 0 {
			return
		}
	}
}

// initialLoginSpan reports s[a:b] as a login of an initial or a title
// before a name (initialLogin: dr_miriam, t_baker): the names data
// decided it, which the second thoughts on code-shaped names (relax)
// must not undo, as they did for a name the stricter given names' list
// lacks. Two letters after the name, or two before it that are no title,
// are code's as often (harvest_kg, criado_em, ve_thang) and stay theirs.
func initialLoginSpan(s string, a, b int) bool {
	k := strings.IndexAny(s[a:b], "._")
	if k <= 0 || strings.ContainsAny(s[a+k+1:b], "._") {
		return false
	}
	if head := s[a : a+k]; len(head) != 1 && head != "dr" && head != "mr" && head != "ms" {
		return false
	}
	return initialLogin(s, a, a+k, b)
}

// initialJoin returns the index of the first "." or "_" in s from i on,
// or -1: a login joins its initial to the name with either (k.winter,
// anna_b).
func initialJoin(s string, i int) int {
	for ; i < len(s); i++ {
		if s[i] == '.' || s[i] == '_' {
			return i
		}
	}
	return -1
}

// detectNameNumberLogins marks a lower-case login of a name of the names
// data and two to four digits (olivia88, baraka254, kowalski1987) where it
// stands alone in prose: a name no dictionary of English or code reads
// otherwise (max10, mark2, node254 stay), not glued to a path, a call or a
// key.
func detectNameNumberLogins(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) || i == 0 || s[i-1] < 'a' || s[i-1] > 'z' {
			continue
		}
		a := i
		for a > 0 && s[a-1] >= 'a' && s[a-1] <= 'z' {
			a--
		}
		b := i
		for b < len(s) && isDigit(s[b]) {
			b++
		}
		name := s[a:i]
		if d := b - i; d < 2 || d > 4 || len(name) < 4 || a > 0 && (isWord(s[a-1]) || s[a-1] >= 0x80 || indexByte("./\\-@:$#=", s[a-1]) >= 0) ||
			b < len(s) && (isWord(s[b]) || s[b] >= 0x80 || indexByte("(@/=[-", s[b]) >= 0 || s[b] == '.' && b+1 < len(s) && isWord(s[b+1]) || s[b] == ':' && b+1 < len(s) && isDigit(s[b+1])) {
			i = b
			continue
		}
		if (givenNameData(name) || surnameData(name)) && !commonEnglish(name) && !codeWord(name) && !wordlist.Tech(name) && !productName(name) && !sc.code.has(s[a:b]) && !sc.identifier(a, b) {
			sc.add(a, b, phName)
		}
		i = b
	}
}

// initialLogin reports s[a:b], dotted at d, as an initial and a name
// standing alone (detectInitialLogins).
func initialLogin(s string, a, d, b int) bool {
	l, r := d-a, b-d-1
	// two letters after "_" too (haziq_kl, dr_yusuf): a dotted pair of
	// two letters is a file's extension or a field (anna.py, self.id)
	short := 1
	if s[d] == '_' {
		short = 2
	}
	if !(l >= 1 && l <= short && r >= 3 || r >= 1 && r <= short && l >= 3) {
		return false
	}
	if l == 2 && codeInitial(s[a:d]) || r == 2 && codeInitial(s[d+1:b]) {
		return false // db_anna, anna_id: code's word
	}
	if a > 0 && (isWord(s[a-1]) || s[a-1] >= 0x80 || indexByte("./\\-@:$#", s[a-1]) >= 0) || b < len(s) && (isWord(s[b]) || s[b] >= 0x80 || indexByte("(.@/=[-", s[b]) >= 0) {
		return false
	}
	name := s[a:d]
	if l <= short && r >= 3 {
		name = s[d+1 : b]
	}
	return (givenNameData(name) || surnameData(name)) && !wordlist.Code(name) && !wordlist.Tech(name) && !stopHandle(name) && !wordlist.FunctionWord(name)
}

// codeInitial reports two letters that are a technical word (db, id, io,
// ts), not a person's title (dr, mr) nor initials no vocabulary holds
// (kl): beside a name they name code's thing (db_anna).
func codeInitial(x string) bool { return wordlist.Tech(x) && x != "dr" && x != "mr" }

// nameNouns are the words after which a person's name or handle follows
// ("customer Jane Doe", "Dr. Smith", "for Olivia Martin"); two-word nouns
// are joined without their space. A wordSet (its map built on first use),
// as the callers ask single words: not a OnceValue, each instance of which
// is three closures in the bootstrap.
var nameNouns = newWordSet(" user users username usernames login logins customer customers patient patients client clients " +
	"member members employee employees accountholder accountholders holder holders cardholder " +
	"cardholders recipient recipients sender senders owner owners contact contacts driver drivers " +
	"passenger passengers guest guests subscriber subscribers student students applicant applicants " +
	"person persons named called dr doctor nurse mr mrs ms miss mx sir madam dear hi hello attn " +
	"signed authored author assignee reporter requester buyer seller payee payer tenant beneficiary " +
	"visitor caller candidate parent child spouse for by from to with of cc bcc frau herr herrn mme " +
	"madame monsieur mlle señor señora sr sra signor signora sig dott dhr mevr pan pani kunde " +
	"kundin kunden benutzer benutzerin nutzer nutzerin patientin mitarbeiter mitarbeiterin inhaber " +
	"inhaberin empfänger absender käufer mieter cliente clientes usuario usuaria usuarios paciente " +
	"utilisateur utilisatrice destinataire expéditeur titulaire locataire klant klanten gebruiker " +
	"patiënt utente paziente destinatario titolare kund användare användaren kunde bruger brugeren brukeren asiakas käyttäjä " +
	"klient użytkownik pacjent thanks cheers hallo hola estimada estimado querida querido bonjour " +
	"cher chère ciao caro cara gentile beste liebe lieber geehrte geehrter olá prezada prezado hej " +
	"moi witaj handle nick nickname gamertag screenname medewerker werknemer player players spieler spielerin speler joueur joueuse jugador jugadora giocatore " +
	// foreignUserNoun's players the line above lacks (its words for a
	// user from the catalogues are catalogueUserNoun's, asked apart)
	"usuária utilizadora jogador jogadora gracz hráč igrač játékos oyuncu игрок гравець pelaaja spelare spiller " +
	// a delivery's rider and courier; a name's parts as prose writes
	// them (rider first name Joy), joined as the two-word nouns are
	"rider riders courier couriers firstname givenname lastname familyname " +
	// the parties of a lease, a policy and a trial (partyNoun)
	"landlord lessee policyholder insured investigator consignee borrower lender donor enrollee clerk " +
	// the people a school's, a claim's, a clinic's and a case's records
	// name in a role (teacher Will Smart, reporting officer Grace
	// Hunter, claimant Will Power)
	"teacher teachers pupil pupils tutor instructor officer claimant claimants physician therapist " +
	"dentist pharmacist midwife caregiver technician inspector witness suspect victim defendant plaintiff " +
	"claimantname teachername pupilname officername witnessname victimname defendantname plaintiffname " +
	// the courtesy titles of other languages, in the cases a sentence
	// puts them in (pana Wójcika, herra Virtanen, härra Tamm, ponas
	// Kazlauskas, domnul Popescu): the name after one is a person's
	// whatever else it is (tamm, oak), as after Mr and Herr
	courtesyTitlesIntl[1:])

// detectMentions masks @handles as chat tools, issue trackers and social
// networks write them ("assigned to @olivia.m", "cc @jsmith"). What looks
// the same in code is left: annotations and decorators (@param,
// @Override, @app.route(...)), CSS at-rules, npm scopes (@types/node),
// versions (react@18) and e-mail addresses, which have text before "@".
func detectMentions(sc *scan) {
	s := sc.s
	for i := indexByte(s, '@'); i >= 0 && i+2 < len(s); {
		next := indexByte(s[i+1:], '@')
		// a mention opens a text, a quote or a field (views.py:@x, "@x …"),
		// or a key's value (chat_id=@x: Telegram's channel or user)
		if i == 0 || isSpace(s[i-1]) || indexByte("(,:\"'[=", s[i-1]) >= 0 {
			j := i + 1
			for j < len(s) && (isWord(s[j]) || s[j] == '.' || s[j] == '-') {
				j++
			}
			for j > i+1 && (s[j-1] == '.' || s[j-1] == '-') {
				j--
			}
			h := s[i+1 : j]
			// a capital opens annotations and decorators (@Override,
			// @JsonProperty), whose names are identifiers and so have no
			// hyphen: a capitalised handle with one (@Dani-Okafor-7) is an
			// account's
			lowerStart := s[i+1] >= 'a' && s[i+1] <= 'z' || s[i+1] >= 'A' && s[i+1] <= 'Z' && contains(h, "-")
			if len(h) >= 2 && !(fileName(h) && afterOption(s, i)) && lowerStart && !(j < len(s) && (s[j] == '(' || s[j] == '/' || s[j] == '@' || s[j] == '=')) &&
				!codeAnnotation(strings.ToLower(h)) && (!botHandle(strings.ToLower(h)) || wordAndYear(strings.ToLower(h)) || socialBefore(sc.lower, i)) {
				// @directors_1979: a word and a year, as sign-up forms
				// suggest logins, is somebody's however known the word
				sc.add(i+1, j, phName)
			}
		}
		if next < 0 {
			break
		}
		i += 1 + next
	}
}

// socialBefore reports a social network's name or the word "handle" in the
// few words before a mention at l[i] (Instagram handle @bluebird): there a
// handle of known words is a person's account, not a team's or a bot's.
func socialBefore(l string, i int) bool {
	w := l[max(0, i-32):i]
	for list := socialWords; list != ""; {
		n, rest, _ := cut(list, " ")
		list = rest
		if contains(w, n) {
			return true
		}
	}
	return false
}

// botHandle reports a handle that names a bot, a team or a service, not a
// person: @csbot, @deploy-bot, @oncall, @platform-team (every part known).
func botHandle(h string) bool {
	for _, suf := range []string{"bot", "-bot", "_bot", "[bot]"} {
		if hasSuffix(h, suf) {
			return true
		}
	}
	return !containsChars(h, ".") && knownCompound(h) && !nameSegments(h) && !personName(h) && len(h) > 3 && strictHandle(h) && !givenEnd(h) && !loginNumber(h)
}

// givenEnd reports a handle that ends in a given name after a word or
// surname (karasmarta, nowakanna): a person's, however known its parts.
func givenEnd(h string) bool {
	for k := 3; k <= len(h)-4; k++ {
		if wordlist.GivenName(h[k:]) {
			return true
		}
	}
	return false
}

// loginNumber reports letters and a number of two to four digits (nf90,
// patvakan94, outlet_1830), as sign-up forms suggest logins, unless the
// letters name a program (node18, python3).
func loginNumber(h string) bool {
	d := 0
	for d < len(h) && isDigit(h[len(h)-1-d]) {
		d++
	}
	w := strings.TrimRight(h[:len(h)-d], "_")
	return d >= 2 && d <= 4 && len(w) >= 2 && lettersOnly(w) && !wordlist.Code(w)
}

// personHandle reports a mention's handle shaped as a person's login,
// however common its words: a given name at its end, or letters and a
// number or a year.
func personHandle(h string) bool {
	return givenEnd(h) || loginNumber(h) || wordAndYear(h)
}

// strictHandle reports a handle whose every part the generated knowledge
// holds (not the looser English list: @frank is a person).
func strictHandle(h string) bool {
	ok := true
	eachPart(h, func(p string) bool {
		ok = strictWord(p) && !wordlist.GivenName(p)
		return ok
	})
	return ok
}

// codeAnnotation reports @words that are code, not people.
func codeAnnotation(h string) bool {
	if i := indexByte(h, '.'); i > 0 {
		h = h[:i] // @app.route, @pytest.mark
	}
	return wordIn(codeAnnotationWords, h)
}

// codeAnnotationWords are codeAnnotation's words, each between spaces (wordIn).
const codeAnnotationWords = " param return returns throws throw see " + "since author version deprecated " + "override media import keyframes " +
	"supports font-face charset namespace " + "page layer container property " + "staticmethod classmethod dataclass " +
	"abstractmethod cached_property pytest " + "mock patch fixture app router api bp " + "blueprint login_required csrf_exempt " +
	"transaction shared_task task celery " + "lru_cache cache wraps contextmanager " + "overload final ts-ignore " +
	"ts-expect-error ts-nocheck flow jsx " + "types example internal todo fixme " + "latest next beta canary alpha rc stable " +
	"scope tag type typedef template const " + "var let apply include mixin extend use " + "forward each if else for while function " +
	"at here channel everyone all localhost " + "sha256 sha1 md5 v id root none null "

// greeting reports the words that open or close a message to a person.
func greeting(w string) bool {
	return wordIn(greetingWords, w)
}

// greetingWords are greeting's words, each between spaces (wordIn).
const greetingWords = " hi hello dear thanks thank cheers " + "hallo hola estimada estimado querida " + "querido bonjour cher chère ciao caro " +
	"cara gentile beste liebe lieber olá " + "prezada prezado hej moi witaj "

type nameCtx struct {
	noun  string
	end   int
	close string // the typographic quote that closes the name, when one opened it
	prev  string // the word before the noun, lower case ("user" in "user named")
}

// typoQuotes pairs the typographic quotes languages open a quoted word
// with (« », » «, „ “, “ ”, ‘ ’, ‹ ›, 「 」, 『 』) with their closing one.
var typoQuotes = [][2]string{{"«", "»"}, {"»", "«"}, {"„", "“"}, {"“", "”"}, {"‘", "’"}, {"‹", "›"}, {"›", "‹"}, {"「", "」"}, {"『", "』"}}

// typoQuoteAt returns the length of a typographic opening quote at s[i:],
// with the spaces French puts inside it (« papillon »), and its closing
// quote.
func typoQuoteAt(s string, i int) (int, string) {
	if i >= len(s) || s[i] < 0x80 {
		return 0, "" // every quote of the list starts with a non-ASCII byte
	}
	for _, q := range typoQuotes {
		if hasPrefix(s[i:], q[0]) {
			n := len(q[0])
			for {
				switch {
				case hasPrefix(s[i+n:], " "):
					n++
					continue
				case hasPrefix(s[i+n:], "\u00a0"), hasPrefix(s[i+n:], "\u202f"):
					n += 2
					continue
				}
				break
			}
			return n, q[1]
		}
	}
	return 0, ""
}

// nameContexts finds each name noun followed by separators (space, ":",
// "=", "#", a quote) and returns the noun and where the name would start.
func nameContexts(s string) []nameCtx {
	var out []nameCtx
	prevWord := ""
	for i, j := nextNounWord(s, 0); i >= 0; i, j = nextNounWord(s, j) {
		w := strings.ToLower(s[i:j])
		if e := strings.LastIndex(w, "’"); e >= 0 && e <= 5 {
			w = w[e+len("’"):] // l’utilisateur, dell’utente: the noun after the elision
		}
		k := j
		if k < len(s) && s[k] == '.' && j-i <= 4 {
			k++ // Dr. Mr. Attn.: an abbreviation's period; after a longer
			// word it ends the sentence (should not be called. Use ReadRune)
		}
		sep := k
		if sep < len(s) && s[sep] == ',' && greeting(w) {
			sep++ // "Thanks, Liam", "Hallo, Jürgen"
		}
		for sep < len(s) && indexByte(" \t:=#'\"", s[sep]) >= 0 {
			sep++
		}
		// to this user (cyberhanna), Benutzer (mmueller): a noun's
		// handle in parentheses; not after a preposition (for (i = 0…)
		if sep == k+1 && s[k] == ' ' && sep+1 < len(s) && s[sep] == '(' && isLetter(s[sep+1]) && !weakNoun(w) {
			sep++
		}
		closeQ := ""
		if n, c := typoQuoteAt(s, sep); n > 0 {
			sep += n
			closeQ = c
		}
		if sep > k && i > 0 && isWord(s[i-1]) || sep > k && i > 1 && s[i-1] == '.' && isWord(s[i-2]) && sep == k+1 && s[k] == ' ' {
			// glued to a word, or the last part of a dotted name
			// (com.rappi.courier se ha detenido: a package's, whose
			// courier is no person's noun): no noun
			sep, closeQ = k, ""
		}
		if sep > k && i > 0 && s[i-1] == '/' && httpStatusAt(s, sep) {
			sep = k // POST /api/login 401: a path, then its status
		}
		if sep > k {
			noun := ""
			switch {
			case (w == "holder" || w == "holders" || w == "name" || w == "names") && nameNouns.has(prevWord+w):
				noun = prevWord + " " + w
			case nameNouns.has(w) && !(w == "ms" && i > 1 && s[i-1] == ' ' && isDigit(s[i-2])):
				// after 3 ms: Verbindungsaufbau abgelehnt: after a
				// number, ms is milliseconds, no title
				noun = w
			case w == "name" && prevWord == "user":
				noun = "username"
			case catalogueUserNoun(w):
				noun = w
			case closeQ == "" && sep < len(s) && (s[sep] >= 'A' && s[sep] <= 'Z' || s[sep] >= 0x80) && s[sep-1] != '\'' && s[sep-1] != '"' && catalogueRoleNoun(w):
				// alıcı Dewi Lestari, ke penerima Ho Jin-woo: another
				// language's word for a recipient, a sender, a customer
				// that the catalogues hold, before a capitalised run
				// only (the English lists above hold the English ones;
				// a lower-case word after it, usuario postgres, is no
				// name of this rule)
				noun = w
			case closeQ == "" && sep < len(s) && s[sep] >= 'A' && s[sep] <= 'Z' && wordIn(orgBusinessNouns, w) && particleLed(s[sep:]):
				// partner Le Van Thanh, vendor Do Hung, vendor Da Silva: a
				// surname's particle leads the name after a business
				// partner's noun, which no name pair sees (the particle is
				// no name word); it is judged as after a person's noun, and
				// keepOrganisations gives back a firm's (vendor Le Goff:
				// no given name after the particle)
				noun = w
			}
			if noun != "" {
				out = append(out, nameCtx{noun, sep, closeQ, prevWord})
			}
		}
		prevWord = w
	}
	return out
}

// particleLed reports a capitalised surname's particle (orgParticles) and a
// capitalised word after it at the start of s: Le Van, Do Hung, Da Silva.
func particleLed(s string) bool {
	p, rest, ok := cut(s, " ")
	return ok && len(p) >= 2 && wordIn(orgParticles, strings.ToLower(p)) && rest != "" && rest[0] >= 'A' && rest[0] <= 'Z'
}

// catalogueRoleNoun reports a word the catalogues write for a person in a
// role (pnoun.fuse), or that word after Hebrew's article ה (השולח, the
// sender). Asked only before a capitalised run.
func catalogueRoleNoun(w string) bool {
	return len(w) >= 3 && (wordlist.PersonNounWord(w) || hasPrefix(w, "ה") && wordlist.PersonNounWord(w[len("ה"):]))
}

// catalogueNounThing reports the capitalised run of n bytes at the start
// of s, after another language's role noun, that names no person: a
// company (müşteri: Arçelik A.Ş.; a legal form ends it), a brand, a word
// the dictionaries hold and no given name (Mitglied Hinzufügen: German
// writes its nouns and verbs in capitals too), an acronym or a header's
// column in capitals (alıcı TCKN 10000000146, SAHIP  STATE), or one
// dictionary word alone, a sentence's first after the noun's colon
// (khách: Anh ơi, a pronoun that is a given name too). Two capitalised
// words whose second is a surname of the names data are a person's name
// however well a dictionary knows the first (penerima Bunga Rahman:
// Malay bunga, a flower; השליח Ma Lin): a given name the names data lacks
// before a family's name is how most of the world's names reach it.
func catalogueNounThing(s string, n int) bool {
	f := firstWordLen(s)
	fw := strings.ToLower(s[:f])
	last := lastIndexByte(s[:n], ' ') + 1
	given := givenNameData(fw) || last == f+1 && surnamePair(s[:f], s[last:n])
	return brandMarked(s[:n]) || thingFollows(s, n) || legalForm(s[last:]) || !given && (knownAsWritten(fw) || f >= 2 && allUpperLetters(s[:f])) || knownAsWritten(fw) && n <= f
}

// surnamePair reports two capitalised words, the second a surname of the
// names data that is no common English word, neither in capitals alone
// (an acronym or a column's header) nor a common English word first
// (Customer Service Desk is no one).
func surnamePair(first, second string) bool {
	lf, ls := strings.ToLower(first), strings.ToLower(second)
	return len(second) >= 3 && !allUpperLetters(first) && !allUpperLetters(second) && !commonEnglish(lf) && !commonEnglish(ls) && surnameData(ls)
}

// nextWord returns the span of the first word at or after i: a letter,
// then letters and non-ASCII bytes; -1, -1 when there is none.
func nextWord(s string, i int) (int, int) { return wordFrom(s, i, false) }

// nextNounWord is nextWord for nameContexts: a word may start with a
// letter beyond ASCII too, as the word for a user does in Cyrillic, Greek
// and Turkish (пользователь медвежонок, χρήστης, ünvan); after a letter
// beyond ASCII the word goes on as nextWord's does.
func nextNounWord(s string, i int) (int, int) { return wordFrom(s, i, true) }

// wordFrom is nextWord, and with wide nextNounWord.
func wordFrom(s string, i int, wide bool) (int, int) {
	for i < len(s) && !isLetter(s[i]) {
		if wide && s[i] >= 0xC0 {
			if r, _ := decodeRune(s[i:]); unicode.IsLetter(r) {
				break
			}
		}
		i++
	}
	if i >= len(s) {
		return -1, -1
	}
	j := i
	for j < len(s) && (isLetter(s[j]) || s[j] >= 0x80) {
		j++
	}
	return i, j
}

// givenBeforeDot reports a given name in lower case right before a "." or
// "_" (olivia.martin, marco_rossi): what detectDottedNames needs, found
// without its expression.
func givenBeforeDot(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '.' && s[i] != '_' || i+1 >= len(s) || s[i+1] < 'a' || s[i+1] > 'z' {
			continue
		}
		a := i
		for a > 0 && s[a-1] >= 'a' && s[a-1] <= 'z' {
			a--
		}
		if i-a >= 3 && givenName(s[a:i]) {
			return true
		}
	}
	return false
}

// socialWords are socialBefore's networks and the word "handle", one space
// apart.
const socialWords = "instagram twitter tiktok telegram threads mastodon bluesky snapchat youtube facebook handle x.com"

// detectGamerTags masks a player's tag in the decoration games' players
// write around their names, "xX" before and "Xx" after (xXDarkWolfXx,
// xX_DarkKnight_Xx, xXgamer_tomekXx): a handle however well the
// dictionaries know the words inside, and no program's or format's name
// is written so.
func detectGamerTags(sc *scan) {
	s := sc.s
	for off := 0; ; {
		k := indexStr(s[off:], "xX")
		if k < 0 {
			return
		}
		a := off + k
		off = a + 2
		if a > 0 && isWord(s[a-1]) {
			continue
		}
		b := off
		for b < len(s) && isWord(s[b]) {
			b++
		}
		// two characters of the name at least between the marks, a
		// letter among them
		if b-a < 6 || s[b-2:b] != "Xx" || !containsChars(strings.ToLower(s[a+2:b-2]), "abcdefghijklmnopqrstuvwxyz") {
			continue
		}
		sc.addSure(a, b, phPathUser)
		off = b
	}
}
