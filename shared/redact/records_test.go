package redact

import (
	"strings"
	"testing"
)

// Technical records keep their facts: dates in every format a server
// writes, connection and process numbers, the ids a key names as a
// technical record's, keys that are field names, messages after a key.
// Each kept class has a personal neighbour that is still masked.
func TestTechnicalRecordsSurvive(t *testing.T) {
	r := New()
	for _, in := range []string{
		// a year and the hour of an RFC 1123 date
		"Finished:     Tue, 17 Feb 2026 09:41:55 +0000",
		// nginx's connection number after pid#tid
		"2026/02/17 09:41:55 [crit] 7#7: *5512093 connect() failed (111: Connection refused)",
		// decimal sizes side by side
		"Scavenge 1012.4 (1050.9) -> 1011.7 (1051.2) MB, 3.1 / 0.0 ms",
		// a record's identifier named by its key
		"merchantReference=7741200934 shop_id: 5521907 orderNumber=66120043",
		"DETAIL:  Prozess 311 wartet auf Transaktion 77120931; blockiert von Prozess 322.",
		"DETAIL:  进程 48211 等待在事务 9913822 上的 ShareLock; 由进程 48307 阻塞.",
		"DETAIL:  プロセス 311 はトランザクション 77120931 を待機しています",
		// a CI job's ordinal in an aside of three items
		"ERROR: Job failed: exit code 1 (pipeline #88213, job #441902, stage test, runner docker-autoscaler-3)",
		// a document's number: series, year, sequence
		"duplicate key (number)=(R-2026-000913) already exists",
		// a field's name in a validation error, and its messages
		`{"kvknr": ["Dit veld is verplicht."], "regon": ["To pole jest wymagane."]}`,
		`{'handle': ['Ensure this field has no more than 30 characters.']}`,
		// a service's message under its key
		`{"code":"card_declined","message":"Your card was declined by the issuing bank because the transaction looked unusual."}`,
		`status=failed errorDescription="Das Konto hat nicht genug Guthaben für diese Zahlung"`,
		// a systemd template unit's instance is no mail domain
		"systemd[1]: report-export@12.service: Main process exited, code=exited, status=1/FAILURE",
		// an assumed role and its session in an ARN, S3's host id, a
		// payment's transaction and end-to-end ids
		"User: arn:aws:sts::210987654321:assumed-role/ops-runner/ci-job-30211 is not authorized",
		"RequestID: 3XW8K2M5PQ7R1T9V, HostID: q8Wm3Zr5Tb7Yc1Vn9Kd2Lf4Hs6Jg0Pa8Xe2Ui4Ow6Qy=, api error",
		"Pix recusado (txid=loja9c4e2b7a1f3d, endToEndId=E00038166202602171200ab12cd34ef5)",
		// a key's message, not its value: its first word opens a sentence
		"checkout.tax_id: El valor debe tener como máximo 20 caracteres",
		"Api::SessionToken: Can't refresh an expired session token.",
		"Gem::ConversionError: A conversão falhou: Instalação não pode ser concluída agora",
		// a database object's name after the word for it, in any language
		`FEHLER:  Relation »bestellungen_positionen« existiert nicht`,
		`ERRO:  relação "pedidos_itens" não existe`,
		`错误:  重复键违反唯一约束"lagerbestand_pkey"`,
		// an article's stock-keeping code
		"Duplicate entry 'TSH-2041-BLK' for key 'products.uk_sku'",
		"DETAIL:  Key (sku)=(MUG-0330-XL) already exists.",
		// the word for a path or a way in a sentence is no street
		"erreur : le chemin 'build/out/app.js' est introuvable",
		"impossible de trouver le chemin de la bibliothèque partagée",
		// a pool's or a thread's name with its number
		"SQLTransientConnectionException: ReportsPool-2 - Connection is not available",
		// the text's own keys where they stand as names: a MongoDB index
		// of them, a kernel's counters
		`E11000 duplicate key error collection: shop.carts index: cart_ref_1_created_at_-1 dup key: { cart_ref: 4, created_at: 9 }`,
		"oom-kill: total-vm:1023kB, swap-ents:0kB, pgtables:12kB",
		// a typed ULID under a key's name is a record's id
		`E11000 dup key: { dedupe_key: "ord_01HZX4Q2M7W9X3K5R0T6V8Y1BC" }`,
		// an error's code after its key, a column left of its value
		"Request failed (code: resource_missing_for_tenant)",
		"status=rejected reason=insufficient_funds_on_source",
		"LINE 3:  WHERE c.relnamespace = 2200 AND c.relkind = 'r'",
		// a keyed base64 id at the end of its line
		"HostId: 3Xk9Lm2Pq8Rt5Vw1Yz7Bc4Df6Gh0Jn3Mp5Qr7St9Uv2Wxy8=",
		// a table's name in another script than its message
		`ОШИБКА:  отношение "zakazy_pozicii" не существует`,
		// a system account's uid
		"Killed process 3310 (node) total-vm:91240kB, UID:997 pgtables:412kB",
		// a missing reference names no one
		"insert into `orders` (`customer_id`, `total`) values (0, 4200)",
		// a business record's number after the noun an ERP labels it with,
		// in any language Tryton's catalogues translate it into
		"Message VL 150: Delivery 80012345 could not be saved",
		"Nachricht M8 082: Rechnung von Lieferant 100412 (Robert Bosch GmbH) ist gesperrt",
		"Plausibilitätsprüfung fehlgeschlagen (Regel 100005)",
		"Error al contabilizar: albarán 4400123 ya facturado",
		"Factuur 2025-0412 is al verzonden en kan niet worden gewijzigd.",
		// a row's key column named before or after its value
		"SQL: select * from `order_lines` where `order_id` = 771203)",
		`描述:  键值"(order_id, line_no)=(771203, 3)" 已经存在`,
		"Duplicate entry '118273' for key 'itemnumber'",
		"Duplicate entry '118273' for key 'items.item_id'",
		// a version after the word for it, in any language's catalogue
		"오류 응용 프로그램 이름: erp_client.exe, 버전: 8.2.1.4, 예외 코드: 0xC0000005",
		"client version: 8.2.1.4 (Wersja 10.4.1.2)",
		// an error's code after the word for error in the catalogues'
		// languages, a span of years, a host under a country's public
		// second level
		"ERiC-Fehler 610301200: Die übermittelten Daten sind fehlerhaft",
		"ошибка 100545 соединения",
		"Microsoft Visual C++ 2015-2022 Redistributable (x64)",
		"HttpRequestException: Connection refused (api.ksef.mf.gov.pl:443)",
		"Erro: conexão recusada (nfe.fazenda.gov.br:443)",
		// a prepared statement's bind parameter under a person's key
		"LIGNE 1 : UPDATE res_partner SET vat = $1 WHERE id = $2",
		"UPDATE users SET password = $1 WHERE id = $2",
		// a document's number, its series and its year and sequence
		"Błąd: zamówienie ZAM/2024/0412 kontrahenta Orlen S.A. przekracza limit kredytowy",
		// an NSError's domain before its code
		`Error Domain=NSPOSIXErrorDomain Code=61 "Verbindung abgelehnt" UserInfo={_kCFStreamErrorDomainKey=1}`,
		// a log record after a wrapped one starts with its date
		"WARN: Faraday::TimeoutError: waited 5 seconds\n2026-02-17T09:41:55.204Z pid=9 tid=8qk INFO: done",
	} {
		in = strings.ReplaceAll(in, `\n`, "\n")
		out, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if out != in {
			t.Errorf("changed:\n  %s\n  -> %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{"customer_number=55120934 rejected", "55120934"},
		{"passport_no: 77120931 rejected", "77120931"},
		{"call back on 2026 512093 please", "2026 512093"},
		{"phone 0612 345 678 unreachable", "0612 345 678"},
		{"member number 77120931 unknown", "77120931"},
		{"客户 9913822 未找到", "9913822"},
		{"(pipeline #88213, customer #48213977, stage test)", "48213977"},
		// an entry keyed by a person, a person's words under a message key
		{`{"entries": {"Olivia Hartmann": {"status": "blocked"}}}`, "Hartmann"},
		{`last user message: "please help me write a letter to my landlord about the rent"`, "landlord"},
		{`{"user_message": "please help me write a letter to my landlord about the rent"}`, "landlord"},
		{`{"message": "no account for Olivia Hartmann"}`, "Hartmann"},
		{"syncthing@oliviahartmann.service failed", "oliviahartmann"},
		// a password of words has no message words; a name opens no message
		{"password: purple monkey dishwasher lamp", "purple"},
		{`ERROR:  relation "olivia_hartmann" does not exist`, "olivia_hartmann"},
		{"DETAIL:  Key (vrn)=(EF-512-GH) already exists.", "EF-512-GH"},
		{"livraison refusée: 14 chemin des Vignes, Lyon", "Vignes"},
		{"blocked: OliviaMartin-12 - login failed", "OliviaMartin"},
		{"cache miss profile:olivia-hartmann:prefs", "olivia-hartmann"},
		{`dup key: { olivia_hartmann: 1 } olivia_hartmann locked`, "olivia_hartmann"},
		{`stripe_key: "sk9A8b7C6d5E4f3G2h1J0kLmNp"`, "sk9A8b7C6d5E4f3G2h1J0kLmNp"},
		{"lookup failed (code: olivia_martin)", "olivia_martin"},
		{"retry with Zk3Qm9vT0bL2rYw8cHn5sFdJ1aEoUg7pQ= now", "Zk3Qm9vT0bL2rYw8cHn5sFdJ1aEoUg7pQ="},
		{`ОШИБКА:  отношение "ivan_petrov" не существует`, "ivan_petrov"},
		{"login failed WHERE username = mkaraoglu AND tenant = 1", "mkaraoglu"},
		{"adresse: Chemin des Vignes 14, Lyon", "Vignes"},
		{"DETAIL:  Key (kennzeichen)=(KA-1234-AB) already exists.", "KA-1234-AB"},
		{`ERREUR:  le rôle « mkaraoglu_ops » n'existe pas`, "mkaraoglu"},
		{"insert into `orders` (`customer_id`, `total`) values (48213, 4200)", "48213"},
		{"lookup failed: Olivia não está no sistema", "Olivia"},
		{"login: mkaraoglu não está no sistema", "mkaraoglu"},
		{"User: arn:aws:sts::210987654321:assumed-role/ops/Ab3dE7gH9jK2mN4pQ6rS8tU is not authorized", "Ab3dE7gH9jK2mN4pQ6rS8tU"},
		// a person's or an account's number after its noun stays a value,
		// and so does a phone after a record's noun, and a row keyed by a
		// person's field
		{"Mahnverfahren Z001 ist für Debitor 1004412 nicht gepflegt", "1004412"},
		{"Kunde 1004412 nicht gefunden", "1004412"},
		{"Kunde 2025-0412 nicht gefunden", "2025-0412"},
		{`cvc-pattern-valid: code="E409" document_no="3567 299316"/>`, "299316"},
		{"Lieferant 01712345678 nicht erreichbar", "01712345678"},
		{"DETAIL:  Key (customer_number, shop)=(55120934, 3) already exists.", "55120934"},
		{"Duplicate entry '55120934' for key 'customer_number'", "55120934"},
		{"where `customer_number` = 55120934", "55120934"},
		{"client: 8.2.1.4 connected", "8.2.1.4"},
		{"Fehler: Rückruf an 01712345678 fehlgeschlagen", "01712345678"},
		{"Telefon 2015-2022 bitte", "2015-2022"},
		{"cd /home/kowalski/2024/0412 failed", "kowalski"},
		{"java.lang.IllegalArgumentException: 주민등록번호 형식 오류: 870521-2384617", "2384617"},
		{"Fehler 870521 2384617 im Feld", "2384617"},
		{"UPDATE res_partner SET vat = DE123456789 WHERE id = $2", "DE123456789"},
		{"password: $1$abcdefgh$Xy12AbCdEfGh", "Xy12AbCdEfGh"},
		{"Connection refused (olivia.martin.com.pl:443)", "olivia"},
		{"Connection refused (jan.kowalski.name.pl:443)", "kowalski"},
		{"retry session=Zk3Qm9vT0bL2rYw8cHn5sFdJ1aEoUg7p\n  pBiR4tVeN6lMzQyCwhW3kXo8 dropped", "Zk3Qm9vT0bL2rYw8cHn5sFdJ1aEoUg7p"},
	} {
		c.in = strings.ReplaceAll(c.in, `\n`, "\n")
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.gone) {
			t.Errorf("kept %q:\n  %s\n  -> %s", c.gone, c.in, out)
		}
	}
}
