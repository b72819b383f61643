package redact

import (
	"strings"
	"unicode"
)

// A table a program prints with its columns aligned (Go's tabwriter,
// kubectl get, docker ps, ps): a header line of column names in capitals
// (or in a script without capitals), two spaces or more between them, and
// below it rows whose cells stand two spaces or more apart; or a CSV's
// header of names in any case joined by commas over rows of as many cells. A cell is the
// value of its column's name as a k=v's value is its key's, whatever the
// name: under OWNER, ACTOR or 수신자 a login or a name, under SECONDARY a
// password. The cells are judged as values are (count, state, known words
// stay); a person's column takes its account's judgement.

// maxTableCells is the most columns a header is read with.
const maxTableCells = 12

// detectTableColumns judges the cells of the rows under a header of
// aligned column names.
func detectTableColumns(sc *scan, dom script) {
	s := sc.s
	aligned, commas := contains(s, "  "), indexByte(s, ',') >= 0
	if indexByte(s, '\n') < 0 || !aligned && !commas {
		return
	}
	var head [maxTableCells][2]int
	var cells [maxTableCells][2]int
	heads, csv, narrow := 0, false, false
	for ls := 0; ls < len(s); {
		le := indexByte(s[ls:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += ls
		}
		n, lineCSV := 0, heads > 0 && csv || heads == 0 && commas && csvLine(s, ls, le)
		if lineCSV {
			n = csvCells(s, ls, le, &cells)
		} else if heads > 0 && narrow {
			n = narrowCells(s, ls, le, &cells)
		} else if aligned {
			n = tableCells(s, ls, le, &cells)
			if heads == 0 && !(n >= 2 && tableHeader(s, &cells, n, false)) && contains(s[ls:le], "  ") {
				// squeue, qstat, df: columns right-aligned, one space
				// between two of them (NAME     USER ST): a header of
				// three names or more read at every space, and its rows
				// with as many cells
				if m := narrowCells(s, ls, le, &cells); m >= 3 && tableHeader(s, &cells, m, false) {
					head, heads, csv, narrow = cells, m, false, true
					ls = le + 1
					continue
				}
				n = tableCells(s, ls, le, &cells)
			}
		}
		switch {
		case heads > 0 && n == heads:
			for c := 0; c < n; c++ {
				a, b := cells[c][0], cells[c][1]
				key := strings.ToLower(s[head[c][0]:head[c][1]])
				if kc := keyClass(key); kc == "cred" {
					// under PASSWORD or PASSPHRASE the cell is the
					// secret whatever its words
					sc.add(a, b, phRedacted)
				} else if csv && keyedValue(sc, a, b) {
					// a password under any column's name (a CSV's cells
					// are written unquoted, 3B82XsEh!)
				} else if personKey(key) && indexByte(s[a:b], ' ') < 0 {
					accountValue(sc, a, b, dom, key)
				} else {
					maskValue(sc, a, b, dom, false, false)
				}
			}
		case n >= 2 && tableHeader(s, &cells, n, lineCSV):
			head, heads, csv, narrow = cells, n, lineCSV, false
		default:
			heads, narrow = 0, false
		}
		ls = le + 1
	}
}

// csvLine reports a line with a comma and no run of two spaces: a CSV's.
func csvLine(s string, ls, le int) bool {
	return indexByte(s[ls:le], ',') >= 0 && !contains(s[ls:le], "  ")
}

// csvCells splits the line s[ls:le] at its commas into cells, a cell in
// double quotes whole (csv.writer quotes one that holds a comma: "Morro
// Farias, 59"), and returns how many; 0 when there are more than the
// table is read with, or only one.
func csvCells(s string, ls, le int, cells *[maxTableCells][2]int) int {
	n := 0
	for a := ls; a <= le; {
		b := a
		if b < le && s[b] == '"' {
			b++
			for b < le && !(s[b] == '"' && (b+1 == le || s[b+1] == ',')) {
				b++
			}
			if b < le {
				b++
			}
		}
		for b < le && s[b] != ',' {
			b++
		}
		if n == maxTableCells {
			return 0
		}
		cells[n] = [2]int{a, b}
		if b-a >= 2 && s[a] == '"' && s[b-1] == '"' {
			cells[n] = [2]int{a + 1, b - 1}
		}
		n++
		a = b + 1
	}
	return trimEdgeCells(s, le, cells, n)
}

// tableCells splits the line s[ls:le] at its runs of two spaces or more
// (or tabs) into cells, and returns how many; 0 when there are more than
// the table is read with, or only one.
func tableCells(s string, ls, le int, cells *[maxTableCells][2]int) int {
	for ls < le && (s[ls] == ' ' || s[ls] == '\t') {
		ls++
	}
	n := 0
	for a := ls; a < le; {
		b := a
		for b < le && s[b] != '\t' && !(s[b] == ' ' && (b+1 == le || s[b+1] == ' ' || s[b+1] == '\t')) {
			b++
		}
		if n == maxTableCells {
			return 0
		}
		cells[n] = [2]int{a, b}
		n++
		for b < le && (s[b] == ' ' || s[b] == '\t') {
			b++
		}
		a = b
	}
	return trimEdgeCells(s, le, cells, n)
}

// narrowCells splits the line s[ls:le] at every run of spaces or tabs
// into cells, as tableCells does at runs of two: the header and rows of a
// table whose columns one space may part.
func narrowCells(s string, ls, le int, cells *[maxTableCells][2]int) int {
	n := 0
	for a := ls; a < le; {
		for a < le && (s[a] == ' ' || s[a] == '\t') {
			a++
		}
		if a == le {
			break
		}
		b := a
		for b < le && s[b] != ' ' && s[b] != '\t' {
			b++
		}
		if n == maxTableCells {
			return 0
		}
		cells[n] = [2]int{a, b}
		n++
		a = b
	}
	return trimEdgeCells(s, le, cells, n)
}

// tableHeader reports whether the cells are a header's: each one word of
// letters (digits, _, - or a bracket inside: squeue's NODELIST(REASON)) with no small letter, at least one in
// Latin capitals (ID, STATE); a CSV's header names its columns in any
// case, as code's keys (id,owner,state), one in Latin letters.
func tableHeader(s string, cells *[maxTableCells][2]int, n int, csv bool) bool {
	latin := false
	for c := 0; c < n; c++ {
		w := s[cells[c][0]:cells[c][1]]
		r, _ := decodeRune(w)
		if !letterRune(r) {
			return false
		}
		for _, r := range w {
			if lowerRune(r) && !csv || !(letterRune(r) || digitRune(r) || unicode.Is(unicode.M, r) || r == '_' || r == '-' || r == '(' || r == ')') {
				return false
			}
		}
		latin = latin || (isUpperASCII(w[0]) || csv && isLetter(w[0])) && len(w) > 1
	}
	return latin
}

// trimEdgeCells takes what is no cell's from a line's n cells: a message's
// prefix glued to the first name (Error: ID), and a frame's line number
// after the last cell (failed:41); 0 for fewer than two cells.
func trimEdgeCells(s string, le int, cells *[maxTableCells][2]int, n int) int {
	if n < 2 {
		return 0
	}
	if k := strings.LastIndexAny(s[cells[0][0]:cells[0][1]], ": "); k >= 0 {
		cells[0][0] += k + 1
	}
	if le == len(s) {
		cells[n-1][1] = cells[n-1][0] + len(lineNumberCut(s[cells[n-1][0]:cells[n-1][1]]))
	}
	return n
}
