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
