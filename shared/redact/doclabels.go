// The number of an identity document after its label where the keyword
// rules (keywords.go) cannot see the label as a word of its own: a label
// written as one compound word (Paspoortnummer, Passnummer, pasaport
// numarası), in a script written without spaces (パスポート番号, 护照号码,
// 여권번호) or in Cyrillic, Arabic, Hebrew and Thai (رقم الهوية الوطنية, the
// national identity's number; תעודת זהות, the identity card), and the
// acronyms of national identity documents written in capitals (DNI, NIE,
// NIK, HKID). A document number is written in capitals and digits, so only
// such a token, with digits, right after the label is masked: "Passnummer
// ungültig" or "DNI no coincide" names no number.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// reDocLabelValue is a label, what may stand between it and the number
// (no., number, :, №), and the number: capitals and digits with a hyphen
// or, before a digit, a space between them (a Russian passport's series
// and number: 4510 123456), or a dot before three digits (a cédula as
// Latin America groups it: 1.020.445.871, V-12.345.678). The acronyms
// are matched in capitals only (the Polish "nie" is "not").
var reDocLabelValue = lazyre.NewRare(`(?:(?i:\b(?:paspoort(?:nummer|nr)?|pass(?:nummer|nr)|passinumero|passaportnummer|pasaport(?:\s+(?:no|numarasi))?|numer\s+paszportu|útlevélszám|c[ée]dula(?:\s+de\s+identidad)?|t\.?c\.?\s+kimlik\s+no|kimlik\s+(?:no|numarasi)|mykad)\b|(?:pasaport|kimlik)\s+numarası)|\b(?:DNI|NIE|NIK|KTP|HKID)\b|(?i:номер\s+паспорта|паспорт)|パスポート番号|旅券番号|在留カード番号|护照号码|护照号|護照號碼|護照號|여권\s?번호|身份证号码|身份证号|身分証番号|رقم\s+(?:ال)?هوية(?:\s+(?:ال)?وطنية)?|תעודת\s+זהות|رقم\s+جواز\s+السفر|جواز\s+السفر|เลขที่หนังสือเดินทาง|หนังสือเดินทาง|पासपोर्ट\s+(?:संख्या|नंबर))(?:\s*(?:\.|#|№|n[ºo°]\.?|nr\.?|:|：|=)?\s*)([A-Z0-9](?:[A-Z0-9]|-[A-Z0-9]| [0-9]|\.[0-9]){5,19})`)

// init adds this file's rule and the rules of the files beside it that
// read a value after its label (socialprofiles.go, cjknamelabels.go,
// routingnumbers.go): one init for them all costs the bootstrap less.
func init() {
	wordRules = append(wordRules, detectDocumentLabelNumbers, detectIDLabelNumbers, detectDocWordNumbers, detectSocialProfiles, detectCJKNameLabels, detectRoutingNumbers)
}

// docLabelWords are the labels of reDocLabelValue outside ASCII, each cut
// to a part every form of it holds (útlevélszám's "tlev", 여권 번호's
// "번호"): a text with none of them and none of the ASCII ones cannot
// match, and is not read by the expression (a large one, run on Go's
// slowest engine).
var docLabelWords = []string{"tlev", "паспорт", "パスポート番号", "旅券番号", "在留カード番号", "护照号", "護照號", "번호", "身份证号", "身分証番号", "جواز", "هوية", "זהות", "หนังสือเดินทาง", "पासपोर्ट"}

// docLabelCandidate reports whether reDocLabelValue could match: the text
// holds a part of one of its labels, or a character foldsOntoLabel
// reports.
func docLabelCandidate(sc *scan) bool {
	return sc.anyOf("pasp", "pasap", "passn", "passi", "passa", "paszp", "dni", "nie", "nik", "ktp", "hkid", "mykad", "dula", "kimlik") ||
		!isASCII(sc.s) && (sc.anyOf(docLabelWords...) || foldsOntoLabel(sc.s))
}

// foldsOntoLabel reports a character that (?i) matches to a label's
// letter but the lower-case text does not hold as that letter (ſ for s,
// the Kelvin sign for k, the old Cyrillic forms U+1C80–U+1C88 for о, с,
// т): such a text is read by the expression whatever its words.
func foldsOntoLabel(s string) bool {
	return contains(s, "ſ") || contains(s, "\u212a") || contains(s, "\xe1\xb2")
}

// detectDocumentLabelNumbers masks the document number after each label
// reDocLabelValue finds, when it has digits enough to be a number (four;
// a passport number has at least six characters) and ends the token.
func detectDocumentLabelNumbers(sc *scan) {
	if !hasDigit(sc.s) || !docLabelCandidate(sc) {
		return
	}
	for _, m := range reDocLabelValue.FindAllStringSubmatchIndex(sc.s, -1) {
		if sc.stop.pulse() {
			return
		}
		a, b := m[2], m[3]
		if countDigits(sc.s[a:b]) < 4 || b < len(sc.s) && (isWord(sc.s[b]) || indexByte("@/.", sc.s[b]) >= 0 && b+1 < len(sc.s) && isWord(sc.s[b+1])) {
			continue
		}
		sc.add(a, b, phNatID)
	}
}

// detectIDLabelNumbers masks a number after the name its country gives a
// person's number in its own language, as python-stdnum's modules name
// them (words.IDLabel: Henkilötunnus 311290-123A, Rodné číslo
// 850101/1234, personnummer, Kennitala, Isikukood, מספר זהות) or the
// acronym they name it by (words.IDAcronym: ИНН, PESEL, SVNR): a token of
// letters, digits, dashes and slashes with six digits or more, after the name's
// one to four words (read back 64 bytes at most), a word for number,
// and a colon, "#", "=" or a space; or eight digits or more in groups
// (Versicherungsnummer 65 180539 B 012), as insurers and registries
// print them. A number of digits, dashes, slashes and dots alone after
// a personal field's label in prose (fieldLabelPII) is masked from four
// digits, after the word for an account or its number as GnuCash's
// translators write it (words.AccountLabel: účet 1234567890/0800,
// rekeningnummer 1234.56.78901, Konto: 0532013000) from six.
func detectIDLabelNumbers(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); {
		if !isAlnum(s[i]) || i > 0 && (isWord(s[i-1]) || s[i-1] == '-') {
			i++
			continue
		}
		j := i
		// a dash or a slash inside it (Czech and Slovak write a birth
		// number's last digits after "/": 850101/4412), a dot between
		// digits (Belgian and Dutch accounts: 1234.56.78901)
		for j < len(s) && (isAlnum(s[j]) || (s[j] == '-' || s[j] == '/') && j+1 < len(s) && isAlnum(s[j+1]) || s[j] == '.' && j > i && isDigit(s[j-1]) && j+1 < len(s) && isDigit(s[j+1])) {
			j++
		}
		// Versicherungsnummer 65 180539 B 012, NIR 2 85 07 75 116 042:
		// the label is asked first, so that a run of groups after none
		// (0 1 0 1 …) is not read again from each of its groups
		if j+1 < len(s) && s[j] == ' ' && isDigit(s[j+1]) && countDigits(s[i:j]) == j-i && (labelBefore(s, i, wordlist.IDLabel) || acronymBefore(s, i)) {
			if e, d := spacedNumberEnd(s, i, j); e > j && d >= 8 {
				sc.add(i, e, phNatID)
				i = e
				continue
			}
		}
		if d := countDigits(s[i:j]); d >= 4 && (j == len(s) || !isWord(s[j])) {
			num := countDigitsDashes(s[i:j]) == j-i
			// (FRA-NRT 2024-07-15: a flight's date after an airport's
			// code that is an ID's acronym too, Andorra's NRT: a whole
			// ISO date is no document's number; a birth date's words are
			// reDOB's and IDLabel's)
			if j-i >= 6 && d >= 6 && (labelBefore(s, i, wordlist.IDLabel) || acronymBefore(s, i) && !(j-i == 10 && isoDateAt(s, i))) || d == 13 && thaiIDLabelBefore(s, i) ||
				num && d >= 9 && d <= 14 && d == j-i && birthDigits(s[i:j]) && unknownAcronymBefore(s, i) || lankaNIC(s[i:j]) && acronymWordBefore(s, i) == "NIC" ||
				j-i >= 8 && j-i <= 20 && capitalsAndDigits(s[i:j]) && (labelBefore(s, i, wordlist.IDLabel) || acronymBefore(s, i)) {
				// PAN ABCDE1234F, RFC GODE561231GR8: a number of
				// capitals and digits, four digits at least, under its
				// name is the person's as a number of digits is
				sc.add(i, j, phNatID)
			} else if num && afterSpace(s, i) && labelBefore(s, i, fieldLabelPII) || num && d >= 6 && labelBefore(s, i, wordlist.AccountLabel) || num && d >= 8 && d == j-i && bankBefore(s, i) {
				sc.add(i, j, phNumber)
			}
		}
		i = j
	}
}

// lankaNIC reports Sri Lanka's National Identity Card number as its
// Department for Registration of Persons writes it: since 2016 twelve
// digits, the birth year (19xx or 20xx), the day of the year (001–366,
// plus 500 for a woman) and five digits; before, nine digits, the year's
// last two first, and V or X. Under its acronym NIC, which is a network
// card's too, only this shape is the person's (NIC 198523104417).
func lankaNIC(t string) bool {
	day := func(d string) bool {
		n := int(d[0]-'0')*100 + int(d[1]-'0')*10 + int(d[2]-'0')
		return n >= 1 && n <= 366 || n >= 501 && n <= 866
	}
	switch {
	case len(t) == 12 && countDigits(t) == 12:
		return (t[:2] == "19" || t[:2] == "20") && day(t[4:7])
	case len(t) == 10 && countDigits(t[:9]) == 9 && (t[9] == 'V' || t[9] == 'X'):
		return day(t[2:5])
	}
	return false
}

// fieldLabelPII reports the label of an address book's or a chat
// profile's personal field in some language, its words joined
// (postleitzahl, kodpocztowy, postakodu, codicepostale, geburtsjahr,
// telefonnummer): a number of four digits or more after it in prose is
// that person's postcode, phone or year of birth (Postleitzahl 82611,
// kod pocztowy 55-726), as after it as a key.
func fieldLabelPII(k string) bool { return wordlist.FieldKey(k) == "pii" }

// afterSpace reports s[a] after spaces that follow a letter, a label in
// prose: after a colon or "=" the label is a key, whose rules (keys.go)
// mask the value by its class.
func afterSpace(s string, a int) bool {
	k := a
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	return k < a && k > 0 && indexByte(":#=", s[k-1]) < 0
}

// countDigitsDashes counts the digits, dashes, slashes and dots of s: a
// token of them alone is a number (55-726, 01310-100, 1234.56.78901),
// where one with letters (0x7ffd5a8c, v2024b) is a program's.
func countDigitsDashes(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' || s[i] == '-' || s[i] == '/' || s[i] == '.' {
			n++
		}
	}
	return n
}

// labelBefore reports a label of isLabel ending before s[a], across a
// colon, "#", "=" and spaces, and a word for number after it
// (Reisepass-Nr. T22000129, Konto-Nr.: 0532013000): its last one to
// four words, joined.
func labelBefore(s string, a int, isLabel func(string) bool) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :#=", s[j-1]) >= 0 {
		j--
	}
	if j == a {
		return false
	}
	if k := numberWordBefore(s, j); k > 0 && wordsLabel(s, k, isLabel) {
		return true
	}
	return wordsLabel(s, j, isLabel)
}

// numberWords are the abbreviations of "number" a label is written with
// (Nr., No., Nº, №, num), as reDocLabelValue reads them.
var numberWords = []string{"nr", "no", "nº", "n°", "num", "№"}

// numberWordBefore returns where the label ends before a word for number
// that ends at s[j] (with its dot), past the hyphen, dot or space that
// joins them (Reisepass-Nr., Konto Nr.): 0 for none.
func numberWordBefore(s string, j int) int {
	if j > 0 && s[j-1] == '.' {
		j--
	}
	for _, w := range numberWords {
		k := j - len(w)
		if k < 2 || !strings.EqualFold(s[k:j], w) || indexByte(" -.", s[k-1]) < 0 {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(s[:k-1]); letterRune(r) {
			return k - 1
		}
	}
	return 0
}

// wordsLabel reports a label of isLabel of one to four words, joined,
// that ends at s[j].
func wordsLabel(s string, j int, isLabel func(string) bool) bool {
	a := j
	key := ""
	for n := 0; n < 4 && j > 0 && a-j < 64; n++ {
		k := lettersBefore(s, j)
		if k == j {
			return false
		}
		key = strings.ToLower(s[k:j]) + key
		if isLabel(key) {
			return true
		}
		if k == 0 || indexByte(" _-.", s[k-1]) < 0 {
			return false
		}
		j = k - 1
	}
	return false
}

// thaiIDLabelBefore reports a Thai run ending before s[a] across a colon
// and spaces that ends with the name of a person's number (words.ThaiIDLabel:
// Chromium's ID card บัตรประชาชน, django-localflavor's ประจำตัวประชาชน):
// Thai writes no space between words, so the label ends a run
// (กรุณาระบุเลขประจำตัวประชาชน: 1103700123457). Its ends are asked from
// four letters to 21 (63 bytes back).
func thaiIDLabelBefore(s string, a int) bool {
	j := a
	for j > 0 && a-j < 3 && indexByte(" :=", s[j-1]) >= 0 {
		j--
	}
	if j == a {
		return false
	}
	// a Thai letter is three bytes, E0 B8 80 to E0 B9 BF
	for k := j - 3; k >= 0 && j-k <= 63 && s[k] == 0xE0 && (s[k+1] == 0xB8 || s[k+1] == 0xB9); k -= 3 {
		if j-k >= 12 && wordlist.ThaiIDLabel(s[k:j]) {
			return true
		}
	}
	return false
}

// acronymBefore reports an acronym a country names a person's number by
// (words.IDAcronym: SVNR, PESEL, BSN, ИНН) before s[a], written in
// capitals as a label is, across a colon, "#", "=", a quote, spaces and
// a word for number (ИНН 1234567890, PESEL: 44051401458). In small
// letters it is a key of code, which may be another standard's field
// (ISO 8583's rrn= is a payment's retrieval reference, not Korea's RRN).
func acronymBefore(s string, a int) bool {
	w := acronymWordBefore(s, a)
	return len(w) >= 3 && wordlist.IDAcronym(w)
}

// acronymWordBefore returns the word of letters that labels s[a] as
// acronymBefore reads it, across a colon, "#", "=", a quote, spaces and a
// word for number, standing alone (no letter or digit glued before it);
// "" for none.
func acronymWordBefore(s string, a int) string {
	j := a
	for j > 0 && a-j < 4 && indexByte(" :#='\"", s[j-1]) >= 0 {
		j--
	}
	if j == a {
		return ""
	}
	if k := numberWordBefore(s, j); k > 0 {
		j = k
	}
	k := lettersBefore(s, j)
	if k > 0 && isAlnum(s[k-1]) {
		return ""
	}
	return s[k:j]
}

// unknownAcronymBefore reports an acronym of three to six capitals no
// knowledge holds before s[a], read as acronymBefore reads a known one
// (CNIE, EMŠO, ЕМБГ): python-stdnum names few countries' numbers, and
// where the acronym is no word, no code's and no technical term, a
// number under it that opens with a birth date (birthDigits) is the
// person's.
func unknownAcronymBefore(s string, a int) bool {
	w := acronymWordBefore(s, a)
	if n := utf8.RuneCountInString(w); n < 3 || n > 6 {
		return false
	}
	for _, r := range w {
		if !unicode.IsUpper(r) {
			return false // 到達番号: a caseless script has no capitals
		}
	}
	// CNIE is a Polish word too: in capitals before a number it is an
	// acronym, unless a program or English writes it
	lw := strings.ToLower(w)
	return unknownWord(w) || !programWord(lw) && !wordlist.Common(lw)
}

// spacedNumberEnd returns the end of a number written in groups from
// s[i], the first group s[i:j]: groups of digits and of one or two
// capitals, one space between them, from two groups of digits and ending
// in one, before no word (65 180539 B 012, 2 85 07 75 116 042 13), and
// its digits; j when s[j] starts no such run.
func spacedNumberEnd(s string, i, j int) (int, int) {
	if j >= len(s) || s[j] != ' ' || countDigits(s[i:j]) != j-i || j-i > 8 {
		return j, 0
	}
	end, d, groups := j, j-i, 1
	for k := j; k < len(s) && s[k] == ' '; {
		b := k + 1
		for b < len(s) && isDigit(s[b]) && b-k <= 8 {
			b++
		}
		if b == k+1 {
			for b < len(s) && s[b] >= 'A' && s[b] <= 'Z' && b-k <= 2 {
				b++
			}
		}
		if b == k+1 || b < len(s) && isWord(s[b]) {
			break
		}
		if isDigit(s[k+1]) {
			end, d, groups = b, d+b-k-1, groups+1
		}
		k = b
	}
	if groups < 2 {
		return j, 0
	}
	return end, d
}

// capitalsAndDigits reports a token of ASCII capitals and digits, both.
func capitalsAndDigits(t string) bool {
	upper, digit := false, false
	for i := 0; i < len(t); i++ {
		switch c := t[i]; {
		case c >= 'A' && c <= 'Z':
			upper = true
		case isDigit(c):
			digit = true
		default:
			return false
		}
	}
	return upper && digit
}

// birthDigits reports a run of digits that opens with a date as
// registries write a birth into a person's number: YYYYMMDD (Morocco's
// 1985031412345), YYMMDD (Korea's, Estonia's after a digit read as
// century is not asked) or DDMMYY (Yugoslavia's JMBG/EMŠO 1205987…),
// the year 19xx or 20xx where four digits write it.
func birthDigits(t string) bool {
	n := func(i int) int { return int(t[i]-'0')*10 + int(t[i+1]-'0') }
	day := func(d, m int) bool { return m >= 1 && m <= 12 && d >= 1 && d <= 31 }
	if (n(0) == 19 || n(0) == 20) && day(n(6), n(4)) {
		return true
	}
	return day(n(4), n(2)) || day(n(0), n(2))
}

// bankBefore reports the word for an account and a bank's name between it
// and s[a], as transfers name the account they failed on (rekening BCA
// 1234567890123, rekening Mandiri …, konto PKO …): one word of up to
// twelve letters that opens with a capital, after the account's word.
func bankBefore(s string, a int) bool {
	if a < 2 || s[a-1] != ' ' {
		return false
	}
	k := lettersBefore(s, a-1)
	if k == a-1 || a-1-k > 24 || k < 2 || s[k-1] != ' ' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[k:])
	return unicode.IsUpper(r) && labelBefore(s, k, wordlist.AccountLabel)
}
