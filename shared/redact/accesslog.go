// The user field of a web server's access log (NCSA common and combined
// formats, which Apache, nginx, Tomcat, IIS's NCSA mode and most proxies
// write): "10.0.3.7 - kpatel [02/Nov/2025:10:15:44 +0000] "GET …"". The
// field after the client's address and the identd field is the login the
// request was authenticated as; "-" is none. A login there is a person's
// account whatever its shape, as in an auth log (authlogs.go).

package redact

import "github.com/glitchtip-mcp/glitchtip-mcp/shared/lazyre"

// reAccessLogUser: a client address, the identd field and the user field
// before the bracketed time of the log's format.
var reAccessLogUser = lazyre.NewRare(`(?:^|[\s:])(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}|[\w.-]+) (?:-|[\w.@-]+) ([^\s\[\]"]+) \[\d{1,2}/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d`)

func init() {
	wordRules = append(wordRules, detectAccessLogUsers)
}

// detectAccessLogUsers masks the user field of each access log line.
func detectAccessLogUsers(sc *scan) {
	if !sc.anyOf("/jan/", "/feb/", "/mar/", "/apr/", "/may/", "/jun/", "/jul/", "/aug/", "/sep/", "/oct/", "/nov/", "/dec/") {
		return
	}
	for _, m := range reAccessLogUser.FindAllStringSubmatchIndex(sc.s, -1) {
		if sc.s[m[2]:m[3]] != "-" {
			sc.add(m[2], m[3], phPathUser)
		}
	}
}
