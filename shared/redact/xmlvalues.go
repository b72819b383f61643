package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

// Values in XML and SOAP bodies: element text and the value attribute
// of an element its name attribute names, written with or without spaces.

// reXMLElem finds <key ...>value</ of XML and SOAP bodies.
var reXMLElem = lazyre.New(`<([A-Za-z_][\w:.\-]*)(?:\s[^<>]*)?>([^<]*)</`)

func detectXMLElements(sc *scan) {
	// <add key="SmtpPassword" value="…"/>, <property name="password" value="…"/>
	if contains(sc.lower, "value") && indexByte(sc.s, '<') >= 0 {
		for _, m := range reXMLKeyValue.FindAllStringSubmatchIndex(sc.s, -1) {
			if keyClass(sc.s[m[2]:m[3]]) != "" && !stopValue(strings.ToLower(sc.s[m[4]:m[5]])) {
				sc.add(m[4], m[5], phRedacted)
			}
		}
	}
	if !contains(sc.s, "</") {
		return
	}
	for _, m := range reXMLElem.FindAllStringSubmatchIndex(sc.s, -1) {
		tag := sc.s[m[2]:m[3]]
		if i := lastIndexByte(tag, ':'); i >= 0 {
			tag = tag[i+1:]
		}
		// <entry key="password">…</entry>: the key is an attribute
		if keyClass(tag) == "" {
			if k := xmlNameAttr(sc.s[m[0]:m[4]]); k != "" {
				tag = k
			}
		}
		if keyClass(tag) == "" && !vehicleKey(tag) {
			if k := siblingField(sc.s, m[0], tag); k != "" {
				tag = k
			}
		}
		v := strings.TrimSpace(sc.s[m[4]:m[5]])
		// <q>/usr/lib/x86_64-linux-gnu/libz3.so</q>: a quotation's
		// element (Django's catalogue) around a distribution's file
		if distroTree(v) {
			continue
		}
		// <q>cscope_production</q>: HTML's inline quotation, as Django's
		// catalogue quotes an object's name, not a query string's q key
		// of search text; what it quotes is judged by the rules of text
		if sc.s[m[2]:m[3]] == "q" {
			continue
		}
		// <owner>root</owner>, <author>dependabot[bot]</author>,
		// <actor>GitHub Actions</actor>: a service's account under a
		// person's element is kept as under a person's key (keyed.go)
		if (userKey(tag) || doerKey(tag)) && (serviceValue(v) || serviceRun(v)) || undoneRole(tag, strings.ToLower(v)) {
			continue
		}
		if keyClass(tag) != "" && m[5] > m[4] && !stopValue(strings.ToLower(v)) || serviceKey(keyParts(tag), v) || vehicleKey(tag) && vehicleValue(v) || shapedKeyValue(tag, v) {
			sc.add(m[4], m[5], phRedacted)
		}
	}
}

// reXMLNameAttr is a name or key attribute of an element's start tag.
var reXMLNameAttr = lazyre.New(`\s(?:name|key)\s*=\s*["']([^"']{1,80})["']`)

// reXMLKeyValue is an element whose name or key attribute says what its
// value attribute holds (app.config, Spring and Hibernate XML).
var reXMLKeyValue = lazyre.NewRare(`(?i)<[\w:.\-]+\s[^<>]*?\b(?:name|key)\s*=\s*["']([^"']{1,80})["'][^<>]*?\bvalue\s*=\s*["']([^"']{1,400})["']`)

// xmlNameAttr returns the name or key attribute of a start tag, or "".
func xmlNameAttr(tag string) string {
	if m := reXMLNameAttr.FindStringSubmatch(tag); m != nil {
		return m[1]
	}
	return ""
}

// fieldElems are the elements that name the field a following <value>
// element holds, as SOAP faults and validation details write a pair:
// <field>password</field><value>…</value>.
var fieldElems = []string{"field", "name", "key", "param", "parameter", "property", "attribute"}

// siblingField returns the field a <value> element at s[at] holds, named
// by the element right before it, or "".
func siblingField(s string, at int, tag string) string {
	if l := strings.ToLower(tag); l != "value" && l != "val" {
		return ""
	}
	before := strings.TrimRight(s[max(0, at-120):at], " \t\n")
	for _, f := range fieldElems {
		end := "</" + f + ">"
		if !hasSuffix(before, end) {
			continue
		}
		body := before[:len(before)-len(end)]
		o := strings.LastIndex(body, "<"+f+">")
		if o < 0 {
			return ""
		}
		k := body[o+len(f)+2:]
		if k == "" || containsChars(k, "<> ") {
			return ""
		}
		return k
	}
	return ""
}

// xmlText judges the text of an element, <name>Olivia</name>, written
// with or without spaces; i is at the '>' of the opening tag. It returns
// where the scan goes on.
func xmlText(sc *scan, i int, dom script) int {
	s := sc.s
	// an opening tag: <word ...> not </word> nor <.../>, its name in any
	// alphabet (<контакт>, <宛先>)
	k := lastIndexByte(s[max(0, i-256):i], '<')
	if k < 0 {
		return i
	}
	k += max(0, i-256)
	if k+1 >= i || !letterRune(firstRune(s[k+1:])) || s[i-1] == '/' || indexByte(s[k:i], '\n') >= 0 {
		return i
	}
	a := i + 1
	e := indexByte(s[a:min(len(s), a+maxPairValue)], '<')
	if e <= 0 || a+e+1 >= len(s) || s[a+e+1] != '/' {
		return i
	}
	b := a + e
	if strings.TrimSpace(s[a:b]) != "" {
		maskValue(sc, a, b, dom, false, false)
	}
	return b - 1
}
