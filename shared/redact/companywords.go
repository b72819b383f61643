package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// Companies' names without a legal form (docs/privacy.md: names of things
// stay names of things). Many trading names are a proper name and a word
// for a line of business (Lennox International, Deutsche Telekom, NH
// Hoteles, Banco Sabadell, Оптима Фарм, Τράπεζα της Ελλάδος) or a country's
// name (JTI Україна, Альба Україна, Сбербанк России); the word rules masked
// their proper names as people's. companyWordSpans marks such a run, and
// keepOrganisations takes back the word rules' spans inside it.
//
// A run is two to five name words (capitalised, or capitals alone), joined
// by the particles of names (Bank of America, Τράπεζα της Ελλάδος), with
// no comma, bracket or clause mark inside, of which one is a business word
// (companyNouns, or a compound ending in one of companySuffixes:
// Сбербанк) or a country's name in any of countries.fuse's languages or
// an oblique case of one (России, Ελλάδος). It reads as a person, and is
// no company, when it is two words of which the first reads as a given
// name (Chris Mills, Olivia Holland: a surname that is also a business
// word or a country), or when two of its words do (Mary Ann Banks). The
// names data is too wide to ask about the business word itself (it holds
// International and Україна). A name alone (no price list for Rossi, a
// person called Deutsch) is never a company here.

// companyNouns are words for a line of business or a company's kind, and
// the words for sons that follow a founder's name (Samson et Fils, Rossi e
// Figli), folded, in the languages of the generated corpora's cased
// locales: a short documented list, as orgPrefixes.
const companyNouns = " international industries industrial manufacturing holdings holding group bank sons fils figli hijos filhos söhne zonen" +
	// the abbreviations of the financial press and stock lists
	" grp intl mfg hldgs ind inds bncp svcs comms pharm" +
	" banking insurance airlines airways motors energy telecom telekom technologies systems solutions pharma pharmaceuticals foods hotels resorts logistics instruments electric electronics chemicals steel petroleum mining enterprises networks communication communications brands stores retail construction engineering automotive aerospace semiconductor financial investments securities realty railways shipping cement breweries brewery" +
	" versicherung versicherungen werke chemie energie gruppe stahl metall technik industrie" +
	" banco hoteles grupo seguros inmobiliaria construcciones industrias energía aerolíneas farmacéutica alimentos transportes" +
	" banque assurances groupe télécom hôtels énergie aéroports" +
	" banca assicurazioni gruppo autostrade" +
	" construtora indústrias farmacêutica telecomunicações hotéis petróleo" +
	" groep verzekeringen grupa ubezpieczenia przemysł zakłady" +
	" банк группа групп груп холдинг телеком фарм фарма энерго енерго нефть нафта авиалинии авіалінії моторс завод трейд" +
	" τράπεζα ασφαλιστική τσιμέντα βιομηχανία" +
	" bankası sigorta enerji gıda inşaat otomotiv havayolları grup sanayi ticaret tekstil mobilya endüstriyel endüstri" +
	// Turkish's industrial, commercial, investment(s), marketing, real
	// estate, cement, tourism, leasing and systems (Metro Ticari ve Mali
	// Yatırımlar), German's informatics, Italian's publisher(s), Spanish's
	// systems and aeronautics
	" sınai ticari yatırım yatırımlar pazarlama gayrimenkul çimento turizm kiralama sistemleri informatik editore editori sistemas aeronáutica" +
	// the English trades of the stock lists beside those above
	" products services technology software restaurants healthcare homes motor medical toys" +
	// Turkish's group and companies in the forms a name takes them (Doğan
	// Şirketler Grubu, Koç Topluluğu), Arabic's bank with and without the
	// article (البنك الأهلي, مصرف الراجحي)
	" grubu şirketler şirketleri topluluğu بنك البنك مصرف المصرف" +
	// Italian's adjective and plural beside the English industrial
	" industriale industriali "

// companySuffixes end a business's compound name (Сбербанк, Газпром,
// Nordbank, Фосагро-Фарм, Russian's and Ukrainian's sales, building and
// produce: Мосэнергосбыт, Мосинжстрой, Хлібпродукт, and industry:
// Нефтегазиндустрия); a surname so made
// (Eubank) counts too, and a given name before it still makes a person
// (Chris Eubank). Such a compound alone is a company's name when the
// names data holds it as no surname (Сбербанк, not Eubank; its given
// names, read through a transliteration, answer for Sberbank too).
//
// Turkish names a trade by -CI and -lIK after its goods (Havacılık
// aviation, Biracılık brewing, Denizcilik shipping), in the eight forms
// vowel harmony and a voiceless consonant give: a word so made names a
// line of business, never a person.
var companySuffixes = [...]string{"bank", "банк", "пром", "фарм", "телеком", "telekom", "pharma", "энерго", "енерго", "сбыт", "збут", "строй", "продукт", "индустрия", "індустрія",
	"cılık", "cilik", "culuk", "cülük", "çılık", "çilik", "çuluk", "çülük"}

// companyParticles join a company's name words (Bank of America, Banco de
// Sabadell, Τράπεζα της Ελλάδος, Vaughan & Bushnell, Samson et Fils).
const companyParticles = " of de del della dei degli delle dello di du des la le los las da do dos das van der den von της του των & and и et e y und en ve i og och és "

// companyHit reports a business word or, when the word is not a run's
// first, a country's name, lw folded: a company writes its country after
// its name (JTI Україна, Orlen Polska), and a country's name that is
// also a given name stands first in a person's (Jordan Smith, Georgia
// Lee; the names data holds the countries too, so it cannot tell).
//
//go:noinline
func companyHit(lw string, first bool) bool {
	if wordIn(companyNouns, lw) || !first && (countryForm(lw) || tradeTail(lw)) {
		return true
	}
	// Yeşil Yapı Endüstrisi, Gıda Ticareti: a Turkish compound names its
	// head noun with the possessive -(s)I (grubu, bankası above), so a
	// business word takes it in a company's name
	for _, v := range [...]string{"i", "ı", "u", "ü"} {
		if stem, ok := cutSuffix(lw, v); ok && len(stem) >= 4 {
			if wordIn(companyNouns, stem) || hasSuffix(stem, "s") && wordIn(companyNouns, stem[:len(stem)-1]) {
				return true
			}
			break
		}
	}
	for _, e := range companySuffixes {
		if len(lw) > len(e)+2 && hasSuffix(lw, e) {
			return true
		}
	}
	return false
}

// countryCases pairs an oblique case's ending with its nominative's, as
// "ending>nominative": Russian and Ukrainian genitive and locative
// (России, Украины, України, Україні, Украине), Polish genitive
// (Polski, Słowacji), Greek genitive (Ελλάδος, Ιταλίας, Κύπρου). A
// pair, not every ending with every nominative: each guess is a look-up
// a stranger can pass.
const countryCases = " ии>ия ії>ія и>а и>я ы>а і>а е>а ji>ja i>a y>a ος>α ας>α ς> ου>ος ης>η "

// countryForm reports a country's name of one word, or an oblique case of
// one, in a cased script, whose stem keeps three letters at least.
//
//go:noinline
func countryForm(lw string) bool {
	r, _ := decodeRune(lw)
	if runeCount(lw) < 4 || !lowerRune(r) {
		return false // Thai, Han, Arabic: written with a legal form
	}
	if lw[0] < 0x80 && wordlist.GivenName(lw) {
		return false // Jordan, Georgia, Dominik(a): a given name too
	}
	if wordlist.Country(lw) {
		return true
	}
	for rest := countryCases; rest != ""; {
		var p string
		p, rest, _ = cut(strings.TrimLeft(rest, " "), " ")
		end, nom, _ := cut(p, ">")
		if stem, ok := cutSuffix(lw, end); ok && p != "" && runeCount(stem) >= 3 && wordlist.Country(stem+nom) {
			return true
		}
	}
	return false
}

// tradeTail reports a word that ends many stock indices' companies' names
// (Laboratories, Materials, Entertainment: brands.fuse's "tail:" keys,
// learnt by knowgen from the lists themselves), lw folded and without its
// dots: after a name, it names a business as the typed companyNouns do.
func tradeTail(lw string) bool {
	if len(lw) < 2 || len(lw) > 24 || lw[0] >= utf8.RuneSelf {
		return false // the tails are of Latin letters: no lookup for others
	}
	var buf [32]byte
	k := append(append(buf[:0], "tail:"...), trimSuffix(lw, ".")...)
	return wordlist.Brand(string(k))
}

// companyWordSpans finds the runs of s that name a company by a business
// word or a country (see above).
func companyWordSpans(s string) []span {
	out := arabicFirmSpans(s)
	var run []span       // the run's words, particles too
	afterNumber := false // the run follows a number
	flush := func() {
		names, hits, given, prev, a, b := 0, 0, 0, "", 0, 0
		person := afterNumber // 005 العجلان Island: an address
		// The names data holds a word as a given name far more widely
		// than people are so named (Kimya, Türkiye, Sınai). Such a word
		// (loose, dataGiven) is a sign of a person only in a run of two
		// words (Otokar Otomotiv), or beside a business word the data
		// holds as a name too (named: Banks, Holland, Bank); in a longer
		// run whose business words it holds as no name (Sanayi, Bankası,
		// Systems), a common given name alone still is: Seyitler Kimya
		// Sanayi and Türkiye Sınai Kalkınma Bankası are companies, Olivia
		// Kimya Sanayi a person.
		loose, named, dataGiven, alone := false, false, 0, false
		for _, r := range run {
			w := s[r.start:r.end]
			if wordIn(companyParticles, w) {
				continue // a particle is no end of the name
			}
			if names++; names == 1 {
				a = r.start
			}
			b = r.end
			lw := strings.ToLower(w)
			if companyHit(lw, names == 1) {
				hits++
				alone = !surnameData(lw) // Сбербанк alone, not Eubank
				named = named || !alone || givenNameData(lw)
				// Olivia Holland, Chris Mills, Author Bruna Costa: a
				// given name before a surname that is also a business
				// word or a country (any name the data holds as given,
				// before a country)
				person = person || prev != "" && (givenName(prev) || !wordIn(companyNouns, lw) && givenNameData(prev))
				loose = loose || prev != "" && orgFirstName(prev)
				prev = ""
				continue
			}
			if len(w) > 1 && allUpperLetters(w) {
				prev = "" // RIU Hotels: capitals alone are an acronym, no given name
				continue
			}
			// Olivia Martin Bankası: a common given name, then a name
			// that is no business word, is a person's before one
			person = person || names == 2 && givenName(prev)
			prev = lw
			if givenName(lw) {
				given++ // Mary Ann Banks: two given names
			} else if orgFirstName(lw) {
				dataGiven++
			}
		}
		if named || names <= 2 {
			person = person || loose
			given += dataGiven
		}
		// Otokar Otomotiv ve Savunma Sanayi: two business words make a
		// company whatever word before one reads as a given name (a
		// person's name holds one surname that is a business word), and
		// may name one of six words; three, one of eight (Bomonti
		// Elektrik Mühendislik Müşavirlik İnşaat Turizm ve Ticaret: a
		// trading name lists its trades, no person's name its surnames)
		if hits > 0 && names >= 2 && (names <= 5 || names == 6 && hits >= 2 || names <= 8 && hits >= 3) && given < 2 && (!person || hits >= 2 && !afterNumber) ||
			names == 1 && hits == 1 && alone && !afterNumber {
			out = append(out, span{start: a, end: b})
		}
		afterNumber = false
		run = run[:0]
	}
	for i := 0; i < len(s); {
		if s[i] == ' ' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] != ' ' {
			j++
		}
		tok := s[i:j]
		core := strings.TrimLeft(tok, orgPunct)
		lead := len(tok) - len(core)
		core = strings.TrimRight(core, orgPunct)
		tail := tok[lead+len(core):]
		if lead > 0 || core == "" {
			flush() // a quote or a bracket starts a name
		}
		if core != "" && (orgNameWord(core) || wordIn(companyParticles, core)) {
			run = append(run, span{start: i + lead, end: i + lead + len(core)})
		} else {
			flush()
			afterNumber = core != "" && countDigits(core) == len(core)
		}
		if tail != "" {
			flush() // a quote, comma or clause mark ends the name
		}
		i = j
	}
	flush()
	return out
}

// arabicFamily are the words before an Arabic family's name: "family of"
// and "son of" (آل سعود, بن لادن, آل بن لافي) and "father of" (أبو داوود,
// and its accusative أبا, which families keep: أبا الخيل).
// A given name after one names the family (آل علي, بن محمد), and a firm's
// partners' names are families', however many of these words they hold.
const arabicFamily = " آل بن ابن أبو أبا "

// arabicFirmSpans finds two Arabic families' names joined by a hyphen,
// one of them led by a word of arabicFamily (آل سعود-آل علي, آل
// عواض-الجابر, كانو-آل صفوان, الدباغ-أبا الخيل): the way firms join their
// partners' names; an Arabic person's name is written with spaces only.
// The span is the run of Arabic words, of eight at most.
func arabicFirmSpans(s string) []span {
	var out []span
	for i := 0; i < len(s); {
		j := i
		for j < len(s) {
			r, n := decodeRune(s[j:])
			if r != ' ' && r != '-' && scriptOf(r) != arabic {
				break
			}
			j += n
		}
		if j == i {
			_, n := decodeRune(s[i:])
			i += n
			continue
		}
		run := strings.Trim(s[i:j], " -")
		led := false
		for w := range strings.FieldsSeq(arabicFamily) {
			led = led || hasPrefix(run, w+" ") || contains(run, "-"+w+" ")
		}
		if led && contains(run, "-") && strings.Count(run, " ") < 8 {
			b := i + indexStr(s[i:j], run)
			e := b + len(run)
			for e < len(s) && (s[e] == '\'' || s[e] == '"') {
				e++ // the word rules' span may hold the closing quote
			}
			out = append(out, span{start: b, end: e})
		}
		i = j
	}
	return out
}

// thaiOrgWords are the words Thai writes before an organisation's name,
// glued to it as Thai writes words (ชมรมนวลฉวี, สมาคมธรรมทินนา,
// บริษัทไทยเจริญ): company, partnership, association, club, foundation,
// cooperative, each between spaces, and the abbreviations of a public
// limited company, a limited company and a limited partnership, which
// end in a full stop (บมจ.บุญส่ง, บจก.ถาวรรัตน, หจก.). Written apart,
// legalPrefixes holds them.
const thaiOrgWords = " บริษัท ห้างหุ้นส่วน สมาคม ชมรม มูลนิธิ สหกรณ์ บมจ. บจก. หจก. "

// thaiOrgNameMax is the most letters a name glued after thaiOrgWords
// holds: Thai writes a clause without spaces too (บริษัทปฏิเสธการชำระเงิน
// ของสมชาย, the company declined Somchai's payment), which is no name.
const thaiOrgNameMax = 16

// thaiOrg reports a token (its quotes trimmed) of Thai letters that is an
// organisation's word and a name glued to it: the whole token is the
// organisation's.
func thaiOrg(w string) bool {
	for k, r := range w {
		if scriptOf(r) != thai && r != '.' || k > len("ห้างหุ้นส่วน") {
			return false // the longest word read: no more look-ups
		}
		if k > 0 && wordIn(thaiOrgWords, w[:k]) {
			n := 0
			for _, r := range w[k:] {
				if n++; scriptOf(r) != thai || n > thaiOrgNameMax {
					return false
				}
			}
			return true
		}
	}
	return false
}

// cjkLegalForms are the legal forms Japanese, Chinese and Korean glue to a
// company's name, before or after it (株式会社村上ガス, 坂本ガス株式会社,
// 伊藤通信有限会社, 山崎農林合同会社): Japan's kabushiki, yūgen, gōdō,
// gōshi and gōmei kaisha, China's limited and joint-stock limited company,
// Korea's chusik hoesa, as ISO 20275 lists them.
const cjkLegalForms = " 株式会社 有限会社 合同会社 合資会社 合名会社 股份有限公司 有限公司 주식회사 "

// cjkOrg reports a token (its quotes trimmed) of Han, Kana or Hangul
// letters that is a legal form glued to a name of one to twelve letters
// (each of three bytes): the whole token is the organisation's, whatever
// word rule read its name as a person's or a random value.
//
//go:noinline
func cjkOrg(w string) bool {
	for _, r := range w {
		if sc := scriptOf(r); sc != cjk && sc != hangul || !letterRune(r) {
			return false
		}
	}
	for n := 3; n <= 36 && n < len(w); n += 3 {
		if wordIn(cjkLegalForms, w[n:]) || wordIn(cjkLegalForms, w[:len(w)-n]) {
			return true
		}
	}
	return false
}
