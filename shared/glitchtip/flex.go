package glitchtip

// Scalars GlitchTip and the SDKs write in more than one shape (an id as a
// string or a number, a time as RFC 3339 or epoch seconds): each decodes
// every shape seen, and a shape it does not know leaves the zero value
// rather than failing the whole event.

import (
	"bytes"
	"encoding/json"
	"math"
	"strconv"
	"time"
	"unicode/utf8"
)

// FlexString decodes a JSON string or number (GlitchTip sends ids as strings,
// other sources as numbers). Other shapes decode to "".
type FlexString string

// UnmarshalJSON implements json.Unmarshaler.
func (s *FlexString) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return nil
	}
	switch {
	case b[0] == '"':
		v, err := unquote(b)
		if err != nil {
			return err
		}
		*s = FlexString(v)
	case b[0] == '-' || (b[0] >= '0' && b[0] <= '9'):
		*s = FlexString(b)
	}
	return nil
}

// FlexInt decodes an integer sent as a number or a string (GlitchTip's
// "count": "52"). Anything else leaves Valid false.
type FlexInt struct {
	N     int64
	Valid bool
}

// UnmarshalJSON implements json.Unmarshaler.
func (n *FlexInt) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) > 1 && b[0] == '"' {
		b = b[1 : len(b)-1]
	}
	if v, ok := digits(b); ok {
		n.N, n.Valid = v, true
		return nil
	}
	if v, err := strconv.ParseInt(string(b), 10, 64); err == nil {
		n.N, n.Valid = v, true
		return nil
	}
	if f, err := strconv.ParseFloat(string(b), 64); err == nil && !math.IsInf(f, 0) && !math.IsNaN(f) && math.Abs(f) < 1<<62 {
		n.N, n.Valid = int64(f), true
	}
	return nil
}

// FlexTime decodes RFC 3339 strings (with Z or +00:00) and epoch seconds.
// Unparseable values leave T zero.
type FlexTime struct {
	T time.Time
}

// UnmarshalJSON implements json.Unmarshaler.
func (t *FlexTime) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] == 'n' {
		return nil
	}
	if b[0] == '"' {
		s, err := unquote(b)
		if err != nil {
			return nil
		}
		for _, layout := range []string{time.RFC3339Nano, "2006-01-02T15:04:05.999999999", "2006-01-02 15:04:05.999999999Z07:00"} {
			if v, err := time.Parse(layout, s); err == nil {
				t.T = v.UTC()
				return nil
			}
		}
		return nil
	}
	if f, err := strconv.ParseFloat(string(b), 64); err == nil && f > 0 && f < 1e11 {
		sec, frac := math.Modf(f)
		t.T = time.Unix(int64(sec), int64(frac*1e9)).UTC()
	}
	return nil
}

// unquote decodes a JSON string literal. Most of GlitchTip's strings (ids,
// slugs, dates, titles) have no escapes: those are copied out directly,
// not run through a second json.Unmarshal (a decoder and a validating scan
// per field); any other literal is left to encoding/json, whose answer is
// the same either way.
func unquote(b []byte) (string, error) {
	if len(b) >= 2 && b[0] == '"' && b[len(b)-1] == '"' {
		in := b[1 : len(b)-1]
		plain, ascii := true, true
		for _, c := range in {
			if c < 0x20 || c == '\\' || c == '"' {
				plain = false
				break
			}
			ascii = ascii && c < utf8.RuneSelf
		}
		// invalid UTF-8 is encoding/json's to replace with U+FFFD
		if plain && (ascii || utf8.Valid(in)) {
			return string(in), nil
		}
	}
	var s string
	err := json.Unmarshal(b, &s)
	return s, err
}

// digits parses an optionally signed run of up to 18 decimal digits, the
// shape of every count GlitchTip sends, without the string conversion
// strconv needs; anything else is not ok.
func digits(b []byte) (int64, bool) {
	neg := len(b) > 0 && b[0] == '-'
	if neg {
		b = b[1:]
	}
	if len(b) == 0 || len(b) > 18 {
		return 0, false
	}
	var v int64
	for _, c := range b {
		if c < '0' || c > '9' {
			return 0, false
		}
		v = v*10 + int64(c-'0')
	}
	if neg {
		v = -v
	}
	return v, true
}
