package redact

import (
	"math/rand"
	"testing"
)

// TestIDFormatsBothWays: a KSUID, a cuid, a Firebase push id, an xid, an
// idempotency key, an AWS account id and a snowflake come out unchanged where their format or their standard's
// name proves them; a token of the same length and alphabet, or the same
// digits where nothing names AWS or a platform's object, is still masked.
func TestIDFormatsBothWays(t *testing.T) {
	checkMasks(t, []maskCase{
		// KSUIDs: 27 base62 characters whose timestamp is 2017-2034
		{"segment: event 2d3ykdkiXYok9MTnZBVS90EbGGW dropped (payload too large)", ""},
		{"message 0x6J15gyE3RdOPYiS0yNFDRlHc0 was not acknowledged", ""},
		{"ksuid 2d3ykdkiXYok9MTnZBVS90EbGGW is out of order", ""},
		{"webhook failed for event_id: 2d3ykdkiXYok9MTnZBVS90EbGGW", ""},
		// same length and alphabet: a timestamp of 2040, of 2011, or over
		// 2^160 proves no KSUID
		{"segment: event 6sZIqNULwoShmk65mXXToAjlicl dropped", "6sZIqNULwoShmk65mXXToAjlicl"},
		{"segment: event Zfx3Dk9LMElpGF3i4dWE4jxW11Z dropped", "Zfx3Dk9LMElpGF3i4dWE4jxW11Z"},
		{"segment: event zQ8w7E6r5T4y3U2i1O0p9A8s7D6 dropped", "zQ8w7E6r5T4y3U2i1O0p9A8s7D6"},
		// a KSUID-shaped value where a credential stands is a credential
		{"token 2d3ykdkiXYok9MTnZBVS90EbGGW rejected", "2d3ykdkiXYok9MTnZBVS90EbGGW"},
		{"password=2d3ykdkiXYok9MTnZBVS90EbGGW", "2d3ykdkiXYok9MTnZBVS90EbGGW"},
		{"session 2d3ykdkiXYok9MTnZBVS90EbGGW expired", "2d3ykdkiXYok9MTnZBVS90EbGGW"},
		{"signed with 2d3ykdkiXYok9MTnZBVS90EbGGW", "2d3ykdkiXYok9MTnZBVS90EbGGW"},
		// a longer run is no KSUID
		{"event 2d3ykdkiXYok9MTnZBVS90EbGGWx9 dropped", "2d3ykdkiXYok9MTnZBVS90EbGGWx9"},

		// cuid, Firebase push ids, xid: their first characters are a time
		// of 2017-2034
		{"record clt7w16o0gmx1tf3a7nufoy6f not found", ""},
		{"prisma: record with id clt7w16o0gmx1tf3a7nufoy6f not found", ""},
		{"firebase: push id -NrrIsF-0QoYMlJ8GsFF not found", ""},
		{"request cnghl021cjc3j7rmfh2g timed out", ""},
		// the same shapes with a time out of range, or where a credential
		// stands
		{"record czzzzzzzz0gmx1tf3a7nufoy6f not found", "czzzzzzzz0gmx1tf3a7nufoy6f"},
		{"firebase: push id zzrrIsF-0QoYMlJ8GsFF not found", "zzrrIsF-0QoYMlJ8GsFF"},
		{"request ik1fi02rp3trpff5o2cg timed out", "ik1fi02rp3trpff5o2cg"},
		{"api key clt7w16o0gmx1tf3a7nufoy6f rejected", "clt7w16o0gmx1tf3a7nufoy6f"},
		{"token -NrrIsF-0QoYMlJ8GsFF rejected", "NrrIsF-0QoYMlJ8GsFF"},
		// a piece of a base64 run is no KSUID
		{"blob: abc/2d3ykdkiXYok9MTnZBVS90EbGGW+xyz9Qw/8eR", "2d3ykdkiXYok9MTnZBVS90EbGGW"},

		// idempotency keys (any shape: UUIDs, nanoids, random strings)
		{"idempotency conflict for key Xk2Pq8_Wz4Lm7Rt1Yb-Nc", ""},
		{"Idempotent request rejected: key 9fKq2LmZ_x81Pw-7TbQvN already used with another body", ""},
		// the same string under a credential's key, or without the
		// idempotency context, is masked
		{"conflict for key Xk2Pq8_Wz4Lm7Rt1Yb-NcHv", "Xk2Pq8_Wz4Lm7Rt1Yb-NcHv"},
		{"secret Xk2Pq8_Wz4Lm7Rt1Yb-NcHv leaked in idempotency log", "Xk2Pq8_Wz4Lm7Rt1Yb-NcHv"},

		// AWS account ids: twelve digits under a key that names AWS, or
		// where the text names AWS's resources
		{"AccessDenied: account 210987654321 is not a member of organization o-k3j5h7g9f1", ""},
		{"assume role failed: aws_account_id=210987654321", ""},
		{"AWS account 210987654321 has no default VPC", ""},
		{"Principal 210987654321 is not allowed to use arn:aws:kms:eu-west-1:210987654321:key/0f1e2d3c-4b5a-6978-8a9b-0c1d2e3f4a5b", ""},
		{"pull from 210987654321.dkr.ecr.eu-west-1.amazonaws.com failed: account 210987654321 not authorized", ""},
		// a European VIN carries no check digit: it counts after the word
		// or key that names one (VIN, German's FIN); a 17-character id
		// after another noun stays
		{"Werkstatt-API Fehler: FIN WVWZZZ1JZXW000001 gehört nicht zum Kundenkonto 4412", "WVWZZZ1JZXW000001"},
		{"recall lookup failed: vehicle_vin=VF1RFB00X56123456", "VF1RFB00X56123456"},
		// a maker's code of three letters and digits alone after it
		{"telematics: ignition for VIN ZAR32100000654321 outside lease", "ZAR32100000654321"},
		{"shipment ABC12300000654321 delayed", ""},
		{"PayPal: order 8MC58520K9746392H not found", ""},
		// twelve digits of an account where nothing names AWS: a bank's
		{"payout to account 210987654321 failed", "210987654321"},
		{"SEPA transfer rejected: account 210987654321 closed", "210987654321"},
		{"aws lambda billing-worker: payout to account 210987654321 failed", "210987654321"},
		// Snowflakes: 17-19 digits below 3.2e18 after a platform object's
		// noun, though Luhn-valid (the first) or as long as an account
		{"discord: message 1183940213947215872 not found in channel 1096436018945437736", ""},
		{"Unknown Message: channel 80351110224678912 has no message 175928847299117063", ""},
		{"tweet 1445078208190291968 deleted by author", ""},
		// a user's or member's id is a person's; a card's number a card's;
		// over 3.2e18 is no snowflake of 2011-2034 (2^63-1 itself, Long.MAX_VALUE, is a limit:
		// powerOfTwo)
		{"discord: user 80351110224678912 banned", "80351110224678912"},
		{"message from card 4111111111111111 declined", "4111111111111111"},
		{"message 9213372036854775807 not found", "9213372036854775807"},
		// not twelve digits: no AWS account id
		{"account 2109876543210 is not a member of organization o-k3j5h7g9f1", "2109876543210"},
	})
}

// TestKSUIDFalseSurvival measures how often a random string of KSUID's
// length and alphabet passes the timestamp check (about 8%, the share of
// 160-bit values below 2^160 whose first 32 bits fall in 2017-2034): the
// reason the check alone protects nothing, and a KSUID must also stand
// after an object's noun.
func TestKSUIDFalseSurvival(t *testing.T) {
	const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	rng := rand.New(rand.NewSource(31))
	pass, n := 0, 20000
	b := make([]byte, ksuidLen)
	for i := 0; i < n; i++ {
		for j := range b {
			b[j] = alphabet[rng.Intn(len(alphabet))]
		}
		if ksuid(string(b)) {
			pass++
		}
	}
	if rate := float64(pass) / float64(n); rate < 0.06 || rate > 0.10 {
		t.Errorf("random 27-character base62 strings read as KSUIDs: %.3f, want about 0.08", rate)
	}
	// none of them survives where a credential stands
	r := New()
	for i := 0; i < 200; i++ {
		for j := range b {
			b[j] = alphabet[rng.Intn(len(alphabet))]
		}
		in := "api token " + string(b) + " rejected"
		if out, _ := r.String(in); out == in {
			t.Errorf("%q came through", in)
		}
	}
}

// TestTimeIDFalseSurvival measures how often a random string of a
// time-ordered id's length and alphabet passes its time check: a cuid v1
// about 20% once it starts with "c" (0.6% of all such strings), a Firebase
// push id about 0.2%, an xid about 13% (four bytes of seconds: 2017-2034
// is 13% of 2^32), which is why each must also stand after an object's
// noun.
func TestTimeIDFalseSurvival(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	draw := func(prefix, alphabet string, n int) string {
		b := []byte(prefix)
		for len(b) < n {
			b = append(b, alphabet[rng.Intn(len(alphabet))])
		}
		return string(b)
	}
	for _, c := range []struct {
		name, prefix, alphabet string
		n                      int
		lo, hi                 float64
	}{
		{"cuid", "c", b36, 25, 0.17, 0.23},
		{"push id", "", pushB64, 20, 0.0005, 0.005},
		{"xid", "", b36[:32], 20, 0.10, 0.16},
	} {
		pass, n := 0, 20000
		for i := 0; i < n; i++ {
			if timeIDAt(draw(c.prefix, c.alphabet, c.n)) {
				pass++
			}
		}
		if rate := float64(pass) / float64(n); rate < c.lo || rate > c.hi {
			t.Errorf("%s: random lookalikes pass at %.4f, want %.4f-%.4f", c.name, rate, c.lo, c.hi)
		} else {
			t.Logf("%s: random lookalikes pass at %.4f", c.name, rate)
		}
	}
}
