package redact

import (
	"strings"
	"sync"

	wordlist "glitchtip-mcp/shared/redact/words"
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
			end := indexStr(s[i:min(len(s), i+120)], m.close)
			v := strings.TrimRight(s[i:max(i, i+end)], " \u00a0\u202f")
			if end > 0 && v != "" && (personNoun(noun) || handleNoun(noun)) && !thingNamed(m, v) &&
				!systemAccount(strings.ToLower(v)) && !svcAccount(v) {
				sc.add(i, i+len(v), phName)
			}
			continue
		}
		// a quoted name or handle
		if q := s[i-1]; q == '\'' || q == '"' {
			if i >= 2 && isLetter(s[i-2]) {
				continue // the noun's own closing quote ("recipient";s:12:…)
			}
			end := indexByte(s[i:min(len(s), i+120)], q)
			if end > 0 && thingNamed(m, s[i:i+end]) {
				continue // No module named 'orjson': code the knowledge holds
			}
			if end > 0 && (personNoun(noun) || handleNoun(noun)) && !(handleNoun(noun) && loginKept(s[i:i+end])) {
				sc.add(i, i+end, phName) // a system account (user 'www-data') names no one
			}
			continue
		}
		n := capitalisedRun(s, i)
		glued := n > 0 && !weakNoun(noun) && i+n+1 < len(s) && s[i+n] == '_' && isWord(s[i+n+1])
		if glued {
			// Player DarkWolf_1987, Customer Anna_K: a handle glued on by
			// "_" is one token; its tail is the person's too, and the
			// keep passes, which read it as code's shape, must leave it
			for i+n < len(s) && isWord(s[i+n]) {
				n++
			}
		}
		if n > 0 && !nameNouns.has(noun) && (catalogueRoleNoun(noun) || wordIn(orgBusinessNouns, noun)) && catalogueNounThing(s[i:], n) {
			continue
		}
		if n > 0 && weakNoun(noun) && (brandMarked(s[i:i+n]) || thingFollows(s, i+n)) {
			// "driver for Intel® HD Graphics", "for Arslan Manço A.Ş.": a
			// brand or a company after a preposition, not a person
			continue
		}
		if n > 0 && weakNoun(noun) && i+n+1 < len(s) && s[i+n] == '_' && isWord(s[i+n+1]) && allCapsRun(s[i:i+n]) {
			// from AE PACS_MAIN, to HL7 LAB_ORDERS: capitals glued by "_"
			// to more of a word are a name of code (DICOM's application
			// entity, a queue, a constant), whose span a person's name
			// would end inside; Player DarkWolf_1987 after a person's
			// noun is the case above
			continue
		}
		switch {
		case n > 0 && (personNoun(noun) || handleNoun(noun)) && (n > firstWordLen(s[i:]) || !stopName(s[i:i+firstWordLen(s[i:])])) && !techAcronym(s[i:i+n]) && !templateCaps(s[i:i+n]) &&
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
			// rider first name Joy, last name Fisher: after the words
			// for a name's part, a given name or a surname of the names
			// data is that part, as under its key
			if fw := strings.ToLower(s[i : i+firstWordLen(s[i:])]); personNoun(noun) && containsChars(s[max(0, i-2):i], ":=") && givenNameData(fw) && !productName(fw) && !wordlist.FunctionWord(fw) ||
				namePartNoun(noun) && (givenNameData(fw) || surnameData(fw)) && !productName(fw) && !wordlist.FunctionWord(fw) ||
				titleBefore(s, i, noun) || glued {
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
					_, n := decodeRune(s[i+w:])
					w += n // a letter beyond ASCII (rødh, ærlænd)
				} else {
					break
				}
			}
			for w > 0 && (s[i+w-1] == '.' || s[i+w-1] == '-') {
				w--
			}
			word := strings.ToLower(s[i : i+w])
			// after an English person's noun that English goes on after
			// (customer polonia has…, a user called ganda reported…), a
			// word of letters neither English nor code knows is the person's though
			// another language's dictionary or a catalogue holds it, as
			// where only a person stands (subjectName), and the keep
			// passes, which see only the word, would give it back; before
			// a word of one letter or another language's (user nicht
			// gefunden, de login desde o) it stays, and so before a
			// capital (Patient lehnt Bluttransfusion ab: German's noun). After "called" or
			// "named", thingNamed has kept a thing's name
			eh := !foreignUserNoun(noun) && lettersOnly(word) && !commonEnglish(word) && i+w+2 < len(s) && s[i+w] == ' ' && s[i+w+1] >= 'a' && s[i+w+1] <= 'z' && isLetter(s[i+w+2]) && englishAfter(s, i+w)
			// "-u", "--password-stdin": a command-line option, not a handle;
			// "registry.example.com": a host
			// último login bem sucedido: a function word of a catalogue
			// language no names data holds is the sentence's, after the
			// loanword too
			if thingNamed(m, s[i:i+w]) || partyThing(noun, word) {
				// No module named expat: code the knowledge holds; courier
				// dhl: a party's noun before a brand or code's word
			} else if nameNouns.has(word) || i+w < len(s) && s[i+w] == '=' {
				// <patient lastname="Lis"/>, patient lastname is: a
				// noun for a name's part or a person, or an attribute's
				// key, is no handle; its own value is judged after it
			} else if w >= 12 && generatedValue(s[i:i+w]) && !sc.identifier(i, i+w) && !hexRun(strings.ReplaceAll(word, "-", "")) {
				// recipient 7EcDhSYGxXys…: a wallet's or an account's
				// random id, which the name rules would give back as code
				sc.add(i, i+w, phSecret)
			} else if !foreignUserNoun(noun) && w >= 3 && commonWord(word) && !stopHandle(word) && !loginKept(word) && subjectName(sc, word, true, false, false) {
				// user grace not found, a user called martin: a given
				// name English holds too, where a person's handle stands
				sc.addSure(i, i+w, phName)
			} else if catalogueUserNoun(noun) && !wordIn(foreignUserNounWords, noun) {
				// пользователь медвежонок заблокирован, hráč jahoda77: after
				// the catalogues' word for a user, in whatever form they
				// write it (genitive, plural), loginwords.go judges the
				// token by its shape; a dictionary word the sentence goes
				// on from with a template's word, a word with a counter and a
				// word no dictionary holds as written (nordicwolf) are the
				// user's too
				if (foreignHandleWord(s, i+w, word) || wordNumberLogin(word) || w >= 5 && lettersOnly(word) && !knownAsWritten(word) && !codeWord(word)) && !stopHandle(word) && !loginKept(word) && !sc.ownCode(word) {
					sc.addSure(i, i+w, phPathUser)
				}
			} else if fh := foreignUserNoun(noun) && foreignHandleWord(s, i+w, word); w >= 2 && word[0] != '-' && !commonWord(word) && !stopHandle(word) && !loginKept(word) && !hostLike(word) && !pointer(word) && !(foreignUserNoun(noun) && (foreignStop(word) || lowerAt(s, i) && knownAsWritten(word) && !fh && !containsChars(word, "_.") && countDigits(word) == 0)) && (!catalogueVerb(word) || eh) &&
				!(wordlist.FunctionWord(word) && !givenNameData(word) && !surnameData(word)) && !functionWordGoesOn(s, word, i+w) {
				// patient john doe: a given name's surnames after it go
				// with it
				e := i + w
				if givenNameData(word) {
					e = surnamesAfter(s, e)
				}
				if fh || foreignUserNoun(noun) && wordNumberLogin(word) || subjectName(sc, word, true, eh, eh) && (i+w == len(s) || s[i+w] == ' ' || indexByte(".,;)", s[i+w]) >= 0 && (i+w+1 == len(s) || s[i+w+1] == ' ')) {
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
	detectInitialLogins(sc)
	detectNameNumberLogins(sc)
	detectGamerTags(sc)
	detectMentions(sc)
	if contains(s, "'s") || contains(s, "’s") {
		for _, m := range rePossessive.FindAllStringIndex(s, -1) {
			first := s[m[0] : m[0]+firstWordLen(s[m[0]:])]
			if !stopName(first) {
				sc.add(m[0], m[1]-2, phName)
			}
		}
	}
	if sc.anyOf("dob", "d.o.b", "birth", "born", "geb", "né", "naissance", "nacimiento", "nac.", "nascita", "geboorte", "fødsel", "födelse", "syntymä", "urodzenia", "рожд",
		"nacid", "nato", "nata", "urodzon", "född", "født", "syntyn", "narozen", "rođen", "szület",
		"生年月日", "出生", "誕生日", "생년월일", "الميلاد", "לידה") {
		for _, m := range reDOB.FindAllStringSubmatchIndex(s, -1) {
			if !compactBirthDate(s, m[2], m[3]) {
				continue
			}
			sc.add(m[2], m[3], phRedacted)
		}
	}
}

// brandMarked reports a word marked as a registered or trade mark (Intel®,
// Ryzen™): marks are registered for goods and services, so a brand.
func brandMarked(s string) bool {
	return contains(s, "®") || contains(s, "™") || contains(s, "℠")
}

// titleBefore reports a courtesy title written as one (Dr. Martin, Mrs
// Rose, Sra. Flores: a capital, then small letters) right before the name
// at i: what follows it is a person's name, even a word's (martin, rose), and
// the keep passes must leave it. MS Word and DR are no titles.
func titleBefore(s string, i int, noun string) bool {
	j := i
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '.') && i-j < 2 {
		j--
	}
	k := j - len(noun)
	return k >= 0 && wordIn(courtesyTitles, noun) && strings.EqualFold(s[k:j], noun) && s[k] >= 'A' && s[k] <= 'Z' && s[k+1] >= 'a' && s[k+1] <= 'z'
}

// namePartNoun reports the words for a name's part, two words as
// nameContexts joins them: first name, given name, last name, family name.
func namePartNoun(noun string) bool {
	switch noun {
	case "first name", "given name", "last name", "family name":
		return true
	}
	return false
}

// courtesyTitles are the titles of nameNouns, each between spaces (wordIn).
const courtesyTitles = " dr mr mrs ms mx miss frau herr herrn mme madame monsieur mlle señor señora sr sra signor signora sig dott dhr mevr pan pani prof" + courtesyTitlesIntl

// courtesyTitlesIntl are the courtesy titles of Europe's other languages
// and their cases, each between spaces: Polish (pana, panu, panią),
// Czech and Slovak, Finnish (herra, rouva, neiti and their genitives),
// Estonian, Lithuanian, Romanian, the South Slavic languages, the
// Scandinavian fru and frk, Dutch, Portuguese, Spanish, Italian and
// French forms beyond courtesyTitles' own. Titles written after the name
// (Latvian kungs, Hungarian úr) are left out: the word before them is
// judged by the other rules.
const courtesyTitlesIntl = " pana panu panem panie panią pán paní pane slečna slečny herra herran rouva rouvan neiti neidin " +
	"härra härrale proua prouale preili ponas pono ponui poną ponia ponios poniai domnul domnului doamna doamnei " +
	"gospodin gospodina gospođa gospođe gospod gospa fru frk heer meneer mevrouw senhor senhora doña señorita signorina mademoiselle "

func personNoun(n string) bool {
	switch trimSuffix(trimSuffix(n, ":"), "s") {
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
	// after a person's noun a word in small letters that only another
	// language's dictionary or a catalogue holds is the person's too (a
	// user called perfeito): a thing named there is code's
	return !(handleNoun(m.prev) || wordIn(peopleNouns, m.prev)) || !personNameData(strings.ToLower(v)) && !(isLowerWord(v) && !codeWord(v) && !segmented(v))
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
		// Will Fisher: a given name English writes as a word too starts
		// a run before a surname of the names data (namePairText); Will
		// Retry and Jan de Boer stay the other rules'
		if stopName(word) && !(n == 0 && j+w+1 < len(s) && namePairText(s[j:j+w+1+firstWordLen(s[j+w+1:])])) {
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
		if k := indexStr(s[i:i+w], "'s"); k > 0 && k+2 == w {
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
		if hasPrefix(s[j:], "'s") || hasPrefix(s[j:], "’s") {
			sc.add(i, j, phName)
		}
		i += w
	}
}

func detectHL7(sc *scan) {
	if indexByte(sc.s, '^') < 0 && indexByte(sc.s, '|') < 0 {
		return
	}
	for _, m := range reHL7.FindAllStringIndex(sc.s, -1) {
		if hl7TableText(sc.s, m[0], m[1]) {
			continue
		}
		a := m[0]
		for a < m[1] && (sc.s[a] == '|' || sc.s[a] == '\n' || sc.s[a] == '\r') {
			a++
		}
		if bar := indexByte(sc.s[a:m[1]], '|'); bar == 3 {
			a += 4 // keep the segment id
		}
		sc.add(a, m[1], phName)
	}
}

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

// functionWordGoesOn reports a catalogue language's function word of four
// letters or more after a person's noun, which the names data holds too,
// followed by a word of the catalogues' templates no names data holds:
// "Câmpul username este obligatoriu", Romanian's "is" then "required",
// is the message going on, not a user called Este ("user este lauder"
// is still a name: no template's word follows).
func functionWordGoesOn(s, word string, e int) bool {
	if runeCount(word) < 4 || !wordlist.FunctionWord(word) || e+1 >= len(s) || s[e] != ' ' {
		return false
	}
	n := e + 1
	for n < len(s) && n-e <= 40 {
		r, k := decodeRune(s[n:])
		if !letterRune(r) {
			break
		}
		n += k
	}
	next := s[e+1 : n]
	return next != "" && strings.ToLower(next) == next && catalogueVerb(next)
}

// allCapsRun reports a run of words written in capitals and digits only
// (AE PACS, HL7 LAB): no person's name in a sentence's case.
func allCapsRun(r string) bool {
	caps := false
	for i := 0; i < len(r); i++ {
		c := r[i]
		switch {
		case isUpperASCII(c):
			caps = true
		case c == ' ' || isDigit(c):
		default:
			return false
		}
	}
	return caps
}
