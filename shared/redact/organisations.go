package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
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

// orgTok is one space-separated token of the text: s[a:b] whole, and its
// core s[ca:cb] without the quotes and punctuation around it.
type orgTok struct{ a, b, ca, cb int }

func orgTokens(s string) []orgTok {
	var ts []orgTok
	for i := 0; i < len(s); {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		a := i
		for i < len(s) && s[i] != ' ' && s[i] != '\t' && s[i] != '\n' {
			i++
		}
		if a == i {
			break
		}
		ca, cb := a, i
		for ca < cb {
			r, n := utf8.DecodeRuneInString(s[ca:cb])
			if !strings.ContainsRune(orgPunct, r) || r == '&' || r == '-' {
				break
			}
			ca += n
		}
		for cb > ca {
			r, n := utf8.DecodeLastRuneInString(s[ca:cb])
			if !strings.ContainsRune(orgPunct, r) || r == '.' || r == '&' || r == '-' {
				break
			}
			cb -= n
		}
		ts = append(ts, orgTok{a, i, ca, cb})
	}
	return ts
}

// orgPunct are the quotes and marks around a token that belong to no name.
const orgPunct = "\"'`«»“”„‘’()[]{}<>,;:!?。、"

// orgNameWord reports a word that can be part of a company's name: one
// that starts with a capital, or a word of a script without case.
func orgNameWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || unicode.IsLetter(r) && !unicode.IsLower(r)
}

// orgJoiners join the partners' names of a firm: "and" and "&" in the
// languages the other knowledge covers (Pratesi e Donati, Quintanilla y
// asociados, Bousquet et Fils, Çelik ve Tel), and the hyphen.
var orgJoiners = wordMap("and & e et y und en ve i - og och és и і та και")

// orgParticles are lower-case words inside a company's name: the particles
// of surnames (Adriaansen & van den Brand) and the words for partners,
// associates and sons that follow them (y asociados, e figli, et Fils).
var orgParticles = wordMap("van den der de da di del della von la le du dos das do asociados associados associati associés fils figli hijos filhos söhne zonen sons partners υιοί")

// orgPrefixes are words for a group of companies written before its name,
// in the languages of legalPrefixes: the group's name follows them as the
// company's after a legal form written first.
var orgPrefixes = wordMap("Grupa Grupo Gruppo Groupe Gruppe ГК Όμιλος مجموعة")

// orgSuffixes are legal forms and words for a group of companies that
// legalForms lacks: Greek, Spanish and Cyrillic spellings of the forms
// ISO 20275 lists, and the word for a group in Dutch, Russian and Ukrainian.
var orgSuffixes = []string{"Α.Β.Ε.Ε.", "Α.Ε.Β.Ε.", "S.Com.", "S.COM.", "e.G.", "eG", "Groep", "Лтд", "Групп", "Груп", "Холдинг", "Sp.k.", "Sp. z o.o.", "S.R.L.", "s.r.l."}

// orgBusinessNouns name a business partner: the name after one is a
// company's trading name.
var orgBusinessNouns = wordMap("vendor vendors supplier suppliers merchant merchants reseller distributor manufacturer partner partners")

// orgForm reports the length of a legal form at the start of s, 0 if none.
func orgForm(s string) int {
	best := 0
	try := func(f string) {
		if len(f) > best && strings.HasPrefix(s, f) && (len(s) == len(f) || !isLetter(s[len(f)]) && s[len(f)] < utf8.RuneSelf) {
			best = len(f)
		}
	}
	for _, f := range legalForms {
		try(f)
	}
	for _, f := range orgSuffixes {
		try(f)
	}
	return best
}

// orgGiven reports a word that reads as a person's given name: one of the
// common given names, or, when strict, any the names data holds. The names
// data is wide (it holds Bellway and Hella too), so a word alone after a
// business noun is a person's only when the data also holds it as a
// surname (partner Mark), and a word before another only when it holds it
// at all (vendor Sabina Araujo).
func orgGiven(w string, strict bool) bool {
	lw := strings.ToLower(w)
	if givenName(lw) {
		return true
	}
	return givenNameData(lw) && (strict || surnameData(lw))
}

// organisationSpans finds the spans of s that name one organisation.
func organisationSpans(s string) []span {
	if len(s) < 4 {
		return nil
	}
	ts := orgTokens(s)
	core := func(k int) string { return s[ts[k].ca:ts[k].cb] }
	var out []span
	add := func(a, b int) { out = append(out, span{a, b, ""}) }
	// stop reports a token a name does not go on across to its left: one
	// that ends a clause or opens a bracket after it
	endsLeft := func(k int) bool {
		t := ts[k]
		return t.cb < t.b && strings.ContainsAny(s[t.cb:t.b], ":;()[]{}<>!?\"'«»“”")
	}
	// formEnd returns where a chain of legal forms starting at token k
	// ends (GmbH & Co. KGaA; Sp. z o.o. Sp.k.), and the next token
	formEnd := func(k int) (int, int) {
		end := -1
		for k < len(ts) {
			n := orgForm(s[ts[k].ca:])
			if n == 0 {
				break
			}
			end = ts[k].ca + n
			for k < len(ts) && ts[k].a < end {
				k++
			}
		}
		return end, k
	}
	for k := 0; k < len(ts); k++ {
		w := core(k)
		if w == "" {
			continue
		}
		// a legal form after the name: the name's words to its left
		if k > 0 && !endsLeft(k-1) {
			if end, next := formEnd(k); end > 0 {
				start, names := -1, 0
				for j := k - 1; j >= 0 && j >= k-8; j-- {
					c := core(j)
					if c == "" || !(orgNameWord(c) && !orgBusinessNouns[strings.ToLower(c)] || orgJoiners[c] || orgParticles[c]) {
						break
					}
					if orgNameWord(c) {
						names++
					}
					start = j
					if j > 0 && endsLeft(j-1) || ts[j].ca > ts[j].a && !strings.HasPrefix(s[ts[j].a:], ",") {
						break // an opening quote or bracket starts the name
					}
				}
				for start >= 0 && start < k && (orgJoiners[core(start)] || orgParticles[core(start)]) {
					start++
				}
				if names > 0 && start >= 0 && start < k {
					add(ts[start].ca, end)
				}
				k = next - 1
				continue
			}
		}
		// a legal form or a group's word before the name
		if legalPrefix(w) || orgPrefixes[w] {
			j, end := k+1, -1
			for ; j < len(ts) && j <= k+4; j++ {
				c := core(j)
				if c == "" || !orgNameWord(c) && !orgJoiners[c] {
					break
				}
				end = ts[j].cb
				if endsLeft(j) && !strings.ContainsAny(s[ts[j].cb:ts[j].b], "»”\"") {
					break
				}
			}
			if end > 0 {
				if e, _ := formEnd(j); e > 0 && j < len(ts) && ts[j].a == ts[j-1].b+1 {
					end = e // ООО «Ромашка» ЗАО
				}
				add(ts[k].ca, end)
				k = j - 1
				continue
			}
		}
		// partners' names: A, B and C; A & B
		if b := orgPartnership(s, ts, k); b > 0 {
			add(ts[k].ca, b)
			continue
		}
		// the name after a business partner's noun
		if k+1 < len(ts) && orgBusinessNouns[strings.ToLower(w)] && ts[k].cb == ts[k].b {
			last := -1
			for j := k + 1; j < len(ts) && j <= k+4; j++ {
				c := core(j)
				if c == "" || !orgNameWord(c) && !(j > k+1 && (orgJoiners[c] || orgParticles[c])) || j > k+1 && stopName(c) {
					break
				}
				last = j
				if endsLeft(j) {
					break
				}
			}
			first := core(k + 1)
			person := false
			if i := strings.IndexByte(first, '-'); i > 0 {
				// Hughes-Jones: two partners' surnames, unless the first is
				// a common given name (Anna-Lena)
				person = givenName(strings.ToLower(first[:i]))
			} else {
				person = orgGiven(first, last > k+1)
			}
			if last > k && !person {
				add(ts[k+1].ca, ts[last].cb)
			}
		}
	}
	return out
}

// orgPartnership returns the end of a firm's name of its partners' names
// starting at token k (Fox, Morgan and Dennis; آل علي, آل سعود and
// الجابر; Jans & Verhagen), 0 if none starts there. Each name is one word,
// or two in a script without case (آل سعود).
func orgPartnership(s string, ts []orgTok, k int) int {
	core := func(j int) string { return s[ts[j].ca:ts[j].cb] }
	// given counts the parts that read as given names (a common one, or
	// one the names data holds only as a given name): two of three make a
	// list of people (Alice, Bob and Carol), and one of two a couple (Kim &
	// Joon)
	given := 0
	// part reads one partner's name from token j: its last token and
	// whether it ends with a comma
	part := func(j int) (int, bool) {
		if j >= len(ts) {
			return -1, false
		}
		c := core(j)
		if c == "" || !orgNameWord(c) || stopName(c) || ts[j].ca != ts[j].a && (j != k || strings.ContainsAny(s[ts[j].a:ts[j].ca], "([{<")) {
			return -1, false
		}
		if lc := strings.ToLower(c); givenName(lc) || givenNameData(lc) && !surnameData(lc) {
			given++
		}
		if r, _ := utf8.DecodeRuneInString(c); !unicode.IsUpper(r) && j+1 < len(ts) && ts[j].cb == ts[j].b {
			// a second word of a caseless script's name (آل سعود)
			if n := core(j + 1); n != "" && orgNameWord(n) && !orgJoiners[n] {
				if r2, _ := utf8.DecodeRuneInString(n); !unicode.IsUpper(r2) {
					j++
				}
			}
		}
		return j, s[ts[j].cb:ts[j].b] == ","
	}
	j, comma := part(k)
	if j < 0 {
		return 0
	}
	if !comma {
		// A & B
		if j+2 < len(ts) && core(j+1) == "&" && ts[j].cb == ts[j].b {
			if e, _ := part(j + 2); e >= 0 && given == 0 {
				return ts[e].cb
			}
		}
		return 0
	}
	j2, comma2 := part(j + 1)
	if j2 < 0 || comma2 || j2+2 >= len(ts) || ts[j2].cb != ts[j2].b || !orgJoiners[core(j2+1)] || core(j2+1) == "-" {
		return 0
	}
	if e, _ := part(j2 + 2); e >= 0 && given < 2 {
		return ts[e].cb
	}
	return 0
}

func init() {
	// after every word rule, detectNameRest's widening too (files' init
	// functions run in their names' order: organisations.go after
	// namerest.go, hannames.go and blame.go)
	wordRules = append(wordRules, keepOrganisations)
}

// keepOrganisations takes back the word rules' spans that lie inside an
// organisation's name (see organisationSpans). It runs after every other
// word rule.
func keepOrganisations(sc *scan) {
	if sc.wordFrom >= len(sc.out) {
		return
	}
	orgs := organisationSpans(sc.s)
	if len(orgs) == 0 {
		return
	}
	kept := sc.out[:sc.wordFrom]
	for _, sp := range sc.out[sc.wordFrom:] {
		inside := false
		if sp.ph == phName || sp.ph == phValue {
			for _, o := range orgs {
				if sp.start >= o.start && sp.end <= o.end {
					inside = true
					break
				}
			}
		}
		if !inside {
			kept = append(kept, sp)
		}
	}
	sc.out = kept
}
