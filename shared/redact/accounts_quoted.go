package redact

import "strings"

// Quoted accounts: the value of a person's key written in quotes, and the
// value a validation message says it received under such a key.

// maxQuotedAccount is the longest quoted account judged as one.
const maxQuotedAccount = 64

// quotedAccount judges the quoted word at s[q] (its opening quote) as the
// account of key, and returns where the quoted value ends. A quoted value
// with spaces, or one too long to be an account, is left to the quote rule.
func quotedAccount(sc *scan, q int, dom script, key string) int {
	s := sc.s
	quote := s[q]
	e := q + 1
	for e < len(s) && s[e] != quote && e-q <= maxQuotedAccount {
		if s[e] == ' ' || s[e] == '\n' || s[e] == '\t' || s[e] == '\\' {
			return q
		}
		e++
	}
	if e >= len(s) || s[e] != quote || e == q+1 {
		return q
	}
	accountValue(sc, q+1, e, dom, key)
	return e
}

// detectEnumReceived reads a validation message that lists the values a
// field allows ('active' | 'archived') and quotes the value it received,
// in any of the languages zod-i18n and its kin print it ("login: Invalid
// enum value. Expected 'a' | 'b', received 'x'", "actor: Geçersiz enum
// değeri. Beklenen 'a' | 'b', alınan 'x'", "uid: 'x'값은 허용되지
// 않습니다…"). The received value is the field's value: under a person's
// key it is an account, under a key naming a credential or personal data
// it is that, whatever pieces of words it is made of. Under any other key
// (status, plan) it is left to the quote rule.
func detectEnumReceived(sc *scan, dom script) {
	s := sc.s
	from := 0
	for from < len(s) {
		if sc.stop.pulse() {
			return
		}
		x := indexStr(s[from:], "' | '")
		if x < 0 {
			return
		}
		x += from
		ls := lastIndexByte(s[:x], '\n') + 1
		le := indexByte(s[x:], '\n')
		if le < 0 {
			le = len(s)
		} else {
			le += x
		}
		from = le + 1
		key, ms := issueKey(s, ls, x)
		if key == "" {
			continue
		}
		person := personKey(key)
		class := keyClass(key)
		if !person && class != "cred" && class != "name" && class != "pii" {
			if class = placeOrVehicleKey(key); class == "" && shapedKey(key) != 0 {
				class = "shaped" // exp_date, csc, abo: the value's shape decides
			} else if class == "" {
				continue
			}
		}
		// the alternatives: quoted values joined by " | "
		la := lastIndexByte(s[ms:x], '\'')
		if la < 0 {
			continue
		}
		la += ms
		for la >= ms+4 && s[la-4:la] == "' | " {
			p := lastIndexByte(s[ms:la-4], '\'')
			if p < 0 {
				break
			}
			la = ms + p
		}
		lb := x + 4
		for {
			e := indexByte(s[lb+1:le], '\'')
			if e < 0 {
				lb = le
				break
			}
			lb += 1 + e + 1
			if !hasPrefix(s[lb:le], " | '") {
				break
			}
			lb += 3
		}
		receivedValues(sc, ms, la, dom, key, class, person)
		receivedValues(sc, lb, le, dom, key, class, person)
	}
}

// issueKey returns the field an issue's message is about (login in
// "Error: login: Invalid enum value…", in "views.py:login: …" or in
// "user.login: …") and where its message starts: the first word before a
// ": " on the line that does not start with a capital (Error:, ZodError:
// are prefixes). It returns "" when the line before x has none.
func issueKey(s string, ls, x int) (string, int) {
	for p := ls; p < x; {
		c := indexStr(s[p:x], ": ")
		if c < 0 {
			return "", 0
		}
		c += p
		k := c
		for k > ls && c-k < 64 && (isWord(s[k-1]) || s[k-1] == '.' || s[k-1] == '-') {
			k--
		}
		if k < c && isLetter(s[k]) && !isUpperASCII(s[k]) {
			return s[k:c], c + 2
		}
		p = c + 2
	}
	return "", 0
}

// receivedValues masks the quoted values in s[a:b] (a message outside its
// list of alternatives) as values of key. An opening quote stands after a
// space, a colon or the message's start, so an apostrophe inside a word
// (dell'enum, noto'g'ri) opens nothing; « x » quotes too.
func receivedValues(sc *scan, a, b int, dom script, key, class string, person bool) {
	s := sc.s
	for i := a; i < b; i++ {
		closeQ, w := "'", 1
		switch {
		case s[i] == '\'':
		case hasPrefix(s[i:b], "« "):
			closeQ, w = " »", len("« ")
		default:
			continue
		}
		if i > a && s[i-1] != ' ' && s[i-1] != ':' && s[i-1] != '(' {
			continue
		}
		q := i + w
		e := indexStr(s[q:b], closeQ)
		if e <= 0 || e > maxValue/4 {
			continue
		}
		e += q
		v := s[q:e]
		switch {
		case stopValue(strings.ToLower(v)) || wordIn(validatorTypes, strings.ToLower(v)):
		case person:
			accountValue(sc, q, e, dom, key)
		case class == "vehicle":
			if plateValue(v) || vehicleValue(v) {
				sc.add(q, e, phValue)
			}
		case class == "shaped":
			if shapedKeyValue(key, v) {
				sc.add(q, e, phValue)
			}
		case class == "place":
			// a street and its number: words and a digit
			if hasDigit(v) && containsRune(strings.TrimSpace(v), ' ') && hasLetter(v) {
				sc.add(q, e, phAddress)
			}
		default:
			sc.add(q, e, phRedacted)
		}
		i = e + len(closeQ) - 1
	}
}

// placeOrVehicleKey tells a key that names where somebody lives or is
// sent things ("place": residence, location, deliver_to, shipping, street)
// or their vehicle ("vehicle": vehicle, plate, vrn, kennzeichen), for
// the received value of an enum message; "" for other keys.
func placeOrVehicleKey(key string) string {
	p := keyParts(key)
	if len(p) == 0 {
		return ""
	}
	switch last := p[len(p)-1]; last {
	case "residence", "location", "street", "address", "addr", "anschrift", "adresse", "direccion", "indirizzo", "ship", "shipping", "line1", "line2":
		return "place"
	case "to":
		if len(p) >= 2 && (p[len(p)-2] == "deliver" || p[len(p)-2] == "ship" || p[len(p)-2] == "send") {
			return "place"
		}
	case "vehicle", "plate", "car", "vrn", "registration", "kennzeichen", "immatriculation", "plaque", "matricula", "placa", "targa", "kenteken":
		return "vehicle"
	}
	return ""
}

// validatorTypes are the type names the validators' templates write after
// received and expected (zod's "Expected string, received number", Joi's,
// Yup's, ajv's "must be object"): template words, no person's value.
const validatorTypes = " string number boolean object array undefined null bigint symbol date function integer float nan map set promise never void "
