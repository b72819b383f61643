package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
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
	scripts, _ := filepath.Glob(maintainerScripts)
	for _, f := range scripts {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		for _, n := range scriptAccounts(string(b)) {
			set[n] = true
		}
	}
	names := make([]string, 0, len(set))
	for n := range set {
		names = append(names, n)
	}
	sort.Strings(names)
	return names, nil
}

// maintainerScripts are the installed packages' postinst scripts, which
// create the accounts a package runs as that no sysusers.d file names
// (postgresql-common's postgres, apt's _apt).
const maintainerScripts = "/var/lib/dpkg/info/*.postinst"

// scriptAccounts returns the accounts a maintainer script creates as
// system accounts: the last word of an adduser or useradd command that
// has --system (or useradd's -r), its continued lines joined; a word
// that is a variable or an option is none.
func scriptAccounts(script string) []string {
	var out []string
	for _, l := range strings.Split(strings.ReplaceAll(script, "\\\n", " "), "\n") {
		f := strings.Fields(l)
		for i, w := range f {
			if w != "adduser" && w != "useradd" {
				continue
			}
			system, name := false, ""
			for _, a := range f[i+1:] {
				if a == "||" || a == "&&" || a == ";" || a == "|" || strings.HasPrefix(a, "#") {
					break
				}
				switch {
				case a == "--system" || w == "useradd" && a == "-r":
					system = true
				case strings.HasPrefix(a, "-") || strings.ContainsAny(a, "$\"'=/"):
					name = ""
				default:
					name = a
				}
			}
			if system && name != "" {
				out = append(out, strings.ToLower(strings.TrimSuffix(name, ";")))
			}
			break
		}
	}
	return out
}

// cloudInitConfigs are cloud-init's template of /etc/cloud/cloud.cfg and
// Debian's own cloud.cfg (Debian's source package cloud-init
// 22.4.2-1+deb12u4, apt-get source): the default user its images create
// per distribution (ubuntu, debian, ec2-user, cloud-user, fedora, rocky…)
// and that user's groups (wheel, netdev).
var cloudInitConfigs = []string{"cloud-init-22.4.2/config/cloud.cfg.tmpl", "cloud-init-debian/cloud.cfg"}

// cloudInitUsers returns cloudInitTemplate's default users and their
// groups under src: each default_user's literal name, or for
// "{{ variant }}" the variants of the branch it is in, and the words of
// its groups' lists.
func cloudInitUsers(src string) ([]string, error) {
	var out []string
	for _, f := range cloudInitConfigs {
		b, err := os.ReadFile(filepath.Join(src, f))
		if err != nil {
			return nil, fmt.Errorf("%w (fetch.sh: apt-get source --download-only cloud-init)", err)
		}
		out = append(out, configUsers(string(b))...)
	}
	return out, nil
}

// sambaUsers are the accounts and groups Samba provisions in a new Active
// Directory domain, as Windows names its built-in ones (Debian's
// samba-ad-provision 4.17.12, apt-get download): Administrator, Guest,
// krbtgt, a C:\Users\Administrator\ folder's owner.
const sambaUsers = "samba-ad-provision/usr/share/samba/setup/provision_users.ldif"

// windowsAccounts returns sambaUsers' sAMAccountNames of one word.
func windowsAccounts(src string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(src, sambaUsers))
	if err != nil {
		return nil, fmt.Errorf("%w (fetch.sh: apt-get download samba-ad-provision)", err)
	}
	var out []string
	for _, l := range strings.Split(string(b), "\n") {
		if n, ok := strings.CutPrefix(l, "sAMAccountName: "); ok && !strings.Contains(n, " ") {
			out = append(out, strings.ToLower(n))
		}
	}
	return out, nil
}

// configUsers is cloudInitUsers' reading of one file.
func configUsers(cfg string) []string {
	var out, variants []string
	quoted := regexp.MustCompile(`"([A-Za-z][A-Za-z0-9-]*)"`)
	list := regexp.MustCompile(`^\s+(?:primary_)?groups: \[([^\]]*)\]`)
	inVariants := false
	for _, l := range strings.Split(cfg, "\n") {
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, "{% if variant in [") || strings.HasPrefix(t, "{% elif variant in ["):
			variants, inVariants = nil, true
		case strings.HasPrefix(t, "{%"):
			inVariants = false
		}
		if inVariants {
			for _, m := range quoted.FindAllStringSubmatch(t, -1) {
				variants = append(variants, m[1])
			}
			if strings.Contains(t, "]") {
				inVariants = false
			}
			continue
		}
		if name, ok := strings.CutPrefix(t, "name: "); ok && strings.HasPrefix(l, "     name: ") {
			if name == "{{ variant }}" {
				out = append(out, variants...)
			} else if !strings.ContainsAny(name, "{ ") {
				out = append(out, name)
			}
		}
		if m := list.FindStringSubmatch(l); m != nil {
			for _, g := range strings.Split(m[1], ",") {
				out = append(out, strings.TrimSpace(g))
			}
		}
	}
	for i := range out {
		out[i] = strings.ToLower(out[i])
	}
	return out
}

// systemBits: a stranger system.fuse answers yes is a word made known,
// one in 65,536 (at 12 bits, one in 4,096, a generated draw's ls owner
// suarezlisa was one).
const systemBits = 16

// writeSystemNames writes system.fuse: systemAccountNames,
// cloudInitUsers under src and commandNames.
func writeSystemNames(outDir, src string) error {
	names, err := systemAccountNames()
	if err != nil {
		return err
	}
	cloud, err := cloudInitUsers(src)
	if err != nil {
		return err
	}
	names = append(names, cloud...)
	windows, err := windowsAccounts(src)
	if err != nil {
		return err
	}
	names = append(names, windows...)
	cmds, err := commandNames()
	if err != nil {
		return err
	}
	set := map[string]bool{}
	for _, n := range append(names, cmds...) {
		set[n] = true
	}
	// an account or group again under "u:" (words.SystemAccount): a
	// mailbox's or a home folder's owner is an account, never a program
	// (info@, less)
	for _, n := range names {
		set["u:"+n] = true
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
	fmt.Printf("filter %-14s %8d entries %9d bytes (%d accounts and groups: base-passwd, sysusers.d, postinst, cloud-init, Samba; %d programs of the required and important packages)\n", "system.fuse", len(keys), len(b), len(names), len(cmds))
	return nil
}
