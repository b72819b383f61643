package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// pwKeysFile holds the words keys name a password or a passphrase by in
// other languages (smtp_contrasinal, db_lykilord, --db-pasahitza): every
// one-word translation of the password and passphrase prompts' labels in
// the gettext catalogues installed under /usr/share/locale (GTK's,
// Linux-PAM's, GnuPG's, the address books', Pidgin's, NetworkManager's…),
// as a key writes it. A filter of its own, asked only of a key's last
// word: fieldkeys.fuse's password class holds the catalogues the address
// books ship, and a rebuilt fieldkeys.fuse re-rolls its false positives.
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

// pwKeys returns pwkeys.fuse's keys and the languages they came from.
func pwKeys() ([]string, int, error) {
	mos, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/*.mo")
	if err != nil || len(mos) == 0 {
		return nil, 0, fmt.Errorf("no catalogues under /usr/share/locale")
	}
	seen := map[string]map[string]bool{} // form: the catalogues it came from
	langs := map[string]bool{}
	for _, mo := range mos {
		tr, err := readMO(mo)
		if err != nil {
			continue
		}
		lang := filepath.Base(filepath.Dir(filepath.Dir(mo)))
		for id, t := range tr {
			if i := strings.IndexByte(id, 4); i >= 0 {
				id = id[i+1:] // msgctxt
			}
			if !pwLabels[id] || fieldWords(t) > 3 {
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
			seen[f][filepath.Base(mo)] = true
			langs[lang] = true
		}
	}
	set := map[string]bool{}
	for f, cats := range seen {
		if len(cats) < pwKeysMinCatalogues {
			continue
		}
		set[f] = true
		set[pwFold.Replace(latinBare(f))] = true
		set[latinBare(pwFold.Replace(pwUmlauts.Replace(f)))] = true
	}
	keys := sortedSet(set)
	sort.Strings(keys)
	return keys, len(langs), nil
}

// writePwKeys writes pwkeys.fuse and its notice, pwkeys.LICENSE.
func writePwKeys(outDir string) error {
	keys, langs, err := pwKeys()
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
	notice := "pwkeys.fuse holds the one-word translations of the Password and Passphrase labels in the GNU\n" +
		"gettext catalogues installed under /usr/share/locale (GTK, Linux-PAM, GnuPG, GLib, NetworkManager,\n" +
		"the address books, Pidgin and the other Debian packages installed by knowgen's fetch.sh), each\n" +
		"under its package's licence (see /usr/share/doc/*/copyright). Only the words are kept, hashed.\n"
	if err := os.WriteFile(filepath.Join(outDir, "pwkeys.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry (%d languages' catalogues)\n", pwKeysFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), langs)
	return nil
}
