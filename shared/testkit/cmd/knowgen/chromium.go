package main

import (
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// chromiumDir is where fetch.sh unpacks Debian's chromium-common and
// chromium-l10n (BSD-3-clause) under -src: their locales/*.pak hold the
// browser's strings in some 55 languages, among them the labels its
// autofill fills a person's data under (Name on card, Card number,
// Passport, Driver's license, ID card, Street address,
// ZIP code), translated by the same team in every language.
const chromiumDir = "chromium/usr/lib/chromium/locales"

// chromiumVersion is the Debian release fetch.sh downloads.
const chromiumVersion = "156.0.8078.114-1~deb12u1"

// chromiumCopyright is the Debian notice the packages ship.
const chromiumCopyright = "chromium/usr/share/doc/chromium-common/copyright"

// chromiumLabels are the English strings of the autofill labels
// fieldkeys.fuse takes the translations of, and their classes: "n" a
// person's name (the card's holder, a passenger), "p" other personal
// data (a card's or a document's number, an address, a phone), "c" a
// card's security code, "i" for the identity documents (a number after
// Passport, ID card, License Number in prose is masked as a national
// id's). A document's name alone is no key of a person's field
// (Reisepass-Prüfung:, паспорт_Иванова.jpg: a check's or a file's name
// whose value is the program's words), and a card's or a plate's is a
// thing's or is ambiguous (Spanish matrícula is a school's enrolment
// too): they are left out as "p". And the password manager's Username and
// Password (Persian گذرواژه, Kannada ಬಳಕೆದಾರರಹೆಸರು); and the labels of a
// person's own text: Feedback and a comment ("u", TextKey and CommentKey: Vietnamese phản hồi,
// Swahili maoni, Malay maklum balas, Arabic تعليق) and Note ("o", NoteKey, asked
// before a quote: Amharic ማስታወሻ, Gujarati નોંધ), in languages the chat
// and address-book catalogues do not ship. Labels of things
// (Vehicle, Organization) are left out, and a translation that is a word
// of code (Nickname's German Alias) is, as for every source.
var chromiumLabels = map[string]string{
	"Name on card": "n", "Cardholder name": "n", "Passenger": "n",
	"Card number": "p", "Street address": "p", "Postal code": "p", "ZIP code": "p",
	"Eircode": "p", "Phone number": "p", "phone number": "p", "Email Address": "p", "email address": "p",
	"Passport": "i", "Driver's license": "i", "ID card": "i", "Identity card": "i", "License Number": "ip",
	"Known Traveler Number": "ip", "Redress number": "ip",
	"Security code": "c", "Password": "c", "Username": "p", "Nickname": "n",
	"Feedback": "u", "Note": "o",
	// a comment's label, alone and in the plural, where the chat and
	// accessibility catalogues ship none (Arabic تعليق, Filipino komento,
	// Finnish kommentti)
	"comment": "u", "Comments": "u",
}

// readPak reads a Chromium .pak file (format 4 or 5): its resources' ids
// and texts, UTF-8 or UTF-16 as the file says.
func readPak(path string) (map[uint16]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 12 {
		return nil, fmt.Errorf("%s: too short", path)
	}
	le := binary.LittleEndian
	var n, aliases, off, enc int
	switch le.Uint32(b) {
	case 5:
		enc, n, aliases, off = int(b[4]), int(le.Uint16(b[8:])), int(le.Uint16(b[10:])), 12
	case 4:
		n, enc, off = int(le.Uint32(b[4:])), int(b[8]), 9
	default:
		return nil, fmt.Errorf("%s: pak format %d", path, le.Uint32(b))
	}
	if len(b) < off+6*(n+1)+4*aliases {
		return nil, fmt.Errorf("%s: truncated", path)
	}
	entry := func(i int) (uint16, int) {
		e := b[off+6*i:]
		return le.Uint16(e), int(le.Uint32(e[2:]))
	}
	out := make(map[uint16]string, n+aliases)
	for i := 0; i < n; i++ {
		id, o := entry(i)
		_, o2 := entry(i + 1)
		if o < 0 || o2 > len(b) || o > o2 {
			continue
		}
		s := b[o:o2]
		if enc == 2 { // UTF-16
			u := make([]uint16, len(s)/2)
			for j := range u {
				u[j] = le.Uint16(s[2*j:])
			}
			out[id] = string(utf16.Decode(u))
		} else if utf8.Valid(s) {
			out[id] = string(s)
		}
	}
	at := off + 6*(n+1)
	for i := 0; i < aliases; i++ {
		id, idx := le.Uint16(b[at+4*i:]), int(le.Uint16(b[at+4*i+2:]))
		if src, _ := entry(idx); out[src] != "" {
			out[id] = out[src]
		}
	}
	return out, nil
}

// chromiumKeys returns fieldkeys.fuse's keys from Chromium's autofill
// labels: each class of a chromiumLabels label and its translation as
// fieldKeyForm writes a key, in every language but English and the
// gendered variants of a language (ar_MASCULINE: the same words). A
// translation of fewer than four letters is left out (VIN's FIN, an
// acronym the part before a bracket keeps).
func chromiumKeys(src string) ([][2]string, error) {
	dir := filepath.Join(src, chromiumDir)
	en, err := readPak(filepath.Join(dir, "en-US.pak"))
	if err != nil {
		return nil, fmt.Errorf("%v (fetch.sh's chromium-common and chromium-l10n)", err)
	}
	ids := map[uint16]string{}
	var generic []uint16
	for id, s := range en {
		if c, ok := chromiumLabels[s]; ok {
			ids[id] = c
		}
		if chromiumGeneric[s] {
			generic = append(generic, id)
		}
	}
	paks, err := filepath.Glob(filepath.Join(dir, "*.pak"))
	if err != nil {
		return nil, err
	}
	sort.Strings(paks)
	var out [][2]string
	for _, p := range paks {
		lang := strings.TrimSuffix(filepath.Base(p), ".pak")
		if strings.HasPrefix(lang, "en") || strings.Contains(lang, "_") {
			continue
		}
		tr, err := readPak(p)
		if err != nil {
			return nil, err
		}
		thing := map[string]bool{}
		for _, id := range generic {
			thing[fieldKeyForm(tr[id])] = true
		}
		for id, classes := range ids {
			t := tr[id]
			if t == "" || t == en[id] || fieldWords(t) > 3 || chromiumPlaceholder.MatchString(t) {
				continue
			}
			k := fieldKeyForm(t)
			if utf8.RuneCountInString(k) < 4 || thing[k] {
				continue
			}
			for _, c := range classes {
				out = append(out, [2]string{string(c), k})
			}
		}
	}
	return out, nil
}

// chromiumGeneric are the strings whose translations any key may hold
// (Name, Number, Code, Title): a label translated as one of them in its
// language (Spanish Nickname as Nombre, Russian as Название, a thing's
// name) is left out, as fieldGeneric's are for the address books.
var chromiumGeneric = map[string]bool{"Name": true, "Number": true, "Code": true, "Title": true, "Account": true}

// chromiumPlaceholder is a translation with a placeholder in it: a
// sentence, not a label.
var chromiumPlaceholder = regexp.MustCompile(`\$\d`)

// chromiumNotice is the Debian notice's stanza for Chromium's own files
// and the BSD-3-clause licence it names.
func chromiumNotice(src string) (string, error) {
	b, err := os.ReadFile(filepath.Join(src, chromiumCopyright))
	if err != nil {
		return "", err
	}
	s := string(b)
	i := strings.Index(s, "\nFiles: *\n")
	j := strings.Index(s, "\nLicense: BSD-3-clause\n ")
	if i < 0 || j < 0 {
		return "", fmt.Errorf("%s: no Files: * stanza or BSD-3-clause text", chromiumCopyright)
	}
	stanza, _, _ := strings.Cut(s[i+1:], "\n\n")
	lic := s[j+1:]
	if k := strings.Index(lic, "\n\n"); k >= 0 {
		lic = lic[:k]
	}
	return stanza + "\n\n" + lic + "\n", nil
}

// writeChromiumCLDRNotice writes outDir/file: head (what the filter holds
// and from which sources), then Debian's notice of Chromium and CLDR's
// licence, for the filters made of Chromium's translations and CLDR's
// emoji annotations (docwords.fuse, vehiclewords.fuse).
func writeChromiumCLDRNotice(src, outDir, file, head string) error {
	cn, err := chromiumNotice(src)
	if err != nil {
		return err
	}
	uni, err := os.ReadFile(filepath.Join(src, "npm-cldr-annotations-full", "package", "LICENSE"))
	if err != nil {
		return err
	}
	notice := head + "Chromium (Debian's notice):\n\n" + cn + "\nCLDR:\n\n" + string(uni)
	return os.WriteFile(filepath.Join(outDir, file), []byte(notice), 0o644)
}

// chromiumWord is the commonest translation into lang of the English
// string en among Chromium's resources (Thai หมายเลข for Number).
func chromiumWord(src, lang, en string) (string, error) {
	dir := filepath.Join(src, chromiumDir)
	e, err := readPak(filepath.Join(dir, "en-US.pak"))
	if err != nil {
		return "", err
	}
	t, err := readPak(filepath.Join(dir, lang+".pak"))
	if err != nil {
		return "", err
	}
	n := map[string]int{}
	best := ""
	for id, s := range e {
		if w := t[id]; s == en && w != "" && w != en {
			n[w]++
			if n[w] > n[best] || n[w] == n[best] && w < best {
				best = w
			}
		}
	}
	if best == "" {
		return "", fmt.Errorf("chromium %s: no translation of %q", lang, en)
	}
	return best, nil
}
