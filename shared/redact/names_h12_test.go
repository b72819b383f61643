package redact

import "testing"

// TestNamesAcrossScriptsAndHandles: names the names data cannot confirm
// alone, by their shape in context. A Korean name in another script's
// text whose given name is a word too (지연 is "delay"); a Japanese name
// written apart after the code it is glued to (Some("石川 大地")); a Han
// handle of a given name and a surname (雨桐.林); a Turkish name that a
// program lower-cased without Turkish rules (İ as i and a combining dot);
// a handle of an unknown part and a surname that is a word too. Each rule
// leaves the words it must: Korean and Japanese text, file and media type
// names, classes, technical compounds.
func TestNamesAcrossScriptsAndHandles(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// masked
		{"Issue OPS-118 could not be assigned to 윤지원 (inactive)", "Issue OPS-118 could not be assigned to [name] (inactive)"},
		{"Issue OPS-118 could not be assigned to 한지연 (inactive)", "Issue OPS-118 could not be assigned to [name] (inactive)"},
		{"<Owner>윤지원</Owner>", "<Owner>[name]</Owner>"},
		{`NotFound(Some("大地 石川"))`, `NotFound(Some("[name]"))`},
		{"Validation failed: Owner 雨桐.林 has already been taken", "Validation failed: Owner [name] has already been taken"},
		{"export for nurcan.i̇lkay failed", "export for [value] failed"},
		{"La chiave (utente)=(guccio_capone) esiste già.", "La chiave (utente)=([value]) esiste già."},
		{"duplicate key (login)=(totuccio_gallo)", "duplicate key (login)=([value])"},
		// kept: Korean and Japanese words, technical compounds
		{"error: 재시도 횟수 초과 for job 42", "error: 재시도 횟수 초과 for job 42"},
		{"ERROR: 사용자 파일 not found", "ERROR: 사용자 파일 not found"},
		{"lookup of 최대값 failed", "lookup of 최대값 failed"},
		{`NotFound(Some("スクリプト ファイル"))`, `NotFound(Some("スクリプト ファイル"))`},
		{"key=設定 ファイル", "key=設定 ファイル"},
		{"Validation failed: field 数据.名称 has already been taken", "Validation failed: field 数据.名称 has already been taken"},
		{"unknown mime type audio/vnd.wave", "unknown mime type audio/vnd.wave"},
		{"retry key redis_cluster", "retry key redis_cluster"},
		{"hudson.AbortException: script returned exit code 1", "hudson.AbortException: script returned exit code 1"},
		{"deploy of grace-period failed", "deploy of grace-period failed"},
		{"duplicate key (slug)=(nginx-ingress)", "duplicate key (slug)=(nginx-ingress)"},
		{"clientId=orion-gateway-1 connected", "clientId=orion-gateway-1 connected"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestNamedHandle: two lower-case parts of four letters or more, one unknown
// to every dictionary and one a name of the names data that no program's
// vocabulary holds.
func TestNamedHandle(t *testing.T) {
	for _, c := range []struct {
		v    string
		want bool
	}{
		{"guccio_capone", true},
		{"rosalino.ferro", true},
		{"vnd.wave", false},              // a short part: an abbreviation
		{"hudson.AbortException", false}, // capitals: a class
		{"redis_cluster", false},
		{"grace-period", false},
		{"guccio_capone_x", false}, // three parts: other rules
	} {
		if got := namedHandle(c.v); got != c.want {
			t.Errorf("namedHandle(%q) = %v, want %v", c.v, got, c.want)
		}
	}
}

// TestNameRun: a login of three or four parts, two at least unknown, one
// a word of some language but none code (babatunji.kolade.sobre), is a
// person's; a host's name, a package's or a program's dotted name is not.
func TestNameRun(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Invoice for babatunji.kolade.sobre", gone: []string{"babatunji", "kolade", "sobre"}, kept: []string{"Invoice for"}},
		{in: "message from kolade.sobre.babatunji", gone: []string{"kolade"}},
		{in: "host babatunji.kolade.ng unreachable", kept: []string{"babatunji.kolade.ng"}},
		{in: "connect to api.kolade.babatunji.internal failed", kept: []string{"api.kolade.babatunji.internal"}},
		{in: "package org.keycloak.services not found", kept: []string{"org.keycloak.services"}},
		{in: "Caused by: io.netty.channel.AbstractChannel", kept: []string{"io.netty.channel.AbstractChannel"}},
		{in: "config.database.url is not set", kept: []string{"config.database.url"}},
	})
}

// TestNamePartsByForm: an Irish surname's O' inside a handle, a kana given
// name that is a word too beside a surname no dictionary holds, the UK
// National Insurance number with a last letter no allocated number has,
// a national phone number after its trunk 0 (in one run or after its
// area code); and what they must leave.
func TestNamePartsByForm(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"Invoice for aoife-o'sullivan could not be generated", "Invoice for [value] could not be generated"},
		{"ValidationError: {'input': ['のぞみ 勅使河原']}", "ValidationError: {'input': ['[name]']}"},
		{"The value 'エマ 北斗' is not valid", "The value '[name]' is not valid"},
		{"LookupError: no taxpayer record for JT123456X (while saving)", "LookupError: no taxpayer record for [national-id] (while saving)"},
		{"NI: TN 01 02 90 M", "NI: [national-id]"},
		{"POST /api/v1/enrol 422 telefone=0612345678 12ms", "POST /api/v1/enrol 422 telefone=[phone] 12ms"},
		{"POST /api/v1/enrol 422 sms_to=054-1234567 12ms", "POST /api/v1/enrol 422 sms_to=[phone] 12ms"},
		{"The value '02-2345678' is not valid for Callback.", "The value '[phone]' is not valid for Callback."},
		// kept
		{"meet at five o'clock-ish", "meet at five o'clock-ish"},
		{"migration 0042_add_index applied", "migration 0042_add_index applied"},
		{"job 1712345678 took 0.0612345 s", "job 1712345678 took 0.0612345 s"},
		{"build 2024-0612345 failed", "build 2024-0612345 failed"},
		{"ValidationError: {'input': ['スクリプト ファイル']}", "ValidationError: {'input': ['スクリプト ファイル']}"},
		{"The value 'スクリプト 実行' is not valid", "The value 'スクリプト 実行' is not valid"},
		{"build FD123456Z-linux failed", "build FD123456Z-linux failed"}, // no prefix HMRC gives
		{"part SKU-DV123456 missing", "part SKU-DV123456 missing"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestCJKPairUnknownGiven: a surname of the names data beside Han that no
// dictionary holds is a name written apart (the given names data misses
// many); beside a word it is a phrase.
func TestCJKPairUnknownGiven(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want bool
	}{
		{"鈴木", "湊斗", true},
		{"陽翔", "田中", true},
		{"設定", "ファイル", false},
		{"設定", "名前", false},
	} {
		if got := cjkPair(c.a, c.b); got != c.want {
			t.Errorf("cjkPair(%q, %q) = %v, want %v", c.a, c.b, got, c.want)
		}
	}
}
