// A person's name as two parts inside a longer compound: a script's,
// a file's or a job's name built of words and somebody's name
// (cleanup_tobias_hartmann_tmp.sh, migrate_ahmet.yilmaz_backup.sh), which
// detectNameSlugs leaves because the whole is no name and a path's "/"
// glues it.

package redact

import (
	wordlist "glitchtip-mcp/shared/redact/words"
)

// detectSlugPairs masks two adjacent lower-case parts of a compound of
// three parts or more, joined by "_" or ".", that are a given name and a
// surname of the names data (in either order), the surname no word any
// dictionary, program or technology holds as written: the other parts
// may be words, the pair is the person. A compound the event's own code
// writes elsewhere in the text is code.
func detectSlugPairs(sc *scan) {
	s := sc.s
	if indexByte(s, '_') < 0 && indexByte(s, '.') < 0 {
		return
	}
	for i := 0; i < len(s); {
		if !slugByte(s[i]) {
			i++
			continue
		}
		a := i
		for i < len(s) && slugByte(s[i]) {
			i++
		}
		if i-a >= 9 {
			slugPairs(sc, a, i)
		}
	}
}

// slugByte is a byte of an ASCII compound: a letter, a digit or a joiner.
func slugByte(c byte) bool { return isWord(c) || c == '.' || c == '-' }

// slugPairs judges the parts of the compound s[a:b].
func slugPairs(sc *scan, a, b int) {
	s := sc.s
	var p [8][2]int
	n := 0
	for i := a; i < b && n < len(p); {
		j := i
		for j < b && s[j] != '_' && s[j] != '.' && s[j] != '-' {
			j++
		}
		p[n] = [2]int{i, j}
		n++
		i = j + 1
	}
	if n < 3 {
		return
	}
	for k := 0; k+1 < n; k++ {
		if sep := s[p[k][1]]; sep != '_' && sep != '.' {
			continue
		}
		g, f := s[p[k][0]:p[k][1]], s[p[k+1][0]:p[k+1][1]]
		if !isLowerWord(g) || !isLowerWord(f) {
			continue
		}
		if personPart(g) && pairSurname(f) || personPart(f) && pairSurname(g) {
			if !sc.identifier(p[k][0], p[k+1][1]) && !slugInCode(s, s[a:b]) {
				sc.add(p[k][0], p[k+1][1], phValue)
			}
			k++
		}
	}
}

// pairSurname is a surname of the names data, three letters or more, that
// no dictionary, program or technology holds as written.
func pairSurname(w string) bool {
	return len(w) >= 3 && surnameData(w) && !knownAsWritten(w) && !wordlist.Code(w) && !wordlist.Tech(w) && !stopWords[w]
}
