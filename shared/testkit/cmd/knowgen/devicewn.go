package main

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// deviceSynsets are WordNet 3.0's senses of the devices that carry an id
// of their own and belong to a person or a household, as deviceids.go's
// English idDeviceNouns name them: their lemmas in the Open Multilingual
// Wordnet's Wiktionary wordnets (omw-data's wns/wikt) join the catalogues'
// translations of Printer and Device in devicenouns.txt (Finnish mittari,
// Japanese 端末, Arabic جهاز, Estonian andur, Czech sluchadlo). Not the
// lock (03682487-n: Schloss is a castle too) nor the watch (04555897-n:
// a clock, Turkish saat, Finnish kello, is an hour too).
var deviceSynsets = map[string]bool{
	"03183080-n": true, // device
	"03753077-n": true, // meter: a measuring instrument
	"04561287-n": true, // water meter
	"04473275-n": true, // transponder
	"04422875-n": true, // thermostat
	"04004767-n": true, // printer: a computer's output device
	"04413419-n": true, // terminal: equipment giving access to a computer
	"03180969-n": true, // sensor, detector
	"04401088-n": true, // telephone
	"02992529-n": true, // mobile phone
	"03082979-n": true, // computer
	"03642806-n": true, // laptop
	"04607869-n": true, // wristwatch
	"03777754-n": true, // modem
	"03221351-n": true, // dongle
	"04114844-n": true, // router: forwards a network's packets
	"02942699-n": true, // camera
	"04569063-n": true, // webcam
	"03506727-n": true, // hearing aid
	"02823124-n": true, // pager
	"13377003-n": true, // smart card
}

// deviceWordnetNouns returns the lemmas of deviceSynsets under src's
// Wiktionary wordnets but English's (idDeviceNouns holds English's; the
// wordnet's English lemmas are slang too: blower, horn), lower case, one
// word each, of four letters or more, or of two or more in a script
// written without spaces (端末, 传感器), sorted, once each.
func deviceWordnetNouns(src string) ([]string, error) {
	seen, english := map[string]bool{}, map[string]bool{}
	err := wiktLemmas(src, deviceSynsets, func(lang, lemma string) {
		w := strings.ToLower(lemma)
		if lang == "eng" {
			english[w] = true
		} else if deviceWordnetNoun(w) {
			seen[w] = true
		}
	})
	for w := range english {
		delete(seen, w)
	}
	return sortedSet(seen), err
}

// deviceWordnetNoun reports a lemma of one word, letters and marks only
// (not "cell phone", "kom-", "telephone (1)"), of four letters or more,
// or of two or more in Han, kana or Hangul.
func deviceWordnetNoun(w string) bool {
	wide := true
	for _, r := range w {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) && r != '-' && r != '\'' && r != '\u200c' {
			return false
		}
		if !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) && r != 'ー' {
			wide = false
		}
	}
	n := utf8.RuneCountInString(w)
	return n >= 4 || wide && n >= 2
}
