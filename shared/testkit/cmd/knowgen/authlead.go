package main

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"
)

// authlead.txt: the words that stand before the login in the translations
// of the authentication-failure messages of PostgreSQL (password, LDAP,
// PAM … authentication failed for user "%s", Password does not match for
// user "%s") and shadow (Incorrect password for %s, No passwd entry for
// user '%s') in every catalogue on the machine: "für benutzer", "pour
// l'utilisateur", "для пользователя". The redactor reads the login after
// them as it reads reAuthLogUser's (authlogs.go). Each is the template's
// own last two words before the placeholder, in small letters (a run of
// Han alone, Chinese writing no spaces); a
// translation that puts the login first, or writes one word before it
// (a bare "user"), gives none. Separated by |.
const authLeadF = "authlead.txt"

// authLeadIDs are the English source texts whose translations are read.
var authLeadIDs = regexp.MustCompile(`^(?:[\w"-]+ )*authentication failed for user "%s"|^Password does not match for user "%s"|^Incorrect password for %s|^No passwd entry for user '%s'|^LDAP login failed for user "%s"`)

// authLeadDomains are the catalogues read, by their file name's start.
var authLeadDomains = []string{"postgres-", "libpq", "shadow.mo", "Linux-PAM.mo"}

func authLeads(localeDir string) ([]string, string, error) {
	files, err := filepath.Glob(filepath.Join(localeDir, "*", "LC_MESSAGES", "*.mo"))
	if err != nil {
		return nil, "", err
	}
	seen := map[string]bool{}
	cats := 0
	for _, f := range files {
		base := filepath.Base(f)
		ok := false
		for _, d := range authLeadDomains {
			ok = ok || strings.HasPrefix(base, d)
		}
		if !ok {
			continue
		}
		cats++
		err := moEntries(f, func(id, tr string) {
			if !authLeadIDs.MatchString(id) || tr == "" {
				return
			}
			i := strings.Index(tr, "%")
			if i < 0 {
				return
			}
			var ws []string
			for _, w := range strings.Fields(strings.ToLower(tr[:i])) {
				w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
				if w != "" {
					ws = append(ws, w)
				}
			}
			// Chinese writes no spaces: a run of four Han characters or
			// more is the lead alone (驗證使用者, "authenticating user",
			// after any method's name: BSD, LDAP, PAM)
			if len(ws) == 0 {
				return
			}
			if last := []rune(ws[len(ws)-1]); len(last) >= 4 && unicode.Is(unicode.Han, last[0]) && unicode.Is(unicode.Han, last[len(last)-1]) {
				seen[string(last)] = true
				return
			}
			// the last two words, written right before the placeholder
			// (only its quote between)
			if len(ws) < 2 || strings.IndexFunc(strings.TrimRight(tr[:i], " \"'«»„“”「『`"), unicode.IsLetter) < 0 {
				return
			}
			lead := strings.TrimRight(tr[:i], " \"'«»„“”「『`")
			if r := []rune(lead); len(r) == 0 || !unicode.IsLetter(r[len(r)-1]) {
				return
			}
			// two short words are grammar alone (Catalan's per a, "for")
			a, b := ws[len(ws)-2], ws[len(ws)-1]
			if len([]rune(a)) < 4 && len([]rune(b)) < 4 {
				return
			}
			seen[a+" "+b] = true
		})
		if err != nil {
			return nil, "", fmt.Errorf("%s: %w", f, err)
		}
	}
	var out []string
	for l := range seen {
		out = append(out, l)
	}
	sort.Strings(out)
	return out, fmt.Sprintf("authlead: %d leads from %d catalogues", len(out), cats), nil
}

// writeAuthLeads writes authlead.txt, the leads separated by |.
func writeAuthLeads(outDir string) error {
	leads, count, err := authLeads("/usr/share/locale")
	if err != nil {
		return err
	}
	fmt.Println(count)
	return writeTextList(outDir, authLeadF, "|"+strings.Join(leads, "|")+"|\n")
}
