// Numbers that are identifiers by their label: a code's, a key's or an
// identifier's label in some language (words.CodeLabel: Fehlercode,
// Gemeindeschlüssel, Leika-Schlüssel) after a head that names a thing,
// and a record's reference of slashes (SIN/24/018822, 2024/RCA/004471).

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// codedCompound reports a key before a number whose last word translates
// Code, ID, Identifier or Key as the system catalogues write them, after
// a head that names what is coded: ERiC-Fehlercode, Leika-Schlüssel,
// Gemeindeschlüssel (a German compound is split where its end is such a
// label). The number is that code, a triager looks it up. A head that
// names a person (Kundenkennung, Benutzer-ID) or a person's field, an
// account or a credential (PIN-Code, API-Schlüssel) keeps it masked, and
// a label alone (Spanish clave, Portuguese chave: a password, a payment
// key) names nothing.
func codedCompound(key string) bool {
	if len(key) > 64 || keyClass(key) != "" {
		return false
	}
	parts := keyParts(key)
	if len(parts) == 0 {
		return false
	}
	last := parts[len(parts)-1]
	head := ""
	if len(parts) > 1 && wordlist.CodeLabel(last) {
		head = parts[len(parts)-2]
	} else {
		// the longest label that ends the word, after a head of three
		// bytes or more
		for i := 3; i+3 <= len(last); i++ {
			if utf8.RuneStart(last[i]) && wordlist.CodeLabel(last[i:]) {
				head = last[:i]
				break
			}
		}
	}
	return head != "" && thingHead(head)
}

// thingHead reports a key's head that names no person, no person's field,
// account or credential, nor a code that proves who someone is: the
// address books' and catalogues' person nouns and the catalogues' words
// for security, access, password and the like (words.CredentialQualifier:
// Sicherheitsschlüssel), in German also before a compound's linking s or
// n (Kundenkennung, Patientenschlüssel).
func thingHead(h string) bool {
	for _, f := range []string{h, trimSuffix(h, "s"), trimSuffix(h, "n"), trimSuffix(h, "en")} {
		if nameNouns.has(f) || catalogueRoleNoun(f) || keyClass(f) != "" || wordlist.FieldKey(f) != "" || wordlist.AccountLabel(f) || wordlist.IDLabel(f) || wordlist.CredentialQualifier(f) {
			return false
		}
	}
	// pinCode, authCode, api_key: a head that makes a code or a key a
	// credential
	return keyClass(h+"_code") == "" && keyClass(h+"_key") == ""
}

// slashReference reports digits that end a record's reference written
// with slashes, as insurers, courts and registries number their files: a
// code of two to five capitals and a year among three or four parts
// (SIN/24/018822, 2024/RCA/004471). The year and the issuer's code say
// it is a file's number; a person's numbers are written with no such
// parts, and a path's segments are not alone (a slash before the first
// part is a path's, not a reference's).
func slashReference(s string, a, b int) bool {
	if a < 4 || s[a-1] != '/' || b < len(s) && (s[b] == '/' || isAlnum(s[b])) {
		return false
	}
	k := a
	for k > 0 && (isAlnum(s[k-1]) || s[k-1] == '/') && a-k < 24 {
		k--
	}
	// a quote of any language may open it: “MEX/20/009667”, ‘BHS/20/424534’,
	// ”COL/20/027350”, `ARM/22/778647', <XDR/25/004471>, and a key's "="
	// (keyword=REU/24/782943), as a space may
	if r, _ := utf8.DecodeLastRuneInString(s[:k]); k > 0 && !containsRune(" (\t[<\"'`«»„“”‘’‚‹›「『:=", r) {
		return false
	}
	parts := split(s[k:a-1], "/")
	if len(parts) < 2 || len(parts) > 3 {
		return false
	}
	code, year := false, false
	for _, p := range parts {
		switch {
		case len(p) >= 2 && len(p) <= 5 && strings.Trim(p, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") == "":
			code = true
		case len(p) == 2 && countDigits(p) == 2 || len(p) == 4 && countDigits(p) == 4 && (p[:2] == "19" || p[:2] == "20"):
			year = true
		default:
			return false
		}
	}
	return code && year
}

// slashReferenceCode reports the issuer's code of capitals that opens a
// record's reference of slashes (ANG/23/017933, AUD/21/402738): the
// reference's parts say it is a file's number (slashReference), and the
// code is its issuer's in capitals, though a given name shares its
// letters (Ang, Aud); a name is not written so before a year and a number.
func slashReferenceCode(s string, a, b int) bool {
	if b-a < 2 || b-a > 5 || b >= len(s) || s[b] != '/' || strings.Trim(s[a:b], "ABCDEFGHIJKLMNOPQRSTUVWXYZ") != "" {
		return false
	}
	e := b
	for e < len(s) && (isAlnum(s[e]) || s[e] == '/') && e-a < 24 {
		e++
	}
	c := lastIndexByte(s[:e], '/') + 1
	return c < e && countDigits(s[c:e]) == e-c && slashReference(s, c, e)
}

// apiPathNumber reports six to nine digits, no leading zero, that end a
// segment of a web API's path (/timetables/v1/plan/8000105): a version
// segment (v1) or an api segment or host before it says the path is an
// API's, whose numbers are its resources' ids. After a segment that
// names a person, a person's field or an account (/users/…, /customers/…,
// /accounts/…, /phone/…) the number is somebody's and stays masked, and
// so does a longer number, a phone's length.
func apiPathNumber(s string, a, b int) bool {
	if a < 4 || s[a-1] != '/' || b-a < 6 || b-a > 9 || s[a] == '0' || !pathNumberEnd(s, b) {
		return false
	}
	k := a - 1
	for k > 0 && s[k-1] != ' ' && s[k-1] != '"' && s[k-1] != '\'' && s[k-1] != '(' && a-k < 256 {
		k--
	}
	segs := split(s[k:a-1], "/")
	prev := strings.ToLower(segs[len(segs)-1])
	if len(prev) < 3 || !lettersOnly(strings.NewReplacer("-", "", "_", "").Replace(prev)) || !thingHead(prev) {
		return false
	}
	for _, g := range segs[:len(segs)-1] {
		g = strings.ToLower(g)
		if g == "api" || hasPrefix(g, "api.") || len(g) >= 2 && len(g) <= 3 && g[0] == 'v' && countDigits(g[1:]) == len(g)-1 {
			return true
		}
	}
	return false
}

// idPhraseBefore reports a number that closes a parenthesis opened by an
// identifier's label the system catalogues translate with its qualifier,
// "(ID interno: 59926599)", "(Uygulama Kimliği: 86050231)", "(스톡 ID:
// 87360917)" (words.IDPhrase): the label says in the text's language what
// the number is, a thing's id a triager looks up. The catalogues' labels
// of a user's, a group's, a session's or a device's id are none of them,
// and a label with a word that names a person, a person's field or an
// account (thingHead) keeps its number masked whatever the filter says.
func idPhraseBefore(s string, a, b int) bool {
	if b >= len(s) || s[b] != ')' || a < 4 || s[a-1] != ' ' || s[a-2] != ':' {
		return false
	}
	c := a - 2
	// a label may hold one parenthesis of its own, as Romanian writes
	// Unique Identifier: "(Identificator (ID) unic: 48213977)"
	k, inner := c, false
	for k > 0 && c-k < 64 && s[k-1] != ':' && s[k-1] != '\n' {
		if s[k-1] == ')' && !inner {
			inner = true
		} else if s[k-1] == '(' && inner {
			inner = false
		} else if s[k-1] == '(' || s[k-1] == ')' {
			break
		}
		k--
	}
	if k == 0 || s[k-1] != '(' || k == c {
		return false
	}
	label := strings.Join(strings.Fields(strings.ToLower(s[k:c])), " ")
	if !wordlist.IDPhrase(label) {
		return false
	}
	// the label's own word for an id (words.CodeLabel) is read as that
	// beside a qualifier: French's identifiant is a login's word too, but
	// "(Identifiant interne: 83057438)" is the catalogue's Internal ID; the
	// qualifier still decides ("(Identifiant utilisateur: …)" is a user's)
	var idWords []string
	qualified := false
	for _, w := range strings.FieldsFunc(label, func(r rune) bool { return r == ' ' || r == '-' || r == '\'' || r == '.' }) {
		if w == "id" || wordlist.CodeLabel(w) {
			idWords = append(idWords, w)
			continue
		}
		if !thingHead(w) {
			return false
		}
		qualified = true
	}
	for _, w := range idWords {
		if !qualified && !thingHead(w) {
			return false
		}
	}
	return true
}

// pathNumberEnd reports what may follow a URL's last numeric segment: the
// text's end, a query, a fragment or a path's slash, a space, a bracket or a
// quote of any language („…/574904“, »…/598032«, …/696139，), a Korean or
// Japanese particle or a CJK word glued to it, or a stop, a
// comma, a colon, an ellipsis before a space or the end (…/181401: no es,
// …/746399...), or a line's or a port's number after a colon, as a
// location is written (…/929486:70: syntax error, …/917349:93695 (ID …)).
func pathNumberEnd(s string, b int) bool {
	if b >= len(s) || indexByte("/?#)] \"'\n", s[b]) >= 0 {
		return true
	}
	if s[b] == ':' {
		e := b + 1
		for e < len(s) && isDigit(s[e]) && e-b <= 6 {
			e++
		}
		if e > b+1 && e-b <= 6 && (e == len(s) || indexByte(" )]\"'\n,;:", s[e]) >= 0) {
			return true
		}
	}
	if s[b] < utf8.RuneSelf {
		e := b
		for e < len(s) && e-b < 3 && indexByte(".,:;", s[e]) >= 0 {
			e++
		}
		// (a CJK text's letters follow its comma with no space)
		return e > b && (e == len(s) || s[e] == ' ' || s[e] == '\n' || s[e] >= utf8.RuneSelf)
	}
	// a Korean or Japanese particle, a CJK word glued to the URL's end
	// (…/postgresql/574904객체들은): no URL goes on in those scripts
	r, _ := decodeRune(s[b:])
	return unicode.IsPunct(r) || unicode.IsSpace(r) || unicode.In(r, unicode.Hangul, unicode.Han, unicode.Hiragana, unicode.Katakana)
}

// idQualifier reports a capitalised word w = s[a:b] that stands between an
// identifier's label and its colon inside a parenthesis, before an
// id-shaped value that closes it: "(ID Sametime: 85834539)", "(ID Skype:
// c5a3217af3e5)". The catalogues translate "Sametime ID" so, the product
// after the label it qualifies; the value after the colon is the id and
// stays what its own rules make it. The label is ID as every language
// writes it or a catalogue's one-word translation of Code, ID, Identifier
// or Key (words.CodeLabel); a word the names data holds stays a name, and
// outside the bracketed form with an id after the colon ("user ID jsmith:
// denied") the word is a value.
func idQualifier(s string, a, b int) bool {
	lw := strings.ToLower(s[a:b])
	return (!wordlist.GivenName(lw) && !wordlist.Surname(lw) || idSlotPhrase(s, a, b)) && idSlot(s, a, b)
}

// idSlotPhrase reports a word in idSlot's place that makes with the label
// before it a label the catalogues translate whole (words.IDPhrase):
// "(ID Mula: 42790)" is Indonesian's Startup ID, though the names data
// holds Mula as a name; a word that names a person or an account
// (thingHead) is no thing's qualifier.
func idSlotPhrase(s string, a, b int) bool {
	if a < 4 || s[a-1] != ' ' {
		return false
	}
	k := lastIndexByte(s[max(0, a-41):a-1], '(')
	if k < 0 {
		return false
	}
	k += max(0, a-41)
	lw := strings.ToLower(s[a:b])
	return thingHead(lw) && wordlist.IDPhrase(strings.ToLower(s[k+1:a-1])+" "+lw)
}

// idSlot reports s[a:b] between an identifier's label and its colon inside
// a parenthesis, before an id-shaped value that closes it (idQualifier).
func idSlot(s string, a, b int) bool {
	if a < 4 || s[a-1] != ' ' || b+3 > len(s) || s[b] != ':' || s[b+1] != ' ' {
		return false
	}
	k := strings.LastIndexAny(s[max(0, a-41):a-1], "( ")
	if k >= 0 {
		k += max(0, a-41)
	}
	if k < 0 || s[k] != '(' {
		return false
	}
	label := s[k+1 : a-1]
	if label != "ID" && label != "Id" && !wordlist.CodeLabel(strings.ToLower(label)) {
		return false
	}
	// an id is forty bytes at most: no further is read, so a line of
	// labels costs no rescan
	e := indexByte(s[b+2:min(len(s), b+43)], ')')
	return e >= 0 && idShapedValue(s[b+2:b+2+e])
}

// idNamed reports a word in idQualifier's place that the names data holds
// (wordlist.GivenName, wordlist.Surname): "(ID Smith: 1615)" is a person's
// id, though English's dictionary holds smith as a word, which alone would
// keep it; the names data is asked before the word is read as a word.
func idNamed(s string, a, b int) bool {
	lw := strings.ToLower(s[a:b])
	if !wordlist.GivenName(lw) && !wordlist.Surname(lw) {
		return false
	}
	// (ID Card: …), (ID Session: …): a word the technical lists or the
	// field and label catalogues hold names the id's kind
	if wordlist.Tech(lw) || wordlist.Code(lw) || keyClass(lw) != "" || wordlist.FieldKey(lw) != "" || wordlist.IDLabel(lw) || wordlist.AccountLabel(lw) || wordlist.CredentialQualifier(lw) || wordlist.CodeLabel(lw) || idSlotPhrase(s, a, b) {
		return false
	}
	return idSlot(s, a, b)
}

// idLabelAt reports a catalogue's one-word label of an identifier that
// opens a parenthesis before its colon and an id-shaped value, abbreviated
// or not: "(Ід.: 7d0afadca9eb)", Ukrainian's Ід. for ідентифікатор
// (words.CodeLabel). The label names what follows; it is no one's name
// though it is capitalised, as the label's word always is there.
func idLabelAt(s string, a, b int) bool {
	if a < 1 || s[a-1] != '(' || !wordlist.CodeLabel(strings.ToLower(s[a:b])) {
		return false
	}
	if b < len(s) && s[b] == '.' {
		b++
	}
	if b+3 > len(s) || s[b] != ':' || s[b+1] != ' ' {
		return false
	}
	e := indexByte(s[b+2:min(len(s), b+43)], ')')
	return e >= 0 && idShapedValue(s[b+2:b+2+e])
}

// idShapedValue reports a record's id as a label's value: four to forty
// digits and hex letters, one digit at least (1615, c5a3217af3e5), with
// no letter beyond f that a login's word would hold.
func idShapedValue(v string) bool {
	if len(v) < 4 || len(v) > 40 {
		return false
	}
	digit := false
	for i := 0; i < len(v); i++ {
		c := v[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'a' && c <= 'f', c >= 'A' && c <= 'F', c == '-':
		default:
			return false
		}
	}
	return digit
}
