package redact

import (
	"strings"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// trVerbEndings are the endings of tense, mood and negation Turkish writes
// after a verb's stem, each a space after it (text, not a table: see
// moreEndings), in both vowel harmonies: the present (temizlen|miyor,
// başvur|uyor, oku|yor), what can or cannot be done (imzalan|abilir,
// kilitlen|emez, kaldırıl|amıyor), the past participle (okun|muş,
// tanın|mamış), the future (dol|acak), necessity (bit|meli), "while"
// (indekslen|irken), the past and the negative past (kilitle|n|di,
// aç|madı), the verbal noun (erteleme) and the participle in -(y)An
// (sark|an). The wordfreq lists
// hold a verb's infinitive and few of these: error text writes them all.
const trVerbEndings = "amıyor emiyor yamıyor yemiyor mıyor miyor muyor müyor ıyor iyor uyor üyor " +
	"yabilir yebilir abilir ebilir yamaz yemez amaz emez mamış memiş mış miş muş müş " +
	"mayacak meyecek yacak yecek acak ecek malı meli ırken irken urken ürken arken erken " +
	"amadı emedi madı medi dı di du dü tı ti tu tü ma me yan yen an en "

// trPassives are the passive's endings a verb's stem takes before those
// (kaldır|ıl, imzala|n, bil|in), which the infinitive the lists hold may
// not have (kaldırılamıyor: kaldırmak).
const trPassives = "ıl il ul ül ın in un ün n "

// turkishVerb reports lw, a Turkish verb conjugated with one of
// trVerbEndings, whose infinitive (-mak, -mek), with or without its
// passive or reflexive (hazırla|n|ıl|ıyor: hazırlamak), is a known word no
// names data holds (stemKnown). The stem is of three letters at least
// (dol|acak: dolmak); a capitalised word (a sentence's first) takes off
// only an ending of four letters or more. The present's -Iyor takes a
// stem's last vowel in (bekl|iyor: beklemek), so a stem is asked with a
// and e after it too. The stem itself is not asked of the surnames, as
// the Slavic endings' are: Turkish writes a name's endings after an
// apostrophe (Yılmaz'ın), and no name takes a verb's (tanı|n|mamış is
// no Tanı), and the word as written is (knownForm).
//
//go:noinline
func turkishVerb(lw string, capital bool) bool {
	if trNoun(lw, capital, 1) {
		return true
	}
	return eachRule(trVerbEndings, func(from, _ string) bool {
		stem, ok := cutSuffix(lw, from)
		if !ok || runeCount(stem) < 2 || capital && runeCount(from) < 4 {
			return false
		}
		if hasSuffix(from, "yor") && !hasPrefix(from, "m") && !hasPrefix(from, "a") && !hasPrefix(from, "e") {
			// oku|yor, bekl|iyor, başvur|uyor
			vowel := trimSuffix(from, "yor")
			return trInfinitive(stem, lw) || trInfinitive(stem+vowel, lw) || trInfinitive(stem+"a", lw) || trInfinitive(stem+"e", lw)
		}
		return trInfinitive(stem, lw)
	})
}

// trInfinitive reports a verb's stem whose infinitive, or whose
// infinitive without the passive's and reflexive's endings, is known.
//
// Not inlined: a copy at each of its many call sites cost the bootstrap bytes.
//
//go:noinline
func trInfinitive(stem, lw string) bool {
	return trVoice(stem, lw, 2)
}

// trVoice reports a verb's stem whose infinitive is known, or, depth
// times, the stem without a passive's or reflexive's ending.
func trVoice(stem, lw string, depth int) bool {
	if runeCount(stem) < 3 {
		return false
	}
	if stemKnown(stem+"mak", lw) || stemKnown(stem+"mek", lw) {
		return true
	}
	// gid|il|emiyor: a stem's last t is d before a vowel (gitmek)
	if b, ok := cutSuffix(stem, "d"); ok && (stemKnown(b+"tmak", lw) || stemKnown(b+"tmek", lw)) {
		return true
	}
	// tünel|le|n|emedi, hedef|le|n|iyor: a verb made of a noun with -lA,
	// written as the noun's -lA "with" (trNoun), or whose stem the
	// dictionaries hold as its imperative (denetle|n|emedi)
	if (hasSuffix(stem, "le") || hasSuffix(stem, "la")) && (trNoun(stem, false, 0) || wordlist.LaterEntry(stem)) {
		return true
	}
	return depth > 0 && eachRule(trPassives, func(p, _ string) bool {
		b, ok := cutSuffix(stem, p)
		return ok && trVoice(b, lw, depth-1)
	})
}

// trNounEndings are the endings Turkish glues to a noun or adjective, in
// both harmonies, a space after each: the plural and its possessive
// (çift|leri, seçenek|lerini), the possessive (sonek|i, dosya|sı), the
// cases (dizin|de, sunucu|dan, dosya|nın, değer|e), -lI "with" and -sIz
// "without" (terim|li, parola|sız), -(y)lA "with" (hedef|le, dosya|yla),
// and the cases after the possessive, with its n (aşımı|na, zaman
// aşımına uğradı: "timed out"; dosyası|nda).
const trNounEndings = "lerini larını leri ları ler lar li lı lu lü siz sız suz süz si sı su sü nden ndan nde nda de da den dan nin nın ni nı nu nü ne na ye ya yle yla le la in ın i ı u ü e a "

// trNoun reports lw as a Turkish noun's or adjective's form: an ending of
// trNounEndings in the vowel harmony of the stem before it (a back
// vowel's ending after a back vowel, and -I's rounding: kapı|sı,
// sunucu|su, değer|i, üst|ü), a buffer letter (y, s, n) only after a
// vowel and an ending of a vowel only after a consonant, the stem a word
// of the later languages' filters or the catalogues, of three letters or
// more, or once more such a form (çift|ler|i). Turkish writes a name's
// endings after an apostrophe (Terim'in, Çift'i), so a word with one
// glued on is a word's form even where its stem is a name too
// (çift|leri); a capitalised word (a sentence's first) takes off only an
// ending of three letters or more, and a word of another language's
// letters none.
func trNoun(lw string, capital bool, depth int) bool {
	// (ş is Turkish's own letter too: zaman aşımı)
	if len(lw) < 5 || containsChars(lw, "qwxäåáéíóúýčěřšžůőűăâîșțţ") {
		return false
	}
	for l := trNounEndings; l != ""; {
		var from string
		from, l = nextPrefix(l)
		stem, ok := cutSuffix(lw, from)
		n, m := runeCount(stem), runeCount(from)
		if !ok || n < 3 || capital && m < 3 || m == 1 && n < 4 {
			continue
		}
		last, _ := utf8.DecodeLastRuneInString(stem)
		first, _ := decodeRune(from)
		vowelEnd := containsRune(trVowels, last)
		// -sIz "without" (olanak|sız) takes no buffer letter, nor do
		// -lAr, -lI, -lA and -DA (yuva|la, dosya|da): after either
		buffer := containsRune("ysn", first) && !hasSuffix(from, "z")
		if buffer && !vowelEnd || containsRune(trVowels, first) && vowelEnd || !trHarmony(stem, from) {
			continue
		}
		if n >= 3 && (wordlist.LaterEntry(stem) || wordlist.Template(stem)) || depth > 0 && trNoun(stem, false, depth-1) {
			return true
		}
	}
	return false
}

// trVowels are Turkish's vowels.
const trVowels = "aeıioöuü"

// trHarmony reports an ending whose first vowel agrees with the stem's
// last: a back one after a back one (a ı o u), and -I's four vowels by
// rounding too (ı after a and ı, u after o and u, i after e and i, ü
// after ö and ü).
func trHarmony(stem, end string) bool {
	e := strings.IndexAny(end, trVowels)
	s := strings.LastIndexAny(stem, trVowels)
	if e < 0 || s < 0 {
		return e < 0
	}
	v, _ := decodeRune(end[e:])
	l, _ := decodeRune(stem[s:])
	back := containsRune("aıou", l) == containsRune("aıou", v)
	return back && (v == 'a' || v == 'e' || containsRune("oöuü", l) == containsRune("uü", v))
}
