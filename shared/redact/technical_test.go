package redact

import (
	"strings"
	"testing"
)

// Technical text survives unchanged: numbers a technical context explains,
// versions, ports, identifier formats, code paths (issue 31: benign text
// unchanged). Each case has a personal counterpart that is still masked.
func TestTechnicalTextSurvives(t *testing.T) {
	r := New()
	for _, in := range []string{
		"rpc error: code = ResourceExhausted desc = grpc: received message larger than max (5241880 vs. 4194304)",
		"      Started:      Tue, 14 Apr 2026 07:41:09 +0000",
		"2026/04/14 07:41:09 [error] 12#12: *5529817 upstream prematurely closed connection while reading response header",
		"web-1 systemd[1]: queue-runner@7.service: Main process exited, code=exited, status=1/FAILURE",
		"WARN: Net::ReadTimeout: Waited 5.0 seconds\n2026-04-14T07:41:09.552Z pid=4 tid=9xk INFO: retry",
		`{"kvkk_no": ["Bu alan zorunludur."], "nip": ["To pole jest wymagane."]}`,
		"box CRON[88]: (root) CMD (test -x /usr/sbin/anacron || run-parts --report /etc/cron.daily)",
		"run: bin/rails db:migrate RAILS_ENV=production (20240411093012_add_region_to_warehouses.rb)",
		"SMTP 421 4.7.0 Try again later (mail-relay.internal:587)",
		`"POST /ledger.v2.Ledger/Post HTTP/2" 503 UF,URX - "-" 412 0 3001 - "-" "grpc-go/1.63.2"`,
		"HEAD /v1/uploads/4411 405 Method Not Allowed (allow: GET, PUT)",
		"data for [<http_request>] would be [8210415616/7.6gb], which is larger than the limit of [8160437862/7.5gb]",
		"DETAIL:  Failing row contains (4411, 17, -1, active, 2026-11-02 09:14:00+00).",
		"failed to resolve ref 123456789012.dkr.ecr.eu-west-1.amazonaws.com/shop-api:2.14.0: not found",
		"AWS.SimpleQueueService.NonExistentQueue: The specified queue does not exist: https://sqs.eu-central-1.amazonaws.com/123456789012/orders-events-dlq",
		"Could not load file or assembly 'Microsoft.Extensions.Options, Version=8.0.0.0, Culture=neutral, PublicKeyToken=adb9793829ddae60'.",
		"blocked crawler: Mozilla/5.0 (Windows CE; nds-DE; rv:1.9.1.20) Gecko/5062-12-26 Firefox/3.8",
		"at com.fasterxml.jackson.databind.ser.BeanSerializer.serialize(BeanSerializer.java:178)",
		`{"errors":[{"message":"Variable \"$first\" of required type \"Int!\" was not provided."}]}`,
		`Back-off pulling image "ghcr.io/acme/worker:sha-3f9a2c1" (reason: ImagePullBackOff)`,
		"not authorized to perform: kms:Decrypt on resource: arn:aws:kms:eu-west-1:123456789012:key/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d",
		"amqp connection blocked by broker: low on memory (memory alarm set on rabbit@rabbitmq-1.rabbitmq.svc.cluster.local)",
		`Delayed::Job failed permanently: #<Job id: 4412, handler: "--- !ruby/object:ReportJob\nreport_id: 88\n", attempts: 25>`,
		"Permission 'pubsub.topics.publish' denied for ledger-writer@acme-prod.iam.gserviceaccount.com",
		"Secrets Manager can't find the specified secret arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/ledger/db-Xy12Ab",
		"RequestTimeTooSkewed, x-amz-id-2: vlR7PnpV2Ce81puL2BbDjfp7pCT4HYmMb0aFr/6b2Jm4Q4kTd7W7PzM2X9W6c0WFmq8gw=",
		"computed SHA-384 integrity 'sha384-oqVuAfXRKap7fdgcCY5uykM6+R9GqQ8K/uxy9rx7HNQlGYl1kPzQho1wx4JwY8wC'. The resource has been blocked.",
		"npm audit: GHSA-j8r2-6x86-q33q (high) in requests <2.32.0",
		"replication lag: replay LSN 0/3000148 behind primary by 512 MB",
		"User: arn:aws:sts::590264118337:assumed-role/orion-worker/i-0a1b2c3d4e5f67890 is not authorized",
		`violates foreign key constraint "order_items_product_id_fkey" on table "order_items"`,
		`failed to set bridge addr: "cni0" already has an IP address different from 10.244.3.1/24`,
		`User "system:serviceaccount:ci:deployer" cannot patch resource "deployments" in API group "apps"`,
		"ActiveRecord::RecordInvalid: Validation failed: Quantity must be greater than 0, Sku can't be blank",
		"415 Unsupported Media Type: application/vnd.ms-xpsdocument",
		"DiscordAPIError[10008]: Unknown Message (message_id 1183940213947215872)",
		"AccessDenied: the caller is not a member of organization o-a1b2c3d4e5",
	} {
		out, err := r.String(in)
		if err != nil {
			t.Fatal(err)
		}
		if out != in {
			t.Errorf("changed:\n  %s\n  -> %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{"order 48213977 for account", "48213977"},
		{"order (48213977) for account", "48213977"},
		{"ref 8812 3345 9921 disputed", "8812 3345 9921"},
		{"SMS delivery failed to 688 6 670: carrier rejected", "688 6 670"},
		{"at src/loyalty card 4420013378.py:41", "4420013378"},
		{"rejected value [07052572521]; codes [Pattern]", "07052572521"},
		{"DETAIL:  Failing row contains (42, Olivia, Martin, 1990-04-12).", "Olivia"},
		{"DETAIL:  Failing row contains (42, omartin, t, 1990-04-12).", "omartin"},
		{"DETAIL:  Failing row contains (42, secret, t, 1990-04-12).", "1990-04-12"},
		{"connect from 198.51.100.23 refused", "198.51.100.23"},
		{"login failed secret:hunter2x", "hunter2x"},
		{"user-pin:1234 rejected", "1234"},
		{"alarm set on olivia@rabbitmq-1.rabbitmq.svc.cluster.local", "olivia"},
		{"denied for olivia.martin@acme-prod.iam.gserviceaccount.com", "olivia.martin"},
		{"see olivia.dev/blog now", "olivia"},
		{`handler: "olivia\nmartin" failed`, "olivia"},
		{"assigned to olivia-worker now", "olivia"},
		{"private_key=abcdefgh12345678XYZ rejected", "abcdefgh12345678XYZ"},
		{`address: "olivia1" rejected`, "olivia1"},
		{"payment card_id 4111111111111111 declined", "4111111111111111"},
		{"message_id 4111 1111 1111 1111", "4111 1111 1111 1111"},
		{`violates unique constraint "olivia_martin_fkey"`, "olivia_martin"},
		// a namespaced key's last part names the field
		{"Android: Settings.Secure.ANDROID_ID=a8f5f167f44f4964 — attestation failed", "a8f5f167f44f4964"},
		{"push failed: ctx.device_id=f0e1d2c3b4a59687", "f0e1d2c3b4a59687"},
		// not the AWS host's path: the SQS URL's account, then the number
		{"https://sqs.eu-central-1.amazonaws.com/123456789012/orders?customer=48213977", "48213977"},
	} {
		out, err := r.String(c.in)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.gone) {
			t.Errorf("%q came through: %s -> %s", c.gone, c.in, out)
		}
	}
}

// A company's name stays, in any script, when a legal form or a thing noun
// (in the plural too) follows it; a person's name beside the same words is
// still masked.
func TestCompanyNamesSurvive(t *testing.T) {
	r := New()
	for _, in := range []string{
		"tax settings missing for merchant Netcom Business Services (acct_1Nv8x2Lq)",
		"tax settings missing for merchant Goodyear Tire and Rubber Company (acct_1Nv8x2Lq)",
		"invoice export failed: supplier גמליאל LLC has no VAT profile",
		"invoice export failed: supplier चोपरा Inc has no VAT profile",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("changed:\n  %s\n  -> %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{"welcome mail for Olivia and Martin Services bounced", "Olivia"},
		{"invoice export failed for גמליאל כהן yesterday", "גמליאל"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q came through: %s -> %s", c.gone, c.in, out)
		}
	}
}

// A word marked as a registered or trade mark is a brand; a Greek or
// Turkish legal form ends a company's name as the others do.
func TestBrandsAndLegalForms(t *testing.T) {
	r := New()
	for _, in := range []string{
		"unsupported platform AMD Ryzen™ Threadripper™ (see compatibility matrix)",
		"device model Intel® Iris™ Graphics 6100 not supported by firmware 4.2.1",
		"invoice export failed: supplier Ροδίτου Α.Ε. has no VAT profile",
		"partner Fundacja Szynkiewicz rejected the webhook: 410 Gone",
		"ERROR: vendor شركة دار الأركان not found in catalogue (sync id 88213)",
		"ERROR: vendor ОАО «Галкин Зуев» not found in catalogue (sync id 88213)",
		"partner Lisak-Jarema s.c. rejected the webhook: 410 Gone",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("changed:\n  %s\n  -> %s", in, out)
		}
	}
	for _, c := range []struct{ in, gone string }{
		{"invoice for Olivia Martin failed", "Olivia"},
		{"invoice export failed for Ροδίτου yesterday", "Ροδίτου"},
		{"partner Fundacja for Olivia Martin rejected", "Olivia"},
		{"user «Галкин Зуев» not found", "Галкин"},
		{"assigned to olivia-martin now", "olivia-martin"},
		{"not a member of olivia", "olivia"},
	} {
		if out, _ := r.String(c.in); strings.Contains(out, c.gone) {
			t.Errorf("%q came through: %s -> %s", c.gone, c.in, out)
		}
	}
}

// TestConnectionStringsAndHostsKept: a DSN's host and the structure of a
// connection string survive (libpq's keyword/value conninfo, ADO.NET's and
// JDBC's pairs, a gRPC target, a special-use domain, a host's short name,
// a schema-qualified table, a version after apt, the error after a path's
// file, a small word of the message after a record's code), while a
// password, a user and a login around them are still masked.
func TestConnectionStringsAndHostsKept(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "timeout expired (DSN host=db-research.hpc.example dbname=cohorts sslmode=require)"},
		{in: "DSN host=db.internal.example port=5432 user=app password=Tr0ub4dor&3 dbname=orders", gone: []string{"Tr0ub4dor"}, kept: []string{"DSN host=db.internal.example port=5432", "dbname=orders"}},
		{in: `could not connect with dsn "host=pg-01.corp.example dbname=billing password=S3cr3tPass!"`, gone: []string{"S3cr3tPass"}, kept: []string{`dsn "host=pg-01.corp.example dbname=billing password=`, `]"`}},
		{in: "jdbc:sqlserver://sql-02.corp.example:1433;databaseName=Claims;user=svc;password=Pa55w0rd!;encrypt=true", gone: []string{"Pa55w0rd"}, kept: []string{"sql-02.corp.example:1433", ";encrypt=true"}},
		{in: "ConnectionString: Data Source=ORA-PROD-01.corp.example;User Id=hr_app;Password=Winter2024!", gone: []string{"Winter2024"}, kept: []string{"ConnectionString: Data Source=ORA-PROD-01.corp.example;"}},
		{in: "dsn: aGVsbG8gd29ybGQ9aGVsbG8xMjM0NTY=", gone: []string{"aGVsbG8gd29ybGQ9aGVsbG8xMjM0NTY"}},
		// one pair is a credential's own form, no connection string
		{in: `{"service": "sentry", "bearer_auth_key": "xuTg=WTHPEIteiz5DW" "region": "eu-west-1"}`, gone: []string{"WTHPEIteiz5DW"}},
		{in: "header Authorization: key=AAAAq7Zk2Lm:APA91bHx9Kq2mZ7LrT4bWc8NyV3pJd6Fs0Ag1Eu5Io2Kr8TzGh4Ml7Nq1Ox3Pw5Rv9Sb2Tc6Ud0We4", gone: []string{"AAAAq7Zk2Lm", "APA91b"}},
		{in: "Connection string: Server=tcp:sql.internal,1433;User ID=app;Password=eyR7eiWpYuvqgjVzPyy.eyJ/gR8Vhv.;Encrypt=True", gone: []string{"eyR7eiWpYuvqgjVzPyy", "gR8Vhv"}, kept: []string{"Server=tcp:sql.internal,1433;", "];Encrypt=True"}},
		// a pair after a pair's ";" runs to the next pair's ";" across spaces
		{in: "Connection string: Server=tcp:sql.internal,1433;User ID=app;Password=-----BEGINBFDVT-3 WBPPRIVATE KEY-----LaFJLOys6yE-ne 6G6c8j8DI6sJSLGN9Bm-r3TGs0SyELVaKEGTunH4a0tYRFfpHKEY BLOCK-----;Encrypt=True", gone: []string{"WBPPRIVATE", "LaFJLOys6yE", "6G6c8j8DI6sJSLGN9Bm", "BLOCK"}, kept: []string{"Server=tcp:sql.internal,1433;", "];Encrypt=True"}},
		{in: "DSN: Driver={ODBC Driver 18 for SQL Server};Server=sql.internal;UID=etl;PWD=Odbc-Pelican-4; login failed", gone: []string{"Pelican"}, kept: []string{"Driver={ODBC Driver 18 for SQL Server};Server=sql.internal;", "; login failed"}},
		{in: "context deadline exceeded (method /rating.RatingService/Rate, target dns:///rating.billing.svc:9090)"},
		{in: "meet me at ///filled.count.soap tomorrow", gone: []string{"filled.count.soap"}},
		{in: "Diameter CCR-I to ocs-01.billing.telco.example failed: Result-Code DIAMETER_UNABLE_TO_COMPLY (5012), Session-Id ocs-01;1715760000;4471"},
		{in: "ticket assigned to mkowalski from jnowak", gone: []string{"mkowalski", "jnowak"}},
		{in: "错误:  关系 \"course_schedule\" 不存在\n第1行SELECT * FROM edu_core.course_schedule WHERE term_id = 20241"},
		{in: "E: Paket libgdal34 kann nicht gefunden werden\n(apt 2.7.14, Quelle: http://archive.ubuntu.com/ubuntu noble InRelease)"},
		{in: "ship to 12 Main Street, Apt 4, Springfield", gone: []string{"Apt 4"}},
		{in: "cat: /data/hr/salary_2024.csv: 权限不够"},
		{in: "Calcul d'indemnisation impossible pour le sinistre SIN-2024-44120 : la franchise du contrat MRH-Essentiel n'est pas paramétrée"},
		{in: "patient SIN-2024-44120: la Maria Lopez", gone: []string{"Maria Lopez"}},
		{in: "Portal das Finanças: faturas rejeitada (erro 101: NIF do emitente inválido para a série)"},
		{in: "NIF 123456789 inválido", gone: []string{"123456789"}},
		// a quoted Windows path is one token over its spaces; the folder
		// under Program Files is the vendor's, as /opt's child is
		{in: `Fehler beim Starten von "C:\Program Files\Lohnbuero\lb.exe": Das System kann die angegebene Datei nicht finden. (0x80070002)`},
		{in: `cannot load "D:\ProgramData\Zaiko\cfg.ini" (x86)`},
		{in: `Fehler beim Starten von "C:\Program Files\jkowalski\lb.exe": nicht gefunden`, gone: []string{"jkowalski"}, kept: []string{`"C:\Program Files\`, `\lb.exe"`}},
		{in: `Could not open "C:\Users\Anna Kowalska\Documents\lohn.xlsx": access denied`, gone: []string{"Anna", "Kowalska"}, kept: []string{`\Documents\lohn.xlsx"`}},
	})
}

// TestSoftwareVersionIsNoAddress: four dotted numbers right after a web
// software's name (Wappalyzer's technologies) are its release, no address;
// an address after a role's word or a person's name, or with its port,
// is still masked.
func TestSoftwareVersionIsNoAddress(t *testing.T) {
	checkMasks(t, []maskCase{
		{"PrestaShop 8.1.2.4: module mollie could not be upgraded", ""},
		{"update check failed (Shopware 6.5.8.2, plugin SwagPayPal)", ""},
		{"Magento 2.4.6.1 cron job indexer_reindex_all_invalid failed", ""},
		{"Magento 185.20.1.4:443 unreachable from worker", "185.20.1.4"},
		{"login throttled: Host 185.20.1.4 exceeded 20 attempts", "185.20.1.4"},
		{"login throttled: Kowalski 185.20.1.4 exceeded 20 attempts", "185.20.1.4"},
	})
}
