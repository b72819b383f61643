package main

import (
	"bufio"
	"os"
	"strings"
)

// wiktLemmas calls f with the language tag ("eng", "tam") and the lemma,
// trimmed, of every entry of src's Wiktionary wordnets filed under one of
// synsets: the one reading numberwords.txt, namenouns.txt and
// devicenouns.txt's wordnet words share.
func wiktLemmas(src string, synsets map[string]bool, f func(lang, lemma string)) error {
	files, err := omwWiktFiles(src)
	if err != nil {
		return err
	}
	for _, file := range files {
		fh, err := os.Open(file)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(fh)
		for sc.Scan() {
			p := strings.Split(sc.Text(), "\t")
			if len(p) != 3 || !synsets[p[0]] {
				continue
			}
			if lang, ok := strings.CutSuffix(p[1], ":lemma"); ok {
				f(lang, strings.TrimSpace(p[2]))
			}
		}
		fh.Close()
		if err := sc.Err(); err != nil {
			return err
		}
	}
	return nil
}
