package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"

	"glitchtip-mcp/shared/redact/words"
)

// manPagesPackage is the Debian package whose manual pages of sections 2
// and 3 name the C library's functions and the kernel's system calls
// (fgets, getaddrinfo, epoll_wait, pthread_mutex_lock): the words C
// programs and their error messages are written in ("fgets returned an
// empty string", "epoll_wait: Interrupted system call").
const manPagesPackage = "manpages-dev"

// manPageNames returns the names of manPagesPackage's pages of sections 2
// and 3 (its file list, so only that package's pages count, whatever else
// is installed), folded, each whole and its parts of three letters or more
// split at underscores (pthread_mutex_lock: pthread, mutex, lock), less
// those the other filters already hold.
func manPageNames() ([]string, error) {
	out, err := exec.Command("dpkg", "-L", manPagesPackage).Output()
	if err != nil {
		return nil, fmt.Errorf("dpkg -L %s: %w (apt-get install %s)", manPagesPackage, err, manPagesPackage)
	}
	set := map[string]bool{}
	for _, p := range strings.Split(string(out), "\n") {
		dir := filepath.Base(filepath.Dir(p))
		if dir != "man2" && dir != "man3" || !strings.HasSuffix(p, ".gz") {
			continue
		}
		name := strings.TrimSuffix(filepath.Base(p), ".gz")
		name = name[:strings.LastIndexByte(name, '.')] // fgets.3, timespec.3type
		name = strings.ToLower(name)
		if !manName(name) {
			continue
		}
		add(set, name)
		for _, part := range strings.Split(name, "_") {
			if len(part) >= 3 && manName(part) {
				add(set, part)
			}
		}
	}
	if len(set) == 0 {
		return nil, fmt.Errorf("%s lists no pages of sections 2 and 3", manPagesPackage)
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, nil
}

// add puts n in set unless the other filters already know it (lock,
// getaddrinfo): the bootstrap pays for every entry, and the redactor asks
// them first. So man.fuse is regenerated after them.
func add(set map[string]bool, n string) {
	if !words.Known(n) && !words.Tech(n) && !words.Code(n) {
		set[n] = true
	}
}

// manName reports a C identifier of two letters or more.
func manName(s string) bool {
	if len(s) < 2 {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c == '_' || i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// writeManPages writes man.fuse: the names of manPagesPackage's pages
// and, in capitals, the acronyms of acronymPackages' pages.
func writeManPages(outDir string) error {
	names, err := manPageNames()
	if err != nil {
		return err
	}
	acronyms, err := manAcronyms(names)
	if err != nil {
		return err
	}
	names = append(names, acronyms...) // lower case, capitals: no overlap
	b, err := writeFuse(outDir, "man.fuse", names, wordBits)
	if err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes %5.2f bits/entry, false positives %.3f%% (%s, sections 2 and 3)\n", "man.fuse", len(names), len(b), 8*float64(len(b))/float64(len(names)), 100/float64(uint(1)<<wordBits), manPagesPackage)
	fmt.Printf("  of which %d acronyms written in capitals (%v, all sections)\n", len(acronyms), acronymPackages)
	return nil
}
