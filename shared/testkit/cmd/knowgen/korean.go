package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"
)

// koreanDomains are the Korean gettext catalogues Debian installs for
// desktop and system libraries and tools (glib2.0, gtk2.0, PackageKit,
// appstream, gettext, gstreamer1.0, gdk-pixbuf, at-spi2-core,
// shared-mime-info, apparmor, adduser, software-properties): Korean
// written by their translation teams about files, descriptors, packages
// and errors. PostgreSQL's and glibc's Korean catalogues (catalogues)
// hold too few of the words and forms Korean error text uses (서술자,
// 배포판, 정보에). Left out: the catalogues the localised benign corpus
// draws from (corpusgen's l10n.py HELD_OUT: coreutils, apt, dpkg, bash…),
// the gnulib ones they share messages with (*-gnulib), and those of
// place and language names (iso_*, xkeyboard-config).
var koreanDomains = []string{
	"glib20", "gtk20", "gtk20-properties", "PackageKit", "appstream", "gettext-tools", "gettext-runtime",
	"gstreamer-1.0", "gdk-pixbuf", "at-spi2-core", "shared-mime-info", "apparmor-parser", "adduser",
	"software-properties",
}

// koreanCatalogueWords returns the Hangul words (as written, with their
// particles and endings: 정보에, 서술자) of the Korean translations of
// koreanDomains under localeDir, entries naming translators left out.
func koreanCatalogueWords(localeDir string) (map[string]bool, error) {
	out := map[string]bool{}
	for _, d := range koreanDomains {
		p := filepath.Join(localeDir, "ko", "LC_MESSAGES", d+".mo")
		texts, err := readMoPairs(p)
		if err != nil {
			return nil, fmt.Errorf("%s: %w (apt-get install the package that ships it)", p, err)
		}
		for _, t := range texts {
			for _, w := range strings.FieldsFunc(t, func(r rune) bool { return !unicode.Is(unicode.Hangul, r) }) {
				if len([]rune(w)) >= 2 {
					out[w] = true
				}
			}
		}
	}
	return out, nil
}

// readMoPairs returns the translations of a .mo file whose source text
// names no translator (translator-credits, "translated by").
func readMoPairs(path string) ([]string, error) {
	var out []string
	err := moEntries(path, func(id, tr string) {
		if id = strings.ToLower(id); !strings.Contains(id, "translator") && !strings.Contains(id, "credits") {
			out = append(out, tr)
		}
	})
	return out, err
}
