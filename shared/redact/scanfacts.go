package redact

// Facts about a scan's text that several detectors ask, counted in one
// pass on first use rather than once per detector. They serve as exact
// prefilters: each gate below skips an expression only where the
// expression needs more than the text has (a run of n digits for \d{n}),
// so no result changes, and most texts skip a dozen passes of the
// regexp engine.

// digitFacts are what the national-id and postcode expressions need.
type digitFacts struct {
	done bool
	// run is the longest run of ASCII digits (\d is ASCII in Go's
	// expressions)
	run int
	// upperRun is the longest run of ASCII capitals and digits (a VIN's
	// 17 characters)
	upperRun int
	// upperDigit: an ASCII capital right before a digit (a UK or Canadian
	// postcode's first letters)
	upperDigit bool
	// ibanHead: two ASCII capitals and two digits (an IBAN's country and
	// check digits)
	ibanHead bool
	// pairDigit: two ASCII capitals, then a digit, or a space and a digit
	// (a UK National Insurance number's letters and first digits)
	pairDigit bool
}

// digits returns the text's digit facts, counted on first use.
func (sc *scan) digits() *digitFacts {
	f := &sc.digitFacts
	if f.done {
		return f
	}
	f.done = true
	s := sc.s
	run, up := 0, 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9':
			run++
			up++
			if i > 0 && s[i-1] >= 'A' && s[i-1] <= 'Z' {
				f.upperDigit = true
			}
			if run == 2 && i >= 3 && s[i-2] >= 'A' && s[i-2] <= 'Z' && s[i-3] >= 'A' && s[i-3] <= 'Z' {
				f.ibanHead = true
			}
			if run == 1 && (i >= 2 && upperPair(s[i-2], s[i-1]) || i >= 3 && s[i-1] == ' ' && upperPair(s[i-3], s[i-2])) {
				f.pairDigit = true
			}
		case c >= 'A' && c <= 'Z':
			run = 0
			up++
		default:
			run, up = 0, 0
		}
		f.run = max(f.run, run)
		f.upperRun = max(f.upperRun, up)
	}
	return f
}

func upperPair(a, b byte) bool { return a >= 'A' && a <= 'Z' && b >= 'A' && b <= 'Z' }
