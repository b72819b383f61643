package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Organisations' names are kept by policy (docs/privacy.md): a triager needs
// to know which vendor, supplier or merchant an error is about, and a
// company is no data subject. The word rules judge each word alone and mask
// a surname wherever it stands, so a company named after its founders
// (Phillips, Brown and Weaver; Loos GmbH; Wolff & Müller; شركة المراعي)
// lost its name. keepOrganisations runs after them and takes back what they
// masked inside a span that the text itself marks as one organisation:
//
//   - a legal form after the name (Scott Ltd, Dallara, Salvo e Pratesi SPA,
//     Hellwig Gutknecht GmbH & Co. KGaA, «Стройтрансгаз» АО);
//   - a legal form or a word for a group of companies before it (شركة …,
//     ООО «…», Όμιλος …);
//   - the partnership pattern of firms named after their partners: three
//     surnames joined by a comma and a conjunction (Fox, Morgan and Dennis;
//     آل علي, آل سعود and الجابر), or two joined by an ampersand (Jans &
//     Verhagen); a person's given name among them makes it a list of
//     people, which stays masked;
//   - the name after a noun that names a business partner (vendor,
//     supplier, merchant): a trading name there is the company's, unless its
//     first word is a given name (partner Mark, vendor Sabina Araujo), which
//     reads as a person and stays masked.
//
// Only the word rules' spans are taken back: what a strong detector found
// (an e-mail address, a phone number) inside a company's name stays masked.

// orgPunct are the quotes and marks around a token that belong to no name.
const orgPunct = "\"'`«»“”„‘’()[]{}<>,;:!?。、"

// orgNameWord reports a word that can be part of a company's name: one
// that starts with a capital, or a word of a script without case.
func orgNameWord(w string) bool {
	r, _ := decodeRune(w)
	return letterRune(r) && !lowerRune(r)
}

// orgJoiners join the partners' names of a firm: "and" and "&" in the
// languages the other knowledge covers (Pratesi e Donati, Quintanilla y
// asociados, Bousquet et Fils, Çelik ve Tel), and the hyphen.
const orgJoiners = " and & e et y und en ve i - og och és и і та και "

// orgParticles are lower-case words inside a company's name: the particles
// of surnames (Adriaansen & van den Brand) and the words for partners,
// associates and sons that follow them (y asociados, e figli, et Fils,
// Polish i syn).
const orgParticles = " van den der de da di del della von la le du dos das do asociados associados associati associés fils figli hijos filhos söhne zonen sons partners υιοί syn synowie "

// orgGlue reports a joiner or a particle. Not inlined: its copies cost
// the bootstrap more than the call.
//
//go:noinline
func orgGlue(c string) bool { return wordIn(orgJoiners, c) || wordIn(orgParticles, c) }

// orgPrefixes are words for a group of companies written before its name,
// in the languages of legalPrefixes, and the Dutch crown's predicate
// (Koninklijke Boskalis; not its English Royal, a given name too), which
// only companies and societies bear: the name follows them as the
// company's after a legal form written first.
const orgPrefixes = " Grupa Grupo Gruppo Groupe Gruppe ГК Όμιλος مجموعة Koninklijke "

// orgBusinessNouns name a business partner: the name after one is a
// company's trading name.
const orgBusinessNouns = " vendor vendors supplier suppliers merchant merchants reseller distributor manufacturer partner partners "

// orgGiven reports a word that reads as a person's given name: one of the
// common given names, or, when strict, any the names data holds. A word
// alone after a business noun is a person's only when it is a common given
// name (partner Olivia): the names data is too wide to tell there. It
// holds most one-word firms the draws name after a business noun as a
// given name, a surname, or both (Hella, Arçelik, Укрнафта; Dörr,
// Байер), as it holds 89% of the draws' given names; which of the two
// it holds told no firm from a person. A word before another is a
// person's whenever the data holds it (vendor Sabina Araujo).
//
//go:noinline
func orgGiven(w string, strict bool) bool {
	lw := strings.ToLower(w)
	if givenName(lw) {
		return true
	}
	return strict && givenNameData(lw)
}

// orgFirstName reports a common given name, or one the names data holds
// as a given name only: two of them among three partners' names make a
// list of people (Alice, Bob and Carol), one of two a couple (Kim & Joon).
//
//go:noinline
func orgFirstName(w string) bool {
	lw := strings.ToLower(w)
	return givenName(lw) || givenNameData(lw) && !surnameData(lw)
}

// organisationSpans finds the spans of s that name one organisation. The
// text is read as runs of name words (capitalised or of a caseless script,
// with the joiners, particles and legal forms between them, up to a clause
// mark); a run is an organisation's name when a legal form stands in it
// (before or after the name), when it follows a business partner's noun and
// does not start with a given name, or when it joins three partners' names
// with a comma and a conjunction, or two with "&" (either with its
// particles: Keijser & van Holland, van Dokkum & Zuidweg), of which fewer
// than two (none of two) read as given names.
func organisationSpans(s string) []span {
	var out []span
	f := strings.Fields(s)
	at := make([]int, len(f)) // where each core starts in s
	for i, off := 0, 0; i < len(f); i++ {
		off += indexStr(s[off:], f[i])
		at[i] = off + len(f[i]) - len(strings.TrimLeft(f[i], orgPunct))
		off += len(f[i])
		f[i] = f[i][at[i]-off+len(f[i]):] // the core and what follows it
	}
	core := func(i int) string { return strings.TrimRight(f[i], orgPunct) }
	for k := 0; k < len(f); {
		// a run of name words from k to j (exclusive)
		j, form, comma, given, words := k, false, false, 0, 0
		part, famLed := true, false // a partner's name starts; it is led by آل
		formEnd := -1               // the last token of a legal form after the name
		for ; j < len(f); j++ {
			c := core(j)
			if j > k && indexByte("([{'\"`", s[at[j]-1]) >= 0 && !(j == k+1 && s[at[j]-1] == '"' && legalPrefix(core(k))) {
				// Olivia Martin (AG 4711): a bracket closes the name before
				// it; a quote opens another value (المستلم 'AB−': a blood
				// group, no company's form), but not after a legal form
				// written first, whose name Russian quotes in ASCII too
				// (НПО "Космос" as ООО «Ромашка»)
				break
			}
			if n := legalFormLen(s[at[j]:]); n > 0 && j > k || legalPrefix(c) || wordIn(orgPrefixes, c) {
				form = true
				for e := at[j] + n; j+1 < len(f) && at[j+1] < e; {
					j++ // Sp. z o.o.: a form of several tokens
				}
				if n > 0 {
					formEnd = j
				}
			} else if orgGlue(c) {
				// a joiner or a particle: judged where it stands below
			} else if wordIn(arabicFamily, c) {
				// آل بن ظافر: "family of", "son of" belong to the name
				// after them, which they make a family's, not a person's;
				// but a son's given name before بن makes a person's name
				// (محمد بن علي), unless the family's آل leads it
				famLed = famLed || part && c == "آل"
				if !part && !famLed && (c == "بن" || c == "ابن") {
					given++
				}
			} else if c != "" && orgNameWord(c) {
				words++
				if orgFirstName(c) && !(j > k && wordIn(arabicFamily, core(j-1))) {
					given++
				}
			} else {
				break
			}
			tail := f[j][len(core(j)):]
			comma = comma || hasPrefix(tail, ",")
			if part = hasPrefix(tail, ",") || wordIn(orgJoiners, c); part {
				famLed = false
			}
			if containsChars(tail, ":;()[]{}<>!?") {
				j++
				break // a clause ends the name
			}
		}
		if j == k {
			k++
			continue
		}
		// the run without the joiners and particles at its ends
		a, b := k, j-1
		for a < b && orgGlue(core(a)) {
			a++
		}
		for b > a && b > formEnd && orgGlue(core(b)) {
			b-- // … και υιοί: a legal form of such words ends the name
		}
		if core(a) == "The" && a < b {
			// partner The Polka Dot Bear Tavern: an article starts no
			// person's name (the names data holds The as a given name)
			a, words = a+1, words-1
		}
		// Le Goff, De Luca, Van Damme: a surname's particle, capitalised
		// where it starts the name, is no given name; the word after it
		// is judged as the name's first, against the whole names data as
		// a name of two words is (Le Minh, Do Van Minh: Vietnamese Lê and
		// Đỗ written without marks lead a given name)
		fa := a
		for fa < b && wordIn(orgParticles, strings.ToLower(core(fa))) {
			fa++
		}
		first := core(fa)
		// Hughes-Jones: two partners' surnames, unless the first is a
		// common given name (Anna-Lena); after a particle, against the
		// whole names data, as the particles count no word (Le Van Thanh,
		// Do Hung, Di Wang, Da Silva are names of two words or more)
		person := orgGiven(first, words > 1 || fa > a) && !wordIn(arabicFamily, first)
		if i := indexByte(first, '-'); i > 0 {
			person = givenName(strings.ToLower(first[:i]))
		}
		// Fox, Morgan and Dennis; … and بن لادن: the conjunction before
		// the last name, of one word or two
		joiner, win := false, 2
		for i := a; i < b; i++ {
			if wordIn(arabicFamily, core(i)) {
				win = 6 // … and آل محمد بن علي بن جماز: a family's name is longer
			}
		}
		for i := b - win; i < b; i++ {
			joiner = joiner || i > a && core(i) != "-" && wordIn(orgJoiners, core(i))
		}
		business := k > 0 && wordIn(orgBusinessNouns, f[k-1])
		if words > 0 && (form ||
			business && !person && words <= 4 ||
			comma && joiner && words >= 3 && words <= 6 && given < 2 && (!person || partnerList(f, core, a, b)) ||
			!comma && j-a >= 3 && core(a+1) == "&" && words == 2 && given == 0 && (at[k] == 0 || s[at[k]-1] == ' ')) {
			out = append(out, span{start: at[a], end: at[b] + len(core(b))})
		}
		k = j
	}
	return out
}

// partnerList reports a comma after one of the words f[a:b] before the
// last: partners' names listed (Harlow, Penrose and Keane), not a person's
// given name and two surnames joined as Catalan joins them (Jordi Puig i
// Ferrer, …), whose only comma ends the clause.
func partnerList(f []string, core func(int) string, a, b int) bool {
	for i := a; i < b; i++ {
		if hasPrefix(f[i][len(core(i)):], ",") {
			return true
		}
	}
	return false
}

func init() {
	// after every word rule, detectNameRest's widening too (files' init
	// functions run in their names' order: organisations.go after
	// namerest.go, hannames.go and blame.go)
	wordRules = append(wordRules, keepOrganisations)
}

// keepOrganisations takes back the word rules' spans that lie inside an
// organisation's or a product's name (see organisationSpans, productSpans).
// It runs after every other word rule.
func keepOrganisations(sc *scan) {
	if sc.wordFrom >= len(sc.out) {
		return
	}
	orgs := append(append(append(append(organisationSpans(sc.s), productSpans(sc.s)...), companyWordSpans(sc.s)...), thingSpans(sc.s)...), occupationSpans(sc.s)...)
	if len(orgs) == 0 {
		return
	}
	kept := sc.out[:sc.wordFrom]
	for _, sp := range sc.out[sc.wordFrom:] {
		// a value rule's span may hold the quote that closes the name
		// ('no price list for Koninklijke Goyaerts van Waderle'), which
		// no organisation's span holds
		in := sp
		for in.end > in.start+1 && (sc.s[in.end-1] == '\'' || sc.s[in.end-1] == '"') {
			in.end--
		}
		if sp.sure || !((sp.ph == phName || sp.ph == phValue) && inside(orgs, in)) {
			kept = append(kept, sp)
		}
	}
	sc.out = kept
}

// legalPrefix reports a legal form written before a company's name. Each
// is capitalised or of a script without case: a word that starts with
// another ASCII byte is none, unread.
func legalPrefix(w string) bool {
	return w != "" && (w[0] >= utf8.RuneSelf || isUpperASCII(w[0])) && wordIn(legalPrefixes, w)
}

// legalForm reports a legal form at the start of s, as a whole word.
func legalForm(s string) bool { return legalFormLen(s) > 0 }

// legalFormLen is the length of the longest legal form at the start of s,
// as a whole word (GmbH & Co. KGaA's "& Co.", S.A.R.L. rather than S.A.).
func legalFormLen(s string) int {
	best := 0
	for list := legalForms; list != ""; {
		f, rest, _ := cut(list, "|")
		list = rest
		if len(f) > best && hasPrefix(s, f) && formEnds(s[len(f):]) {
			best = len(f)
		}
	}
	// the forms of every country as cleanco lists them (d.o.o., UAB,
	// spol. s r.o.), asked only at a letter or & (a form's first byte)
	if s == "" {
		return best
	}
	if c := s[0] | 0x20; c >= 'a' && c <= 'z' || s[0] == '&' || s[0] >= utf8.RuneSelf {
		if n := wordlist.LegalFormLen(s); n > best && formEnds(s[n:]) {
			best = n
		}
	}
	return best
}

// formEnds reports that no letter follows a legal form: the end, a space,
// a mark (GmbH,), or a closing quote of another script («Авилон АГ»).
func formEnds(rest string) bool {
	r, _ := decodeRune(rest)
	return !letterRune(r) // "" decodes as RuneError, no letter
}
