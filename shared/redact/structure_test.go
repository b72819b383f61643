package redact

import (
	"strings"
	"testing"

	"glitchtip-mcp/shared/testkit/corpus"
)

// TestInfrastructure: service host names and private addresses are kept
// by default and masked with MaskInfrastructure; well-known addresses are
// always kept, and a device named after its owner is always masked.
func TestInfrastructure(t *testing.T) {
	var hosts []corpus.Entry
	for _, e := range corpus.Load(t, "testdata/corpus/identifiers.tsv") {
		if e.Class == "svchost" {
			hosts = append(hosts, e)
		}
	}
	if len(hosts) < 5 {
		t.Fatalf("%d host identifiers", len(hosts))
	}
	keep, mask := New(), New("configured-token").MaskInfrastructure()
	for _, e := range append(hosts,
		corpus.Entry{Class: "private", Value: "10.0.3.7", Carrier: "dial tcp 10.0.3.7:5432: connect: connection refused"},
		corpus.Entry{Class: "private", Value: "fd12:3456:789a::1", Carrier: "connect to [fd12:3456:789a::1]:443 failed"},
		// a private zone no list holds, known as a host by its noun
		corpus.Entry{Class: "svchost", Value: "sklad.vnutr", Carrier: "ssh: connect to host sklad.vnutr port 22: Connection refused"},
	) {
		if out, _ := keep.String(e.Carrier); !strings.Contains(out, e.Value) {
			t.Errorf("kept by default: %q -> %q", e.Carrier, out)
		}
		if out, _ := mask.String(e.Carrier); strings.Contains(out, e.Value) {
			t.Errorf("MaskInfrastructure: %q -> %q", e.Carrier, out)
		}
	}
	for _, in := range []string{"connect ECONNREFUSED 127.0.0.1:6379", "bind [::1]:8080 failed", "GET http://169.254.169.254/latest/meta-data/ timed out"} {
		if out, _ := mask.String(in); out != in {
			t.Errorf("well-known address masked: %q -> %q", in, out)
		}
	}
	// a single label and its port, of words no dictionary holds, is a
	// host (kept in both modes, as dial tcp payments-db:5432 is)
	for _, in := range []string{"Z39.50 search on mzinga-opac:210 failed: connection timed out", "Z39.50 search on ksiaznica-opac:210 failed"} {
		if out, _ := keep.String(in); out != in {
			t.Errorf("host and port masked: %q -> %q", in, out)
		}
	}
	// a syslog or journal line's host column, named after a city
	for _, in := range []string{"Apr 11 09:12:55 sofia-edge-1 systemd[1]: haproxy.service: Failed", "2025-04-11T09:12:55.123+02:00 lima-cache-3 kernel: oom-kill"} {
		if out, _ := keep.String(in); out != in {
			t.Errorf("syslog host masked: %q -> %q", in, out)
		}
	}
	for _, in := range []string{"Apr 11 09:12:55 olivia-martin sshd[441]: error", "at 09:12:55 olivia-martin: logged in", "mdns: conflict for olivias-macbook-pro.local", "ssh liam-laptop.lan refused", "connect to olivia-martin:5432 failed"} {
		if out, _ := keep.String(in); strings.Contains(out, "olivia") || strings.Contains(out, "liam") {
			t.Errorf("device owner shown: %q -> %q", in, out)
		}
	}
	if out, _ := mask.String("password=configured-token"); strings.Contains(out, "configured-token") {
		t.Errorf("MaskInfrastructure lost the literals: %q", out)
	}
}

// TestValuesByStructure: values are found where they stand, whatever
// their class, and code in the same places is kept.
func TestValuesByStructure(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, gone, kept string }{
		{`ValueError: duplicate signup {'full_name': 'Thandiwe Mokoena', 'plan': 'pro'}`, "Mokoena", "'plan': 'pro'"},
		{"bad record in batch 7: 4411|Pham Van Duc|VN|premium", "Pham Van Duc", "|VN|premium"},
		{"Error: refund rejected for payer 王秀英: REFUND_AMOUNT_INVALID", "王秀英", "REFUND_AMOUNT_INVALID"},
		{"user lookup failed: Adebayo Okonkwo", "Okonkwo", "user lookup failed:"},
		{"ClamAV: upload Scan_passport_Adebayo.pdf quarantined", "Adebayo", "quarantined"},
		{"moderation: message 'meet me at the back door of the clinic at 6, bring cash' flagged", "clinic", "flagged"},
		{"Singpass: uinfin T0345612H consent expired", "T0345612H", "consent expired"},
		// Rust's Debug after a label: the wrappers stay, their payload goes
		{`holder: Some("xqzvbn")`, "xqzvbn", `holder: Some("[value]")`},
		{`value: NotFound(Some("xqzvbn"))`, "xqzvbn", `value: NotFound(Some("[value]"))`},
		{`Member { id: 70966, invited_by: Some("ysaahaa") }`, "ysaahaa", `invited_by: Some("[value]") }`},
		// under a host's key a label no knowledge holds may be somebody's
		{"pool: host=mkaraoglu-01 unreachable", "mkaraoglu", "unreachable"},
		{"pool: host=olivia-laptop unreachable", "olivia", "laptop unreachable"},
		// after a host's noun a dotted name is a host whatever its
		// labels, but not a name's (a login's shape) nor a person's device
		{"ssh: connect to host olivia.martin port 22: Connection refused", "olivia", "port 22"},
		{"ssh: connect to host olivias-macbook.vnutr port 22: Connection refused", "olivia", "port 22"},
		// an address before a sentence's full stop is still one
		{"denied for 81.2.69.160. Retry later", "81.2.69.160", "Retry later"},
		{"call +1 415-555-0100 about 00000000-0000-0000-0000-000000000000", "415-555-0100", "00000000-0000-0000-0000-000000000000"},
	} {
		out, err := r.String(c.in)
		if err != nil || strings.Contains(out, c.gone) || !strings.Contains(out, c.kept) {
			t.Errorf("%q -> %q, %v: want %q gone, %q kept", c.in, out, err, c.gone, c.kept)
		}
	}
	for _, in := range []string{
		"KeyError: 'card_token'",
		"TypeError: Cannot read properties of undefined (reading 'map')",
		"Failed to execute 'importScripts' on 'WorkerGlobalScope'",
		`Swift.DecodingError: "The request timed out."`,
		"fatal error: all goroutines are asleep - deadlock!",
		"ActiveRecord::RecordNotFound: Couldn't find Order with 'id'=1234",
		"Driver App Backend: health check /readyz returned 503",
		"Harvey worker: job cleanup_carts failed",
		`value: NotFound(Some("user_id"))`,
		`got: Ok("connection refused")`,
		`Member { id: 1, invited_by: Some("deploy-bot") }`,
		// a host named in its team's language (Swedish lager, German
		// Kasse): host names are kept by policy
		"dial: host=ora-lager-01 port=1521 timeout",
		"server: kasse-nord-02 refused the connection",
		// a private zone no list holds, after ssh's and curl's host
		"ssh: connect to host sklad.vnutr port 22: Connection refused",
		"curl: (6) Could not resolve host: build.vnutr",
		// the nil UUID (Guid.Empty) is no phone number, an OID's arcs no
		// address
		"over scope '/subscriptions/00000000-0000-0000-0000-000000000000/resourceGroups/rg-hr'",
		"C-STORE failed for SOP Class 1.2.840.10008.5.1.4.1.1.2 (CT Image Storage)",
	} {
		if out, err := r.String(in); err != nil || out != in {
			t.Errorf("%q -> %q, %v: want it unchanged", in, out, err)
		}
	}
}
