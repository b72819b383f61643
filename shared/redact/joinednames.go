package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A person's handle joins the parts of a name with a hyphen, a dot or an
// underscore (лука.ануфриевич.зуев, սիրարփի-աբգարյան, يزيد-الكناني). When
// a word rule masked one part as a name, the parts beside it are the same
// person's, though each alone is a word (лука is an onion) or a name the
// names data lacks: left there, the handle is half masked and the given
// name comes through. So are the words that say whose son or daughter a
// person is, after the name in Turkic languages (Айнаша Әуез ұлы).
// completeJoinedNames widens each name span of the word rules over them.

// patronymicWords follow a person's father's name in Kazakh, Kyrgyz,
// Azerbaijani, Uzbek and Turkish as a separate word: "son of", "daughter
// of", in their Cyrillic and Latin spellings.
var patronymicWords = []string{"ұлы", "қызы", "уулу", "кызы", "оглы", "оғли", "қизи", "uly", "kyzy", "uulu", "oğlu", "qızı", "o‘g‘li", "qizi"}

func init() {
	// after the word rules that mask names (redact.go's list, blame.go's
	// and hannames.go's) and before keepOrganisations (a firm's
	// Hughes-Jones is taken back whole): files' init functions run in their
	// names' order
	wordRules = append(wordRules, completeJoinedNames)
}

// completeJoinedNames widens the name spans over the joined parts.
func completeJoinedNames(sc *scan) {
	s := sc.s
	for i := sc.wordFrom; i < len(sc.out); i++ {
		sp := &sc.out[i]
		if sp.ph != phName {
			continue
		}
		a, b := sp.start, sp.end
		for {
			na := joinedLeft(s, a)
			if na == a {
				break
			}
			a = na
		}
		for {
			nb := joinedRight(s, b)
			if nb == b {
				break
			}
			b = nb
		}
		// Әуез ұлы: the patronymic's word after the father's name
		if b < len(s) && s[b] == ' ' {
			for _, p := range patronymicWords {
				if e := b + 1 + len(p); strings.HasPrefix(s[b+1:], p) && (e == len(s) || !letterAt(s, e)) {
					b = e
					break
				}
			}
		}
		sp.start, sp.end = a, b
	}
}

// joinedLeft returns where a name part joined to the span at a begins: a
// run of letters before a hyphen, dot or underscore, in the same token.
func joinedLeft(s string, a int) int {
	if a < 2 || !strings.ContainsRune("-._", rune(s[a-1])) {
		return a
	}
	k := a - 1
	for k > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:k])
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) {
			break
		}
		k -= n
	}
	if k == a-1 || k > 0 && !joinEdge(s[k-1]) {
		return a // no letters, or the token goes on with a digit or a path
	}
	return k
}

// joinedRight is joinedLeft to the right of the span's end b; a file's
// extension (anna.pdf) is no name part.
func joinedRight(s string, b int) int {
	if b+1 >= len(s) || !strings.ContainsRune("-._", rune(s[b])) {
		return b
	}
	k := b + 1
	for k < len(s) {
		r, n := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) {
			break
		}
		k += n
	}
	if k == b+1 || k < len(s) && !joinEdge(s[k]) {
		return b
	}
	if s[b] == '.' && fileKind(strings.ToLower(s[b+1:k])) {
		return b
	}
	return k
}

// joinEdge reports a byte that may end a joined name's token: a space, a
// quote, a bracket or a clause mark, or another joiner.
func joinEdge(c byte) bool {
	return c >= utf8.RuneSelf || strings.IndexByte(" \t\n\"'`,;:()[]{}<>=-._!?", c) >= 0
}

func letterAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return unicode.IsLetter(r)
}
