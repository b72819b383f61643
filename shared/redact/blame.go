// The author column of git blame: "4e1c9a7b (brook.mills 2024-08-19
// 14:02:11 +0100 212) …", the author's name or login between the opening
// bracket and the commit's date, time and zone, which git writes for
// every line it blames. An author is a person, in whatever shape.

package redact

import (
	"strings"

	"github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"
)

var reBlameAuthor = lazyre.NewRare(`\(([^()\n\d\s][^()\n]{0,62}?)\s+\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} [+-]\d{4}\b`)

// detectBlameAuthors masks the author of each blamed line.
func detectBlameAuthors(sc *scan) {
	s := sc.s
	if !strings.Contains(s, "(") || !strings.Contains(s, ":") || !hasDigit(s) {
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
