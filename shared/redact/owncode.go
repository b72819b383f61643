package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// The text's own code: a message that carries its stack or its statement
// names its code where nothing but code stands, a method called through
// its namespace (Sklad.Services.PostavkaService.Provesti(…), at
// com.acme.billing.InvoiceJob.run(…)) and a table after SQL's keywords
// (SELECT * FROM jaego_ilbo, INSERT INTO stok_hareketleri (urun_id, …))
// and a test that pytest names by its file (test_lager.py::test_reserve).
// Their parts are code wherever else that text names them: the frame's
// file (/app/Sklad.Services/PostavkaService.cs), the table quoted in the
// database's own message ("jaego_ilbo" 이름의 릴레이션이 없습니다). Like the
// event's code (WithCode), a part the names data holds is left out.

// maxTextCodeNames bounds the names one text adds.
const maxTextCodeNames = 256

// sqlTableKeywords are the keywords, as SQL is written in capitals, after
// which a table is named.
var sqlTableKeywords = [...]string{"FROM ", "INTO ", "UPDATE ", "JOIN ", "TABLE "}

// ownCode reports a token made of the text's own code: each part is a part
// of a code name the text writes (textCode), the event's code or known,
// and one at least is the text's. The text is read once, on first use.
func (sc *scan) ownCode(tok string) bool {
	if !sc.ownDone {
		sc.own, sc.ownDone = textCode(sc.s), true
	}
	if sc.own == nil || len(tok) > 256 {
		return false
	}
	if sc.own.has(tok) || sc.own.has("="+tok) {
		return true // a part, or a whole name the text writes as code
	}
	ok, any := true, false
	for seg := range strings.SplitSeq(tok, ".") {
		if sc.own.has("=" + strings.ToLower(seg)) {
			// a class the text's frames name, as its file
			// (HikariPool.java): whole, whatever its parts
			any = true
			continue
		}
		eachPart(seg, func(p string) bool {
			switch {
			case sc.own.has(p):
				any = true
			case !sc.code.has(p) && !knownPart(p):
				ok = false
			}
			return ok
		})
		if !ok {
			return false
		}
	}
	return ok && any
}

// textCode returns the parts of the code names s writes; nil when it
// writes none.
func textCode(s string) codeSet {
	var names []string
	add := func(n string) bool {
		names = append(names, n)
		return len(names) < maxTextCodeNames
	}
	callNames(s, add)
	if len(names) < maxTextCodeNames {
		tableNames(s, add)
	}
	if len(names) < maxTextCodeNames {
		testNames(s, add)
	}
	if len(names) < maxTextCodeNames {
		typeNames(s, add)
	}
	if len(names) < maxTextCodeNames {
		packageNames(s, add)
	}
	if len(names) < maxTextCodeNames {
		propertyPaths(s, add)
	}
	if len(names) < maxTextCodeNames {
		serviceNames(s, add)
	}
	if len(names) < maxTextCodeNames {
		hostFirstLabels(s, add)
	}
	if len(names) == 0 {
		return nil
	}
	set := codeSet{}
	for _, n := range names {
		set.addWhole(n, true)
		if strings.Count(n, ".") < 8 {
			// each segment of a dotted name as a whole too: a frame's
			// class (com.zaxxer.hikari.pool.HikariPool.create…) is the
			// file its frame names (HikariPool.java), though Hikari is a
			// given name too
			for seg := range strings.SplitSeq(n, ".") {
				// only a camelCase segment is a compound of parts (a
				// cheap test first: first sight reads every frame)
				if len(seg) > 1 && strings.IndexFunc(seg[1:], unicode.IsUpper) >= 0 {
					set.addWhole(seg, false)
				}
			}
		}
	}
	return set
}

// addWhole adds n's parts (parts) and n as a whole: a compound name is
// code as a whole where the text writes it, even when a part is also
// somebody's name (chumon.suryo: Suryo is a given name too); one all of
// whose parts are names (olivia_martin, HannahVogel) is not. "=" keeps it
// apart from the parts, which are letters only.
//
// A segment of a dotted name (parts false) is a class or a module among
// its namespaces: a compound of two parts or more, one a word no given
// name is (HikariPool: Pool is a surname too, but a word), is code whole.
func (set codeSet) addWhole(n string, parts bool) {
	count, named, words := 0, 0, 0
	eachPart(n, func(p string) bool {
		count++
		lp := strings.ToLower(p)
		if len(lp) >= 3 && !givenNameData(lp) && !surnameData(lp) {
			if parts {
				set[lp] = true
			}
		} else {
			named++
		}
		if !parts && len(lp) >= 3 && !givenNameData(lp) && wordlist.Known(lp) {
			words++
		}
		return true
	})
	if count >= 2 && (named < count || words > 0) {
		set["="+strings.ToLower(n)] = true
	}
}

// callNames gives each name called through two namespaces or more before
// its opening bracket (A.B.C( ), as stack frames of .NET, Java, Kotlin,
// Scala and JavaScript write them.
func callNames(s string, add func(string) bool) {
	for i := 0; i < len(s); i++ {
		if s[i] != '(' {
			continue
		}
		k := i
		for k > 0 && (isAlnum(s[k-1]) || s[k-1] == '_' || s[k-1] == '.' || s[k-1] == '$') && i-k < 256 {
			k--
		}
		n := s[k:i]
		if k > 0 && (s[k-1] == '/' || s[k-1] == '@' || s[k-1] == ':' || s[k-1] == '-') {
			continue // a host's or a path's dots, not a namespace's
		}
		if strings.Count(n, ".") < 2 || !isLetter(n[0]) && n[0] != '_' || contains(n, "..") || hasSuffix(n, ".") {
			continue
		}
		if !add(n) {
			return
		}
	}
}

// testNames gives the classes and functions of each pytest node id
// (tests/test_stock.py::TestReserve::test_reserve_below_minimum), as pytest
// reports a failed test: names of the test suite's code.
func testNames(s string, add func(string) bool) {
	for off := 0; ; {
		j := indexStr(s[off:], ".py::")
		if j < 0 {
			return
		}
		a := off + j + len(".py::")
		off = a
		b := a
		for b < len(s) && (isAlnum(s[b]) || s[b] == '_' || s[b] == ':') && b-a < 256 {
			b++
		}
		for _, n := range split(s[a:b], "::") {
			if n != "" && (isLetter(n[0]) || n[0] == '_') && !add(n) {
				return
			}
		}
	}
}

// typeNames gives each type a message names quoted after "of type": an
// engine's class (The object of type 'Rigidbody' has been destroyed), a
// protocol's field type (the value 'quorum' of type 'longstr'), Python's
// (object of type 'NoneType' has no len()). A part the names data holds
// is left out as everywhere in the text's code, and so is a name written
// together (gluedName).
func typeNames(s string, add func(string) bool) {
	const kw = "of type "
	for off := 0; ; {
		j := indexStr(s[off:], kw)
		if j < 0 {
			return
		}
		a := off + j + len(kw)
		off = a
		if a >= len(s) || s[a] != '\'' && s[a] != '"' && s[a] != '`' {
			continue
		}
		q := s[a]
		a++
		b := a
		for b < len(s) && (isAlnum(s[b]) || s[b] == '_' || s[b] == '.') && b-a < 128 {
			b++
		}
		if b == a || b >= len(s) || s[b] != q || !isLetter(s[a]) && s[a] != '_' || gluedName(strings.ToLower(s[a:b])) {
			continue // a login written together (markelliott) is no type
		}
		if !add(s[a:b]) {
			return
		}
	}
}

// packageNames gives each package a text names with its version, as a
// dependency is pinned: a Go module (github.com/google/docsy@v0.11.0), an
// npm or Ruby package (lodash@4.17.21, @babel/core@7.24.0), a Python
// requirement (requests==2.31.0). The name's last path segment is a
// package's name, so the text's "Docsy SCSS" names that package, not a
// person; an owner's segment before it (github.com/olivia/…) is not added.
func packageNames(s string, add func(string) bool) {
	for off := 0; off < len(s); {
		j := strings.IndexAny(s[off:], "@=")
		if j < 0 {
			return
		}
		j += off
		off = j + 1
		v := j + 1
		if s[j] == '=' {
			if v >= len(s) || s[v] != '=' {
				continue
			}
			v++
		}
		if v < len(s) && s[v] == 'v' {
			v++
		}
		if v >= len(s) || !isDigit(s[v]) {
			continue
		}
		k := j
		for k > 0 && j-k < 128 && (isAlnum(s[k-1]) || s[k-1] == '_' || s[k-1] == '-' || s[k-1] == '.') {
			k--
		}
		if k == j || !isLetter(s[k]) || k > 0 && s[k-1] == '=' {
			continue // a key's value (user=olivia@…) is no package's name
		}
		if !add(s[k:j]) {
			return
		}
	}
}

// tableNames gives each table named after SQL's table keywords (and, after
// INSERT INTO, the columns listed after it).
func tableNames(s string, add func(string) bool) {
	for _, kw := range sqlTableKeywords {
		for off := 0; ; {
			j := indexStr(s[off:], kw)
			if j < 0 {
				break
			}
			j += off
			off = j + len(kw)
			if j > 0 && isAlnum(s[j-1]) {
				continue
			}
			a := off
			if a < len(s) && (s[a] == '"' || s[a] == '`' || s[a] == '[') {
				a++
			}
			b := a
			for b < len(s) && (isAlnum(s[b]) || s[b] == '_' || s[b] == '.') && b-a < 128 {
				b++
			}
			if b == a || !isLetter(s[a]) && s[a] != '_' {
				continue
			}
			if !add(s[a:b]) {
				return
			}
			if kw != "INTO " {
				continue
			}
			// INSERT INTO t (a, b, c): its columns
			c := b
			for c < len(s) && (s[c] == '"' || s[c] == '`' || s[c] == ']' || s[c] == ' ') {
				c++
			}
			if c >= len(s) || s[c] != '(' {
				continue
			}
			e := indexByte(s[c:], ')')
			if e < 0 || e > 512 {
				continue
			}
			for _, col := range split(s[c+1:c+e], ",") {
				col = strings.Trim(col, " \"`[]")
				if col != "" && (isLetter(col[0]) || col[0] == '_') && !containsChars(col, " '") {
					if !add(col) {
						return
					}
				}
			}
		}
	}
}

// violationKeys are the messages that list a bean's or a form's failures
// as "path: message" pairs: Jakarta and javax Bean Validation's
// ConstraintViolationException (objednavka.mnozstvi: nesmí být null, chumon.suryo: …)
// and Django's ValidationError as a dict ({'jiaohuo_riqi': ['…']}).
var violationKeys = [...]string{"ConstraintViolationException: ", "ValidationError: {"}

// propertyPaths gives each property path or field name a violation
// message lists before its ":" (violationKeys), on the message's line: a
// name of the program's own model, in whatever language its authors
// named it, and no one's value.
func propertyPaths(s string, add func(string) bool) {
	for _, kw := range violationKeys {
		for off := 0; ; {
			j := indexStr(s[off:], kw)
			if j < 0 {
				break
			}
			a := off + j + len(kw)
			off = a
			e := indexByte(s[a:], '\n')
			if e < 0 {
				e = len(s) - a
			}
			for line, at := s[a:a+min(e, 4096)], 0; at < len(line); {
				if line[at] == '\'' || line[at] == '"' {
					at++ // {'jiaohuo_riqi': a dict's quoted key
				}
				b := at
				for b < len(line) && (isAlnum(line[b]) || line[b] == '_' || line[b] == '.' || line[b] == '[' || line[b] == ']') && b-at < 128 {
					b++
				}
				if b > at && isLetter(line[at]) && b < len(line) && (line[b] == ':' || (line[b] == '\'' || line[b] == '"') && b+1 < len(line) && line[b+1] == ':') {
					if !add(line[at:b]) {
						return
					}
				}
				k := indexStr(line[b:], ", ")
				if k < 0 {
					break
				}
				at = b + k + 2
			}
		}
	}
}

// serviceNames gives the PAM service a module writes before its management
// group (pam_unix(sshd:session), Linux-PAM's auth, account, session or
// password): the name of the service's file in
// /etc/pam.d, which is its program's. A program's name is code, though no
// dictionary holds it (sshd).
func serviceNames(s string, add func(string) bool) {
	for off := 0; ; {
		k := indexStr(s[off:], "pam_")
		if k < 0 {
			return
		}
		off += k + 4
		// pam_unix(sshd:session): the module's name, then the service
		svc, _, _ := cut(s[off:min(len(s), off+64)], ":")
		if _, svc, ok := cut(svc, "("); ok && svc != "" && !add(svc) {
			return
		}
	}
}

// hostFirstLabels gives the first label of each host name the text writes
// (ocs-01 of ocs-01.billing.telco.example): a system names a host by its
// short name too (Diameter's Session-Id ocs-01;1715760000;4471, a pod's
// or a node's prompt), and a host is kept by policy.
func hostFirstLabels(s string, add func(string) bool) {
	for i := 0; i < len(s); {
		if !isAlnum(s[i]) || i > 0 && (isAlnum(s[i-1]) || s[i-1] == '-' || s[i-1] == '.' || s[i-1] == '_') {
			i++
			continue
		}
		j := i
		for j < len(s) && (isAlnum(s[j]) || s[j] == '-' || s[j] == '.') && j-i < 256 {
			j++
		}
		tok := strings.TrimRight(s[i:j], ".-")
		if d := indexByte(tok, '.'); d > 1 && strings.Count(tok, ".") >= 2 && hasLetter(tok[:d]) && (hostOrAddress(tok) || specialUseHost(tok)) && !add(tok[:d]) {
			return
		}
		i = j
	}
}
