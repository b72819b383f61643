// Logins in a web API's or an app's path under a collection of people in a
// role (/tutors/ada_obi/schedule.ics, /volunteers/quiet_owl/shifts): a
// marketplace's, a school's, a delivery's or a club's routes name the
// person they serve by login as /users/… does (places.go's rePersonPath).
// The roles are nameNouns' people whose plural names a collection only of
// people (a driver's folder is a kernel's too, a client's a program's, so
// neither is here); the segment after one must be no word the
// vocabularies hold as written, since such a route's next segment is as
// often a sub-collection (/teachers/search, /players/online).

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

func init() {
	wordRules = append(wordRules, detectRolePaths)
}

// rolePathWords are the role collections rePersonRolePath reads, as
// afterSlash's cheap test.
var rolePathWords = []string{"tutor", "teacher", "pupil", "rider", "courier", "volunteer", "player", "donor",
	"tenant", "applicant", "candidate", "passenger", "visitor", "guest", "seller", "buyer", "learner", "coach", "instructor"}

// rePersonRolePath matches a role's collection and the segment after it,
// a further segment, a query, the path's end or its closing quote after.
var rePersonRolePath = lazyre.New(`(?i)/(?:tutors|teachers|pupils|riders|couriers|volunteers|players|donors|tenants|applicants|candidates|passengers|visitors|guests|sellers|buyers|learners|coaches|instructors)/([A-Za-z][A-Za-z0-9._%+\-]{1,60})(?:[/?#\s"')\]]|$)`)

// detectRolePaths masks a login under a collection of people in a role.
func detectRolePaths(sc *scan) {
	s := sc.s
	if !afterSlash(sc.lower, rolePathWords...) {
		return
	}
	for _, m := range rePersonRolePath.FindAllStringSubmatchIndex(s, -1) {
		seg := s[m[2]:m[3]]
		if roleSegment(seg) && !filesystemPath(s, m[0]) {
			sc.add(m[2], m[3], phPathUser)
		}
	}
}

// roleSegment reports a segment under a role's collection that is a
// login: a person's handle (personSegment) that no vocabulary holds as
// written (search, online, schedule) and no code word or technical term
// is.
func roleSegment(seg string) bool {
	l := strings.ToLower(seg)
	return personSegment(seg) && countDigits(seg) < len(seg) && !knownAsWritten(l) && !codeWord(l) && !wordlist.Tech(l) && !fileName(seg)
}
