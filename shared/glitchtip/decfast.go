package glitchtip

import (
	"encoding/json"
	"reflect"
	"sync"
)

// Most GlitchTip answers on a tool call's path are small (an issue, a tag
// facet: under a kilobyte) and plain: ASCII keys, strings, booleans and
// the Flex types. For those, encoding/json's fixed costs (a validating scan
// before it decodes, a per-byte state machine, a reflective walk per value)
// are most of a call's decoding. fastDecode reads such a body in one pass
// with reduce's scanner and sets the fields directly; at anything it is not
// sure to decode as encoding/json would (a key that is escaped, repeated or
// not ASCII; a number, object or array where the type takes something
// else; a map, an int), it gives up and decode runs encoding/json on the
// whole body, from a zero value again. So the answer is encoding/json's,
// only sooner.

// planKind is what fastDecode knows how to fill.
type planKind uint8

const (
	planNone        planKind = iota // left to encoding/json
	planString                      // a string
	planBool                        // a bool
	planPtr                         // a pointer: null sets nil, else elem
	planStruct                      // a struct of planned fields
	planSlice                       // a slice: null sets nil, [] empty
	planUnmarshaler                 // its own UnmarshalJSON, given the value's bytes
)

// plan is how fastDecode fills one Go type.
type plan struct {
	kind   planKind
	typ    reflect.Type
	elem   *plan                // planPtr, planSlice
	fields map[string]planField // planStruct, by ASCII-lowercased name
	nField int
}

type planField struct {
	index int
	plan  *plan
}

var plans sync.Map // reflect.Type (a pointer type) → *plan (nil: none)

// planOf returns the plan of what v points to, or nil.
func planOf(v any) *plan {
	t := reflect.TypeOf(v)
	if p, ok := plans.Load(t); ok {
		return p.(*plan)
	}
	var p *plan
	if t != nil && t.Kind() == reflect.Pointer {
		p = buildPlan(t.Elem(), map[reflect.Type]*plan{})
		if p.kind != planStruct && p.kind != planSlice {
			p = nil
		}
	}
	plans.Store(t, p)
	return p
}

var none = &plan{kind: planNone}

func buildPlan(t reflect.Type, seen map[reflect.Type]*plan) *plan {
	if p, ok := seen[t]; ok {
		return p
	}
	if reflect.PointerTo(t).Implements(unmarshalerType) && t.Kind() != reflect.Pointer {
		return &plan{kind: planUnmarshaler, typ: t}
	}
	if t.Implements(unmarshalerType) || t.Implements(textType) || reflect.PointerTo(t).Implements(textType) {
		return none
	}
	switch t.Kind() {
	case reflect.String:
		if t != reflect.TypeFor[string]() {
			return none // a named string type: not worth the care
		}
		return &plan{kind: planString, typ: t}
	case reflect.Bool:
		if t != reflect.TypeFor[bool]() {
			return none
		}
		return &plan{kind: planBool, typ: t}
	case reflect.Pointer:
		p := &plan{kind: planPtr, typ: t}
		seen[t] = p
		p.elem = buildPlan(t.Elem(), seen)
		return p
	case reflect.Slice:
		if t.Elem().Kind() == reflect.Uint8 {
			return none
		}
		p := &plan{kind: planSlice, typ: t}
		seen[t] = p
		p.elem = buildPlan(t.Elem(), seen)
		return p
	case reflect.Struct:
		p := &plan{kind: planStruct, typ: t, fields: map[string]planField{}}
		seen[t] = p
		dup := map[string]bool{}
		for i := range t.NumField() {
			f := t.Field(i)
			if f.Anonymous {
				seen[t] = none
				return none
			}
			if !f.IsExported() {
				continue
			}
			tag := f.Tag.Get("json")
			if tag == "-" {
				continue
			}
			name, opts := tag, ""
			for j := 0; j < len(tag); j++ {
				if tag[j] == ',' {
					name, opts = tag[:j], tag[j:]
					break
				}
			}
			if name == "" {
				name = f.Name
			}
			key, ok := lowerASCII(name)
			if !ok {
				seen[t] = none
				return none
			}
			fp := buildPlan(f.Type, seen)
			if opts != "" && containsOpt(opts, "string") {
				fp = none
			}
			if _, twice := p.fields[key]; twice {
				dup[key] = true
			}
			p.fields[key] = planField{index: i, plan: fp}
		}
		for key := range dup {
			p.fields[key] = planField{plan: none}
		}
		p.nField = t.NumField()
		return p
	}
	return none
}

// fastDecode fills v, a pointer to a zero value, from body, and reports
// whether it could; when it could not, v may hold part of the body.
func fastDecode(body []byte, v any, p *plan) bool {
	d := fastDecoder{reducer: reducer{in: body}}
	rv := reflect.ValueOf(v).Elem()
	d.ws()
	if !d.value(rv, p) {
		return false
	}
	d.ws()
	return d.i == len(d.in)
}

type fastDecoder struct {
	reducer
}

// value fills v from the next value, by p.
func (d *fastDecoder) value(v reflect.Value, p *plan) bool {
	d.ws()
	if d.i >= len(d.in) {
		return false
	}
	c := d.in[d.i]
	switch p.kind {
	case planString:
		switch c {
		case '"':
			start := d.i
			if d.str() != nil {
				return false
			}
			s, err := unquote(d.in[start:d.i])
			if err != nil {
				return false
			}
			v.SetString(s)
			return true
		case 'n':
			return d.lit("null") == nil
		}
	case planBool:
		switch c {
		case 't':
			v.SetBool(true)
			return d.lit("true") == nil
		case 'f':
			v.SetBool(false)
			return d.lit("false") == nil
		case 'n':
			return d.lit("null") == nil
		}
	case planPtr:
		if c == 'n' {
			v.SetZero()
			return d.lit("null") == nil
		}
		if p.elem.kind == planNone || p.elem.kind == planPtr {
			return false
		}
		e := reflect.New(p.typ.Elem())
		v.Set(e)
		return d.value(e.Elem(), p.elem)
	case planUnmarshaler:
		start := d.i
		if d.reducer.value(nil, false) != nil {
			return false
		}
		u := v.Addr().Interface().(json.Unmarshaler)
		return u.UnmarshalJSON(d.in[start:d.i]) == nil
	case planSlice:
		switch c {
		case 'n':
			v.SetZero()
			return d.lit("null") == nil
		case '[':
			return d.array(v, p)
		}
	case planStruct:
		switch c {
		case 'n':
			return d.lit("null") == nil
		case '{':
			return d.object(v, p)
		}
	}
	return false
}

func (d *fastDecoder) array(v reflect.Value, p *plan) bool {
	if d.depth++; d.depth > maxDepth {
		return false
	}
	d.i++ // '['
	d.ws()
	if d.i < len(d.in) && d.in[d.i] == ']' {
		v.Set(reflect.MakeSlice(p.typ, 0, 0)) // [] is empty, not nil
		d.i++
		d.depth--
		return true
	}
	// A non-empty array grows from nil: its first Grow allocates the
	// elements, with no empty slice made before it (an allocation of its
	// own, through reflect, for each array of a body).
	v.SetZero()
	n := 0
	for {
		if n == v.Cap() {
			v.Grow(max(4, n))
		}
		v.SetLen(n + 1)
		if !d.value(v.Index(n), p.elem) {
			return false
		}
		n++
		if more, err := d.next(']'); !more {
			return err == nil
		}
	}
}

func (d *fastDecoder) object(v reflect.Value, p *plan) bool {
	if d.depth++; d.depth > maxDepth {
		return false
	}
	d.i++ // '{'
	d.ws()
	if d.i < len(d.in) && d.in[d.i] == '}' {
		d.i++
		d.depth--
		return true
	}
	var set uint64 // fields set, to give up on a repeated key
	for {
		d.ws()
		if d.i >= len(d.in) || d.in[d.i] != '"' {
			return false
		}
		ks := d.i
		plain, err := d.key()
		if err != nil || !plain {
			return false
		}
		key := d.in[ks+1 : d.i-1]
		d.ws()
		if d.i >= len(d.in) || d.in[d.i] != ':' {
			return false
		}
		d.i++
		var buf [64]byte
		k, ok := fold(key, &buf)
		if !ok {
			return false
		}
		f, ok := p.fields[string(k)]
		switch {
		case !ok:
			if d.reducer.value(nil, false) != nil {
				return false
			}
		case f.plan.kind == planNone || f.index >= 64 || set&(1<<f.index) != 0:
			return false
		default:
			set |= 1 << f.index
			if !d.value(v.Field(f.index), f.plan) {
				return false
			}
		}
		if more, err := d.next('}'); !more {
			return err == nil
		}
	}
}
