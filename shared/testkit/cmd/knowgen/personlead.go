package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// personlead.fuse: the words software writes right before a person's
// name or login in every language its catalogues are translated into,
// read off the templates themselves. A template whose placeholder is a
// person (`Unable to send file to %s, user is not online`, ` by {actor}`,
// `%(contact)s invited you to %(chat)s`) shows, in each translation, the
// word its translator put before the placeholder (`an %s gesendet`,
// `إلى %s`, `à %s`, `przez %s`) and, in the languages that put case and
// postpositions after a noun, the word after it (`{actor} によって`,
// `%s tarafından`, `%s द्वारा`). Those are where a program writes a
// person's argument; the redactor reads a login there as it reads one
// after English's by, to and from (bylogins.go).
//
// Keys: "b:" and the lower-cased word before, "a:" and the word (or, in
// Japanese, the run of hiragana) after. personLeadBits: the redactor asks
// only about the words beside a login-shaped token; at 16 bits a stranger
// is answered yes once in 65,536 asks.
const personLeadBits = 16

// personLeadRatio is how many times as often as before a person's
// placeholder a word may stand before others' and still lead a person:
// an (3 to 22), à (6 to 133), إلى (4 to 38) do; de (Spanish's 5 to 366,
// French's 3 to 417), in and para, which lead a table or a file far more
// often, do not.
const personLeadRatio = 40

// personLeadDomains are the catalogue folders read under -src besides the
// system's: Pidgin's and Gajim's (chat: buddies and nicknames), Evolution's,
// its data server's and Claws Mail's (mail and calendars: senders,
// recipients, organisers).
var personLeadDomains = []string{
	"pwkeys/pidgin-data/usr/share/locale",
	"pwkeys/evolution-data-server-common/usr/share/locale",
	"evolution/usr/share/locale",
	"claws/usr/share/locale",
	"gajim/usr/lib/python3/dist-packages/gajim/data/locale",
}

// personLeadHeldOut are the catalogues the localised corpora measure with
// (shared/testkit/corpusgen/l10n.py HELD_OUT) and those that copy their
// messages: read, they would fit the filter to the measurement.
var personLeadHeldOut = map[string]bool{
	"coreutils": true, "tar": true, "grep": true, "sed": true, "findutils": true, "diffutils": true,
	"apt": true, "libapt-pkg6.0": true, "dpkg": true, "dpkg-dev": true, "systemd": true, "wget": true,
	"wget-gnulib": true, "make": true, "shadow": true, "bash": true, "gnupg2": true, "Linux-PAM": true,
	"procps-ng": true, "psmisc": true, "man-db": true, "man-db-gnulib": true, "xz": true, "git": true,
	"util-linux": true, "aptitude": true, "libc": true, "libgpg-error": true,
}

// postpositional are the languages whose catalogues write a person's case
// or postposition after the name (Japanese, Korean, Turkish and the other
// Turkic languages, Hindi and the Indic languages, Basque, Mongolian): for
// them the word after the placeholder is read too.
var postpositional = map[string]bool{
	"ja": true, "ko": true, "tr": true, "az": true, "uz": true, "kk": true, "ky": true, "tk": true, "tt": true,
	"hi": true, "bn": true, "ta": true, "te": true, "mr": true, "gu": true, "kn": true, "ml": true, "pa": true,
	"ur": true, "ne": true, "si": true, "or": true, "as": true, "eu": true, "mn": true, "my": true, "am": true,
}

var (
	// a printf conversion (positional or not, %(name)s) or a brace field
	rePlaceholder = regexp.MustCompile(`%(?:(\d+)\$)?(?:\((\w+)\))?[-#0 +']*\d*(?:\.\d+)?(?:hh|h|ll|l|z|j|t|L)?([sdiuxXfFgGeEcpa])|\{(\w*)\}`)
	// a placeholder's name that says a person fills it
	rePersonField = regexp.MustCompile(`(?i)^(?:user|user_?name|login|nick|nick_?name|contact|actor|by|who|buddy|sender|recipient|author|owner|person|member|customer|inviter|invitee|organi[sz]er|attendee|delegat(?:or|ee))$`)
	// English's preposition right before a %s whose template names a person
	reEnglishLead = regexp.MustCompile(`(?i)\b(?:by|from|to|with|for)\s*["'“‘«]?$`)
	// a template that names a person (a buddy, a sender, an invitation)
	rePersonTemplate = regexp.MustCompile(`(?i)\b(?:users?|buddy|buddies|contacts?|sender|recipients?|author|owner|members?|attendees?|organi[sz]er|invit\w*|delegat\w*|friends?|people|person|nick\w*|customer)\b`)
	// a person's noun right before the placeholder (user %s, buddy '%s')
	rePersonNounLead = regexp.MustCompile(`(?i)\b(?:user|buddy|contact|sender|recipient|member|customer|owner|author)\s*["'“‘«` + "`" + `]?$`)
)

type slot struct {
	a, b int
	pos  int    // its %N$ number, 0 when none
	name string // its %(name) or {name}
	str  bool   // a string's conversion (%s, {name})
}

func placeholders(s string) []slot {
	var out []slot
	for _, m := range rePlaceholder.FindAllStringSubmatchIndex(s, -1) {
		p := slot{a: m[0], b: m[1]}
		if m[2] >= 0 {
			p.pos, _ = strconv.Atoi(s[m[2]:m[3]])
		}
		switch {
		case m[4] >= 0:
			p.name = s[m[4]:m[5]]
		case m[8] >= 0:
			p.name = s[m[8]:m[9]]
		}
		p.str = m[6] < 0 || s[m[6]:m[7]] == "s"
		out = append(out, p)
	}
	return out
}

// personPlaceholders returns the indexes of id's placeholders a person
// fills: named as a person, or a string right after a person's noun, or
// after by, from, to, with or for in a template that names a person.
func personPlaceholders(id string, ps []slot) []int {
	var out []int
	for i, p := range ps {
		if !p.str {
			continue
		}
		before := id[:p.a]
		if p.name != "" && rePersonField.MatchString(p.name) ||
			p.name == "" && !rePersonNounLead.MatchString(before) && reEnglishLead.MatchString(before) && rePersonTemplate.MatchString(id) {
			out = append(out, i)
		}
	}
	return out
}

// counterpart returns the translation's placeholder that stands for id's
// i-th: the same name, the same position number, or the i-th in order.
func counterpart(ids, trs []slot, i int) (slot, bool) {
	if len(ids) != len(trs) {
		return slot{}, false
	}
	if n := ids[i].name; n != "" {
		for _, t := range trs {
			if t.name == n {
				return t, true
			}
		}
		return slot{}, false
	}
	for _, t := range trs {
		if t.pos != 0 {
			for _, u := range trs {
				if u.pos == i+1 {
					return u, true
				}
			}
			return slot{}, false
		}
	}
	return trs[i], true
}

// quoteRunes are the quotes a translator may put around the placeholder.
const quoteRunes = " \"'«»„“”‘’「」『』`\u00a0"

// leadWords returns the word before the placeholder tr[p.a:p.b] (set off
// by a space or a quote) and the word after it.
func leadWords(tr string, p slot) (before, after string) {
	pre := tr[:p.a]
	if t := strings.TrimRight(pre, quoteRunes); t != pre {
		i := strings.LastIndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) && r != '\'' && r != '’' })
		before = t
		if i >= 0 {
			// the rune at i may be wider than one byte
			_, n := utf8.DecodeRuneInString(t[i:])
			before = t[i+n:]
		}
	}
	post := strings.TrimLeft(tr[p.b:], quoteRunes)
	if j := strings.IndexFunc(post, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsMark(r) }); j >= 0 {
		post = post[:j]
	}
	// Japanese writes no spaces: the particle after a name is its run of
	// hiragana (によって, から, に)
	if r, _ := utf8.DecodeRuneInString(post); unicode.Is(unicode.Hiragana, r) {
		k := strings.IndexFunc(post, func(r rune) bool { return !unicode.Is(unicode.Hiragana, r) })
		if k > 0 {
			post = post[:k]
		}
	}
	return strings.ToLower(before), strings.ToLower(post)
}

// personLeads returns personlead.fuse's keys.
func personLeads(src string) (map[string]bool, string, error) {
	roots := []string{"/usr/share/locale"}
	for _, d := range personLeadDomains {
		roots = append(roots, filepath.Join(src, d))
	}
	person := map[string]int{}
	other := map[string]int{}
	cats := 0
	for i, r := range roots {
		files, _ := filepath.Glob(filepath.Join(r, "*", "LC_MESSAGES", "*.mo"))
		if len(files) == 0 && i > 0 {
			return nil, "", fmt.Errorf("no catalogues under %s (fetch.sh)", r)
		}
		for _, f := range files {
			dom := strings.TrimSuffix(filepath.Base(f), ".mo")
			lang := filepath.Base(filepath.Dir(filepath.Dir(f)))
			lang, _, _ = strings.Cut(lang, "_")
			lang, _, _ = strings.Cut(lang, "@")
			if personLeadHeldOut[dom] || strings.HasPrefix(dom, "iso_") || lang == "en" {
				continue
			}
			cats++
			err := moEntries(f, func(id, tr string) {
				id, _, _ = strings.Cut(id, "\x00")
				tr, _, _ = strings.Cut(tr, "\x00")
				// an entry left untranslated is English, no lead of
				// the language's
				if tr == "" || tr == id || !utf8.ValidString(tr) {
					return
				}
				ids, trs := placeholders(id), placeholders(tr)
				pp := personPlaceholders(id, ids)
				for i := range ids {
					t, ok := counterpart(ids, trs, i)
					if !ok || !ids[i].str {
						continue
					}
					isPerson := false
					for _, k := range pp {
						isPerson = isPerson || k == i
					}
					b, a := leadWords(tr, t)
					keys := []string{}
					if b != "" {
						keys = append(keys, "b:"+b)
					}
					if a != "" && postpositional[lang] {
						keys = append(keys, "a:"+a)
					}
					for _, k := range keys {
						if isPerson {
							person[lang+"\t"+k]++
						} else {
							other[lang+"\t"+k]++
						}
					}
				}
			})
			if err != nil {
				return nil, "", fmt.Errorf("%s: %w", f, err)
			}
		}
	}
	// the redactor does not know a text's language: a key's counts are
	// summed over the languages that write it
	np, no := map[string]int{}, map[string]int{}
	for lk, n := range person {
		_, k, _ := strings.Cut(lk, "\t")
		np[k] += n
	}
	for lk, n := range other {
		_, k, _ := strings.Cut(lk, "\t")
		no[k] += n
	}
	out := map[string]bool{}
	for k, n := range np {
		w := k[2:]
		// a lead of one ASCII letter is grammar of every sentence
		// (Spanish a, Czech s), and so is one the catalogues write
		// before others' placeholders more than personLeadRatio times as
		// often as before a person's (de, in, para: a table's, a
		// file's); a word after the placeholder is most often the
		// sentence's verb or a particle of every noun (の, は): it is kept
		// only when two person templates or more write it and others'
		// placeholders at most half as often (によって, さんへ, 님에게)
		if len(w) < 2 || k[0] == 'b' && no[k] > personLeadRatio*n || k[0] == 'a' && (n < 2 || no[k] > personLeadRatio/2*n) {
			continue
		}
		out[k] = true
	}
	if len(out) == 0 {
		return nil, "", fmt.Errorf("no person leads in %d catalogues", cats)
	}
	keys := make([]string, 0, len(out))
	for k := range out {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if *keysDir != "" {
		_ = os.WriteFile(filepath.Join(*keysDir, "personlead.list"), []byte(strings.Join(keys, "\n")+"\n"), 0o644)
	}
	return out, fmt.Sprintf("personlead.fuse: %d leads from %d catalogues", len(out), cats), nil
}

// personLeadsNotice is personlead.LICENSE's text.
func personLeadsNotice() string {
	return "personlead.fuse holds hashes of the single words that the translations of person templates write right\n" +
		"before the person's placeholder (and, in postpositional languages, right after it), read from the GNU gettext\n" +
		"catalogues installed under /usr/share/locale (less those the localised corpora measure with) and from those of\n" +
		"Debian's pidgin-data (GPL-2+), gajim (GPL-3), evolution-common and evolution-data-server-common (LGPL-2+) and\n" +
		"claws-mail-i18n (GPL-3+); each under its package's licence, see /usr/share/doc/*/copyright.\n" +
		"The filter holds hashes of single words, not the catalogues' text.\n"
}
