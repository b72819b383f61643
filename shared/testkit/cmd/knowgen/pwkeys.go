package main

import (
	"glitchtip-mcp/shared/redact/words"
	"unicode"

	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// pwKeysFile holds the words keys name a password or a passphrase by in
// other languages (smtp_contrasinal, db_lykilord, --db-pasahitza,
// clé_secrète): every translation of up to three words of the password,
// passphrase and secret key labels in the gettext catalogues installed
// under /usr/share/locale (GTK's, Linux-PAM's, GnuPG's…) and in those of
// the keyrings, password managers and network managers fetch.sh unpacks
// under -src/pwkeys (KeePassXC's Qt catalogues, NetworkManager's,
// Seahorse's, KWallet's…) and in MediaWiki's messages (pwmediawiki.go:
// its login form's Password, in languages the desktop catalogues lack),
// as a key writes it, and the heads of the one-word ones' compounds
// (lösen of lösenord, as keys abbreviate it). A filter of its own, asked
// only of a key's last word: fieldkeys.fuse's password class holds the
// catalogues the address books ship, and a rebuilt fieldkeys.fuse
// re-rolls its false positives.
const pwKeysFile = "pwkeys.fuse"

// pwKeysBits: asked of a key's last one, two and three words joined, in
// every key of every text, and a yes masks the key's value: at 16 bits
// the Polish surname kowalski was a stranger it answered (a worker's name
// before ": przekroczono limit dni" lost the message after it). At 24, the
// widest a fuse filter takes, once in some 16 million asks.
const pwKeysBits = 24

// pwLabels are the English labels whose translations name a password or a
// passphrase and nothing else. PIN is left out (its translations are
// "PIN"), and Secret too (Spanish secreto, Swedish hemlig: an adjective
// any key may hold).
var pwLabels = map[string]bool{
	"Password": true, "Password:": true, "_Password:": true, "Password: ": true, "_Password": true, "password": true,
	"Passphrase": true, "Passphrase:": true, "_Passphrase:": true, "Passphrase: ": true, "passphrase": true,
	"New password": true, "New Password": true, "New password:": true, "Old password": true,
	// a secret key, as the keyrings and password managers label the
	// field that holds one (clé secrète, clave secreta, geheimer
	// Schlüssel): its two words, joined, are the key; Secret alone stays
	// out (above)
	"Secret key": true, "Secret Key": true, "Secret key:": true, "Secret Key:": true, "_Secret key:": true,
}

// pwKeysMinCatalogues: one catalogue is enough. At two, Icelandic
// lykilorð, Turkish şifre, Danish kodeord and Korean 비밀번호, each the
// label of one installed catalogue only, were lost; the filter is asked
// only of a key's last words, where a translator's odd word costs nothing.
const pwKeysMinCatalogues = 1

// pwFold writes the Latin letters keys in ASCII write differently from
// latinBare: Icelandic ð and þ, Danish æ, French œ.
var pwFold = strings.NewReplacer("ð", "d", "þ", "th", "æ", "ae", "œ", "oe")

// pwUmlauts writes ä, ö, ü as German and Swedish keys in ASCII write them
// too (loesenord, passwoerter).
var pwUmlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue")

// pwKeysSrc is the folder under -src that fetch.sh unpacks the keyrings',
// password managers' and network managers' packages into, not installed:
// their catalogues name the fields a secret is typed into.
const pwKeysSrc = "pwkeys"

// pwCatalogue is one catalogue's messages and the language it is in.
type pwCatalogue struct {
	name, lang string
	tr         map[string]string
}

// pwCatalogues reads the installed gettext catalogues, those of the
// packages unpacked under src/pwkeys, KeePassXC's Qt catalogues there, and
// MediaWiki's message files under src (pwMediaWikiCatalogues).
func pwCatalogues(src string) ([]pwCatalogue, error) {
	mos, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/*.mo")
	if err != nil || len(mos) == 0 {
		return nil, fmt.Errorf("no catalogues under /usr/share/locale")
	}
	var cats []pwCatalogue
	add := func(mo string) {
		tr, err := readMO(mo)
		if err != nil {
			return
		}
		cats = append(cats, pwCatalogue{filepath.Base(mo), filepath.Base(filepath.Dir(filepath.Dir(mo))), tr})
	}
	for _, mo := range mos {
		add(mo)
	}
	if src == "" {
		return cats, nil
	}
	root := filepath.Join(src, pwKeysSrc)
	n := len(cats)
	err = filepath.WalkDir(root, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		switch {
		case strings.HasSuffix(p, ".mo") && filepath.Base(filepath.Dir(p)) == "LC_MESSAGES":
			add(p)
		case strings.HasSuffix(p, ".qm") && strings.HasPrefix(filepath.Base(p), "keepassxc_"):
			tr, err := readQM(p)
			if err != nil {
				return err
			}
			lang := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(p), "keepassxc_"), ".qm")
			cats = append(cats, pwCatalogue{"keepassxc", lang, tr})
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	if len(cats) == n {
		return nil, fmt.Errorf("no catalogues under %s (fetch.sh unpacks them)", root)
	}
	mw, err := pwMediaWikiCatalogues(src)
	if err != nil {
		return nil, err
	}
	lv, err := pwLaravelCatalogues(src)
	if err != nil {
		return nil, err
	}
	return append(append(cats, mw...), lv...), nil
}

// pwPrefixMin: a key abbreviates its language's word for a password by
// its compound's head (Swedish lösen for lösenord, as English keys write
// pass for password); five letters at least, fewer say nothing (kenn).
const pwPrefixMin = 5

// pwSplit is a one-word password word cut into its compound's head and
// rest.
type pwSplit struct{ head, rest string }

// pwHeads returns the cuts of a one-word password word w in Latin letters
// into a head of five letters or more and a rest of three or more, each a
// word the dictionaries hold (lösen|ord, wacht|woord, contra|seña), the
// head no word of code or of the technical vocabulary. pwKeys keeps the
// heads whose rest ends another password word too (ord: lykilord,
// passord; woord: wagwoord): a rest the words for a password share is
// their "word", and the head before it the part a key keeps (as English
// keys write pass); salas|ana, whose rest no other holds, is a split by
// chance. A cut that is no word (passw, kennw) is only a string's
// beginning.
func pwHeads(w string) []pwSplit {
	r := []rune(w)
	if !latinWord(w) {
		return nil
	}
	var out []pwSplit
	for n := pwPrefixMin; n+3 <= len(r); n++ {
		h, rest := string(r[:n]), string(r[n:])
		if words.DictionaryEntry(h) && words.DictionaryEntry(rest) && !words.Code(h) && !words.Tech(h) {
			out = append(out, pwSplit{h, rest})
		}
	}
	return out
}

// latinWord reports a word of Latin letters alone.
func latinWord(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}

// pwKeys returns pwkeys.fuse's keys and the languages they came from.
func pwKeys(src string) ([]string, int, error) {
	cats, err := pwCatalogues(src)
	if err != nil {
		return nil, 0, err
	}
	seen := map[string]map[string]bool{} // form: the catalogues it came from
	oneWord := map[string]bool{}         // forms a one-word translation wrote
	desktop := map[string]bool{}         // forms a catalogue other than Laravel Lang's wrote
	langs := map[string]bool{}
	for _, c := range cats {
		for id, t := range c.tr {
			if i := strings.IndexByte(id, 4); i >= 0 {
				id = id[i+1:] // msgctxt
			}
			if !pwLabels[id] && !(c.name == "laravel-lang" && pwLaravelLabels[id]) || fieldWords(t) > 3 {
				continue
			}
			// New password, Old password: the noun without its adjective
			// is the label's own translation elsewhere; only the whole
			// label is written as a key (neuespasswort is rare), so keep
			// the one-word ones
			if strings.HasPrefix(id, "New") || strings.HasPrefix(id, "Old") {
				if fieldWords(t) != 1 {
					continue
				}
			}
			f := fieldKeyForm(strings.ReplaceAll(t, "_", ""))
			// no words.Code or words.Tech test, as fieldkeys.fuse has: it
			// would drop Latvian parole, a word English code holds too; four
			// bytes, not letters: Chinese 密码 and Korean 암호 are two
			if len(f) < 4 {
				continue
			}
			if seen[f] == nil {
				seen[f] = map[string]bool{}
			}
			seen[f][c.lang+"/"+c.name] = true
			if c.name != "laravel-lang" {
				desktop[f] = true
			}
			langs[c.lang] = true
			if fieldWords(t) == 1 && !strings.Contains(id, "ecret") && !pwLaravelLabels[id] {
				oneWord[f] = true
			}
		}
	}
	set := map[string]bool{}
	var splits []pwSplit
	for f, cats := range seen {
		if len(cats) < pwKeysMinCatalogues {
			continue
		}
		set[f] = true
		set[pwFold.Replace(latinBare(f))] = true
		set[latinBare(pwFold.Replace(pwUmlauts.Replace(f)))] = true
		if oneWord[f] {
			splits = append(splits, pwHeads(f)...)
		}
	}
	// a rest is shared when some password word other than the split's
	// ends in it, behind another head
	for _, sp := range splits {
		shared := false
		for f := range set {
			// Laravel Lang's words are no rest's witness: Quechua kichana
			// would cut Finnish salasana into salas (Spanish rooms)
			if !desktop[f] && !desktop[pwFold.Replace(latinBare(f))] {
				continue
			}
			if strings.HasSuffix(f, sp.rest) && !strings.HasPrefix(f, sp.head) && len(f) > len(sp.rest)+2 {
				shared = true
				break
			}
		}
		if os.Getenv("PWKEYS_LIST") != "" {
			fmt.Printf("head %s|%s %v\n", sp.head, sp.rest, shared)
		}
		if shared {
			set[sp.head] = true
			set[pwFold.Replace(latinBare(sp.head))] = true
			set[latinBare(pwFold.Replace(pwUmlauts.Replace(sp.head)))] = true
		}
	}
	keys := sortedSet(set)
	sort.Strings(keys)
	return keys, len(langs), nil
}

// writePwKeys writes pwkeys.fuse and its notice, pwkeys.LICENSE.
func writePwKeys(src, outDir string) error {
	keys, langs, err := pwKeys(src)
	if err != nil {
		return err
	}
	if os.Getenv("PWKEYS_LIST") != "" {
		fmt.Println(strings.Join(keys, " "))
	}
	b, err := writeFuse(outDir, pwKeysFile, keys, pwKeysBits)
	if err != nil {
		return err
	}
	mw, err := pwMediaWikiNotice(src)
	if err != nil {
		return err
	}
	lv, err := pwLaravelNotice(src)
	if err != nil {
		return err
	}
	notice := "pwkeys.fuse holds the translations of the Password, Passphrase and Secret key labels, of up to\n" +
		"three words, joined, and the heads of the one-word ones' compounds (lösen of lösenord), in the GNU\n" +
		"gettext catalogues installed under /usr/share/locale (GTK, Linux-PAM, GnuPG, GLib and the other\n" +
		"Debian packages knowgen's fetch.sh installs) and in those of Debian's keepassxc 2.7.4 (its Qt\n" +
		"catalogues, GPL-2+/GPL-3), network-manager 1.42.4, network-manager-gnome 1.30.0, seahorse 43.0,\n" +
		"gnome-keyring 42.1, kwalletmanager 22.12.3, libkf5wallet-data 5.103.0, libsecret-common 0.20.5,\n" +
		"pinentry-gnome3 1.2.1, sudo 1.9.13p3, util-linux-locales 2.38.1, cups-common 2.4.2, pidgin-data\n" +
		"2.14.12, libkf5contacts-data 5.103.0 and evolution-data-server-common 3.46.4, unpacked by fetch.sh\n" +
		"(GPL-2+, LGPL-2+, ISC and BSD-style; see each package's /usr/share/doc/*/copyright), and in\n" +
		"the core messages of Debian's mediawiki " + pwMediaWikiVersion[2:] + " (languages/i18n/*.json, translated on\n" +
		"translatewiki.net; the languages of a two-letter code), whose Debian notice says:\n\n" + mw +
		"\nand Laravel Lang's translations of Password and Recovery Code (github.com/Laravel-Lang/lang at\n" +
		"bd286f0, locales/*/json.json, fetch.sh's laravel-lang), whose licence says:\n\n" + lv +
		"\nOnly the words are kept, hashed.\n"
	if err := os.WriteFile(filepath.Join(outDir, "pwkeys.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry (%d languages' catalogues)\n", pwKeysFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), langs)
	return nil
}
