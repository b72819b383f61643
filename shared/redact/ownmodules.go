package redact

import "strings"

// A module the event names by its path and version is software in that
// event (issue 31: the event's own code is known): a capitalised word that
// is that module's name is the module's (WARN Hugo module
// github.com/google/docsy@v0.11.0 requires Hugo extended; Docsy SCSS will
// not be built). ownModules returns those names, folded, each between
// spaces (for wordIn), or "". Only a module path with a host (a dot before
// its first slash) and a version after @ counts: a person's name as a
// path's folder (/home/olivia) names no software.
func ownModules(s string) string {
	mods := ""
	for from := 0; len(mods) < 256; {
		k := strings.Index(s[from:], "@v")
		if k < 0 {
			break
		}
		at := from + k
		from = at + 2
		path := s[strings.LastIndexAny(s[:at], " \t\n\"'`(<=")+1 : at]
		slash := strings.IndexByte(path, '/')
		last := path[strings.LastIndexByte(path, '/')+1:]
		if from < len(s) && isDigit(s[from]) && slash > 0 && strings.Contains(path[:slash], ".") && len(last) >= 3 {
			mods += " " + strings.ToLower(last) + " "
		}
	}
	return mods
}
