package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"unicode"
)

// techSource is one source of technical terms and what it gave.
type techSource struct {
	name  string
	terms []string
}

// tech collects package and product names, whole and split into their
// parts:
//   - Debian's package names (apt-cache pkgnames: 60,000 names, which
//     include the Python, Node, Go, Rust, Perl and Ruby libraries Debian
//     packages, python3-requests, node-lodash, golang-github-..., librust-...);
//   - Go's standard library: its package paths and exported names;
//   - the Python distributions installed here (pip list) and the Maven
//     artifacts of the local repository (~/.m2), which are what the
//     project's machines have; the registries' full indexes are not used.
func tech() ([]techSource, error) {
	var out []techSource
	pk, err := exec.Command("apt-cache", "pkgnames").Output()
	if err != nil || len(pk) == 0 {
		return nil, fmt.Errorf("apt-cache pkgnames: %v (apt-get update first)", err)
	}
	out = append(out, techSource{"Debian package names", strings.Fields(string(pk))})

	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return nil, err
	}
	std, err := exec.Command("go", "list", "std").Output()
	if err != nil {
		return nil, err
	}
	var goTerms []string
	for _, p := range strings.Fields(string(std)) {
		if strings.Contains(p, "internal") || strings.HasPrefix(p, "vendor/") {
			continue
		}
		goTerms = append(goTerms, p)
		dir := filepath.Join(strings.TrimSpace(string(goroot)), "src", p)
		files, _ := filepath.Glob(filepath.Join(dir, "*.go"))
		for _, name := range files {
			if strings.HasSuffix(name, "_test.go") {
				continue
			}
			f, err := parser.ParseFile(token.NewFileSet(), name, nil, parser.SkipObjectResolution)
			if err != nil {
				continue
			}
			for _, d := range f.Decls {
				goTerms = append(goTerms, exportedNames(d)...)
			}
		}
	}
	out = append(out, techSource{"Go standard library packages and exported names", goTerms})

	var local []string
	if pip, err := exec.Command("python3", "-m", "pip", "list", "--format=freeze").Output(); err == nil {
		for _, l := range strings.Fields(string(pip)) {
			if name, _, ok := strings.Cut(l, "=="); ok {
				local = append(local, name)
			}
		}
	}
	if home, err := os.UserHomeDir(); err == nil {
		m2 := filepath.Join(home, ".m2", "repository")
		filepath.WalkDir(m2, func(p string, d fs.DirEntry, err error) error {
			if err == nil && d.IsDir() && strings.Count(strings.TrimPrefix(p, m2), "/") <= 3 {
				local = append(local, d.Name())
			}
			return nil
		})
	}
	out = append(out, techSource{"installed Python distributions and local Maven artifacts", local})
	return out, nil
}

func exportedNames(d ast.Decl) []string {
	var out []string
	switch d := d.(type) {
	case *ast.FuncDecl:
		if d.Name.IsExported() {
			out = append(out, d.Name.Name)
		}
	case *ast.GenDecl:
		for _, s := range d.Specs {
			switch s := s.(type) {
			case *ast.TypeSpec:
				if s.Name.IsExported() {
					out = append(out, s.Name.Name)
				}
			case *ast.ValueSpec:
				for _, n := range s.Names {
					if n.IsExported() {
						out = append(out, n.Name)
					}
				}
			}
		}
	}
	return out
}

var (
	techSplit = regexp.MustCompile(`[^\p{L}\p{N}]+`)
)

// splitCamel splits at case and digit changes: HTTPServer2Go gives HTTP,
// Server, 2, Go.
func splitCamel(s string) []string {
	rs := []rune(s)
	var out []string
	start := 0
	for i := 1; i < len(rs); i++ {
		a, b := rs[i-1], rs[i]
		cut := unicode.IsLower(a) && unicode.IsUpper(b) ||
			unicode.IsDigit(a) != unicode.IsDigit(b) ||
			unicode.IsUpper(a) && unicode.IsUpper(b) && i+1 < len(rs) && unicode.IsLower(rs[i+1])
		if cut {
			out = append(out, string(rs[start:i]))
			start = i
		}
	}
	return append(out, string(rs[start:]))
}

// techParts returns a term case folded, whole and in parts: split at every
// character that is no letter or digit, camelCase split, and digits cut
// off letters (python3 gives python3 and python).
func techParts(term string) []string {
	out := []string{strings.ToLower(term)}
	for _, p := range techSplit.Split(term, -1) {
		if p == "" {
			continue
		}
		out = append(out, strings.ToLower(p))
		for _, c := range splitCamel(p) {
			out = append(out, strings.ToLower(c))
		}
		if t := strings.TrimRight(p, "0123456789"); t != p && t != "" {
			out = append(out, strings.ToLower(t))
		}
	}
	return out
}
