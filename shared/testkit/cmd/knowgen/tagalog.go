package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// tagalog.fuse: the words of the Tagalog (tl) system catalogues installed
// under /usr/share/locale (apt, dpkg, libapt-pkg, python-apt, shadow,
// GLib, software-properties; the iso-codes' country names left out), the
// template language of Tagalog error text ("Ang %s ay kinakailangan",
// "Hindi makakonekta sa server"). Tagalog is written in ASCII letters, so
// the redactor reads this filter only inside a text that carries two of
// Tagalog's grammatical words (redact's tagalogText), never in Known's
// chain, which every Latin word reaches. A word the names filters hold is
// taken only when the catalogues write it tagalogNameUses times or more
// (ang, a surname too, 545 times): a language's own grammar, no name.
const (
	tagalogDir      = "/usr/share/locale/tl/LC_MESSAGES"
	tagalogNameUses = 20
	tagalogBits     = 11
)

// tagalogWords returns tagalog.fuse's words and their figures.
func tagalogWords(string) (map[string]bool, string, error) {
	files, err := filepath.Glob(filepath.Join(tagalogDir, "*.mo"))
	if err != nil || len(files) == 0 {
		return nil, "", fmt.Errorf("no Tagalog catalogues under %s (apt-get install the packages tagalog.LICENSE names)", tagalogDir)
	}
	uses := map[string]int{}
	read := 0
	for _, f := range files {
		if strings.HasPrefix(filepath.Base(f), "iso_") {
			continue
		}
		read++
		if err := moEntries(f, func(_, tr string) {
			for _, w := range strings.FieldsFunc(strings.ToLower(tr), func(r rune) bool { return !unicode.IsLetter(r) }) {
				if len(w) >= 2 && lettersOnlyASCII(w) {
					uses[w]++
				}
			}
		}); err != nil {
			return nil, "", fmt.Errorf("%s: %w", f, err)
		}
	}
	out, names := map[string]bool{}, 0
	for w, n := range uses {
		if (words.GivenName(w) || words.Surname(w)) && n < tagalogNameUses {
			names++
			continue
		}
		out[w] = true
	}
	return out, fmt.Sprintf("tagalog.fuse: %d words of %d Tagalog catalogues (%d names data words used fewer than %d times left out)", len(out), read, names, tagalogNameUses), nil
}

// tagalogNotice is tagalog.LICENSE's text.
func tagalogNotice() string {
	return "tagalog.fuse holds hashes of the words of the Tagalog (tl) translations that Debian 12's packages apt,\n" +
		"libapt-pkg6.0, dpkg, python-apt-common, login (shadow), libglib2.0-data and software-properties-common\n" +
		"install under " + tagalogDir + " (GPL-2+, LGPL-2.1+; their translators' copyright). No text of\n" +
		"them is kept: a word's 11-bit fingerprint only.\n"
}
