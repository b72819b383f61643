package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// A person's message says where somebody is by the institution they are
// in (im Frauenhaus Kassel, în Penitenciarul Jilava, dans le foyer de
// Lille, w szpitalu Bródnowskim, at the Salvation Army hostel in Leeds);
// a program's message names no shelter, prison or nursing home.
// -only placenouns.txt takes the lemmas the Open Multilingual Wordnet's
// Wiktionary wordnets (omw-data's wns/wikt, CC BY-SA) file under the
// first WordNet 3.0 noun sense of placeEnglish's words, as kinwords.txt
// does (senseLemmas: the languages CLDR annotates, a lemma its language
// files under no other sense, less other languages' frequent words and
// the catalogues' and technical words).

// placeNounsF is the list's file (words.PlaceNoun).
const placeNounsF = "placenouns.txt"

// placeEnglish are the English words for the places a person is put or
// stays in: shelters, prisons, hospitals and care homes, hotels and
// hostels, camps and barracks.
var placeEnglish = []string{"shelter", "prison", "jail", "penitentiary", "hospital", "clinic", "nursing home",
	"hospice", "sanatorium", "orphanage", "asylum", "hotel", "hostel", "motel", "camp", "barrack", "dormitory", "refuge", "home", "detention home", "reformatory"}

// placeRoots are WordNet's synsets of structures (structure,
// construction) and of places (location): a lemma its language files
// under one of their hyponyms as well (Ukrainian притулок, a shelter and
// a refuge; Spanish albergue, a hostel and a shelter) is a place either
// way and is taken.
var placeRoots = []string{"n04341686", "n00027167"}

// wordNetUnder returns the keys (wnKey) of WordNet's noun synsets under
// roots by hypernym links (instances' too), the roots among them.
func wordNetUnder(dir string, roots ...string) (map[string]bool, error) {
	f, err := os.Open(filepath.Join(dir, "data.noun"))
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install wordnet-base)", err)
	}
	defer f.Close()
	up := map[string][]string{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		fs := strings.Fields(sc.Text())
		if len(fs) < 4 || strings.HasPrefix(sc.Text(), " ") {
			continue
		}
		k := wnKey("n", fs[0])
		for i := 4; i+2 < len(fs); i++ {
			if (fs[i] == "@" || fs[i] == "@i") && fs[i+2] == "n" {
				up[k] = append(up[k], wnKey("n", fs[i+1]))
			}
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	out := map[string]bool{}
	for _, r := range roots {
		out[r] = true
	}
	var under func(k string, depth int) bool
	memo := map[string]bool{}
	under = func(k string, depth int) bool {
		if v, ok := memo[k]; ok || depth > 40 {
			return v
		}
		memo[k] = out[k]
		for _, h := range up[k] {
			if under(h, depth+1) {
				memo[k] = true
				break
			}
		}
		return memo[k]
	}
	for k := range up {
		if under(k, 0) {
			out[k] = true
		}
	}
	return out, nil
}

// writePlaceNouns writes placenouns.txt (and .flate) from the sources
// under src.
func writePlaceNouns(src, outDir string) error {
	also, err := wordNetUnder("/usr/share/wordnet", placeRoots...)
	if err != nil {
		return err
	}
	ws, err := senseLemmasBeside(src, placeEnglish, also, senseOpts{englishToo: true})
	if err != nil {
		return err
	}
	fmt.Printf("placenouns: %d words (omw-data wns/wikt)\n", len(ws))
	return writeTextList(outDir, placeNounsF, "|"+strings.Join(ws, "|")+"|\n")
}
