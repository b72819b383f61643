package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// The words the name rules ask about the words around a name: the nouns that
// introduce a person or a handle, in English and the catalogues' languages,
// the words that stop a name or a handle, surnames' particles, and products
// named like people.

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
	return letter && !hasPrefix(strings.ToLower(s[:w]), "0x")
}

// handleNoun: nouns after which a lower-case word is a user handle.
func handleNoun(n string) bool {
	return wordIn(handleNounWords, strings.ReplaceAll(n, " ", "")) || partyNoun(n) || foreignUserNoun(n)
}

// handleNounWords are handleNoun's nouns, each between spaces (wordIn).
const handleNounWords = " user users username usernames login logins customer customers member members accountholder patient patients employee subscriber recipient sender owner named called handle nick nickname gamertag screenname "

// partyNoun reports the parties of a sale, a lease, a policy, a delivery
// and a trial as marketplaces' and business software's catalogues name
// them (Buyer, Seller, Tenant, Landlord, Policyholder, Insured, Courier,
// Investigator, Author): after one a lower-case word no dictionary of
// the text's language holds is that party's login (Seller lindqvist has
// no payout method, investigator wulan.p not assigned), as after "user";
// a word of code or a brand there is the thing's (courier dhl), which
// partyThing keeps. A driver is left out: in an error it is a device's
// (driver i915 not loaded). The capitalised name after one is the name
// rules' (nameNouns holds these nouns but the trader).
func partyNoun(n string) bool { return wordIn(partyNounWords, n) }

// partyNounWords are partyNoun's words, each between spaces (wordIn).
const partyNounWords = " buyer seller tenant landlord lessee policyholder insured courier investigator author payee payer beneficiary consignee trader " +
	// a loan's and a gift's parties, an insurer's member and an office's
	// clerk (borrower mkaur, donor rabbi_friend, clerk jvaldez)
	"borrower lender donor enrollee clerk "

// partyKey reports a key's last word that names a party (partyNoun's,
// but the author, which personKey holds already): its value is that
// person, whatever its words ("buyer":"quiet-river-77",
// "counterparty_trader":"Lars-Erik Holm"). A tenant is left out: in a
// service's own keys it is a customer organisation's ("tenant":
// "acme-prod").
func partyKey(w string) bool { return w != "author" && w != "tenant" && partyNoun(w) }

// partyThing reports a word after a party's noun that names a thing: a
// word of code, a technical term or a brand (courier dhl, author
// postgres), or a name made of known words joined by hyphens, no digit
// among them (tenant acme-eu: a service's tenant is a customer
// organisation, named as hosts are).
func partyThing(noun, w string) bool {
	if !partyNoun(noun) {
		return false
	}
	if codeWord(w) {
		return true
	}
	if !contains(w, "-") || countDigits(w) > 0 {
		return false
	}
	for _, p := range split(w, "-") {
		if p == "" || !knownWord(p) && !codeWord(p) {
			return false
		}
	}
	return true
}

// foreignUserNoun: "user", "customer" and "patient" in the languages of
// the name nouns, after which a lower-case word is a handle unless it is
// one of foreignStop's function words (Usuario jgarcia no encontrado,
// Utente mario.rossi non trovato, Gebruiker jansen niet gevonden).
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func foreignUserNoun(n string) bool {
	return wordIn(foreignUserNounWords, n) || catalogueUserNoun(n)
}

// catalogueUserNoun reports the word for a user in another language than
// English as the catalogues translate User and Username, in the forms
// their sentences write (userword.fuse: usuário, пользователь, kullanıcı,
// käyttäjälle, χρήστης): after it a word in small letters is the user's
// as after foreignUserNounWords'. English's own are handleNoun's.
func catalogueUserNoun(n string) bool {
	return len(n) >= 5 && !wordIn(handleNounWords, n) && wordlist.UserWord(n)
}

// foreignUserNounWords are foreignUserNoun's words, each between spaces
// (wordIn); the Scandinavian languages write "the user" as one word with
// its article at the end (Användaren erikssonj saknar behörighet).
const foreignUserNounWords = " benutzer benutzerin nutzer nutzerin " + "kunde kundin utilisateur utilisatrice " + "usuario usuaria utente gebruiker " +
	"cliente klant kund användare användaren bruger brugeren brukeren " + "käyttäjä asiakas użytkownik klient " + "paciente paziente patiënt pacjent " +
	"patientin " +
	// the feminine forms of the word for a user the catalogues write in
	// the masculine (userword.fuse holds usuário), and the word for a
	// game's player, whose handle follows it as a user's does (jogador
	// paçoquinha_br, hráč jahoda77, Spieler blumenkind88)
	"usuária utilizadora " +
	"spieler spielerin joueur joueuse jugador jugadora jogador jogadora giocatore speler gracz hráč igrač " +
	"játékos oyuncu игрок гравець pelaaja spelare spiller "

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
	return runeCount(w) >= 4 && templateWord(w) && !givenNameData(w) && !surnameData(w)
}

// accountState reports, after the word for an account or a user in another
// language than English (loginWords: compte, Konto), a word of the
// catalogues' templates that says what state the account is in (Konto:
// gesperrt, compte: bloqué), or a participle whose plural they hold
// (verrouillé: "verrouillés"), as stopValue's words do after English's.
func accountState(key, v string) bool {
	return loginWord(strings.ToLower(key)) && !userKey(key) && v != "" && v[0] >= 'a' && strings.ToLower(v) == v && (catalogueVerb(v) || catalogueVerb(v+"s"))
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

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func particle(w string) bool {
	return wordIn(particleWords, w)
}

// particleWords are particle's words, each between spaces (wordIn).
const particleWords = " van de der den von da di del della le " + "la du dos das al el bin ibn te ter ten zu " + "y "

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

// productName reports given names that are also the names of languages,
// services and products an error message names after a preposition
// ("migrating to Julia", "triggered by Travis", "sent to Alexa").
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func productName(w string) bool {
	return wordIn(productNameWords, w) || wordlist.GoPort(w)
}

// productNameWords are productName's words, each between spaces (wordIn).
const productNameWords = " julia travis ada pascal alexa siri " + "cortana cassandra victoria jenkins " + "grace jasper mercedes tesla heroku " +
	"django rails ruby crystal elixir " + "clojure kotlin swift dart flask sage " + "hadoop hudson jarvis luigi celery nova " +
	"stella aurora hugo felix "
