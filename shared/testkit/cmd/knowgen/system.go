package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// accountSources are where Debian writes the names of its system accounts
// and groups: base-passwd's masters of /etc/passwd and /etc/group (root,
// daemon, www-data, _apt, nobody; adm, sudo, plugdev, nogroup) and the
// sysusers.d files of the installed packages that create accounts
// (systemd-network, systemd-timesync, systemd-journal, messagebus,
// polkitd). Debian 12: base-passwd 3.6.1, systemd 252, dbus 1.14, polkitd
// 122.
var accountSources = []string{"/usr/share/base-passwd/passwd.master", "/usr/share/base-passwd/group.master", "/usr/lib/sysusers.d/*.conf"}

// systemAccountNames returns the names of accountSources, folded: the first
// field of a master's line, the second of a sysusers.d line that creates a
// user (u) or a group (g).
func systemAccountNames() ([]string, error) {
	set := map[string]bool{}
	for _, pat := range accountSources {
		files, _ := filepath.Glob(pat)
		if len(files) == 0 {
			return nil, fmt.Errorf("%s: no such file (apt-get install base-passwd systemd)", pat)
		}
		for _, f := range files {
			fh, err := os.Open(f)
			if err != nil {
				return nil, err
			}
			sc := bufio.NewScanner(fh)
			for sc.Scan() {
				l := strings.TrimSpace(sc.Text())
				if l == "" || l[0] == '#' {
					continue
				}
				if strings.HasSuffix(f, ".master") {
					name, _, _ := strings.Cut(l, ":")
					set[strings.ToLower(name)] = true
					continue
				}
				if col := strings.Fields(l); len(col) >= 2 && (col[0] == "u" || col[0] == "g") {
					set[strings.ToLower(col[1])] = true
				}
			}
			fh.Close()
			if err := sc.Err(); err != nil {
				return nil, err
			}
		}
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, nil
}

// systemBits: a stranger system.fuse answers yes is a word made known,
// one in 65,536 (at 12 bits, one in 4,096, a generated draw's ls owner
// suarezlisa was one).
const systemBits = 16

// writeSystemNames writes system.fuse: systemAccountNames and
// commandNames.
func writeSystemNames(outDir string) error {
	names, err := systemAccountNames()
	if err != nil {
		return err
	}
	cmds, err := commandNames()
	if err != nil {
		return err
	}
	set := map[string]bool{}
	for _, n := range append(names, cmds...) {
		set[n] = true
	}
	keys := make([]string, 0, len(set))
	for n := range set {
		keys = append(keys, n)
	}
	sort.Strings(keys)
	b, err := writeFuse(outDir, "system.fuse", keys, systemBits)
	if err != nil {
		return err
	}
	fmt.Printf("filter %-14s %8d entries %9d bytes (%d accounts and groups: base-passwd, sysusers.d; %d programs of the required and important packages)\n", "system.fuse", len(keys), len(b), len(names), len(cmds))
	return nil
}
