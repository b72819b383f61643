package main

import (
	"fmt"
	"os"
	"path/filepath"
)

// numLabelsFile holds the labels the redactor asks only of the words right
// before a long number: GnuCash's words for an account and its number
// ("a:", gnucash.go) and Thai's names of a person's number ("i:",
// localFlavorThaiIDs). They are a filter of their own, not fieldkeys.fuse's
// classes: a new key there moves that filter's false positives onto other
// strangers (a rebuilt fieldkeys.fuse answered "problem" as a password's
// key), where a stranger this filter answers is only asked before a number.
const numLabelsFile = "numlabels.fuse"

// numLabelsBits: at 16 bits a stranger is answered once in 65,536 asks.
const numLabelsBits = 16

// writeNumLabels writes numlabels.fuse and its notice, numlabels.LICENSE:
// GnuCash's, django-localflavor's and Chromium's notices.
func writeNumLabels(src, outDir string) error {
	acc, err := gnuCashAccountKeys(src)
	if err != nil {
		return err
	}
	th, err := localFlavorThaiIDs(src)
	if err != nil {
		return err
	}
	var keys []string
	for _, k := range acc {
		keys = append(keys, "a:"+k)
	}
	for _, e := range th {
		keys = append(keys, "i:"+e[1])
	}
	b, err := writeFuse(outDir, numLabelsFile, keys, numLabelsBits)
	if err != nil {
		return err
	}
	gn, err := gnuCashNotice(src)
	if err != nil {
		return err
	}
	head := "numlabels.fuse holds GnuCash's translations of Account and Account Code (gnucash-common's\n" +
		"/usr/share/locale/*/LC_MESSAGES/gnucash.mo) and Thai's names of a person's number as\n" +
		"django-localflavor's Thai messages write them after Chromium's Thai word for Number.\n" +
		"\n==== gnucash-common " + gnuCashVersion + " ====\n\n" + gn +
		"\n==== django-localflavor " + localFlavorVersion + " (PyPI) ====\n\n"
	lf, err := localFlavorLicence(src)
	if err != nil {
		return err
	}
	cn, err := chromiumNotice(src)
	if err != nil {
		return err
	}
	notice := lf + "\n==== chromium-common, chromium-l10n " + chromiumVersion + " ====\n\n" + cn
	if err := os.WriteFile(filepath.Join(outDir, "numlabels.LICENSE"), []byte(head+notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry (gnucash-common, django-localflavor, chromium)\n", numLabelsFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)))
	return nil
}
