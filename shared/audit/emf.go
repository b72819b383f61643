package audit

import (
	"encoding/json"
	"slices"
	"strconv"
	"time"

	"glitchtip-mcp/shared/ident"
)

// Metrics: with a namespace set (MCP_METRICS_NAMESPACE; the template sets
// it on Lambda), every audit line also carries CloudWatch metrics in the
// Embedded Metric Format, so CloudWatch Logs turns the line into metric
// values without an API call or agent:
//
//   - Calls (Count): 1 per audited request, by Service and, for tool calls,
//     by Service+Tool
//   - Errors (Count): 1 for a request that failed (an error kind, a tool
//     error or a 5xx), also by Service+ErrorKind
//   - Refused (Count): 1 for a request refused with 401 or 403
//   - Duration (Milliseconds): the request, start to answer
//   - UpstreamCalls (Count): GlitchTip requests made for it
//   - UpstreamLatency (Milliseconds): each GlitchTip request, to its
//     answer's headers (one value each, so percentiles are per request)
//   - Redactions (Count) and Redactions.<family> (Count): values masked,
//     from Record.Redacted
//
// Dimension values come from fixed sets only (tool names, error kinds,
// "glitchtip-mcp"), never from input, so the metric count stays bounded:
// each name and dimension value pair is a custom metric CloudWatch bills
// for (docs/operations.md counts them), which is also why only Calls is
// split by tool and only Errors by kind.

// Service is the value of the Service dimension every metric carries.
const Service = "glitchtip-mcp"

// maxValues is the Embedded Metric Format's bound on the values of one
// metric in one line.
const maxValues = 100

// EmitMetrics makes every line l writes carry its metrics in the Embedded
// Metric Format under namespace; "" turns them off (the default).
func (l *Logger) EmitMetrics(namespace string) {
	if l != nil {
		l.ns = namespace
	}
}

// UpstreamLatency notes how long one GlitchTip request took to answer.
func (r *Record) UpstreamLatency(d time.Duration) {
	if r == nil {
		return
	}
	r.mu.Lock()
	if len(r.upstreamMS) < maxValues {
		r.upstreamMS = append(r.upstreamMS, float64(d.Microseconds())/1000)
	}
	r.mu.Unlock()
}

// Redacted notes n values of a redaction family (a fixed name such as
// "email" or "credential", lower_snake_case) masked while answering. It is
// the hook the redactor's per-family counts feed; families with another
// shape are counted as "other".
func (r *Record) Redacted(family string, n int) {
	if r == nil || n <= 0 {
		return
	}
	if !ident.Chars(family, 1, 40, ident.LowerWord) {
		family = "other"
	}
	r.mu.Lock()
	if r.redactions == nil {
		r.redactions = map[string]int{}
	}
	if _, ok := r.redactions[family]; ok || len(r.redactions) < 50 {
		r.redactions[family] += n
	} else {
		r.redactions["other"] += n
	}
	r.mu.Unlock()
}

// emfMetric is one MetricDefinition.
type emfMetric struct {
	Name string `json:"Name"`
	Unit string `json:"Unit"`
}

// emfDirective is one MetricDirective.
type emfDirective struct {
	Namespace  string      `json:"Namespace"`
	Dimensions [][]string  `json:"Dimensions"`
	Metrics    []emfMetric `json:"Metrics"`
}

type emfMeta struct {
	Timestamp         int64          `json:"Timestamp"`
	CloudWatchMetrics []emfDirective `json:"CloudWatchMetrics"`
}

// emf returns the members that make the line an Embedded Metric Format
// document: "_aws" (the metadata) and each dimension and metric it names.
// The caller holds r.mu.
func (r *Record) emf(ns string, now time.Time) []member {
	failed := r.ErrorKind != "" || r.ToolError || r.Status >= 500
	m := []member{{"Service", Service}, {"Calls", 1}, {"Errors", b2i(failed)},
		{"Refused", b2i(r.Status == 401 || r.Status == 403)}, {"Duration", r.DurationMS}, {"UpstreamCalls", r.UpstreamCalls}}
	main := emfDirective{Namespace: ns, Dimensions: [][]string{{"Service"}}, Metrics: []emfMetric{
		{"Calls", "Count"}, {"Errors", "Count"}, {"Refused", "Count"}, {"Duration", "Milliseconds"}, {"UpstreamCalls", "Count"}}}
	if len(r.upstreamMS) > 0 {
		m = append(m, member{"UpstreamLatency", r.upstreamMS})
		main.Metrics = append(main.Metrics, emfMetric{"UpstreamLatency", "Milliseconds"})
	}
	dirs := []emfDirective{main}
	if KnownTools[r.Tool] {
		m = append(m, member{"Tool", r.Tool})
		dirs = append(dirs, emfDirective{Namespace: ns, Dimensions: [][]string{{"Service", "Tool"}}, Metrics: []emfMetric{{"Calls", "Count"}}})
	}
	if failed {
		kind := r.ErrorKind
		switch {
		case kind != "" && ident.Chars(kind, 1, 40, ident.LowerWord):
		case kind != "":
			kind = "other"
		case r.ToolError:
			kind = "tool_error"
		default:
			kind = "http_" + strconv.Itoa(r.Status)
		}
		m = append(m, member{"ErrorKind", kind})
		dirs = append(dirs, emfDirective{Namespace: ns, Dimensions: [][]string{{"Service", "ErrorKind"}}, Metrics: []emfMetric{{"Errors", "Count"}}})
	}
	if len(r.redactions) > 0 {
		fams := make([]string, 0, len(r.redactions))
		total := 0
		for f, n := range r.redactions {
			fams = append(fams, f)
			total += n
		}
		slices.Sort(fams)
		red := emfDirective{Namespace: ns, Dimensions: [][]string{{"Service"}}, Metrics: []emfMetric{{"Redactions", "Count"}}}
		m = append(m, member{"Redactions", total})
		for _, f := range fams {
			red.Metrics = append(red.Metrics, emfMetric{"Redactions." + f, "Count"})
			m = append(m, member{"Redactions." + f, r.redactions[f]})
		}
		dirs = append(dirs, red)
	}
	meta, _ := json.Marshal(emfMeta{Timestamp: now.UnixMilli(), CloudWatchMetrics: dirs})
	return append([]member{{"_aws", json.RawMessage(meta)}}, m...)
}

// member is one root member of the line.
type member struct {
	key string
	val any
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
