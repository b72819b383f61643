// A person's name made of common words right after the noun that says a
// person is meant: "for customer Grace Baker", "recipient Julia Stone".
// Two common capitalised words alone are usually a product or a heading,
// and relax drops such a name span unless namePair holds it; namePair
// refuses a given name that is also a product's (Grace, Julia, Ada,
// Jasper), right for "Grace Baker rendering engine" but not after
// "customer" or "patient", which say that a person follows.

package redact

import "strings"

// nounedNamePair reports whether t, s[a:a+len(t)], is two title-case
// words, a given name and a surname of the names data, directly after a
// person's noun (handleNoun: user, customer, patient, employee, member…).
func nounedNamePair(s string, a int, t string) bool {
	f := strings.Fields(t)
	if len(f) != 2 {
		return false
	}
	for _, w := range f {
		if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' || strings.ToLower(w[1:]) != w[1:] {
			return false
		}
	}
	first, second := strings.ToLower(f[0]), strings.ToLower(f[1])
	if !(givenNameData(first) || givenName(first)) || !surnameData(second) || stopWords[second] || thingNouns[second] {
		return false
	}
	p := strings.TrimRight(s[:a], " ")
	k := strings.LastIndexAny(p, " \t\n:(\"'") + 1
	return k < len(p) && handleNoun(strings.ToLower(p[k:]))
}
