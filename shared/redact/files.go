// File names of user content (documents, scans, photos): masked when they
// carry a proper or given name or a personal document's kind.

package redact

import (
	"strings"
	"unicode"
	"unicode/utf8"

	wordlist "github.com/glitchtip-mcp/glitchtip-mcp/shared/redact/words"
)

// userExts are the extensions of files people make: documents, scans,
// photos, recordings. Their names often carry who they are about.
var userExts = map[string]bool{
	"pdf": true, "doc": true, "docx": true, "odt": true, "rtf": true, "pages": true, "xls": true, "xlsx": true,
	"ods": true, "numbers": true, "ppt": true, "pptx": true, "key": false, "txt": true, "jpg": true, "jpeg": true,
	"png": true, "heic": true, "heif": true, "gif": true, "bmp": true, "tif": true, "tiff": true, "webp": true,
	"dcm": true, "mp4": true, "mov": true, "m4a": true, "mp3": true, "wav": true, "eml": true, "msg": true, "vcf": true,
}

// documentWords name what a personal document is: a file name holding one
// is about somebody.
var documentWords = map[string]bool{
	"passport": true, "payslip": true, "licence": true, "license": true, "certificate": true, "selfie": true,
	"xray": true, "cv": true, "resume": true, "tax": true, "medical": true, "sick": true, "therapy": true,
	"divorce": true, "birth": true, "id": false, "scan": false, "statement": true, "contract": true, "lease": true,
	"rental": true, "diagnosis": true, "prescription": true, "visa": true, "will": true, "invoice": false,
}

// detectUserFiles masks the names of user files (by extension) that carry
// a proper name, a given name, another script or a personal document's
// kind; the folder before them is kept.
func detectUserFiles(sc *scan, dom script) {
	s, l := sc.s, sc.lower
	for i := strings.IndexByte(l, '.'); i >= 0 && i < len(l); {
		j := i + 1
		for j < len(l) && isLetter(l[j]) || j < len(l) && l[j] >= '0' && l[j] <= '9' {
			j++
		}
		ext := l[i+1 : j]
		if userExts[ext] && (j == len(l) || !isWord(l[j])) {
			a := i
			for a > 0 && !fileStop(s[a-1]) {
				a--
			}
			if a < i && personalFileName(s[a:i], dom) {
				sc.add(a, j, phValue)
			}
		}
		k := strings.IndexByte(l[j:], '.')
		if k < 0 {
			return
		}
		i = j + k
	}
}

func fileStop(c byte) bool {
	return c == ' ' || c == '/' || c == '\\' || c == '\'' || c == '"' || c == '\t' || c == '\n' || c == '(' || c == '[' || c == '=' || c == ':' || c == '`'
}

// personalFileName reports a file's base name that names a person or a
// personal document.
func personalFileName(base string, dom script) bool {
	for _, p := range splitParts(base) {
		if p == "" {
			continue
		}
		lp := strings.ToLower(p)
		if documentWords[lp] || givenName(lp) {
			return true
		}
		r, _ := utf8.DecodeRuneInString(p)
		switch {
		case foreignRune(r, dom):
			return true
		case unicode.IsUpper(r) && len(p) >= 3 && !allUpper(p) && !wordlist.Common(lp) && !wordlist.ErrorWord(lp):
			return true
		}
	}
	return false
}
