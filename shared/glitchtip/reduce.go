package glitchtip

import (
	"encoding"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"sync"
)

// A GlitchTip body is mostly what the allowlist drops: an event's request,
// contexts, breadcrumbs, frame vars and source lines, an issue's metadata.
// encoding/json still reads every byte of it twice (a validating scan, then
// a skip of each unknown field), with its per-byte state machine. reduce
// instead checks the body's syntax in one tight pass and copies out only
// the members a decoder can match, so that json.Unmarshal reads a document
// a fraction of the size.
//
// The answer is the same as decoding the whole body: a member is dropped
// only when its key is plain ASCII and matches, case folded as
// encoding/json folds it, no field of the struct at that place; anything
// reduce is not sure of (an escaped or non-ASCII key, a value whose kind is
// not the one the type takes, a type with its own UnmarshalJSON) is copied
// as it is, and encoding/json decides. Invalid JSON is refused as
// encoding/json refuses it (json.Valid), before anything is decoded.

// shape is what the decoder of a Go type can read from a JSON value: for an
// object, its fields by ASCII-lowercased name; for an array, its element.
// A nil *shape keeps the value verbatim.
type shape struct {
	obj    bool
	fields map[string]*shape
	arr    bool
	elem   *shape
}

var (
	shapes          sync.Map // reflect.Type → *shape (nil: not reduced)
	unmarshalerType = reflect.TypeFor[json.Unmarshaler]()
	textType        = reflect.TypeFor[encoding.TextUnmarshaler]()
)

// reducible is the smallest body worth reducing: below it the extra pass
// costs more than it saves.
const reducible = 2048

// shapeOf returns the shape of what v points to, or nil.
func shapeOf(v any) *shape {
	t := reflect.TypeOf(v)
	if s, ok := shapes.Load(t); ok {
		return s.(*shape)
	}
	var s *shape
	if t != nil && t.Kind() == reflect.Pointer {
		s = buildShape(t.Elem(), map[reflect.Type]*shape{})
	}
	shapes.Store(t, s)
	return s
}

// exceptionListShape is ExceptionList's: its UnmarshalJSON takes a bare
// list of exception values or an object holding them under "values".
func exceptionListShape(seen map[reflect.Type]*shape) *shape {
	ev := buildShape(reflect.TypeFor[ExceptionValue](), seen)
	return &shape{obj: true, fields: map[string]*shape{"values": {arr: true, elem: ev}}, arr: true, elem: ev}
}

// tagsShape is Tags': its UnmarshalJSON decodes each object element
// into a struct of key and value (pairs, arrays, are kept as they are).
var tagsShape = &shape{arr: true, elem: &shape{obj: true, fields: map[string]*shape{"key": nil, "value": nil}}}

func buildShape(t reflect.Type, seen map[reflect.Type]*shape) *shape {
	switch t {
	case reflect.TypeFor[ExceptionList]():
		return exceptionListShape(seen)
	case reflect.TypeFor[Tags]():
		return tagsShape
	}
	if t.Implements(unmarshalerType) || reflect.PointerTo(t).Implements(unmarshalerType) ||
		t.Implements(textType) || reflect.PointerTo(t).Implements(textType) {
		return nil // its own decoder reads the value as it is
	}
	if s, ok := seen[t]; ok {
		return s
	}
	switch t.Kind() {
	case reflect.Pointer:
		return buildShape(t.Elem(), seen)
	case reflect.Slice, reflect.Array:
		if t.Elem().Kind() == reflect.Uint8 {
			return nil
		}
		s := &shape{arr: true}
		seen[t] = s
		s.elem = buildShape(t.Elem(), seen)
		return s
	case reflect.Struct:
		s := &shape{obj: true, fields: map[string]*shape{}}
		seen[t] = s
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Anonymous {
				// embedded fields promote theirs: not worth following
				seen[t] = nil
				return nil
			}
			if !f.IsExported() {
				continue
			}
			name := f.Name
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			opts := ""
			for j := 0; j < len(tag); j++ {
				if tag[j] == ',' {
					tag, opts = tag[:j], tag[j:]
					break
				}
			}
			if tag != "" {
				name = tag
			}
			key, ok := lowerASCII(name)
			if !ok {
				seen[t] = nil
				return nil
			}
			fs := buildShape(f.Type, seen)
			if opts != "" && containsOpt(opts, "string") {
				fs = nil
			}
			if prev, dup := s.fields[key]; dup && prev != fs {
				fs = nil
			}
			s.fields[key] = fs
		}
		return s
	}
	return nil
}

func containsOpt(opts, o string) bool {
	for len(opts) > 0 {
		opts = opts[1:] // the comma
		n := 0
		for n < len(opts) && opts[n] != ',' {
			n++
		}
		if opts[:n] == o {
			return true
		}
		opts = opts[n:]
	}
	return false
}

// lowerASCII lower-cases s, which must be printable ASCII.
func lowerASCII(s string) (string, bool) {
	b := []byte(s)
	for i, c := range b {
		if c < 0x20 || c >= 0x7f || c == '"' || c == '\\' {
			return "", false
		}
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b), true
}

var errSyntax = errors.New("invalid JSON")

// maxDepth is encoding/json's nesting limit.
const maxDepth = 10000

// reducer checks and copies one body.
type reducer struct {
	in    []byte
	i     int
	out   []byte
	depth int
}

// reduce returns the members of body that a value of shape s can take, or
// errSyntax when body is not valid JSON.
func reduce(body []byte, s *shape) ([]byte, error) {
	r := reducer{in: body, out: make([]byte, 0, len(body)/4)}
	if err := r.value(s, true); err != nil {
		return nil, err
	}
	r.ws()
	if r.i != len(r.in) {
		return nil, errSyntax
	}
	return r.out, nil
}

// bytes: what str and ws stop at. GlitchTip's events come indented, so
// whitespace runs are long, and so are strings.
var (
	isSpace   [256]bool
	endsPlain [256]bool // a byte str must look at: '"', '\\', a control byte
)

func init() {
	for _, c := range " \t\n\r" {
		isSpace[c] = true
	}
	for c := range 0x20 {
		endsPlain[c] = true
	}
	endsPlain['"'], endsPlain['\\'] = true, true
}

func (r *reducer) ws() {
	in, i := r.in, r.i
	for i < len(in) && isSpace[in[i]] {
		i++
		// indentation: eight spaces at a time
		for i+8 <= len(in) && binary.LittleEndian.Uint64(in[i:]) == 0x2020202020202020 {
			i += 8
		}
	}
	r.i = i
}

// value reads one value; when keep, it writes it, reduced to s.
func (r *reducer) value(s *shape, keep bool) error {
	r.ws()
	if r.i >= len(r.in) {
		return errSyntax
	}
	start := r.i
	var err error
	switch c := r.in[r.i]; {
	case c == '{':
		if keep && s != nil && s.obj {
			return r.object(s)
		}
		err = r.object(nil)
	case c == '[':
		if keep && s != nil && s.arr {
			return r.array(s.elem, true)
		}
		err = r.array(nil, false)
	case c == '"':
		err = r.str()
	case c == 't':
		err = r.lit("true")
	case c == 'f':
		err = r.lit("false")
	case c == 'n':
		err = r.lit("null")
	case c == '-' || ('0' <= c && c <= '9'):
		err = r.num()
	default:
		return errSyntax
	}
	if err == nil && keep {
		r.out = append(r.out, r.in[start:r.i]...)
	}
	return err
}

// object reads an object; with a shape it writes the members the shape
// may match, without one it only checks it.
func (r *reducer) object(s *shape) error {
	if r.depth++; r.depth > maxDepth {
		return errSyntax
	}
	r.i++ // '{'
	if s != nil {
		r.out = append(r.out, '{')
	}
	first := true
	r.ws()
	if r.i < len(r.in) && r.in[r.i] == '}' {
		r.i++
		r.depth--
		if s != nil {
			r.out = append(r.out, '}')
		}
		return nil
	}
	for {
		r.ws()
		if r.i >= len(r.in) || r.in[r.i] != '"' {
			return errSyntax
		}
		ks := r.i
		plain, err := r.key()
		if err != nil {
			return err
		}
		ke := r.i
		r.ws()
		if r.i >= len(r.in) || r.in[r.i] != ':' {
			return errSyntax
		}
		r.i++
		keep, fs := false, (*shape)(nil)
		if s != nil {
			if !plain {
				keep = true // escaped or non-ASCII: encoding/json decides
			} else {
				fs, keep = s.field(r.in[ks+1 : ke-1])
			}
		}
		if keep {
			if !first {
				r.out = append(r.out, ',')
			}
			first = false
			r.out = append(r.out, r.in[ks:ke]...)
			r.out = append(r.out, ':')
		}
		if err := r.value(fs, keep); err != nil {
			return err
		}
		if more, err := r.next('}'); !more {
			if err == nil && s != nil {
				r.out = append(r.out, '}')
			}
			return err
		}
	}
}

// next reads what follows a member of an array or an object: a comma when
// more follow, or the closing byte, which ends it; anything else is not
// JSON.
func (r *reducer) next(closing byte) (more bool, err error) {
	r.ws()
	if r.i >= len(r.in) {
		return false, errSyntax
	}
	switch r.in[r.i] {
	case ',':
		r.i++
		return true, nil
	case closing:
		r.i++
		r.depth--
		return false, nil
	}
	return false, errSyntax
}

// field looks up a plain key, case folded.
func (s *shape) field(key []byte) (*shape, bool) {
	var buf [64]byte
	k, ok := fold(key, &buf)
	if !ok {
		return nil, true
	}
	fs, ok := s.fields[string(k)]
	return fs, ok
}

// fold writes key lower-cased (ASCII) into buf and returns it; ok is false
// when key is longer than buf, which no field's name is.
func fold(key []byte, buf *[64]byte) (folded []byte, ok bool) {
	if len(key) > len(buf) {
		return nil, false
	}
	for i, c := range key {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return buf[:len(key)], true
}

// array reads an array; when keep, it writes it with each element
// reduced to elem.
func (r *reducer) array(elem *shape, keep bool) error {
	if r.depth++; r.depth > maxDepth {
		return errSyntax
	}
	r.i++ // '['
	if keep {
		r.out = append(r.out, '[')
	}
	r.ws()
	if r.i < len(r.in) && r.in[r.i] == ']' {
		r.i++
		r.depth--
		if keep {
			r.out = append(r.out, ']')
		}
		return nil
	}
	for {
		if err := r.value(elem, keep); err != nil {
			return err
		}
		more, err := r.next(']')
		switch {
		case err != nil:
			return err
		case keep && more:
			r.out = append(r.out, ',')
		case keep:
			r.out = append(r.out, ']')
		}
		if !more {
			return nil
		}
	}
}

// key reads a string and reports whether it is plain: printable ASCII
// without escapes.
func (r *reducer) key() (bool, error) {
	start := r.i
	if err := r.str(); err != nil {
		return false, err
	}
	for _, c := range r.in[start+1 : r.i-1] {
		if c == '\\' || c >= 0x80 {
			return false, nil
		}
	}
	return true, nil
}

// str reads a string literal as encoding/json's scanner does: no control
// byte, only its escapes; other bytes (invalid UTF-8 among them) pass.
func (r *reducer) str() error {
	in := r.in
	i := r.i + 1
	for i < len(in) {
		for i+8 <= len(in) && plainWord(binary.LittleEndian.Uint64(in[i:])) {
			i += 8
		}
		if i >= len(in) {
			break
		}
		c := in[i]
		switch {
		case c == '"':
			r.i = i + 1
			return nil
		case c < 0x20:
			return errSyntax
		case c == '\\':
			i++
			if i >= len(in) {
				return errSyntax
			}
			switch in[i] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i++
			case 'u':
				if i+4 >= len(in) {
					return errSyntax
				}
				for _, h := range in[i+1 : i+5] {
					if !('0' <= h && h <= '9' || 'a' <= h && h <= 'f' || 'A' <= h && h <= 'F') {
						return errSyntax
					}
				}
				i += 5
			default:
				return errSyntax
			}
		default:
			i++
		}
	}
	return errSyntax
}

// plainWord reports whether none of eight bytes is one str must look at
// (a quote, a backslash, a control byte): the classic tests for a zero
// byte and for a byte below n, one word at a time.
func plainWord(x uint64) bool {
	const lo, hi = 0x0101010101010101, 0x8080808080808080
	q, b := x^(lo*'"'), x^(lo*'\\')
	return ((q-lo)&^q|(b-lo)&^b|(x-lo*0x20)&^x)&hi == 0
}

func (r *reducer) lit(word string) error {
	if len(r.in)-r.i < len(word) || string(r.in[r.i:r.i+len(word)]) != word {
		return errSyntax
	}
	r.i += len(word)
	return nil
}

// num reads -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
func (r *reducer) num() error {
	in, i := r.in, r.i
	if in[i] == '-' {
		i++
	}
	digits := func() bool {
		j := i
		for i < len(in) && '0' <= in[i] && in[i] <= '9' {
			i++
		}
		return i > j
	}
	switch {
	case i < len(in) && in[i] == '0':
		i++
	case i < len(in) && '1' <= in[i] && in[i] <= '9':
		digits()
	default:
		return errSyntax
	}
	if i < len(in) && in[i] == '.' {
		i++
		if !digits() {
			return errSyntax
		}
	}
	if i < len(in) && (in[i] == 'e' || in[i] == 'E') {
		i++
		if i < len(in) && (in[i] == '+' || in[i] == '-') {
			i++
		}
		if !digits() {
			return errSyntax
		}
	}
	r.i = i
	return nil
}
