// Card numbers: Luhn-valid runs of 13-19 digits.

package redact

import (
	"glitchtip-mcp/shared/redact/checkdigit"

	"glitchtip-mcp/shared/lazyre"
)

// detectCards masks Luhn-valid card numbers: within each run of digits
// (spaces and dashes allowed between them) every window of 13–19 digits
// that starts and ends on a group boundary is checked, longest first.
// Fifteen digits in one run that open with the code of a body that
// allocates IMEIs' type codes other than those cardIIN takes as a card's
// (01 PTCRB, 86 TAF, 99 GHA; GSMA TS.06) are a phone's IMEI, which names
// its owner as a card does.
func detectCards(sc *scan) {
	if !hasDigitRun(sc.s) {
		return
	}
	s := sc.s
	// the value of a technical id's key (message_id 1183940213947215872: a
	// Discord snowflake) is an id, though a tenth of all numbers pass Luhn
	var keyedIDs map[int]bool
	if contains(sc.lower, "id") {
		for _, m := range reKeyedID.FindAllStringSubmatchIndex(s, -1) {
			if keyedIDs == nil {
				keyedIDs = map[int]bool{}
			}
			keyedIDs[m[2]] = true
		}
	}
	eanText := eanWord(sc.lower)
	for _, rn := range digitRun.FindAllStringIndex(s, -1) {
		if sc.stop.pulse() {
			return
		}
		if keyedIDs[rn[0]] && (rn[1] == len(s) || !isWord(s[rn[1]])) && countDigits(s[rn[0]:rn[1]]) == rn[1]-rn[0] || snowflake(s, rn[0], rn[1]) {
			continue
		}
		run := s[rn[0]:rn[1]]
		gluedStart := rn[0] > 0 && isWord(s[rn[0]-1])
		gluedEnd := rn[1] < len(s) && isWord(s[rn[1]])
		var groups [][2]int
		gs := 0
		for i := 0; i <= len(run); i++ {
			if i == len(run) || run[i] == ' ' || run[i] == '-' {
				groups = append(groups, [2]int{gs, i})
				gs = i + 1
			}
		}
		pos := 0
		for gi := 0; gi < len(groups); gi++ {
			st := groups[gi][0]
			if st < pos || st == 0 && gluedStart {
				continue
			}
			best, digits := -1, 0
			for gj := gi; gj < len(groups); gj++ {
				digits += groups[gj][1] - groups[gj][0]
				if digits > 19 {
					break
				}
				en := groups[gj][1]
				if digits >= 13 && !(en == len(run) && gluedEnd) && checkdigit.Luhn(run[st:en]) && (cardIIN(run[st:en], eanText) || en-st == 15 && countDigits(run[st:en]) == 15 && wordIn(" 01 86 99 ", run[st:st+2])) {
					best = en
				}
			}
			if best > 0 {
				sc.add(rn[0]+st, rn[0]+best, phCard)
				pos = best
			}
		}
	}
}

// cardIIN reports digits (Luhn passed) a payment card's number can start
// with, at their length: cards are issued under 1 (UATP) to 6; 0, 7, 8 and 9 are barcodes'
// and books' (ISBN-13 978…, EAN-13 of Norway, Italy, Spain, Austria…). In
// a text about barcodes (eanText), a valid EAN-13 is the product's: one
// EAN in ten passes Luhn too (MySQL's duplicate '5901234123457' for key
// 'uk_ean').
func cardIIN(m string, eanText bool) bool {
	d := make([]byte, 0, 19)
	for i := 0; i < len(m); i++ {
		if isDigit(m[i]) {
			d = append(d, m[i])
		}
	}
	if len(d) == 0 || d[0] == '0' || d[0] >= '7' {
		return false
	}
	// the issuers under 1 to 3 issue no short numbers: UATP 15 digits;
	// Mastercard's 2221-2720, Mir and enRoute 15 to 19; American Express,
	// Diners and JCB 14 to 19 (ISO/IEC 7812 registrations as the networks
	// publish them). 2025110200412 is an order's number, not a card's
	if d[0] == '1' && len(d) != 15 || d[0] == '2' && len(d) < 15 || d[0] == '3' && len(d) < 14 {
		return false
	}
	return !(eanText && len(d) == 13 && ean13(d))
}

// ean13 reports digits whose last is their EAN-13 check digit (weights 1
// and 3 from the left).
func ean13(d []byte) bool { return len(d) == 13 && gs1Check(d) }

// gs1Check reports whether the last digit of d is GS1's mod-10 check of
// the digits before it (weights 3 and 1 from the right), as EAN-13,
// GTIN-14 and the SSCC compute it.
func gs1Check(d []byte) bool {
	sum := 0
	for i := len(d) - 2; i >= 0; i-- {
		w := 1
		if (len(d)-2-i)%2 == 0 {
			w = 3
		}
		sum += int(d[i]-'0') * w
	}
	return len(d) > 1 && (10-sum%10)%10 == int(d[len(d)-1]-'0')
}

// eanWord reports a lower-cased text that names a barcode: gtin, barcode,
// upc, isbn, or ean as a word or a key's part (uk_ean, ean13, EAN-13),
// not inside a word (ocean, boolean).
func eanWord(l string) bool {
	if containsAny(l, "gtin", "barcode", "upc", "isbn") {
		return true
	}
	for i := 0; ; {
		k := indexStr(l[i:], "ean")
		if k < 0 {
			return false
		}
		k += i
		if (k == 0 || !isLetter(l[k-1])) && (k+3 == len(l) || !isLetter(l[k+3])) {
			return true
		}
		i = k + 3
	}
}

var digitRun = lazyre.New(`\d(?:[ \-]?\d)*`)

func hasDigitRun(s string) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			run++
			if run >= 13 {
				return true
			}
		case c == ' ' || c == '-':
		default:
			run = 0
		}
	}
	return false
}
