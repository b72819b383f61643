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
		{"parking session 57555 rejected: vehicle OSQ7200 has an unpaid fine", []string{"OSQ7200"}, []string{"57555", "unpaid fine"}},
		{"DETAIL:  Ya existe la llave (vrn)=(4753 PGM).", []string{"4753 PGM"}, []string{"Ya existe la llave (vrn)"}},
		{"Duplicate entry 'JIT 13575' for key 'users_kennzeichen_unique'", []string{"JIT 13575"}, []string{"users_kennzeichen_unique"}},
		{"vrn: Niewłaściwa wartość. Oczekiwano: 'active' | 'archived', otrzymano: 'AJM 75225'", []string{"AJM 75225"}, []string{"'active' | 'archived'"}},
		{"immatriculation: Se esperaba 'active' | 'archived', se recibió '2551 PRP'", []string{"2551 PRP"}, nil},
		// no vehicle key: program codes of the same shapes stay
		{"error TS2339: Property 'x' does not exist on type 'Y'", nil, nil},
		{"ticket ORD-2025 failed; see JIRA PAY-4411", nil, nil},
		{`{"status":"failed","code":"ABC1234","attempt":3}`, nil, nil},
		{"vehicle_id=48213 plate=unknown", nil, nil},
		{`level=error msg="lookup failed" car="341RE" err="not found"`, []string{"341RE"}, []string{`err="not found"`}},
		{"sync job 34582 failed, car: ENU 65104", []string{"ENU 65104"}, []string{"34582"}},
		{"card=4111 cart=ABC123 carrier=DHL12 car: BMW is parked", []string{"4111"}, []string{"cart=ABC123", "carrier=DHL12", "BMW is parked"}},
	})
}

// TestLocalisedKeyDetail: PostgreSQL's "Key (cols)=(values)" in any
// language masks a sensitive column's values; small surrogate ids are kept.
func TestLocalisedKeyDetail(t *testing.T) {
	checkBothWays(t, []bothWays{
		{`ОШИБКА:  Ключ "(email)=(olivia@example.com)" уже существует.`, []string{"olivia@example.com"}, []string{"уже существует"}},
		{"DETAIL:  Schlüssel (login)=(mkaraoglu) existiert bereits.", []string{"mkaraoglu"}, []string{"existiert bereits"}},
		{"DETAIL:  キー (tenant_id, login_id)=(19, 48213)はすでに存在します。", nil, nil},
		{"DETAIL:  Key (sku, region)=(AB-12, eu) already exists.", nil, nil},
	})
}

// TestCheckedNationalIDs: eleven and twelve digit national ids with their
// check digits (PESEL, CPF, AMKA), Korean RRNs and Italian fiscal codes are
// masked wherever they stand; numbers of the same length that fail the
// checks (order ids, timestamps) are kept.
func TestCheckedNationalIDs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"[express] POST /api/v1/enrol 422 kyc_ref=12047444349 12ms", []string{"12047444349"}, []string{"/api/v1/enrol", "12ms"}},
		{"The value '93060749695' is not valid for Doc. (Parameter 'doc')", []string{"93060749695"}, []string{"Parameter 'doc'"}},
		{"The value '88733878889' is not valid for Ident.", []string{"88733878889"}, nil},
		{"[express] POST /api/v1/enrol 422 ref_no=710514-1099949 12ms", []string{"710514-1099949"}, []string{"12ms"}},
		{"LookupError: no taxpayer record for TMBRMN53R03E550Y", []string{"TMBRMN53R03E550Y"}, []string{"no taxpayer record"}},
		{"batch 20240301123 done in 17093000001 ns", nil, nil},
		{"build 12345678901 of release 2024.11.3", nil, nil},
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
		{"/usr/local/bin/provision --beneficiary yewande.makinde --region eu-west-1", []string{"yewande", "makinde"}, []string{"--region eu-west-1"}},
		{"yaml: unmarshal errors:\n  beneficiary: nhật_mai:41", []string{"nhật"}, []string{":41"}},
		// words, code and the text's own identifiers stay
		{"BŁĄD:  ograniczenie stany_magazynowe_magazyn_id_fkey na tabeli stany_magazynowe zależy od tabeli magazyny", nil, nil},
		{"--tokenizer bert-base --output-dir ./out", nil, nil},
		{"ModuleNotFoundError: No module named 'django_celery_beat'", nil, nil},
		{"owner: team", nil, nil},
		{"remote_addr: db.internal:5432", nil, nil},
	})
}

// TestSymbolSoupSecrets: a run of random letters, digits and punctuation
// under any key is a secret, and a credential's value is not cut at its
// punctuation; code's punctuated tokens under keys are kept.
func TestSymbolSoupSecrets(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"[express] POST /api/v1/enrol 422 passphrase=?[u:h>qq7:}}grn 12ms", []string{"qq7", "?[u"}, []string{"/api/v1/enrol", "12ms"}},
		{"retry scheduled job=export secret=&0604Du!9b attempt=3", []string{"0604Du"}, []string{"job=export", "attempt=3"}},
		{"422 seed=_1GHd<${QA-&I 12ms", []string{"1GHd"}, []string{"12ms"}},
		{"import row 74632 skipped (unlock => (w=\\u6H0!6)", []string{"u6H0"}, []string{"74632"}},
		{`SAXParseException: <record code="E409" unlock="oZn3934Gz|s"/> is not facet-valid`, []string{"oZn3934Gz"}, []string{`code="E409"`}},
		{"Unexpected payload: Array\n(\n    [seed] => wZEPepJ<!^-^H5\n    [status] => pending\n)", []string{"wZEPepJ"}, []string{"[status] => pending"}},
		// code's punctuation under keys stays
		{"pattern=^[A-Z][a-z]+$ fmt=%Y-%m-%d", nil, nil},
		{"blocked crawler: Opera/9.17.(Windows 95; cs-CZ) Presto/2.9.188 Version/12.00", nil, nil},
		{"connect to [fd12:3456:789a::1]:443 failed", nil, nil},
		{"Channel Pipeline: [SslHandler#0, ProtocolNegotiators$ClientTlsHandler#0]", nil, nil},
		{"Illuminate\\Queue\\MaxAttemptsExceededException: App\\Jobs\\SyncOrion has been attempted too many times", nil, nil},
		{`[ERR] agent: Coordinate update error: error="No cluster leader"`, nil, nil},
		{"undefined method 'line_item' for an instance of #<Class:0x00007f8c1a2b3c40>", nil, nil},
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

// TestForeignNameRuns: a short run of words of a caseless script inside
// text of a cased one is a name, whole, when the dictionaries lack one of
// its words; companies after their legal form and messages of that script
// are kept.
func TestForeignNameRuns(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"smtplib.SMTPRecipientsRefused: welcome mail for كبير العليان bounced", []string{"كبير", "العليان"}, []string{"welcome mail for", "bounced"}},
		{"Invoice for জগদীশ মজুমদার could not be generated: template missing", []string{"জগদীশ", "মজুমদার"}, []string{"template missing"}},
		{"Invoice for 佐藤 拓真 could not be generated: template missing", []string{"佐藤", "拓真"}, []string{"Invoice for"}},
		{"Invoice for 闕柏翰 could not be generated: template missing", []string{"闕柏翰"}, []string{"could not be generated"}},
		{"ERROR: vendor شركة دار الأركان not found in catalogue (sync id 88213)", nil, nil},
		{"Error: 数据库 connection failed", nil, nil},
		{"ActiveRecord::RecordInvalid: 유효성 검사에 실패했습니다: 상품 코드은(는) 이미 존재합니다", nil, nil},
	})
}

// TestQuotedSoup: a quoted run of random signs is a secret wherever it
// stands; quoted names, sigils, bracketed ids and escapes are kept.
func TestQuotedSoup(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"KeyNotFoundException: The given key 'QRVJut8o6={hH?J' was not present in the dictionary.", []string{"QRVJut8o6"}, []string{"was not present"}},
		{"import skipped “,!%e]VN%ekRj]Nz” (duplicate)", []string{"VN%ekRj"}, []string{"(duplicate)"}},
		{"called `Result::unwrap()` on an `Err` value: NotFound(Some(\"yid.a{fa4v|)\"))", []string{"fa4v"}, []string{"Result::unwrap()"}},
		{"InvalidAMIID.NotFound: The image id '[ami-0c55b159cbfafe1f0]' does not exist", nil, nil},
		{`{"message":"Variable \"$entrepotId\" of required type \"ID!\" was not provided."}`, nil, nil},
		{"details: { operatorName: '$jsonSchema', required: [ 'price_cents' ] }", nil, nil},
	})
}

// TestIPv6AfterGluedKey: a full IPv6 address after a key glued to it (Go's
// %+v) is masked; the key and the other fields are kept.
func TestIPv6AfterGluedKey(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"sync: unexpected record &{ID:44033 Peer:199b:c687:6c87:7ae1:6067:14b3:66a4:ce0d Active:true}", []string{"199b:c687"}, []string{"Peer:", "ID:44033", "Active:true"}},
		{"&{ID:97783 Src:a1db:7cbb:5f5:a7dc:fdb4:8b04:dac9:c2e Active:true}", []string{"a1db:7cbb"}, []string{"Src:"}},
		{"&{ID:1 StartedAt:10:22:13 Active:true}", nil, nil},
	})
}

// TestTrunkPrefixPhones: a national number written after its trunk 0 is
// a phone number wherever it stands; zero-padded ids, versions and dates
// are kept.
func TestTrunkPrefixPhones(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"System.ArgumentException: The value '09363856377' is not valid for To. (Parameter 'to')", []string{"09363856377"}, []string{"Parameter 'to'"}},
		{"The value '0585316873' is not valid for Callback.", []string{"0585316873"}, []string{"Callback"}},
		{"The value '06459 522954' is not valid for SmsTarget.", []string{"522954"}, []string{"SmsTarget"}},
		{"release v1.0585316873 built 2024-03-01", nil, nil},
		{"trace 0585316873abc done", nil, nil},
	})
}

// TestPassphrasesUnderAnyKey: words and a number as password generators
// join them are a secret under any key and in value positions; names of
// tables, pools, hosts, error codes and years are kept.
func TestPassphrasesUnderAnyKey(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"seed=horses_regulations_attended_9360 region=eu-west-1", []string{"horses_regulations"}, []string{"region=eu-west-1"}},
		{"unlock=Regulations-Horses-Attended-42 attempt=3", []string{"Regulations-Horses"}, []string{"attempt=3"}},
		{"[express] POST /api/v1/enrol 422 seed=DolorumModi6115 12ms", []string{"DolorumModi"}, []string{"12ms"}},
		{"key=ex-Impedit-874 ok", []string{"Impedit"}, nil},
		{"table=user_events_1234 shard=orders-eu-123 pool=worker-pool-1234 code=ERR_CONN_RESET_7731 host=pg-replica-02", nil, nil},
		{"analytics:events.page_views_2026 x=retryCount12", nil, nil},
	})
}

// TestCasedNamePairs: a given name and a capitalised word after it, alone
// in a value, are a person's name though a dictionary holds the surname;
// a Han or Hangul pair joined by a hyphen too. Products and phrases made
// of common or technical words are kept.
func TestCasedNamePairs(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"System.ArgumentException: The value 'Pirita Hakulinen' is not valid for Contact. (Parameter 'contact')", []string{"Pirita", "Hakulinen"}, []string{"Parameter 'contact'"}},
		{"ERRORE:  La riga in errore contiene (4711, Maura Badoer, t, 2024-03-01).", []string{"Maura", "Badoer"}, []string{"4711", "2024-03-01"}},
		{`** exception error: no match of right hand side value {error,{not_found,<<"시용-휘">>}}`, []string{"시용"}, []string{"not_found"}},
		{"The value 'Victoria Station' is not valid for Stop.", nil, nil},
		{"The value 'Jenkins Pipeline' is not valid for Stage.", nil, nil},
		{"The value 'Grace Period' is not valid for Mode.", nil, nil},
	})
}

// TestOpeningNames: a given name no dictionary holds as a word, opening a
// sentence and followed by a lower-case word of no technology (a verb), is
// masked; products named after people (followed by their noun, or words
// of the technical vocabulary) and sentence-opening words of every
// language are kept.
func TestOpeningNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{"Olivia meldet: Zahlung fehlgeschlagen", []string{"Olivia"}, []string{"meldet: Zahlung fehlgeschlagen"}},
		{"Error: Sophia hat die Rechnung storniert", []string{"Sophia"}, []string{"hat die Rechnung storniert"}},
		{"Darwin kernel panic: x86_64", nil, nil},
		{"Watson Assistant returned 500", nil, nil},
		{"E: Kan pakket libpq5 niet vinden", nil, nil},
		{"E: Não foi possível localizar o pacote libpq-dev", nil, nil},
		{"Jenkins build failed", nil, nil},
	})
}
