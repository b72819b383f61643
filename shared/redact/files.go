// File names of user content (documents, scans, photos): masked when they
// carry a proper or given name or a personal document's kind.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// userExts are the extensions of files people make: documents, scans,
// photos, recordings. Their names often carry who they are about.
// Hangul's word processor, archives people upload their photos and
// papers in, exported sheets, e-books and videos
const userExts = " pdf doc docx odt rtf pages xls xlsx ods numbers ppt pptx txt jpg jpeg png heic heif gif bmp tif " +
	"tiff webp dcm mp4 mov m4a mp3 wav eml msg vcf hwp hwpx zip rar 7z csv epub mkv avi " +
	// Estonia's and Latvia's signed-document containers and a tachograph
	// driver card's download, each one person's by law
	"asice bdoc edoc ddd "

// documentWords name what a personal document is: a file name holding one
// is about somebody.
const documentWords = " passport payslip licence license certificate selfie xray cv resume tax medical sick therapy " +
	"divorce birth statement contract lease rental diagnosis prescription visa will " +
	// the passport, identity card, CV and payslip in the languages of
	// the European corpora (Reisepass_Scan_Weber.jpg: Weber is an SI
	// unit too, so the document's kind tells)
	"reisepass personalausweis lebenslauf gehaltsabrechnung lohnabrechnung passeport pasaporte passaporto paspoort " +
	"paszport passaport "

// detectUserFiles masks the names of user files (by extension) that carry
// a proper name, a given name, another script or a personal document's
// kind; the folder before them is kept.
func detectUserFiles(sc *scan, dom script) {
	s, l := sc.s, sc.lower
	for i := indexByte(l, '.'); i >= 0 && i < len(l); {
		j := i + 1
		for j < len(l) && isLetter(l[j]) || j < len(l) && l[j] >= '0' && l[j] <= '9' {
			j++
		}
		ext := l[i+1 : j]
		if wordIn(userExts, ext) && (j == len(l) || !isWord(l[j])) {
			a := fileStart(s, i)
			if a < i && personalFileName(sc, s[a:i], dom) {
				// a build's content hash after the name stays
				e := j
				if k := fingerprinted(s[a:j]); k > 0 {
					e = a + k
				}
				sc.add(a, e, phValue)
			}
		}
		k := indexByte(l[j:], '.')
		if k < 0 {
			return
		}
		i = j + k
	}
}

func fileStop(c byte) bool {
	return c == ' ' || c == '/' || c == '\\' || c == '\'' || c == '"' || c == '\t' || c == '\n' || c == '(' || c == '[' || c == '=' || c == ':' || c == '`'
}

// fileStart returns where the base name ending at i starts: after a stop
// byte, or after a character that is neither a letter, a digit nor a mark
// («, 「, ：, a no-break space), so a file name quoted or glued to a
// sentence in any script starts where its own characters do.
func fileStart(s string, i int) int {
	a := i
	for a > 0 && i-a < 255 && !fileStop(s[a-1]) { // 255: the longest file name
		if s[a-1] < utf8.RuneSelf {
			a--
			continue
		}
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !letterRune(r) && !digitRune(r) && !unicode.Is(unicode.M, r) {
			break
		}
		a -= n
	}
	return a
}

// personalFileName reports a file's base name that names a person or a
// personal document: a part is a personal document's kind, a name the
// names data holds and no dictionary, a name in a caseless script, another
// script, or a word no language knows. A name whose parts are all known
// (monthly_report_march, appsettings.Production) is a program's.
func personalFileName(sc *scan, base string, dom script) bool {
	prev := ""
	parts := fileParts(base)
	for _, p := range parts {
		if p == "" {
			continue
		}
		if upperStart(prev) && upperStart(p) && namePair(prev, p) {
			return true // Frank_Winter: a given name and a surname, each a word
		}
		lp := strings.ToLower(p)
		if prev != "" && fileNameParts(strings.ToLower(prev), lp) {
			return true
		}
		prev = p
		if wordIn(documentWords, lp) || givenName(lp) || fileHealthWord(lp) || fileDocWord(lp) {
			return true
		}
		r, _ := decodeRune(p)
		switch {
		case foreignRune(r, dom):
			return true
		// allUpperLetters, not allUpper, which reads ASCII only: Ткаченко
		// is not an acronym
		case upperRune(r) && len(p) >= 3 && !allUpperLetters(p) && !wordlist.Common(lp) && !wordlist.ErrorWord(lp) && (!knownWord(p) || givenNameData(lp) || surnameData(lp) || femaleSurnameOnly(lp)):
			// a capitalised word no language knows or the names data
			// holds (Schröder; Rechnung is a noun)
			return true
		case caselessRune(r):
			// a name; a compound of words no dictionary splits
			// (월간보고서) is no reason
			if hangulName(p) || cjkNameIn(p) || surnameGiven([]rune(p)) {
				return true
			}
		case runeCount(p) >= 4 && !hexRun(lp) && !sc.code.has(lp) && (personName(p) || !knownWord(p) && !knownCompound(p) || femaleSurnameOnly(lp)):
			return true
		case runeCount(p) == 3 && !isASCII(p) && personName(p):
			// léa, zoë: a short name with a mark, where the three
			// letters of ASCII are a file's abbreviations (img, rev)
			return true
		}
	}
	return docHolderFile(parts)
}

// fileNameParts reports two adjacent parts of a file's name, in small
// letters, that are a person's: a given name and a surname the names data
// holds, though a dictionary holds them too (antrag-petra-hahn: Hahn is a
// cock in German, Petra a town), or a surname's particle and a surname
// (zorgverklaring_de_boer). Both may be common English words too
// (frank-winter-consent.pdf, hope-rivers-results.pdf): in the name of a
// file people make, the names data breaks the tie as the issue asks, and
// code's and technology's words still name no one (backup_mark_king and
// report_march_may stay, namePair's thing nouns and stop words); a
// particle names no one before a common word or one the names data does
// not hold.
func fileNameParts(prev, lp string) bool {
	if len(prev) < 2 || len(lp) < 3 || !surnameData(lp) || wordlist.Code(lp) || wordlist.Tech(lp) {
		return false
	}
	if particle(prev) {
		return !wordlist.Common(lp)
	}
	return len(prev) >= 3 && givenNameData(prev) && !wordlist.Code(prev) && !wordlist.Tech(prev) && namePair(prev, lp)
}

// fileHealthWord reports a part of a file's name that is a condition's
// word of the special-category lexicon or of the translated condition
// titles (hiv_cohort, zorgverklaring_dementie): a file so named holds
// people's health data. A word programs use (health, union) is no reason.
func fileHealthWord(lp string) bool {
	if len(lp) < 3 || programWord(lp) {
		return false
	}
	if c, ok := wordlist.Special(lp); ok && c == wordlist.CategoryHealth {
		return true
	}
	return healthWord(lp)
}

// femaleSurnameOnly reports a Polish woman's surname (wiśniewska,
// Kowalska) whose man's form the names data holds and no dictionary does:
// Polish dictionaries hold the woman's form as an adjective's, so a file
// named skierowanie_wisniewska.pdf read as words. An adjective whose man's
// form is a word too (polska: polski, krakowska) names no one.
func femaleSurnameOnly(lp string) bool {
	if !femininePolishSurname(lp) {
		return false
	}
	for _, suf := range []string{"ska", "cka", "dzka"} {
		if stem, ok := cutSuffix(lp, suf); ok {
			return !knownWord(stem + suf[:len(suf)-1] + "i")
		}
	}
	return false
}

// surnameGiven reports a run of two to four Han characters that is a
// surname and a given name the names data holds, even when both are also
// words (山田花子 is 山田+花子): in a file name's part, no sentence goes on
// around it.
func surnameGiven(run []rune) bool {
	if len(run) < 2 || len(run) > 4 {
		return false
	}
	for sl := 1; sl <= 2 && sl < len(run); sl++ {
		if wordlist.Surname(string(run[:sl])) && wordlist.GivenName(string(run[sl:])) {
			return true
		}
	}
	return false
}

// fileParts splits a base name into its words: at "_", "-", ".", spaces,
// digits and case changes, and where a caseless script meets another
// (履歴書_山田花子, scanIMG).
func fileParts(base string) []string {
	var out []string
	for _, p := range splitParts(base) {
		start := 0
		prev := rune(-1)
		for k, r := range p {
			letter := letterRune(r) || unicode.Is(unicode.M, r)
			switch {
			case !letter: // logo@2x, a+b
				out = append(out, p[start:k])
				start = k + utf8.RuneLen(r)
				prev = -1
				continue
			case prev >= 0 && caselessRune(r) != caselessRune(prev):
				out = append(out, p[start:k])
				start = k
			}
			prev = r
		}
		out = append(out, p[start:])
	}
	return out
}

// hexRun reports a run of hex digits (a hash in a file name).
func hexRun(s string) bool {
	for i := 0; i < len(s); i++ {
		if !(s[i] >= '0' && s[i] <= '9' || s[i] >= 'a' && s[i] <= 'f') {
			return false
		}
	}
	return true
}

// fingerprinted returns the length of a file name's stem before the content
// hash a build tool puts in it (application-<sha256>.css, logo.3f2a9c1e.png,
// Rails' and webpack's fingerprints): "-", "_" or "." and eight or more
// lower-case hex digits, digits and letters both, then a known file
// extension (a bare prefix-<hex> may be a vendor's token). 0 when tok is no
// such name.
func fingerprinted(tok string) int {
	e := lastIndexByte(tok, '.')
	if e < 1 || !wordlist.Extension(tok[e+1:]) {
		return 0
	}
	k, digit, letter := e-1, false, false
	for ; k >= 0 && lowerHexDigit(tok[k]); k-- {
		digit, letter = digit || isDigit(tok[k]), letter || !isDigit(tok[k])
	}
	if e-k < 9 || !digit || !letter || k < 1 || tok[k] != '-' && tok[k] != '_' && tok[k] != '.' || !hasLetter(tok[:k]) {
		return 0
	}
	return k
}

// hexFields reports a record of lower-case hex fields joined by "~"
// (965f1453~47~09414c93…): hashes and counts, an identifier's parts.
func hexFields(tok string) bool {
	n, tilde := 0, false // the field's length so far; a "~" seen
	for i := 0; i < len(tok); i++ {
		switch c := tok[i]; {
		case c == '~' && n > 0:
			n, tilde = 0, true
		case lowerHexDigit(c):
			n++
		default:
			return false
		}
	}
	return tilde && n > 0
}

// tempFileName reports a file's name inside a temporary directory (the
// text before it ends in tmp/, temp/ or Temp\) that a temporary-file API
// generated, by its definition: Python's tempfile ("tmp" and eight of
// _RandomNameSequence's characters, a-z, 0-9 and "_"), mktemp's default
// (tmp. and ten letters or digits) and Go's os.CreateTemp (the program's
// pattern, words the dictionaries know, and a random uint32 in decimal);
// an extension, or a known word as the program's suffix (.parquet), may
// follow. Its random part names no one.
func tempFileName(s string, at int, tok string) bool {
	d := strings.ToLower(s[max(0, at-5):at])
	if !hasSuffix(d, "tmp/") && !hasSuffix(d, "temp/") && !hasSuffix(d, "temp\\") {
		return false
	}
	if e := lastIndexByte(tok, '.'); e > 0 && (wordlist.Extension(strings.ToLower(tok[e+1:])) || knownWord(tok[e+1:])) {
		tok = tok[:e]
	}
	switch {
	case len(tok) == 11 && hasPrefix(tok, "tmp"):
		return strings.Trim(tok[3:], "abcdefghijklmnopqrstuvwxyz0123456789_") == ""
	case len(tok) == 14 && hasPrefix(tok, "tmp."):
		return strings.Trim(tok[4:], "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") == ""
	}
	k := len(tok)
	for k > 0 && isDigit(tok[k-1]) {
		k--
	}
	return k < len(tok) && len(tok)-k <= 10 && k >= 3 && knownCompound(strings.TrimRight(tok[:k], "-_."))
}

// moduleExts are the extensions of a program's own files, which the
// loader, not a person, opens: Windows' libraries, executables, drivers,
// controls and control-panel items, ELF's shared objects, Mach-O's
// libraries, CPython's and Node's native extensions.
const moduleExts = " dll exe sys drv ocx cpl so dylib pyd node "

// programModule reports a file name whose extension says it is a program's
// module (ntdll.dll, msvcp140.dll, libqxzt.so.1, wpcap.sys): a vendor names
// its binaries, and Windows' crash report (Faulting module name: …), a
// loader's error and a linker's name them with the words no dictionary
// holds (ntdll, msvcp, wpcap) that the file rules masked as a value. A
// stem of a given name and a surname (jsmith_tool.exe, anna-kowalska.dll)
// is still somebody's: nameParts, as a Program Files folder's is judged.
func programModule(tok string) bool {
	k := strings.IndexByte(tok, '.')
	if k <= 0 || k > 48 {
		return false
	}
	ext, rest, _ := strings.Cut(tok[k+1:], ".")
	// libfoo.so.1.2: the shared object's version after its extension
	if !wordIn(moduleExts, strings.ToLower(ext)) || rest != "" && (ext != "so" || !allDigitsDots(rest)) {
		return false
	}
	stem := tok[:k]
	for i := 0; i < len(stem); i++ {
		if c := stem[i]; !isAlnum(c) && c != '_' && c != '-' {
			return false
		}
	}
	return !nameParts(stem) && !personName(stem)
}

// allDigitsDots reports a version of digits and dots (1, 6.0.30).
func allDigitsDots(v string) bool {
	for i := 0; i < len(v); i++ {
		if v[i] != '.' && (v[i] < '0' || v[i] > '9') {
			return false
		}
	}
	return v != ""
}

// fileDocWord reports a part of a file's name that is an identity
// document's word in some language (docwords: ktp, paspor, dowod, 身分證,
// 여권), a word no program writes: a scan of one is somebody's
// (KTP_…jpeg, 张伟身份证正面.jpg).
func fileDocWord(lp string) bool {
	if runeCount(lp) < 2 || programWord(lp) {
		return false
	}
	w := docForm(lp)
	if r, _ := decodeRune(w); unspacedRune(r) {
		return unspacedDocWord(w) || hanDocInside(w)
	}
	return docStem(w)
}

// hanDocInside reports a document's word inside a run of Han (身份证 in
// 张伟身份证正面): a file's name glues the holder and the side to it.
func hanDocInside(w string) bool {
	rs := []rune(w)
	for i := 0; i+2 <= len(rs); i++ {
		for j := i + 2; j <= len(rs) && j-i <= 4; j++ {
			if wordlist.DocWord(string(rs[i:j])) {
				return true
			}
		}
	}
	return false
}
