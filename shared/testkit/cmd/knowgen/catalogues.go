package main

import (
	"archive/zip"
	"bufio"
	"encoding/binary"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// catalogue is one translation catalogue source: its name and its texts
// (every msgid and msgstr but the header, in every language).
type catalogue struct {
	name  string
	texts []string
}

// catalogues reads the translation catalogues of error-producing stacks.
// Held out on purpose (another helper measures with them): coreutils,
// util-linux, git, systemd, apt, ajv-i18n, vee-validate, zod-i18n, yup.
func catalogues(src, jar string) ([]catalogue, error) {
	var out []catalogue
	mo := func(name, pattern, hint string) error {
		files, _ := filepath.Glob(pattern)
		if len(files) == 0 {
			return fmt.Errorf("%s: no files match %s (%s)", name, pattern, hint)
		}
		sort.Strings(files)
		c := catalogue{name: fmt.Sprintf("%s (%d catalogues)", name, len(files))}
		for _, f := range files {
			t, err := readMo(f)
			if err != nil {
				return fmt.Errorf("%s: %w", f, err)
			}
			c.texts = append(c.texts, t...)
		}
		out = append(out, c)
		return nil
	}
	if err := mo("PostgreSQL 15", "/usr/share/locale/*/LC_MESSAGES/*-15.mo", "apt-get install postgresql-15"); err != nil {
		return nil, err
	}
	if err := mo("glibc", "/usr/share/locale/*/LC_MESSAGES/libc.mo", "apt-get install libc-l10n"); err != nil {
		return nil, err
	}
	var po []string
	for _, p := range []string{"django/conf/locale/*/LC_MESSAGES/*.po", "django/contrib/*/locale/*/LC_MESSAGES/*.po"} {
		m, _ := filepath.Glob(filepath.Join(src, p))
		po = append(po, m...)
	}
	if len(po) == 0 {
		return nil, fmt.Errorf("django: no .po files under %s (pip download --no-deps django==5.2.8, unzip into -src)", src)
	}
	sort.Strings(po)
	dj := catalogue{name: fmt.Sprintf("Django 5.2.8 (%d catalogues)", len(po))}
	for _, f := range po {
		t, err := readPo(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f, err)
		}
		dj.texts = append(dj.texts, t...)
	}
	out = append(out, dj)
	if err := mo("WTForms 3.3.2", filepath.Join(src, "wtforms/locale/*/LC_MESSAGES/wtforms.mo"), "pip download --no-deps wtforms==3.3.2, unzip into -src"); err != nil {
		return nil, err
	}
	for _, js := range []struct{ name, pattern, hint string }{
		{"jQuery Validation 1.22.1", "npm-jquery-validation/package/dist/localization/messages_*.js", "npm pack jquery-validation@1.22.1, untar into -src/npm-jquery-validation"},
		{"Parsley 2.9.2", "npm-parsleyjs/package/dist/i18n/*.js", "npm pack parsleyjs@2.9.2, untar into -src/npm-parsleyjs"},
	} {
		c, err := jsStrings(js.name, filepath.Join(src, js.pattern))
		if err != nil {
			return nil, fmt.Errorf("%w (%s)", err, js.hint)
		}
		out = append(out, c)
	}
	hv, err := readJarProperties(jar, "org/hibernate/validator/ValidationMessages")
	if err != nil {
		return nil, fmt.Errorf("hibernate validator: %w (mvn dependency:copy -Dartifact=org.hibernate.validator:hibernate-validator:8.0.1.Final -DoutputDirectory=DIR)", err)
	}
	out = append(out, hv)
	return out, nil
}

// readMo returns the texts of a GNU .mo file but its header (the
// translation of ""), which names translators.
func readMo(path string) ([]string, error) {
	var out []string
	err := moEntries(path, func(id, tr string) {
		out = append(out, strings.Split(id, "\x00")...)
		out = append(out, strings.Split(tr, "\x00")...)
	})
	return out, err
}

// moEntries calls f with each entry of a GNU .mo file but its header: its
// source text (msgctxt off; plural forms joined by NUL) and translation.
func moEntries(path string, f func(id, tr string)) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if len(b) < 28 {
		return fmt.Errorf("not a .mo file")
	}
	var bo binary.ByteOrder = binary.LittleEndian
	switch binary.LittleEndian.Uint32(b) {
	case 0x950412de:
	case 0xde120495:
		bo = binary.BigEndian
	default:
		return fmt.Errorf("not a .mo file")
	}
	n, orig, trans := int(bo.Uint32(b[8:])), int(bo.Uint32(b[12:])), int(bo.Uint32(b[16:]))
	str := func(table, i int) (string, error) {
		p := table + 8*i
		if p+8 > len(b) {
			return "", fmt.Errorf("truncated")
		}
		l, o := int(bo.Uint32(b[p:])), int(bo.Uint32(b[p+4:]))
		if o+l > len(b) {
			return "", fmt.Errorf("truncated")
		}
		return string(b[o : o+l]), nil
	}
	for i := 0; i < n; i++ {
		id, err := str(orig, i)
		if err != nil {
			return err
		}
		if id == "" {
			continue
		}
		tr, err := str(trans, i)
		if err != nil {
			return err
		}
		if _, after, ok := strings.Cut(id, "\x04"); ok { // msgctxt
			id = after
		}
		f(id, tr)
	}
	return nil
}

// readPo returns the msgid and msgstr texts of a .po file but its header.
func readPo(path string) ([]string, error) {
	var out []string
	header := false
	err := poFields(path, func(field, first, text string) {
		switch {
		case field == "msgctxt":
			return
		case field == "msgid":
			header = first == `""`
		}
		if !header {
			out = append(out, text)
		}
	})
	return out, err
}

// poFields calls f with each field of a .po file (msgctxt, msgid,
// msgid_plural, msgstr, msgstr[n]) in order: its name, its first line as
// written (quoted) and its text, continuation lines joined and unquoted.
func poFields(path string, f func(field, first, text string)) error {
	fh, err := os.Open(path)
	if err != nil {
		return err
	}
	defer fh.Close()
	var field, first string
	var cur strings.Builder
	flush := func() {
		if field != "" {
			f(field, first, cur.String())
		}
		cur.Reset()
		field = ""
	}
	sc := bufio.NewScanner(fh)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		l := strings.TrimSpace(sc.Text())
		switch {
		case strings.HasPrefix(l, "msgctxt ") || strings.HasPrefix(l, "msgid ") || strings.HasPrefix(l, "msgid_plural ") || strings.HasPrefix(l, "msgstr"):
			flush()
			k := strings.IndexByte(l, ' ')
			if k < 0 {
				continue
			}
			field, first = l[:k], l[k+1:]
			t, _ := strconv.Unquote(first)
			cur.WriteString(t)
		case strings.HasPrefix(l, `"`) && field != "":
			t, _ := strconv.Unquote(l)
			cur.WriteString(t)
		default:
			flush()
		}
	}
	flush()
	return sc.Err()
}

// readJarProperties returns the values (and keys' last parts) of the
// .properties files of a jar whose names start with prefix, every locale.
func readJarProperties(jar, prefix string) (catalogue, error) {
	z, err := zip.OpenReader(jar)
	if err != nil {
		return catalogue{}, err
	}
	defer z.Close()
	c := catalogue{}
	n := 0
	for _, f := range z.File {
		if !strings.HasPrefix(f.Name, prefix) || !strings.HasSuffix(f.Name, ".properties") {
			continue
		}
		r, err := f.Open()
		if err != nil {
			return c, err
		}
		b, err := io.ReadAll(r)
		r.Close()
		if err != nil {
			return c, err
		}
		n++
		for _, l := range strings.Split(string(b), "\n") {
			l = strings.TrimSpace(l)
			if l == "" || l[0] == '#' || l[0] == '!' {
				continue
			}
			if _, v, ok := strings.Cut(l, "="); ok {
				c.texts = append(c.texts, unescapeJava(v))
			}
		}
	}
	if n == 0 {
		return c, fmt.Errorf("no %s*.properties in %s", prefix, jar)
	}
	c.name = fmt.Sprintf("Hibernate Validator 8.0.1 (%d ValidationMessages files)", n)
	return c, nil
}

// jsString matches a JavaScript string literal in double or single quotes.
var jsString = regexp.MustCompile(`"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'`)

// jsStrings returns the string literals of the message files of a
// JavaScript validation library (one file per locale; minified copies
// left out).
func jsStrings(name, pattern string) (catalogue, error) {
	files, _ := filepath.Glob(pattern)
	c := catalogue{}
	n := 0
	for _, f := range files {
		if strings.HasSuffix(f, ".min.js") {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			return c, err
		}
		n++
		for _, m := range jsString.FindAllStringSubmatch(string(b), -1) {
			c.texts = append(c.texts, unescapeJava(m[1]+m[2]))
		}
	}
	if n == 0 {
		return c, fmt.Errorf("%s: no files match %s", name, pattern)
	}
	c.name = fmt.Sprintf("%s (%d message files)", name, n)
	return c, nil
}

var javaEscape = regexp.MustCompile(`\\u[0-9a-fA-F]{4}`)

func unescapeJava(s string) string {
	return javaEscape.ReplaceAllStringFunc(s, func(m string) string {
		v, _ := strconv.ParseUint(m[2:], 16, 32)
		return string(rune(v))
	})
}

// placeholder matches the format directives and named parameters of the
// catalogues (printf verbs, Python's %(name)s, {0}, Java's {value} and
// ${validatedValue} expressions), which are not words of the template.
var placeholder = regexp.MustCompile(`%(?:\d+\$)?[-+# 0-9.*]*(?:l|ll|h|z|j|t|L)?[a-zA-Z%]|%\([^)]*\)[a-z]|\$?\{[^}]*\}|<[^>]*>|&[a-z]+;`)

// templateWords splits catalogue texts into words, case folded: letters
// (with marks and inner apostrophes and hyphens split off) in scripts with
// spaces, and for runs of Han and kana the words a longest-match
// segmentation against the Japanese and Chinese dictionaries finds.
func templateWords(texts []string, seg map[string]bool, add func(string)) {
	for _, t := range texts {
		t = placeholder.ReplaceAllString(t, " ")
		var word []rune
		flush := func() {
			if len(word) == 0 {
				return
			}
			w := strings.ToLower(string(word))
			word = word[:0]
			if cjk(firstRune(w)) {
				for _, s := range segment(w, seg) {
					add(s)
				}
				return
			}
			if utf8.RuneCountInString(w) >= 2 {
				add(w)
			}
		}
		prevCJK := false
		for _, r := range t {
			isCJK := cjk(r)
			if len(word) > 0 && isCJK != prevCJK {
				flush()
			}
			if unicode.IsLetter(r) || unicode.Is(unicode.Mn, r) || unicode.Is(unicode.Mc, r) || r == 'ー' {
				word = append(word, r)
				prevCJK = isCJK
			} else {
				flush()
			}
		}
		flush()
	}
}

func firstRune(s string) rune { r, _ := utf8.DecodeRuneInString(s); return r }

// cjk reports whether r is Han, hiragana or katakana (scripts written
// without spaces).
func cjk(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana) || r == 'ー' || r == '々'
}

// segment splits a run of Han and kana into the longest dictionary words
// from its start (at most 8 characters); a character that begins no word
// stands alone.
func segment(run string, dict map[string]bool) []string {
	rs := []rune(run)
	var out []string
	for i := 0; i < len(rs); {
		n := 1
		for k := min(8, len(rs)-i); k > 1; k-- {
			if dict[string(rs[i:i+k])] {
				n = k
				break
			}
		}
		out = append(out, string(rs[i:i+n]))
		i += n
	}
	return out
}
