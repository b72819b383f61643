// Where a path names software and not a person: the folder a package is
// installed in (/opt/sklad, /var/lib/zaiko), a source tree's package
// (src/zaiko/shukka.ts, internal/sklad/ostatki.go), a branch's topic
// (feature/zaiko-sync) and the folders and file of source code or
// configuration (Orion/CheckoutViewController.swift, config/sherlock.toml).
// Such names are often words of the team's own language, romanised (sklad,
// zaiko, jaego, cangku), which no English dictionary holds; a person's name
// or login in the same place is still masked.

package redact

import "strings"

// installRoots are the folders under which software, not a person, is
// named: the Filesystem Hierarchy Standard's and the usual mount points.
func installRoot(l string) bool {
	switch l {
	case "opt", "srv", "etc", "var", "lib", "log", "cache", "spool", "run", "usr", "local", "share", "www", "data", "mnt", "libexec":
		return true
	}
	return false
}

// sourceRoot reports a folder whose children are a program's packages or
// a branch's topics.
func sourceRoot(l string) bool {
	switch l {
	case "src", "internal", "pkg", "cmd", "lib", "libs", "app", "apps", "packages", "modules", "feature", "features", "bugfix", "hotfix":
		return true
	}
	return false
}

// homeRoot reports a folder whose children are people's: /home/<login>,
// /Users/<login>, C:/Users/<login>, /u/<login>.
func homeRoot(l string) bool {
	switch l {
	case "home", "users", "user", "u", "profiles", "people", "members", "mail", "crontabs", "customers", "accounts", "uploads":
		return true
	}
	return false
}

// codeExt reports a source file's extension: its folders are packages.
func codeExt(e string) bool {
	switch e {
	case "go", "py", "rb", "js", "mjs", "ts", "tsx", "jsx", "java", "kt", "cs", "php", "rs", "swift", "ex", "exs",
		"erl", "c", "h", "cc", "cpp", "hpp", "scala", "vue", "dart", "lua", "pl", "m", "groovy", "clj":
		return true
	}
	return false
}

// configExt reports a configuration file's or a unit's extension: its
// name is a program's.
func configExt(e string) bool {
	switch e {
	case "ini", "toml", "yaml", "yml", "conf", "cfg", "properties", "service", "socket", "timer", "mount", "plist":
		return true
	}
	return false
}

// softwareSegment reports whether path[sa:sb], one segment of the path,
// names software where it stands and reads as no person's name or login.
func softwareSegment(path string, sa, sb int) bool {
	seg := path[sa:sb]
	if seg == "" || seg[0] == '~' || seg[0] == '.' {
		return false
	}
	for i := 0; i < len(seg); i++ {
		if c := seg[i]; !isLetter(c) && c != '-' && c != '_' && c != '.' {
			return false // a number or an odd character is judged as before
		}
	}
	lseg := strings.ToLower(seg)
	dot := strings.LastIndexByte(lseg, '.')
	last := strings.IndexByte(path[sb:], '/') < 0
	prev := strings.Split(path[:sa], "/")
	if len(prev) > 0 {
		prev = prev[:len(prev)-1] // the empty rest after the last slash
	}
	for _, p := range prev {
		if homeRoot(strings.ToLower(p)) {
			return false
		}
	}
	ok := false
	switch {
	case last && dot > 0:
		// the file itself: a source file or a configuration file
		ok = codeExt(lseg[dot+1:]) || configExt(lseg[dot+1:])
	case len(prev) > 0 && sourceRoot(strings.ToLower(prev[len(prev)-1])):
		ok = true
	case len(prev) >= 2 && prev[0] == "":
		// /opt/sklad, /var/lib/zaiko: the first folder below the roots
		ok = true
		for _, p := range prev[1:] {
			ok = ok && installRoot(strings.ToLower(p))
		}
	}
	if !ok && !last {
		// a folder of a source file's path: a package
		f := path[strings.LastIndexByte(path, '/')+1:]
		if k := strings.IndexAny(f, ":("); k >= 0 {
			f = f[:k] // Hifadhi.swift:41, shukka.ts(88,15)
		}
		if d := strings.LastIndexByte(f, '.'); d > 0 {
			ok = codeExt(strings.ToLower(f[d+1:]))
		}
	}
	if !ok {
		return false
	}
	if dot > 0 {
		lseg = lseg[:dot]
	}
	// olivia-martin, lucia_herrera: a given name and a surname; jsmith: an
	// initial and a surname. A given name or a surname alone there is a
	// product's as often (Orion, Sherlock, Duka), and romanised words are
	// not told from glued names (zaiko), so neither is masked here.
	gOnly, nOnly, both := 0, 0, 0
	parts := strings.FieldsFunc(lseg, func(r rune) bool { return r == '-' || r == '_' || r == '.' })
	for _, p := range parts {
		switch g, n := givenNameData(p) || givenName(p), surnameData(p); {
		case g && n:
			both++
		case g:
			gOnly++
		case n:
			nOnly++
		case len(parts) == 1 && len(p) >= 5 && surnameData(p[1:]) && !knownWord(p):
			return false
		}
	}
	// two parts, one of them a given name and another a surname
	return !(gOnly > 0 && nOnly+both > 0 || nOnly > 0 && both > 0 || both >= 2)
}
