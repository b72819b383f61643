// The author column of git blame: "4e1c9a7b (brook.mills 2024-08-19
// 14:02:11 +0100 212) …", the author's name or login between the opening
// bracket and the commit's date, time and zone, which git writes for
// every line it blames. An author is a person, in whatever shape. So is
// the identity of a commit's raw header (git cat-file -p, git log
// --format=raw, a hook's stdin) wherever it stands: "author kwinter
// <k@x.org> 1726655351 +0200", and its committer's and a tag's tagger's.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

var (
	reBlameAuthor = lazyre.NewRare(`\(([^()\n\d\s][^()\n]{0,62}?)\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}\b`)
	reGitIdent    = lazyre.NewRare(`\b(?:author|committer|tagger) ([^<>\n]{1,64}?) <[^<>\n]{0,96}> \d{9,10} [+-]\d{4}\b`)
)

// detectBlameAuthors masks the author of each blamed line, and the
// identities of a commit's raw header.
func detectBlameAuthors(sc *scan) {
	s := sc.s
	if !hasDigit(s) {
		return
	}
	if contains(s, "> ") {
		for _, m := range reGitIdent.FindAllStringSubmatchIndex(s, -1) {
			if v := strings.ToLower(s[m[2]:m[3]]); !loginKept(v) && !redactPlaceholder(v) {
				sc.add(m[2], m[3], phPathUser)
			}
		}
	}
	if !contains(s, "(") || !contains(s, ":") {
		return
	}
	for _, m := range reBlameAuthor.FindAllStringSubmatchIndex(s, -1) {
		if v := strings.ToLower(s[m[2]:m[3]]); !loginKept(v) && !authLogStop(v) {
			sc.add(m[2], m[3], phPathUser)
		}
	}
}

func init() {
	wordRules = append(wordRules, detectBlameAuthors)
}
