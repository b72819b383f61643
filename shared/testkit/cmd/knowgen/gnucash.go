package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"
)

// gnuCashDir is where fetch.sh unpacks Debian's gnucash-common (GPL-2+)
// under -src: GnuCash's catalogues, whose translators name a bank's or a
// ledger's account and its number in some 60 languages (Účet, Rekening,
// Konto, Cuenta, Rekeningnummer, Kód účtu).
const gnuCashDir = "gnucash/usr/share/locale"

// gnuCashVersion is the Debian release fetch.sh downloads.
const gnuCashVersion = "1:4.13-1"

// gnuCashAccountLabels are the English labels whose translations name an
// account and its number ("a:", AccountLabel): a long number after one in
// prose is an account's number (účet 1234567890/0800, rekeningnummer
// 1234.56.78901). They are asked only before such a number, never of a
// key nor of a word alone: the word for account is every program's word
// for a login too (Konto, cuenta), which the key rules leave alone.
var gnuCashAccountLabels = []string{"Account", "Account Code", "_Account code"}

// gnuCashAccountKeys returns fieldkeys.fuse's "a:" keys: each translation
// of a gnuCashAccountLabels label in fieldKeyForm, in every language but
// English. A language written without spaces is left out: its word is a
// ledger's (Japanese 勘定科目, Chinese 科目, a school's subject too), not
// a bank's, and a label of one or two letters or of more than three
// words is no label of a field.
func gnuCashAccountKeys(src string) ([]string, error) {
	mos, err := filepath.Glob(filepath.Join(src, gnuCashDir, "*", "LC_MESSAGES", "gnucash.mo"))
	if err != nil || len(mos) == 0 {
		return nil, fmt.Errorf("no GnuCash catalogues under %s (fetch.sh's gnucash-common)", filepath.Join(src, gnuCashDir))
	}
	sort.Strings(mos)
	set := map[string]bool{}
	for _, mo := range mos {
		if lang := filepath.Base(filepath.Dir(filepath.Dir(mo))); strings.HasPrefix(lang, "en") {
			continue
		}
		tr, err := readMO(mo)
		if err != nil {
			return nil, err
		}
		for _, l := range gnuCashAccountLabels {
			t := strings.ReplaceAll(tr[l], "_", "")
			k := fieldKeyForm(t)
			if t == "" || strings.EqualFold(t, strings.ReplaceAll(l, "_", "")) || fieldWords(t) > 3 || utf8.RuneCountInString(k) < 3 || spaceless(k) {
				continue
			}
			set[k] = true
			if a := latinBare(k); a != k {
				set[a] = true
			}
		}
	}
	return sortedSet(set), nil
}

// gnuCashNotice is the Debian copyright file's stanza for GnuCash's own
// files (the catalogues among them), with the licence it names.
func gnuCashNotice(src string) (string, error) {
	stanza, err := debianFilesStanza(src, "gnucash/usr/share/doc/gnucash-common/copyright")
	if err != nil {
		return "", err
	}
	return stanza + "\n\nGPL-2+: see /usr/share/common-licenses/GPL-2 on a Debian system.\n", nil
}

// debianFilesStanza is the "Files: *" stanza of the Debian copyright file
// at f under src: the notice of a package's own files.
func debianFilesStanza(src, f string) (string, error) {
	b, err := os.ReadFile(filepath.Join(src, f))
	if err != nil {
		return "", err
	}
	s := string(b)
	i := strings.Index(s, "\nFiles: *\n")
	if i < 0 {
		return "", fmt.Errorf("%s: no Files: * stanza", f)
	}
	stanza, _, _ := strings.Cut(s[i+1:], "\n\n")
	return stanza, nil
}
