package redact

import (
	"strings"
	"testing"
)

// bothWays is a text, the values that must not come through and the
// words beside them that must (an empty gone: the text is kept whole).
type bothWays struct {
	in   string
	gone []string
	kept []string
}

func checkBothWays(t *testing.T, cases []bothWays) {
	t.Helper()
	r := New()
	for _, c := range cases {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if len(c.gone) == 0 && out != c.in {
			t.Errorf("%q changed: %q", c.in, out)
		}
		for _, g := range c.gone {
			if strings.Contains(out, g) {
				t.Errorf("%q: %q came through: %q", c.in, g, out)
			}
		}
		for _, k := range c.kept {
			if !strings.Contains(out, k) {
				t.Errorf("%q: %q was lost: %q", c.in, k, out)
			}
		}
	}
}

// TestVehicleKeyPlates: a key that names a vehicle masks the plate it
// holds in any country's format, in every position a key stands; the same
// shapes without such a key (codes, tickets, error numbers) are kept.
func TestVehicleKeyPlates(t *testing.T) {
	checkBothWays(t, []bothWays{
		{`payload {"event":"sync_failed","immatriculation":"DYK3574","attempt":40181}`, []string{"DYK3574"}, []string{"sync_failed", "40181"}},
		{`Validation error<detail><field>vrn</field><value>ATO-2536</value></detail>`, []string{"ATO-2536"}, []string{"<field>vrn</field>"}},
		{`vrn=DYK3574 kennzeichen=EUV-8857 region=eu-west-1`, []string{"DYK3574", "EUV-8857"}, []string{"eu-west-1"}},
		{`Parkhaus-API: Kennzeichen B-KL 4412E nicht freigeschaltet für P2`, []string{"4412E", "B-KL"}, []string{"nicht freigeschaltet"}},
		{"Duplicate entry 'JIT 13575' for key 'users_kennzeichen_unique'", []string{"JIT 13575"}, []string{"users_kennzeichen_unique"}},
		{"vrn: Niewłaściwa wartość. Oczekiwano: 'active' | 'archived', otrzymano: 'AJM 75225'", []string{"AJM 75225"}, []string{"'active' | 'archived'"}},
		{"immatriculation: Se esperaba 'active' | 'archived', se recibió '2551 PRP'", []string{"2551 PRP"}, nil},
		// no vehicle key: program codes of the same shapes stay
		{"error TS2339: Property 'x' does not exist on type 'Y'", nil, nil},
		{"ticket ORD-2025 failed; see JIRA PAY-4411", nil, nil},
		{`{"status":"failed","code":"ABC1234","attempt":3}`, nil, nil},
		{"vehicle_id=48213 plate=unknown", nil, nil},
		{`level=error msg="lookup failed" car="341RE" err="not found"`, []string{"341RE"}, []string{`err="not found"`}},
		{"card=4111 cart=ABC123 carrier=DHL12 car: BMW is parked", []string{"4111"}, []string{"cart=ABC123", "carrier=DHL12", "BMW is parked"}},
	})
}

// TestGluedNameLogins: a login written as a given name and a surname
// together, or an initial and a surname, is masked in a value position;
// words and tools of the same shape are kept.
func TestGluedNameLogins(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"-rw-r----- 1 johnle staff 48213 Mar  1 10:22 /srv/exports/report.csv: Permission denied", []string{"johnle"}, []string{"staff", "/srv/exports/report.csv"}},
		{"-rw-r----- 1 bramadan staff 48213 Mar  1 10:22 /srv/x.csv", []string{"bramadan"}, []string{"staff"}},
		{"KeyError: 'johntran'", []string{"johntran"}, []string{"KeyError"}},
		{"-rw-r----- 1 postgres postgres 48213 Mar  1 10:22 /var/lib/pg.conf", nil, nil},
		{"KeyError: 'jenkins'", nil, nil},
		{"KeyError: 'adamant'", nil, nil},
	})
}

// TestPersonFlagsAndHangulPairs: a command-line flag that names a person
// takes a person's name (a slug there is judged, not kept as code), and a
// Hangul or Han name pair joined by a hyphen is a name; flags of tools and
// the text's own compound identifiers are kept.
func TestPersonFlagsAndHangulPairs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"/usr/local/bin/provision --beneficiary yewande.makinde --region eu-west-1", []string{"yewande", "makinde"}, []string{"--region eu-west-1"}},
		{`** exception error: no match of right hand side value {error,{not_found,<<"시용-휘">>}}`, []string{"시용"}, []string{"not_found"}},
		{"--tokenizer bert-base --output-dir ./out", nil, nil},
		{"BŁĄD:  ograniczenie stany_magazynowe_magazyn_id_fkey na tabeli stany_magazynowe zależy od tabeli magazyny", nil, nil},
	})
}

// TestAnchoredNameSlugs: a slug held by a name that no language, program
// or technology knows as a word is a person's, in any position; slugs of
// words, and slugs the text's own identifiers are built of, are kept.
func TestAnchoredNameSlugs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"Issue PAY-85159 could not be assigned to coluccio-depero (inactive)", []string{"coluccio", "depero"}, []string{"PAY-85159", "(inactive)"}},
		{"Invoice for atinuke_olowokeere_bakare could not be generated: template missing", []string{"atinuke", "bakare"}, []string{"template missing"}},
		{"Invoice for flor_benavent-muñoz could not be generated", []string{"benavent", "muñoz"}, []string{"could not be generated"}},
		{"ValidationError: Validator failed for path `holder` with value `viktor_hoefslagers`", []string{"viktor", "hoefslagers"}, []string{"path `holder`"}},
		{"error: commit 3f9a2c1 rejected by pre-receive hook: Author bo.karlsson is not a member", []string{"karlsson"}, []string{"3f9a2c1", "pre-receive"}},
		{"Échec de l'import: valeur shad.watts refusée", []string{"shad", "watts"}, []string{"refusée"}},
		// words, code and the text's own identifiers stay
		{"ModuleNotFoundError: No module named 'django_celery_beat'", nil, nil},
		{"owner: team", nil, nil},
		{"remote_addr: db.internal:5432", nil, nil},
	})
}
