// Identifiers of trade, transport and industry formats that a published
// specification defines and, where it has one, its check digit proves:
// the thing they name is a ship, a pack, a fiscal document, a bag, a
// telex, a notice to airmen, a substation's data or a table, never a
// person. Each is a hard technical span (techSpan): what the number,
// date and value rules marked inside it is dropped, but a credential's,
// a contact's or a checked national id's mask stays.
//
//   - a ship's IMO number (IMO Resolution A.1117(30)): seven digits whose
//     check digit holds, after IMO, or under a vessel's or a ship's key or
//     noun (IMO 9074729, vessel 9074729, Vessel:9074729, PostgreSQL's Key
//     (vessel_id, eta)=(9074729, …));
//   - a GS1 element string (GS1 General Specifications 3 and 7.9): from
//     (00) or (01) with its SSCC's or GTIN's check digit, the application
//     identifiers of the specification's table with their fixed lengths
//     and dates, (01)09501101530003(17)260930(10)AB12;
//   - a Brazilian electronic fiscal document's 44-digit access key (NF-e,
//     CT-e, MDF-e: a state's IBGE code, year and month, mod-11 check
//     digit) and the receipt number after nRec (the manual's 15 digits
//     from a state's code);
//   - an EDIFACT message header (ISO 9735: UNH+ref+type:D:04A:UN, the
//     message identifier's composite S009) and a BAPLIE stowage cell
//     (LOC+147+0120482: qualifier 147 of code list 3227, bay, row and tier
//     as ISO 9711-1 and SMDG's BAPLIE guide number them);
//   - an IATA baggage tag number in a BSM's .N element (Recommended
//     Practice 1745: ten digits, the carrier's three, and the count of
//     consecutive tags) and its .F element's flight, day, month,
//     destination and class (.F/AY1021/11MAR/ARN/Y); the passenger's
//     name in its .P element is masked (detectBSMNames);
//   - a SITA Type B message's origin line's date and time (.HELKKAY
//     110930: the sender's address and DDHHMM) and an AHM load or
//     movement message's flight line (LDM⏎AY1021/11.OHLXM.C12Y159:
//     flight, day, registration, configuration);
//   - a NOTAM's Q) line (ICAO Doc 10066 PANS-AIM, appendix 3: FIR, Q-code,
//     traffic, purpose, scope, limits, and the area's centre and radius,
//     5939N01755E005, an aerodrome's, no one's place);
//   - an IEC 61850 object reference (IEC 61850-8-1's MMS form:
//     LD0/LLN0$GO$gcb01, a logical device, a logical node, a functional
//     constraint of IEC 61850-7-2's table and the data's names);
//   - a dated reference: a prefix in capitals and a compact date with its
//     sequence (ACH-20240311-07, TKT-2024-0311-00091), a valid date of
//     lastProseBirthYear or later (an older one may be a birthday);
//   - SQL Server's names of a table and its keys in its messages
//     ('dbo.Orders', 'PK_Orders': dbo is the default schema, PK_, FK_,
//     IX_, UQ_, AK_, CK_ and DF_ the prefixes SQL Server and its tools
//     name constraints and indexes with).
//
// A bare number after a business noun (Order 88120441, kit 004471) is no
// such format and is judged as before.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/redact/checkdigit"
)

// tradeRefs adds the spans of this file's formats that a check or a
// table proves in s to out; techExprs holds those of a fixed shape.
//
//go:noinline
func tradeRefs(s, lower string, out []techSpan) []techSpan {
	if contains(lower, "(01)") || contains(lower, "(00)") {
		out = gs1Strings(s, out)
	}
	return digitRefs(s, containsAny(lower, "imo", "vessel", "ship"), out)
}

// datedRef reports a dated reference (PAY-20250918-114,
// CASE-2025-0918-00412) whose date is a calendar's, of
// lastProseBirthYear or later, after a prefix that names no birth (DOB,
// GEB, NAS: a date of birth's own label).
func datedRef(v string) bool {
	p, d, _ := cut(v, "-")
	d = strings.Replace(d[:min(len(d), 9)], "-", "", 1)
	if len(d) < 8 || contains(" DOB BD BDAY GEB NAS NASC BIRTH ", " "+p+" ") {
		return false
	}
	y, mo, dd := atoi(d[:4]), atoi(d[4:6]), atoi(d[6:8])
	return y >= lastProseBirthYear && y < 2100 && mo >= 1 && mo <= 12 && dd >= 1 && dd <= 31
}

// bsmMessage reports a text that holds a baggage message: its name or
// its .V element.
func bsmMessage(s string) bool {
	l := strings.ToLower(s)
	return contains(l, "bsm") || contains(l, ".v/")
}

// digitRefs adds the runs of digits a check proves: seven whose IMO
// check digit holds after IMO, or a key or noun of a vessel or a ship, or
// in a row under such a column (Key (vessel_id, eta)=(9074729, …)),
// where ships says the text names one; and 44 that are an NF-e access key
// (checkdigit.NFeKey).
func digitRefs(s string, ships bool, out []techSpan) []techSpan {
	for a := 0; a < len(s); a++ {
		if !isDigit(s[a]) {
			continue
		}
		b := a
		for b < len(s) && isDigit(s[b]) {
			b++
		}
		// a run inside a word, a version or a dashed number is none of them
		if (a == 0 || !isLetter(s[a-1]) && s[a-1] != '.' && s[a-1] != '-') && (b == len(s) || !isLetter(s[b]) && s[b] != '-') &&
			(b-a == 7 && ships && checkdigit.IMO(s[a:b]) && (shipKey(wordBefore(s, a)) || shipKey(rowColumn(s, a))) ||
				b-a == 44 && checkdigit.NFeKey(s[a:b])) {
			out = append(out, techSpan{a, b, true, false})
		}
		a = b
	}
	return out
}

// shipKey reports a key or a word that names a ship's number: IMO, or
// a vessel's or a ship's (vessel, Vessel, vessel_id, shipImo).
func shipKey(k string) bool {
	for _, p := range keyParts(k) {
		switch p {
		case "imo", "vessel", "ship":
			return true
		}
	}
	return false
}

// rowColumn is the column a value at s[a] stands under in a row written
// as (col, col)=(value, value), as PostgreSQL's Key (…)=(…) detail and
// an INSERT's columns and values write them, or "".
func rowColumn(s string, a int) string {
	open := strings.LastIndex(s[:a], "=(")
	if open < 0 || containsChars(s[open+2:a], ")\n") {
		return ""
	}
	n := strings.Count(s[open+2:a], ",")
	cols := s[:open]
	if !hasSuffix(cols, ")") {
		return ""
	}
	c := lastIndexByte(cols, '(')
	if c < 0 {
		return ""
	}
	names := split(cols[c+1:len(cols)-1], ",")
	if n >= len(names) {
		return ""
	}
	return strings.Trim(strings.TrimSpace(names[n]), "\"`")
}

// gs1AIs are the application identifiers GS1's General Specifications
// (3.2) define that an element string most often carries, each with the
// length of its data: "=" a fixed one, "<" the most a variable field
// holds, "d" a date (YYMMDD).
const gs1AIs = " 00=18 01=14 02=14 10<20 11=6d 12=6d 13=6d 15=6d 16=6d 17=6d 20=2 21<20 22<20 30<8 37<8 240<30 241<30 400<30 410=13 414=13 7003=10 8004<30 "

// gs1AI looks application identifier ai up in gs1AIs: its data's length,
// whether that is fixed, and whether it is a date.
func gs1AI(ai string) (n int, fixed, date, ok bool) {
	i := indexStr(gs1AIs, " "+ai)
	if i < 0 || len(ai) < 2 {
		return 0, false, false, false
	}
	e := i + 1 + len(ai)
	if c := gs1AIs[e]; c != '=' && c != '<' {
		return 0, false, false, false
	}
	f := gs1AIs[e+1 : e+1+indexByte(gs1AIs[e+1:], ' ')]
	date = hasSuffix(f, "d")
	return atoi(trimSuffix(f, "d")), gs1AIs[e] == '=', date, true
}

// gs1Strings adds the element strings that begin (00) with an SSCC or
// (01) with a GTIN whose check digit holds, over every application
// identifier of gs1AIs that follows with data of its length.
func gs1Strings(s string, out []techSpan) []techSpan {
	for a := 0; a < len(s); a++ {
		if s[a] != '(' || !hasPrefix(s[a:], "(01)") && !hasPrefix(s[a:], "(00)") {
			continue
		}
		b, first := a, true
		for b < len(s) && s[b] == '(' {
			c := indexByte(s[b:], ')')
			if c < 3 || c > 5 {
				break
			}
			n, fixed, date, ok := gs1AI(s[b+1 : b+c])
			if !ok {
				break
			}
			v := b + c + 1
			e := v
			for e < len(s) && e-v < n && s[e] > ' ' && s[e] < 0x7f && s[e] != '(' && (!fixed || isDigit(s[e])) {
				e++
			}
			if fixed && e-v != n || e == v || date && !yymmdd(s[v:e]) || first && !checkdigit.GS1(s[v:e]) {
				break
			}
			if !fixed {
				// a variable field ends at the next identifier or the text's
				// punctuation: a colon or a comma after it is the message's
				for e > v && indexByte(":,;.", s[e-1]) >= 0 {
					e--
				}
			}
			b, first = e, false
		}
		if !first {
			out = append(out, techSpan{a, b, true, false})
			a = b - 1
		}
	}
	return out
}

// yymmdd reports GS1's date: a year, a month 01-12 and a day 00-31 (00
// for the month's last day).
func yymmdd(v string) bool {
	return len(v) == 6 && v[2:4] >= "01" && v[2:4] <= "12" && v[4:6] <= "31"
}

// detectBSMNames masks the passenger's name in a baggage message's .P
// element (IATA Recommended Practice 1745: .P/, a count of passengers
// of the surname, the surname, then the given names and title after
// "/", written without spaces, SMITH/ANNMRS), which a BSM carries beside
// the tag number tradeRefs keeps.
func detectBSMNames(sc *scan) {
	if !contains(sc.lower, ".p/") || !containsAny(sc.lower, "bsm", ".v/", ".n/") {
		return
	}
	s := sc.s
	for from := 0; ; {
		i := indexStr(sc.lower[from:], ".p/")
		if i < 0 {
			return
		}
		i += from
		from = i + 3
		if i > 0 && s[i-1] != ' ' && s[i-1] != '\n' && s[i-1] != '\'' && s[i-1] != '"' {
			continue
		}
		a := from
		for a < len(s) && isDigit(s[a]) {
			a++
		}
		b := a
		for b < len(s) && (isLetter(s[b]) || s[b] >= 0x80 || indexByte("/-'", s[b]) >= 0) {
			b++
		}
		// sure: the element's place names its holder, whose surname may be
		// a word (SMITH, BAKER) the keep passes would give back
		if b > a && s[a] != '/' {
			sc.addSure(a, b, phName)
		}
	}
}
