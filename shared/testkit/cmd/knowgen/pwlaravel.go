package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// Laravel Lang's translations of the web framework's messages (fetch.sh's
// laravel-lang, at a pinned commit, MIT) label a login form's Password
// and a two-factor login's Recovery Code in some 120 locales, languages
// the desktop catalogues barely reach among them (Hausa kalmar wucewa,
// Zulu iphasiwedi, Kinyarwanda ijambobanga, Igbo okwuntughe, Maori
// kupuhipa, Shona pasiwedhi): pwkeys.fuse reads them as one more
// catalogue per locale.

// pwLaravelLabels are the English messages read beside pwLabels': a
// recovery code logs a person in as a password does.
var pwLaravelLabels = map[string]bool{"Recovery Code": true}

// pwLaravelFile is the locales' file of the labels (php.json holds the
// validator's sentences: "The provided password is incorrect").
const pwLaravelFile = "json.json"

// pwLaravelCatalogues returns Laravel Lang's locales under src as
// catalogues, a message left as English (its key) left out.
func pwLaravelCatalogues(src string) ([]pwCatalogue, error) {
	dirs, err := filepath.Glob(filepath.Join(src, "laravel-lang", "locales", "*"))
	if err != nil || len(dirs) == 0 {
		return nil, fmt.Errorf("no Laravel Lang locales under %s (fetch.sh's laravel-lang)", src)
	}
	var cats []pwCatalogue
	for _, d := range dirs {
		tr := map[string]string{}
		b, err := os.ReadFile(filepath.Join(d, pwLaravelFile))
		if os.IsNotExist(err) {
			continue
		}
		if err != nil {
			return nil, err
		}
		var m map[string]string
		if err := json.Unmarshal(b, &m); err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Join(d, pwLaravelFile), err)
		}
		for _, k := range []string{"Password", "Recovery Code"} {
			if v := strings.TrimSpace(m[k]); v != "" && v != k {
				tr[k] = v
			}
		}
		if len(tr) > 0 {
			cats = append(cats, pwCatalogue{"laravel-lang", filepath.Base(d), tr})
		}
	}
	return cats, nil
}

// pwLaravelNotice is Laravel Lang's licence, for pwkeys.LICENSE.
func pwLaravelNotice(src string) (string, error) {
	b, err := os.ReadFile(filepath.Join(src, "laravel-lang", "LICENSE"))
	if err != nil {
		return "", fmt.Errorf("%w (fetch.sh's laravel-lang)", err)
	}
	return string(b), nil
}
