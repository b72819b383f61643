// Numbers that are identifiers by their label: a code's, a key's or an
// identifier's label in some language (words.CodeLabel: Fehlercode,
// Gemeindeschlüssel, Leika-Schlüssel) after a head that names a thing,
// and a record's reference of slashes (SIN/24/018822, 2024/RCA/004471).

package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
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
	for _, f := range []string{h, strings.TrimSuffix(h, "s"), strings.TrimSuffix(h, "n"), strings.TrimSuffix(h, "en")} {
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
	if k > 0 && strings.IndexByte(" (\t[\"'«„:", s[k-1]) < 0 {
		return false
	}
	parts := strings.Split(s[k:a-1], "/")
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

// apiPathNumber reports six to nine digits, no leading zero, that end a
// segment of a web API's path (/timetables/v1/plan/8000105): a version
// segment (v1) or an api segment or host before it says the path is an
// API's, whose numbers are its resources' ids. After a segment that
// names a person, a person's field or an account (/users/…, /customers/…,
// /accounts/…, /phone/…) the number is somebody's and stays masked, and
// so does a longer number, a phone's length.
func apiPathNumber(s string, a, b int) bool {
	if a < 4 || s[a-1] != '/' || b-a < 6 || b-a > 9 || s[a] == '0' || b < len(s) && strings.IndexByte("/?#) \"'\n", s[b]) < 0 {
		return false
	}
	k := a - 1
	for k > 0 && s[k-1] != ' ' && s[k-1] != '"' && s[k-1] != '\'' && s[k-1] != '(' && a-k < 256 {
		k--
	}
	segs := strings.Split(s[k:a-1], "/")
	prev := strings.ToLower(segs[len(segs)-1])
	if len(prev) < 3 || !lettersOnly(strings.NewReplacer("-", "", "_", "").Replace(prev)) || !thingHead(prev) {
		return false
	}
	for _, g := range segs[:len(segs)-1] {
		g = strings.ToLower(g)
		if g == "api" || strings.HasPrefix(g, "api.") || len(g) >= 2 && len(g) <= 3 && g[0] == 'v' && countDigits(g[1:]) == len(g)-1 {
			return true
		}
	}
	return false
}
