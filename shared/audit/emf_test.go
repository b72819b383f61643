package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
	"strings"
	"testing"
	"time"
)

// emfUnits are the units the Embedded Metric Format specification allows
// (those of CloudWatch's StandardUnit).
var emfUnits = map[string]bool{
	"Seconds": true, "Microseconds": true, "Milliseconds": true, "Bytes": true, "Kilobytes": true, "Megabytes": true,
	"Gigabytes": true, "Terabytes": true, "Bits": true, "Kilobits": true, "Megabits": true, "Gigabits": true, "Terabits": true,
	"Percent": true, "Count": true, "Bytes/Second": true, "Kilobytes/Second": true, "Megabytes/Second": true,
	"Gigabytes/Second": true, "Terabytes/Second": true, "Bits/Second": true, "Kilobits/Second": true,
	"Megabits/Second": true, "Gigabits/Second": true, "Terabits/Second": true, "Count/Second": true, "None": true,
}

// checkEMF checks one log line against the Embedded Metric Format
// specification (docs.aws.amazon.com/AmazonCloudWatch/latest/monitoring/
// CloudWatch_Embedded_Metric_Format_Specification.html): the root is a JSON
// object with an "_aws" metadata object holding an integer Timestamp in
// milliseconds and a CloudWatchMetrics array of MetricDirectives; a
// directive has exactly Namespace, Dimensions and Metrics; a DimensionSet
// has at most 30 keys, each a root member holding a string; a directive has
// at most 100 metrics, each with a Name that is a root member holding a
// number or an array of at most 100 numbers, and an optional Unit from the
// standard units and StorageResolution of 1 or 60; a member is not both a
// dimension and a metric.
func checkEMF(line []byte) error {
	var root map[string]json.RawMessage
	if err := json.Unmarshal(line, &root); err != nil {
		return fmt.Errorf("not a JSON object: %v", err)
	}
	var meta map[string]json.RawMessage
	if err := json.Unmarshal(root["_aws"], &meta); err != nil || meta == nil {
		return fmt.Errorf("no _aws metadata object")
	}
	for k := range meta {
		if k != "Timestamp" && k != "CloudWatchMetrics" && k != "LogGroupName" && k != "LogStreamName" {
			return fmt.Errorf("_aws has an unknown member %q", k)
		}
	}
	var ts float64
	if err := json.Unmarshal(meta["Timestamp"], &ts); err != nil || ts != math.Trunc(ts) || ts < 1e12 || ts > 1e14 {
		return fmt.Errorf("Timestamp %s is not milliseconds since the epoch", meta["Timestamp"])
	}
	var dirs []map[string]json.RawMessage
	if err := json.Unmarshal(meta["CloudWatchMetrics"], &dirs); err != nil || dirs == nil {
		return fmt.Errorf("CloudWatchMetrics is not an array")
	}
	dims, metrics := map[string]bool{}, map[string]bool{}
	for i, d := range dirs {
		for k := range d {
			if k != "Namespace" && k != "Dimensions" && k != "Metrics" {
				return fmt.Errorf("directive %d has an unknown member %q", i, k)
			}
		}
		var ns string
		if err := json.Unmarshal(d["Namespace"], &ns); err != nil || ns == "" || len(ns) > 255 {
			return fmt.Errorf("directive %d: Namespace %s is not a string of 1 to 255 characters", i, d["Namespace"])
		}
		var sets [][]string
		if err := json.Unmarshal(d["Dimensions"], &sets); err != nil || sets == nil {
			return fmt.Errorf("directive %d: Dimensions is not an array of DimensionSets", i)
		}
		for _, set := range sets {
			if len(set) > 30 {
				return fmt.Errorf("directive %d: a DimensionSet has %d keys, over 30", i, len(set))
			}
			for _, k := range set {
				var v string
				if err := json.Unmarshal(root[k], &v); err != nil {
					return fmt.Errorf("dimension %q is not a root member holding a string", k)
				}
				if v == "" || len(v) > 1024 {
					return fmt.Errorf("dimension %q has an empty or over-long value", k)
				}
				dims[k] = true
			}
		}
		var ms []map[string]json.RawMessage
		if err := json.Unmarshal(d["Metrics"], &ms); err != nil || ms == nil {
			return fmt.Errorf("directive %d: Metrics is not an array", i)
		}
		if len(ms) > 100 {
			return fmt.Errorf("directive %d has %d metrics, over 100", i, len(ms))
		}
		for _, m := range ms {
			var name, unit string
			if err := json.Unmarshal(m["Name"], &name); err != nil || name == "" || len(name) > 255 {
				return fmt.Errorf("directive %d: a metric Name %s is not a string of 1 to 255 characters", i, m["Name"])
			}
			if u, ok := m["Unit"]; ok {
				if json.Unmarshal(u, &unit) != nil || !emfUnits[unit] {
					return fmt.Errorf("metric %s: Unit %s is not a standard unit", name, u)
				}
			}
			if r, ok := m["StorageResolution"]; ok && string(r) != "1" && string(r) != "60" {
				return fmt.Errorf("metric %s: StorageResolution %s is not 1 or 60", name, r)
			}
			for k := range m {
				if k != "Name" && k != "Unit" && k != "StorageResolution" {
					return fmt.Errorf("metric %s has an unknown member %q", name, k)
				}
			}
			var one float64
			var many []float64
			switch {
			case json.Unmarshal(root[name], &one) == nil:
			case json.Unmarshal(root[name], &many) == nil && len(many) >= 1 && len(many) <= 100:
			default:
				return fmt.Errorf("metric %s is not a root member holding a number or 1 to 100 numbers", name)
			}
			metrics[name] = true
		}
	}
	for k := range dims {
		if metrics[k] {
			return fmt.Errorf("%q is both a dimension and a metric", k)
		}
	}
	return nil
}

// line writes one audit line for rec through a Logger with metrics in ns,
// and returns it.
func line(t *testing.T, ns string, status int, set func(*Record)) []byte {
	t.Helper()
	var buf bytes.Buffer
	l := New(&buf, nil)
	l.EmitMetrics(ns)
	_, rec := Begin(context.Background(), "req-1", "/mcp")
	if set != nil {
		set(rec)
	}
	l.Write(rec, status)
	return bytes.TrimSpace(buf.Bytes())
}

// TestEMFLines: each kind of request gives a line that is a valid Embedded
// Metric Format document with the values the request had.
func TestEMFLines(t *testing.T) {
	for _, tc := range []struct {
		name   string
		status int
		set    func(*Record)
		want   map[string]any // root members, JSON-decoded
		dims   [][]string     // every DimensionSet of every directive
	}{
		{"initialize", 200, func(r *Record) { r.RPCMethod = "initialize" },
			map[string]any{"Service": Service, "Calls": 1.0, "Errors": 0.0, "Refused": 0.0, "UpstreamCalls": 0.0},
			[][]string{{"Service"}}},
		{"tool call with two GlitchTip requests", 200, func(r *Record) {
			r.Tool = "glitchtip_get_issue"
			r.Upstream(200)
			r.UpstreamLatency(12500 * time.Microsecond)
			r.Upstream(200)
			r.UpstreamLatency(3 * time.Millisecond)
		}, map[string]any{"Tool": "glitchtip_get_issue", "Calls": 1.0, "Errors": 0.0, "UpstreamCalls": 2.0, "UpstreamLatency": []any{12.5, 3.0}},
			[][]string{{"Service"}, {"Service", "Tool"}}},
		{"upstream failure", 200, func(r *Record) {
			r.Tool = "glitchtip_search"
			r.Upstream(502)
			r.Fail("upstream", "GET issues: 502")
			r.Result(-1, false, true)
		}, map[string]any{"Errors": 1.0, "ErrorKind": "upstream"},
			[][]string{{"Service"}, {"Service", "Tool"}, {"Service", "ErrorKind"}}},
		{"tool error without a kind", 200, func(r *Record) { r.Tool = "glitchtip_search"; r.Result(-1, false, true) },
			map[string]any{"Errors": 1.0, "ErrorKind": "tool_error"}, [][]string{{"Service"}, {"Service", "Tool"}, {"Service", "ErrorKind"}}},
		{"server error", 500, nil, map[string]any{"Errors": 1.0, "ErrorKind": "http_500"}, [][]string{{"Service"}, {"Service", "ErrorKind"}}},
		{"refused", 401, func(r *Record) { r.AuthReason = "missing" }, map[string]any{"Refused": 1.0, "Errors": 0.0}, [][]string{{"Service"}}},
		{"unknown tool: no Tool dimension", 200, func(r *Record) { r.Tool = "(unknown len=5 h=00000000)" },
			map[string]any{"Calls": 1.0, "Tool": nil}, [][]string{{"Service"}}},
		{"error kind of another shape", 200, func(r *Record) { r.Fail("Not A Kind", "") },
			map[string]any{"ErrorKind": "other"}, [][]string{{"Service"}, {"Service", "ErrorKind"}}},
		{"redactions by family", 200, func(r *Record) {
			r.Redacted("email", 2)
			r.Redacted("credential", 1)
			r.Redacted("email", 1)
			r.Redacted("Bad Family!", 4)
			r.Redacted("none", 0)
		}, map[string]any{"Redactions": 8.0, "Redactions.email": 3.0, "Redactions.credential": 1.0, "Redactions.other": 4.0, "Redactions.none": nil},
			[][]string{{"Service"}, {"Service"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ln := line(t, "glitchtip-mcp/test", tc.status, tc.set)
			if err := checkEMF(ln); err != nil {
				t.Fatalf("not a valid EMF document: %v\n%s", err, ln)
			}
			var root map[string]any
			json.Unmarshal(ln, &root)
			for k, want := range tc.want {
				got, ok := root[k]
				if want == nil {
					if ok {
						t.Errorf("%s = %v, want absent", k, got)
					}
					continue
				}
				if fmt.Sprint(got) != fmt.Sprint(want) {
					t.Errorf("%s = %v, want %v", k, got, want)
				}
			}
			var meta struct {
				CloudWatchMetrics []emfDirective
			}
			b, _ := json.Marshal(root["_aws"])
			json.Unmarshal(b, &meta)
			var sets [][]string
			for _, d := range meta.CloudWatchMetrics {
				if d.Namespace != "glitchtip-mcp/test" {
					t.Errorf("namespace %q", d.Namespace)
				}
				sets = append(sets, d.Dimensions...)
			}
			if fmt.Sprint(sets) != fmt.Sprint(tc.dims) {
				t.Errorf("dimension sets %v, want %v", sets, tc.dims)
			}
			// The audit line is still the audit line.
			if root["msg"] != "audit" || root["request_id"] != "req-1" || root["version"] == "" {
				t.Errorf("audit members missing: %s", ln)
			}
		})
	}
}

// TestEMFOff: without a namespace the line carries no metrics.
func TestEMFOff(t *testing.T) {
	ln := line(t, "", 200, func(r *Record) { r.Tool = "glitchtip_whoami"; r.UpstreamLatency(time.Millisecond) })
	for _, k := range []string{"_aws", "Calls", "Service", "UpstreamLatency"} {
		if bytes.Contains(ln, []byte(`"`+k+`"`)) {
			t.Errorf("line without a namespace has %s: %s", k, ln)
		}
	}
}

// TestEMFBounds: a request with more GlitchTip requests than a metric may
// hold values keeps the first 100, and stays valid.
func TestEMFBounds(t *testing.T) {
	ln := line(t, "ns", 200, func(r *Record) {
		for range 150 {
			r.Upstream(200)
			r.UpstreamLatency(time.Millisecond)
		}
		for i := range 80 {
			r.Redacted("family_"+strings.Repeat("x", i%40), 1)
		}
	})
	if err := checkEMF(ln); err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	json.Unmarshal(ln, &root)
	if n := len(root["UpstreamLatency"].([]any)); n != 100 {
		t.Errorf("%d latency values, want 100", n)
	}
}

// TestCheckEMF: the checker refuses documents that break the specification
// (so a line passing it means something).
func TestCheckEMF(t *testing.T) {
	ok := `{"_aws":{"Timestamp":1764000000000,"CloudWatchMetrics":[{"Namespace":"n","Dimensions":[["S"]],"Metrics":[{"Name":"M","Unit":"Count"}]}]},"S":"x","M":1}`
	if err := checkEMF([]byte(ok)); err != nil {
		t.Fatalf("valid document refused: %v", err)
	}
	for _, bad := range []string{
		`[]`,
		`{"S":"x","M":1}`,
		strings.Replace(ok, `1764000000000`, `"now"`, 1),
		strings.Replace(ok, `1764000000000`, `1764000000`, 1), // seconds, not milliseconds
		strings.Replace(ok, `"Namespace":"n"`, `"Namespace":""`, 1),
		strings.Replace(ok, `"Namespace":"n",`, ``, 1),
		strings.Replace(ok, `"Namespace":"n"`, `"Namespace":"n","Extra":1`, 1),
		strings.Replace(ok, `"S":"x"`, `"S":1`, 1),
		strings.Replace(ok, `,"S":"x"`, ``, 1),
		strings.Replace(ok, `"M":1`, `"M":"1"`, 1),
		strings.Replace(ok, `,"M":1`, ``, 1),
		strings.Replace(ok, `"Unit":"Count"`, `"Unit":"Requests"`, 1),
		strings.Replace(ok, `"Unit":"Count"`, `"Unit":"Count","StorageResolution":5`, 1),
		strings.Replace(ok, `[["S"]]`, `[["M"]]`, 1),
		strings.Replace(ok, `"M":1`, `"M":[]`, 1),
	} {
		if err := checkEMF([]byte(bad)); err == nil {
			t.Errorf("accepted %s", bad)
		}
	}
}
