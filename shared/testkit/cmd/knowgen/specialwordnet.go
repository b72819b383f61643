package main

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// The hand list's English words are a seed of a few hundred; WordNet
// (Princeton's WordNet 3.0, Debian's wordnet-base) files the special
// categories' words under a few synsets each: every disease under
// disease, every believer under religious person. specialWordNet takes
// the hyponyms of the synsets below (specialWordNetRoots), the words
// derived from them (WordNet's + pointers: blindness → blind, diabetes →
// diabetic, communism → communist) and the adjectives pertaining to them
// (\ pointers: asthmatic, syphilitic), keeps a word only where its first
// sense (WordNet's most frequent) is one of them, and adds to the lexicon
// those that English text writes but not as general language; all of
// them, the frequent ones too (deaf, cocaine), are sources of the
// FreeDict translations (specialdicts.go), for their native words in the
// other languages (Polish niewidomy, Hungarian cukorbeteg).

// specialWordNetRoots are the synsets (wnKey: n and data.noun's offset)
// whose hyponym closure is a category's, with the category.
var specialWordNetRoots = []struct{ key, cat, what string }{
	{"n14052046", "health", "ill health: illness, infection, pathology, disability"},
	{"n14052403", "health", "disorder (a physical condition), mental disorder among them"},
	{"n14062725", "health", "addiction"},
	{"n14046202", "health", "pregnancy"},
	{"n14045507", "health", "infertility"},
	{"n03808564", "health", "narcotic (hard drugs, opiates, soft drugs)"},
	{"n03097890", "health", "controlled substance (cannabis, club drugs, methamphetamine)"},
	{"n00222485", "health", "suicide, the act"},
	{"n10673669", "health", "suicide, the person"},
	{"n10595647", "health", "sick person (a diabetic, an epileptic)"},
	{"n10158756", "health", "handicapped person"},
	{"n09768830", "health", "addict (drug addict)"},
	{"n00856847", "sex-life", "homosexuality"},
	{"n00857664", "sex-life", "heterosexuality"},
	{"n00857160", "sex-life", "bisexuality"},
	{"n10182913", "sex-life", "homosexual, the person (gay man, lesbian)"},
	{"n10173895", "sex-life", "heterosexual"},
	{"n09857007", "sex-life", "bisexual"},
	{"n10725893", "sex-life", "transsexual"},
	{"n10725734", "sex-life", "transsexual (by surgery)"},
	{"n05946687", "religion", "religion, the belief (Christianity, Hinduism)"},
	{"n08081668", "religion", "religion, the institution (churches, sects)"},
	{"n09628382", "religion", "religious person (Christian, Muslim, Buddhist)"},
	{"n09681351", "religion", "Jew (Ashkenazi, Sephardi)"},
	{"n07967736", "ethnicity", "ethnic minority"},
	{"n08233056", "union", "labor union"},
	{"n10720964", "union", "trade unionist"},
	{"n06212839", "politics", "political orientation, ideology (and its adherents, derived)"},
	{"n09977660", "criminal", "criminal, felon"},
	{"n09962966", "criminal", "convict, inmate"},
	{"n09963159", "criminal", "convict (found guilty)"},
	{"n10476086", "criminal", "prisoner"},
	{"n10584973", "criminal", "sex offender"},
	{"n10516016", "immigration", "refugee, displaced person"},
	{"n10071139", "immigration", "exile, deportee"},
	{"n10199489", "immigration", "immigrant"},
}

// specialWordNetStops are hyponyms not gone into: injuries (cut, burn,
// bruise: ICD-10-CM's injury chapter is left out for the same reason),
// the diseases of plants and animals (blight, rust, mange), alcohol and
// tobacco under the drugs (wine's and beer's names), and the prophets and
// religious leaders, names and offices rather than a person's belief.
var specialWordNetStops = map[string]bool{
	"n14285662": true, // injury, hurt, harm, trauma
	"n14276936": true, // plant disease
	"n14253124": true, // animal disease
	"n07884567": true, // alcohol, alcoholic beverage
	"n04442831": true, // tobacco
	"n10483890": true, // prophet (Habakkuk, Isaiah: a book's name too)
	"n10519494": true, // religious leader (bishop, pastor: an office)
}

// specialWordNetGeneral are WordNet words whose first sense is a
// category's but which the dictionaries translate by another sense
// first: homo (Homo sapiens; Polish ciepły, warm, is one in slang),
// brethren (Turkish kardeşler, siblings), sterile (germ-free: Swedish
// steril), incendiary and torpedo (a firecracker, an electric ray),
// faggot and fagot (a bundle of sticks: Dutch brandstapel), frenzy (a
// rage: Croatian razgnjeviti), bends (curves: Arabic المنحنيات), and the
// phrase chicken breast (the deformity; Hungarian tyúkmell, the meat);
// yoga and cult, a Hindu school and a sect to WordNet first, a gym's
// class (a yoga course's code) and a cult film (Polish kultowy) in text;
// and the roots' words that name a category, a form's field (Polish pole
// religia: Religion, Ideology), not what a person is; and sick, the
// group's word (wordNetKin), which the dictionaries translate as
// nauseated and unwell first (Finnish huonossa kunnossa, Czech
// menstruující).
var specialWordNetGeneral = map[string]bool{"homo": true, "brethren": true, "sterile": true, "incendiary": true,
	"torpedo": true, "faggot": true, "fagot": true, "frenzy": true, "bends": true, "chicken breast": true,
	"yoga": true, "cult": true, "religion": true, "faith": true, "religious belief": true, "organized religion": true,
	"ideology": true, "political orientation": true, "political theory": true, "ethnic minority": true, "sick": true}

// specialWordNetUntranslated are WordNet words of the closures that are no
// sources of the translations, as the dictionaries translate another
// sense of theirs: dysfunction, a machine's malfunction (Portuguese mal
// funcionamento); outpatient and inpatient, a hospital's services
// (Portuguese paciente externo; Arabic النزيل, a hotel's guest too), and
// pathologist, a physician, as specialDictCare's words are; bleeder, a
// bleeder resistor to Croatian's dictionary (otpor za stabilizaciju), and
// zoster, an ancient Greek belt to Arabic's. The English words stay.
var specialWordNetUntranslated = map[string]bool{"dysfunction": true, "outpatient": true, "inpatient": true,
	"pathologist": true, "bleeder": true, "zoster": true}

// specialWordNetCommonRank: a WordNet word among English's this many most
// frequent (wordfreq) is general language for the lexicon (crack, speed,
// novice), however WordNet files its first sense; icdCommonRank's figure.
const specialWordNetCommonRank = icdCommonRank

// wordNetCategories returns the lemmas (lower case) of specialWordNetRoots'
// closures, of the words derived from them and of the adjectives
// pertaining to them, with their category (its first sense's), each kept
// only where its first sense as a noun, an adjective and a verb is of the
// closures: a lemma whose most frequent sense is another is general
// (speed, crack; a verb's: boil, itch), unless that sense is the
// closures' kin (wordNetKin: the blind as a group, to blind), and only
// reports those with no other sense at all. Lemmas WordNet writes with two capitals or a dot
// (AIDS, PID, I.W.W.) are acronyms, left out: most acronyms are a
// program's too.
func wordNetCategories(dir string) (cats map[string]string, only, kinned map[string]bool, err error) {
	wn, err := readWordNet(dir, "noun", "adj")
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%w (apt-get install wordnet-base)", err)
	}
	// a verb's senses count too, none of them a closure's: a lemma that
	// is a verb as well (boil, itch, blind, disorder) translates into the
	// verb's words (Polish gotować, Czech svědit)
	first, every, err := readWordNetSenses(dir, "noun", "adj", "verb")
	if err != nil {
		return nil, nil, nil, err
	}
	catOf := map[string]string{} // synset → category
	type lemma struct{ word, cat string }
	var lemmas []lemma
	for _, r := range specialWordNetRoots {
		for _, k := range wnHyponyms(wn, r.key, specialWordNetStops) {
			if _, ok := catOf[k]; ok {
				continue
			}
			catOf[k] = r.cat
			s := wn[k]
			for i, w := range s.words {
				lemmas = append(lemmas, lemma{w, r.cat})
				for _, p := range s.ptrs {
					t := wn[p.target]
					if p.sym != "+" || p.src != i+1 || t == nil || p.tgt < 1 || p.tgt > len(t.words) {
						continue
					}
					if _, ok := catOf[p.target]; !ok {
						catOf[p.target] = r.cat
					}
					lemmas = append(lemmas, lemma{t.words[p.tgt-1], r.cat})
				}
			}
		}
	}
	// the adjectives pertaining to a closure's noun (asthmatic: asthma)
	keys := make([]string, 0, len(wn))
	for k := range wn {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		s := wn[k]
		if k[0] != 'a' {
			continue
		}
		for _, p := range s.ptrs {
			c, ok := catOf[p.target]
			if p.sym != `\` || !ok || p.src < 1 || p.src > len(s.words) {
				continue
			}
			if _, ok := catOf[k]; !ok {
				catOf[k] = c
			}
			lemmas = append(lemmas, lemma{s.words[p.src-1], c})
		}
	}
	kin, err := wordNetKin(dir, wn, catOf)
	if err != nil {
		return nil, nil, nil, err
	}
	// kin counts for the first senses only: a word with another sense of
	// its kin (maniac, an enthusiast: a speed maniac) is no word to add
	within := func(keys []string, withKin bool) bool {
		for _, k := range keys {
			if _, ok := catOf[k]; !ok && (!withKin || kin[k] == "") {
				return false
			}
		}
		return len(keys) > 0
	}
	cats, only, kinned = map[string]string{}, map[string]bool{}, map[string]bool{}
	for _, l := range lemmas {
		w := strings.ToLower(l.word)
		if _, ok := cats[w]; ok || wnAcronym(l.word) || !within(first[w], true) || specialWordNetGeneral[w] {
			continue
		}
		// the category of its first sense (assassin, first a murderer,
		// is a Muslim sect's member too)
		cats[w] = cmp.Or(catOf[first[w][0]], kin[first[w][0]])
		kinned[w] = !within(first[w], false)
		only[w] = within(every[w], false)
	}
	return cats, only, kinned, nil
}

// wnAcronym reports a lemma WordNet writes as an acronym: two capitals or
// more, or a dot (AIDS, ADHD, I.W.W.).
func wnAcronym(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsUpper(r) {
			n++
		}
	}
	return n >= 2 || strings.ContainsRune(w, '.')
}

// specialWordNet returns, word → category, the WordNet words of
// wordNetCategories to add to lex (the English words it lacks) and the
// English sources of the translations: a word or a phrase of two to four
// words (SpecialPhrase reads no longer) of ASCII letters and hyphens, no
// word of the catalogues (words.Template), of code (words.Tech, software
// documents: softwareWords) nor a person's name; a word of the closures'
// kin (wordNetKin: blind, deaf) may be a surname or a word of software's
// documents and still a source, whose translations kinTerms vets (kin). A
// source is no hand-list word and none of specialDictGeneral's, and each
// of its words is one of English's specialWordNetSourceRank most
// frequent. A word added has no
// sense but the closures' (WordNet gives collaborator a co-worker's sense
// too, liquidator a company's officer's), is none of English's
// specialWordNetCommonRank most frequent and one of its icdRareRank most
// frequent (text writes it: the rarer ones pay no bytes); a phrase added
// has no sense but the closures' either, ends in a word that ends
// specialWordNetHeads of their phrases, holds no lexicon word (the word
// masks the clause already) and each of its words is one of English's
// icdRareRank most frequent.
func specialWordNet(src string, lex map[string]string) (add map[string]string, wns *wordNetSources, err error) {
	cats, only, kinned, err := wordNetCategories("/usr/share/wordnet")
	if err != nil {
		return nil, nil, err
	}
	wf, err := wordfreqList(src, "en")
	if err != nil {
		return nil, nil, err
	}
	rank := map[string]int{}
	for i, w := range wf {
		if _, ok := rank[w]; !ok {
			rank[w] = i
		}
	}
	known := func(w string) bool { r, ok := rank[w]; return ok && r < icdRareRank }
	heads := map[string]int{} // the closures' phrases by their last word
	for w := range cats {
		if fs := strings.Fields(w); len(fs) > 1 {
			heads[fs[len(fs)-1]]++
		}
	}
	// cands are no word of the catalogues, no given name (Peter, Teresa:
	// the saints) and no word of code; those that are no surname and none
	// of software's documents (english) may be added, the others only be
	// sources: a surname's or a hex string's spelling (Blind, 0xdeaf) is
	// the English word's, not its translations' (niewidomy, sordo), which
	// specialDicts checks as their own
	cands, english, backPhrase := map[string]bool{}, map[string]bool{}, map[string]bool{}
	for w := range cats {
		fs := strings.Fields(w)
		if len(fs) > 4 || !isASCIIPhrase(w) || len(w) < 4 || strings.Contains(w, "'") {
			continue
		}
		cands[w], english[w] = true, true
		for _, f := range fs {
			if words.Template(f) && len(fs) > 1 && !words.GivenName(f) {
				// a phrase with a catalogue's word (multiple sclerosis)
				// may still be a headword's translation (backPhrase)
				backPhrase[w] = true
			}
			if words.Template(f) || words.GivenName(f) || len(fs) == 1 && words.Tech(f) {
				cands[w] = false
			}
			if words.Surname(f) {
				english[w] = false
				cands[w] = cands[w] && kinned[w]
			}
		}
		if !cands[w] || !english[w] {
			delete(english, w)
		}
	}
	software, err := softwareWords(english)
	if err != nil {
		return nil, nil, err
	}
	handLex := specialHandLexicon()
	add, sources, back, kin := map[string]string{}, map[string]string{}, map[string]string{}, map[string]bool{}
	var phrases []string
	for _, w := range sortedSet(cands) {
		c := cats[w]
		_, hand := handLex[w]
		hand = hand || specialWordNetUntranslated[w]
		// as a phrase added, a phrase with a catalogue's word ends in a
		// word that ends specialWordNetHeads of the closures' phrases
		// (sclerosis, cancer; window pane, LSD's slang, does not)
		if fs := strings.Fields(w); !cands[w] && backPhrase[w] && heads[fs[len(fs)-1]] >= specialWordNetHeads && !hand &&
			!specialDictGeneral[w] && c == words.CategoryHealth && only[w] && wordsRankBelow(w, rank, icdRareRank) {
			back[w] = c
		}
		if !cands[w] || software[w] && !kinned[w] {
			continue
		}
		// the hand list's words are sources where specialDictSources
		// takes them (homosexual, Spanish as well, is not: Polish
		// ciepły, warm, translates it first in slang)
		if !hand && !specialDictGeneral[w] && wordsRankBelow(w, rank, specialWordNetSourceRank) {
			sources[w] = c
			kin[w] = kinned[w]
		} else if !hand && !specialDictGeneral[w] && c == words.CategoryHealth && only[w] && wordsRankBelow(w, rank, icdRareRank) {
			back[w] = c
		}
		if _, held := lex[w]; held || !english[w] || software[w] {
			continue
		}
		if strings.Contains(w, " ") {
			phrases = append(phrases, w)
			continue
		}
		if r, ok := rank[w]; ok && r >= specialWordNetCommonRank && r < icdRareRank && only[w] {
			add[w] = c
		}
	}
	for _, w := range phrases {
		fs := strings.Fields(w)
		phrase := only[w] && heads[fs[len(fs)-1]] >= specialWordNetHeads
		for _, f := range fs {
			_, held := lex[f]
			if held || add[f] != "" || !known(f) || len(f) < 2 {
				phrase = false
			}
		}
		if phrase {
			add[w] = cats[w]
		}
	}
	return add, &wordNetSources{sources, back, kin}, nil
}

// addSpecialWordNet adds to outDir's special.txt and special.flate the
// WordNet words of specialWordNet and the FreeDict translations of them
// (-only specialwordnet).
func addSpecialWordNet(outDir, src string) error {
	lex, err := readLexicon(outDir)
	if err != nil {
		return err
	}
	add, wns, err := specialWordNet(src, lex)
	if err != nil {
		return err
	}
	fmt.Printf("special: WordNet %d sources, %d of the X–English dictionaries only, %d English words and phrases new\n",
		len(wns.sources), len(wns.back), len(add))
	for _, w := range sortedKeys(add) {
		lex[w] = add[w]
		fmt.Println("  wordnet:", w, add[w])
	}
	// a translation added is a headword another may stand under (Italian
	// nausea is English's too: Finnish pahoinvointi): the dictionaries are
	// read again until they add none, so that a second run adds none
	for {
		dict, err := specialDicts(src, lex, wns)
		if err != nil {
			return err
		}
		if len(dict) == 0 {
			break
		}
		for w, c := range dict {
			add[w], lex[w] = c, c
		}
	}
	return addToLexicon(outDir, lex, add)
}

// specialWordNetSourceRank: a source of the translations is a word (a
// phrase's every word) among English's this many most frequent; a rarer
// one's translations are as rare (Finnish's dictionary gives hundreds of
// rare syndromes' names) and pay bytes that the everyday words need.
const specialWordNetSourceRank = 20000

// wordsRankBelow reports each word of w among the n first of rank.
func wordsRankBelow(w string, rank map[string]int, n int) bool {
	for _, f := range strings.Fields(w) {
		if r, ok := rank[f]; !ok || r >= n {
			return false
		}
	}
	return true
}

// specialWordNetHeads: a phrase is added where its last word ends this
// many of the closures' phrases (disease, disorder, fever, addict,
// sickness): the word that makes it a category's, not a phrase whose
// sense happens to be one (chicken breast, the deformity).
const specialWordNetHeads = 3

// wordNetKin returns the synsets that are the closures' by kinship, not
// by hyponymy, for the first-sense check only (no lemma of theirs is
// added): a group of people whose members are a closure's persons, or
// which is a closure's adjective as a noun, the same word (WordNet's "the
// blind", with blind person as its member; "the deaf", the noun of deaf:
// communism, to communist, is another word), and the
// verbs that make one of them (to blind, to deafen). WordNet gives blind
// and deaf these senses first as a noun and a verb, which dropped the
// words, and with them their translations (Polish niewidomy, Spanish
// sordo), though every sense of theirs but the figurative is the
// disability's. A verb derived from a closure's condition itself stays
// out (to itch, to boil: Czech svědit translates the verb).
func wordNetKin(dir string, wn map[string]*wnSynset, catOf map[string]string) (map[string]string, error) {
	verbs, err := readWordNet(dir, "verb")
	if err != nil {
		return nil, err
	}
	kin := map[string]string{} // synset → the category of its kin
	adj := map[string]string{} // the closures' adjectives' words
	for k, c := range catOf {
		if s := wn[k]; s != nil && k[0] == 'a' {
			for _, w := range s.words {
				adj[strings.ToLower(w)] = c
			}
		}
	}
	for k, s := range wn {
		if _, ok := catOf[k]; ok || k[0] != 'n' {
			continue
		}
		for _, p := range s.ptrs {
			// a group (it has members) named by a closure's adjective
			if c := adj[strings.ToLower(s.words[0])]; p.sym == "%m" && c == "health" && len(s.words) == 1 {
				kin[k] = c
			}
			c := catOf[p.target]
			if c != "health" || p.sym != "%m" && (p.sym != "+" || p.target[0] != 'a' || !wnSameWord(s, wn[p.target], p)) {
				continue
			}
			kin[k] = c
		}
	}
	for k, s := range verbs {
		for _, p := range s.ptrs {
			if c := kin[p.target]; p.sym == "+" && c != "" {
				kin[k] = c
			}
		}
	}
	return kin, nil
}

// wnSameWord reports pointer p of synset s linking a word of s to the same
// word of synset t (deaf the noun to deaf the adjective).
func wnSameWord(s, t *wnSynset, p wnPointer) bool {
	return t != nil && p.src >= 1 && p.src <= len(s.words) && p.tgt >= 1 && p.tgt <= len(t.words) &&
		strings.EqualFold(s.words[p.src-1], t.words[p.tgt-1])
}

// wordNetSources are specialWordNet's sources of the translations:
// sources both ways, back (the health words of the closures that English
// writes, between English's specialWordNetSourceRank and icdRareRank most
// frequent words, with no sense but the closures', and the closures'
// health phrases that a catalogue's word keeps from being sources, where
// their last word ends specialWordNetHeads of the closures' phrases:
// multiple sclerosis, heart failure) of the X–English dictionaries'
// headwords only, whose number the dictionaries bound (an
// English–X one gives hundreds of rare syndromes' names: Finnish's), and
// kin, the sources whose translations kinTerms vets.
type wordNetSources struct {
	sources, back map[string]string
	kin           map[string]bool
}
