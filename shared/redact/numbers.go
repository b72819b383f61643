// What explains a long number besides its words: its place in a host name,
// a log sequence number, an access log's fields, a comparison with another
// number, its human-readable size beside it. An explained number is a
// technical fact (a byte count, an AWS account's registry), not somebody's.

package redact

import "strings"

// hostLabelAt reports a host name's further labels at s[b:], after a
// number that is its first label: ".dkr.ecr.eu-west-1.amazonaws.com".
// Two dots at least, the last label letters: a file's extension
// (4420013378.py) is not a host's.
func hostLabelAt(s string, b int) bool {
	if b+1 >= len(s) || s[b] != '.' || !isLetter(s[b+1]) {
		return false
	}
	e := b
	for e < len(s) && e-b < 256 && (isAlnum(s[e]) || s[e] == '.' || s[e] == '-') {
		e++
	}
	h := strings.TrimRight(s[b:e], ".")
	return strings.Count(h, ".") >= 2 && lettersOnly(h[strings.LastIndexByte(h, '.')+1:])
}

// lettersOnly reports a non-empty run of ASCII letters.
func lettersOnly(w string) bool {
	for i := 0; i < len(w); i++ {
		if !isLetter(w[i]) {
			return false
		}
	}
	return w != ""
}

// hexSlash reports a number after a word of hex digits and "/", the
// whole word: PostgreSQL's log sequence numbers (LSN 0/3000148,
// 16/B374D848), two halves of one position.
func hexSlash(s string, a int) bool {
	if a < 2 || s[a-1] != '/' {
		return false
	}
	k := a - 1
	for k > 0 && a-1-k < 8 && (s[k-1] >= '0' && s[k-1] <= '9' || s[k-1] >= 'A' && s[k-1] <= 'F') {
		k--
	}
	return k < a-1 && (k == 0 || s[k-1] == ' ')
}

// loneDigitAfterSpace reports a lone 0 after a space, not the run's first
// group: a count of nothing ("412 0 3001" are an access log's status and
// byte counts); phone numbers write a trunk zero in parentheses ("+44 (0)
// 20") or first ("0 800"), and other lone digits do occur in them
// ("688 6 670").
func loneDigitAfterSpace(s string, j, k, groups int) bool {
	if groups < 1 || s[k-1] != ' ' || s[k] != '0' {
		return false
	}
	return k+1 >= len(s) || s[k+1] < '0' || s[k+1] > '9'
}

// humanSizeAfter reports a number followed by its human-readable form,
// "/" and a number with a unit: Elasticsearch's [8210415616/7.6gb].
func humanSizeAfter(s string, b int) bool {
	if b >= len(s) || s[b] != '/' {
		return false
	}
	j := b + 1
	for j < len(s) && (s[j] >= '0' && s[j] <= '9' || s[j] == '.') {
		j++
	}
	return j > b+1 && unitAfter(s, j)
}

// comparedWith reports a number compared with the number before it ("max
// (5241880 vs. 4194304)"): both are the same quantity, so the second is
// explained when the first is a small number or one a technical word or a
// unit explains. One step back only, so a chain of comparisons stays linear.
func comparedWith(s string, a int) bool {
	j := a
	for j > 0 && s[j-1] == ' ' {
		j--
	}
	w := strings.ToLower(s[max(0, j-6):j])
	cut := 0
	for _, c := range []string{"versus", "vs.", "vs"} {
		if strings.HasSuffix(w, c) {
			cut = len(c)
			break
		}
	}
	if cut == 0 || j-cut < 2 || s[j-cut-1] != ' ' {
		return false
	}
	k := j - cut - 1
	for k > 0 && s[k-1] == ' ' {
		k--
	}
	e := k
	for k > 0 && s[k-1] >= '0' && s[k-1] <= '9' {
		k--
	}
	if k == e {
		return false
	}
	return e-k < 6 || techBefore(s, k) || unitAfter(s, e)
}
