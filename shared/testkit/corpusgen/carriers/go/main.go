// Command carriers serialises values the ways Go's standard library writes
// them (shared/testkit/corpusgen/carriers.py drives it). Each input line is
// KIND<TAB>KEY<TAB>VALUE<TAB>N; each output line is the text the library
// wrote, line breaks as "⏎". Only the standard library: the carrier's
// shape is the library's, not ours.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"encoding/xml"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"os/exec"
	"reflect"
	"strconv"
	"strings"
	"text/tabwriter"
	"unicode"
	"unicode/utf8"
	"unsafe"
)

// Named structs as code declares them, for %#v's type name.
type Ticket struct {
	ID    int
	Owner string
	State string
}

type Payout struct {
	Ref    string
	Payee  string
	Amount int
}

type Signup struct {
	Handle   string
	Contact  string
	Verified bool
}

// record builds a struct whose second field is named key (unexported when
// the key starts in lower case or in a caseless script, as Go would).
func record(key, value string, n int) any {
	f := []reflect.StructField{
		{Name: "ID", Type: reflect.TypeOf(0)},
		{Name: key, Type: reflect.TypeOf("")},
		{Name: "Retry", Type: reflect.TypeOf(false)},
	}
	r, _ := utf8.DecodeRuneInString(key)
	if !unicode.IsUpper(r) {
		f[1].PkgPath = "main"
	}
	v := reflect.New(reflect.StructOf(f)).Elem()
	v.Field(0).SetInt(int64(n))
	fv := v.Field(1)
	reflect.NewAt(fv.Type(), unsafe.Pointer(fv.UnsafeAddr())).Elem().SetString(value)
	v.Field(2).SetBool(n%2 == 0)
	return v.Interface()
}

func named(key, value string, n int) any {
	switch key {
	case "Owner":
		return Ticket{ID: n, Owner: value, State: "open"}
	case "Payee":
		return Payout{Ref: "po_" + strconv.Itoa(n), Payee: value, Amount: n % 997}
	}
	return Signup{Handle: value, Contact: "", Verified: n%2 == 0}
}

func xmlDoc(key, value string, n int, indent, attr bool) string {
	var b bytes.Buffer
	e := xml.NewEncoder(&b)
	if indent {
		e.Indent("", "  ")
	}
	root := xml.StartElement{Name: xml.Name{Local: "record"}}
	if attr {
		root.Attr = []xml.Attr{{Name: xml.Name{Local: "id"}, Value: strconv.Itoa(n)}, {Name: xml.Name{Local: key}, Value: value}}
		e.EncodeToken(root)
	} else {
		e.EncodeToken(root)
		for _, kv := range [][2]string{{"id", strconv.Itoa(n)}, {key, value}} {
			e.EncodeElement(kv[1], xml.StartElement{Name: xml.Name{Local: kv[0]}})
		}
	}
	e.EncodeToken(root.End())
	e.Flush()
	return b.String()
}

func serialise(kind, key, value string, n int) string {
	m := map[string]any{"id": n, key: value, "retry": n%2 == 0}
	switch kind {
	case "v":
		return fmt.Sprintf("%v", record(key, value, n))
	case "plusv":
		return fmt.Sprintf("%+v", record(key, value, n))
	case "sharpv":
		return fmt.Sprintf("%#v", record(key, value, n))
	case "named-plusv":
		return fmt.Sprintf("%+v", named(key, value, n))
	case "named-sharpv":
		return fmt.Sprintf("%#v", named(key, value, n))
	case "map":
		return fmt.Sprintf("%v", m)
	case "json":
		b, _ := json.Marshal(m)
		return string(b)
	case "json-indent":
		b, _ := json.MarshalIndent(m, "", "  ")
		return string(b)
	case "xml":
		return xmlDoc(key, value, n, false, false)
	case "xml-indent":
		return xmlDoc(key, value, n, true, false)
	case "xml-attr":
		return xmlDoc(key, value, n, false, true)
	case "url-values":
		return url.Values{"id": {strconv.Itoa(n)}, key: {value}}.Encode()
	case "slice": // positional: an argument list as %v prints it
		return fmt.Sprintf("%v", []string{"sync", "--retry", value})
	case "quoted-slice":
		return fmt.Sprintf("%q", []string{"sync", value})
	case "exec": // positional: exec.Cmd's String, as an error about it shows
		return exec.Command("/usr/local/bin/"+key, "--id", strconv.Itoa(n), value).String()
	case "slog-text", "slog-json": // log/slog's handlers (logfmt and JSON lines), time left out
		var b bytes.Buffer
		o := &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			return a
		}}
		var h slog.Handler = slog.NewTextHandler(&b, o)
		if kind == "slog-json" {
			h = slog.NewJSONHandler(&b, o)
		}
		slog.New(h).Error("sync failed", "id", n, key, value)
		return strings.TrimRight(b.String(), "\n")
	case "tabwriter": // a fixed-width table with a header row
		var b bytes.Buffer
		w := tabwriter.NewWriter(&b, 0, 8, 2, ' ', 0)
		fmt.Fprintf(w, "ID\t%s\tSTATE\n%d\t%s\tfailed\n", strings.ToUpper(key), n, value)
		w.Flush()
		return strings.TrimRight(b.String(), "\n")
	}
	return ""
}

func main() {
	in := bufio.NewScanner(os.Stdin)
	in.Buffer(make([]byte, 1<<20), 1<<20)
	out := bufio.NewWriter(os.Stdout)
	defer out.Flush()
	for in.Scan() {
		p := strings.SplitN(in.Text(), "\t", 4)
		n, _ := strconv.Atoi(p[3])
		fmt.Fprintln(out, strings.ReplaceAll(serialise(p[0], p[1], p[2], n), "\n", "⏎"))
	}
}
