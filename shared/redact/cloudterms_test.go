package redact

import (
	"strings"
	"testing"
)

// TestCloudAndShellTerms: a cloud region, a PowerShell command, a build
// wrapper, an Erlang exit reason, a private registry's namespace and an
// article's code are the text's technical words and stay; a person's
// name, login or account in the same places is still masked.
func TestCloudAndShellTerms(t *testing.T) {
	r := New()
	cases := []struct{ in, gone string }{
		// regions glued of compass words and a place
		{"The requested size is not available in location 'northeurope'.", ""},
		{"quota exceeded in region \"swedencentral\" for family Dv5", ""},
		{"deployment to brazilsouth failed: SkuNotAvailable", ""},
		{"location 'westus3' has no capacity", ""},
		// a surname that starts with a compass word is no region
		{"location 'Eastwood' rejected for user westfall", "westfall"},
		// PowerShell commands, whatever their noun's words
		{"Remove-KundenCache : Der Begriff 'Remove-KundenCache' wurde nicht als Name eines Cmdlet erkannt.", ""},
		{"用語 'Sync-TanakaData' は、コマンドレットの名前として認識されません。", ""},
		// no approved verb: a hyphenated name stays a name
		{"用語 'Yuki-Tanaka' は認識されません。", "Yuki-Tanaka"},
		// a control tool, named as Unix names one, in any language's
		// command-not-found; a person's login there is still masked
		{"bash: zaikoctl: command not found", ""},
		{"bash: hanbaictl: コマンドが見つかりません", ""},
		{"bash: pwalczak: command not found", "pwalczak"},
		// build wrappers and Erlang's exit reasons
		{"+ ./mvnw -q package", ""},
		{"** Reason for termination ==\n** {function_clause,[{inventar_srv,handle_call,3,[]}]}", ""},
		// a private registry's namespace in a word's ASCII spelling
		{`Failed to pull image "harbor.intern:5000/facturacion/api:1.2.0": not found`, ""},
		// a person's name or a glued handle there is still an account
		{`Failed to pull image "registry.intern:5000/thomas/api:1.2.0": not found`, "thomas"},
		{`pull access denied for registry.corp.example/quietfalcon/devbox, repository does not exist`, "quietfalcon"},
		// an article's code under a key naming one
		{`E11000 duplicate key error dup key: { sku: "KB-7710-RED" }`, ""},
		{`violates foreign key: Key (article_id)=(ART-5521-X) is not present`, ""},
		// before the unique key a database names after a duplicate
		{"ERROR 1062 (23000): Duplicate entry 'KB-7710-RED' for key 'products.uniq_sku'", ""},
		{"ERROR 1062 (23000): Duplicate entry 'JD-2291' for key 'users.uniq_nickname'", "JD-2291"},
		// pytest's built-in fixtures
		{"E  fixture 'db' not found\n>  available fixtures: caplog, capsysbinary, pytestconfig, recwarn", ""},
		// a Helm chart's folder before its templates; a person's name there
		// is still masked
		{`Error: template: kestrel/templates/service.yaml:4:12: executing "kestrel/templates/service.yaml"`, ""},
		{`Error: template: olivia-martin/templates/_helpers.tpl:3:1: bad character`, "olivia-martin"},
		// a module with its namespace, each part humped; a dotted name not
		{"LiveView crashed: ZaikoWeb.StockLive mount/3 raised", ""},
		{"LiveView crashed for Anna.Berg mount/3 raised", "Anna.Berg"},
		// a Cloud Run revision
		{"Memory limit exceeded (revision sklad-worker-00107-vex, Cloud Run)", ""},
		// a systemd unit, unless a person's name is the unit's
		{`See "systemctl status sklad-export.service" and "journalctl -xeu sklad-export.service".`, ""},
		{`See "systemctl status olivia.service" for details.`, "olivia"},
		// an Oracle undo segment
		{`ORA-01555: snapshot too old: rollback segment number 4 with name "_SYSSMU4_1093845512$" too small`, ""},
		// a row's primary key in PostgreSQL's detail; a phone number under
		// its own column is still masked
		{"DETAIL:  Key (id)=(4421907) already exists.", ""},
		{"DETAIL:  Key (phone)=(4421907) already exists.", "4421907"},
		// a word of a language with diacritics, as ASCII writes it, is no
		// login glued of a name's parts; a glued name still is
		{"ValidationException: Le champ quantite est obligatoire.", ""},
		{"ValidationException: Le champ johntran est obligatoire.", "johntran"},
		// a code-shaped value under another key is judged as before
		{`owner: "Olivia Martin" sku: "KB-7710-RED"`, "Olivia Martin"},
	}
	for _, c := range cases {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if c.gone == "" && out != c.in {
			t.Errorf("%q\n  -> %q, want it unchanged", c.in, out)
		}
		if c.gone != "" && strings.Contains(out, c.gone) {
			t.Errorf("%q\n  -> %q, want %q masked", c.in, out, c.gone)
		}
	}
}

// TestCloudRegionShape: compass words and exactly one place.
func TestCloudRegionShape(t *testing.T) {
	for w, want := range map[string]bool{
		"westeurope": true, "germanywestcentral": true, "southcentralus": true, "eastus2": true,
		"uaenorth": true, "australiacentral2": true, "japaneast": true,
		"westbrook": false, "eastwood": false, "northgermany": true, "germanyfrance": false, "west": false, "europe": false,
	} {
		if got := cloudRegion(w); got != want {
			t.Errorf("cloudRegion(%q) = %v, want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{"OrionWeb.CartLive": true, "MyApp.UserController": true, "Anna.Berg": false, "McDonald.Berg": false, "OrionWeb": false} {
		if got := humpedModule(w); got != want {
			t.Errorf("humpedModule(%q) = %v, want %v", w, got, want)
		}
	}
	for w, want := range map[string]bool{
		"Invoke-LagerSync": true, "Get-AzVM": true, "Set-Location": true,
		"Anna-Maria": false, "Get-": false, "get-thing": false, "Invoke-Lager.Sync": false,
	} {
		if got := psCommand(w); got != want {
			t.Errorf("psCommand(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestHumpedService: a program named in humps that end in a technical
// word is a service in any value position, its other words the team's own
// romanised ones (ZaikoSync); a person's name in humps (MariaSync, a given
// name before it) and a passphrase's words (PaddleCanoe) are not.
func TestHumpedService(t *testing.T) {
	for w, want := range map[string]bool{"ZaikoSync": true, "KucunSync": true, "MariaSync": false, "OliviaWeb": false, "PaddleCanoe": false, "Zaiko2Sync": false, "ZaikoHouse": false, "Sync": false} {
		if got := humpedService(w); got != want {
			t.Errorf("humpedService(%q) = %v, want %v", w, got, want)
		}
	}
	checkMasks(t, []maskCase{
		{"エラー 2: 指定されたファイルが見つかりません。 (サービス ZaikoSync)", ""},
		{"错误 2: 系统找不到指定的文件。 (服务 KucunSync)", ""},
		{"login failed for user MariaSync", "MariaSync"},
		{"owner=BarziniWeb", "BarziniWeb"},
	})
}

// TestServiceSlug: a program's slug whose last part names its role is a
// service whatever language its own name is in (huduma-api, laskutus_sync);
// a person's name before the role (katarzyna-cron, olivia-worker), a
// passphrase's digits, mixed separators or a role in capitals are not.
func TestServiceSlug(t *testing.T) {
	for w, want := range map[string]bool{
		"huduma-api": true, "laskutus_sync": true, "tagihan-notifier-worker": true, "kucun-sync": true,
		"katarzyna-cron": false, "olivia-worker": false, "huduma2-api": false, "huduma-api2": false,
		"ma-api": false, "huduma_bayar-api": false, "huduma-API": false, "api": false, "sync-api-x": false,
		"a-b-c-d-api": false,
	} {
		if got := serviceSlug(w); got != want {
			t.Errorf("serviceSlug(%q) = %v, want %v", w, got, want)
		}
	}
	checkMasks(t, []maskCase{
		{"Hitilafu: huduma-api timeout (504)", ""},
		{"Virhe: palvelu (laskutus-sync) ei käynnistynyt", ""},
		{"job: tagihan-worker crashed", ""},
		{"failed: katarzyna-cron exited 1", "katarzyna-cron"},
		{"login failed for user olivia-worker", "olivia-worker"},
	})
}

// TestRegionCodesInCapitals: a cloud region's code written in capitals, as
// game servers' and CDNs' configs write it, is the region, not a vehicle's
// plate; a plate of letters and digits in the same place is still masked.
func TestRegionCodesInCapitals(t *testing.T) {
	checkMasks(t, []maskCase{
		{"matchmaking: region EU-WEST-2 queue full", ""},
		{"bucket in region US-GOV-WEST-1 unreachable", ""},
		{"CDN edge AP-SOUTHEAST-1 timeout", ""},
		{"vehicle plate: AB-CD-12", "AB-CD-12"},
		{"parking: car XY-WES-42 left without paying", "XY-WES-42"},
	})
}

// TestRegionDisplayNames: a cloud's region written as its display name
// (location 'West Europe', region East US) is the cloud's; a person's
// name beside such a word, or words that glue to no region, stay masked.
func TestRegionDisplayNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "(SkuNotAvailable) The requested VM size 'Standard_D4s_v5' is currently not available in location 'West Europe'."},
		{in: "The subscription has no quota in region East US for family DSv5"},
		{in: "user Frank West not found", gone: []string{"Frank West"}},
		{in: "ValueError: owner 'Anna Westbrook' rejected", gone: []string{"Anna Westbrook"}},
	})
	for v, want := range map[string]bool{
		"West Europe": true, "East US": true, "UK South": true, "Germany West Central": true,
		"Frank West": false, "West": false, "west europe": false, "Westbrook Europe": false, "East-US": false,
	} {
		if got := regionDisplayName(v); got != want {
			t.Errorf("regionDisplayName(%q) = %v, want %v", v, got, want)
		}
	}
}
