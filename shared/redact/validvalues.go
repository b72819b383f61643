// A quoted value a validation message names after it: "'07123' is not a
// valid postal code", "The value '08/30' is not valid for ValidThru.": the
// words after "not a valid" or "not valid for" are the field's, and when
// they name a person's value (keyClass) or a card's expiry or security
// code or a blood group whose shape the value has (shapedKeyValue), the
// quoted value is masked. "'x' is not a valid choice", "… UUID" stay.

package redact

import (
	"strings"

	"glitchtip-mcp/shared/lazyre"
)

var reInvalidQuoted = lazyre.NewRare(`(?i)['"]([^'"\n]{1,64})['"] is not (?:a valid|valid for) (\pL[\pL\pN_]*(?: \pL[\pL\pN_]*){0,2})`)

func detectInvalidQuoted(sc *scan) {
	if !contains(sc.lower, "not a valid") && !contains(sc.lower, "not valid for") {
		return
	}
	for _, m := range reInvalidQuoted.FindAllStringSubmatchIndex(sc.s, -1) {
		v, words := sc.s[m[2]:m[3]], strings.Fields(sc.s[m[4]:m[5]])
		for k := len(words); k > 0; k-- {
			if keyOfWords(words[:k]) != "" || shapedKeyValue(words[k-1], v) {
				sc.add(m[2], m[3], phValue)
				break
			}
		}
	}
}

// The value a key's word stands right before, in the syntaxes that write
// them apart without a separator keyed.go reads: PHP's serialize
// ("card_code";s:3:"222"), Erlang's proplists ({exp,<<"02/27">>}), a
// command's option (--card_code 627), a word and its quoted value
// (unexpected abo "AB+"). The key's word must name a card's expiry or
// code, a blood group, a postcode or a travel document, and the value
// have its shape (shapedKeyValue). Django's {'expiry': [...], 'input':
// ['03/27']}, mongoose's "for path `expiry` with value `04/26`" and
// Spring's "on field 'exp': rejected value [01/32]" name the field and
// then its value: any person's key in the first two (Spring's rejected
// value is judged by keyed.go's rules), a shaped key's shape in all.
var (
	reNearKey  = lazyre.NewRare(`(?i)\b([a-z0-9_]*(?:exp|valid|cs[cn]|cv[vcn]|code|blood|abo|blut|sangu|blod|kan_?grubu|plz|cp|zip|postal|postcode|passport|doc)[a-z0-9_]*)(["'` + "`" + `]?;s:\d+:|,<<| )(["'` + "`" + `]?)`)
	reFieldVal = lazyre.NewRare(`(?:\{'|for path ` + "`" + `|on field ')([\w.]+)(?:': \[[^\]\n]{0,80}\], 'input': \['|` + "` with value `" + `|': rejected value (\[))([^'` + "`" + `\]\n]{1,64})['` + "`" + `\]]`)
)

func detectNearKeys(sc *scan) {
	s := sc.s
	if sc.anyOf("'input': [", "for path `", "rejected value [") {
		for _, m := range reFieldVal.FindAllStringSubmatchIndex(s, -1) {
			// Spring's rejected value is judged by keyed.go's rules
			if k, v := s[m[2]:m[3]], s[m[6]:m[7]]; m[4] < 0 && keyClass(k) != "" || shapedKeyValue(k, v) {
				sc.add(m[6], m[7], phValue)
			}
		}
	}
	if !hasDigit(s) || !sc.anyOf("exp", "valid", "cs", "cv", "code", "blood", "abo", "blut", "sangu", "blod", "grubu", "plz", "cp", "zip", "post", "passport", "doc") {
		return
	}
	for _, m := range reNearKey.FindAllStringSubmatchIndex(s, -1) {
		k, a := s[m[2]:m[3]], m[7]
		// after a space, a code's key (--card_code 627, abo "AB+", a
		// record's CardCode 348): a word of prose (valid 12/12 tests, cp
		// 1234 /tmp) is none, where words joined in snake or camel case
		// are a field's name
		if shapedKey(k) == 0 || s[m[5]-1] == ' ' && m[7] == m[6] && !contains(k, "_") && len(keyParts(k)) < 2 && (m[2] == 0 || s[m[2]-1] != '-') {
			continue
		}
		// to its closing quote, or a space when it has none
		b := a
		for b < len(s) && b-a <= 24 && indexByte("\"'`,;)}]>\n", s[b]) < 0 && (s[b] != ' ' || m[7] > m[6]) {
			b++
		}
		if b > a && shapedKeyValue(k, s[a:b]) {
			sc.add(a, b, phValue)
		}
	}
}
