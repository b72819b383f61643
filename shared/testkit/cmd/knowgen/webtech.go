package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// Web software's products: the technologies Wappalyzer recognises (npm
// wappalyzer, GPL-3.0, technologies/*.json: content management systems,
// shops, frameworks, servers, analytics; PrestaShop, Shopware, Magento),
// the software whose name an error text writes before its version
// (PrestaShop 1.7.8.11, Shopware 6.6.4.1: four-part releases an address's
// shape would take). brands.fuse holds each name of one word under "sw:"
// (words.SoftwareName), which only the redactor's version rule asks; a
// name the names data holds as a given name or a surname (Amber, Daphne,
// Darwin) is left out, as a person's name must stay a person's there.
const (
	webtechDir     = "npm-wappalyzer"
	webtechVer     = "6.10.66"
	softwareMark   = "sw:"
	webtechLicence = "GPL-3.0"
)

// webtechKeys returns brands.fuse's "sw:" keys from Wappalyzer's
// technologies.
func webtechKeys(src string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(src, webtechDir, "package", "technologies", "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no technologies under %s (npm pack wappalyzer@%s, unpacked into %s): %v", src, webtechVer, webtechDir, err)
	}
	set := map[string]bool{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var techs map[string]json.RawMessage
		if err := json.Unmarshal(b, &techs); err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		for name := range techs {
			if k := softwareKey(name); k != "" {
				set[k] = true
			}
		}
	}
	keys := make([]string, 0, len(set))
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys, nil
}

// softwareKey is the "sw:" key of a product's name of one word of letters,
// capitalised, three letters or more, that the names data does not hold,
// or "".
func softwareKey(name string) string {
	if len(name) < 3 || !unicode.IsUpper(rune(name[0])) {
		return ""
	}
	for _, r := range name {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) {
			return ""
		}
	}
	lw := strings.ToLower(name)
	if words.GivenName(lw) || words.Surname(lw) {
		return ""
	}
	return softwareMark + lw
}
