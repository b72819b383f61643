package glitchtip

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"io/fs"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/fixtures"
)

// wholeDecode is decode without reduce: json.Unmarshal of the whole body,
// the answer reduce must not change.
func wholeDecode(body []byte, v any) bool {
	err := json.Unmarshal(body, v)
	var te *json.UnmarshalTypeError
	return err == nil || errors.As(err, &te) && te.Field != "" && json.Valid(body)
}

// reduceTargets are a fresh value of every type the client decodes.
func reduceTargets() []func() any {
	return []func() any{
		func() any { return new(Event) }, func() any { return new([]Event) },
		func() any { return new(Issue) }, func() any { return new([]Issue) },
		func() any { return new([]TagFacet) }, func() any { return new(Whoami) },
		func() any { return new(Project) }, func() any { return new([]Project) },
		func() any { return new([]IssueStat) }, func() any { return new(Monitor) },
		func() any { return new([]Monitor) }, func() any { return new([]MonitorCheck) },
		func() any { return new([]ReleaseItem) }, func() any { return new([]Environment) },
		func() any { return new([]Hash) }, func() any { return new(Settings) },
	}
}

// sameDecode checks that decode with reduce gives what the whole body
// gives, for every target type.
func sameDecode(t *testing.T, name string, body []byte) {
	t.Helper()
	for _, mk := range reduceTargets() {
		want, got := mk(), mk()
		wantOK := wholeDecode(body, want)
		ok := decode("test", body, got) == nil
		if ok != wantOK {
			t.Fatalf("%s into %T: ok %v, whole body %v", name, got, ok, wantOK)
		}
		if ok && !reflect.DeepEqual(got, want) {
			t.Fatalf("%s into %T:\n got %+v\nwant %+v", name, got, got, want)
		}
	}
}

// reduceCorpus is every recorded and demo body, and variants of them that
// try the folding and the kinds reduce must leave to encoding/json.
func reduceCorpus(t testing.TB) map[string][]byte {
	out := map[string][]byte{}
	if dir := fixtures.FixturesDir(); dir != "" {
		filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err == nil && !d.IsDir() && strings.HasSuffix(p, ".json") {
				if b, err := os.ReadFile(p); err == nil {
					out[p] = b
				}
			}
			return nil
		})
	}
	for v, d := range standin.Versions() {
		srv := &standin.Server{Data: d}
		paths := []string{"/api/0/", "/api/settings/", "/api/0/users/me/", "/api/0/organizations/" + d.Org + "/projects/",
			"/api/0/organizations/" + d.Org + "/issues/?limit=100", "/api/0/organizations/" + d.Org + "/monitors/"}
		for _, is := range d.Issues {
			id := strconv.Itoa(is.ID)
			paths = append(paths, "/api/0/issues/"+id+"/", "/api/0/issues/"+id+"/tags/?key=environment",
				"/api/0/issues/"+id+"/tags/?key=release", "/api/0/issues/"+id+"/events/", "/api/0/issues/"+id+"/events/latest/")
		}
		for _, p := range paths {
			req := httptest.NewRequest("GET", p, nil)
			req.Header.Set("Authorization", "Bearer "+d.Token)
			w := httptest.NewRecorder()
			srv.ServeHTTP(w, req)
			if w.Code == 200 {
				out[v+" "+p] = w.Body.Bytes()
			}
		}
		for _, is := range d.Issues {
			for i, ev := range is.Events[:min(len(is.Events), 2)] {
				out[v+" demo event "+strconv.Itoa(is.ID)+"/"+strconv.Itoa(i)] = ev
			}
		}
	}
	for name, b := range out {
		out[name+" upper"] = bytes.ToUpper(b)
		out[name+" list"] = append(append([]byte("[ "), b...), " ,"[:1]+string(b)+"]"...)
		out[name+" dup"] = bytes.Replace(b, []byte(`"frames"`), []byte(`"frames":[{"filename":1}],"FRAMES"`), 1)
		out[name+" kinds"] = bytes.Replace(bytes.Replace(b, []byte(`"values":`), []byte(`"values":"x","values":`), 1), []byte(`"data":`), []byte(`"data":7,"dAta":`), 1)
		out[name+" escaped"] = bytes.ReplaceAll(b, []byte(`"filename"`), []byte(`"fil\u0065name"`))
		if len(b) > 10 {
			out[name+" cut"] = b[:len(b)-3]
		}
	}
	return out
}

func TestReduceSameDecode(t *testing.T) {
	corpus := reduceCorpus(t)
	if len(corpus) < 20 {
		t.Fatalf("corpus of %d bodies", len(corpus))
	}
	for name, b := range corpus {
		sameDecode(t, name, b)
	}
	for _, b := range []string{``, ` `, `null`, `{}`, `[]`, `"x"`, `1`, `-0.5e+3`, `01`, `1.`, `-`, `{"a":1,}`, `[1,]`, `{"a" 1}`,
		`{"title":"\u00e9\ud800"}`, `{"title":"a\x01"}`, `{"title":"\q"}`, `{"tItLe":"x","TITLE":"y"}`, `[{"id":1},{"id":"2"},3,null]`,
		`{"exception":[{"type":"A"}]}`, `{"exception":[1],"title":"after"}`, `{"exception":{"values":[{"type":1}]},"title":"after"}`,
		`{"entries":[{"type":"exception","data":{"values":[{"stacktrace":{"frames":[{"lineno":"3","InApp":true}]}}]}}]} `,
		`{"user":null,"auth":{"scopes":["a",null,"b"]}}`, `{"user":{"id":3,"name":"x\u00e9"},"auth":{"scopes":["a",1]}}`,
		`[{"isUp":true,"startCheck":null},{"isUp":null},{"isUp":1},{"isUp":false,"isUp":true}]`, `{"auth":{"scopes":null}}`,
		`[{"key":"a","topValues":null},{"key":"b","topValues":[]},{"key":"c","topValues":[{"value":1,"count":"2"}]}]`,
		`{"id":"1","project":{"slug":"a"},"project":{"name":"b"}}`, `{"firstRelease":null,"lastRelease":{"version":"1"},"project":null}`,
		`{"title":"a","title":"b"}`, `{"title":true}`, `{"title":"a"}x`, `{"id":"1" , "title" : "t" }`, ` [ ] `, ` null `,
		`{"K":1}`, "{\"\u212aey\":1}", `{"title":"x"} x`, `truex`, `nul`, `[` + strings.Repeat("[", 10001) + strings.Repeat("]", 10002),
		strings.Repeat("[", 10000) + strings.Repeat("]", 10000)} {
		sameDecode(t, b, []byte(b))
	}
}

// FuzzReduceSameDecode: whatever the body, reduce answers as the whole
// body does.
func FuzzReduceSameDecode(f *testing.F) {
	n := 0
	for _, b := range reduceCorpus(f) {
		if n < 40 && len(b) < 8000 {
			f.Add(b)
			n++
		}
	}
	f.Fuzz(func(t *testing.T, b []byte) {
		if _, err := reduce(b, &shape{}); (err == nil) != json.Valid(b) {
			t.Fatalf("reduce says valid %v, json.Valid %v", err == nil, json.Valid(b))
		}
		sameDecode(t, "fuzz", b)
	})
}

// TestReduceSmaller: the largest recorded event reduces to a fraction.
func TestReduceSmaller(t *testing.T) {
	dir := fixtures.FixturesDir()
	if dir == "" {
		t.Skip("no fixtures")
	}
	b, err := os.ReadFile(filepath.Join(dir, "upstream", "sentry-api-event__django_template_error.json"))
	if err != nil {
		t.Skip(err)
	}
	r, err := reduce(b, shapeOf(new(Event)))
	if err != nil || len(r) > len(b)/3 {
		t.Fatalf("reduced %d bytes to %d (%v)", len(b), len(r), err)
	}
}

// wholeTags is Tags.UnmarshalJSON as it was before splitArray and
// plainTag: every element decoded by encoding/json.
func wholeTags(b []byte) Tags {
	var raw []json.RawMessage
	if err := json.Unmarshal(b, &raw); err != nil {
		return Tags{{Key: "unchanged"}}
	}
	out := make(Tags, 0, len(raw))
	for _, r := range raw {
		r = bytes.TrimSpace(r)
		if len(r) == 0 {
			continue
		}
		if r[0] == '[' {
			var pair []FlexString
			if json.Unmarshal(r, &pair) == nil && len(pair) == 2 {
				out = append(out, Tag{Key: string(pair[0]), Value: string(pair[1])})
			}
			continue
		}
		var kv struct {
			Key   string     `json:"key"`
			Value FlexString `json:"value"`
		}
		if json.Unmarshal(r, &kv) == nil && kv.Key != "" {
			out = append(out, Tag{Key: kv.Key, Value: string(kv.Value)})
		}
	}
	return out
}

func sameTags(t *testing.T, b []byte) {
	t.Helper()
	got := Tags{{Key: "unchanged"}}
	got.UnmarshalJSON(b)
	if want := wholeTags(b); !reflect.DeepEqual(got, want) {
		t.Fatalf("%q:\n got %#v\nwant %#v", b, got, want)
	}
}

var tagCases = []string{`null`, ` null `, `[]`, ` [ ] `, `{}`, `"x"`, `[`, `[1,]`, `nul`, `null x`,
	`[{"key":"a","value":"b","_meta":null},{"key":"c","value":"d"}]`,
	`[{"KEY":"a","Value":"b"},{"key":null,"value":"x"},{"key":"k","key":null},{"key":"k","value":null,"value":"v"}]`,
	`[{"key":"a","value":7},{"key":"a","value":-1.5e3},{"key":"a","value":true},{"key":"a","value":{"x":1}},{"key":5,"value":"x"}]`,
	`[["a","b"],["a"],["a",1],["a",null],["a",{}],[1,2,3]]`,
	`[{"ke\u0079":"a","value":"b"},{"key":"\u00e9\ud800","value":"a\tb"},{"key":"é","value":"\xff"},{"kéy":"x","key":"y"}]`,
	`[null,1,"s",{"key":"","value":"v"},{"key":"k","value":"v","extra":[1,{"a":[]}]}]`,
	` [ { "key" : "a" , "value" : "b" } , [ "c" , "d" ] ] `,
	`[{"key":"a","value":"b"}`, `[{"key":"a","value":"b"}]]`, `[{"key":"a" "value":"b"}]`, `[{"key":"a",}]`}

func TestTagsSame(t *testing.T) {
	for _, c := range tagCases {
		sameTags(t, []byte(c))
	}
	for name, b := range reduceCorpus(t) {
		var ev struct {
			Tags json.RawMessage `json:"tags"`
		}
		if json.Unmarshal(b, &ev) == nil && len(ev.Tags) > 0 {
			t.Run(name, func(t *testing.T) { sameTags(t, ev.Tags) })
		}
	}
}

// FuzzTagsSame: the tag decoder answers as encoding/json element by
// element does.
func FuzzTagsSame(f *testing.F) {
	for _, c := range tagCases {
		f.Add([]byte(c))
	}
	f.Fuzz(func(t *testing.T, b []byte) { sameTags(t, b) })
}

// BenchmarkDecodeEvent is DecodeEvent of the largest recorded event (the
// decoding share of projection's BenchmarkProjectEvent).
func BenchmarkDecodeEvent(b *testing.B) {
	dir := fixtures.FixturesDir()
	if dir == "" {
		b.Skip("no fixtures")
	}
	raw, err := os.ReadFile(filepath.Join(dir, "upstream", "sentry-api-event__django_template_error.json"))
	if err != nil {
		b.Skip(err)
	}
	b.SetBytes(int64(len(raw)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := DecodeEvent(raw); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDecodeGetIssue decodes what one glitchtip_get_issue reads: the
// issue and its environment and release facets (demo issue 101).
func BenchmarkDecodeGetIssue(b *testing.B) {
	d := standin.Demo()
	srv := &standin.Server{Data: d}
	get := func(p string) []byte {
		req := httptest.NewRequest("GET", p, nil)
		req.Header.Set("Authorization", "Bearer "+d.Token)
		w := httptest.NewRecorder()
		srv.ServeHTTP(w, req)
		return w.Body.Bytes()
	}
	issue, env, rel := get("/api/0/issues/101/"), get("/api/0/issues/101/tags/?key=environment"), get("/api/0/issues/101/tags/?key=release")
	b.ReportAllocs()
	for b.Loop() {
		var is Issue
		var e, r []TagFacet
		if decode("issue", issue, &is) != nil || decode("tags", env, &e) != nil || decode("tags", rel, &r) != nil {
			b.Fatal("decode")
		}
	}
}

// TestPlainWord: the word-at-a-time test agrees with the byte table, on
// every byte at every place and on random words.
func TestPlainWord(t *testing.T) {
	check := func(b [8]byte) {
		want := true
		for _, c := range b {
			want = want && !endsPlain[c]
		}
		if plainWord(binary.LittleEndian.Uint64(b[:])) != want {
			t.Fatalf("%q: plainWord %v", b[:], !want)
		}
	}
	for c := range 256 {
		for pos := range 8 {
			for _, fill := range []byte{'a', 0xff, 0x80, ' ', '!', '#', '[', ']', 0x1f, '"'} {
				var b [8]byte
				for k := range b {
					b[k] = fill
				}
				b[pos] = byte(c)
				check(b)
			}
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 200000 {
		var b [8]byte
		binary.LittleEndian.PutUint64(b[:], rng.Uint64())
		check(b)
	}
}
