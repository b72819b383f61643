package redact

import (
	"glitchtip-mcp/shared/lazyre"
)

// ASP.NET Core's model binding names a value by the property it was bound
// to, after the value: "The value '2366761408' is not valid for Mobile."
// The property is a key like any other (keyClass): one that names a
// person, an account, an address or a credential makes the value theirs,
// whatever its shape (a number is somebody's phone), where the key=value
// rules, which read a key before its value, never look.
func init() { wordRules = append(wordRules, detectValidFor) }

// reValidFor is the binding message: the quoted value, then the property.
var reValidFor = lazyre.NewRare(`The value '([^'\n]{1,80})' is not valid for ([A-Za-z][A-Za-z0-9_]{0,40})`)

func detectValidFor(sc *scan) {
	if !contains(sc.s, "is not valid for ") {
		return
	}
	for _, m := range reValidFor.FindAllStringSubmatchIndex(sc.s, -1) {
		switch keyClass(sc.s[m[4]:m[5]]) {
		case "pii", "cred":
			sc.add(m[2], m[3], phValue)
		}
	}
}
