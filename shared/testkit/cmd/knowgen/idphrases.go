package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"
)

// idphrases.fuse: the catalogues' translations of an identifier's label
// with its qualifier (Internal ID, Unique Identifier, Key ID, Startup ID,
// Application ID: "ID interno", "Kanonikus azonosító", "Uygulama
// Kimliği", "스톡 ID"), whole and lower-cased. The redactor asks it only
// of a label between an opening parenthesis and a colon right before a
// number, "(ID interno: 59926599)": the catalogue's label says the number
// is a thing's identifier in that language, as Objekt-ID says it in one
// word. A person's, an account's or a device's id (User ID, Group ID,
// Session Id, Sametime ID, XMPP ID, Device ID) is left out, and so is any
// label one of those translates into in some catalogue, so that their
// numbers stay masked; so is the bare ID, which names nobody's in
// particular ("alice (ID: 4411)").
//
// idPhraseBits: a stranger is answered yes once in 65,536 asks, and only
// in that position.
const idPhraseBits = 16

// idPhraseMsgid is a catalogue's source text of an identifier's label
// with one or two qualifiers.
var idPhraseMsgid = regexp.MustCompile(`^(?:[A-Za-z]+ ){1,2}(?:ID|Id|id|Identifier|identifier)$`)

// idPhrasePersonal are the qualifiers that make an id someone's: a
// person, an account, a device, a session, an instant messenger's account.
var idPhrasePersonal = regexp.MustCompile(`(?i)\b(?:user|group|owner|account|customer|client|card|phone|person|member|employee|contact|device|session|login|sametime|xmpp|jabber|icq|aim|msn|yahoo|skype|caller|sender|recipient|subscriber|patient|student|tax|national|personal|profile|player)\b`)

// idPhrases returns idphrases.fuse's keys: each translation, lower-cased,
// trimmed of a colon, with its spaces as one, of every msgid
// idPhraseMsgid matches but idPhrasePersonal does not, and the msgid
// itself, less every translation of a personal one.
func idPhrases(string) (map[string]bool, string, error) {
	mos, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/*.mo")
	if err != nil {
		return nil, "", err
	}
	keep, personal, msgids := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for _, m := range mos {
		_ = moEntries(m, func(id, tr string) {
			id = strings.TrimSuffix(id, ":")
			if !idPhraseMsgid.MatchString(id) {
				return
			}
			t := idPhraseKey(tr)
			if t == "" {
				return
			}
			if idPhrasePersonal.MatchString(id) {
				personal[t] = true
				personal[idPhraseKey(id)] = true
				return
			}
			msgids[id] = true
			keep[t] = true
			keep[idPhraseKey(id)] = true
		})
	}
	for t := range personal {
		delete(keep, t)
	}
	if len(keep) == 0 {
		return nil, "", fmt.Errorf("no identifier's label in /usr/share/locale")
	}
	return keep, fmt.Sprintf("idphrases.fuse: %d translations of %d labels, %d left out as a person's", len(keep), len(msgids), len(personal)), nil
}

// idPhraseKey is a label as the redactor asks for it: lower case, no
// colon at its end, one space between its words; "" for no label (more
// than five words, a format's %).
func idPhraseKey(s string) string {
	s = strings.TrimSpace(s)
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(s, ":"), "："))
	f := strings.Fields(strings.ToLower(s))
	if len(f) == 0 || len(f) > 5 || strings.ContainsAny(s, "%<>\x00") || !utf8.ValidString(s) {
		return ""
	}
	return strings.Join(f, " ")
}

// idPhrasesNotice is idphrases.LICENSE's text.
func idPhrasesNotice() string {
	return "idphrases.fuse holds hashes of the translations of the identifiers' labels (Internal ID, Unique Identifier,\n" +
		"Key ID, Application ID …; not those of a user, a group, a session or a device) in the GNU gettext\n" +
		"catalogues installed under /usr/share/locale (each under its package's licence, see\n" +
		"/usr/share/doc/*/copyright); short labels, not the catalogues' text.\n"
}
