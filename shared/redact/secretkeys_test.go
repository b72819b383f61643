package redact

import (
	"strings"
	"testing"
)

// TestSecretKeyValues: a key that names a secret makes its value one,
// whatever characters it holds (the keyed reader stops at "&", "(", "<";
// the shape rules take "&&" and "::" for code); the key's message, numbers
// under a weak key (seed=42), asides, paths and the patterns a validator
// quotes stay.
func TestSecretKeyValues(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"retry job=export seed=&&w{8?YH/k[Y|[? attempt=3", "retry job=export seed=[secret] attempt=3"},
		{"line 3: cannot unmarshal⏎  password: &&,ziGU7VC:", "line 3: cannot unmarshal⏎  password: [secret]:"},
		{`args: [{password,<<"wZH::6wMgy">>},{retries,3}]`, `args: [{password,<<"[secret]">>},{retries,3}]`},
		{`POST /api/v1/enrol 422 unlock=/"Q&!I(6gT 12ms`, "POST /api/v1/enrol 422 unlock=[secret] 12ms"},
		{`<record code="E409" seed="TPojasihFaaN6x"/> is not facet-valid`, `<record code="E409" seed="[secret]"/> is not facet-valid`},
		{"FATAL: failed (PGPASSWORD=)bnwmRLR1)", "FATAL: failed (PGPASSWORD=[secret])"},
		{"Payload: Array⏎(⏎    [pw] => &6V09-BLd⏎)", "Payload: Array⏎(⏎    [pw] => [secret]⏎)"},
		{"La clé « (password)=(_NQg33HkZ) » existe déjà.", "La clé « (password)=([secret]) » existe déjà."},
		{`handler.go:12: unexpected unlock "doktorTam2992"`, `handler.go:12: unexpected unlock "[secret]"`},
		{"Validation failed: Pw @ZAAQ%Yyz0 has already been taken", "Validation failed: Pw [secret] has already been taken"},
		{"provision --kennwort zFs{{#a=c+w` --region eu-west-1", "provision --kennwort [secret] --region eu-west-1"},
		// a key in another alphabet's letters is one word (keyParts split hasło at ł)
		{`{"hasło": "zielonyKot"}`, `{"hasło": "[secret]"}`},
		{"sync --hasło zielonyKot --dry-run", "sync --hasło [secret] --dry-run"},
		{"seed: Waarde 'ErIe3629' is ongeldig. Antwoordmogelijkheden zijn: 'active' | 'archived'", "seed: Waarde '[secret]' is ongeldig. Antwoordmogelijkheden zijn: 'active' | 'archived'"},
		// kept
		{"can't find the specified secret arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ledger/db-Xy12Ab", "can't find the specified secret arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ledger/db-Xy12Ab"},
		{"training run seed=42 epochs=3", "training run seed=42 epochs=3"},
		{"--seed 1234 --unlock true", "--seed 1234 --unlock true"},
		{"Access denied for user (using password: YES)", "Access denied for user (using password: YES)"},
		{"password: template {{.Name}} and '%(name)s' are not allowed", "password: template {{.Name}} and '%(name)s' are not allowed"},
		{"Bad passphrase (tried a key)", "Bad passphrase (tried a key)"},
		{`{'pw': ['Enter a valid value.']}`, `{'pw': ['Enter a valid value.']}`},
		{"password: Validator failed for path `password`", "password: Validator failed for path `password`"},
	} {
		in := strings.ReplaceAll(c.in, "⏎", "\n")
		want := strings.ReplaceAll(c.want, "⏎", "\n")
		if got, _ := r.String(in); got != want {
			t.Errorf("%q -> %q, want %q", in, got, want)
		}
	}
}

// TestQuotedPieces: a quoted string inside a run of structure is judged
// on its own; the structure's words and plain strings stay.
func TestQuotedPieces(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`no match of right hand side value {error,{not_found,<<"!9QMORmWs5">>}}`, `no match of right hand side value {error,{not_found,<<"[secret]">>}}`},
		{`{"error":"conflict","entries":{"b)X:i)Q0m":{"status":"blocked"}}}`, `{"error":"conflict","entries":{"[secret]":{"status":"blocked"}}}`},
		// kept
		{`{"error":"conflict","entries":{"order-2291":{"status":"blocked"}}}`, `{"error":"conflict","entries":{"order-2291":{"status":"blocked"}}}`},
		{`{error,{not_found,<<"user_profile">>}}`, `{error,{not_found,<<"user_profile">>}}`},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestDocumentNumberKeys: a long number under a key naming a person's
// document or tax number (doc=, ident=, kyc_ref=, tax_no=, or .NET's "The
// value '…' is not valid for TaxNo."), and a name in PostgreSQL's
// parentheses under a person's key, spaces and all; other numbers stay.
func TestDocumentNumberKeys(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"POST /api/v1/enrol 422 doc=87107497057 12ms", "POST /api/v1/enrol 422 doc=[national-id] 12ms"},
		{"POST /api/v1/enrol 422 kyc_ref=276034485 12ms", "POST /api/v1/enrol 422 kyc_ref=[national-id] 12ms"},
		{"POST /api/v1/enrol 422 tax_no=470610-1268326 12ms", "POST /api/v1/enrol 422 tax_no=[national-id] 12ms"},
		{"The value '31503329084' is not valid for TaxNo. (Parameter 'tax_no')", "The value '[national-id]' is not valid for TaxNo. (Parameter 'tax_no')"},
		{"The value '$J?]{C:($)8OD7!' is not valid for Kennwort.", "The value '[secret]' is not valid for Kennwort."},
		{"DETAIL:  キー (beneficiary)=(太田 太郎) はすでに存在します", "DETAIL:  キー (beneficiary)=([name]) はすでに存在します"},
		// kept
		{"POST /api/v1/orders 422 order_no=87107497057 doc=README 12ms", "POST /api/v1/orders 422 order_no=87107497057 doc=README 12ms"},
		{"The value '42' is not valid for TaxNo.", "The value '42' is not valid for TaxNo."},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestPersonHandles: a mention shaped as a person's login (a given name at
// its end, letters and a number) is masked however common its words; bots,
// teams and programs stay.
func TestPersonHandles(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"slack: failed to notify @karasmarta: channel_not_found", "slack: failed to notify @[name]: channel_not_found"},
		{"slack: failed to notify @nf90: channel_not_found", "slack: failed to notify @[name]: channel_not_found"},
		{"slack: failed to notify @outlet_1830: channel_not_found", "slack: failed to notify @[name]: channel_not_found"},
		{"payout: recipient handle [name] @Lena-Brandt-4 does not accept transfers", "payout: recipient handle [name] @[name] does not accept transfers"},
		{"cc @Platform-Team please", "cc @Platform-Team please"},
		{"@Override public void run() failed", "@Override public void run() failed"},
		{"@JsonProperty(\"user-name\") missing", "@JsonProperty(\"user-name\") missing"},
		// kept
		{"cc @platform-team please", "cc @platform-team please"},
		{"ping @deploy-bot now", "ping @deploy-bot now"},
		{"cc @python3 please", "cc @python3 please"},
		{"see @types/node18 and @babel/core", "see @types/node18 and @babel/core"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestGluedTokenHead: a token whose alphabet holds "=" (a Twitter bearer
// token, once its %3D and %2B are decoded) is masked whole, not from its
// "=" on; a key before "=" and a random value stays, whatever its case.
func TestGluedTokenHead(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"culprit: AAAAAAAAAAAAAAAAAAAAAMLheAAAAAAA0%2BuSeid%2BULvsea4JtiGRiSDSJSI%3DEUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F in handle_request", "culprit: [secret] in handle_request"},
		{"error uSeidULvsea4JtiGRiSDSJSI=EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F", "error [secret]"},
		// a "%" that starts no escape is the token's character
		{"culprit: EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F%wiNygHvXPuSeid in handle_request", "culprit: [secret] in handle_request"},
		{"disk 93%full on EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F", "disk 93%full on [secret]"},
		{"invalid settings line 12: Atwitters'?=AAAAAAAAAAAAAAAAAAAAAAVFwrjWdV%hK49FrwkQymdBplyPYg2q61sCZbHOMqECMQfcFv%a%fdqQIiFsyCDLVM", "invalid settings line 12: Atwitters'?=[secret]"},
		// kept: keys made of words, in any case; a percentage after a token
		{"upload EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F 93% done", "upload [secret] 93% done"},
		{"oauth2ClientSecret=EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F", "oauth2ClientSecret=[secret]"},
		{"s3SecretAccessKey=EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F", "s3SecretAccessKey=[redacted]"},
		{"sharedaccesssignature=EUifiRBkKG5E2XzMDjRfl76ZC9Ub0wnz4XsNiRVBChTYbJcE3F", "sharedaccesssignature=[credential]"},
	} {
		got, _ := r.String(c.in)
		if got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
		if strings.Contains(got, "uSeid") || strings.Contains(got, "EUifi") {
			t.Errorf("%q leaks a piece of the token: %q", c.in, got)
		}
	}
}
