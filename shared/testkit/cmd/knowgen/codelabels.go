package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
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

// codeLabelDirs are the catalogue folders codeLabels reads: the installed
// ones, and the contact and chat catalogues fetch.sh unpacks under -src
// (Pidgin's, KContacts', Evolution's: "Sametime ID", "ICQ ID"), so the
// filter is the same whether or not their packages are installed.
func codeLabelDirs(src string) []string {
	dirs := []string{"/usr/share/locale"}
	for _, d := range []string{"pidgin-data", "libkf5contacts-data", "evolution-data-server-common"} {
		if p := filepath.Join(src, pwKeysSrc, d, "usr", "share", "locale"); src != "" {
			if _, err := os.Stat(p); err == nil {
				dirs = append(dirs, p)
			}
		}
	}
	return dirs
}

// codeLabels returns codelabels.fuse's keys: each seed's one-word
// translations in the catalogues (codeLabelDirs), lower-cased, of
// three bytes or more (the two letters of "id", "be" or "ia" are words of
// their own elsewhere), behind the seed's class, and each seed itself;
// with ID's word as the catalogues write it beside a product they leave
// untranslated (productIDWords: هويّة, מזהה, identifiant).
func codeLabels(src string) (map[string]bool, string, error) {
	out := map[string]bool{}
	counts := []string{}
	dirs := codeLabelDirs(src)
	for _, sd := range codeLabelSeeds {
		var ws []string
		for _, d := range dirs {
			w, err := catalogueWords(d, sd.en)
			if err == nil {
				ws = append(ws, w...)
			}
		}
		if len(ws) == 0 && sd.class != "x:" {
			return nil, "", fmt.Errorf("no translation of %s in %s", sd.en, strings.Join(dirs, ", ")) // a qualifier no catalogue translates keeps its English
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
	n := 0
	for _, w := range productIDWords(dirs) {
		if len(w) >= 3 && !out["c:"+w] {
			out["c:"+w] = true
			n++
		}
	}
	counts = append(counts, fmt.Sprintf("ID beside a product %d", n))
	sort.Strings(counts)
	return out, "codelabels.fuse: " + strings.Join(counts, ", ") + " one-word translations from the catalogues under " + strings.Join(dirs, ", "), nil
}

// productIDMsgid is a product's or a protocol's id label in English:
// "Sametime ID", "ICQ ID", "Skype ID".
var productIDMsgid = regexp.MustCompile(`^([A-Z][A-Za-z]+) ID$`)

// productIDWords returns ID's word in each language as its catalogues
// write it beside the product they keep in Latin letters: the translation
// of "Sametime ID" is two words, one of them Sametime, and the other is
// the language's ID ("هويّة Sametime", "מזהה Sametime", "Identifiant
// Sametime", "Ід. Sametime"), lower-cased, its stop and colon cut.
func productIDWords(dirs []string) []string {
	set := map[string]bool{}
	for _, d := range dirs {
		mos, _ := filepath.Glob(filepath.Join(d, "*", "LC_MESSAGES", "*.mo"))
		for _, m := range mos {
			_ = moEntries(m, func(id, tr string) {
				sm := productIDMsgid.FindStringSubmatch(strings.TrimSuffix(id, ":"))
				if sm == nil {
					return
				}
				f := strings.Fields(strings.TrimSuffix(strings.TrimSpace(tr), ":"))
				if len(f) != 2 || f[0] != sm[1] && f[1] != sm[1] || f[0] == f[1] {
					return
				}
				w := f[0]
				if w == sm[1] {
					w = f[1]
				}
				w = strings.ToLower(strings.TrimRight(w, ".:"))
				if utf8.ValidString(w) && !strings.ContainsAny(w, "<>_%") {
					set[w] = true
				}
			})
		}
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return out
}

// codeLabelsNotice is codelabels.LICENSE's text.
func codeLabelsNotice() string {
	ens := make([]string, 0, len(codeLabelSeeds))
	for _, sd := range codeLabelSeeds {
		ens = append(ens, sd.en)
	}
	return "codelabels.fuse holds hashes of the one-word translations of " + strings.Join(ens, ", ") + "\n" +
		"in the GNU gettext catalogues installed under /usr/share/locale and in Debian's pidgin-data 2.14.12,\n" +
		"libkf5contacts-data 5.103.0 and evolution-data-server-common 3.46.4 (ID's word beside a product they\n" +
		"keep untranslated, \"Sametime ID\")\n" +
		"(each under its package's licence, see /usr/share/doc/*/copyright); single translated words, not the\n" +
		"catalogues' text.\n"
}
