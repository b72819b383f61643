package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// spdxPackage is the Debian package that ships the SPDX License List
// (licences and exceptions: each identifier and its full name) as JSON,
// for Composer's SPDX validation: Debian 12 ships 1.5.7 (SPDX list 3.19,
// 489 licences, 41 exceptions). The list's data is CC0; the package's code
// is MIT (Expat).
const spdxPackage = "php-composer-spdx-licenses"

// spdxOnly (-spdx) writes spdx.fuse and spdx.LICENSE alone: they need no
// -src, only spdxPackage installed.
var spdxOnly = flag.Bool("spdx", false, "write only spdx.fuse and spdx.LICENSE (from the installed "+spdxPackage+"), which need none of -src's sources")

// spdxBits: a stranger answered yes as a licence identifier would be kept
// after a licence key (license D1234567): 2^-11, and one with more than
// four digits never is.
const spdxBits = 11

// spdxKeys returns spdx.fuse's keys: "i:" and each licence's and
// exception's identifier, "w:" and each word of their full names (GNU
// General Public License v2.0 only: gnu, general, public, license, only),
// folded, with their punctuation trimmed. Numbers and versions (2.0,
// v1.1) are left to the redactor, which reads them by their shape.
func spdxKeys() (keys []string, version string, copyright string, err error) {
	out, err := exec.Command("dpkg", "-L", spdxPackage).Output()
	if err != nil {
		return nil, "", "", fmt.Errorf("dpkg -L %s: %w (apt-get install %s)", spdxPackage, err, spdxPackage)
	}
	set := map[string]bool{}
	n := 0
	for _, p := range strings.Split(string(out), "\n") {
		if base := filepath.Base(p); base != "spdx-licenses.json" && base != "spdx-exceptions.json" {
			continue
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return nil, "", "", err
		}
		// {"0BSD": ["BSD Zero Clause License", true, false], ...}
		var list map[string][]any
		if err := json.Unmarshal(b, &list); err != nil {
			return nil, "", "", fmt.Errorf("%s: %w", p, err)
		}
		for id, v := range list {
			n++
			set["i:"+strings.ToLower(id)] = true
			name, _ := v[0].(string)
			for _, w := range strings.Fields(name) {
				w = strings.ToLower(strings.Trim(w, `,()"'`))
				if w != "" && !spdxNumber(w) {
					set["w:"+w] = true
				}
			}
		}
	}
	if n == 0 {
		return nil, "", "", fmt.Errorf("%s ships no spdx-licenses.json", spdxPackage)
	}
	for k := range set {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	v, c, err := debianPackage(spdxPackage)
	if err != nil {
		return nil, "", "", err
	}
	return keys, v, c, nil
}

// spdxNumber reports a number or version (2.0, v1.0.5, 2015-05-13, 86).
func spdxNumber(w string) bool {
	w = strings.TrimPrefix(w, "v")
	if w == "" {
		return false
	}
	for i := 0; i < len(w); i++ {
		if c := w[i]; !(c >= '0' && c <= '9' || c == '.' || c == '-') {
			return false
		}
	}
	return true
}

// writeSPDX writes spdx.fuse and its notice, spdx.LICENSE.
func writeSPDX(outDir string) error {
	keys, version, copyright, err := spdxKeys()
	if err != nil {
		return err
	}
	b, err := writeFuse(outDir, "spdx.fuse", keys, spdxBits)
	if err != nil {
		return err
	}
	notice := "spdx.fuse holds the identifiers of the SPDX License List's licences and exceptions and the\n" +
		"words of their full names, as Debian's " + spdxPackage + " " + version + " ships them\n" +
		"(res/spdx-licenses.json, res/spdx-exceptions.json). The SPDX License List's data is\n" +
		"released under CC0 1.0 (https://spdx.org/licenses/); the package's notice follows.\n\n" + copyright
	if err := os.WriteFile(filepath.Join(outDir, "spdx.LICENSE"), []byte(notice), 0o644); err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry, false positives %.4f%% (%s %s)\n", "spdx.fuse", len(keys), len(b), 8*float64(len(b))/float64(len(keys)), 100/float64(uint(1)<<spdxBits), spdxPackage, version)
	return nil
}
