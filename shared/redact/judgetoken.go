// How one word of a value is judged: known words pass, a person's own
// words and account numbers say what the value is, the rest is masked.

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// firstPerson are the words in which somebody speaks of themselves, or of
// the people around them, in the languages error text comes in: error
// templates speak of "the value" and "the field", never of "my daughter"
// or "she". Words that are also another language's template words are left
// out: French "je" and "ma" (Czech "is", Polish "has"), "mon" (Monday),
// "eu" (the EU), Polish "ja" (German "yes").
var firstPerson = wordMap("i i'm im my me mine i've i’m we're our she he's she's her his him ich mir mich mein meine meinen " +
	"meinem meiner j'ai j’ai moi yo meu minha meus minhas io mio mia miei ik mijn mój moja moje mnie я " +
	"мне меня мой моя моё мои мені мене мій tôi benim bana daughter husband wife mum mom fille mari " +
	"tochter hija hijo esposo esposa marido filha figlia figlio marito moglie dochter córka дочь муж " +
	"жена мама " +
	// the languages known2.fuse made known: Greek, Swedish, Czech, Hungarian, Romanian, Indonesian
	"εγώ εμένα μου jag já můj moje nekem enyém mea saya aku " +
	// and Arabic and Hebrew, whose words known4.fuse made known: I, we,
	// mine, my husband, my wife, my son, my daughter, my mother, my father
	"أنا نحن زوجي زوجتي ابني ابنتي أمي أبي אני אנחנו שלי בעלי אשתי " +
	// verbs in the first person, where Polish, Czech, Spanish, Portuguese
	// and French leave the pronoun out or write it apart
	"jestem byłem byłam chcę mogę jsem estoy tengo estou tenho suis ")

// cjkFirstPerson are the pronouns in which somebody speaks of themselves
// in Chinese, Japanese and Korean, and Thai's I (ฉัน, ดิฉัน), written
// into the sentence.
var cjkFirstPerson = []string{"我", "私は", "私が", "私の", "僕", "俺", "저는", "제가", "나는", "내가", "저희", "ฉัน"}

// stopWords are function words, neutral in prose.
var stopWords = wordMap("the a an of in on at to for and or is was be by with from not no it this that as but if so are were " +
	"has have had do does did can will ")

// judgeToken judges one word of a value: tokCode when it is known to be
// safe (a word of the text's languages or templates, a technical term, the
// event's own code, an identifier's shape), another verdict when it says
// what kind of value it is, and tokMask when nothing vouches for it.
func judgeToken(tok string, dom script, strict bool, ours codeSet) int {
	tok = unElide(tok)
	if stem, ok := trApostrophe(tok); ok {
		return judgeToken(stem, dom, strict, ours)
	}
	if psCommand(tok) || humpedModule(tok) || unitName(tok) || humpedService(tok) || serviceSlug(tok) || basicDateTime(tok) {
		return tokCode // Invoke-ZaikoSync, OrionWeb.CartLive, KucunSync, kucun-sync: code; 20261204T0930: a time
	}
	if svcAccount(tok) {
		return tokCode // svc_etmf: a service's account, no person's
	}
	if pgSystemName(tok) {
		return tokCode // pg_catalog.pg_getwal: a PostgreSQL system object
	}
	if wordsAndNumber(tok) || semiticWordsAndNumber(tok) {
		// 查看-由于-1686, 국왕재활용모든4125, Мрачно-Граница-4083: words and a
		// number as password generators suggest them, in any script and
		// inside a message in any script
		return tokMask
	}
	if gluedName(tok) {
		return tokMask // johntran, bramadan: a login of a name's parts
	}
	if r, _ := decodeRune(tok); r >= utf8.RuneSelf && !dom.cased() && scriptOf(r) == dom {
		// a caseless script (Han, Kana, Hangul, Arabic, Hebrew, Thai)
		// writes names like any word: the names data tells them
		if sameScriptName(tok, dom) {
			return tokMask
		}
		if n := runeCount(tok); dom == cjk && hanOnly(tok) && n >= 2 && n <= 4 && !hanWords([]rune(tok)) && hanNameShaped(tok) {
			// in a value, a short run of Han the dictionaries cannot
			// split into words is somebody's (吳欣怡)
			return tokMask
		}
		if firstPerson[tok] {
			return tokPerson // زوجي, "my husband": somebody speaks
		}
		if dom != cjk && dom != hangul && !scriptWordKnown(tok) {
			// Arabic, Hebrew, Thai, Indic: in a value, a word no
			// dictionary or catalogue holds is a value
			return tokMask
		}
		return tokWord
	}
	letters, digits, upper, lowerN, trans := 0, 0, 0, 0, 0
	code, hump := false, false
	prev := byte(0) // 'a' letter, '0' digit
	for i := 0; i < len(tok); {
		c := tok[i]
		if c >= utf8.RuneSelf {
			r, n := decodeRune(tok[i:])
			if foreignRune(r, dom) {
				if ua, ub, ok := urlUserinfo(tok); ok && ua <= i && i < ub {
					// postgresql://app:קקפלט@db.internal: the letters are
					// the userinfo's, which its own rule masks; the URL's
					// host and path are judged without it (the whole URL
					// was masked, its host lost)
					return judgeToken(tok[:ua]+tok[ub+1:], dom, strict, ours)
				}
				if ha, hb := urlHost(tok); ha <= i && i < hb {
					// https://קקפלט.example.com/api: an IDN host's labels
					// are names of things, and a host is kept by policy;
					// the path is judged without it
					return judgeToken(tok[:ha]+"host"+tok[hb:], dom, strict, ours)
				}
				// a name in another script is a value; a message in
				// that language is not
				if foreignName(tok) || joinedName(tok, true) {
					return tokMask
				}
				if n := runeCount(tok); hanOnly(tok) && n >= 3 && n <= 4 && !hanWords([]rune(tok)) && hanNameShaped(tok) {
					// a short run of Han no dictionary splits into
					// words, alone in a value: a name, in either
					// script's characters (謝秀珍, 吳欣怡)
					return tokMask
				}
				return tokOtherWord
			}
			if letterRune(r) {
				letters++
				if upperRune(r) {
					upper++
				} else {
					lowerN++
				}
			}
			i += n
			continue
		}
		switch {
		case c >= 'a' && c <= 'z':
			letters++
			lowerN++
			if prev == '0' {
				trans++
			}
			prev = 'a'
		case c >= 'A' && c <= 'Z':
			letters++
			upper++
			if prev == '0' {
				trans++
			}
			if i > 0 && tok[i-1] >= 'a' && tok[i-1] <= 'z' {
				hump = true
			}
			prev = 'a'
		case c >= '0' && c <= '9':
			digits++
			if prev == 'a' {
				trans++
			}
			prev = '0'
		case c == '_' || c == '/' || c == '\\' || c == '.' || c == '@' || c == '#' || c == '$' || c == '%' || c == '=' || c == '&' || c == '+' || c == '~' || c == '^':
			code = true
			prev = 0
		case c == ':' || c == '(' || c == ')' || c == '[' || c == ']' || c == '{' || c == '}' || c == '<' || c == '>' || c == '*' || c == '"' || c == '`':
			code = true
			prev = 0
		default:
			prev = 0
		}
		i++
	}
	lt := strings.ToLower(tok)
	if c, ok := contraction(lt); ok {
		lt = c
		tok = tok[:len(c)]
	}
	switch {
	case letters == 0:
		// numbers are code, but a date long past in a value is somebody's
		// birthday (19840312, 12.03.1984, 1984-03-12)
		if birthDate(tok) {
			return tokMask
		}
		if k := indexByte(tok, ':'); k > 0 && birthDate(tok[:k]) {
			return tokMask // 1935-02-16:41, a line number after it
		}
		return tokCode
	case firstPerson[lt]:
		return tokPerson
	case passwordShaped(tok) || passphrase(tok) || wordsAndNumber(tok) || wordAndYear(tok):
		return tokMask
	case lowerN == 0 && accountShape(tok):
		// IX1397440, UBPC4859151046: an issuer's capitals before a run of
		// digits is how passports and bank accounts number their holders
		return tokMask
	case timeZone(tok) || generatedID(tok, lowerN, upper, digits):
		return tokCode
	case digits > 0 && lowerN == 0 && (upper > 0 && len(tok) >= 6 && trans >= 2 && !contains(tok, "-") || digits >= 5 && trans == 1 && prev == 'a' && upper > 0):
		// a mix of capitals and digits that changes more than once
		// (T0345612H, C02XK1ZZJG5H) is somebody's number
		return tokMask
	case skuCode(tok):
		return tokCode // ORN-4471-BLK: an article's stock-keeping code
	case tok[0] == '@' && len(tok) > 2 && botHandle(strings.ToLower(tok[1:])):
		return tokCode // @csbot, @oncall: a bot or a team
	case code || digits > 0 || hump || upper >= 2 && lowerN > 0 || contains(tok, "-"):
		// a compound (snake_case, camelCase, kebab-case, dotted, a path, a
		// file name, letters with digits) is code only when every part of
		// it is known: olivia_martin and mkaraoglu-cv are not
		// 2.38.1-5+deb12u3, HH:MM[:ss[.uuuuuu]]: a package's version, a
		// format a message spells out (pkgversions.go)
		if ours.compound(tok) || debianVersion(tok) || dateTimeFormat(tok) {
			return tokCode
		}
		if loginDigits(tok) || namedHandle(tok) || !isASCII(tok) && joinedName(tok, false) {
			return tokMask // olivia99, agnolo_capone: somebody's handle
		}
		// PostgreSQL: a product a catalogue writes as one word, humped
		// where no part is a word (Postgre|SQL), is the catalogue's
		if hostName(tok) || knownCompound(tok) || programModule(tok) || collationName(tok) || poolInstance(tok) || qualifiedClass(tok) || casedHumps(tok) || hump && wordlist.Template(lt) && !personName(tok) {
			return tokCode
		}
		return tokMask
	case upper > 0 && lowerN == 0:
		// an acronym or an enum in capitals is code; a person's name in
		// capitals (OLIVIA, KARAOGLU) is not
		if personName(tok) {
			return tokMask
		}
		return tokCode
	case upper > 0:
		// Capitalised: a known word (a German noun too), or a name
		if ours.has(lt) {
			return tokCode
		}
		if !knownWord(tok) || personName(tok) {
			return tokMask
		}
		if errWord(lt) || stopWords[lt] || templateWord(lt) {
			return tokWord
		}
		return tokOtherWord
	}
	// lower case: a known word, or a value (a login, a handle, a name);
	// a Go port (GOOS=darwin) is code's, though a name's too
	if ours.has(lt) || fhsDir(lt) || wordlist.GoPort(lt) {
		return tokCode
	}
	if stopWords[lt] || errWord(lt) || templateWord(lt) {
		return tokWord
	}
	if runeCount(lt) <= 3 && !strict {
		// an abbreviation (arn, ctx, msg); a short name is one only by
		// the names everybody knows
		if givenName(lt) {
			return tokMask
		}
		return tokCode
	}
	if personName(lt) {
		return tokMask
	}
	if knownWord(lt) {
		return tokOtherWord
	}
	if nameSegments(lt) {
		return tokMask // markelliott, jsmith
	}
	if segmentedWords(lt) {
		return tokOtherWord
	}
	if !strict && runeCount(lt) <= 3 && !personName(lt) {
		return tokCode // an abbreviation (ctx, msg, tmp)
	}
	return tokMask
}

// accountShape reports a document's or an account's number: one or two
// capitals then six to nine digits, or one or four then ten or more, and
// nothing else (a passport's IX1397440, a bank's UBPC4859151046). Digits that start with a date
// (SO20251102004412) number an order of that day, not a holder.
func accountShape(t string) bool {
	l := 0
	for l < len(t) && isUpperASCII(t[l]) {
		l++
	}
	d := len(t) - l
	if l == 0 || countDigits(t[l:]) != d || d < 6 || !(l <= 2 && d <= 9 || (l == 1 || l == 4) && d >= 10) {
		// a passport's one or two capitals before six to nine digits; a
		// bank's code (four capitals, or Italy's one check letter) before
		// ten or more (HHH000299 is a product's message number,
		// JD014600003829471 a carrier's parcel)
		return false
	}
	return !(d >= 8 && validYMD(t[l:l+8]))
}

// loneCompound reports a lower-case ASCII word that no list holds as
// written and that code words do not split into, known only as a compound
// or a form of known words, as a login of names run together reads too:
// of twelve letters or more (mladenovskamarija), or of eight or more that
// splits into a given name and a surname (fukudaatsushi); a cloud's
// region (westeurope) is its words and a place.
func loneCompound(tok string) bool {
	// the cheap lookups first: a value repeated down a long text asks
	// this at each of its copies
	if len(tok) < 8 || !isLowerWord(tok) || !isASCII(tok) || wordlist.KnownEntry(tok) {
		return false
	}
	if !(nameSegments(tok) && !wordlist.Code(tok)) && (len(tok) < 12 || knownAsWritten(tok) || accentKnown(tok)) {
		return false
	}
	return !segmented(tok) && !cloudRegion(tok)
}

// loneCompound is loneCompound with the scan's last answer kept.
func (sc *scan) loneCompound(tok string) bool {
	if tok != sc.lone {
		sc.lone, sc.loneIs = tok, loneCompound(tok)
	}
	return sc.loneIs
}

// urlHost returns where the host of a URL token stands (after "://" and
// any userinfo, up to its port, path, query or fragment); ha == hb when
// tok is no URL. Not inlined: two rules ask it.
//
//go:noinline
func urlHost(tok string) (int, int) {
	k := indexStr(tok, "://")
	if k <= 0 {
		return 0, 0
	}
	ha := k + 3
	hb := ha
	for hb < len(tok) && indexByte("/?#:@", tok[hb]) < 0 {
		hb++
	}
	if hb < len(tok) && tok[hb] == '@' {
		return 0, 0 // userinfo: urlUserinfo's
	}
	return ha, hb
}

// pgSystemName reports an object of PostgreSQL's system schema written
// with the schema, pg_catalog.pg_getwal, pg_catalog.pg_attrdef:
// PostgreSQL reserves the pg_ prefix for its own objects (CREATE SCHEMA
// refuses a pg_ schema, and pg_catalog holds the system catalogues), so
// the name is the database's, whatever its words. A rest the names data
// holds (pg_catalog.pg_olivia) is judged as it is.
func pgSystemName(tok string) bool {
	rest, ok := cutPrefix(strings.TrimRight(tok, ".,;:!?)\"'"), "pg_catalog.pg_")
	if !ok || rest == "" || len(rest) > 40 {
		return false
	}
	for i := 0; i < len(rest); i++ {
		if c := rest[i]; !(c >= 'a' && c <= 'z' || c == '_' || c >= '0' && c <= '9') {
			return false
		}
	}
	for _, p := range split(rest, "_") {
		if wordlist.GivenName(p) || wordlist.Surname(p) {
			return false
		}
	}
	return true
}
