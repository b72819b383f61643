package redact

import "strings"

// printableRun masks s[a:b], a run between spaces, or the value after a
// key's "=" or ":" at its start (secret=&?oZwVV2*3, --seed=I3AFOlBn!,
// (seed)=("cRb)'_LS.h)), when it reads as a random printable password, and
// reports whether it did. A password may hold a "=" or ":" itself (A:/hD&[iA5,
// Dt:W5?;>w0): when what follows a "key" of one or two letters is no
// password, the whole run is judged.
func printableRun(sc *scan, a, b int) bool {
	s := sc.s
	for b > a && indexByte(",;.", s[b-1]) >= 0 {
		b--
	}
	if folderPath(s[a:b]) {
		return false // (C:\Raktar), D:\Kho\BaoCao: a drive and its folders
	}
	if t := strings.TrimRight(s[a:b], "?!"); len(t) < b-a && timeZone(t) {
		return false // did you mean Asia/Ho_Chi_Minh? : a zone's name and the question's mark
	}
	a0, k := a, keyPrefix(s[a:b])
	a += k
	if k > 3 && keyedValue(sc, a, b) {
		return true // slot=kd_7*w3rn=: a key's value of a password's shape
	}
	if !randomPrintable(s[a:b]) {
		// a key of a letter or two before the "=" or ":" is the
		// password's own characters
		// (not the end of a longer word: contraseñ|a=Qm4sRt8Kw)
		if k == 0 || k > 3 || a0 > 0 && s[a0-1] >= 0x80 || !randomPrintable(s[a0:b]) {
			return false
		}
		a = a0
	}
	// the run's own wrapping, where the password stays one without it:
	// quotes, brackets
	for b > a && indexByte(":)]}>'\"`", s[b-1]) >= 0 && randomPrintable(s[a:b-1]) {
		b--
	}
	for a < b && indexByte("([{<'\"`", s[a]) >= 0 && randomPrintable(s[a+1:b]) {
		a++
	}
	sc.add(a, b, phSecret)
	return true
}

// printableFields judges each field of a run written as a record of fields
// joined by ";" without spaces (4711;XdB"5_/xsR>=;pending;2024-03-01): the
// record's other fields are words and dates, which keep the run as a whole
// from reading as a password.
func printableFields(sc *scan, a, b int) {
	s := sc.s
	if strings.Count(s[a:b], ";") < 2 {
		return // a record of three fields or more; "," also joins JSON's members
	}
	for f := a; f < b; {
		e := f
		for e < b && s[e] != ';' {
			e++
		}
		if e-f >= 8 {
			printableRun(sc, f, e)
		}
		f = e + 1
	}
}

// quotedPieces judges each string quoted inside a run of structure
// ({error,{not_found,<<"!9QMORmWs5">>}}, {"entries":{"b)X:i)Q0m":…}):
// the run's words (error, not_found, entries) keep it from reading as a
// password as a whole, while its quoted string may be one.
func quotedPieces(sc *scan, a, b int) {
	s := sc.s
	for i := a; i < b; i++ {
		q := s[i]
		if q != '"' && q != '\'' {
			continue
		}
		e := indexByte(s[i+1:b], q)
		if e < 0 {
			return
		}
		if e >= 8 && randomPrintable(s[i+1:i+1+e]) {
			sc.add(i+1, i+1+e, phSecret)
		}
		i += e + 1
	}
}

// queryFields judges each value of a run written as a query string
// (id=39815&origin_ref=%h/HoE]z)lnL&retry=False, as Python's urlencode,
// Node's querystring and Go's url.Values write a record, judged again
// percent-decoded): the other fields' keys and words keep the run as a
// whole from reading as a password.
func queryFields(sc *scan, a, b int) {
	s := sc.s
	if indexByte(s[a:b], '&') < 0 || indexByte(s[a:b], '=') < 0 {
		return
	}
	for f := a; f < b; {
		e := f
		for e < b && s[e] != '&' {
			e++
		}
		if k := indexByte(s[f:e], '='); k > 0 && randomPrintable(s[f+k+1:e]) {
			sc.add(f+k+1, e, phSecret)
		}
		f = e + 1
	}
}

// folderPath reports a Windows path written whole (C:\Raktar,
// (D:\Kho\BaoCao), E:\Lippu\Arkisto:): a drive's letter, ":\" and
// folders of letters, digits and a file name's joiners, in the text's
// brackets or quotes, before a sentence's colon. Its case changes at each
// folder's capital and its ":" and "\" are symbols, so the random
// printable rule read one as a password whose key was its drive letter; a
// password's symbols fall elsewhere, and the path rules judge its folders.
func folderPath(t string) bool {
	t = strings.TrimLeft(t, "([{<'\"`")
	t = strings.TrimRight(t, ")]}>'\"`:")
	if len(t) < 4 || !isLetter(t[0]) || t[1] != ':' || t[2] != '\\' {
		return false
	}
	for i := 3; i < len(t); i++ {
		if c := t[i]; c == '\\' && t[i-1] == '\\' || !isAlnum(c) && indexByte("\\_-.~$", c) < 0 {
			return false
		}
	}
	return true
}
