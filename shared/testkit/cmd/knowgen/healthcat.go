package main

import (
	"fmt"
	"path/filepath"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// healthcat.fuse: the words of health.fuse (a translated ICD-10 title's
// word) that the translations of two or more catalogues of ordinary
// software installed under /usr/share/locale write (ld and bfd write
// French "postérieure" of a section's address, as Laravel writes it of a
// date): in those languages the word is a template's, not a condition's,
// and the special-category clause rule leaves it to the other rules. The
// lexicon's own words (wordlist.Special: homossexualidade, alcoholic,
// islam) are never taken: those mask their clause whoever writes them.
// Held out: the domains that corpusgen's localised corpora measure with
// (l10n.py's HELD_OUT, and their gnulib and -dev siblings), the
// iso-codes' names, and the medical and personal catalogues (GNU Health
// is not under /usr/share/locale; the address books, kcontacts5 and
// evolution-data-server, name people's things). PostgreSQL's many
// programs repeat one another's messages: they count as one catalogue.
const (
	healthCatRoot  = "/usr/share/locale"
	healthCatMin   = 2
	healthCatBits  = 16
	healthCatShort = 5 // shorter words are a language's grammar, never a title's word alone
)

// healthCatHeldOut are l10n.py's HELD_OUT domains: the corpora measure
// with them, so the knowledge must not be built from them.
var healthCatHeldOut = map[string]bool{
	"coreutils": true, "tar": true, "grep": true, "sed": true, "findutils": true, "diffutils": true,
	"apt": true, "libapt-pkg6.0": true, "dpkg": true, "dpkg-dev": true, "systemd": true, "wget": true,
	"wget-gnulib": true, "make": true, "shadow": true, "bash": true, "gnupg2": true, "Linux-PAM": true,
	"procps-ng": true, "psmisc": true, "man-db": true, "man-db-gnulib": true, "xz": true, "git": true,
	"kcontacts5": true, "evolution-data-server": true,
}

// healthCatalogueWords returns healthcat.fuse's words and their figures.
func healthCatalogueWords(string) (map[string]bool, string, error) {
	files, err := filepath.Glob(filepath.Join(healthCatRoot, "*", "LC_MESSAGES", "*.mo"))
	if err != nil || len(files) == 0 {
		return nil, "", fmt.Errorf("no catalogues under %s", healthCatRoot)
	}
	in := map[string]map[string]bool{} // word -> the catalogues that write it
	domains := map[string]bool{}
	for _, f := range files {
		dom := strings.TrimSuffix(filepath.Base(f), ".mo")
		if healthCatHeldOut[dom] || strings.HasPrefix(dom, "iso_") {
			continue
		}
		if strings.HasSuffix(dom, "-15") {
			dom = "postgresql"
		}
		domains[dom] = true
		if err := moEntries(f, func(_, tr string) {
			for _, w := range strings.FieldsFunc(strings.ToLower(tr), func(r rune) bool { return !unicode.IsLetter(r) }) {
				if len([]rune(w)) < healthCatShort || !words.Health(w) {
					continue
				}
				if in[w] == nil {
					in[w] = map[string]bool{}
				}
				in[w][dom] = true
			}
		}); err != nil {
			continue // a catalogue not in UTF-8 or not a .mo: its words are not read
		}
	}
	out, lexicon := map[string]bool{}, 0
	for w, ds := range in {
		if len(ds) < healthCatMin {
			continue
		}
		if _, ok := words.Special(w); ok {
			lexicon++
			continue
		}
		out[w] = true
	}
	return out, fmt.Sprintf("healthcat.fuse: %d health words of %d catalogues' translations (%d of the lexicon left out)", len(out), len(domains), lexicon), nil
}

// healthCatNotice is healthcat.LICENSE's text.
func healthCatNotice() string {
	return "healthcat.fuse holds hashes of words of the translations that Debian 12's packages install under\n" +
		healthCatRoot + " (binutils, GLib, GTK, PostgreSQL, glibc and the others that hold them; GPL-2+,\n" +
		"LGPL-2.1+, PostgreSQL licence; their translators' copyright), kept only where a word of health.fuse\n" +
		"(health.LICENSE) is one of them. No text of them is kept: a word's 16-bit fingerprint only.\n"
}
