// Where a path names software and not a person: the folder a package is
// installed in (/opt/sklad, /var/lib/zaiko), a source tree's package
// (src/zaiko/shukka.ts, internal/sklad/ostatki.go), a branch's topic
// (feature/zaiko-sync) and the folders and file of source code or
// configuration (Orion/CheckoutViewController.swift, config/sherlock.toml).
// Such names are often words of the team's own language, romanised (sklad,
// zaiko, jaego, cangku), which no English dictionary holds; a person's name
// or login in the same place is still masked.

package redact

import (
	"strings"
	"unicode"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// The folders under which software is named (the Filesystem Hierarchy
// Standard's and the usual mount points), whose children are a program's
// packages or a branch's topics, and whose children are people's; the
// extensions of source files (their folders are packages) and, with the
// second list, of configuration files and units (their name is a
// program's). Each word between spaces.
const (
	installRoots = " opt srv etc var lib log cache spool run usr local share www data mnt libexec "
	sourceRoots  = " src internal pkg cmd lib libs app apps packages modules feature features bugfix hotfix "
	homeRoots    = " home users user u profiles people members mail cron crontabs customers accounts uploads sftp ftp "
	codeExts     = " go py rb js mjs ts tsx jsx java kt cs php rs swift ex exs erl c h cc cpp hpp scala vue dart lua groovy "
	configExts   = " ini toml yaml yml conf cfg properties service socket timer mount plist "
	// the files programs write and read for each other (a tariff table,
	// a zone list, a service's log, an interchange message), no person's
	// document: named by the program's authors in their own language
	// (tarify.xml, vyohykkeet.json, sefaz.log) when they lie in the tree
	// a program is installed in
	dataExts = " json xml log edi xsd jsonl ndjson "
)

// inList reports w, lower-cased, among list's words.
func inList(list, w string) bool {
	return w != "" && scanWordIn(list, strings.ToLower(w))
}

// softwarePath judges the segments of one path token in turn. It learns
// the token's file and the folders before each segment once, as the
// segments go by, so a token of many segments (a hostile /app=/app=…) costs
// time in proportion to its length, not to its length times its segments.
// Its zero value is ready for a token's first segment; segments must come
// in order.
type softwarePath struct {
	init        bool
	lastSlash   int    // the path's last "/", or -1
	ext         string // the file's extension; "" when the file has none
	scanned     int    // path[:scanned] is folded into the fields below
	clear       int    // path[scanned:clear] holds no "/": a long folder is searched once
	home, roots bool   // a home root seen; every folder so far a root
	distro      bool   // the path is in a distribution's tree (distroTree)
	rooted      bool   // the path's first folder is an install root (underRoot)
	last        string // the last folder seen, which ends at scanned-1
	// programFolder's: whether progRoot is known, the Windows program
	// root's end or -1, path[progRoot:progScanned] folded into progHome
	progInit    bool
	progRoot    int
	progScanned int
	progHome    bool // a home root among the program root's folders
	softEnd     int  // the end of the last segment judged software, or 0
}

// segment reports whether path[sa:sb], one segment of the path, names
// software where it stands and reads as no person's name or login.
func (sp *softwarePath) segment(path string, sa, sb int) bool {
	ok := sp.judgeSegment(path, sa, sb)
	if ok {
		sp.softEnd = sb
	}
	return ok
}

func (sp *softwarePath) judgeSegment(path string, sa, sb int) bool {
	seg := path[sa:sb]
	if seg == "" || seg[0] == '.' {
		return false
	}
	if !sp.init {
		sp.init, sp.roots = true, true
		sp.distro, sp.rooted = distroTree(path), underRoot(path)
		sp.lastSlash = lastIndexByte(path, '/')
		file := path[sp.lastSlash+1:]
		if k := strings.IndexAny(file, ":("); k >= 0 {
			file = file[:k] // Hifadhi.swift:41, shukka.ts(88,15)
		}
		if k := lastIndexByte(file, '.'); k >= 0 {
			sp.ext = file[k+1:]
		}
	}
	// a data file under an install root (/var/spool/edi/in/IFTSTA_20240311.edi):
	// its number is a message's sequence or date, as a distribution's
	// files carry versions
	dataFile := sp.lastSlash < sb && sp.rooted && inList(dataExts, sp.ext)
	for i := 0; i < len(seg); i++ {
		// libXrender.so.1, python3.11-config.1.gz, libstdc++.so.6: the
		// distribution's files carry their versions and sections
		if c := seg[i]; !isLetter(c) && c != '-' && c != '_' && c != '.' && !(sp.distro && (isDigit(c) || c == '+')) && !(dataFile && isDigit(c)) {
			return false // a number or an odd character is judged as before
		}
	}
	// a source file and its folders, a configuration file itself
	ok := inList(codeExts, sp.ext) || sp.lastSlash < sb && inList(configExts, sp.ext)
	// a data file names no one only when no part of its name is a name
	// or a document's kind (Reisepass_Scan_Weber.xml is Weber's)
	data := !ok && dataFile
	ok = ok || data
	// orion/templates/deployment.yaml: a Helm chart's folder before its
	// templates
	ok = ok || hasPrefix(path[sb:], "/templates/") && (inList(configExts, sp.ext) || sp.ext == "tpl")
	// the folders before it: every one a root (/opt/sklad, /var/lib/zaiko),
	// or the last one a source root; none a home root
	for {
		k := indexByte(path[sp.clear:sa], '/')
		if k < 0 {
			sp.clear = sa
			break
		}
		p := path[sp.scanned : sp.clear+k]
		sp.home = sp.home || inList(homeRoots, p)
		sp.roots = sp.roots && (p == "" || inList(installRoots, p))
		sp.last, sp.scanned = p, sp.clear+k+1
		sp.clear = sp.scanned
	}
	if sp.home {
		return false
	}
	ok = ok || sp.distro || sp.scanned == sa && sa > 0 && inList(sourceRoots, sp.last)
	// /srv/notar/arhiiv, /opt/kho/dongbo.sh: a folder or file inside a
	// program's folder under an install root is the program's too, as
	// far down as each folder before it was; a name there is still judged
	// (deeperName), as a home root's children are, but for the tree's own
	// folders (bin, lib, log)
	deeper := false
	if !ok && !(path[0] == '/' && sa > 1 && sp.roots) {
		if deeper = sp.rooted && sp.softEnd > 0 && sp.softEnd == sa-1; !deeper {
			return false
		}
	}
	// olivia-martin, lucia_herrera: a given name and a surname; jsmith: an
	// initial and a surname. A given name or a surname alone there is a
	// product's as often (Orion, Sherlock, Duka), and romanised words are
	// not told from glued names (zaiko), so neither is masked here.
	if k := lastIndexByte(seg, '.'); k > 0 {
		seg = seg[:k]
	}
	if data && namedFile(seg) || deeper && !inList(installRoots, seg) && seg != "bin" && deeperName(path[sa:sb]) {
		return false
	}
	if sp.distro {
		// xrender, gdbus: in a distribution's tree one word is a
		// program's, never read as an initial and a surname (x. Render);
		// a given name and a surname there still are a person's
		parts := 0
		eachPart(seg, func(string) bool { parts++; return parts < 2 })
		if parts < 2 {
			return true
		}
	}
	return !nameParts(seg)
}

// deeperName reports a segment inside a program's tree that reads as a
// person's: a part that is a given name or a surname of the names data or
// a document's kind (namedFile), a login of a name's parts (priyasharma,
// backup-tkowalewska.sh), a handle (k.nowak, its "extension" the surname).
func deeperName(seg string) bool {
	if namedFile(seg) || personCompound(seg) {
		return true
	}
	named := false
	eachPart(seg, func(p string) bool {
		lp := strings.ToLower(p)
		named = gluedName(lp) || len(lp) >= 3 && personNameData(lp) || len(lp) >= 6 && (surnameData(lp[1:]) || femaleSurnameOnly(lp[1:]))
		return !named
	})
	return named
}

// namedFile reports a file's name of which a part is a given name or a
// surname of the names data, or a personal document's kind.
func namedFile(seg string) bool {
	named := false
	eachPart(seg, func(p string) bool {
		lp := strings.ToLower(p)
		named = len(lp) >= 3 && (givenName(lp) || personNameData(lp) || femaleSurnameOnly(lp) || wordIn(documentWords, lp) || fileHealthWord(lp))
		return !named
	})
	return named
}

// underRoot reports an absolute path whose first folder is an install
// root (/etc/lippu/vyohykkeet.json, /srv/jizdenky/tarify.xml): the tree a
// program's files are put in, not a home's.
func underRoot(path string) bool {
	if len(path) < 2 || path[0] != '/' {
		return false
	}
	first, _, _ := cut(path[1:], "/")
	return inList(installRoots, first)
}

// distroTree reports a path in the trees a distribution's packages install
// and its package manager keeps (/usr/share/man/man5/american-english.5.gz,
// /usr/lib/x86_64-linux-gnu/libXrender.so.1, /var/lib/dpkg/info/):
// their folders and files are the packages', named by their authors.
// /usr/local and /usr/src are the machine's own (a container's
// /usr/src/app), and a home root or a person's name and surname under a
// distribution's folder (a web root's uploads) is still judged.
//
// Not inlined (strs.go's one-call helpers brought it under the budget):
// its callers' copies cost more bytes than the call saves.
//
//go:noinline
func distroTree(path string) bool {
	for _, p := range [...]string{"/usr/", "/lib/", "/lib64/", "/lib32/", "/bin/", "/sbin/", "/var/lib/dpkg/", "/var/cache/apt/"} {
		if hasPrefix(path, p) {
			return p != "/usr/" || !hasPrefix(path, "/usr/local/") && !hasPrefix(path, "/usr/src/")
		}
	}
	return false
}

// inDistroPath reports a run at s[i:] inside a path of a distribution's
// tree (distroTree): apt_inst.cpython-311-x86_64-linux-gnu.so, an ABI's
// and a target's names, no generated secret. The path's start is looked
// for at most 256 bytes back, so a long token's many runs cost no rescan.
func inDistroPath(s string, i int) bool {
	a := i
	for a > 0 && i-a < 256 && !pathStop(s[a-1]) && s[a-1] != '"' && s[a-1] != '\'' && s[a-1] != '`' {
		a--
	}
	if a < i && s[a] != '/' {
		// the path may start after a bracket or a typographic quote
		if k := indexStr(s[a:i], "/"); k >= 0 {
			a += k
		}
	}
	return a < len(s) && s[a] == '/' && distroTree(s[a:])
}

// nameParts reports a name split into parts by "-", "_", "." and case
// (JoseGarciaService): a given name and a surname, or one part of an
// initial and a surname (jsmith).
func nameParts(seg string) bool {
	// on the stack for a segment of up to eight parts (a path's every
	// segment is asked)
	var buf [8]string
	parts := buf[:0]
	for w := range strings.FieldsFuncSeq(seg, func(r rune) bool { return !letterRune(r) }) {
		if wordlist.Acronym(w) || humpedWord(w) {
			// ElGamal NUMA: a humped word a dictionary holds whole (the
			// cryptosystem, no El and Gamal) and an acronym of the Linux
			// manual in its capitals are no name's parts
			continue
		}
		eachPart(w, func(p string) bool { parts = append(parts, strings.ToLower(p)); return true })
	}
	if len(parts) == 1 && (len(parts[0]) < 5 || !surnameData(parts[0][1:])) {
		// one part (most folders): a given name or a surname alone is no
		// pair, so only an initial and a surname can be one (below)
		return false
	}
	g, n, both := 0, 0, 0
	for _, p := range parts {
		switch gv, nv := givenNameData(p) || givenName(p), surnameData(p); {
		case gv && nv:
			both++
		case gv:
			g++
		case nv:
			n++
		case len(parts) == 1 && len(p) >= 5 && surnameData(p[1:]) && !knownWord(p):
			return true
		}
	}
	return g > 0 && n+both > 0 || n > 0 && both > 0 || both >= 2
}

// humpedWord reports a word written with a hump inside (ElGamal, PostScript)
// that the dictionaries hold whole and the names data does not: it is the
// word, whatever names its humps would split it into.
func humpedWord(w string) bool {
	humped, prevLower := false, false
	for _, r := range w {
		humped = humped || prevLower && upperRune(r)
		prevLower = lowerRune(r)
	}
	lw := strings.ToLower(w)
	return humped && knownWord(lw) && !givenNameData(lw) && !surnameData(lw) && !givenSurnameHumps(w)
}

// givenSurnameHumps reports a word of two humps, a given name of the
// built-in list and a surname of the names data (JohnSmith, AnnaKowalska):
// a person's name glued as logins and folders write it, though a list
// that gathered it from examples holds it whole (ElGamal, MarkDown: no
// such given name before the hump).
func givenSurnameHumps(w string) bool {
	k := 1
	for k < len(w) && !(w[k] >= 'A' && w[k] <= 'Z') {
		k++
	}
	if k >= len(w)-1 || strings.IndexFunc(w[k+1:], unicode.IsUpper) >= 0 {
		return false
	}
	return givenName(strings.ToLower(w[:k])) && surnameData(strings.ToLower(w[k:]))
}

// resourceName reports a resource name as Google's APIs write them (AIP-122:
// projects/fleet-prod-3821/datasets/telemetry/tables/orders_2024): from a
// root of Google's resource hierarchy (projects, organizations, folders,
// billingAccounts), collections and ids alternate, two pairs or more,
// and each collection is a known word in the plural (datasets,
// locations, buckets) that names no people. Its ids are the
// organisation's own names for its projects, datasets and tables, which
// a triager needs, however much a word and a number (fleet-prod-3821)
// look like a generated password elsewhere; the caller still judges an
// id with a name in it (namedParts), and under users/ or customers/ the
// path is no resource name.
func resourceName(path string) bool {
	root, _, _ := cut(path, "/")
	if !inList(" projects organizations folders billingaccounts ", root) {
		return false
	}
	pairs := 0
	for path != "" {
		coll, rest, ok := cut(path, "/")
		if !ok || len(coll) < 4 || coll[len(coll)-1] != 's' || !lettersOnly(coll) {
			return false
		}
		id, tail, _ := cut(rest, "/")
		if id == "" || !resourceCollection(coll) {
			return false
		}
		pairs++
		path = tail
	}
	return pairs >= 2
}

// resourceCollection reports a collection's word of a resource name: a
// known word (camelCase parts known: keyRings, cryptoKeys) whose singular
// is no person's noun.
func resourceCollection(coll string) bool {
	lc := strings.ToLower(coll)
	if nameNouns.has(lc) || nameNouns.has(lc[:len(lc)-1]) || inList(homeRoots, lc) {
		return false
	}
	return knownWord(lc) || knownCompound(coll)
}

// namedParts reports an id of a resource name with a part (between "-",
// "_" and ".") that the judge masks and no dictionary knows: a person's
// name or a login (olivia-martin-1984, jsmith_2024), which is judged. A
// known word that is a surname too (fleet, sales) is the organisation's.
func namedParts(id string, dom script, ours codeSet) bool {
	for _, p := range strings.FieldsFunc(id, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		if len(p) >= 2 && hasLetter(p) && judgeToken(p, dom, false, ours) == tokMask && !knownWord(p) {
			return true
		}
	}
	return false
}

// driveLetterPath reports a Windows path from its drive (C:\Users, "D:\x).
func driveLetterPath(t string) bool {
	t = strings.TrimLeft(t, "\"'(")
	return len(t) >= 3 && isLetter(t[0]) && t[1] == ':' && t[2] == '\\'
}

// programFolder reports path[sa:sb], a folder or file of a Windows path
// under Program Files, Program Files (x86) or ProgramData: the vendor's
// or the program's own (C:\Program Files\Lohnbuero\lb.exe, and the
// files its installer put deeper, …\Lohnbuero\bin\libxml2.dll), as a
// distribution's tree is its packages' (distroTree); a person's name
// there, or any folder under a home root's (…\profiles\jkowalski), is
// still judged. Like segment, it finds the path's root once and folds
// each folder in once as the segments go by, so a token of many segments
// (a hostile /user:/user:…) costs time in proportion to its length: it
// searched the whole token for its root at every segment before.
func (sp *softwarePath) programFolder(path string, sa, sb int) bool {
	if !sp.progInit {
		sp.progInit = true
		sp.progRoot = programRoot(path)
		sp.progScanned = sp.progRoot
	}
	r := sp.progRoot
	if r < 0 || sa < r || path[sa-1] != '\\' {
		return false
	}
	if sa < sp.progScanned {
		// a segment out of order: its folders are read again
		sp.progScanned, sp.progHome = r, false
	}
	// path[r:sa] ends with a backslash: each folder before it ends with
	// one, and those before progScanned are folded into progHome
	for sp.progScanned < sa {
		k := sp.progScanned + indexByte(path[sp.progScanned:sa], '\\')
		sp.progHome = sp.progHome || inList(homeRoots, path[sp.progScanned:k])
		sp.progScanned = k + 1
	}
	return !sp.progHome && !nameParts(path[sa:sb])
}

// namedFolder reports a Windows path with a folder the names data reads
// as a person's name (personFolder): D:\Apps\JohnSmith\app.exe, which reads
// whole as code, is judged folder by folder all the same. The file's own
// name is left to the judge.
func namedFolder(path string) bool {
	k := lastIndexByte(path, '\\')
	if k < 0 {
		return false
	}
	for f := range strings.SplitSeq(path[:k], "\\") {
		if personFolder(f) {
			return true
		}
	}
	return false
}

// personFolder reports a folder named as a person is written: a given name
// of the built-in list and a surname of the names data, in capitals then
// small letters, apart (John Smith) or glued (JohnSmith). A name read
// looser (nameParts: PIN PEP, Lohn.Core, CoreSight MAC) stays the
// judge's: a vendor's folder is made of such words.
func personFolder(f string) bool {
	words := strings.Fields(f)
	if len(words) == 1 {
		w := words[0]
		k := strings.IndexFunc(w[1:], unicode.IsUpper) + 1
		if k < 2 || !titleLetters(w[:k]) || !titleLetters(w[k:]) {
			return false
		}
		words = []string{w[:k], w[k:]}
	}
	if len(words) < 2 || len(words) > 3 {
		return false
	}
	for _, w := range words {
		if !titleLetters(w) {
			return false
		}
	}
	return givenName(strings.ToLower(words[0])) && surnameData(strings.ToLower(words[len(words)-1]))
}

// titleLetters reports a word of ASCII letters, a capital then small ones.
func titleLetters(w string) bool {
	if len(w) < 2 || w[0] < 'A' || w[0] > 'Z' {
		return false
	}
	for i := 1; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return false
		}
	}
	return true
}

// programRoot returns where the folders under a Windows path's program
// root begin (past "C:\Program Files\"), or -1 for a path with no such
// root: Windows installs programs only there, at the drive's top.
func programRoot(path string) int {
	c := indexStr(path, ":\\")
	if c < 1 || !isLetter(path[c-1]) {
		return -1
	}
	rest := path[c+2:]
	for _, root := range [...]string{"program files\\", "program files (x86)\\", "programdata\\"} {
		if len(rest) >= len(root) && strings.EqualFold(rest[:len(root)], root) {
			return c + 2 + len(root)
		}
	}
	return -1
}

// inProgramPath reports s[i] inside a Windows path under a program root
// (programRoot), unquoted ones too: C:\Program Files\PhotoCD GOMP\x.so.6
// goes on over a space while the next word holds another folder, as the
// judge reads it, so GOMP\x.so.6 is a folder and its file, no DOMAIN\login,
// and the file's versions no generated secret. A name Windows forbids in a
// path (":", '"', '<', '>', '|', '?', '*') or a line's end ends it; the
// path's start is looked for at most 256 bytes back and a word's backslash
// at most 256 bytes on, so a long text costs no rescan.
func inProgramPath(s string, i int) bool {
	lo := max(i-256, 0)
	c := strings.LastIndex(s[lo:i], ":\\")
	if c < 0 {
		return false
	}
	c += lo
	if c < 1 || !isLetter(s[c-1]) || c > 1 && isWord(s[c-2]) {
		return false
	}
	// the root's own words (Program Files (x86)) are in the path too
	r := programRoot(s[c-1 : min(len(s), c+32)])
	if r < 0 {
		return false
	}
	for q := c - 1 + r; q < i; q++ {
		switch s[q] {
		case '\n', '\r', '\t', '"', '<', '>', '|', '?', '*', ':':
			return false
		case ' ':
			// the word after the space must hold a folder's backslash
			e := q + 1
			for e < len(s) && e-q < 256 && s[e] != ' ' && s[e] != '\\' && s[e] != '\n' {
				e++
			}
			if e >= len(s) || s[e] != '\\' {
				return false
			}
			q = e
		}
	}
	return true
}
