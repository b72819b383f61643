package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// ibanFormatsF: each country's IBAN structure as SWIFT's IBAN registry
// gives it, through python-stdnum's iban.dat: the two letters of the
// country and its BBAN's parts, each a length and a class (n digits,
// a capitals, c either), between "|" (|DE8n10n|GB4a6n8n|). An IBAN whose
// check digits are wrong, mistyped or invented, is still a person's
// account: the registry's exact length and classes tell it from an order
// number without them.
const ibanFormatsF = "ibanformats.txt"

// ibanDatLine is one country line of iban.dat: `DE country="Germany"
// bban="8!n10!n"`.
var ibanDatLine = regexp.MustCompile(`^([A-Z]{2}) .*bban="([0-9!nac]+)"`)

// ibanFormats returns "|" + one entry per country + "|", in the order
// iban.dat lists them (by country code).
func ibanFormats(dir string) (string, error) {
	f, err := os.Open(filepath.Join(dir, "iban.dat"))
	if err != nil {
		return "", fmt.Errorf("%w (pip download %s; unzip)", err, stdnumPyPI)
	}
	defer f.Close()
	var b strings.Builder
	b.WriteByte('|')
	n := 0
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		m := ibanDatLine.FindStringSubmatch(sc.Text())
		if m == nil {
			continue
		}
		b.WriteString(m[1] + strings.ReplaceAll(m[2], "!", "") + "|")
		n++
	}
	if err := sc.Err(); err != nil {
		return "", err
	}
	if n < 50 {
		return "", fmt.Errorf("iban.dat under %s: only %d countries", dir, n)
	}
	return b.String(), nil
}

// writeIBANFormats writes ibanformats.txt from python-stdnum under src.
func writeIBANFormats(src, outDir string) error {
	s, err := ibanFormats(filepath.Join(src, "stdnum"))
	if err != nil {
		return err
	}
	fmt.Printf("ibanformats: %d countries (%s)\n", strings.Count(s, "|")-1, stdnumPyPI)
	return writeTextList(outDir, ibanFormatsF, s+"\n")
}
