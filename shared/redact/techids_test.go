package redact

import "testing"

// TestTechIDsBothWays: each technical value of techids.go comes out
// unchanged where its format's definition proves it, and a credential or
// a person's value in the same place, or the same shape without the
// format's structure, is still masked.
func TestTechIDsBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		// ULIDs named as such, Crockford's decoder alphabet (L read as 1)
		{"lookup failed: ULID 01HZX3K9QLWM8T2VB5RNC7DPEA not in index", ""},
		{"shipment ulid=01HZX3K9QLWM8T2VB5RNC7DPEA missing", ""},
		// a time after 2050 is no ULID's; a key names a credential
		{"lookup failed: ULID 7ZHZX3K9QLWM8T2VB5RNC7DPEA not in index", "7ZHZX3K9QLWM8T2VB5RNC7DPEA"},
		{"ULID check skipped, password=01HZX3K9QLWM8T2VB5RNC7DPEA", "01HZX3K9QLWM8T2VB5RNC7DPEA"},

		// RFC 1864 Content-MD5 after md5
		{"upload rejected: Content-MD5 bXlkaWdlc3RvZnRoZWJvZHk== differs from the body's", ""},
		{"md5 check: got q83vEjRWeJq7zN7vASNFZw== for chunk 4", ""},
		// the same shape where nothing names MD5, or under a secret's key
		{"S3 mismatch: expected q83vEjRWeJq7zN7vASNFZw== for part 2", "q83vEjRWeJq7zN7vASNFZw=="},
		{"md5 ok; client_secret=bXlkaWdlc3RvZnRoZWJvZHk==", "bXlkaWdlc3RvZnRoZWJvZHk=="},

		// SAML's InResponseTo
		{"saml: InResponseTo _a81f4c29e07b6d35c2 matches no AuthnRequest", ""},
		{`Response InResponseTo="ONELOGIN_4fee3b046395c4e751011e97f8900b5273d56685" rejected`, ""},
		{"saml: relay secret _a81f4c29e07b6d35c2 rejected", "_a81f4c29e07b6d35c2"},

		// an object id whose prefix abbreviates the noun before it
		{"refund failed: payment pay_Jx82KqLm0ZtRwy not captured", ""},
		{"No such invoice: 'inv_9QkZ27xLmR0tB'", ""},
		{"customer=cus_P3kW8xZq1mTn4b has no default source", ""},
		// the noun up to three words before, the template's words between
		{"XenditError: Invoice dengan id inv_65ef1a2b3c4d5e6f7a8b9c0d tidak ditemukan", ""},
		{"invoice for id inv_65ef1a2b3c4d5e6f7a8b9c0d not found", ""},
		// a prefix of four letters or more that is the noun's letters in
		// order, a test mode's id; a record's whole noun as the prefix
		{"Omise::Error: (invalid_card) charge=chrg_test_5x7y9z1a2b3c4d5e6f", ""},
		{"BAD_REQUEST_ERROR: The id provided does not exist (order_NqK2LmXp4QvT7n)", ""},
		// a credential's prefix, a credential's noun, a prefix the noun
		// does not start with
		{"payment=sk_live_51Hx8KqLm0ZtRwyP3kW8xZq1mTn4b failed", "sk_live_51Hx8KqLm0ZtRwyP3kW8xZq1mTn4b"},
		{"session sess_Jx82KqLm0ZtRwy expired", "sess_Jx82KqLm0ZtRwy"},
		{"token tok_Jx82KqLm0ZtRwy7Hq2 reused", "tok_Jx82KqLm0ZtRwy7Hq2"},
		{"customer: 'xyz_P3kW8xZq1mTn4bQ7rS'", "xyz_P3kW8xZq1mTn4bQ7rS"},
		{"session with id sess_65ef1a2b3c4d5e6f7a8b9c0d expired", "65ef1a2b3c4d5e6f7a8b9c0d"},
		{"customer olivia cus_Q7xk2LmNp4Rt8V blocked", "cus_Q7xk2LmNp4Rt8V"},
		{"stock sk_test_4eC39HqLyjWDarjtT1zdp7dc failed", "4eC39HqLyjWDarjtT1zdp7dc"},
		{"failed (session_NqK2LmXp4QvT7n)", "NqK2LmXp4QvT7n"},
		{"token=tokn_test_5x7y9z1a2b3c4d5e6f", "5x7y9z1a2b3c4d5e6f"},

		// Clojure keywords' namespaces
		{`ex-info {:acme.billing-core/invoice-id 42, :acme.billing-core/reason :timeout}`, ""},
		// debuggerd's tombstones
		{"crash dump at /data/tombstones/tombstone_03", ""},
		// sku codes of capitals, no part a name
		{`dup key: { sku: "HOODIE-GRN-M" }`, ""},
		{`dup key: { sku: "OLIVIA-MARTIN" }`, "OLIVIA-MARTIN"},
		// Oracle connect descriptors
		{"ORA-12514: listener does not know of service (CONNECT_DATA=(SERVICE_NAME=FINPRD2)(SERVER=DEDICATED))", ""},
		// a type named after "of type"
		{"argument 'x-max-length' has the value '5' of type 'signedint'", ""},
		{"argument 'x-max-length' has the value '5' of type 'marek'", "marek"},
		{"argument 'x-max-length' has the value '5' of type 'olivia'", "olivia"},
		// Doctrine's generated index names
		{"violates unique constraint (IDX_4B3A2F91C7D85E60)", ""},

		// Android build fingerprints and install directories
		{"Build fingerprint: 'samsung/dm3qxxx/dm3q:14/UP1A.231005.007/S918BXXU3BWK4:user/release-keys'", ""},
		{"#01 pc 00000000000a1b2c  /data/app/~~Yk3pQ9zR2mX7vB1nT4wL8c==/com.example.shop-Hq2Zr8Kx1pV6mN3bT0wQ4g==/lib/arm64/libapp.so", ""},
		// Akka actor paths: an actor named in words and its uid
		{"Ask timed out on [Actor[akka://orders/user/payment-gateway#1739245112]] after [3000 ms]", ""},
		{"Ask timed out on [Actor[akka://orders/user/olivia#1739245112]] after [3000 ms]", "olivia"},
		// hex uids: an object's, not an account's
		{"datasource=Loki uid=P8E80F9AEF21F6940 error=\"timeout\"", ""},
		{"sshd: session opened for uid=1004 login=hbrandt", "hbrandt"},
		// the kernel's OOM record
		{"Out of memory: Killed process 9120 (node) total-vm:2093140kB, anon-rss:1520412kB, file-rss:0kB, shmem-rss:0kB, UID:1002 pgtables:4120kB oom_score_adj:0", ""},
		// envoy's counts after the status and the flags
		{`[2025-11-02T10:15:44.120Z] "GET /api/cart HTTP/2" 200 - 0 1532 48 47 "10.0.0.7" "curl/8.4.0" "7d1e6c2a-1b3f-4c6d-9e0f-112233445566" "cart" "10.0.4.12:8080"`, ""},
		{`[2025-11-02T10:15:44.120Z] "POST /v1/pay HTTP/1.1" 504 UT upstream_response_timeout - "-" 415 79 30002 - "-" "okhttp/4.12.0" "b8c2d1e0-7f6a-4b5c-8d9e-0a1b2c3d4e5f" "pay" "-"`, ""},
		// a phone in the same text outside the counts is a phone
		{`[2025-11-02T10:15:44.120Z] "POST /v1/sms HTTP/1.1" 200 - 12 34 56 7 "-" "app" "call +44 20 7946 0958"`, "7946 0958"},
		// Kubernetes objects' names in the API's status messages
		{`MountVolume.SetUp failed for volume "db" : secret "postgres-creds" not found`, ""},
		{`Error from server (NotFound): configmaps "app-settings" not found`, ""},
		{`error: secret "hunter2-Pw!" not found`, "hunter2-Pw!"},
		{`Error creating: pods "billing-worker-7d9f8c-" is forbidden: exceeded quota: compute`, ""},
		// Redis's script chunk; a mention elsewhere is still a person's
		{"ERR user_script:1: Script attempted to access nonexistent global variable, script: 8f2e1a0b9c7d6e5f4a3b2c1d0e9f8a7b6c5d4e3f, on @user_script:1.", ""},
		{"ERR script failed, ping @olivia_martin:1 about it", "olivia_martin"},
		// Maven coordinates, command substitutions, Cloud projects' numbers
		{`dependency "Maven - io.jsonwebtoken:jjwt-impl-0.12.5" pinned`, ""},
		{`dependency "Maven - io.jsonwebtoken:Xk29qPxL0mVbR8tWz7Yd" pinned`, "Xk29qPxL0mVbR8tWz7Yd"},
		{`curl -H "Authorization: Bearer $(gcloud auth print-identity-token)" https://run.example.com/`, ""},
		{`curl -H "Authorization: Bearer ya29Xk29qPxL0mVbR8tWz7YdQ3" https://run.example.com/`, "ya29Xk29qPxL0mVbR8tWz7YdQ3"},
		{`curl -H "Authorization: Bearer $(echo Xk29qPxL0mVbR8tWz7YdQ3)" https://run.example.com/`, "Xk29qPxL0mVbR8tWz7YdQ3"},
		{"GET https://pubsub.googleapis.com/v1/projects/504118232219/topics/orders 403", ""},
		{"callback to https://example.com/projects/504118232219/ failed", "504118232219"},
		// entity tags
		{`If-None-Match: W/"a7f3-Zk29qPxL0mVbR8tW" did not match`, ""},
		{`ETag: "33a64df551425fcc55e4d42a148795d9f25f89d4" changed`, ""},

		// an iOS build after Mobile/ in a user agent; a path's or a
		// random run's segment after Mobile/ is judged as before
		{"blocked crawler: Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1", ""},
		{"blocked crawler: Mozilla/5.0 (iPad; CPU OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/16A5288q", ""},
		{"sync /srv/Mobile/olivia.martin failed", "olivia.martin"},
		{"sync Mobile/9Xk29qPxL0mVbR8tWz7Yd failed", "9Xk29qPxL0mVbR8tWz7Yd"},
		{"UA Mobile/15E148 Safari/604.1 user=hbrandt", "hbrandt"},
		// Gecko's build date and the locale in a Mozilla/ or Opera/
		// agent's comment; a path after Gecko/ and a value beside the
		// agent are judged as before
		{"blocked crawler: Mozilla/5.0 (Windows NT 6.1; hne-IN; rv:1.9.1) Gecko/20100101 Firefox/3.8", ""},
		{"blocked crawler: Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", ""},
		{"blocked crawler: Opera/8.87.(X11; Linux i686; niu-NZ) Presto/2.9.165 Version/10.00", ""},
		{"sync /srv/Gecko/olivia.martin failed", "olivia.martin"},
		{"Opera/8.87 (X11; Linux i686; niu-NZ) Presto/2.9.165 user=hbrandt", "hbrandt"},

		// HTTP's reason phrase after its status code, whole; the same
		// words after another code, or a longer word, are judged as before
		{"upstream answered 431 Request Header Fields Too Large after 3 retries", ""},
		{"proxy said: 511 Network Authentication Required", ""},
		{"upstream answered 404 Request Header Fields Too Large after 3 retries", "Fields"},
		{"upstream answered 431 Request Header Fields Too Largest", "Fields"},
		{"HTTP 451 Unavailable For Legal Reasons: Olivia Martin", "Olivia Martin"},

		// asctime's, date(1)'s and Date.toString()'s moment: weekday and
		// month are no name, time and year no number; a year before
		// lastProseBirthYear may be a birthday's, and a name after stays a name
		{"[Mon Mar 11 09:14:02.118824 2024] [authz_core:error] [pid 1881:tid 140112] AH01630: client denied", ""},
		{"cron: job ran at Thu Mar  7 12:00:01 UTC 2024 and exited 1", ""},
		{"Invalid date: Wed Dec 04 2024 10:00:00 GMT+0000 (Coordinated Universal Time)", ""},
		{"date of birth Mon Mar 12 1984 00:00:00 GMT+0100 rejected", "1984"},
		{"[Mon Mar 11 09:14:02 2024] login failed for Olivia Martin", "Olivia Martin"},
	})
}

// TestULIDTime: the first ten characters of a ULID read as its time.
func TestULIDTime(t *testing.T) {
	for _, c := range []struct {
		t  string
		ok bool
	}{{"01HZX3K9QL", true}, {"01ARZ3NDEK", true}, {"00000000AA", false}, {"7ZZZZZZZZZ", false}, {"01hzx3k9ql", true}} {
		if got := ulidTime(c.t); got != c.ok {
			t.Errorf("ulidTime(%q) = %v", c.t, got)
		}
	}
}

// TestTechnicalNamesOfTheOutsiderSet: names a program or an operator gave
// a thing (an ARN in brackets, a Windows update, an event id, a Go
// module's hash, a chart's path, a 0x code) come out unchanged; a
// person's name or a secret in the same place is still masked.
func TestTechnicalNamesOfTheOutsiderSet(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"Secrets Manager can't find the specified secret. (arn:aws:secretsmanager:eu-west-1:123456789012:secret:prod/billing/db-AbCdEf)", "can't find the specified secret. (secret:Xk29fLq0pZ7vB3nT)", "Xk29fLq0pZ7vB3nT"},
		{"Kumulatives Update für Windows Server 2022 (KB5046617).", "HKID A123456(7) rejected", "A123456"},
		{"(Quelle: Service Control Manager, Event ID 7031)", "(Quelle: Kennzeichen IBX 6843)", "IBX 6843"},
		{"checksum mismatch\n    go.sum:     h1:7f3a9c1e7b5d8046a1c9e7f5b3d2a801ce4471bXy0=", "checksum mismatch\n    secret:     7f3a9c1e7b5d8046a1c9e7f5b3d2a801ce4471bXy0=", "7f3a9c1e7b5d8046a1c9e7f5b3d2a801ce4471bXy0="},
		{"helm upgrade --install release-notes-bot ./charts/release-notes-bot -n tooling", "discord: Authorization: Bot MTk4NjIyNDgzNDcxOTI1MjQ4.Cl2FMQ.ZnCjm1XVW7vRze4b7Cq4se7kKWs", "MTk4NjIyNDgzNDcxOTI1MjQ4"},
		{"<RBSTerminateContext| domain:10 code:0x8badf00d explanation:scene-update watchdog transgression", "wallet key 0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318", "4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318"},
	})
}

// TestFormatDefinedCodes: codes whose format a specification fixes come
// out unchanged: a HotSpot option (java(1): -XX:+Name, -XX:-Name), an HL7
// v2 message type and trigger event (MSH-9, tables 0076 and 0003) and an
// acknowledgment code (MSA-1, table 0008), an error's text before its
// table (ERR-3: 207^Application internal error^HL70357), a Snort or Suricata rule's
// [gid:sid:rev], a standard's number with its parts (IEC 60870-5-104), a
// build's moment as C's __DATE__ and __TIME__ write it. The same numbers
// or words without the format's frame are judged as before.
func TestFormatDefinedCodes(t *testing.T) {
	checkMasks(t, []maskCase{
		{"OutOfMemoryError: Java heap space (JVM flags -Xms1g -XX:+UseParallelGC -XX:-UseContainerSupport)", ""},
		{"java -XX:+HeapDumpOnOutOfMemoryError -jar app.jar exited 137", ""},
		{"Unknown message type ORU^R01 on channel LAB_OUT_2, message dropped", ""},
		{"MSH|^~\\&|RIS|RAD|PACS|CLINIC|20260101080000||ADT^A08^ADT_A01|MSG0042|P|2.5\nMSA|AR|MSG0042|Unknown segment", ""},
		{"[1:2010935:3] ET POLICY Suspicious inbound to MSSQL port 1433 [Priority: 2]", ""},
		{"link down on RTU-3 (IEC 61850-8-1 GOOSE, ISO 9506-2 MMS)", ""},
		{"rst:0x1 (POWERON_RESET)\nets Jun  8 2016 00:22:57\nboot:0x13", ""},
		// a person's value in the same places is still masked
		{"user olivia.bergmann -XX:+UseG1GC password=Winter2026Secret", "Winter2026Secret"},
		{"PID|1||4471128^^^HOSP||Bergmann^Olivia^^^Frau|", "Bergmann"},
		// an ERR segment's coded error (ERR-3: code^text^HL70357): the
		// table's wording before its coding system is the table's, no
		// name's; a person's field beside it is still a person's
		{"MSA|AE|MSG7710|Rejected\nERR|||102^Data type error^HL70357|E", ""},
		{"ERR|||204^Unknown key identifier^HL70357|E", ""},
		{"ACK: 207^Application internal failure^HL70357 from LABGW", ""},
		{"ORC|NW|ORD-118||||||||Halvorsen^Ingrid^K|\nERR|||103^Table value not found^HL70357|E", "Halvorsen"},
		{"NK1|1|Lindqvist^Maren^^^^HL70200|SPO", "Lindqvist"},
		{"Geburtsdatum Jul 29 1985 12:00:00 laut Akte", "1985"},
	})
}
