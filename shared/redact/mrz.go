// Machine-readable zones of passports, identity cards and visas (ICAO Doc
// 9303): lines of capitals, digits and the filler "<" that an OCR or a
// scanner SDK puts in its errors whole. The first line holds the holder's
// names (ERIKSSON<<ANNA<MARIA), the second the document number, the date
// of birth and the expiry.

package redact

import "strings"

// detectMRZ masks each MRZ line: a run of 30 (TD1), 36 (TD2) or 44 (TD3)
// MRZ characters that fills with "<<", or a shorter run that starts like a
// document's first line (P<, I<, ID, V<, AC) and fills likewise, as a line
// cut by a log's width.
func detectMRZ(sc *scan) {
	s := sc.s
	if !contains(s, "<<") {
		return
	}
	for i := 0; i < len(s); {
		if !mrzChar(s[i]) || i > 0 && mrzChar(s[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(s) && mrzChar(s[j]) {
			j++
		}
		run := s[i:j]
		if (j-i >= 28 || j-i >= 15 && mrzFirstLine(run)) && contains(run, "<<") && mrzLetters(run) {
			sc.add(i, j, phNatID)
		}
		i = j
	}
}

func mrzChar(c byte) bool {
	return c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '<'
}

// mrzFirstLine reports the document codes an MRZ's first line opens with:
// a passport (P), an identity card (I, A, C), a visa (V), then the issuing
// state's three letters.
func mrzFirstLine(run string) bool {
	return len(run) > 5 && indexByte("PIACV", run[0]) >= 0 && (run[1] == '<' || run[1] >= 'A' && run[1] <= 'Z') &&
		strings.Trim(run[2:5], "ABCDEFGHIJKLMNOPQRSTUVWXYZ<") == ""
}

// mrzLetters asks for letters or digits besides the filler: a row of "<"
// alone is a drawing, not a document.
func mrzLetters(run string) bool {
	return len(strings.Trim(run, "<")) >= 6
}
