package glitchtip

import (
	"bytes"
	"encoding/json"
	"time"
)

// The types in this file are the first gate of the allowlist: they decode
// only the fields a tool may show. Everything else in a GlitchTip response
// (request, user, contexts, extra, breadcrumb data, frame vars and source)
// is skipped by the decoder and never held in memory as a value.

// Issue is the allowlisted subset of an issue (list item or detail).
type Issue struct {
	ID           FlexString `json:"id"`
	Title        string     `json:"title"`
	Culprit      string     `json:"culprit"`
	ShortID      string     `json:"shortId"`
	Level        string     `json:"level"`
	Status       string     `json:"status"`
	Count        FlexInt    `json:"count"`
	FirstSeen    FlexTime   `json:"firstSeen"`
	LastSeen     FlexTime   `json:"lastSeen"`
	Project      Project    `json:"project"`
	FirstRelease OptRelease `json:"firstRelease"`
	LastRelease  OptRelease `json:"lastRelease"`
	// userCount (always 0: never filled) and fingerprints (absent: hashes
	// come from their own route) are deliberately not decoded.
}

// HasReleaseFields reports whether the issue came in GlitchTip 6.x's shape,
// which carries firstRelease/lastRelease (null when unknown); 5.x has
// neither key.
func (i *Issue) HasReleaseFields() bool { return i.FirstRelease.Present || i.LastRelease.Present }

// OptRelease is a release field that may be absent (5.x), null or set.
type OptRelease struct {
	Present bool
	Release *Release
}

// UnmarshalJSON implements json.Unmarshaler; it also sees null.
func (o *OptRelease) UnmarshalJSON(b []byte) error {
	o.Present = true
	b = bytes.TrimSpace(b)
	if len(b) == 0 || b[0] == 'n' {
		return nil
	}
	var r Release
	if err := r.UnmarshalJSON(b); err != nil {
		return err
	}
	if r.Version != "" {
		o.Release = &r
	}
	return nil
}

// Project is the allowlisted subset of a project.
type Project struct {
	ID       FlexString `json:"id"`
	Slug     string     `json:"slug"`
	Name     string     `json:"name"`
	Platform string     `json:"platform"`
}

// Whoami is the allowlisted subset of GET /api/0/. The echoed auth.token is
// deliberately absent: it is never decoded.
type Whoami struct {
	User *struct {
		ID       FlexString `json:"id"`
		Name     string     `json:"name"`
		Username string     `json:"username"`
	} `json:"user"`
	Auth *struct {
		Scopes []string `json:"scopes"`
	} `json:"auth"`
}

// Settings is the allowlisted subset of GET /api/settings/.
type Settings struct {
	Version string `json:"version"`
}

// TagFacet is one key of GET /api/0/issues/{id}/tags/.
type TagFacet struct {
	Key          string  `json:"key"`
	TotalValues  FlexInt `json:"totalValues"`
	UniqueValues FlexInt `json:"uniqueValues"`
	TopValues    []struct {
		Value FlexString `json:"value"`
		Count FlexInt    `json:"count"`
	} `json:"topValues"`
}

// Event decodes every event shape GlitchTip serves: the camelCase detail
// (latest, by id), the snake_case events list, and raw event JSON with a
// top-level exception. Both spellings are fields; the accessors pick one.
type Event struct {
	ID               FlexString    `json:"id"`
	EventIDCamel     string        `json:"eventID"`
	EventIDSnake     string        `json:"event_id"`
	GroupIDCamel     FlexString    `json:"groupID"`
	GroupIDSnake     FlexString    `json:"group_id"`
	DateCreatedCamel FlexTime      `json:"dateCreated"`
	DateCreatedSnake FlexTime      `json:"date_created"`
	Timestamp        FlexTime      `json:"timestamp"`
	Datetime         FlexTime      `json:"datetime"`
	Platform         string        `json:"platform"`
	Environment      string        `json:"environment"`
	Release          Release       `json:"release"`
	Title            string        `json:"title"`
	Culprit          string        `json:"culprit"`
	Message          Message       `json:"message"`
	Logentry         Message       `json:"logentry"`
	Tags             Tags          `json:"tags"`
	Entries          []Entry       `json:"entries"`
	Exception        ExceptionList `json:"exception"`
	// GlitchTip events carry no level (it is the issue's) and no
	// fingerprint: neither is decoded.
}

// EventID returns the SDK event id in whichever spelling was sent.
func (e *Event) EventID() string {
	switch {
	case e.EventIDCamel != "":
		return e.EventIDCamel
	case e.EventIDSnake != "":
		return e.EventIDSnake
	}
	return string(e.ID)
}

// GroupID returns the issue id the event belongs to, if sent.
func (e *Event) GroupID() string {
	if e.GroupIDCamel != "" {
		return string(e.GroupIDCamel)
	}
	return string(e.GroupIDSnake)
}

// Time returns the event time from the first field that holds one.
func (e *Event) Time() (time.Time, bool) {
	for _, t := range []FlexTime{e.DateCreatedCamel, e.DateCreatedSnake, e.Timestamp, e.Datetime} {
		if !t.T.IsZero() {
			return t.T, true
		}
	}
	return time.Time{}, false
}

// Entry is one element of an event's entries. Data decodes only the keys the
// exception and message entries need; request and breadcrumb payloads are
// skipped by the decoder.
type Entry struct {
	Type string    `json:"type"`
	Data EntryData `json:"data"`
}

// EntryData is the allowlisted union of the exception and message entry data.
type EntryData struct {
	Values    []ExceptionValue `json:"values"`
	Formatted string           `json:"formatted"`
	Message   string           `json:"message"`
}

// ExceptionList decodes {"values":[…]} and the old bare-list form.
type ExceptionList struct {
	Values []ExceptionValue
}

// UnmarshalJSON implements json.Unmarshaler.
func (l *ExceptionList) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	switch {
	case len(b) > 0 && b[0] == '[':
		return json.Unmarshal(b, &l.Values)
	case len(b) > 0 && b[0] == '{':
		var w struct {
			Values []ExceptionValue `json:"values"`
		}
		if err := json.Unmarshal(b, &w); err != nil {
			return err
		}
		l.Values = w.Values
	}
	return nil
}

// ExceptionValue is one exception of a chain.
type ExceptionValue struct {
	Type       string      `json:"type"`
	Value      FlexString  `json:"value"`
	Module     string      `json:"module"`
	Stacktrace *Stacktrace `json:"stacktrace"`
}

// Stacktrace holds frames, oldest first (the last frame is the crash site).
type Stacktrace struct {
	Frames []Frame `json:"frames"`
}

// Frame is the allowlisted subset of a stack frame: no vars, no source lines,
// no absolute path.
type Frame struct {
	Filename   string  `json:"filename"`
	Function   string  `json:"function"`
	Module     string  `json:"module"`
	LineNo     FlexInt `json:"lineNo"` // also matches "lineno": the decoder folds case
	InAppCamel *bool   `json:"inApp"`
	InAppSnake *bool   `json:"in_app"`
}

// InApp reports whether the SDK marked the frame as application code.
func (f *Frame) InApp() bool {
	if f.InAppCamel != nil {
		return *f.InAppCamel
	}
	return f.InAppSnake != nil && *f.InAppSnake
}

// Tag is one event tag.
type Tag struct {
	Key   string
	Value string
}

// Tags decodes both [{"key":…,"value":…}] and [["key","value"]].
type Tags []Tag

// UnmarshalJSON implements json.Unmarshaler.
func (t *Tags) UnmarshalJSON(b []byte) error {
	elems, ok := splitArray(b)
	if !ok {
		return nil // odd shape: no tags rather than a failed event
	}
	out := make(Tags, 0, len(elems))
	for _, r := range elems {
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
		if plain, ok := plainTag(r); ok {
			kv.Key, kv.Value = plain.Key, FlexString(plain.Value)
		} else if json.Unmarshal(r, &kv) != nil {
			continue
		}
		if kv.Key != "" {
			out = append(out, Tag{Key: kv.Key, Value: string(kv.Value)})
		}
	}
	*t = out
	return nil
}

// splitArray returns the elements of a JSON array (null: none), as
// json.Unmarshal into []json.RawMessage would, without its copies and its
// second validating scan; ok is false for anything else.
func splitArray(b []byte) (elems [][]byte, ok bool) {
	r := reducer{in: b}
	r.ws()
	if r.i < len(b) && b[r.i] == 'n' {
		if r.lit("null") != nil {
			return nil, false
		}
		r.ws()
		return nil, r.i == len(b)
	}
	if r.i >= len(b) || b[r.i] != '[' {
		return nil, false
	}
	r.i++
	r.ws()
	if r.i < len(b) && b[r.i] == ']' {
		r.i++
	} else {
		for {
			r.ws()
			start := r.i
			if r.value(nil, false) != nil {
				return nil, false
			}
			elems = append(elems, b[start:r.i])
			r.ws()
			if r.i >= len(b) {
				return nil, false
			}
			if c := b[r.i]; c == ',' {
				r.i++
				continue
			} else if c != ']' {
				return nil, false
			}
			r.i++
			break
		}
	}
	r.ws()
	return elems, r.i == len(b)
}

// plainTag reads the common shape of a tag, {"key":"…","value":"…",
// "_meta":null}, without a decoder: every key plain ASCII, key and value
// strings or null. Anything else (a number, an escaped key) is not ok and
// is left to encoding/json.
func plainTag(r []byte) (tag Tag, ok bool) {
	d := reducer{in: r}
	if len(r) == 0 || r[0] != '{' {
		return Tag{}, false
	}
	d.i = 1
	d.ws()
	if d.i < len(r) && r[d.i] == '}' {
		d.i++
		return tag, d.i == len(r)
	}
	for {
		d.ws()
		ks := d.i
		if d.i >= len(r) || r[d.i] != '"' {
			return Tag{}, false
		}
		plain, err := d.key()
		if err != nil || !plain {
			return Tag{}, false
		}
		key := r[ks+1 : d.i-1]
		d.ws()
		if d.i >= len(r) || r[d.i] != ':' {
			return Tag{}, false
		}
		d.i++
		d.ws()
		vs := d.i
		if d.value(nil, false) != nil {
			return Tag{}, false
		}
		v := r[vs:d.i]
		var dst *string
		switch {
		case asciiFold(key, "key"):
			dst = &tag.Key
		case asciiFold(key, "value"):
			dst = &tag.Value
		}
		if dst != nil {
			switch v[0] {
			case 'n': // null leaves the field as it is
			case '"':
				s, err := unquote(v)
				if err != nil {
					return Tag{}, false
				}
				*dst = s
			default:
				return Tag{}, false
			}
		}
		d.ws()
		if d.i >= len(r) {
			return Tag{}, false
		}
		switch r[d.i] {
		case ',':
			d.i++
			continue
		case '}':
			d.i++
			return tag, d.i == len(r)
		}
		return Tag{}, false
	}
}

// asciiFold reports whether b is lower, ASCII letters folded.
func asciiFold(b []byte, lower string) bool {
	if len(b) != len(lower) {
		return false
	}
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != lower[i] {
			return false
		}
	}
	return true
}

// Get returns the value of the first tag named key.
func (t Tags) Get(key string) string {
	for _, tag := range t {
		if tag.Key == key {
			return tag.Value
		}
	}
	return ""
}

// Message decodes a plain string or a logentry object {formatted, message}.
type Message string

// UnmarshalJSON implements json.Unmarshaler.
func (m *Message) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return nil
	}
	switch b[0] {
	case '"':
		s, err := unquote(b)
		if err != nil {
			return err
		}
		*m = Message(s)
	case '{':
		var o struct {
			Formatted string `json:"formatted"`
			Message   string `json:"message"`
		}
		if json.Unmarshal(b, &o) == nil {
			if o.Formatted != "" {
				*m = Message(o.Formatted)
			} else {
				*m = Message(o.Message)
			}
		}
	}
	return nil
}

// Release decodes a version string or an object {"version": …} as 6.x
// issues and the releases route send it.
type Release struct {
	Version      string
	DateCreated  FlexTime
	DateReleased FlexTime
}

// UnmarshalJSON implements json.Unmarshaler.
func (r *Release) UnmarshalJSON(b []byte) error {
	b = bytes.TrimSpace(b)
	if len(b) == 0 {
		return nil
	}
	switch b[0] {
	case '"':
		v, err := unquote(b)
		r.Version = v
		return err
	case '{':
		var o struct {
			Version      string   `json:"version"`
			ShortVersion string   `json:"shortVersion"`
			DateCreated  FlexTime `json:"dateCreated"`
			DateReleased FlexTime `json:"dateReleased"`
		}
		if json.Unmarshal(b, &o) == nil {
			r.Version, r.DateCreated, r.DateReleased = o.Version, o.DateCreated, o.DateReleased
			if r.Version == "" {
				r.Version = o.ShortVersion
			}
		}
	}
	return nil
}
