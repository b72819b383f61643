package endpoint

import (
	"encoding/json"
	"reflect"
	"testing"
)

// scanSeeds are requests of every shape the scan reads, and of shapes it
// leaves to encoding/json.
var scanSeeds = []string{
	`{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"glitchtip_get_issue","arguments":{"issue_id":"1"}}}`,
	` { "jsonrpc" : "2.0" , "id" : "a-1" , "method" : "tools/call" , "params" : { "name" : "glitchtip_search" , "arguments" : { "query" : "é ü", "limit" : 5 , "projects" : [ "a" , "b" ] , "down_only" : true , "x" : null , "o" : { "k" : [ 1.5e3 , -0 , {} , [] ] } } , "_meta" : { "progressToken" : 3 } } } `,
	`{"jsonrpc":"2.0","id":2,"method":"tools/list"}`,
	`{"jsonrpc":"2.0","method":"notifications/initialized"}`,
	`{"jsonrpc":"2.0","id":null,"method":"ping"}`,
	`{"jsonrpc":"2.0","id":3,"method":"resources/read","params":{"uri":"glitchtip://issue/1"}}`,
	`{"jsonrpc":"2.0","id":4,"method":"prompts/get","params":{"name":"triage","arguments":{"project":"backend"}}}`,
	`{}`,
	`{"id":1,"id":2,"method":"ping"}`,
	`{"ID":1,"Method":"ping","PARAMS":{"NAME":"x"}}`,
	`{"id":1,"method":"tools/call","params":{"name":"a","name":"b","arguments":{"a":1},"arguments":{"b":2}}}`,
	`{"id":1,"method":"tools/call","params":{"arguments":{"limit":1e400}}}`,
	`{"id":1e400,"method":"ping"}`,
	`{"id":1,"method":"tools/call","params":{"arguments":{"q":"a\"b"}}}`,
	`{"id":1,"method":"tools/call","params":{"arguments":{"q":"\xff"}}}`,
	`{"id":1,"method":"tools/call","params":{"arguments":{"k":"v","k":"w"}}}`,
	`{"id":1,"method":2}`,
	`{"id":1,"method":null,"params":null}`,
	`{"id":1,"method":"x","params":[]}`,
	`{"id":1,"method":"x","params":{"arguments":[1]}}`,
	`{"id":1,"method":"x"} x`,
	`{"id":01}`,
	`{"id":1.}`,
	`{"id":-}`,
	`{"id":tru}`,
	`{"id":1,}`,
	`{"id":[1,]}`,
	`{"mét\u0068od":"ping"}`,
	"{\"id\":1,\"method\":\"a\tb\"}",
	`{"id":{"a":[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]}}`,
	`[]`,
	`"x"`,
	``,
}

// TestScanRequestMatchesUnmarshal: wherever the scan reads a request, it
// reads what json.Unmarshal reads.
func TestScanRequestMatchesUnmarshal(t *testing.T) {
	scanned := 0
	for _, s := range scanSeeds {
		if checkScan(t, []byte(s)) {
			scanned++
		}
	}
	if scanned < 7 {
		t.Errorf("the scan read %d of the seeds, want at least the 7 plain requests", scanned)
	}
}

func checkScan(t *testing.T, body []byte) bool {
	t.Helper()
	var got rpcRequest
	if !scanRequest(body, &got) {
		return false
	}
	var want rpcRequest
	if err := json.Unmarshal(body, &want); err != nil {
		t.Errorf("%q: scanned, but json.Unmarshal fails: %v", body, err)
		return true
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("%q: scanned %#v, json.Unmarshal %#v", body, got, want)
	}
	return true
}

func FuzzScanRequest(f *testing.F) {
	for _, s := range scanSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, body []byte) { checkScan(t, body) })
}

func BenchmarkDecodeRequest(b *testing.B) {
	body := []byte(scanSeeds[0])
	b.Run("scan", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			var msg rpcRequest
			scanRequest(body, &msg)
		}
	})
	b.Run("unmarshal", func(b *testing.B) {
		b.ReportAllocs()
		for range b.N {
			var msg rpcRequest
			json.Unmarshal(body, &msg)
		}
	})
}
