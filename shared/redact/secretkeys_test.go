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
		// the head of one repeated character (base64 of zero bytes) hides
		// no random body, with or without a decoded escape in it
		{"WARN worker-3 retrying AAAAAAAAAAAAAAAAAAAAAApmteW4wvGMhCzGrLSgCIczQOT7bx0YUriyouKzfSgLjzoRMYQcDiM1ZQttXAU97pvUSevLMbAlli after HTTP 429", "WARN worker-3 retrying [secret] after HTTP 429"},
		{"WARN retrying AAAAAAAAAAAAAAAAAAAAAApmteW4wvGMhCzGrLSgCIczQOT7bx0YUriyouKzfSgLjzoRMYQcDi%1eM1ZQttXAU97pv%USevLMbAlli after HTTP 429", "WARN retrying [secret] after HTTP 429"},
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

// TestGenericKeywordKeys: a key ending in a keyword of gitleaks' generic
// rule that names no credential alone (access, api) holds a token's
// secret in every key syntax and in prose; a word, a version, a date, a
// URL, a digest, a UUID or names run together under it stay. Hex in both
// cases is a generator's token wherever it stands (no encoder writes a
// digest so), and a sensitive_url's flag or prose takes its value.
func TestGenericKeywordKeys(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"  algolia:\n    stripe_access: MzsNIQtKbr0g\n    timeout: 30", "  algolia:\n    stripe_access: [secret]\n    timeout: 30"},
		{"exec: --stripe-access MzsNIQtKbr0g --region eu-west-1", "exec: --stripe-access [secret] --region eu-west-1"},
		{"export STRIPE_ACCESS=MzsNIQtKbr0g", "export STRIPE_ACCESS=[secret]"},
		{`{"stripeAccess": "MzsNIQtKbr0g", "retries": 3}`, `{"stripeAccess": "[secret]", "retries": 3}`},
		{"X-Stripe-Api: MzsNIQtKbr0g", "X-Stripe-Api: [secret]"},
		{"could not authenticate to bittrex with api i6w7le2ej_KC=c, retrying in 30s", "could not authenticate to bittrex with api [secret], retrying in 30s"},
		{"2026-01-01T09:14:03Z WARN retrying Aa6BCDCBC5df074E1190A4D482afE8D1Cc90aF9D after HTTP 429", "2026-01-01T09:14:03Z WARN retrying [secret] after HTTP 429"},
		{`panic: invalid argument "A1DB8B018b6F787B8c15Ac7351E7556759d7a0Ac"`, `panic: invalid argument "[secret]"`},
		{`exec: "sidekiq-cli" --sidekiq-sensitive-url 732e26b6:32b984cb --region eu-west-1`, `exec: "sidekiq-cli" --sidekiq-sensitive-url [redacted] --region eu-west-1`},
		{"could not authenticate to sidekiq with sensitive url f152850b:1551c581, retrying", "could not authenticate to sidekiq with sensitive url [secret], retrying"},
		{"Command '['intercom', 'login', '--flag-access=U37JjFkNxbyfr-smbavOeVeCm2fZ']' failed", "Command '['intercom', 'login', '--flag-access=[secret]']' failed"},
		{"failed to refresh: shippo_live_eF9bf627d344dAdcc7c5FD2BfA0ee1158212aEAF", "failed to refresh: [secret]"},
		{"could not authenticate to facebook with access token 604131667858295|6pgx-95hvpp-ne9pvrpii58-jztjyu11vd15wlj-, retrying", "could not authenticate to facebook with access token [secret], retrying"},
		{"invalid settings line 12: API:=5xhmbhk1h1xxgmu/rnvtww8t=", "invalid settings line 12: API:=[secret]"},
		// kept
		{"sudo: root : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart api", "sudo: root : TTY=pts/0 ; PWD=/home/deploy ; USER=root ; COMMAND=/usr/bin/systemctl restart api"},
		{"Algolia: Invalid Application-ID or API key (X-Algolia-API-Key=5b2f9c8e1a7d4f6b0c3e9a2d7f1b4c8e app=ZQ8LMX2VN4)", "Algolia: Invalid Application-ID or API key (X-Algolia-API-Key=[credential] app=[value])"},
		{"stripe_api: 2024-06-20", "stripe_api: 2024-06-20"},
		{"stripe_api: v2024.06.20", "stripe_api: v2024.06.20"},
		{"stripe_api: https://api.stripe.com/v1", "stripe_api: https://api.stripe.com/v1"},
		{"access: public", "access: public"},
		{"npm publish --access restricted", "npm publish --access restricted"},
		{"api_access: read-write", "api_access: read-write"},
		{"api: payments-eu-west-1", "api: payments-eu-west-1"},
		{"api: 550e8400-e29b-41d4-a716-446655440000", "api: 550e8400-e29b-41d4-a716-446655440000"},
		{"access: 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f", "access: 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f"},
		{"could not call api GetUserById2 on the gateway", "could not call api GetUserById2 on the gateway"},
		{"commit 4F2A9C1E8B7D6A5F4E3D2C1B0A9F8E7D6C5B4A3F and 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f", "commit 4F2A9C1E8B7D6A5F4E3D2C1B0A9F8E7D6C5B4A3F and 4f2a9c1e8b7d6a5f4e3d2c1b0a9f8e7d6c5b4a3f"},
		{"ETag: \"5d41402abc4b2a76b9719d911017c592\"", "ETag: \"5d41402abc4b2a76b9719d911017c592\""},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}
