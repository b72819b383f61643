package main

// functionTop is how many of a language's most frequent words (wordfreq)
// are its function words: articles, prepositions, pronouns, auxiliaries
// and conjunctions fill the top of every frequency list.
const functionTop = 60

// functionLangs are the cased languages besides English (whose function
// words the redactor lists itself) that error text is written in.
var functionLangs = []string{"de", "fr", "es", "it", "pt", "nl", "pl", "ru", "uk"}

// functionWords returns the functionTop most frequent words of each of
// functionLangs that its hunspell dictionary accepts in lower case: the
// words a capitalised sentence starts with (Die, Le, La, El, Il, De) that
// the names data holds as given names or surnames too (Le, La, Du are
// Vietnamese and Chinese family names), so that "Die Regel" is no given
// name and surname.
func functionWords(src string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, h := range hunspellDicts {
		if !containsString(functionLangs, h.lang) {
			continue
		}
		ws, err := wordfreqList(src, h.lang)
		if err != nil {
			return nil, err
		}
		var cand []string
		for _, w := range ws[:min(len(ws), functionTop)] {
			if isWord(w) || len([]rune(w)) == 1 {
				cand = append(cand, w)
			}
		}
		ok, err := hunspellAccepts(h.dicts, cand)
		if err != nil {
			return nil, err
		}
		for w := range ok {
			out[w] = true
		}
	}
	return out, nil
}
