package main

import (
	"fmt"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// serialLabelsF: the words a device's serial number or id is written
// after, as the system catalogues translate them (GStreamer's tag
// "serial": Seriennummer, sarjanumero, sériové číslo, número de sèrie,
// 序列号; GTK 2's "Device ID": Gerätekennung), lower-cased, each between
// "|". devices.go masks a serial's shape after one.
const serialLabelsF = "seriallabels.txt"

// serialSources are the catalogues and the English texts whose
// translations are taken.
var serialSources = map[string][]string{
	"gstreamer-1.0.mo":    {"serial"},
	"gtk20-properties.mo": {"Device ID", "Device identifier"},
}

// serialLabels returns the translations under localeDir of
// serialSources: those of two words or more, or of one long word (a
// compound of serial and number: sarjanumero), or of three characters or
// more of a script written without spaces (序列号). A short word alone is
// the language's word for a series too (serie, reeks, seria) and is left
// out, and so is the English.
func serialLabels(localeDir string) ([]string, error) {
	return catalogueTerms(localeDir, serialSources, func(id, t string) bool {
		n := utf8.RuneCountInString(t)
		if t == "" || t == strings.ToLower(id) || strings.Contains(t, "|") {
			return false
		}
		return strings.Contains(t, " ") || n >= 9 || n >= 3 && cjk(firstRune(t))
	})
}

// catalogueTerms returns the lower-cased translations under localeDir of
// sources' English texts (catalogue file: texts) that keep accepts,
// sorted; a catalogue installed in no language is an error, so a
// machine without the package writes no short list.
func catalogueTerms(localeDir string, sources map[string][]string, keep func(id, t string) bool) ([]string, error) {
	seen := map[string]bool{}
	for mo, ids := range sources {
		files, err := filepath.Glob(filepath.Join(localeDir, "*", "LC_MESSAGES", mo))
		if err != nil || len(files) == 0 {
			return nil, fmt.Errorf("no %s under %s", mo, localeDir)
		}
		for _, f := range files {
			err := moEntries(f, func(id, tr string) {
				if !slices.Contains(ids, id) {
					return
				}
				if t := strings.ToLower(strings.TrimSpace(tr)); keep(id, t) {
					seen[t] = true
				}
			})
			if err != nil {
				return nil, fmt.Errorf("%s: %w", f, err)
			}
		}
	}
	out := make([]string, 0, len(seen))
	for t := range seen {
		out = append(out, t)
	}
	sort.Strings(out)
	return out, nil
}

// writeBarList writes terms to outDir/file, each between "|", the form
// the redactor reads in place; what names them in the count printed.
func writeBarList(outDir, file, what string, terms []string, err error) error {
	if err != nil {
		return err
	}
	fmt.Printf("%s: %d %s\n", strings.TrimSuffix(file, ".txt"), len(terms), what)
	return writeTextList(outDir, file, "|"+strings.Join(terms, "|")+"|\n")
}

// writeSerialLabels writes seriallabels.txt from the installed
// catalogues (libgstreamer1.0-0, libgtk2.0-common).
func writeSerialLabels(outDir string) error {
	l, err := serialLabels("/usr/share/locale")
	return writeBarList(outDir, serialLabelsF, "labels", l, err)
}

// deviceNounsF: the words for a device that carries an id of its own, as
// the system catalogues translate them (GTK 2's "Printer": drukarka,
// Drucker, tulostin, yazıcı; procps-ng's "Device": urządzenie, Gerät,
// dispositivo), lower-cased, each between "|". deviceids.go masks an
// id's shape after one (drukarka CPU-ID 0x2F4A91C3).
const deviceNounsF = "devicenouns.txt"

// deviceNounSources are the catalogues and the English words whose
// translations are taken.
var deviceNounSources = map[string][]string{
	"gtk20.mo":     {"Printer"},
	"procps-ng.mo": {"Device"},
}

// deviceNouns returns the translations under localeDir of
// deviceNounSources that are one word of four letters or more (máy in,
// thiết bị: a phrase is left out, its last word is every word's), not the
// English, which deviceids.go holds.
func deviceNouns(localeDir string) ([]string, error) {
	return catalogueTerms(localeDir, deviceNounSources, func(id, t string) bool {
		return t != strings.ToLower(id) && utf8.RuneCountInString(t) >= 4 && !strings.ContainsAny(t, " |")
	})
}

// writeDeviceNouns writes devicenouns.txt from the installed catalogues
// (libgtk2.0-common, procps) and the Wiktionary wordnets under src
// (devicewn.go's deviceSynsets).
func writeDeviceNouns(src, outDir string) error {
	l, err := deviceNouns("/usr/share/locale")
	if err != nil {
		return err
	}
	wn, err := deviceWordnetNouns(src)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	for _, w := range append(l, wn...) {
		set[w] = true
	}
	return writeBarList(outDir, deviceNounsF, "words", sortedSet(set), nil)
}

// messageWordsF: the words for a message, as the system catalogues
// translate it (Pidgin's "Message": Nachricht, mensaje, mensagem,
// wiadomość, сообщение, メッセージ), lower-cased, each between "|". A
// JSON key of one of them ("mensaje": "…") holds the service's message as
// "message" does in English (structure.go's messageKeyBefore).
const messageWordsF = "messagewords.txt"

// messageWordSources are the catalogues and the English texts whose
// translations are taken.
var messageWordSources = map[string][]string{
	"pidgin.mo": {"Message", "Message:"},
}

// messageWords returns the translations under localeDir of
// messageWordSources that are one word, their colon and access-key mark
// (_poruka) taken off, not the English, which messageWords holds.
func messageWords(localeDir string) ([]string, error) {
	raw, err := catalogueTerms(localeDir, messageWordSources, func(_, t string) bool { return messageWordForm(t) != "" })
	if err != nil {
		return nil, err
	}
	seen := map[string]bool{}
	for _, t := range raw {
		seen[messageWordForm(t)] = true
	}
	out := make([]string, 0, len(seen))
	for t := range seen {
		out = append(out, t)
	}
	sort.Strings(out)
	return out, nil
}

// messageWordForm returns t without its colon (ASCII, full-width or
// Khmer's ៖), spaces and access-key underscore, or "" when what is left
// is no single word or is the English.
func messageWordForm(t string) string {
	t = strings.TrimSpace(strings.ReplaceAll(t, "_", ""))
	for _, c := range []string{":", "：", "៖"} {
		t = strings.TrimSpace(strings.TrimRight(strings.TrimSuffix(t, c), " \u00a0"))
	}
	t = strings.Trim(t, "\u200b")
	if t == "" || t == "message" || strings.ContainsAny(t, " \u00a0|") {
		return ""
	}
	return t
}

// writeMessageWords writes messagewords.txt from the installed catalogues
// (pidgin-data).
func writeMessageWords(outDir string) error {
	l, err := messageWords("/usr/share/locale")
	return writeBarList(outDir, messageWordsF, "words", l, err)
}
