// Outside values: words in another script than the text around them and
// capitalised words that are no sentence start, common word, technical word
// or thing's name.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectForeignWords marks, outside values, the names the template did not
// write: a word in another script than the text around it that reads as a
// name ("failed for customer Ολυμπία"), a word of the text's own script that
// its language marks as a name (a capital in a cased script that is no
// sentence start and no known word, in any supported language: German
// nouns are known; the names data in a caseless one), and a given name
// followed by a surname even when both are words ("Frank Winter").
func detectForeignWords(sc *scan, dom script) {
	s := sc.s
	prevMasked := -1 // end of the last capitalised word masked, for runs
	prevA, prevB := -1, -1
	prevCJK, prevCJKStart, prevCJKEnd := "", 0, 0 // a CJK word, for names written apart

	// the last capitalised word of another script
	prevF, prevFMasked, prevFScript := [2]int{-1, -1}, false, latin
	company := 0 // words left of a company's name after its legal form
	for i := 0; i < len(s); {
		a, b := nextToken(s, i)
		if a < 0 {
			return
		}
		i = b
		tok := s[a:b]
		r, _ := decodeRune(tok)
		// (Leika-Schlüssel 99050012104000): a compound whose end is a
		// code's label, before its number, is that code's label
		if b+1 < len(s) && s[b] == ' ' && isDigit(s[b+1]) && indexByte(tok, '-') > 0 && codedCompound(strings.Trim(tok, "(\"'„“")) {
			prevA = -1
			continue
		}
		// ООО «Ромашка», Fundacja Szynkiewicz, شركة دار الأركان: the
		// words after a legal form written first are the company's name,
		// up to a word in lower case or a number
		if core := strings.Trim(tok, "«»\"'“”„.,;:()"); legalPrefix(core) {
			company = 4
			prevA = -1
			continue
		} else if company > 0 {
			c, _ := decodeRune(core)
			if core != "" && !(c >= 'a' && c <= 'z') && !digitRune(c) && !lowerRune(c) {
				company--
				prevA = -1
				continue
			}
			company = 0
		}
		if foreignRune(r, dom) || hasForeign(tok, dom) {
			if ha, hb := urlHost(tok); ha < hb && !hasForeign(tok[:ha]+tok[hb:], dom) {
				prevA, prevCJK = -1, "" // an IDN host's labels name things (https://קקפלט.example.com)
				continue
			}
			w := strings.Trim(tok, ".,;:!?()[]{}'\"’“”「」")
			if wa := a + indexStr(tok, w); thingFollows(s, wa+len(w)) || errorSource(s, wa, wa+len(w)) {
				// (Ошибка Kafka: the system an error names)
				// גמליאל LLC, चोपरा Inc: a company's name, in any script
				prevA, prevCJK = -1, ""
				continue
			}
			if personCompound(w) || cjkOnly(w) && prevCJK != "" && onlySpaceBetween(s, prevCJKEnd, a) && cjkPair(prevCJK, w) {
				// 林_桃子; 西村 直子 written apart
				if cjkOnly(w) && prevCJK != "" && onlySpaceBetween(s, prevCJKEnd, a) {
					sc.add(prevCJKStart, a+len(w), phName)
				} else {
					sc.add(a, b, phName)
				}
				prevCJK = ""
				continue
			}
			if cjkOnly(w) {
				prevCJK, prevCJKStart, prevCJKEnd = w, a, a+len(w)
			} else if t, k := cjkTail(tok, w); t != "" {
				// Some("鉄山 金谷"), name=西村 直子: the first word of a
				// name written apart, glued to the code before it
				prevCJK, prevCJKStart, prevCJKEnd = t, a+k, a+k+len(t)
			} else {
				prevCJK = ""
			}
			// each run of the foreign script on its own: CJK text writes
			// billing.vat_numberは必須項目です without a space
			masked := false
			keyed := containsChars(tok, ":/_=") && strings.ContainsFunc(tok, func(r rune) bool { return r < utf8.RuneSelf && letterRune(r) })
			for _, run := range foreignRuns(tok, dom) {
				rt := tok[run[0]:run[1]]
				if scriptOf(firstRune(rt)) == hangul {
					// 김민준님의 in a text of more Latin letters than
					// Hangul: the name before its honorific or particle,
					// as in a Korean text (hangulNameTail)
					if n := hangulNameTail(rt); n > 0 {
						sc.add(a+run[0], a+run[0]+n, phName)
						masked = true
						continue
					}
				}
				// profile:謝秀珍:prefs: a short run of Han no dictionary
				// splits into words, inside a key or a path, is a name in
				// either script's characters
				// (Ід.: 84237946) in a text of Latin URLs and paths: an
				// id's label is no one's name in any script; nor is a
				// word of a translated sentence (foreignsentences.go)
				if (foreignName(rt) || unspacedPersonRun(s, a+run[0], rt)) && !casedHumps(rt) && !smallCasedClause(s, a+run[0], a+run[1]) && !idLabelAt(s, a+run[0], a+run[1]) && !foreignSentenceWord(s, a, b) || hangulForeignName(rt) || keyed && hanOnly(rt) && runeCount(rt) >= 3 && runeCount(rt) <= 4 && !hanWords([]rune(rt)) {
					sc.add(a+run[0], a+run[1], phName)
					masked = true
				}
			}
			// Иван Георгиев, Христина Шелест: a capitalised word of a
			// cased script beside a name of it is the same person's,
			// though a word (Шелест) or a name everybody knows (Иван)
			fa, fb := a, a+len(w)
			capital := false
			if r0, _ := decodeRune(w); upperRune(r0) && oneScript(w) || caselessWord(w) {
				// a script without capitals (Arabic, Bengali, Georgian)
				// writes a name's words as any word: beside a name of it,
				// in another script's text, a word of it is the name's
				capital = true
			}
			if capital && prevF[0] >= 0 && onlySpaceBetween(s, prevF[1], fa) && scriptOf(r) == prevFScript {
				// the known word of the sentence around the name stays
				// (foreignsentences.go: sentenceWordBeside), unless the
				// pair follows a person's noun (Author राज्य पिल्लई)
				named := personNounAt(s, prevF[0])
				if masked && !prevFMasked && (named || !sentenceWordBeside(s[prevF[0]:prevF[1]])) {
					sc.add(prevF[0], prevF[1], phName)
				} else if !masked && prevFMasked && (named || !sentenceWordBeside(w)) {
					sc.add(fa, fb, phName)
					masked = true
				}
			}
			if capital {
				prevF, prevFMasked, prevFScript = [2]int{fa, fb}, masked, scriptOf(r)
			} else {
				prevF[0] = -1
			}
			prevA = -1
			continue
		}
		// „Lager Scanner“, ‚so‘, «ainsi»: German and Czech close a quote
		// with “ and ‘, French and Russian quote with guillemets, German
		// with them reversed (»A3 Brücke Nord«)
		w := strings.TrimLeft(tok, "([{'\"‘“„‚«‹»")
		a += len(tok) - len(w)
		w = strings.TrimRight(w, ".,;:!?)]}'\"’”“‘»›«")
		if w == "" {
			prevA = -1
			continue
		}
		wb := a + len(w)
		if r >= utf8.RuneSelf && dom != latin && !dom.cased() {
			// a word of the text's own caseless script: the names data
			// says which part is a name
			if dom == cjk {
				if cjkOnly(w) && prevCJK != "" && onlySpaceBetween(s, prevCJKEnd, a) && cjkPair(prevCJK, w) || personCompound(w) {
					start := a
					if cjkOnly(w) && prevCJK != "" {
						start = prevCJKStart
					}
					sc.add(start, wb, phName)
					prevCJK = ""
					continue
				}
				if cjkOnly(w) {
					prevCJK, prevCJKStart, prevCJKEnd = w, a, wb
				} else {
					prevCJK = ""
				}
				for _, sp := range cjkNames(w) {
					sc.add(a+sp[0], a+sp[1], phName)
				}
			} else if sameScriptName(w, dom) {
				sc.add(a, wb, phName)
			} else if dom == hangul {
				// 최유진의, 김민준님께: a name with its particle or
				// honorific glued on; the particle stays the sentence's
				if n := hangulNameTail(w); n > 0 {
					sc.add(a, a+n, phName)
				}
			}
			prevA = -1
			continue
		}
		if brandMarked(w) {
			// Intel®, Ryzen™: a mark registered for goods is a brand
			prevA = -1
			continue
		}
		if contains(w, "://") {
			// s3://cv-bucket/applicants/ahmed_elsayed_farouk/: a URL's path
			// segment written as a person's slug is that person's, as it is
			// in a path of its own (one word of code, then slashes)
			urlNameSegments(sc, w, a)
		}
		if personCompound(w) && !thingFollows(s, wb) && !sc.identifier(a, wb) && !sc.ownCode(w) && !syslogHost(s, a, wb) && !((fieldErrorKey(s, wb) || fieldErrorLine(s, a, wb)) && fieldName(w)) {
			// (Lisak-Jarema s.c.: partners' names before a legal form
			// are a company's)
			// allison-bird, deanna_singleton, olivia.m: a person's name
			// written as a handle or slug, wherever it stands (a value:
			// no rule for code-shaped names takes it back)
			sc.add(a, wb, phValue)
			prevA = -1
			continue
		}
		if hyphenedPerson(w) && !thingFollows(s, wb) && !sc.identifier(a, wb) && !sc.ownCode(w) {
			// Mary-Young, Cengiz-Fliegner: a given name and a surname
			// joined by a hyphen, no firm's pair, are a person's
			sc.add(a, wb, phName)
			prevA = -1
			continue
		}
		if !isUpperASCII(w[0]) && !(r >= utf8.RuneSelf && upperRune(r)) || len(w) < 3 || !plainWord(w) || r >= utf8.RuneSelf && (wb < len(s) && s[wb] == ':' && capsAcronym(w) || destinedAcronym(s, a, w)) || sc.code.has(w) || sc.ownCode(w) {
			// (a word of the event's code, of the code the text itself
			// names or the organisation's names of things is no one's
			// name: Atlas in "Atlas Billing", Docsy after docsy@v0.11.0)
			prevA = -1
			continue
		}
		if errorSource(s, a, wb) {
			// Erreur Colissimo : …: the system the error names
			prevA = -1
			continue
		}
		if prevA >= 0 && onlySpaceBetween(s, prevB, a) && namePair(s[prevA:prevB], w) && !thingFollows(s, wb) && !regionDisplayName(s[prevA:wb]) {
			sc.add(prevA, wb, phName)
			prevMasked = wb
			prevA = -1
			continue
		}
		prevA, prevB = a, wb
		if idNamed(s, a, wb) {
			// (ID Smith: 1615): a name in a label's qualifier's place
			sc.addSure(a, wb, phName)
			prevMasked = wb
			continue
		}
		if nameWord(w) && !casedHumps(w) && !sentenceStart(s, a) && !thingFollows(s, wb) && !modelBefore(s, a) && !idQualifier(s, a, wb) && !idLabelAt(s, a, wb) || prevMasked >= 0 && onlySpaceBetween(s, prevMasked, a) && properWord(w) {
			sc.add(a, wb, phName)
			prevMasked = wb
		}
	}
}

// nextToken returns the next run of non-space bytes at or after i.
func nextToken(s string, i int) (int, int) {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '(' || s[i] == '[' || s[i] == '{' || s[i] == ',') {
		i++
	}
	if i >= len(s) {
		return -1, -1
	}
	j := i
	for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' && s[j] != ',' {
		j++
	}
	return i, j
}

func hasForeign(tok string, dom script) bool {
	for _, r := range tok {
		if foreignRune(r, dom) {
			return true
		}
	}
	return false
}

func isUpperASCII(c byte) bool { return c >= 'A' && c <= 'Z' }

// plainWord reports a capitalised word of letters only (an apostrophe or
// hyphen inside): no code shape, no digits.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func plainWord(w string) bool {
	for i := 1; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= 'a' && c <= 'z', c == '\'', c == '-' && i+1 < len(w) && isUpperASCII(w[i+1]):
		case c >= utf8.RuneSelf:
			// a Latin letter with a diacritic
		default:
			return false
		}
	}
	return true
}

// nameWord reports a capitalised word that is neither a common word nor a
// technical one: a proper name.
func nameWord(w string) bool {
	// each part in turn, with no slice of them
	for rest, more := w, true; more; {
		var p string
		p, rest, more = cut(rest, "-")
		lp, _ := contraction(strings.ToLower(p))
		if lp == "" || productName(lp) || stopName(lp) {
			continue
		}
		if givenName(lp) {
			return true
		}
		if !knownWord(p) && !segmented(lp) || personName(p) {
			return true
		}
	}
	return false
}

// properWord reports a capitalised word that can continue a name already
// found ("Olivia Martin": Martin is a common word, but not here).
func properWord(w string) bool {
	return !wordlist.ErrorWord(strings.ToLower(w))
}

func asciiWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func onlySpaceBetween(s string, a, b int) bool {
	return b > a && strings.TrimSpace(s[a:b]) == ""
}

// sentenceStart reports a word at the start of the text, a line or a
// sentence, where capitals say nothing.
func sentenceStart(s string, a int) bool {
	j := a
	for j > 0 && (s[j-1] == ' ' || s[j-1] == '\t') {
		j--
	}
	if j == 0 || s[j-1] == '\n' {
		return true
	}
	switch s[j-1] {
	case '.', '!', '?', ':', '>', '-', '=', '|', '*':
		return j < a
	}
	return false
}

// thingNouns follow a proper name that names a thing: "Harvey worker",
// "Grace Scheduler", "Victoria Metrics".
// the business function a service serves, after its codename (Atlas Billing, Orion Payments)
const thingNouns = " worker workers service scheduler backend app api portal server cluster queue job jobs bot pipeline " +
	"site docs mailer search metrics gateway proxy db database cache store web ui dashboard monitor " +
	"daemon engine platform sdk client plugin module library framework cli agent operator controller " +
	"exporter collector runner bucket stack billing payments checkout invoicing shipping notifications " +
	"inventory orders catalog accounting reporting analytics messaging "

// thingFollows reports a thing noun (after more capitalised words) at
// s[b:].
func thingFollows(s string, b int) bool {
	if b > 0 && b+1 < len(s) && s[b] == '-' && isDigit(s[b+1]) && isUpperASCII(s[b-1]) {
		// Douglas DC-3: a run of capitalised words ended inside the
		// model's code
		k := b
		for k > 0 && isUpperASCII(s[k-1]) {
			k--
		}
		if modelFollows(s, k) {
			return true
		}
	}
	for k := 0; k < 4; k++ {
		if versionFollows(s, b) {
			return true // Flutter 3.19.2, Spring Boot 3.2.3: a product's release
		}
		for b < len(s) && s[b] == ' ' {
			b++
		}
		if modelFollows(s, b) {
			return true // Galaxy S22, Ryzen 7 1800X, Dash DHC-8-100: a product
		}
		e := b
		for e < len(s) && (isLetter(s[e]) || s[e] >= utf8.RuneSelf) {
			e++
		}
		if e == b {
			return false
		}
		w := strings.ToLower(s[b:e])
		// a thing noun in the plural names things too (Business Services)
		if wordIn(thingNouns, w) || len(w) > 3 && w[len(w)-1] == 's' && wordIn(thingNouns, w[:len(w)-1]) || legalForm(s[b:]) {
			return true
		}
		if !isUpperASCII(s[b]) && s[b] != '&' {
			return false
		}
		if e+1 < len(s) && s[e] == ':' && s[e+1] == ' ' && knownWord(w) && !personNameData(w) {
			// Max Memory Used: 127 MB (AWS Lambda's REPORT line): a
			// label of capitalised words before its colon, no name
			return true
		}
		b = e
		for b < len(s) && (s[b] == ',' || s[b] == '-' || s[b] == '&') {
			b++
		}
		// Goodyear Tire and Rubber Company: "and" between the name's words
		if hasPrefix(s[b:], " and ") && b+5 < len(s) && isUpperASCII(s[b+5]) {
			b += 4
		}
	}
	return false
}

// legalForms end a company's name: the name before them is a company's,
// however much it reads like a person's (Watkins LLC, Liebelt OHG mbH,
// Humbert SA). Written as companies register them (ISO 20275's entity
// legal forms), in the languages the other knowledge covers and those the
// generated corpora write names in (Greek, Turkish, Polish).
const legalForms = "" +
	"LLC|L.L.C.|Inc|Inc.|Incorporated|Corp|Corp.|Corporation|Company|Co.|Ltd|Ltd.|Limited|PLC|plc|LLP|LP|" +
	"GmbH|mbH|AG|KG|KGaA|OHG|GbR|UG|e.V.|& Co|& Co.|and Sons|& Sons|Group|Holding|Holdings|" +
	"SA|S.A.|S.A.S.|SAS|SARL|S.A.R.L.|SNC|EURL|S.L.|SL|S.L.N.E|S.Coop.|S.C.|S.A.U.|Hnos|Hermanos|" +
	"Ltda|Ltda.|ME|EIRELI|S/A|SpA|S.p.A.|SPA|S.r.l.|Srl|SRL|e figli|e Figli|s.n.c.|s.a.s.|" +
	"BV|B.V.|NV|N.V.|VOF|Oy|Oyj|AB|AS|ASA|A/S|ApS|sp. z o.o.|S.A|OOO|ООО|АО|ПАО|ЗАО|ТОВ|" +
	"K.K.|株式会社|有限会社|有限公司|股份有限公司|주식회사|Pty|Pty Ltd|Tbk|Bhd|Sdn Bhd|s.r.o.|a.s.|Kft.|Zrt.|" +
	"Α.Ε.|ΑΕ|Ο.Ε.|Ε.Ε.|Ε.Π.Ε.|ΕΠΕ|Ι.Κ.Ε.|ΙΚΕ|A.Ş.|Ltd. Şti.|Şti.|s.c.|sp.j.|sp.k.|S.K.A.|" +
	// Greek, Spanish and Cyrillic spellings of ISO 20275's forms, and the
	// word for a group in Dutch, Russian and Ukrainian
	"Α.Β.Ε.Ε.|Α.Ε.Β.Ε.|S.Com.|S.COM.|e.G.|eG|Groep|Лтд|Групп|Груп|Холдинг|Sp.k.|Sp. z o.o.|S.R.L.|s.r.l.|" +
	// Spain's single-member companies and those its workers own
	// (Sociedad Limitada / Anónima Laboral), Poland's partnerships
	// written closed up, Turkey's Ticaret and Sanayi (before Ltd. Şti. or
	// alone), Brazil's sole trader (Empresário Individual), Inc. in
	// Cyrillic, Thai "limited"
	"S.L.U.|S.L.L.|S.A.L.|Sp.j.|Sp.p.|Tic.|San.|EI|Инк|Корп|จำกัด|" +
	// AG in Cyrillic, as Russian writes a German or Swiss form;
	// Incorporated spelt out in Cyrillic (КРОК инкорпорейтед), and Greek's
	// "and sons" (and Sons above)
	"АГ|инкорпорейтед|Инкорпорейтед|και υιοί|και Υιοί|" +
	// Limited and Incorporated as Russian transliterates them (Лимитед,
	// Инкорпорэйтед), Turkey's anonim ortaklığı (A.O.) and A.Ş. without
	// its last stop, a Spanish civil partnership (S.C.P.)
	"Лимитед|Инкорпорэйтед|A.O.|A.Ş|S.C.P.|S.C.P|"

// legalPrefixes are legal forms written before the company's name (ООО
// «Ромашка», Fundacja X, شركة X, บริษัท X จำกัด, (주) X), in the languages
// the other knowledge covers and those the generated corpora write names in.
// Russia's and Ukraine's joint-stock forms, a concern, a
// scientific-production association; Thai ordinary partnership, bank,
// and the abbreviations of a public limited company, a limited company
// and a limited partnership
const legalPrefixes = " АО ООО ОАО ПАО ЗАО ТОВ ПрАТ ПАТ Fundacja Stowarzyszenie Stiftung Stichting " +
	"Fondation Fundación Fundação Fondazione شركة مؤسسة บริษัท " +
	"ห้างหุ้นส่วนจำกัด 주 유 주식회사 유한회사 РАО НАО " +
	"НПО АТ Концерн ห้างหุ้นส่วนสามัญ ธนาคาร บมจ. บจก. หจก. " +
	// Poland's trading firms name their trade before the owner's name
	// (PPUH Kowalski: Przedsiębiorstwo Produkcyjno-Usługowo-Handlowe)
	"PPUH PPHU PHU FHU ZPU PUH FPUH " +
	// a cooperative, as ISO 20275 names the form in Poland, Czechia and
	// Slovakia, Spain, Italy and Portugal, France, Turkey and Russia
	// (Spółdzielnia Łukowiak, Cooperativa Agricola X)
	"Spółdzielnia Družstvo Cooperativa Coopérative Kooperatif Кооператив "

func allUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
			return false
		}
	}
	return true
}

// capitalised is w with its first letter in capitals (for plainWord).
func capitalised(w string) string {
	r, n := decodeRune(w)
	return string(unicode.ToUpper(r)) + w[n:]
}

// oneScript reports a word whose letters are all of one script.
func oneScript(w string) bool {
	first := script(255)
	for _, r := range w {
		if !letterRune(r) {
			return false
		}
		if sc := scriptOf(r); first == 255 {
			first = sc
		} else if sc != first {
			return false
		}
	}
	return true
}

// foreignRuns returns the runs of letters (and the marks inside them) of
// scripts foreign to dom in tok, as byte offsets.
func foreignRuns(tok string, dom script) [][2]int {
	var out [][2]int
	start := -1
	for i, r := range tok {
		// ပတ်၀န်းကျင်: Burmese's zero typed for wa is a letter of the run
		// (myanmarSpelling)
		in := foreignRune(r, dom) || start >= 0 && (unicode.Is(unicode.M, r) || r == 0x1040)
		switch {
		case in && start < 0:
			start = i
		case !in && start >= 0:
			out = append(out, [2]int{start, i})
			start = -1
		}
	}
	if start >= 0 {
		out = append(out, [2]int{start, len(tok)})
	}
	return out
}

// cjkTail returns the run of Han and kana that ends tok (its word w with
// the closing punctuation trimmed) after ASCII punctuation glued before it
// (Some("鉄山, (鉄山, =鉄山), and where it starts in tok; "" when w is no
// such run or a letter of another script comes before it.
func cjkTail(tok, w string) (string, int) {
	k := strings.LastIndexFunc(w, func(r rune) bool { return scriptOf(r) != cjk })
	if k < 0 || k == len(w)-1 {
		return "", 0
	}
	if c := w[k]; c >= utf8.RuneSelf || isWord(c) {
		return "", 0 // 用户ID鉄山: a word glued to it, not punctuation
	}
	t := w[k+1:]
	return t, indexStr(tok, w) + k + 1
}

// modelSuffixes end a product's model number (Xiaomi 12 Pro, iPhone 15
// Plus, Radeon RX 5500 XT).
const modelSuffixes = " Pro Plus Max Ultra Mini Lite SE XT Ti FE Neo Edge "
