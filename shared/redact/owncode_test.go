package redact

import (
	"strings"
	"testing"
)

// TestTextOwnCode: the parts of a namespace a frame calls through and of a
// table named after SQL's keywords are code wherever else the same text
// names them (the frame's file, the table quoted by the database); a
// person's name there is not made code, and values elsewhere stay masked.
func TestTextOwnCode(t *testing.T) {
	nl := func(s string) string { return strings.ReplaceAll(s, "⏎", "\n") }
	checkMasks(t, []maskCase{
		{nl("System.NullReferenceException: Object reference not set to an instance of an object.⏎   at Sklad.Services.PostavkaService.Provesti(Guid id) in /app/Sklad.Services/PostavkaService.cs:line 203"), ""},
		{nl("HATA:  \"stok_hareketleri\" nesnesi mevcut değil⏎SATIR 1: INSERT INTO stok_hareketleri (urun_id, miktar) VALUES (4411, 3)"), ""},
		{nl("ERROR: column \"miktar_kodu\" does not exist⏎LINE 1: INSERT INTO hareket (miktar_kodu) VALUES (3)"), ""},
		{nl("ERROR: relation \"olivia_martin\" does not exist⏎LINE 1: SELECT * FROM olivia_martin"), "olivia_martin"},
		{nl("at Olivia.Martin.Call(x) failed for user olivia.martin"), "olivia.martin"},
		{"FAILED tests/test_lager.py::test_reserve_unterschreitet_mindestbestand - AssertionError: assert 7 == 8", ""},
		{"FAILED tests/test_auth.py::TestLogin::test_lockout - login failed for user mkaraoglu", "mkaraoglu"},
		{nl("   at Sklad.Services.PostavkaService.Provesti(Guid id)⏎login failed for user mkaraoglu"), "mkaraoglu"},
		// the class a frame calls through is its file, whole, though a
		// part is a name (Hikari) and the whole a stranger to the data
		{nl("java.sql.SQLTransientConnectionException: HikariPool-1 - Connection is not available⏎    at com.zaxxer.hikari.pool.HikariPool.createTimeoutException(HikariPool.java:696)"), ""},
		{nl("    at com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:181)⏎login failed for user hikaripool"), "hikaripool"},
		// a class of names alone is no code of its own (HannahVogel)
		{nl("    at com.acme.HannahVogel.run(Job.java:4)⏎owner: hannahvogel"), "hannahvogel"},
		{"at com.acme.billing.InvoiceJob.run(Job.java:42) failed for user=elladio.barzini", "elladio.barzini"},
	})
}

func TestTextCodeNames(t *testing.T) {
	var got []string
	add := func(n string) bool { got = append(got, n); return true }
	callNames("at com.acme.billing.InvoiceJob.run(Job.java:42) and api.example.com/v1(x) and f(x) and a.b(", add)
	tableNames("SELECT * FROM \"orders\" o JOIN order_items ON 1; INSERT INTO stok (urun_id, \"miktar\") VALUES (1, 2); from people", add)
	testNames("FAILED tests/test_stock.py::TestReserve::test_below_minimum - assert 7 == 8", add)
	want := []string{"com.acme.billing.InvoiceJob.run", "orders", "stok", "urun_id", "miktar", "order_items", "TestReserve", "test_below_minimum"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("code names %q, want %q", got, want)
	}
}

// A type a message names quoted after "of type" is code in that text: a
// game engine's class, Python's; a login written together in the same
// place is no type and stays masked, as does a name of the names data.
func TestTypeNamesAreOwnCode(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{benign: "MissingReferenceException: The object of type 'Rigidbody' has been destroyed but you are still trying to access it.",
			planted: "MissingReferenceException: The object of type 'markelliott' has been destroyed", value: "markelliott"},
		{benign: "TypeError: object of type 'NoneType' has no len()",
			planted: "TypeError: object of type 'Olivia' has no len()", value: "Olivia"},
	})
}

// TestPackageNames: a package the text pins with its version (a Go
// module, an npm or Ruby package, a Python requirement) is code in that
// text, so its name written capitalised in prose is the package's; an
// owner's segment, a key's value before an at sign and a person's name the
// names data holds are not made code.
func TestPackageNames(t *testing.T) {
	var got []string
	add := func(n string) bool { got = append(got, n); return true }
	packageNames("github.com/google/docsy@v0.11.0, lodash@4.17.21, @babel/core@7.24.0, requests==2.31.0, a=b@1, x == 2, mail me@example.com, v=1", add)
	want := []string{"docsy", "lodash", "core", "requests"}
	if strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("package names %q, want %q", got, want)
	}
	checkMasks(t, []maskCase{
		{"WARN Hugo module github.com/google/docsy@v0.11.0 requires Hugo extended; Docsy SCSS will not be built", ""},
		{"requests==2.31.0 is pinned, but Requests Toolbelt is missing", ""},
		{"package olivia@1.0.0 failed to build for Olivia", "Olivia"},
		{"user=dziedzic@2x failed; Dziedzic has no access", "Dziedzic"},
	})
}

// The property paths a violation message lists (Bean Validation's
// "path: message" pairs, Django's dict of fields) and a frame's call
// before its parameter's type are the program's own names, in whatever
// language its authors named them; a person's name written there (every
// part of it the names data's) and the values the messages quote stay
// masked.
func TestViolationPathsAreOwnCode(t *testing.T) {
	nl := func(s string) string { return strings.ReplaceAll(s, "⏎", "\n") }
	checkMasks(t, []maskCase{
		{"jakarta.validation.ConstraintViolationException: objednavka.mnozstvi: nesmí být null", ""},
		{"javax.validation.ConstraintViolationException: chumon.suryo: null は許可されていません, chumon.kingaku: must be greater than 0", ""},
		{"ValidationError: {'jiaohuo_riqi': ['这个字段是必填项。'], 'shouhuo_dizhi': ['This field is required.']}", ""},
		{nl("錯誤:  關係 \"kucun_mingxi\" 不存在⏎第1行SELECT * FROM kucun_mingxi"), ""},
		{nl("System.NullReferenceException: 개체 참조가 개체의 인스턴스로 설정되지 않았습니다.⏎   위치: Jaego.Chulgo.Cheori(Int32 id)"), ""},
		{nl("System.NullReferenceException: Object reference not set.⏎   at Zaiko.Hikiate.Kakutei(Int32 chumonId)"), ""},
		{"ValidationError: {'username': ['olivia_martin is already taken.']}", "olivia_martin"},
		{"jakarta.validation.ConstraintViolationException: owner: must not be elladio.barzini", "elladio.barzini"},
		{"jakarta.validation.ConstraintViolationException: olivia_martin: must not be null", "olivia_martin"},
		{"at Acme.Users.Load(Int32 id) failed for user=elladio.barzini", "elladio.barzini"},
		{"password Xk.Qp.Zr(w9Tq!v rejected", "Xk.Qp.Zr(w9Tq!v"},
	})
}
