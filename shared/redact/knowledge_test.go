package redact

import (
	"strings"
	"testing"
)

// TestKnownWordsPass: what issue 31 lists, both ways. Each case plants
// values that must go and names what a triager needs that must stay.
func TestKnownWordsPass(t *testing.T) {
	cases := []struct {
		name, in string
		gone     []string
		kept     []string
	}{
		{"login after any key", "audit: actor=mkaraoglu action=delete", []string{"mkaraoglu"}, []string{"actor=", "action=delete"}},
		{"service after any key", "audit: actor=scheduler action=delete", nil, []string{"actor=scheduler action=delete"}},
		// under a person's key an English word is somebody's unless code
		// or error text uses it (a service's, a role's, a team's name)
		{"login of English words", "audit: actor=sunflower action=delete", []string{"sunflower"}, []string{"actor=", "action=delete"}},
		{"login of an English word", "WARN owner=nightingale bucket=uploads quota exceeded", []string{"nightingale"}, []string{"owner=", "bucket=uploads quota exceeded"}},
		{"team under a person's key", "WARN owner=platform-team bucket=uploads", nil, []string{"owner=platform-team bucket=uploads"}},
		{"role under a person's key", "user=reporting role=editor denied", nil, []string{"user=reporting role=editor denied"}},
		{"login after a colon", "sshd: invalid login: tkowalczyk from 10.0.0.4", []string{"tkowalczyk"}, []string{"invalid login", "10.0.0.4"}},
		{"owner column of ls -l", "drwxr-xr-x 2 mkaraoglu staff 4096 Jan 1 exports", []string{"mkaraoglu"}, []string{"drwxr-xr-x", "staff", "exports"}},
		{"flag argument", "sudo -u mkaraoglu /usr/bin/backup --target nightly", []string{"mkaraoglu"}, []string{"sudo -u", "/usr/bin/backup", "--target nightly"}},
		{"JSON key", `{"mkaraoglu": {"role": "admin"}}`, []string{"mkaraoglu"}, []string{`"role": "admin"`}},
		{"XML without spaces", "<user><name>Olivia</name><role>admin</role></user>", []string{"Olivia"}, []string{"<name>", "<role>admin</role>"}},
		{"Go %+v with unlisted keys", "upload failed: &{Handle:mkaraoglu Size:4096 Retry:true}", []string{"mkaraoglu"}, []string{"Size:4096", "Retry:true"}},
		{"slug in a path keeps its folders", "open /srv/exports/olivia-martin/cv.pdf: permission denied", []string{"olivia-martin"}, []string{"/srv/exports/", "permission denied"}},
		{"date of birth under an unlisted key", "import row rejected: born=19840312 plan=pro", []string{"19840312"}, []string{"plan=pro"}},
		{"memory address", "undefined method `total' for #<Class:0x000074e1c2b5a8f0>", nil, []string{"#<Class:0x000074e1c2b5a8f0>"}},
		{"zero-padded part number", "NoSuchKey: exports/2024/06/11/daily-ledger-000017.parquet", nil, []string{"daily-ledger-000017.parquet"}},
		{"zero-padded number after a person's noun", "customer 000000123 not found", []string{"000000123"}, []string{"not found"}},
		{"padded, but four digits and more", "Key: exports/ledger-001234.parquet for phone 000123456", []string{"000123456"}, nil},
		{"migration timestamp", "migration 0042_auto_20240101_093000 failed", nil, []string{"0042_auto_20240101_093000"}},
		{"Laravel migration", "Migrating: 2024_01_01_093000_create_users_table", nil, []string{"2024_01_01_093000_create_users_table"}},
		{"Laravel migration rolled back", "Rolling back: 2019_08_19_000000_create_failed_jobs_table", nil, []string{"2019_08_19_000000_create_failed_jobs_table"}},
		{"no date, no migration", "import row rejected: ref=2024_13_01_093000 plan=pro", []string{"093000"}, []string{"plan=pro"}},
		{"no time, no migration", "import row rejected: ref=2024_01_01_253000 plan=pro", []string{"253000"}, []string{"plan=pro"}},
		{"bot mention", "Slack API: cannot mention @csbot in #alerts", nil, []string{"@csbot"}},
		{"i/o timeout", "read tcp 10.0.3.7:5432: i/o timeout", nil, []string{"i/o timeout"}},
		{"DSN keeps its host", "invalid DSN https://a1b2c3d4e5f6@o42.ingest.sentry.io/7", []string{"a1b2c3d4e5f6"}, []string{"@o42.ingest.sentry.io/7"}},
		{"event code in quotes", "ModuleNotFoundError: No module named 'requests'", nil, []string{"'requests'"}},
		{"German inclusive spelling", "KeyError: 'no salary band for Kultur- und Sozialanthropolog*in'", nil, []string{"Sozialanthropolog*in'"}},
		{"gender star after a stem with an umlaut", "KeyError: 'no salary band for Ärzt*in'", nil, []string{"Ärzt*in'"}},
		{"inclusive spelling under a password key", "login failed: password=Hunter*in", []string{"Hunter*in"}, []string{"login failed"}},
		{"special category clause", "note saved: patient is HIV positive, follow up in May", []string{"HIV positive"}, []string{"note saved", "follow up"}},
	}
	r := New()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			out, err := r.String(c.in)
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range c.gone {
				if strings.Contains(out, g) {
					t.Errorf("%q still holds %q", out, g)
				}
			}
			for _, k := range c.kept {
				if !strings.Contains(out, k) {
					t.Errorf("%q lost %q", out, k)
				}
			}
		})
	}
}

// TestWithCode: an event's own code names are code in its text, and in no
// other event's; a home folder in a frame's path names its owner, not code.
func TestWithCode(t *testing.T) {
	r := New()
	in := "ValueError: 'orionctx' rejected for mkaraoglu"
	plain, _ := r.String(in)
	if strings.Contains(plain, "orionctx") {
		t.Fatalf("without the event's code an unknown word is a value: %q", plain)
	}
	ev := r.WithCode("orion/orionctx.py", "load_orionctx", "/home/mkaraoglu/app/main.py")
	out, _ := ev.String(in)
	if !strings.Contains(out, "'orionctx'") {
		t.Errorf("the event's own code was masked: %q", out)
	}
	if strings.Contains(out, "mkaraoglu") {
		t.Errorf("a home folder's owner became code: %q", out)
	}
	again, _ := r.String(in)
	if again != plain {
		t.Errorf("one event's code leaked into another's result: %q", again)
	}
}

// TestSegmented: words written together are code when made of known words,
// a name when made of a name.
func TestSegmented(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"maxmemory", true},
		{"signedint", true},
		{"markelliott", false},
		{"mkaraoglu", false},
		// one short word at most: two make a login of anything
		{"tfstate", true},
		{"dbname", true},
		{"warmup", true},
		{"oavaliani", false},
		{"pnababan", false},
		{"xvijeertn", false},
	} {
		if got := segmented(c.w); got != c.want {
			t.Errorf("segmented(%q) = %v, want %v", c.w, got, c.want)
		}
	}
	// a language's words of six letters or more split a word of the
	// text, not code: a passphrase's words are not code
	for _, c := range []struct {
		w           string
		words, code bool
	}{
		{"netwerkpad", true, false},
		{"delimitatorul", true, false},
		{"maxmemory", true, true},
		{"oavaliani", false, false},
	} {
		if got := segmentedWords(c.w); got != c.words {
			t.Errorf("segmentedWords(%q) = %v, want %v", c.w, got, c.words)
		}
		if got := segmented(c.w); got != c.code {
			t.Errorf("segmented(%q) = %v, want %v", c.w, got, c.code)
		}
	}
}

// TestLibraryNames: a library's name is its Debian package's without "lib"
// and the soname (libxdamage1, libnftnl11): in a compound's parts it is
// code, as the package name is. A person's name or a glued login in the
// same compound, and the same names outside a compound, are still judged.
func TestLibraryNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "tar: no se puede dividir la cadena «nftnl.xshmfence_retry»"},
		{in: `Liste vide et « xdamage.openjp_queue » est fausse`},
		{in: "login failed for xdamage_olivia", gone: []string{"olivia"}},
		{in: "login failed for mkaraoglu.nftnl", gone: []string{"mkaraoglu"}},
		{in: `Liste vide et « jkowalski.nftnl_queue » est fausse`, gone: []string{"jkowalski"}},
		{in: "ticket assigned to mkowalski from jnowak", gone: []string{"mkowalski", "jnowak"}},
	})
}

// TestTurkicCapitals: a Turkish word in capitals is known when its I is
// the capital of dotless ı (KAYIT: kayıt), in a value and alone; a
// person's name in capitals under a person's key stays masked.
func TestTurkicCapitals(t *testing.T) {
	for _, tc := range []struct {
		w    string
		want bool
	}{
		{"KAYIT", true}, {"SIRA", true}, {"kayıt", true},
		{"XQIZMA", false},
	} {
		if got := knownWord(tc.w); got != tc.want {
			t.Errorf("knownWord(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
	checkProse(t, []proseCase{
		{"HATA: KAYIT BULUNAMADI", nil, []string{"KAYIT BULUNAMADI"}},
		{"Hata: kullanıcı=AYDIN giriş yapamadı", []string{"AYDIN"}, []string{"kullanıcı="}},
	})
}
