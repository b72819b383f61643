package redact

import (
	"strings"
	"sync"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// givenNames are common given names across languages, built on first use
// (Warm, beside a start's secret reads) rather than in package init. A capitalised pair
// starting with one of them ("Olivia Martin", "Mohammed Al Sayed") is taken
// for a person's name wherever it stands. Names that are also everyday or
// technical words (Max, Will, May, Mark, Ruby, Jade, Chase…) are left out.
var givenNames = sync.OnceValue(func() map[string]bool {
	m := map[string]bool{}
	for _, n := range strings.Fields(`
olivia emma amelia ava sophia isabella mia charlotte harper evelyn abigail emily elizabeth sofia ella madison
scarlett chloe aria lily zoe nora hannah lucy sarah anna laura julia alice claire marie sophie lea lena leonie
johanna katharina clara mila ida freya ingrid astrid sigrid elin maja alba lucia martina paula carmen isabel
elena daniela valentina camila gabriela mariana fernanda ana maria jose juan carlos luis miguel javier diego
alejandro pablo sergio manuel antonio francisco rafael andres jorge ricardo fernando eduardo alberto roberto
james john robert michael william david richard joseph thomas charles christopher daniel matthew anthony
donald steven paul andrew joshua kenneth kevin brian george timothy ronald edward jason jeffrey ryan jacob
gary nicholas eric jonathan stephen larry justin scott brandon benjamin samuel gregory alexander patrick
jack dennis jerry tyler aaron henry adam douglas nathan peter zachary kyle walter harold carl jeremy keith
roger gerald ethan arthur terry christian sean lawrence austin joe noah liam oliver elijah lucas mason logan
aiden jackson sebastian mateo owen theodore luke levi isaac gabriel julian anthony lincoln jaxon asher
mary patricia jennifer linda barbara susan jessica karen nancy lisa betty margaret sandra ashley kimberly
donna michelle carol amanda dorothy melissa deborah stephanie rebecca sharon cynthia kathleen amy shirley
angela helen brenda pamela nicole samantha katherine christine debra rachel carolyn janet catherine heather
diane ruth julie olga joyce virginia kelly christina lauren joan evelyn judith megan andrea cheryl hannah
jacqueline martha gloria teresa sara janice marie kathryn frances ann jean alice judy isabella beverly denise
amber danielle marilyn diana natalie brittany charlotte theresa kayla alexis lori
jean pierre louis michel philippe alain nicolas francois jacques bernard christophe frederic sebastien
julien guillaume mathieu antoine olivier laurent thierry stephane vincent yves camille manon chloe ines
hans klaus jurgen jürgen wolfgang stefan andreas matthias markus tobias florian lukas jonas felix leon
maximilian niklas moritz finn paul elias ben noah luca giuseppe giovanni francesco alessandro andrea marco
matteo lorenzo leonardo riccardo davide simone federico stefano giulia chiara francesca alessia martina
sofia aurora ginevra beatrice greta
mohammed muhammad mohamed ahmed ahmad ali omar hassan hussein ibrahim youssef yusuf mustafa khalid abdullah
fatima aisha zainab maryam khadija layla noor amira yasmin salma
raj rahul amit sanjay vijay anil sunil arjun rohan vikram priya pooja anjali neha sneha deepika kavya divya
aarav vivaan aditya ananya diya ishaan saanvi
wei jing li ming hui xin yan ying lei jun hao yu chen xiao zhang
hiroshi takeshi kenji yuki haruto sota yuto hina yui aoi sakura
olga irina natalia tatiana svetlana ekaterina anastasia dmitri dmitry sergei sergey alexei alexey ivan igor
vladimir nikolai andrei mikhail pavel yuri
piotr krzysztof tomasz lukasz agnieszka katarzyna magdalena malgorzata
sven lars erik nils anders johan karl oscar axel emil hugo elsa ebba wilma alma
sean siobhan aoife niamh ciara cian oisin padraig
kwame kofi ama abena chidi ngozi emeka oluwaseun adebayo
`) {
		m[n] = true
	}
	return m
})

// givenName reports a given name of the built-in list. Not inlined: some
// 30 sites call it, and their copies cost the bootstrap 4 KB.
//
//go:noinline
func givenName(w string) bool { return givenNames()[w] }

// detectNames masks person names where the context says a person is meant:
// after a person noun ("customer Jane Doe", "user jsmith not found", "for
// Olivia Martin", "Dr. Smith"), in quotes after such a noun, and where a
// well-known first name starts a capitalised pair.
func detectNames(sc *scan) {
	s := sc.s
	for _, m := range nameContexts(s) {
		noun, i := m.noun, m.end
		if i >= len(s) {
			continue
		}
		if m.close != "" {
			// a name or handle in typographic quotes (Benutzer »hbrandt«,
			// usuario «golondrina», l’utilisateur « papillon »)
			end := strings.Index(s[i:min(len(s), i+120)], m.close)
			v := strings.TrimRight(s[i:max(i, i+end)], " \u00a0\u202f")
			if end > 0 && v != "" && (personNoun(noun) || handleNoun(noun)) && !thingNamed(m, v) &&
				!systemAccount(strings.ToLower(v)) {
				sc.add(i, i+len(v), phName)
			}
			continue
		}
		// a quoted name or handle
		if q := s[i-1]; q == '\'' || q == '"' {
			if i >= 2 && isLetter(s[i-2]) {
				continue // the noun's own closing quote ("recipient";s:12:…)
			}
			end := strings.IndexByte(s[i:min(len(s), i+120)], q)
			if end > 0 && thingNamed(m, s[i:i+end]) {
				continue // No module named 'orjson': code the knowledge holds
			}
			if end > 0 && (personNoun(noun) || handleNoun(noun)) && !(handleNoun(noun) && loginKept(s[i:i+end])) {
				sc.add(i, i+end, phName) // a system account (user 'www-data') names no one
			}
			continue
		}
		n := capitalisedRun(s, i)
		if n > 0 && weakNoun(noun) && (brandMarked(s[i:i+n]) || thingFollows(s, i+n)) {
			// "driver for Intel® HD Graphics", "for Arslan Manço A.Ş.": a
			// brand or a company after a preposition, not a person
			continue
		}
		switch {
		case n > 0 && (personNoun(noun) || handleNoun(noun)) && !stopName(s[i:i+firstWordLen(s[i:])]) && !techAcronym(s[i:i+n]) &&
			!(n == firstWordLen(s[i:]) && innerCapital(s[i:i+n]) && !givenNameData(strings.ToLower(firstHump(s[i:i+n]))) && thingNamed(m, s[i:i+n])) &&
			!goPackageMessage(s, i) && !keyMessageAt(s, i):
			// scanning called UnreadRune: one humped word of code's words
			// after "called" is a function's name; a person's name there
			// (a user called Mark, called JohnSmith) stays masked; after
			// a Go package's prefix, its exported name is code too (user:
			// LookupGroup not implemented). A given name under a person's
			// key is the person's even when it is a word (owner: Rose,
			// author=Hope): the keep passes, which see only the word, must
			// leave it (after a noun alone, ms Memory Size is no title's)
			if fw := strings.ToLower(s[i : i+firstWordLen(s[i:])]); personNoun(noun) && strings.ContainsAny(s[max(0, i-2):i], ":=") && givenNameData(fw) && !productName(fw) && !wordlist.FunctionWord(fw) {
				sc.addSure(i, i+n, phName)
			} else {
				sc.add(i, i+n, phName)
			}
		case n > 0 && weakNoun(noun) && words(s[i:i+n]) >= 2 && !stopName(s[i:i+firstWordLen(s[i:])]):
			sc.add(i, i+n, phName)
		case n > 0 && weakNoun(noun) && givenName(strings.ToLower(s[i:i+firstWordLen(s[i:])])) && !productName(strings.ToLower(s[i:i+firstWordLen(s[i:])])):
			// "reminder sent to Olivia", "assigned to Hannah": after a
			// preposition one capitalised word is a name only if it is a
			// known given name (Paris, Redis and Monday stay)
			sc.add(i, i+n, phName)
		case n == 0 && handleNoun(noun) && nickNoun(noun) && !nickValue(s[i:]):
			// "file handle 3", "handle 0x1f": a handle of a thing
		case n == 0 && handleNoun(noun):
			// user jsmith, login j.doe, customer 48213
			w := 0
			for i+w < len(s) {
				if c := s[i+w]; isWord(c) || c == '.' || c == '-' || c == '@' || c == '+' {
					w++
				} else if casedAt(s, i+w, 1) {
					_, n := utf8.DecodeRuneInString(s[i+w:])
					w += n // a letter beyond ASCII (rødh, ærlænd)
				} else {
					break
				}
			}
			for w > 0 && (s[i+w-1] == '.' || s[i+w-1] == '-') {
				w--
			}
			word := strings.ToLower(s[i : i+w])
			// "-u", "--password-stdin": a command-line option, not a handle;
			// "registry.example.com": a host
			// último login bem sucedido: a function word of a catalogue
			// language no names data holds is the sentence's, after the
			// loanword too
			if thingNamed(m, s[i:i+w]) {
				// No module named expat: code the knowledge holds
			} else if w >= 12 && generatedValue(s[i:i+w]) && !sc.identifier(i, i+w) && !hexRun(strings.ReplaceAll(word, "-", "")) {
				// recipient 7EcDhSYGxXys…: a wallet's or an account's
				// random id, which the name rules would give back as code
				sc.add(i, i+w, phSecret)
			} else if !foreignUserNoun(noun) && w >= 3 && commonWord(word) && !stopHandle(word) && !loginKept(word) && subjectName(sc, word, true, false, false) {
				// user grace not found, a user called martin: a given
				// name English holds too, where a person's handle stands
				sc.addSure(i, i+w, phName)
			} else if w >= 2 && word[0] != '-' && !commonWord(word) && !stopHandle(word) && !loginKept(word) && !hostLike(word) && !pointer(word) && !(foreignUserNoun(noun) && (foreignStop(word) || s[i] >= 'a' && s[i] <= 'z' && knownWord(word) && !strings.ContainsAny(word, "_.") && countDigits(word) == 0)) && !catalogueVerb(word) &&
				!(wordlist.FunctionWord(word) && !givenNameData(word) && !surnameData(word)) {
				// patient john doe: a given name's surnames after it go
				// with it
				e := i + w
				if givenNameData(word) {
					e = surnamesAfter(s, e)
				}
				if subjectName(sc, word, true, false, false) && (i+w == len(s) || s[i+w] == ' ' || strings.IndexByte(".,;)", s[i+w]) >= 0 && (i+w+1 == len(s) || s[i+w+1] == ' ')) {
					// a given name the keep passes would read as a common
					// word alone (user martin)
					sc.addSure(i, e, phName)
				} else {
					sc.add(i, e, phName)
				}
			}
		}
	}
	detectFirstNames(sc)
	detectDottedNames(sc)
	detectMentions(sc)
	if strings.Contains(s, "'s") || strings.Contains(s, "’s") {
		for _, m := range rePossessive.FindAllStringIndex(s, -1) {
			first := s[m[0] : m[0]+firstWordLen(s[m[0]:])]
			if !stopName(first) {
				sc.add(m[0], m[1]-2, phName)
			}
		}
	}
	if sc.anyOf("dob", "d.o.b", "birth", "born", "geb", "né", "naissance", "nacimiento", "nac.", "nascita", "geboorte", "fødsel", "födelse", "syntymä", "urodzenia",
		"生年月日", "出生", "誕生日", "생년월일", "الميلاد", "לידה") {
		for _, m := range reDOB.FindAllStringSubmatchIndex(s, -1) {
			sc.add(m[2], m[3], phRedacted)
		}
	}
}

// brandMarked reports a word marked as a registered or trade mark (Intel®,
// Ryzen™): marks are registered for goods and services, so a brand.
func brandMarked(s string) bool {
	return strings.Contains(s, "®") || strings.Contains(s, "™") || strings.Contains(s, "℠")
}

func personNoun(n string) bool {
	switch strings.TrimSuffix(strings.TrimSuffix(n, ":"), "s") {
	case "for", "by", "from", "to", "with", "of", "cc", "bcc", "hi", "hello", "dear":
		return n == "dear" || n == "hi" || n == "hello"
	case "thank", "thanks", "cheer":
		return true
	}
	return true
}

// thingNamed reports the value after "named" or "called" that names a
// thing: code the knowledge holds (No module named 'orjson', no table
// named orders). After a person's noun (a user named 'anna', a customer
// called jack) a word of the names data is the person's, even where a
// dictionary holds it too (anna, jack, mark are words).
func thingNamed(m nameCtx, v string) bool {
	if m.noun != "named" && m.noun != "called" || !codeValue(v) {
		return false
	}
	return !(handleNoun(m.prev) || wordIn(peopleNouns, m.prev)) || !personNameData(strings.ToLower(v))
}

// innerCapital reports a capital letter after a small one (UnreadRune).
func innerCapital(w string) bool {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

// firstHump returns a humped word's first part (Unread of UnreadRune).
func firstHump(w string) string {
	for i := 1; i < len(w); i++ {
		if w[i] >= 'A' && w[i] <= 'Z' {
			return w[:i]
		}
	}
	return w
}

// peopleNouns are the nouns of a person that handleNoun does not hold,
// before "named" or "called" (a person named …, a contact called …).
const peopleNouns = " person someone somebody contact client student author driver child guy man woman "

func weakNoun(n string) bool {
	switch n {
	case "for", "by", "from", "to", "with", "of", "cc", "bcc":
		return true
	}
	return false
}

// nickNoun: nouns that name a person's chosen handle, but also (handle)
// a thing's: their value must read as a handle (nickValue).
func nickNoun(n string) bool {
	switch n {
	case "handle", "nick", "nickname", "gamertag", "screenname":
		return true
	}
	return false
}

// nickValue reports a word with a letter that is not a hexadecimal
// literal: olivia1990, not 3 or 0x1f.
func nickValue(s string) bool {
	w := 0
	letter := false
	for w < len(s) && (isWord(s[w]) || s[w] == '.' || s[w] == '-') {
		letter = letter || isLetter(s[w])
		w++
	}
	return letter && !strings.HasPrefix(strings.ToLower(s[:w]), "0x")
}

// handleNoun: nouns after which a lower-case word is a user handle.
func handleNoun(n string) bool {
	return wordIn(handleNounWords, strings.ReplaceAll(n, " ", "")) || foreignUserNoun(n)
}

// handleNounWords are handleNoun's nouns, each between spaces (wordIn).
const handleNounWords = " user users username usernames login logins customer customers member members accountholder patient patients employee subscriber recipient sender owner named called handle nick nickname gamertag screenname "

// foreignUserNoun: "user", "customer" and "patient" in the languages of
// the name nouns, after which a lower-case word is a handle unless it is
// one of foreignStop's function words (Usuario jgarcia no encontrado,
// Utente mario.rossi non trovato, Gebruiker jansen niet gevonden).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func foreignUserNoun(n string) bool {
	return wordIn(foreignUserNounWords, n)
}

// foreignUserNounWords are foreignUserNoun's words, each between spaces (wordIn).
const foreignUserNounWords = " benutzer benutzerin nutzer nutzerin " + "kunde kundin utilisateur utilisatrice " + "usuario usuaria utente gebruiker " +
	"cliente klant kund användare bruger " + "käyttäjä asiakas użytkownik klient " + "paciente paziente patiënt pacjent " +
	"patientin "

// foreignStop are the function words and verbs that follow a user noun in
// those languages' messages.
func foreignStop(w string) bool {
	return wordIn(foreignStopWords, w)
}

// foreignStopWords are foreignStop's words, each between spaces (wordIn).
const foreignStopWords = " nicht nie niet non no não nao pas ne " + "n'a n'est sin con sans avec mit ohne " + "für pour por para per de del della di " +
	"da van von der die das den le la les el " + "los las il lo gli un une uno una ein " + "eine ist est es è e et y und en och og " +
	"ja i w z na ha hat a ei inte ikke " + "existe existiert bestaat esiste " + "gesperrt bloqueado bloccato bloqué " +
	"geblokkeerd gefunden trovato encontrado " + "encontrada gevonden introuvable inconnu " + "desconocido sconosciuto onbekend " +
	"unbekannt ya già bereits déjà al "

// catalogueVerb reports a word after "user" that the message catalogues
// write in another language than English and the names data does not know
// ("USER falhou", "USER mislukt": the command failed): the message goes on.
func catalogueVerb(w string) bool {
	return utf8.RuneCountInString(w) >= 4 && templateWord(w) && !givenNameData(w) && !surnameData(w)
}

// stopHandle: words after "user" that are not a user ("user not found",
// "user id", "user agent").
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func stopHandle(w string) bool {
	return wordIn(stopHandleWords, w)
}

// stopHandleWords are stopHandle's words, each between spaces (wordIn).
const stopHandleWords = " id ids agent agents session sessions " + "account accounts profile profiles data " + "object model record records service " +
	"services list lookup query input " + "interface name names role roles group " + "groups permission permissions settings " +
	"preferences table tables entity type " + "types cache store manager request " + "requests response error errors exists " +
	"already unknown anonymous admin root " + "guest null none undefined nil system " + "default api endpoint context token " +
	"tokens credentials creation deletion " + "update sync import export migration " + "event events support portal code email " +
	"emails phone address details info " + "specified provided denied disabled " + "deleted locked inactive active count " +
	"limit state status key keys number " + "numbers facing visible defined supplied " + "mismatch invalid specific level " +
	"matching match matches matched queries " + "logged signed where set values join mrn " + "pk inner left right outer offset order " +
	"having union returning as on must may " + "can cannot could would should will does " + "did has had is was are were be been " +
	"being and or but if then else while " + "which who whose that this these those " + "not no yes all any some each every " +
	"other same first last new old current " + "previous next own missing found " + "lookup_failed auth now user users " +
	"failed failure attempt attempts page " + "form required successful success " + "succeeded again button flow redirect " +
	"timeout expired via using with without " + "when because after before screen " + "provider method here there link url " +
	"attempted blocked rejected allowed " + "throttled succeeds fails works " + "page_view function functions index " +
	"indexes variable class field fields " + "property attribute module column " + "collection document constraint schema " +
	"instance interfaces quota limits since " + "reference references ref refs registry " + "server host database db repo repository " +
	"package image container cluster " + "namespace bucket queue topic "

// capitalisedRun returns the length of the capitalised words at s[i:]
// (with name particles between them), or 0.
func capitalisedRun(s string, i int) int {
	end, n := i, 0
	for j := i; j < len(s); {
		if !upperStart(s[j:]) {
			w := firstWordLen(s[j:])
			if n > 0 && w > 0 && particle(s[j:j+w]) && j+w+1 < len(s) && s[j+w] == ' ' && upperStart(s[j+w+1:]) {
				j += w + 1
				continue
			}
			break
		}
		w := firstWordLen(s[j:])
		// J SMITH: an initial without its point before a capitalised word
		initial := w == 1 && j+2 < len(s) && s[j+1] == ' ' && upperStart(s[j+2:])
		if w < 2 && !initial || n >= 4 || j+w < len(s) && isDigit(s[j+w]) {
			// Xk9fQ2zz…: letters glued to digits are a token's, no name's
			break
		}
		word := s[j : j+w]
		if stopName(word) {
			break
		}
		end = j + w
		n++
		j += w
		if j < len(s) && s[j] == ' ' {
			j++
		} else {
			break
		}
	}
	if n == 0 {
		return 0
	}
	return end - i
}

// firstWordLen returns the byte length of the name word at the start of s
// (letters, apostrophes, hyphens, dots of initials).
func firstWordLen(s string) int {
	i := 0
	for i < len(s) {
		c := s[i]
		if c >= 0x80 {
			// a non-ASCII letter: keep going over its bytes
			i++
			for i < len(s) && s[i]&0xC0 == 0x80 {
				i++
			}
			continue
		}
		if c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '\'' || c == '-' {
			i++
			continue
		}
		if c == '.' && i == 1 {
			i++
			continue
		}
		break
	}
	// a closing quote or a dash after the word is not part of it
	// ('Olivia Martin', Martin-)
	for i > 1 && (s[i-1] == '\'' || s[i-1] == '-') {
		i--
	}
	return i
}

func words(s string) int { return len(strings.Fields(s)) }

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func particle(w string) bool {
	return wordIn(particleWords, w)
}

// particleWords are particle's words, each between spaces (wordIn).
const particleWords = " van de der den von da di del della le " + "la du dos das al el bin ibn ter ten zu " + "y "

// stopName: capitalised words that start sentences, name code or products,
// not people.
func stopName(w string) bool {
	return wordIn(stopNameWords, strings.ToLower(strings.TrimRight(w, ".")))
}

// stopNameWords are stopName's words, each between spaces (wordIn); SQL
// keywords after a table named users or customers among them.
const stopNameWords = " not is was the a an and or in on at to " + "of with for from by has had does did " + "can cannot could should would will " +
	"failed error exception found missing " + "invalid unknown null none true false id " + "object service account data profile " +
	"session request response user users " + "customer admin root guest anonymous " + "system default api http https get post " +
	"put delete patch json xml sql url uri " + "type value key name none. ok no yes " + "this that these those it its if then " +
	"else when while after before during all " + "any some each new old current unable " + "could't couldn't can't cant timeout " +
	"timed connection database server client " + "internal external bad forbidden " + "unauthorized unauthorised permission " +
	"denied access token authentication " + "authorization validation exists already " + "locked disabled deleted inactive active " +
	"pending processing payment order " + "invoice cart checkout email phone " + "address django rails react node python " +
	"java go ruby php postgres postgresql " + "mysql redis kafka s3 aws azure gcp " + "google microsoft apple amazon stripe " +
	"slack github gitlab sentry glitchtip " + "docker kubernetes linux windows macos " + "ios android chrome firefox safari edge " +
	"utc gmt monday tuesday wednesday " + "thursday friday saturday sunday january " + "february march april june july august " +
	"september october november december jan " + "feb mar apr jun jul aug sep oct nov dec " + "record records field table model class " +
	"module function method handler worker " + "job task queue cache index list map set " + "string int integer number float boolean " +
	"array dict none, main index.js " + "undefined nan infinity each. production " + "staging development test retry retrying " +
	"warning info debug fatal critical " + "notice id: ids uuid guid where select " + "update insert into values join inner " +
	"left right outer limit offset group " + "having union returning like between as " + "matching mrn pk "

// detectFirstNames marks "Firstname Surname" pairs whose first word is a
// common given name, wherever they stand.
func detectFirstNames(sc *scan) {
	s := sc.s
	for i := 0; i < len(s); i++ {
		if !(s[i] >= 'A' && s[i] <= 'Z') || i > 0 && (isWord(s[i-1]) || s[i-1] == '.') {
			continue
		}
		w := firstWordLen(s[i:])
		// Olivia's: the name before a possessive (’ is no word byte, so
		// Olivia’s already ends before it)
		if k := strings.Index(s[i:i+w], "'s"); k > 0 && k+2 == w {
			w = k
		}
		if w < 3 || !givenName(strings.ToLower(s[i:i+w])) {
			i += w
			continue
		}
		j := i + w
		// Martin, Olivia; van der Berg, Anna; CN=Martin\, Olivia: the
		// surname first, as directories and spreadsheets write it
		if a := surnameBefore(s, i); a >= 0 && !productName(strings.ToLower(s[i:j])) {
			sc.add(a, j, phName)
		}
		if j+1 < len(s) && s[j] == ' ' && upperStart(s[j+1:]) {
			n := capitalisedRun(s, j+1)
			if n > 0 {
				sc.add(i, j+1+n, phName)
				i = j + n
				continue
			}
		}
		// Mohammed bin Salman, Anna van der Berg: particles before the
		// surname
		if k := j + 1; k < len(s) && s[j] == ' ' {
			for p := firstWordLen(s[k:]); p > 0 && particle(s[k:k+p]) && k+p+1 < len(s) && s[k+p] == ' '; p = firstWordLen(s[k:]) {
				k += p + 1
			}
			if k > j+1 && upperStart(s[k:]) {
				if n := capitalisedRun(s, k); n > 0 {
					sc.add(i, k+n, phName)
					i = k + n - 1
					continue
				}
			}
		}
		// Olivia's iPhone, Olivia’s account: a lone given name before a
		// possessive (after a greeting or preposition, the context rule
		// sees it); any other lone given name stays.
		if strings.HasPrefix(s[j:], "'s") || strings.HasPrefix(s[j:], "’s") {
			sc.add(i, j, phName)
		}
		i += w
	}
}

func detectHL7(sc *scan) {
	if strings.IndexByte(sc.s, '^') < 0 && strings.IndexByte(sc.s, '|') < 0 {
		return
	}
	for _, m := range reHL7.FindAllStringIndex(sc.s, -1) {
		a := m[0]
		for a < m[1] && (sc.s[a] == '|' || sc.s[a] == '\n' || sc.s[a] == '\r') {
			a++
		}
		if bar := strings.IndexByte(sc.s[a:m[1]], '|'); bar == 3 {
			a += 4 // keep the segment id
		}
		sc.add(a, m[1], phName)
	}
}

// productName reports given names that are also the names of languages,
// services and products an error message names after a preposition
// ("migrating to Julia", "triggered by Travis", "sent to Alexa").
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func productName(w string) bool {
	return wordIn(productNameWords, w)
}

// productNameWords are productName's words, each between spaces (wordIn).
const productNameWords = " julia travis ada pascal alexa siri " + "cortana cassandra victoria jenkins " + "grace jasper mercedes tesla heroku " +
	"django rails ruby crystal elixir " + "clojure kotlin swift dart flask sage " + "hadoop hudson jarvis luigi celery nova " +
	"stella aurora hugo felix "

// surnameBefore returns where a surname written before a given name at i
// starts ("Martin, Olivia", "van der Berg, Anna", "Martin\, Olivia" in an
// LDAP name), or -1.
func surnameBefore(s string, i int) int {
	e := i
	switch {
	case e >= 3 && s[e-3:e] == "\\, ":
		e -= 3
	case e >= 2 && s[e-2:e] == ", ":
		e -= 2
	default:
		return -1
	}
	a := e
	for a > 0 && (isLetter(s[a-1]) || s[a-1] >= 0x80 || s[a-1] == '\'' || s[a-1] == '-') {
		a--
	}
	if a == e || !upperStart(s[a:]) || stopName(s[a:e]) || a > 0 && (isWord(s[a-1]) || s[a-1] == '.') {
		return -1
	}
	// particles before it: van der Berg
	for a >= 2 && s[a-1] == ' ' {
		b := a - 1
		for b > 0 && isLetter(s[b-1]) {
			b--
		}
		if b == a-1 || !particle(s[b:a-1]) {
			break
		}
		a = b
	}
	return a
}

// surnamesAfter returns where the names in small letters after a given
// name ending at s[:b] end (john doe, maria garcia lopez, ana júlia): up
// to two words of the names data, no function word.
func surnamesAfter(s string, b int) int {
	for n := 0; n < 2 && b+1 < len(s) && s[b] == ' '; n++ {
		e := b + 1
		if c, d := lowerWordAt(s, e); c == e {
			e = d
		}
		w := s[b+1 : e]
		if e-b == 2 && e+1 < len(s) && s[e] == '\'' && s[e+1] >= 'a' && s[e+1] <= 'z' {
			// o'brien, d'angelo: a particle glued by an apostrophe, asked
			// as the names data writes it (obrien)
			for e++; e < len(s) && s[e] >= 'a' && s[e] <= 'z'; e++ {
			}
			w = strings.ReplaceAll(s[b+1:e], "'", "")
		}
		if len(w) < 2 || e < len(s) && isWord(s[e]) || stopWords[w] || commonWord(w) || wordlist.FunctionWord(w) || !surnameData(w) && !givenNameData(w) && !femininePolishSurname(w) {
			break
		}
		b = e
	}
	return b
}
