package standin

import "strings"

// filter is GlitchTip's small search grammar: is:, level:, has:, key:value
// tags, then free text from the first token without a colon.
type filter struct {
	status, level string
	tags          map[string]string
	text          string
	none          bool // a token that matches nothing (is:bogus)
}

// parseQuery splits like Python's shlex (POSIX): false means an unbalanced
// quote, which GlitchTip answers with a 500.
func parseQuery(q string) (filter, bool) {
	toks, ok := shlex(q)
	if !ok {
		return filter{}, false
	}
	f := filter{tags: map[string]string{}}
	for i, t := range toks {
		name, value, found := strings.Cut(t, ":")
		if !found {
			f.text = strings.Join(toks[i:], " ")
			break
		}
		switch name {
		case "is":
			if value != "unresolved" && value != "resolved" && value != "ignored" {
				f.none = true
			}
			f.status = value
		case "level":
			f.level = value
		case "has":
		default:
			f.tags[name] = value
		}
	}
	return f, true
}

func (f filter) match(is *Issue) bool {
	if f.none || (f.status != "" && is.Status != f.status) || (f.level != "" && is.Level != f.level) {
		return false
	}
	for k, v := range f.tags {
		switch k {
		case "environment":
			if is.Environment != v {
				return false
			}
		case "release":
			if is.Release != v {
				return false
			}
		default:
			return false
		}
	}
	if f.text != "" {
		hay := strings.ToLower(is.Title + " " + is.Culprit)
		for _, w := range strings.Fields(strings.ToLower(strings.ReplaceAll(f.text, "*", ""))) {
			if !strings.Contains(hay, w) {
				return false
			}
		}
	}
	return true
}

func shlex(s string) ([]string, bool) {
	var toks []string
	var cur strings.Builder
	in := false
	var quote rune
	esc := false
	for _, r := range s {
		switch {
		case esc:
			cur.WriteRune(r)
			esc = false
			in = true
		case quote != 0:
			if r == quote {
				quote = 0
			} else if r == '\\' && quote == '"' {
				esc = true
			} else {
				cur.WriteRune(r)
			}
		case r == '\\':
			esc = true
		case r == '"' || r == '\'':
			quote = r
			in = true
		case r == ' ' || r == '\t' || r == '\n':
			if in {
				toks = append(toks, cur.String())
				cur.Reset()
				in = false
			}
		default:
			cur.WriteRune(r)
			in = true
		}
	}
	if quote != 0 || esc {
		return nil, false
	}
	if in {
		toks = append(toks, cur.String())
	}
	return toks, true
}
