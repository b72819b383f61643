package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// records.fuse: the nouns an ERP names its business records by (invoice,
// shipment, delivery, supplier, period, journal, lot, rule: Rechnung,
// Lieferant, albarán, fournisseur, Buchungszeitraum, reguła, 发票) as
// Tryton's own translators write its models' and fields' labels in its
// 23 languages. The number written right after such a noun in prose
// ("Lieferant 100412", "Delivery 80012345") is that record's number, a
// fact a triager follows, where the same number after a person's noun
// (customer, Kunde, Debitor, account, employee) is somebody's and stays
// masked: Tryton's labels for parties, customers, employees and accounts
// are no seed, so none of their translations is in the filter.
//
// recordBits: the redactor asks the filter only about the word right
// before a run of six digits or more; at 16 bits a stranger is answered
// yes once in 65,536 asks.
const recordBits = 16

// recordSeeds are the English labels of Tryton's records whose
// translations name a thing: documents, goods, their movements and the
// books and periods they are posted in. A person's (Party, Customer,
// Employee, Contact) or an account's label is none of them, nor Move,
// whose Chinese 移动 is the word for a mobile phone too, nor Document,
// which names a person's identity document as well (document_no).
var recordSeeds = []string{
	"Invoice", "Shipment", "Delivery", "Product", "Purchase", "Sale", "Supplier", "Period", "Lot",
	"Journal", "Production", "Dunning", "Warehouse", "Project", "Rule", "Variant", "Quote",
}

// recordModules are the Debian packages (tryton-modules-NAME, 6.0,
// GPL-3+) whose trytond/modules/NAME/locale/*.po files are read from -src
// (apt-get download, dpkg-deb -x into SRC/tryton).
var recordModules = []string{"sale", "purchase", "stock", "account", "account_invoice", "product", "stock_lot", "production", "project", "account_dunning"}

// recordNouns returns records.fuse's words: each seed in lower case and
// each one-word translation Tryton's catalogues give it as a model's or a
// field's label, lower-cased, of three bytes or more (a two-letter Latin
// word such as "lo" is an article elsewhere; 仓库 has six).
func recordNouns(src string) (map[string]bool, string, error) {
	seed := map[string]bool{}
	out := map[string]bool{}
	for _, s := range recordSeeds {
		seed[s] = true
		out[strings.ToLower(s)] = true
	}
	files := 0
	for _, m := range recordModules {
		po, err := filepath.Glob(filepath.Join(src, "tryton", "usr", "lib", "python3", "dist-packages", "trytond", "modules", m, "locale", "*.po"))
		if err != nil || len(po) == 0 {
			return nil, "", fmt.Errorf("no catalogues of %s under %s/tryton (apt-get download tryton-modules-%s, dpkg-deb -x into SRC/tryton)", m, src, strings.ReplaceAll(m, "_", "-"))
		}
		for _, p := range po {
			files++
			var ctx, id string
			err := poFields(p, func(field, _, text string) {
				switch field {
				case "msgctxt":
					ctx = text
				case "msgid":
					id = text
				case "msgstr":
					label := strings.HasPrefix(ctx, "model:") || strings.HasPrefix(ctx, "field:")
					w := strings.ToLower(text)
					if label && seed[id] && len(w) >= 3 && !strings.ContainsAny(w, " ()/") {
						out[w] = true
					}
					ctx = ""
				}
			})
			if err != nil {
				return nil, "", err
			}
		}
	}
	nouns := len(out)
	vs, err := catalogueWords("/usr/share/locale", "Version")
	if err != nil {
		return nil, "", err
	}
	for _, v := range vs {
		out["v:"+v] = true
	}
	es, err := catalogueWords("/usr/share/locale", "Error")
	if err != nil {
		return nil, "", err
	}
	for _, e := range es {
		out["e:"+e] = true
	}
	sl, err := secondLevels("/usr/share/publicsuffix/public_suffix_list.dat")
	if err != nil {
		return nil, "", err
	}
	for _, l := range sl {
		out["s:"+l] = true
	}
	return out, fmt.Sprintf("records.fuse: %d record nouns, %d seeds, from %d Tryton catalogues; %d words for version, %d for error; %d second-level labels", nouns, len(recordSeeds), files, len(vs), len(es), len(sl)), nil
}

// secondLevelMin is how many country-code domains must register a label
// under them, as the Public Suffix List's ICANN section records it, for
// the label to count as a public second level (gov, com, co, edu, gob).
const secondLevelMin = 10

// secondLevels returns the labels that secondLevelMin country-code
// top-level domains or more register public names under (gov.pl, com.br,
// co.jp, gob.mx), read from Debian's publicsuffix package: a dotted name
// of three labels or more that ends in one of them and a two-letter
// domain (ksef.mf.gov.pl) is a host, however unknown its other labels.
func secondLevels(path string) ([]string, error) {
	ls, err := lines(path)
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install publicsuffix)", err)
	}
	count := map[string]int{}
	icann := false
	for _, l := range ls {
		l = strings.TrimSpace(l)
		switch {
		case strings.Contains(l, "===BEGIN ICANN DOMAINS==="):
			icann = true
		case strings.Contains(l, "===END ICANN DOMAINS==="):
			icann = false
		}
		p := strings.Split(l, ".")
		if !icann || strings.HasPrefix(l, "//") || len(p) != 2 || len(p[1]) != 2 || !lettersOnlyASCII(p[1]) || !lettersOnlyASCII(p[0]) {
			continue
		}
		count[p[0]]++
	}
	var out []string
	for l, n := range count {
		// name.pl, name.vn: registered for persons' own names
		if n >= secondLevelMin && l != "name" {
			out = append(out, l)
		}
	}
	sort.Strings(out)
	if len(out) == 0 {
		return nil, fmt.Errorf("no second-level labels in %s", path)
	}
	return out, nil
}

// lettersOnlyASCII reports a non-empty run of ASCII letters and digits
// (k12 is a label too).
func lettersOnlyASCII(w string) bool {
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return w != ""
}

// catalogueWords returns the one-word translations, lower-cased, of an
// English word (Version, Error), capitalised or not, with its colon or
// not, in the system catalogues installed under dir
// (/usr/share/locale/*/LC_MESSAGES/*.mo): 버전, Wersja, версия for
// Version; Fehler, błąd, エラー for Error. A dotted quad after the word
// for version (버전: 8.2.1.4) is a version, no address; a number after
// the word for error (ERiC-Fehler 610301200) is its code.
func catalogueWords(dir, en string) ([]string, error) {
	mos, err := filepath.Glob(filepath.Join(dir, "*", "LC_MESSAGES", "*.mo"))
	if err != nil {
		return nil, err
	}
	low := strings.ToLower(en)
	set := map[string]bool{}
	for _, m := range mos {
		err := moEntries(m, func(id, tr string) {
			if id = strings.TrimSuffix(id, ":"); id != en && id != low && id != strings.ToUpper(en) {
				return
			}
			w := strings.TrimSpace(tr)
			w = strings.ToLower(strings.TrimSpace(strings.TrimSuffix(strings.TrimSuffix(w, ":"), "：")))
			if w != "" && w != low && !strings.ContainsAny(w, " \x00") {
				set[w] = true
			}
		})
		if err != nil {
			continue // a file that is no catalogue
		}
	}
	if len(set) == 0 {
		return nil, fmt.Errorf("no translation of %s in %s", en, dir)
	}
	out := make([]string, 0, len(set))
	for w := range set {
		out = append(out, w)
	}
	sort.Strings(out)
	return out, nil
}

// recordNounsNotice is records.LICENSE's text.
func recordNounsNotice() string {
	ms := append([]string(nil), recordModules...)
	sort.Strings(ms)
	return "records.fuse holds hashes of the labels Tryton 6.0's modules (" + strings.Join(ms, ", ") + ";\n" +
		"Debian's tryton-modules-* packages, trytond/modules/*/locale/*.po) give a few of their records\n" +
		"(" + strings.Join(recordSeeds, ", ") + ") in every language they are translated into.\n" +
		"Tryton is Copyright (C) the Tryton authors, licensed under the GNU General Public License v3 or later;\n" +
		"the filter holds hashes of single translated words, not the catalogues' text.\n" +
		"Under \"v:\" and \"e:\" it holds the one-word translations of \"Version\" and \"Error\" in the GNU gettext catalogues\n" +
		"installed under /usr/share/locale (each under its package's licence, see /usr/share/doc/*/copyright).\n" +
		"Under \"s:\" it holds the labels ten country-code domains or more register public names under, as the\n" +
		"Public Suffix List's ICANN section (Debian's publicsuffix 20230209; Mozilla Public License 2.0) lists them.\n"
}
