package main

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// textword.fuse: the labels a person's own text stands under, in every
// language the catalogues translate them into, with the forms the same
// language's catalogues write of them: Note, Memo, Comment, Review,
// Remark, Feedback and Message ("t:": Bewertung, arvostelu, recenze,
// notat, viesti, zpráva, đánh giá, 리뷰, レビュー, メモ, 备注, 评论), and
// Reason and Description ("d:": Grund, důvod, lý do, 설명), under
// which a service writes its own text too. The redactor reads a sentence
// after a clause that opens with such a label and says what became of
// the text (Bewertung abgelehnt: …, 配送备注保存失败：“…”) as the
// person's, as contentkeys.go does under a key.
//
// textWordBits: the redactor asks only about the first word of a clause
// before a colon, or the characters of a CJK run there; at 16 bits a
// stranger is answered yes once in 65,536 asks.
const textWordBits = 16

// textWordSeeds are the English labels whose translations are "t:" (a
// person's text), and textWordService those whose translations are "d:"
// (a service's text as often: a reason, a description). A translation of
// a "t:" seed that is also one of a "d:" seed or of Message in a script
// written without spaces is "d:" (Korean's Comment is its Description,
// 설명; Chinese 消息 is any program's message).
var (
	textWordSeeds   = []string{"Note", "Notes", "Memo", "Comment", "Comments", "Review", "Reviews", "Remark", "Remarks", "Feedback", "Message"}
	textWordService = []string{"Reason", "Description"}
)

// textWordDomains are the catalogue folders read beside the system's:
// those fetch.sh unpacks under -src, Pidgin's, the address books' and
// Evolution's (Note, Memo, Message), Claws Mail's (Message, Remarks), and
// the software centres' (Review, Reviews: KDE's Discover, GNOME Software).
var textWordDomains = []string{"pwkeys/pidgin-data/usr/share/locale", "pwkeys/libkf5contacts-data/usr/share/locale",
	"pwkeys/evolution-data-server-common/usr/share/locale", "evolution/usr/share/locale", "claws/usr/share/locale",
	"textwords/plasma-discover-common/usr/share/locale", "textwords/gnome-software-common/usr/share/locale"}

// textWordMinStem is the fewest letters of a stem whose forms are looked
// for; textWordMaxEnding the most letters a form adds to it
// (kommentar|en, viest|iä, notat|er).
const textWordMinStem, textWordMaxEnding = 6, 3

// textWordMinSeen is how many entries of a language's catalogues must
// write a translation of the seeds: a translator's slip written once
// (Swedish Comments as Kommando) is none. Review and Reviews are asked
// once: only the software centres write them.
const textWordMinSeen = 2

// textWords returns textword.fuse's keys ("t:" or "d:" before the label
// as a key writes it, fieldKeyForm: ghichú, đánhgiá): each translation of
// one or two words of the seeds, and every word of the same language's
// catalogues that is a form of a one-word translation: it begins with the
// translation less a last vowel or s and adds at most textWordMaxEnding
// letters, or it is the translation less one or two last letters, a plural
// written as its singular (Bewertungen: Bewertung). A translation of
// Review that no translation of Reviews shares a stem with is the verb
// (Überprüfen, Xem lại, 확인), left out; so is a Note that is also the
// language's Save or Record (Thai บันทึก), English words (wamerican), and a
// word of code (words.Code, words.Tech).
func textWords(src string) (map[string]bool, string, error) {
	english, err := englishWords()
	if err != nil {
		return nil, "", err
	}
	want := map[string]bool{"Save": true, "Record": true}
	for _, s := range append(append([]string(nil), textWordSeeds...), textWordService...) {
		want[s] = true
	}
	dirs := []string{"/usr/share/locale"}
	for _, d := range textWordDomains {
		dirs = append(dirs, filepath.Join(src, d))
	}
	type lang struct {
		vocab map[string]bool
		tr    map[string][]string // seed: its translations (fieldKeyForm), of one or two words
		pair  map[string]bool     // a translation of two words (ghi chú), whose forms are not looked for
		seen  map[string]int      // how many entries of the language's catalogues write a translation
	}
	langs := map[string]*lang{}
	for _, d := range dirs {
		mos, err := filepath.Glob(filepath.Join(d, "*", "LC_MESSAGES", "*.mo"))
		if err != nil || len(mos) == 0 {
			return nil, "", fmt.Errorf("no catalogues under %s (fetch.sh)", d)
		}
		for _, m := range mos {
			code := filepath.Base(filepath.Dir(filepath.Dir(m)))
			l := langs[code]
			if l == nil {
				l = &lang{vocab: map[string]bool{}, tr: map[string][]string{}, pair: map[string]bool{}, seen: map[string]int{}}
				langs[code] = l
			}
			_ = moEntries(m, func(id, tr string) {
				for _, w := range catalogueTextWords(tr) {
					l.vocab[w] = true
				}
				id = strings.TrimSpace(strings.TrimSuffix(strings.ReplaceAll(strings.ReplaceAll(id, "_", ""), "&", ""), ":"))
				if !want[id] {
					return
				}
				tr = strings.ReplaceAll(strings.ReplaceAll(tr, "_", ""), "&", "")
				if n := fieldWords(tr); n == 0 || n > 2 {
					return
				}
				if t := fieldKeyForm(tr); t != "" {
					l.tr[id] = append(l.tr[id], t)
					l.pair[t] = l.pair[t] || fieldWords(tr) == 2
					l.seen[t]++
				}
			})
		}
	}
	out := map[string]bool{}
	codes := make([]string, 0, len(langs))
	for c := range langs {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	for _, code := range codes {
		l := langs[code]
		service, action := map[string]bool{}, map[string]bool{}
		for _, s := range textWordService {
			for _, t := range l.tr[s] {
				service[t] = true
			}
		}
		for _, s := range []string{"Save", "Record"} {
			for _, t := range l.tr[s] {
				action[t] = true
			}
		}
		add := func(class, w string) {
			if english[w] || utf8.RuneCountInString(w) < 2 || !spacelessWord(w) && utf8.RuneCountInString(w) < 3 || words.Code(w) || words.Tech(w) {
				return
			}
			out[class+":"+w] = true
		}
		for _, s := range textWordService {
			for _, t := range l.tr[s] {
				add("d", t)
			}
		}
		for _, s := range textWordSeeds {
			for _, t := range l.tr[s] {
				if s == "Review" && !sharesReviewStem(t, l.tr["Reviews"]) || action[t] || l.seen[t] < textWordMinSeen && !strings.HasPrefix(s, "Review") {
					continue
				}
				class := "t"
				if service[t] || s == "Message" && spacelessWord(t) {
					class = "d"
				}
				add(class, t)
				if spacelessWord(t) || l.pair[t] || english[t] || s == "Memo" {
					continue
				}
				for _, f := range textForms(t, l.vocab) {
					if !service[f] {
						add(class, f)
					}
				}
			}
		}
	}
	if len(out) == 0 {
		return nil, "", fmt.Errorf("no translations of %v", textWordSeeds)
	}
	return out, fmt.Sprintf("textword.fuse: %d translations of %v and %v and their forms", len(out), textWordSeeds, textWordService), nil
}

// sharesReviewStem reports a translation of Review that one of Reviews'
// begins with, or that begins with one less its last two letters: the
// noun (Rezension: Rezensionen, đánhgiá), not the verb (Überprüfen).
func sharesReviewStem(t string, reviews []string) bool {
	for _, r := range reviews {
		rr := []rune(r)
		if r == t || strings.HasPrefix(r, t) || len(rr) > 4 && strings.HasPrefix(t, string(rr[:len(rr)-2])) {
			return true
		}
	}
	return false
}

// textForms returns the words of vocab that are forms of the one-word
// translation w (see textWords).
func textForms(w string, vocab map[string]bool) []string {
	stem := w
	if last, n := utf8.DecodeLastRuneInString(w); strings.ContainsRune(caseVowels, last) {
		stem = w[:len(w)-n]
	}
	sn, wn := utf8.RuneCountInString(stem), utf8.RuneCountInString(w)
	var out []string
	for v := range vocab {
		vn := utf8.RuneCountInString(v)
		if sn >= textWordMinStem && strings.HasPrefix(v, stem) && vn-sn <= textWordMaxEnding ||
			vn >= textWordMinStem-1 && strings.HasPrefix(w, v) && wn-vn <= 2 {
			out = append(out, v)
		}
	}
	sort.Strings(out)
	return out
}

// textWordsNotice is textword.LICENSE's text.
func textWordsNotice() string {
	return "textword.fuse holds hashes of the translations of " + strings.Join(textWordSeeds, ", ") + ", " + strings.Join(textWordService, ", ") + "\n" +
		"in the GNU gettext catalogues installed under /usr/share/locale and in those of Debian's pidgin-data (GPL-2+),\n" +
		"libkf5contacts-data (LGPL-2+), evolution-data-server-common and evolution-common (LGPL-2+), claws-mail-i18n\n" +
		"(GPL-3+), plasma-discover-common (GPL-2 or 3, KDE e.V.) and gnome-software-common (GPL-2+), and of the inflected\n" +
		"forms of those words that the same language's catalogues write; each catalogue under its package's licence, see\n" +
		"/usr/share/doc/*/copyright. English words (wamerican, public domain) are left out.\n" +
		"The filter holds hashes of single translated words, not the catalogues' text.\n"
}
