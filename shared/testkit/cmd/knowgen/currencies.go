package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// currencies.txt: the currencies amounts are written with, as CLDR's
// locales write them (npm cldr-numbers-full, Unicode licence): every ISO
// 4217 code a locale names ("c:KES"), and every symbol of two characters
// or more a locale prints beside an amount ("s:Ksh", "s:Rp", "s:zł",
// "s:ر.س.", in CLDR's case), each between "|". One character alone (R, P, Q,
// K) is every other thing's letter too, and the currency signs of
// Unicode's Sc category are asked of the character itself.
const currenciesF = "currencies.txt"

// cldrNumbersPkg is the npm package fetch.sh unpacks under -src.
const cldrNumbersPkg = "cldr-numbers-full@48.2.0"

// writeCurrencies writes currencies.txt from src/npm-cldr-numbers-full.
func writeCurrencies(src, outDir string) error {
	dir := filepath.Join(src, "npm-cldr-numbers-full", "package", "main")
	locs, err := os.ReadDir(dir)
	if err != nil {
		return fmt.Errorf("%w (fetch.sh: npm pack %s)", err, cldrNumbersPkg)
	}
	seen := map[string]bool{}
	for _, l := range locs {
		b, err := os.ReadFile(filepath.Join(dir, l.Name(), "currencies.json"))
		if err != nil {
			return err
		}
		var doc struct {
			Main map[string]struct {
				Numbers struct {
					Currencies map[string]map[string]string `json:"currencies"`
				} `json:"numbers"`
			} `json:"main"`
		}
		if err := json.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("%s: %w", l.Name(), err)
		}
		for _, m := range doc.Main {
			for code, names := range m.Numbers.Currencies {
				seen["c:"+code] = true
				for _, k := range []string{"symbol", "symbol-alt-narrow", "symbol-alt-variant"} {
					if sym := currencySymbol(names[k]); sym != "" {
						seen["s:"+sym] = true
					}
				}
			}
		}
	}
	out := make([]string, 0, len(seen))
	for w := range seen {
		out = append(out, w)
	}
	sort.Strings(out)
	fmt.Printf("currencies: %d codes and symbols (%s)\n", len(out), cldrNumbersPkg)
	return writeTextList(outDir, currenciesF, "|"+strings.Join(out, "|")+"|\n")
}

// currencySymbol returns a symbol as currencies.txt keeps it: without the
// marks of direction and the spaces CLDR writes in it; "" for one
// character alone or one holding "|".
func currencySymbol(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '\u200f' || r == '\u200e' || r == '\u061c' || unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
	if utf8.RuneCountInString(s) < 2 || strings.Contains(s, "|") {
		return ""
	}
	return s
}
