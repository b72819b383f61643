package redact

import "testing"

// TestBasicDateTimeStamps: an ISO 8601 date and time in the basic format
// (a release's or a backup's folder) is a time, in a path and alone; a
// stamp whose month is none, or a value beside it, is still judged.
func TestBasicDateTimeStamps(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "/opt/app/releases/20261204T0930/config/database.yml: Datei oder Verzeichnis nicht gefunden (toll-adapter)"},
		{in: "System.IO.FileNotFoundException: Impossible de trouver le fichier '/opt/app/releases/20261204T093015Z/config/database.yml'."},
		{in: "/opt/app/releases/20261304T0930/config/database.yml: not found", gone: []string{"20261304T0930"}, kept: []string{"/config/database.yml"}},
		{in: `Error: "Olivia Martin 20261204T0930" rejected`, gone: []string{"Olivia Martin"}, kept: []string{"20261204T0930"}},
	})
}

// TestURLAuthorityPorts: right after "://" a host's colon and digits are
// its port, though the host's first word names a key (swift); a password
// of digits in the userinfo, which an @ ends, is still masked.
func TestURLAuthorityPorts(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `upstream timed out (110: Connection timed out) while reading response header from upstream, upstream: "http://swift-gw01.corebank.lan:9200/v2/health"`},
		{in: `proxy to "http://swift.example.com:9200" failed`},
		{in: "postgres://swift:9200/x@db.internal/app", gone: []string{"9200/x"}},
	})
}

// TestZeroedFieldsAndDates: zeros are a zeroed field, no phone or account
// number, and a date or a compact timestamp in brackets after a number is
// the text's aside, not the number's last group; a phone before such a
// bracket is still masked.
func TestZeroedFieldsAndDates(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "IEF450I PAYB027017 STEP030 REASON=00000000 (2026-12-04 03:12:55.418 UTC)"},
		{in: "IEF450I PAYB08443 STEP030 REASON=00000000 (20261204093000)"},
		{in: "IEF450I PAYB03306 STEP030 REASON=00000000 (2026-12-04T09:31:17Z)"},
		{in: "Telefon 555 1234567 (20261204093000) bitte", gone: []string{"555 1234567"}, kept: []string{"(20261204093000)"}},
		{in: "call me at +44 7700 900461 today", gone: []string{"7700 900461"}},
		{in: "ValueError: invalid contact: '+82-35-8150-9986'", gone: []string{"8150-9986"}, kept: []string{"[phone]"}},
		{in: "RuntimeError: sync failed for <Contact pk=71340 fone='+82-21-2309-2238'>", gone: []string{"2309-2238"}, kept: []string{"[phone]"}},
	})
}

// TestPascalDottedMembers: a .NET frame's Type.Method in PascalCase, with
// a number among its words, is code in any language's message; a random
// token with a dot, its parts no words, is still masked.
func TestPascalDottedMembers(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "System.TimeoutException: 操作已超时。 在 Iso20022Parser.SendAsync() 位置 es-media-03.search.svc:6379", kept: []string{"Iso20022Parser.SendAsync()"}},
		{in: "System.TimeoutException: The operation has timed out. at Iso20022Parser.SendAsync in /app"},
		{in: "session Xk9Qa7Lm2Pz8.Rt5Wv3Ny6Bc4 leaked", gone: []string{"Xk9Qa7Lm2Pz8.Rt5Wv3Ny6Bc4"}},
	})
}

// TestBengaliClassifiers: a Bengali noun with its definite classifier
// (ফিল্ড|টি, Django's "this field is required") is a word when its stem
// is known; a name with one, or a word no dictionary holds, is not.
func TestBengaliClassifiers(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "এই ফিল্ডটি আবশ্যক। (created_at, RouteOptimizer)"},
		{in: "এই ফিল্ডটি আবশ্যক। (sku_id, MatterRepository)"},
	})
	// ক্ষেত্রটি, "the field" in Bengali's own word, was a stem no list held
	// until gap.fuse (knowgen's gapdicts.go) took Bengali's catalogue words
	for _, w := range []string{"ফিল্ডটি", "ফাইলগুলো", "ক্ষেত্রটি"} {
		if !bengaliForm(w) {
			t.Errorf("%s: no Bengali form", w)
		}
	}
	for _, w := range []string{"রহিমটি", "ফিল্ড"} {
		if bengaliForm(w) {
			t.Errorf("%s: read as a Bengali form", w)
		}
	}
}

// TestTagalogCatalogueWords: in a text with two of Tagalog's grammatical
// words, a word of Tagalog's system catalogues is the template's (Laravel's
// "Ang :attribute ay kinakailangan."); a name or a login there is still
// masked, and the catalogues' words stay unknown in other text.
func TestTagalogCatalogueWords(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Illuminate\Validation\ValidationException: Ang batch_seq ay kinakailangan. (laravel/framework 3.2.1)`},
		{in: `Illuminate\Validation\ValidationException: Ang sku_id ay kinakailangan. (Microsoft.EntityFrameworkCore 2.7.18)`},
		{in: "Error: Hindi mahanap ang user: Juan Dela Cruz", gone: []string{"Juan Dela Cruz"}, kept: []string{"Hindi mahanap ang user"}},
		{in: "Error: Hindi mahanap ang user: jdelacruz", gone: []string{"jdelacruz"}},
		{in: `Error: hindi na-save ang mensahe "Pakiusap, huwag ipaalam sa asawa ko ang loan"`, gone: []string{"huwag ipaalam", "asawa"}},
	})
	for _, c := range []struct {
		s    string
		want bool
	}{{"Ang batch_seq ay kinakailangan.", true}, {"Hindi makakonekta ang server", true}, {"Angular hangs at startup", false}, {"ang pao ate", false}} {
		sc := &scan{s: c.s, lower: lowerInPlace(c.s)}
		if sc.tagalogText() != c.want {
			t.Errorf("%q: Tagalog text %v", c.s, !c.want)
		}
	}
}
