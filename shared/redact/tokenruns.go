package redact

// minTokenRun is the shortest run of token characters a generated secret
// or a base64 payload is looked for in.
const minTokenRun = 16

// isRunChar reports a character of base64 (standard and URL-safe) and of
// generated tokens: [A-Za-z0-9+/_-].
func isRunChar(c byte) bool { return isWord(c) || c == '+' || c == '/' || c == '-' }

// tokenRuns returns the spans `[A-Za-z0-9+/_\-]{16,}={0,2}` matches in s
// (regexp's FindAllStringIndex, leftmost and greedy): each maximal run of
// token characters of 16 or more, with up to two "=" after it. One pass of
// bytes instead of the regexp's backtracking, which was the costliest part
// of the base64 and entropy rules on ordinary text.
func tokenRuns(s string) [][]int {
	var out [][]int
	for i := 0; i < len(s); {
		if !isRunChar(s[i]) {
			i++
			continue
		}
		j := i + 1
		for j < len(s) && isRunChar(s[j]) {
			j++
		}
		if j-i >= minTokenRun {
			for k := 0; k < 2 && j < len(s) && s[j] == '='; k++ {
				j++
			}
			out = append(out, []int{i, j})
		}
		i = j
	}
	return out
}

// tokenRuns returns tokenRuns(sc.s), found once per scan: the base64 and
// the entropy rules read the same runs.
func (sc *scan) tokenRuns() [][]int {
	if !sc.runsDone {
		sc.runs, sc.runsDone = tokenRuns(sc.s), true
	}
	return sc.runs
}

// detectDottedRandom masks two or three token runs joined by "." that are
// random together (BpkJUc1W.CnvbcpO5wcnp8: a generated key whose alphabet
// holds "."). tokenRuns stops at dots, so names of hosts, modules and
// files are judged part by part; here every part is six characters or
// more with letters of both cases, and the whole is random by randomRun:
// no host, module or file name is (a file's extension is a short part, a
// module's parts have no digits). A run after "/" is a path's or a URL's,
// which their own rules read.
func detectDottedRandom(sc *scan) {
	s := sc.s
	start, parts, n := 0, 1, 0
	ok, up, lo := true, false, false
	for j := 0; j <= len(s); j++ {
		c := byte(' ')
		if j < len(s) {
			c = s[j]
		}
		if c != '/' && isRunChar(c) {
			n++
			up = up || c >= 'A' && c <= 'Z'
			lo = lo || c >= 'a' && c <= 'z'
			continue
		}
		if n > 0 {
			ok = ok && n >= 6 && up && lo
			if c == '.' {
				parts, n, up, lo = parts+1, 0, false, false
				continue
			}
		}
		// the run ends at j; a "." it ended in is no part of it
		end := j
		if n == 0 && parts > 1 {
			end, parts = end-1, parts-1
		}
		if ok && parts >= 2 && parts <= 3 && (start == 0 || s[start-1] != '/') && randomRun(s[start:end], false) && !pascalDotted(s[start:end]) {
			sc.addWeak(start, end, phSecret)
		}
		start, parts, n, ok, up, lo = j+1, 1, 0, true, false, false
	}
}
