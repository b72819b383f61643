package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"glitchtip-mcp/shared/redact/words"
)

// fieldKeysFile holds the words other languages write a personal field's
// key with (geburtsdatum, date_de_naissance, codigo_postal, nachname): the
// translations of the address-book field labels of KDE's KContacts and
// GNOME's Evolution Data Server, in every language Debian ships them in.
// An address book is the one program whose labels are the very fields
// error text names a person's data by.
const fieldKeysFile = "fieldkeys.fuse"

// fieldKeysPackages are the Debian packages whose catalogues fieldkeys.fuse
// reads (kcontacts5.mo, evolution-data-server.mo), both LGPL.
// GTK 2's catalogue (libgtk2.0-common, LGPL) adds its password prompt's
// label (Password:): Afrikaans wagwoord, Greek συνθηματικό, Interlingua
// contrasigno, which the address book's lack; and the same prompt's user
// name (Username:), the account's login, which an address book has no
// field for: Italian nome utente, Norwegian brukernavn, Finnish
// käyttäjätunnus.
//
// Three catalogues add the labels a person's own text stands under ("t"):
// Pidgin's chat Message (pidgin-data, GPL), and the comment of AT-SPI's
// accessible objects and GStreamer's tags (at-spi2-common,
// libgstreamer1.0-0, LGPL): Polish wiadomość, Czech zpráva, Hebrew הודעה,
// Hindi संदेश, Greek μήνυμα, Estonian kommentaar. Pidgin's Note is left
// out: "Nota:" heads a program's remark in the Romance languages.
//
// python3-stdnum (LGPL) adds the names countries give a person's numbers
// in their own languages ("i", idlabels.go), and django-localflavor (BSD,
// PyPI, in -src) the labels of a person's numbers, postcode, bank account
// and car plate its form fields' catalogues hold ("i" and "p",
// localflavor.go), and Chromium's translations (chromium-l10n, in -src)
// the labels its autofill fills a card's holder and number, an identity
// document's number and an address under (chromium.go).
var fieldKeysPackages = []string{"libkf5contacts-data", "evolution-data-server-common", "libgtk2.0-common",
	"pidgin-data", "at-spi2-common", "libgstreamer1.0-0", "python3-stdnum", "libpam-runtime", "login"}

// textLabels are the labels of those three catalogues whose translations
// key a person's text: a chat's message, an object's comment.
// A comment is a label only people write under ("u", asked also before
// "=": kommentaar=…); a message a service writes too (mensaje=Tarjeta
// rechazada…).
var textLabels = map[string]string{"Message": "t", "_Message:": "t", "Message:": "t", "comment": "u"}

// noteLabels are the address books' and Pidgin's Note: the label of a
// note somebody wrote about a person ("o"), Polish notatka, Vietnamese
// ghi chú, Indonesian catatan, Thai หมายเหตุ, Japanese 備考, Korean 메모.
// The redactor asks them only before a quoted sentence (notatka klienta
// "…"), as "Nota:" alone heads a program's remark in the Romance
// languages.
var noteLabels = map[string]string{"Note": "o", "Notes": "o"}

// noteActions are labels of actions whose translation may be the Note's
// too (Thai บันทึก is Save as well as Note): such a translation is no
// note's label, as "save \"…\"" quotes what was saved.
var noteActions = []string{"Save", "_Save", "Record"}

// passwordLabels are the labels of the password prompt GTK 2 translates:
// the password's, and the user name's, personal data ("p") as English
// username is.
var passwordLabels = map[string]string{"Password:": "c", "_Password:": "c", "Username:": "p", "_Username:": "p"}

// profileLabels are the labels of the profile a chat account shows of a
// person, as Pidgin translates them in some 85 languages, where the
// address books ship fewer: the names (First name, Last name, Middle
// Name, Real Name, Nickname: Italian cognome, Dutch achternaam, Czech
// příjmení, Swedish förnamn), the year and day of birth (Turkish doğum
// yılı, Finnish syntymävuosi, Vietnamese năm sinh), the phone, the
// street, the e-mail address and the login. Gender is left out (French
// genre, Russian пол name a book's genre and a floor), and City (Stadt,
// ville name a setting's place as often as a person's).
var profileLabels = map[string]string{
	"First Name": "n", "First name": "n", "First name:": "n", "Last Name": "n", "Last name": "n", "Last name:": "n",
	"Middle Name": "n", "Given Name": "n", "Family Name": "n", "Full Name": "n", "Full name": "n",
	"Real Name": "n", "Real name": "n", "Nickname": "n",
	"Birth Day": "p", "Birth Year": "p", "Year of birth": "p", "Birthday": "p",
	"Telephone Number": "p", "Telephone": "p", "Phone": "p", "Mobile Phone": "p",
	"Street Address": "p", "Postal Code": "p", "Postal code": "p", "Email Address": "p",
	"User Name": "p", "Username": "p", "Login name": "p",
	"Password": "c", "Password:": "c", "_Password:": "c",
}

// pamLabels are the password prompts of Linux-PAM and of shadow's login
// (libpam-runtime, login; GPL and BSD-like), translated in some 120
// languages: more than GTK 2's (Malayalam അടയാളവാക്ക്, Albanian
// fjalëkalim). Their "login:" is left out: its translations are the
// word for a connection (connexion, Anmeldung), a key any program has.
var pamLabels = map[string]string{"Password: ": "c"}

// spouseLabels are the address book's labels of the people a contact
// names beside itself (Evolution's Spouse's Name): a name's key.
var spouseLabels = map[string]string{"Spouse’s Name": "n"}

// fieldKeysBits: a key a stranger answered yes for would have its value
// masked, a benign key's value lost; asked for the key joined and each of
// its words, a few times a text, for each of three classes: 2^-16 (at 14
// bits, with the password's class, "frozen String" was a name's key; at
// 15, with the note's and the number's names added, "jackson" of
// jackson-databind was a personal field's: 16).
const fieldKeysBits = 16

// fieldLabels are the English labels (msgctxt EOT msgid as the .mo
// catalogues key them) of the address-book fields that hold a person's
// data, and the class the redactor gives a key of their words: "n" a
// person's name, "p" other personal data, "c" a credential (the account
// settings' Password, which keys in Telugu, Tamil, Irish or Vietnamese
// name a password by: సంకేతపదము, கடவுச்சொல், focal faire, mật khẩu). Labels of the book's own
// things (Name alone, Organization, Note, Country, Region, the
// Home/Work/Other kinds) and of what prose says with the same word
// (Anniversary: Indonesian peringatan is a warning; Parcel: paket,
// paquet; Pager) are left out: they name no person's data, and
// translating them would hold words every key uses.
var fieldLabels = map[string]string{
	"Given Name": "n", "Family Name": "n", "Additional Names": "n", "Nick Name": "n",
	"Full Name": "n", "Formatted Name": "n",
	"Birthday": "p", "Birth Date": "p",
	"Street": "p", "Postal Code": "p", "Post Office Box": "p",
	"street/postal\x04Address": "p", "Address for delivering letters\x04Postal": "p",
	"Home Address": "p", "Work Address": "p",
	"Home Address Street": "p", "Home Address Zip Code": "p", "Home Address City": "p",
	"Business Address Street": "p", "Business Address Zip Code": "p",
	"Email": "p", "Email Address": "p", "Alternative Emails": "p",
	"Mobile Phone": "p", "Mobile Phone\x04Mobile": "p", "Home Phone": "p", "Business Phone": "p",
	"Car Phone": "p", "Callback Phone": "p", "Company Phone": "p", "Assistant Phone": "p",
	"Undefined phone type\x04Telephone number": "p", "Home Fax": "p", "Business Fax": "p",
	"Password": "c", "_Password:": "c",
}

// fieldGeneric are labels whose translations are words any key may hold
// (the Home, Work and Other kinds, Name, Number): a translation of a field
// label that is one of theirs in the same language is left out (Polish
// Telefon domowy keeps telefondomowy, never domowy alone).
var fieldGeneric = []string{
	"Name", "Home Address\x04Home", "Home phone\x04Home", "Work Address\x04Work", "Work phone\x04Work",
	"another type of address\x04Other", "another type of phone\x04Other", "Preferred phone\x04Preferred",
	"Preferred Number", "Personal", "Organization", "Note", "Country", "Region", "Locality", "Undefined",
	"Custom", "Department", "Home Address Label", "Business Address Label", "Delivery Label",
}

// fieldKeys returns fieldkeys.fuse's keys: "n:" or "p:" and a label's
// translation as a key writes it, its words lower-cased and joined
// (geburtsdatum, datedenaissance, telefonnummer), with what a bracket or a
// comma adds left out (Telefon (privat): telefon), and again with its
// Latin letters' marks left off (código postal: codigopostal), as keys are
// mostly written in ASCII.
func fieldKeys(src string) ([]string, []string, error) {
	set := map[string]bool{}
	var langs []string
	for _, dom := range []string{"kcontacts5", "evolution-data-server", "gtk20", "pidgin", "at-spi2-core", "gstreamer-1.0", "Linux-PAM", "shadow"} {
		labels := fieldLabels
		switch dom {
		case "gtk20":
			labels = passwordLabels
		case "Linux-PAM", "shadow":
			labels = pamLabels
		case "at-spi2-core", "gstreamer-1.0":
			labels = textLabels
		case "pidgin":
			labels = maps.Clone(textLabels)
			maps.Copy(labels, profileLabels)
		}
		if dom == "kcontacts5" || dom == "evolution-data-server" || dom == "pidgin" {
			labels = maps.Clone(labels)
			maps.Copy(labels, noteLabels)
		}
		if dom == "evolution-data-server" {
			maps.Copy(labels, spouseLabels)
		}
		mos, err := filepath.Glob("/usr/share/locale/*/LC_MESSAGES/" + dom + ".mo")
		if err != nil || len(mos) == 0 {
			return nil, nil, fmt.Errorf("no %s.mo under /usr/share/locale (apt-get install %s)", dom, strings.Join(fieldKeysPackages, " "))
		}
		for _, mo := range mos {
			tr, err := readMO(mo)
			if err != nil {
				return nil, nil, err
			}
			if dom == "kcontacts5" || dom == "evolution-data-server" || dom == "gtk20" {
				langs = append(langs, filepath.Base(filepath.Dir(filepath.Dir(mo)))) // the address books' languages
			}
			generic := map[string]bool{}
			for _, g := range fieldGeneric {
				if t := fieldKeyForm(tr[g]); t != "" {
					generic[t] = true
				}
			}
			action := map[string]bool{}
			for _, g := range noteActions {
				if t := fieldKeyForm(tr[g]); t != "" {
					action[t] = true
				}
			}
			for label, class := range labels {
				t := fieldKeyForm(tr[label])
				own := class == "t" || class == "u" || class == "o" // a person's text's label, asked apart
				if t == "" || generic[t] && !own || class == "o" && action[t] || utf8.RuneCountInString(t) < 3 && (!own || firstRune(t) < 0x2E80) || fieldWords(tr[label]) > 3 {
					continue
				}
				if words.Code(t) || words.Tech(t) {
					// a word programs are written in (via, gate, post):
					// the English keys.go reads itself, or a key of code
					continue
				}
				set[class+":"+t] = true
				if a := latinBare(t); a != t && class != "t" && class != "u" { // a key of a note may be written in ASCII (ghi_chu); a label of text is written as its language writes it
					set[class+":"+a] = true
				}
				// Telugu writes a noun's -ము ending as the anusvara
				// too, as speech says it (సంకేతపదము, సంకేతపదం)
				if a, ok := strings.CutSuffix(t, "ము"); ok {
					set[class+":"+a+"ం"] = true
				}
			}
		}
	}
	ids, err := idLabels()
	if err != nil {
		return nil, nil, err
	}
	for _, k := range ids {
		set[k] = true
	}
	lf, err := localFlavorLabels(src)
	if err != nil {
		return nil, nil, err
	}
	cr, err := chromiumKeys(src)
	if err != nil {
		return nil, nil, err
	}
	for _, e := range cr {
		if words.Code(e[1]) || words.Tech(e[1]) {
			continue
		}
		set[e[0]+":"+e[1]] = true
		if a := latinBare(e[1]); a != e[1] && e[0] != "t" && e[0] != "u" { // a label of text is written as its language writes it
			set[e[0]+":"+a] = true
		}
	}
	for _, e := range lf {
		class, t := e[0], e[1]
		if utf8.RuneCountInString(t) < 3 || words.Code(t) || words.Tech(t) {
			continue
		}
		for _, c := range strings.Split(map[string]string{"i": "i p", "p": "p"}[class], " ") {
			set[c+":"+t] = true
			if a := latinBare(t); a != t {
				set[c+":"+a] = true
			}
		}
	}
	for k := range set {
		// a word both classes hold (a language that says Name for both)
		// is a name's: the stricter mask; a password's word that is
		// also a field's is that field's
		if strings.HasPrefix(k, "p:") && set["n:"+k[2:]] || strings.HasPrefix(k, "c:") && (set["n:"+k[2:]] || set["p:"+k[2:]]) {
			delete(set, k)
		}
	}
	sort.Strings(langs)
	return sortedSet(set), slices.Compact(langs), nil
}

// fieldKeyForm is a translated label as a key writes it: the part before a
// bracket or a comma, its accelerator marks dropped, its letters and
// digits lower-cased and joined ("" for an untranslated label).
func fieldKeyForm(t string) string {
	if i := strings.IndexAny(t, "(,（、"); i >= 0 {
		t = t[:i]
	}
	var b strings.Builder
	for _, r := range t {
		if unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.M, r) {
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// fieldWords is how many words a translation's part before a bracket or a
// comma has: a key of more than three (adresa do zaměstnání PSČ) is
// not written.
func fieldWords(t string) int {
	if i := strings.IndexAny(t, "(,（、"); i >= 0 {
		t = t[:i]
	}
	return len(strings.FieldsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.M, r) }))
}

// latinBare leaves the marks off a Latin letter (código: codigo, straße:
// strasse, łączność: lacznosc), as keys written in ASCII do: names.go's
// unaccent, and the letters of Romanian, Lithuanian, Slovak and
// Croatian spellings its names data needs not (ă, ș, ė, ľ, đ).
func latinBare(w string) string { return unaccent(moreMarks.Replace(w)) }

var moreMarks = strings.NewReplacer("ă", "a", "ė", "e", "đ", "d", "ľ", "l", "ĺ", "l", "ŕ", "r",
	"ș", "s", "ț", "t", "ţ", "t", "ÿ", "y")

// writeFieldKeys writes fieldkeys.fuse and its notice, fieldkeys.LICENSE.
func writeFieldKeys(src, outDir string) error {
	keys, langs, err := fieldKeys(src)
	if err != nil {
		return err
	}
	b, err := writeFuse(outDir, fieldKeysFile, keys, fieldKeysBits)
	if err != nil {
		return err
	}
	notice := "fieldkeys.fuse holds the translations of the address-book field labels of KDE's KContacts and\n" +
		"GNOME's Evolution Data Server into " + fmt.Sprint(len(langs)) + " languages (" + strings.Join(langs, " ") + "),\n" +
		"as Debian ships them (/usr/share/locale/*/LC_MESSAGES/kcontacts5.mo, evolution-data-server.mo),\n" +
		"GTK 2's password prompt's labels, Password: and Username: (gtk20.mo), and the labels of a\n" +
		"person's text: Pidgin's Message (pidgin.mo), the labels of Pidgin's profile of a person (First\n" +
		"name, Last name, Real Name, Year of birth, Telephone Number, Login name) and Evolution's\n" +
		"Spouse's Name, the password prompts of Linux-PAM and login (Linux-PAM.mo, shadow.mo), AT-SPI's and GStreamer's comment\n" +
		"(at-spi2-core.mo, gstreamer-1.0.mo), and the address books' and Pidgin's Note; and the names\n" +
		"python-stdnum's modules give a person's numbers in their countries' languages\n" +
		"(/usr/lib/python3/dist-packages/stdnum/*/*.py: Henkilötunnus, Rodné číslo, Personnummer), and\n" +
		"the labels django-localflavor's catalogues (localflavor/locale/*/LC_MESSAGES/django.mo) give a\n" +
		"person's numbers, postcodes and bank accounts (Sozialversicherungsnummer, Kontonummer, código postal),\n" +
		"and the labels Chromium's autofill fills a person's data under (Name on card, Card number, Passport,\n" +
		"Driver's license, ID card, License plate, Street address, ZIP code) in its translations\n" +
		"(chromium-l10n's and chromium-common's /usr/lib/chromium/locales/*.pak).\n" +
		"The packages' notices follow.\n"
	for _, p := range fieldKeysPackages {
		v, c, err := debianPackage(p)
		if err != nil {
			return err
		}
		notice += "\n==== " + p + " " + v + " ====\n\n" + c
	}
	lf, err := localFlavorLicence(src)
	if err != nil {
		return err
	}
	notice += "\n==== django-localflavor " + localFlavorVersion + " (PyPI) ====\n\n" + lf
	cn, err := chromiumNotice(src)
	if err != nil {
		return err
	}
	notice += "\n==== chromium-common, chromium-l10n " + chromiumVersion + " ====\n\n" + cn
	if err := os.WriteFile(filepath.Join(outDir, "fieldkeys.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry (%s)\n", fieldKeysFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), strings.Join(fieldKeysPackages, ", "))
	return writeNumLabels(src, outDir)
}
