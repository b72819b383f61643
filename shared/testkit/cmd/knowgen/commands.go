package main

import (
	"fmt"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
)

// commandPriorities are the Debian priorities whose packages debootstrap
// installs on every Debian system (required and important: coreutils,
// findutils, man-db, procps, apt, login, passwd): their programs are what
// a system's messages name (xargs, mandb, chpasswd, sulogin).
var commandPriorities = map[string]bool{"required": true, "important": true}

// commandNames returns the names of the programs (in /bin, /sbin,
// /usr/bin, /usr/sbin) of the installed packages of commandPriorities,
// folded. Those the other filters hold are kept too: leaving them out
// made system.fuse a function of the other filters of its day, so it no
// longer regenerated once they were rewritten (359 entries committed, 355
// from the same packages after tech.fuse and known.fuse went 4-wise:
// egrep, gunzip, xargs… were left out, znew let in). Those the names
// data holds are kept: at 7 bits its filters answer one stranger in a
// hundred and thirty yes (xargs, printenv, debconf-set-selections), and a
// program's name is no person's.
func commandNames() ([]string, error) {
	out, err := exec.Command("dpkg-query", "-W", "-f=${Package} ${Priority}\n").Output()
	if err != nil {
		return nil, fmt.Errorf("dpkg-query: %w", err)
	}
	set := map[string]bool{}
	for _, l := range strings.Split(string(out), "\n") {
		pkg, prio, ok := strings.Cut(l, " ")
		if !ok || !commandPriorities[prio] {
			continue
		}
		files, err := exec.Command("dpkg", "-L", pkg).Output()
		if err != nil {
			return nil, fmt.Errorf("dpkg -L %s: %w", pkg, err)
		}
		for _, p := range strings.Split(string(files), "\n") {
			switch filepath.Dir(p) {
			case "/bin", "/sbin", "/usr/bin", "/usr/sbin":
			default:
				continue
			}
			n := strings.ToLower(filepath.Base(p))
			if len(n) >= 2 {
				set[n] = true
			}
		}
	}
	if len(set) == 0 {
		return nil, fmt.Errorf("no package of priority required or important is installed")
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, nil
}
