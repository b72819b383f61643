// People's names written in Persian inside a Persian message: "خطا در ثبت
// سفارش برای رضا احمدی", "آقای علی رضایی وارد نشد". Persian writes
// Arabic's letters with its own ی and ک and its own names, so the Arabic
// names data (semnames.go) misses them; the Persian given names of
// words' fagiven.fuse find them. Most Persian surnames are a given name
// with a suffix (احمد + ی, رضا + یی, حسن + زاده, علی + پور), so a word
// that is one, or an Arabic surname of the names data, is a surname. A
// given name followed by a surname or another given name, or a title
// (آقای, خانم, جناب) followed by one or two names, is a person. A word
// the catalogues or dictionaries hold (اصلی, "main", is اصل + ی) or a
// function word of the language is never a name part, so a message's own
// words stay.

package redact

import (
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// faTitles are the titles Persian writes before a person's name: Mr,
// Mrs/Ms, the honourable.
const faTitles = " آقای خانم جناب "

// faStop are function words and verbs of Persian that the names data may
// hold as names: never a name part.
const faStop = " در از به با را که و برای این آن یا تا بر هم نه شد نشد است نیست بود کرد هر چه اگر یک دو کد شماره "

// faSuffixes make a surname of a given name: of (ی, یی after a vowel),
// born of (زاده), son of (پور), of the line of (نژاد), and -far, -nia, -an.
var faSuffixes = []string{"یی", "ی", "زاده", "پور", "نژاد", "فر", "نیا", "یان", "ان"}

// faLetters are the letters Persian adds to Arabic's (ی, ک, پ, گ, چ, ژ):
// a message without one is no Persian and semnames.go reads it.
const faLetters = "یکپگچژ"

// toArabic spells a Persian word with Arabic's ي and ك, as the Arabic
// names data writes them.
var toArabic = strings.NewReplacer("ی", "ي", "ک", "ك")

func detectPersianNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadRTLIndic, semScripts) || dominantScript(s) != arabic || !containsChars(s, faLetters) {
		return
	}
	// the scan's view has no ZWNJ (fold.View): شاه‌حسینی is one word
	ws := semWords(s, func(rune) bool { return false }, false)
	for k := 0; k+1 < len(ws); k++ {
		if sc.stop.pulse() {
			return
		}
		title := semListed(faTitles, ws[k].w)
		if !title && !faGiven(ws[k].w) {
			// a given name alone after a person template's word before
			// its placeholder or a catalogue's word for a person
			// (personLeadWord: به شیرین, توسط کوروش, مشتری مهسا), with the
			// names after it
			if semSpaced(s, ws[k], ws[k+1]) && runeCount(ws[k+1].w) >= 3 && faGiven(ws[k+1].w) && personLeadWord(ws[k].w) {
				n := k + 1
				for n < k+3 && n+1 < len(ws) && semSpaced(s, ws[n], ws[n+1]) && (faSurname(ws[n+1].w) || faGiven(ws[n+1].w)) {
					n++
				}
				sc.add(ws[k+1].i, ws[n].j, phName)
				k = n
			}
			continue
		}
		start := k
		if title {
			// the name is after the title, whichever part comes first
			if !semSpaced(s, ws[k], ws[k+1]) || !faGiven(ws[k+1].w) && !faSurname(ws[k+1].w) {
				continue
			}
			start = k + 1
		}
		// one or two more names after it: a surname, or a given name
		// (the father's, or a second given name)
		n := start
		for n < start+2 && n+1 < len(ws) && semSpaced(s, ws[n], ws[n+1]) && (faSurname(ws[n+1].w) || faGiven(ws[n+1].w)) {
			n++
		}
		if n == start && !title {
			continue
		}
		sc.add(ws[start].i, ws[n].j, phName)
		k = n
	}
}

// faWord reports a word of the message: a function word of Persian, or a
// word of Arabic's or the catalogues'.
func faWord(w string) bool {
	return semListed(faStop, w) || semWord(w)
}

// faGiven reports a Persian given name, or an Arabic one written the
// Persian way, that is no word of the message.
func faGiven(w string) bool {
	if faWord(w) || runeCount(w) < 2 {
		return false
	}
	return wordlist.FaGivenName(faSpelling(w)) || wordlist.SemGivenName(toArabic.Replace(w)) && !hasPrefix(w, "ال")
}

// urduToPersian spells Urdu's own letters as Persian writes them: the
// final and medial h (ہ, ھ, ۃ) as ه, the final ye (ے) as ی, and the
// hamza's seat after alef as the ye Persian writes there (عائشہ, Ayesha,
// is عایشه in the Persian names data).
var urduToPersian = strings.NewReplacer("ہ", "ه", "ھ", "ه", "ۃ", "ه", "ے", "ی", "ائ", "ای")

// faSpelling returns w as Persian spells it: an Urdu word's names are
// mostly Persian's and Arabic's, which the Persian names data writes the
// Persian way (شازیہ, Shazia, is شازیه there; جہانگیر, جهانگیر).
func faSpelling(w string) string {
	if !strings.ContainsFunc(w, urduLetter) {
		return w
	}
	return urduToPersian.Replace(w)
}

// faSurname reports a surname: an Arabic surname of the names data written
// the Persian way (حسینی), or a given name with a surname's suffix
// (احمدی, رضایی, حسن‌زاده), and no word of the message.
func faSurname(w string) bool {
	if faWord(w) || runeCount(w) < 3 {
		return false
	}
	if wordlist.SemSurname(toArabic.Replace(w)) {
		return true
	}
	for _, suf := range faSuffixes {
		if stem, ok := cutSuffix(w, suf); ok && runeCount(stem) >= 2 && wordlist.FaGivenName(faSpelling(stem)) {
			return true
		}
	}
	return false
}
