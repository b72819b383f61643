package redact

import (
	"strings"
	"testing"
)

// TestKeyHeadBeforePreposition: an English key names the thing before its
// "to" or "for"; a credential's word after it says what the thing is for.
// A credential's word before it still names a credential.
func TestKeyHeadBeforePreposition(t *testing.T) {
	for key, want := range map[string]string{
		"keyVaultToStoreSecrets": "", "bucket_for_passwords": "", "pathToTokenFile": "",
		"emailForUser": "pii", "passwordForUser": "cred", "token_for_api": "cred",
		"vaultPassword": "cred", "db_password": "cred",
	} {
		if got := keyClass(key); got != want {
			t.Errorf("keyClass(%q) = %q, want %q", key, got, want)
		}
	}
	r := New()
	for _, in := range []string{
		"  keyVaultToStoreSecrets: cmp2-qat-1208358310",
		`{"bucketForPasswords": "ops-vault-eu-7731"}`,
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
	for in, gone := range map[string]string{
		"  passwordForUser: cmp2-qat-1208358310": "cmp2-qat-1208358310",
		`{"tokenForApi": "ops-vault-eu-7731"}`:   "ops-vault-eu-7731",
	} {
		if out, _ := r.String(in); strings.Contains(out, gone) {
			t.Errorf("%q: %q kept: %s", in, gone, out)
		}
	}
}

// TestFingerprintedFileNames: the content hash a build tool puts in a file's
// name is an identifier; a person's name before it is masked, the hash
// stays. A prefix and hex with no file extension is no file name.
func TestFingerprintedFileNames(t *testing.T) {
	for tok, want := range map[string]int{
		"application-3f2a9c1e0b7d.css": len("application"),
		"main.3f2a9c1e.js":             len("main"),
		"olivia_0f9e8d7c6b5a.png":      len("olivia"),
		"sk-3f2a9c1e0b7d4e5f":          0, // no extension: perhaps a token
		"report-12345678.pdf":          0, // digits alone: a number
		"logo-deadbeef.png":            0, // letters alone: a word
		"cafe-3f2a.png":                0, // too short for a hash
		"3f2a9c1e0b7d.png":             0, // no stem
	} {
		if got := fingerprinted(tok); got != want {
			t.Errorf("fingerprinted(%q) = %d, want %d", tok, got, want)
		}
	}
	r := New()
	for in, c := range map[string][2]string{
		`<img src="./assets/olivia-f0eb1acf0da84c06a50c5b2c5993200.png" class="rounded-full">`: {"olivia", "f0eb1acf0da84c06a50c5b2c5993200.png"},
		`Error: unexpected value "olivia-martin-3f2a9c1e0b7d.pdf" in upload`:                   {"olivia-martin", "3f2a9c1e0b7d.pdf"},
		"Error: upload /srv/uploads/olivia-martin.pdf failed":                                  {"olivia-martin", "/srv/uploads/"},
	} {
		out, _ := r.String(in)
		if strings.Contains(out, c[0]) || !strings.Contains(out, c[1]) {
			t.Errorf("%q: want %q gone and %q kept: %s", in, c[0], c[1], out)
		}
	}
	for _, in := range []string{
		`<link rel="stylesheet" href="/assets/application-3f2a9c1e0b7d4e5f.css">`,
		"GET /static/js/main.3f2a9c1e.js 404",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
}

// TestHexFieldRecords: lower-case hex fields joined by "~" are hashes and
// counts, kept in a quoted value; a "~" among other words joins nothing
// that keeps them, and a password's key masks any value.
func TestHexFieldRecords(t *testing.T) {
	for tok, want := range map[string]bool{
		"965f1453~47~09414c93e4cef985": true, "0a~1b": true,
		"olivia~martin": false, "965f1453~": false, "965f1453": false, "9F3A~4B2C": false,
	} {
		if got := hexFields(tok); got != want {
			t.Errorf("hexFields(%q) = %v, want %v", tok, got, want)
		}
	}
	r := New()
	if in := `cache miss for "965f1453~47~09414c93" in ring`; true {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %s", in, out)
		}
	}
	for in, gone := range map[string]string{
		`Error: login failed for "olivia~martin"`: "martin",
		`Error: invalid password "9f3a~4b2c~d1"`:  "9f3a",
	} {
		if out, _ := r.String(in); strings.Contains(out, gone) {
			t.Errorf("%q: %q kept: %s", in, gone, out)
		}
	}
}
