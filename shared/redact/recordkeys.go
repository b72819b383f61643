// The grammar of a record's keys: which key beside a bare name's makes
// the record a person's, where a field's value ends at the record's next
// key, and a company's value under a person's key (detectKeyed asks).

package redact

import (
	"sort"
	"strings"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// companyValue reports a value s[a:b] of two words or more whose last
// words are a legal form (GmbH, A.Ş., S.L., Sp. z o.o.), its closing dot
// perhaps left after b. Only the starts of its last four words are
// asked: a form is at most that long.
func companyValue(s string, a, b int) bool {
	for i, n := b-1, 0; i > a && n < 4; i-- {
		if s[i-1] != ' ' {
			continue
		}
		n++
		if l := legalFormLen(s[i:]); l > 0 && i+l >= b {
			return true
		}
	}
	return false
}

// nextKeyAfter reports a value ending at b that a comma or a semicolon
// and the record's next key (one of ms, keySeps') follow: the value is
// the field's whole value, a record's, no message's start.
func nextKeyAfter(s string, ms [][]int, b int) bool {
	if b >= len(s) || s[b] != ',' && s[b] != ';' {
		return false
	}
	k := b + 1
	for k < len(s) && s[k] == ' ' {
		k++
	}
	// ms is in the text's order: a search, not a walk, keeps a line
	// of many such keys linear
	n := sort.Search(len(ms), func(i int) bool { return ms[i][2] >= k })
	return n < len(ms) && ms[n][2] == k
}

// bareNameKey reports a key that is a name's word alone, in English or
// as another language's catalogues write Name (nombre, navn, nimi), with
// at most one word before it (doc.name, x-name).
func bareNameKey(key string) bool {
	f := strings.Fields(key)
	if len(f) == 0 {
		return false
	}
	p := keyParts(f[len(f)-1])
	return len(p) > 0 && len(p) <= 2 && (p[len(p)-1] == "name" || wordlist.NameLabel(p[len(p)-1]))
}

// nameFieldSibling reports a text whose keys (ms, keySeps') include one
// that an address book labels a person's given or family name with, in
// any of its languages (vorname, apellido, last_name, sukunimi:
// FieldKey's "name"): the record is a person's, and a bare name's key
// beside it holds the person's name.
func nameFieldSibling(s string, ms [][]int) bool {
	for _, m := range ms {
		f := strings.Fields(s[m[2]:m[3]])
		if len(f) == 0 || len(f[len(f)-1]) > 64 {
			continue
		}
		if p := keyParts(f[len(f)-1]); len(p) > 0 && len(p) <= 3 && wordlist.FieldKey(strings.Join(p, "")) == "name" {
			return true
		}
	}
	return false
}

// serviceRun reports a value of two or three words whose first is a
// service's or a bot's word (serviceParts) and no given name: GitHub
// Actions, Renovate Bot, Backup Service (Job Smith is a person's).
func serviceRun(v string) bool {
	f := strings.Fields(v)
	if len(f) < 2 || len(f) > 3 {
		return false
	}
	lw := strings.ToLower(f[0])
	return serviceParts[lw] && !givenNameData(lw)
}

// undoneRole reports a person's key and, as its value, the key's own verb
// undone as a participle: assignee: unassigned, owner: unowned,
// reviewer: unreviewed, approver: unapproved. No one holds the role.
func undoneRole(key, v string) bool {
	p := keyParts(key)
	if len(p) == 0 || len(v) < 6 || !hasPrefix(v, "un") || !hasSuffix(v, "ed") {
		return false
	}
	verb := v[2 : len(v)-2]
	last := p[len(p)-1]
	return len(verb) >= 3 && hasPrefix(last, verb) && len(last)-len(verb) <= 3
}

// doerKey reports a key that says who did something, as an audit log or
// a record names them (actor, requester, reviewer): its value is a
// person's whole name or a service's account.
func doerKey(key string) bool {
	p := keyParts(key)
	return len(p) > 0 && wordIn(doerWords, p[len(p)-1])
}

// doerWords are doerKey's words, each between spaces (wordIn).
const doerWords = " actor creator requester requestor reviewer approver uploader submitter initiator invitee inviter "
