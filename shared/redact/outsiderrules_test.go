package redact

import "testing"

// TestOutsiderRules: the rules the first outsider corpus asked for, on
// values of their own (made up here), each both ways: the value goes, the
// message around it stays, and the same words without a value change
// nothing.
func TestOutsiderRules(t *testing.T) {
	checkKeptCases(t, []keptCase{
		// an id after the words that name it
		{`invalid national id 3100500123456 for applicant`, `3100500123456`, `for applicant`},
		{`identity number 880512-1234567 rejected`, `880512-1234567`, `rejected`},
		{`document number L01X27F58 expired on 2025-01-01`, `L01X27F58`, `expired on 2025-01-01`},
		// VAT ids after their words; keys that name a national id
		{`numéro de TVA intracommunautaire FR96552100554 inconnu`, `FR96552100554`, `inconnu`},
		{`kimlik no: 10987654321 hatalı`, `10987654321`, `hatalı`},
		{`NIP PL1234563218 nie posiada uprawnień`, `PL1234563218`, `nie posiada`},
		{`{Personnummer:197705231234 Status:aktiv}`, `197705231234`, `Status:aktiv`},
		{`bad value in SOFI_NR: '2233.44.556'`, `2233.44.556`, `bad value in SOFI_NR`},
		{`applicant summary: credit score 640, debt ratio 0.4`, `640`, `debt ratio 0.4`},
		// a date of birth with a Russian month name
		{`Ошибка: дата рождения 2 января 1985 г. не совпадает`, `2 января 1985`, `не совпадает`},
		// a raw '#' in a password before a bare host and its port
		{`url='amqp://billing:Fjord#Elk!42@mq-02:5672/app'`, `Fjord`, `@mq-02:5672/app`},
		// and with no user (Redis), or a raw '/' before a bare host and
		// its database
		{`Invalid URI: redis://:Quill#Ferns#88@cache-a:6379/2 (host could not be parsed)`, `Quill`, `@cache-a:6379/2 (host`},
		{`Could not parse URL 'mssql+pyodbc://claims:Ox4n/Tern7@claims-sql/ClaimsDb'`, `Ox4n`, `@claims-sql/ClaimsDb'`},
		{`could not connect: postgres://app:#Kx5*JBerw@db.internal:5432/orders`, `Kx5`, `@db.internal:5432/orders`},
		// logins in crontab's and top's places
		{`no crontab for mbergstrom`, `mbergstrom`, `no crontab for`},
		// special categories
		{`motif: elle a fait une fausse couche, arrêt de 3 jours`, `fausse couche`, `arrêt de 3 jours`},
		// a phrase inside guillemets masks the quote's clause, not the line
		{`le motif « a fait une fausse couche la semaine dernière » dépasse 40 caractères`, `fausse couche`, `le motif « `},
		{`le motif « a fait une fausse couche la semaine dernière » dépasse 40 caractères`, `semaine dernière`, ` » dépasse 40 caractères`},
		{`Diagnose "Alkoholabhängigkeit" nicht gebunden`, `Alkoholabhängigkeit`, `nicht gebunden`},
		{`(membre de la CGT depuis 2019)`, `CGT`, `(`},
		// Vietnamese conditions of GNU Health's catalogues, phrases of
		// syllables
		{`Lỗi: bệnh nhân mắc đái tháo đường, không thể xuất báo cáo`, `đái tháo đường`, `không thể xuất báo cáo`},
		{`Lỗi xuất dữ liệu: nhân viên là thành viên công đoàn; bỏ qua`, `công đoàn`, `Lỗi xuất dữ liệu`},
		// an id after Arabic and Hebrew words for it, a plate before
		// Turkish plakalı, a birth date after an age word or under a
		// birth key of Json.NET's Path
		{`خطأ: رقم الهوية الوطنية 2087654321 غير مسجل`, `2087654321`, `غير مسجل`},
		{`שגיאה: תעודת זהות 039337423 אינה תקינה`, `039337423`, `אינה תקינה`},
		{`HGS: 06 AB 1234 plakalı araç için bakiye yetersiz`, `06 AB 1234`, `plakalı araç için`},
		{`la edad calculada a partir de 02/11/84 no permite`, `02/11/84`, `no permite`},
		{`Error converting value "1984-11-02T00:00:00" to type 'System.DateOnly'. Path 'holder.dateOfBirth', line 1`, `1984-11-02`, `Path 'holder.dateOfBirth'`},
		// names
		{`sync failed on source 'Lenas Apple Watch'`, `Lenas`, `sync failed on source`},
	})
	for _, s := range []string{
		`kimlik doğrulama başarısız`,
		`no crontab for root`,
		`VAT 20% applied`,
		`html/template: no files named in call to ParseFiles`,
		`tls: invalid client key share`,
		`document id 12 of 40 indexed`,
		`plakalı araç bulunamadı`,
		`minimum age on 12/03/20 not reached`,
		`la edad mínima es 18 desde 01/01/2010`,
		`Error converting value "abc" to type 'System.Int32'. Path 'items[0].quantity', line 1, position 12.`,
		`url='https://example.com/a#b:c@d'`,
		`Lỗi: thẻ bảo hiểm y tế đã hết hạn, vui lòng cập nhật`,
		`Lỗi: không tìm thấy tệp cấu hình /etc/app/config.yaml`,
		`Lỗi: trường nhóm người dùng không hợp lệ`,
		`GET http://localhost:8080/api/users/@me/settings 404`,
		`fetch https://registry.npmjs.org:443/@types/node failed`,
		`open redis://cache-a:6379/0#main@replica: refused`,
	} {
		if got, _ := New().String(s); got != s {
			t.Errorf("changed: %q -> %q", s, got)
		}
	}
}
