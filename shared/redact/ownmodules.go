package redact

import "strings"

// A module the event names by its path and version is software in that
// event (issue 31: the event's own code is known): a capitalised word that
// is that module's name is the module's (WARN Hugo module
// github.com/google/docsy@v0.11.0 requires Hugo extended; Docsy SCSS will
// not be built). ownModuleSpans marks such words; keepOrganisations takes
// back the word rules' spans inside them. Only a module path with a host
// (a dot before its first slash) and a version after @ counts: a person's
// name as a path's folder (/home/olivia) names no software.
func ownModuleSpans(s string) []span {
	var mods []string
	for from := 0; ; {
		k := strings.Index(s[from:], "@v")
		if k < 0 {
			break
		}
		at := from + k
		from = at + 2
		if from >= len(s) || !isDigit(s[from]) {
			continue
		}
		st := strings.LastIndexAny(s[:at], " \t\n\"'`(<=") + 1
		path := s[st:at]
		slash := strings.IndexByte(path, '/')
		last := path[strings.LastIndexByte(path, '/')+1:]
		if slash > 0 && strings.Contains(path[:slash], ".") && len(last) >= 3 && len(mods) < 8 {
			mods = append(mods, strings.ToLower(last))
		}
	}
	if len(mods) == 0 {
		return nil
	}
	var out []span
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && isLetter(s[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		if (i == 0 || !isAlnum(s[i-1]) && s[i-1] != '/') && isUpperASCII(s[i]) {
			w := strings.ToLower(s[i:j])
			for _, m := range mods {
				if w == m {
					out = append(out, span{i, j, ""})
					break
				}
			}
		}
		i = j
	}
	return out
}
