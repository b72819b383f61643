package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// immigrationCategories: immigration status's hand-written words (asylum,
// deportation, Asylbewerber, indocumentado) are international ones too,
// spelled each language's way (asielzoeker, deportacja, azylant), found
// as specialCognates finds the other categories' (session 24).
var immigrationCategories = map[string]bool{"immigration": true}

// countryNameWords are the words, lower case, of the countries' names
// (name, official and common name) of ISO 3166-1 in English and as
// Debian's iso-codes translates them into every language it ships
// (Demokratická republika Kongo, Iran, Islamic Republic of, Guinea
// Equatorial), and each part of a hyphenated one.
func countryNameWords() (map[string]bool, error) {
	b, err := os.ReadFile("/usr/share/iso-codes/json/iso_3166-1.json")
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install iso-codes)", err)
	}
	var doc map[string][]map[string]string
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	set := map[string]bool{}
	add := func(t string) {
		for _, w := range strings.FieldsFunc(strings.ToLower(t), func(r rune) bool { return !unicode.IsLetter(r) && r != '-' }) {
			set[w] = true
			for _, p := range strings.Split(w, "-") {
				set[p] = true
			}
		}
	}
	for _, c := range doc["3166-1"] {
		add(c["name"])
		add(c["official_name"])
		add(c["common_name"])
	}
	mos, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/iso_3166-1.mo")
	if err != nil {
		return nil, err
	}
	for _, f := range mos {
		m, err := readMO(f)
		if err != nil {
			continue
		}
		for id, t := range m {
			if id != "" {
				add(t)
			}
		}
	}
	return set, nil
}

// romanceCategories are the categories whose Portuguese and Italian
// cognates are the words themselves: criminal's hand words are verbs or
// general nouns there (offender: offendere, "to offend"; prison:
// prisional).
var romanceCategories = map[string]bool{"religion": true, "sex-life": true, "politics": true, "union": true}

// romanceVerbEndings end a Portuguese or Italian verb's infinitive,
// gerund or past (democratizar, republicando, democratizou): a verb says
// what somebody does to a thing, not what they are.
var romanceVerbEndings = []string{"ar", "er", "ir", "are", "ere", "ire", "ando", "endo", "ou", "aram", "ado", "ada", "ato", "ata"}

// romanceVerb reports a word that ends as a verb's form of romanceVerbEndings.
func romanceVerb(w string) bool {
	for _, e := range romanceVerbEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// addSpecialMore rewrites outDir's special.txt and special.flate with the
// immigration cognates of cognateLangs added (-only specialmore).
func addSpecialMore(outDir, src string) error {
	p := filepath.Join(outDir, "special.txt")
	b, err := os.ReadFile(p)
	if err != nil {
		return err
	}
	lex := lexiconOf(string(b))
	cog, err := specialCognatesOf(src, immigrationCategories, cognateLangs)
	if err != nil {
		return err
	}
	// Portuguese and Italian write the other categories' words their own
	// way too (transgênero, omosessuale, sindacalista): Spanish's and
	// French's hand-written words reach most, not all
	more, err := specialCognatesOf(src, romanceCategories, []string{"pt", "it"})
	if err != nil {
		return err
	}
	for w, c := range more {
		if !romanceVerb(w) {
			cog[w] = c
		}
	}
	ar, err := arabicHealth(src, lex)
	if err != nil {
		return err
	}
	for _, w := range ar {
		cog[w] = words.CategoryHealth
	}
	added := 0
	for _, w := range sortedKeys(cog) {
		if _, ok := lex[w]; !ok {
			lex[w] = cog[w]
			added++
			fmt.Println("  +", w, cog[w])
		}
	}
	return writeSpecialLexicon(outDir, lex, added)
}

// writeSpecialLexicon writes lex as outDir's special.txt, special.flate
// (deflated, front-coded: what the redactor embeds) and specialcountry.txt,
// and says how many entries the caller added: the last step of every
// -only that adds to the committed lexicon.
func writeSpecialLexicon(outDir string, lex map[string]string, added int) error {
	text := formatSpecial(lex)
	if err := os.WriteFile(filepath.Join(outDir, "special.txt"), []byte(text), 0o644); err != nil {
		return err
	}
	if err := writeSpecialCountry(outDir, lex); err != nil {
		return err
	}
	flated, err := words.DeflateSpecial(text)
	if err != nil {
		return err
	}
	fmt.Printf("special.txt: %d added, %d entries, %d bytes; special.flate %d bytes\n", added, strings.Count(text, "\n"), len(text), len(flated))
	return os.WriteFile(filepath.Join(outDir, "special.flate"), flated, 0o644)
}

// writeSpecialCountry writes specialcountry.txt: the words of lex that a
// country's name writes in some language of Debian's iso-codes.
func writeSpecialCountry(outDir string, lex map[string]string) error {
	inNames, err := countryNameWords()
	if err != nil {
		return err
	}
	var cw []string
	for w := range lex {
		if inNames[w] {
			cw = append(cw, w)
		}
	}
	sort.Strings(cw)
	fmt.Printf("specialcountry.txt: %d words of the lexicon that countries' names write\n", len(cw))
	return writeTextList(outDir, "specialcountry.txt", strings.Join(cw, "\n")+"\n")
}
