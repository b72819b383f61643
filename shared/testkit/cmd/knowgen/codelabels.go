package main

import (
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"
)

// codelabels.fuse: the words the system catalogues translate a code's or
// an identifier's label into (Code, ID, Identifier, Key: Fehlercode's
// code, Objekt-ID's id, Gemeindeschlüssel's schlüssel, identyfikator,
// コード) under "c:", a technical thing's (Object, Job, Task: Objekt,
// Auftrag, zadanie, オブジェクト) under "r:", and the words that make a
// code or a key a credential (Security, Access, Password…: Sicherheit,
// Zugang, accès) under "x:". The redactor asks "c:" only
// of the last part of a compound before a long number (its head said what
// is coded: never a person's, a pii key's or a credential's), and "r:"
// of the head before an id word (Objekt-ID): a number there is the code
// or the record's id a triager looks up, where a bare "clave" or "chave"
// (the Key of Spanish and Portuguese, a password, a PIX key) names
// nothing and stays a value.
//
// codeLabelBits: asked only of the word before a run of six digits or
// more that no other rule explains; a stranger is answered yes once in
// 65,536 asks.
const codeLabelBits = 16

// codeLabelSeeds are the English labels whose one-word translations the
// filter holds, with their class.
var codeLabelSeeds = []struct{ en, class string }{
	{"Code", "c:"}, {"ID", "c:"}, {"Identifier", "c:"}, {"Key", "c:"},
	{"Object", "r:"}, {"Job", "r:"}, {"Task", "r:"},
	// the words that make a code or a key a credential (the redactor's
	// codeQualifiers in English): Sicherheitsschlüssel, clé d'accès
	{"Security", "x:"}, {"Access", "x:"}, {"Authentication", "x:"}, {"Authorization", "x:"}, {"Verification", "x:"},
	{"Confirmation", "x:"}, {"Recovery", "x:"}, {"Activation", "x:"}, {"Password", "x:"}, {"Secret", "x:"},
	{"Private", "x:"}, {"Login", "x:"}, {"Backup", "x:"}, {"Card", "x:"}, {"Reset", "x:"}, {"Invitation", "x:"}, {"Encryption", "x:"},
}

// codeLabels returns codelabels.fuse's keys: each seed's one-word
// translations in the catalogues under /usr/share/locale, lower-cased, of
// three bytes or more (the two letters of "id", "be" or "ia" are words of
// their own elsewhere), behind the seed's class, and each seed itself.
func codeLabels(string) (map[string]bool, string, error) {
	out := map[string]bool{}
	counts := []string{}
	for _, sd := range codeLabelSeeds {
		ws, err := catalogueWords("/usr/share/locale", sd.en)
		if err != nil && sd.class != "x:" {
			return nil, "", err // a qualifier no catalogue translates keeps its English
		}
		n := 0
		for _, w := range append(ws, strings.ToLower(sd.en)) {
			w = strings.TrimSuffix(w, ".")
			if len(w) < 3 || !utf8.ValidString(w) || strings.ContainsAny(w, "<>_") {
				continue
			}
			if !out[sd.class+w] {
				n++
			}
			out[sd.class+w] = true
		}
		counts = append(counts, fmt.Sprintf("%s %d", sd.en, n))
	}
	sort.Strings(counts)
	return out, "codelabels.fuse: " + strings.Join(counts, ", ") + " one-word translations from the catalogues under /usr/share/locale", nil
}

// codeLabelsNotice is codelabels.LICENSE's text.
func codeLabelsNotice() string {
	ens := make([]string, 0, len(codeLabelSeeds))
	for _, sd := range codeLabelSeeds {
		ens = append(ens, sd.en)
	}
	return "codelabels.fuse holds hashes of the one-word translations of " + strings.Join(ens, ", ") + "\n" +
		"in the GNU gettext catalogues installed under /usr/share/locale\n" +
		"(each under its package's licence, see /usr/share/doc/*/copyright); single translated words, not the\n" +
		"catalogues' text.\n"
}
