// Passwords people choose, by the shape password rules make them take:
// a capital, a small letter, a digit and a symbol in one run of eight
// characters or more, with no space (Fruehling!Bienen7, SunnyBeach!7,
// Tr0ub4dor&3, Xk29#mPq!vL7). They stand where no key names them: a
// connect call's positional arguments, a tuple an exception prints, a
// log line's prose. A program's own tokens of letters and digits take no
// such symbol inside them; where they take one, it joins parts by a
// syntax (an HL7 component's ^ and &, a URL's &key=, a Java class's
// Outer$1, an issue's #42), which chosenPassword leaves out (wordshapes.go's passwordShaped judges a value in a value's position, and leaves out a run that holds a word: here the symbol inside says enough).

package redact

import "strings"

func init() {
	wordRules = append(wordRules, detectPasswordShapes)
}

// pwShapeSymbols are the symbols a chosen password takes and a program's
// token does not: no joiner of identifiers (_ - . /), no URL's or
// format's character (% = + @ : ~), no HL7 separator (^).
const pwShapeSymbols = "!#$&*?"

// detectPasswordShapes masks each run of letters, digits and
// pwShapeSymbols that chosenPassword accepts.
func detectPasswordShapes(sc *scan) {
	s := sc.s
	if !strings.ContainsAny(s, pwShapeSymbols) || !hasDigit(s) {
		return
	}
	for i := 0; i < len(s); {
		if !pwShapeByte(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && pwShapeByte(s[j]) {
			j++
		}
		// a run glued to a word's other characters (a path's, a
		// key's, a URL's, a non-ASCII letter) is part of a longer token
		if (i == 0 || pwShapeEdge(s[i-1])) && (j == len(s) || pwShapeEdge(s[j])) && chosenPassword(s[i:j]) {
			sc.add(i, j, phSecret)
		}
		i = j
	}
}

// pwShapeByte is a byte of a password's run: an ASCII letter or digit or
// one of pwShapeSymbols.
func pwShapeByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || isDigit(c) || indexByte(pwShapeSymbols, c) >= 0
}

// pwShapeEdge is a byte a password's run may stand beside: a space, a
// quote, a bracket, a comma or a semicolon.
func pwShapeEdge(c byte) bool {
	return indexByte(" \t\n'\"`()[]{},;", c) >= 0
}

// chosenPassword reports a run of eight to 64 characters with a small
// letter, a capital, a digit and a symbol besides a sentence's closing !
// or ?, where no symbol joins syntax: # or $ before a capital or before digits
// that end the run (an issue's #42, Java's Outer$Inner and Outer$1).
// & before a letter is syntax too: HL7's error&HL70357, a query's &Sort=.
func chosenPassword(v string) bool {
	for len(v) > 0 && (v[len(v)-1] == '!' || v[len(v)-1] == '?') {
		v = v[:len(v)-1] // Done in 5s!: a sentence's mark
	}
	if len(v) < 8 || len(v) > 64 {
		return false
	}
	var lower, upper, digit, symbol bool
	for k := 0; k < len(v); k++ {
		c := v[k]
		switch {
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z':
			upper = true
		case isDigit(c):
			digit = true
		default:
			symbol = true
			if k+1 < len(v) {
				n := v[k+1]
				if c == '&' && (n >= 'a' && n <= 'z' || n >= 'A' && n <= 'Z') {
					return false
				}
				if (c == '#' || c == '$') && (n >= 'A' && n <= 'Z' || countDigits(v[k+1:]) == len(v)-k-1) {
					return false
				}
			}
		}
	}
	return lower && upper && digit && symbol
}
