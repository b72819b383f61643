package endpoint

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf8"
)

// rpcRequest is what noteCall reads of a JSON-RPC request: what
// json.Unmarshal fills in this struct, field for field.
type rpcRequest struct {
	ID     json.RawMessage `json:"id"`
	Method string          `json:"method"`
	Params struct {
		Name      string         `json:"name"`
		URI       string         `json:"uri"`
		Arguments map[string]any `json:"arguments"`
	} `json:"params"`
}

// scanRequest fills msg from body as json.Unmarshal would, in one pass
// with no reflection, for the requests clients send: plain JSON, keys
// spelled as above. It reports false, leaving the decision to
// json.Unmarshal, for anything else: a syntax error, a value of another
// type, an escape in a string, a key that encoding/json would match to a
// field case-insensitively or a second time, a number no float64 holds,
// deep nesting. Where it reports true, msg holds exactly what json.Unmarshal
// gives (the fuzz test compares them).
func scanRequest(body []byte, msg *rpcRequest) bool {
	s := scanner{b: body}
	s.ws()
	var seen [3]bool
	ok := s.object(func(key []byte) bool {
		switch string(key) {
		case "id":
			if seen[0] {
				return false
			}
			seen[0] = true
			start := s.i
			if !s.skip(0) {
				return false
			}
			msg.ID = json.RawMessage(body[start:s.i])
			return true
		case "method":
			if seen[1] {
				return false
			}
			seen[1] = true
			v, ok := s.str()
			msg.Method = v
			return ok
		case "params":
			if seen[2] {
				return false
			}
			seen[2] = true
			return s.params(msg)
		}
		if foldsTo(key, "id", "method", "params") {
			return false
		}
		return s.skip(0)
	})
	if !ok {
		return false
	}
	s.ws()
	return s.i == len(s.b)
}

// params reads the params object's name, uri and arguments.
func (s *scanner) params(msg *rpcRequest) bool {
	var seen [3]bool
	return s.object(func(key []byte) bool {
		switch string(key) {
		case "name":
			if seen[0] {
				return false
			}
			seen[0] = true
			v, ok := s.str()
			msg.Params.Name = v
			return ok
		case "uri":
			if seen[1] {
				return false
			}
			seen[1] = true
			v, ok := s.str()
			msg.Params.URI = v
			return ok
		case "arguments":
			if seen[2] || s.peek() != '{' {
				return false
			}
			seen[2] = true
			v, ok := s.value(0)
			if ok {
				msg.Params.Arguments = v.(map[string]any)
			}
			return ok
		}
		if foldsTo(key, "name", "uri", "arguments") {
			return false
		}
		return s.skip(0)
	})
}

// foldsTo reports whether key is a case variant of one of names (which
// encoding/json would take for that field). Keys with bytes past ASCII
// count as variants too: Unicode folds some of them (K, ſ) to ASCII letters.
func foldsTo(key []byte, names ...string) bool {
	for i := 0; i < len(key); i++ {
		if key[i] >= utf8.RuneSelf {
			return true
		}
	}
	for _, n := range names {
		if strings.EqualFold(string(key), n) {
			return true
		}
	}
	return false
}

// scanner walks JSON bytes; every method reports false on input it leaves
// to encoding/json.
type scanner struct {
	b []byte
	i int
}

// maxDepth bounds nesting; deeper input goes to encoding/json.
const maxDepth = 32

func (s *scanner) ws() {
	for s.i < len(s.b) {
		switch s.b[s.i] {
		case ' ', '\t', '\n', '\r':
			s.i++
		default:
			return
		}
	}
}

func (s *scanner) peek() byte {
	s.ws()
	if s.i < len(s.b) {
		return s.b[s.i]
	}
	return 0
}

// object reads an object, calling member for each key with the scanner at
// the member's value (whitespace skipped), which member must consume.
func (s *scanner) object(member func(key []byte) bool) bool {
	if s.peek() != '{' {
		return false
	}
	s.i++
	if s.peek() == '}' {
		s.i++
		return true
	}
	for {
		if s.peek() != '"' {
			return false
		}
		key, ok := s.raw()
		if !ok || s.peek() != ':' {
			return false
		}
		s.i++
		s.ws()
		if !member(key) {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case '}':
			s.i++
			return true
		default:
			return false
		}
	}
}

// str reads a string with no escapes, of valid UTF-8.
func (s *scanner) str() (string, bool) {
	v, ok := s.raw()
	return string(v), ok
}

// raw reads a string with no escapes, of valid UTF-8, and returns its
// bytes (the body's).
func (s *scanner) raw() ([]byte, bool) {
	if s.peek() != '"' {
		return nil, false
	}
	s.i++
	start, ascii := s.i, true
	for s.i < len(s.b) {
		c := s.b[s.i]
		switch {
		case c == '"':
			v := s.b[start:s.i]
			s.i++
			if !ascii && !utf8.Valid(v) {
				return nil, false
			}
			return v, true
		case c == '\\' || c < 0x20:
			return nil, false
		case c >= utf8.RuneSelf:
			ascii = false
		}
		s.i++
	}
	return nil, false
}

// value reads any JSON value as encoding/json decodes it into an any.
func (s *scanner) value(depth int) (any, bool) {
	if depth > maxDepth {
		return nil, false
	}
	switch c := s.peek(); {
	case c == '{':
		m := map[string]any{}
		ok := s.object(func(key []byte) bool {
			v, ok := s.value(depth + 1)
			m[string(key)] = v
			return ok
		})
		return m, ok
	case c == '[':
		a := []any{}
		ok := s.array(func() bool {
			v, ok := s.value(depth + 1)
			a = append(a, v)
			return ok
		})
		return a, ok
	case c == '"':
		return s.str()
	case c == '-' || c >= '0' && c <= '9':
		start := s.i
		if !s.number() {
			return nil, false
		}
		f, err := strconv.ParseFloat(string(s.b[start:s.i]), 64)
		return f, err == nil
	case c == 't':
		return true, s.lit("true")
	case c == 'f':
		return false, s.lit("false")
	case c == 'n':
		return nil, s.lit("null")
	}
	return nil, false
}

// skip reads any JSON value, keeping nothing.
func (s *scanner) skip(depth int) bool {
	if depth > maxDepth {
		return false
	}
	switch c := s.peek(); {
	case c == '{':
		return s.object(func([]byte) bool { return s.skip(depth + 1) })
	case c == '[':
		return s.array(func() bool { return s.skip(depth + 1) })
	case c == '"':
		_, ok := s.raw()
		return ok
	case c == '-' || c >= '0' && c <= '9':
		start := s.i
		if !s.number() {
			return false
		}
		// a number no float64 holds has its own answer (numberOutOfRange)
		_, err := strconv.ParseFloat(string(s.b[start:s.i]), 64)
		return err == nil
	case c == 't':
		return s.lit("true")
	case c == 'f':
		return s.lit("false")
	case c == 'n':
		return s.lit("null")
	}
	return false
}

func (s *scanner) array(elem func() bool) bool {
	if s.peek() != '[' {
		return false
	}
	s.i++
	if s.peek() == ']' {
		s.i++
		return true
	}
	for {
		s.ws()
		if !elem() {
			return false
		}
		switch s.peek() {
		case ',':
			s.i++
		case ']':
			s.i++
			return true
		default:
			return false
		}
	}
}

func (s *scanner) lit(word string) bool {
	if len(s.b)-s.i < len(word) || string(s.b[s.i:s.i+len(word)]) != word {
		return false
	}
	s.i += len(word)
	return true
}

// number reads a number of JSON's grammar: -?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?
func (s *scanner) number() bool {
	digits := func() int {
		n := 0
		for s.i < len(s.b) && s.b[s.i] >= '0' && s.b[s.i] <= '9' {
			s.i++
			n++
		}
		return n
	}
	if s.i < len(s.b) && s.b[s.i] == '-' {
		s.i++
	}
	if s.i < len(s.b) && s.b[s.i] == '0' {
		s.i++
	} else if digits() == 0 {
		return false
	}
	if s.i < len(s.b) && s.b[s.i] == '.' {
		s.i++
		if digits() == 0 {
			return false
		}
	}
	if s.i < len(s.b) && (s.b[s.i] == 'e' || s.b[s.i] == 'E') {
		s.i++
		if s.i < len(s.b) && (s.b[s.i] == '+' || s.b[s.i] == '-') {
			s.i++
		}
		if digits() == 0 {
			return false
		}
	}
	return true
}
