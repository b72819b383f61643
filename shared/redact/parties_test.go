package redact

import "testing"

// TestPartyNounLogins: after the noun for a party to a sale, a lease, a
// policy, a delivery or a trial, a word no dictionary of the text's
// language holds, or one made as logins are, is that party's login; a
// word of code or a brand there (courier dhl), a system account (author:
// root), an acronym (Seller API) and a party's id (buyer_id=4471) stay.
// Invented logins.
func TestPartyNounLogins(t *testing.T) {
	checkMasks(t, []maskCase{
		{"payout blocked: seller vhorvath has no bank account", "vhorvath"},
		{"lease renewal failed: seller okonkwo_a has overdue fees", "okonkwo_a"},
		{"tenant acme-prod not found", ""},
		{"10 recovery codes generated for tenant nordic-eu", ""},
		{`{"tenant":"acme-prod","plan":"pro"}`, ""},
		{"trial-site: investigator m.sorensen not assigned to site OSL-02", "m.sorensen"},
		{"policy renewal failed: policyholder tkaraca missing consent", "tkaraca"},
		{"git: author brennholz <noreply> pushed to main, rejected", "brennholz"},
		{"Seller API rate limit exceeded", ""},
		{"courier dhl timeout after 30s", ""},
		{"author: root", ""},
		{"buyer_id=4471 not found", ""},
		{"driver i915 not loaded", ""},
	})
}

// TestPartyKeys: a key that ends in a party's noun holds that person,
// whatever its words ("buyer":"x", counterparty_trader: a full name); the
// key that ends in the party's id holds an identifier, which stays.
func TestPartyKeys(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `{"event":"checkout_failed","buyer":"misty-harbor-41","cart":"c_1021"}`, gone: []string{"misty-harbor-41"}, kept: []string{`"cart":"c_1021"`}},
		{in: `{"msg":"settlement failed","counterparty_trader":"Per-Olof Strand","area":"SE3"}`, gone: []string{"Per-Olof Strand"}, kept: []string{`"area":"SE3"`}},
		{in: `{"seller_id":4471,"status":"held"}`},
		{in: `E11000 duplicate key error dup key: { sku: "TK-0091", seller: 4412 }`},
	})
}

// TestLoginIncorrectFor: login(1)'s, PAM's and FTP servers' "Login
// incorrect" names the account after its "for", a dotted one of words too.
func TestLoginIncorrectFor(t *testing.T) {
	checkMasks(t, []maskCase{
		{"ftp: 530 Login incorrect for baker.tom (while saving)", "baker.tom"},
		{"vsftpd: Login incorrect for root", ""},
	})
}

// TestKanaHangulLogins: after the word for an account or a login ID in
// Japanese and Korean, a kana or Hangul token with a digit or an
// underscore is a login; the sentence going on after the word stays.
func TestKanaHangulLogins(t *testing.T) {
	checkMasks(t, []maskCase{
		{"로그인 실패: 아이디 박하늘07 가 존재하지 않습니다", "박하늘07"},
		{"エラー: アカウント すずき_まこと は停止されています", "すずき_まこと"},
		{"로그인 실패: 아이디 또는 비밀번호가 잘못되었습니다", ""},
		{"エラー: アカウント は停止されています", ""},
	})
}

// TestLatvianUserWord: Latvian's word for a user, in its cases, leads a
// login as another language's does.
func TestLatvianUserWord(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Lietotājs akalnins nav atrasts", "akalnins"},
		{"Lietotājam pbriedis nav piekļuves", "pbriedis"},
		{"Lietotājs root nav atrasts", ""},
	})
}

// TestOwnServiceAccount: a database account named after the service the
// same text names (berth-planner's user=planner) is the program's, and
// stays; a word login beside another service's name is still masked.
func TestOwnServiceAccount(t *testing.T) {
	checkMasks(t, []maskCase{
		{"yard-scheduler: failed to connect to `host=10.0.0.9 user=scheduler database=yard`: dial error", ""},
		{"yard-scheduler: failed to connect to `host=10.0.0.9 user=falcon database=yard`: dial error", "falcon"},
		{"anna-laptop: failed to connect to `host=10.0.0.9 user=anna database=yard`", "user=anna"},
	})
}

// TestHanPartyNouns: a name written straight after the Chinese word for
// an insurance policy's holder, its insured, a landlord or a tenant is
// masked, also where its first two characters make a word (林家, the Lin
// family) and a word follows the name; the noun before a word stays.
func TestHanPartyNouns(t *testing.T) {
	checkMasks(t, []maskCase{
		{"保单处理失败：投保人郑雅婷的银行卡信息不完整", "郑雅婷"},
		{"订单 CN-2207：收件人林家明電話未驗證", "林家明"},
		{"租客资料审核失败", ""},
	})
}
