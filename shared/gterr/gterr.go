// Package gterr defines the typed errors of glitchtip-mcp.
//
// Every error carries one fixed, trusted message chosen by its Kind. Nothing that
// came from GlitchTip (bodies, headers, URLs) or from a caller (raw arguments)
// is ever part of Error(): such detail, already redacted, may only be kept in
// Internal, which is for operator logs and never reaches a model.
package gterr

import (
	"errors"
	"fmt"
	"strconv"
	"time"
)

// Kind classifies an error. The zero value is KindInternal.
type Kind int

// The kinds, grouped as in the seed design: API client errors (by status),
// API server errors, transport-level errors, and errors of our own callers.
const (
	KindInternal       Kind = iota // a bug of ours
	KindAuthentication             // GlitchTip 401
	KindPermission                 // GlitchTip 403
	KindNotFound                   // GlitchTip 404 (or an empty list for an unknown slug)
	KindValidation                 // GlitchTip 400/422
	KindRateLimit                  // GlitchTip 429
	KindUpstream                   // GlitchTip 5xx or another unexpected status
	KindNetwork                    // connection, TLS or timeout failure
	KindMalformed                  // a response that is not the JSON we expect
	KindTooLarge                   // a response over the body cap
	KindMethod                     // an attempt to send something other than GET
	KindInput                      // a caller's argument failed validation
	KindConfig                     // missing or invalid configuration
	KindRedaction                  // a value that could not be redacted safely
	KindDelivery                   // the digest could not be delivered to a destination
)

var kindNames = [...]string{
	KindInternal: "internal", KindAuthentication: "authentication", KindPermission: "permission",
	KindNotFound: "not_found", KindValidation: "validation", KindRateLimit: "rate_limit",
	KindUpstream: "upstream", KindNetwork: "network", KindMalformed: "malformed_response",
	KindTooLarge: "response_too_large", KindMethod: "method_refused", KindInput: "invalid_input",
	KindConfig: "configuration", KindRedaction: "redaction", KindDelivery: "delivery",
}

// String returns a stable snake_case name, used in logs and structured errors.
func (k Kind) String() string {
	if k >= 0 && int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "unknown"
}

// IsAPIClient reports whether the kind is a GlitchTip 4xx answer.
func (k Kind) IsAPIClient() bool {
	return k >= KindAuthentication && k <= KindRateLimit
}

// Error is the one error type of the project. Construct it with the helpers below.
type Error struct {
	Kind Kind
	// Status is the upstream HTTP status, 0 when there was none.
	Status int
	// RetryAfter is the wait GlitchTip asked for on a 429.
	RetryAfter time.Duration
	// Msg is a trusted, caller-facing message for KindInput, KindConfig and
	// KindDelivery, written
	// by our code only. Empty for other kinds, whose message is fixed by Kind.
	Msg string
	// Internal is redacted operator detail (method, path template, status). It is
	// never part of Error().
	Internal string
	cause    error
}

// Error returns the fixed, trusted message.
func (e *Error) Error() string {
	switch e.Kind {
	case KindAuthentication:
		return "GlitchTip auth failed: the API token was rejected"
	case KindPermission:
		return "GlitchTip insufficient permissions: the token needs project:read and event:read (and project:releases for releases); glitchtip_whoami names what it lacks"
	case KindNotFound:
		return "not found in GlitchTip: verify the organization, project or issue id"
	case KindValidation:
		return "GlitchTip rejected the request parameters: check the query syntax, cursor and limit"
	case KindRateLimit:
		if e.RetryAfter > 0 {
			return "GlitchTip rate limit reached: retry after " + strconv.Itoa(int((e.RetryAfter+time.Second-1)/time.Second)) + "s"
		}
		return "GlitchTip rate limit reached: retry later"
	case KindUpstream:
		return "GlitchTip upstream unavailable"
	case KindNetwork:
		return "network error contacting GlitchTip"
	case KindMalformed:
		return "malformed JSON response from GlitchTip"
	case KindTooLarge:
		return "GlitchTip response too large"
	case KindMethod:
		return "refused: only GET requests may be sent to GlitchTip"
	case KindRedaction:
		return "a value could not be redacted safely and was withheld"
	case KindInput, KindConfig, KindDelivery:
		if e.Msg != "" {
			return e.Msg
		}
		switch e.Kind {
		case KindInput:
			return "invalid input"
		case KindDelivery:
			return "digest delivery failed"
		}
		return "configuration error"
	}
	return "internal error"
}

// Unwrap returns the underlying cause, for errors.Is/As. The cause is never
// shown to a caller.
func (e *Error) Unwrap() error { return e.cause }

// Is lets errors.Is(err, &gterr.Error{Kind: k}) match on kind alone.
func (e *Error) Is(target error) bool {
	t, ok := target.(*Error)
	return ok && t.Kind == e.Kind && t.Status == 0 && t.Msg == "" && t.Internal == ""
}

// KindOf returns the Kind of err, KindInternal when err is not an *Error.
func KindOf(err error) Kind {
	var e *Error
	if errors.As(err, &e) {
		return e.Kind
	}
	return KindInternal
}

// Trusted returns the message of err that may be shown to a caller: the fixed
// message of an *Error, or a generic text for anything else.
func Trusted(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Error()
	}
	return "internal error"
}

// InternalDetail returns the operator detail of err (redacted by construction).
func InternalDetail(err error) string {
	var e *Error
	if errors.As(err, &e) {
		if e.Internal != "" {
			return e.Kind.String() + ": " + e.Internal
		}
		return e.Kind.String()
	}
	if err == nil {
		return ""
	}
	return "untyped error"
}

// FromStatus maps a non-2xx GlitchTip status to an error. internal must hold
// no secret (the caller passes a path template, never the URL).
func FromStatus(status int, retryAfter time.Duration, internal string) *Error {
	e := &Error{Status: status, Internal: fmt.Sprintf("%s status %d", internal, status)}
	switch {
	case status == 401:
		e.Kind = KindAuthentication
	case status == 403:
		e.Kind = KindPermission
	case status == 404:
		e.Kind = KindNotFound
	case status == 400 || status == 422:
		e.Kind = KindValidation
	case status == 429:
		e.Kind, e.RetryAfter = KindRateLimit, retryAfter
	default:
		e.Kind = KindUpstream
	}
	return e
}

// New returns an error of a kind whose message is fixed, wrapping cause for
// operators. cause's text never reaches a caller.
func New(kind Kind, internal string, cause error) *Error {
	return &Error{Kind: kind, Internal: internal, cause: cause}
}

// Input returns a KindInput error with a trusted message. msg must be written
// by our code and must not contain the caller's raw value.
func Input(msg string) *Error { return &Error{Kind: KindInput, Msg: msg} }

// Config returns a KindConfig error with a trusted message naming the setting.
func Config(msg string) *Error { return &Error{Kind: KindConfig, Msg: msg} }
