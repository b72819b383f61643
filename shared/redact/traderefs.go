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
//     noun (vessel 9074729, Vessel:9074729, PostgreSQL's Key (vessel_id,
//     eta)=(9074729, …));
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

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
	"github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/checkdigit"
)

// tradeExprs are the formats with a fixed shape, one a line: the EDIFACT
// header, a BAPLIE stowage cell, a BSM's tag number or flight, a Type B origin
// line's time, an AHM flight line, a NOTAM's Q) line, an IEC 61850
// reference, a dated reference, SQL Server's table and key names. Group
// 1 is the span kept.
var tradeExprs = [...]lazyre.Regexp{
	lazyre.NewRare(`\b(UNH\+[A-Za-z0-9]{1,14}\+[A-Z]{6}:[DS]:\d{2}[A-Z]?:UN(?::[A-Za-z0-9.]{1,6})?)`),
	lazyre.NewRare(`\b(LOC\+147\+\d{7})\b`),
	lazyre.NewRare(`(?:^|\s)\.(N/\d{13}|F/[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?/\d{2}(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)/[A-Z]{3}(?:/[A-Z])?)\b`),
	lazyre.NewRare(`\b(?:Q[A-Z]|SS)(?: [A-Z0-9]{7})+\s+\.[A-Z0-9]{7} ((?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d)\b`),
	lazyre.NewRare(`\b(?:LDM|CPM|UCM|MVT|SLS|PSM|PTM|TPM)\s+([A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?/(?:0[1-9]|[12]\d|3[01])(?:\.[A-Z0-9]{2,10}){1,3})\b`),
	lazyre.NewRare(`\bQ\) ?([A-Z]{4}/Q[A-Z]{4}/(?:IV|I|V|K)/[NBOMK]{1,3}/[AEWK]{1,2}/\d{3}/\d{3}/[0-8]\d[0-5]\d[NS](?:0\d\d|1[0-7]\d)[0-5]\d[EW]\d{3})\b`),
	lazyre.NewRare(`\b([A-Za-z0-9_]{1,64}/[A-Za-z0-9_]{0,11}[A-Z]{3}[A-Z0-9]\d{0,4}\$(?:ST|MX|CO|SP|SG|SE|SV|CF|DC|EX|BL|OR|GO|GS|MS|US|RP|BR|LG|SR)\$[A-Za-z0-9_]{1,32}(?:\$[A-Za-z0-9_]{1,32}){0,6})`),
	lazyre.NewRare(`\b([A-Z]{2,6}-(?:(\d{4})(\d{2})(\d{2})|(\d{4})-(\d{2})(\d{2}))-\d{1,8})\b`),
	lazyre.NewRare(`'((?:dbo\.|(?:PK|FK|IX|UQ|AK|CK|DF)_)[A-Za-z_][A-Za-z0-9_]{0,127})'`),
}

// The first seven fix every character (their codes, digits and
// separators), so their spans drop all that other rules marked in them
// (techSpan.all); a dated reference's prefix and a table's name are
// letters a credential could be, and drop all but a strong mask.

// tradeGates are the expressions' gates, in lower case, in their order:
// an expression runs where the text holds one of its gates (split at
// "|"). A BSM's tag number needs the message it travels in, and SQL
// Server's key names a table its message names with its schema.
var tradeGates = [...]string{"unh+", "loc+147+", "bsm|.v/", "qu |qk |qd |qx |qs |qc |ss ", "ldm|cpm|ucm|mvt|sls|psm|ptm|tpm", "q)", "$st$|$mx$|$co$|$sp$|$sg$|$se$|$sv$|$cf$|$dc$|$ex$|$bl$|$or$|$go$|$gs$|$ms$|$us$|$rp$|$br$|$lg$|$sr$", "-20", "'dbo."}

// tradeRefs adds the spans of this file's formats in s to out.
//
//go:noinline
func tradeRefs(s, lower string, out []techSpan) []techSpan {
	for i, gates := range tradeGates {
		if !containsAny(lower, strings.Split(gates, "|")...) || i == 2 && !containsAny(lower, ".n/", ".f/") {
			continue
		}
		for _, m := range tradeExprs[i].FindAllStringSubmatchIndex(s, -1) {
			if i != 7 || datedRef(s, m) {
				out = append(out, techSpan{m[2], m[3], true, i < 7})
			}
		}
	}
	if strings.Contains(lower, "imo") || strings.Contains(lower, "vessel") || strings.Contains(lower, "ship") {
		out = imoNumbers(s, out)
	}
	if strings.Contains(lower, "(01)") || strings.Contains(lower, "(00)") {
		out = gs1Strings(s, out)
	}
	return nfeKeys(s, lower, out)
}

// datedRef reports a dated reference's date (groups 2-4 or 5-7 of m)
// that is a calendar's, of lastProseBirthYear or later, after a prefix
// that names no birth (DOB, GEB, NAS: a date of birth's own label).
func datedRef(s string, m []int) bool {
	g := 2
	if m[4] < 0 {
		g = 5
	}
	y, mo, d := atoi(s[m[2*g]:m[2*g+1]]), atoi(s[m[2*g+2]:m[2*g+3]]), atoi(s[m[2*g+4]:m[2*g+5]])
	if y < lastProseBirthYear || y > 2099 || mo < 1 || mo > 12 || d < 1 || d > 31 {
		return false
	}
	p := s[m[2] : strings.IndexByte(s[m[2]:], '-')+m[2]]
	return !strings.Contains(" DOB BD BDAY GEB NAS NASC BIRTH ", " "+p+" ")
}

// imoNumbers adds the seven-digit runs whose IMO check digit holds and
// that follow IMO, or a key or noun of a vessel or a ship, or stand in a
// row under such a column (Key (vessel_id, eta)=(9074729, …)).
func imoNumbers(s string, out []techSpan) []techSpan {
	for a := 0; a+7 <= len(s); a++ {
		if !isDigit(s[a]) || a > 0 && (isAlnum(s[a-1]) || s[a-1] == '.' || s[a-1] == '-') {
			continue
		}
		b := a
		for b < len(s) && isDigit(s[b]) {
			b++
		}
		if b-a != 7 || b < len(s) && (isAlnum(s[b]) || s[b] == '-') || !checkdigit.IMO(s[a:b]) {
			a = b
			continue
		}
		if shipKey(wordBefore(s, a)) || shipKey(rowColumn(s, a)) || imoNoBefore(s, a) {
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

// imoNoBefore reports "IMO No." or "IMO number" right before s[a].
func imoNoBefore(s string, a int) bool {
	w := strings.ToLower(strings.TrimRight(wordBefore(s, a), "."))
	if w != "no" && w != "nr" && w != "number" {
		return false
	}
	at := strings.LastIndex(s[:a], wordBefore(s, a))
	return at > 0 && strings.EqualFold(wordBefore(s, at), "imo")
}

// rowColumn is the column a value at s[a] stands under in a row written
// as (col, col)=(value, value), as PostgreSQL's Key (…)=(…) detail and
// an INSERT's columns and values write them, or "".
func rowColumn(s string, a int) string {
	open := strings.LastIndex(s[:a], "=(")
	if open < 0 || strings.ContainsAny(s[open+2:a], ")\n") {
		return ""
	}
	n := strings.Count(s[open+2:a], ",")
	cols := s[:open]
	if !strings.HasSuffix(cols, ")") {
		return ""
	}
	c := strings.LastIndexByte(cols, '(')
	if c < 0 {
		return ""
	}
	names := strings.Split(cols[c+1:len(cols)-1], ",")
	if n >= len(names) {
		return ""
	}
	return strings.Trim(strings.TrimSpace(names[n]), "\"`")
}

// gs1AIs are the application identifiers GS1's General Specifications
// (3.2) define that an element string most often carries, with the
// length of their data: a positive one fixed, a negative one the most
// a variable field holds; d marks a date (YYMMDD).
var gs1AIs = map[string]struct {
	n int
	d bool
}{
	"00": {18, false}, "01": {14, false}, "02": {14, false}, "10": {-20, false},
	"11": {6, true}, "12": {6, true}, "13": {6, true}, "15": {6, true}, "16": {6, true}, "17": {6, true},
	"20": {2, false}, "21": {-20, false}, "22": {-20, false}, "30": {-8, false}, "37": {-8, false},
	"240": {-30, false}, "241": {-30, false}, "400": {-30, false}, "410": {13, false}, "414": {13, false},
	"7003": {10, false}, "8004": {-30, false},
}

// gs1Strings adds the element strings that begin (00) with an SSCC or
// (01) with a GTIN whose check digit holds, over every application
// identifier of gs1AIs that follows with data of its length.
func gs1Strings(s string, out []techSpan) []techSpan {
	for a := 0; a < len(s); a++ {
		if s[a] != '(' || !strings.HasPrefix(s[a:], "(01)") && !strings.HasPrefix(s[a:], "(00)") {
			continue
		}
		b, first := a, true
		for b < len(s) && s[b] == '(' {
			c := strings.IndexByte(s[b:], ')')
			if c < 3 || c > 5 {
				break
			}
			ai, ok := gs1AIs[s[b+1:b+c]]
			if !ok {
				break
			}
			v := b + c + 1
			e := v
			for e < len(s) && e-v < max(ai.n, -ai.n) && s[e] > ' ' && s[e] < 0x7f && s[e] != '(' && (ai.n < 0 || isDigit(s[e])) {
				e++
			}
			if ai.n > 0 && e-v != ai.n || e == v || ai.d && !yymmdd(s[v:e]) || first && !checkdigit.GS1(s[v:e]) {
				break
			}
			if ai.n < 0 {
				// a variable field ends at the next identifier or the text's
				// punctuation: a colon or a comma after it is the message's
				for e > v && strings.IndexByte(":,;.", s[e-1]) >= 0 {
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

// nfeKeys adds a run of exactly 44 digits that is an NF-e access key
// (checkdigit.NFeKey), and the receipt number after nRec: 15 digits from
// a state's IBGE code.
func nfeKeys(s, lower string, out []techSpan) []techSpan {
	for from := 0; ; {
		i := strings.Index(lower[from:], "nrec")
		if i < 0 {
			break
		}
		i += from
		from = i + 4
		j := from
		for j < len(s) && j-from < 3 && strings.IndexByte(`:=>"' `, s[j]) >= 0 {
			j++
		}
		k := j
		for k < len(s) && isDigit(s[k]) {
			k++
		}
		if k-j == 15 && (k == len(s) || !isAlnum(s[k])) && (i == 0 || !isLetter(s[i-1])) && checkdigit.IBGEState(s[j:j+2]) {
			out = append(out, techSpan{j, k, true, false})
		}
	}
	run := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && isDigit(s[i]) {
			run++
			continue
		}
		if run == 44 && (i == len(s) || !isLetter(s[i])) && (i-44 == 0 || !isLetter(s[i-45])) && checkdigit.NFeKey(s[i-44:i]) {
			out = append(out, techSpan{i - 44, i, true, false})
		}
		run = 0
	}
	return out
}

// detectBSMNames masks the passenger's name in a baggage message's .P
// element (IATA Recommended Practice 1745: .P/, a count of passengers
// of the surname, the surname, then the given names and title after
// "/", written without spaces, SMITH/ANNMRS), which a BSM carries beside
// the tag number tradeRefs keeps.
func detectBSMNames(sc *scan) {
	if !strings.Contains(sc.lower, ".p/") || !containsAny(sc.lower, "bsm", ".v/", ".n/") {
		return
	}
	s := sc.s
	for from := 0; ; {
		i := strings.Index(sc.lower[from:], ".p/")
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
		for b < len(s) && (isLetter(s[b]) || s[b] >= 0x80 || strings.IndexByte("/-'", s[b]) >= 0) {
			b++
		}
		// sure: the element's place names its holder, whose surname may be
		// a word (SMITH, BAKER) the keep passes would give back
		if b > a && s[a] != '/' {
			sc.addSure(a, b, phName)
		}
	}
}
