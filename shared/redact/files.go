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
				if s[a-1] >= utf8.RuneSelf {
					// a quote or a word of a script written without
					// spaces ends the name too: «nómina_….xlsx»,
					// ファイル「履歴書_….docx」
					r, n := utf8.DecodeLastRuneInString(s[:a])
					if !unicode.IsLetter(r) && !unicode.IsMark(r) {
						break
					}
					a -= n
					continue
				}
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
	if k := strings.LastIndexByte(base, '@'); k > 0 && strings.HasSuffix(base, "x") {
		base = base[:k] // logo@2x: an asset at a screen density
	}
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
			// capitalised and not English: the names data misses many
			// surnames that are also nouns (Schröder, Müller)
			return true
		case r >= utf8.RuneSelf && !dom.cased() && scriptOf(r) == dom:
			// Han, Hangul, Kana: the names data tells a name
			// (履歴書_山田花子.docx)
			if judgeToken(p, dom, false, nil) == tokMask {
				return true
			}
		case utf8.RuneCountInString(p) >= 4 && !knownPart(p):
			// a user's file is named by the words of its kind and its
			// period; a part no language or program knows, or a
			// person's name, is somebody's (referto_rossi_….pdf,
			// Паспорт_Иванов_скан.pdf)
			return true
		}
	}
	return false
}
