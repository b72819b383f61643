package redact

import "testing"

// TestSlavicStreets: a Russian or Ukrainian street address in prose (the
// street's type, a capitalised name, the house and the flat) is masked;
// the same abbreviations with no name and number after them are kept.
// Invented addresses.
func TestSlavicStreets(t *testing.T) {
	checkProse(t, []proseCase{
		{"Ошибка СДЭК: не удалось рассчитать доставку до адреса ул. Малая-Ордынка, д. 14, кв. 7", []string{"Малая-Ордынка", "кв. 7"}, []string{"не удалось рассчитать доставку"}},
		{"Помилка: адреса вул. Січових Стрільців, 31, кв. 12 поза зоною доставки", []string{"Січових", "кв. 12"}, []string{"поза зоною доставки"}},
		{"Ошибка: просп. Мира 48 не обслуживается", []string{"Мира 48"}, []string{"не обслуживается"}},
		// the neighbours
		{"Ошибка: таблица пл. 3 не найдена", nil, []string{"пл. 3"}},
		{"Ошибка: улица не заполнена, дом 5", nil, []string{"улица не заполнена, дом 5"}},
	})
}

// TestIntlAddressesNoNumber: an Arabic street with its district and no
// house number, and a Thai soi with its sub-district and no district, are
// addresses; the word for street alone is kept.
func TestIntlAddressesNoNumber(t *testing.T) {
	checkProse(t, []proseCase{
		{"خطأ في الشحن: العنوان شارع الملك فهد، حي النخيل غير مكتمل", []string{"الملك فهد", "النخيل"}, []string{"خطأ في الشحن"}},
		{"ข้อผิดพลาด: ที่อยู่ 41/7 ซอยอารีย์ 5 แขวงสามเสนใน ไม่ถูกต้อง", []string{"ซอยอารีย์", "สามเสนใน"}, []string{"ไม่ถูกต้อง"}},
		{"خطأ: حقل الشارع مطلوب", nil, []string{"حقل الشارع مطلوب"}},
	})
}

// TestNamesAndLoginsIntl: a Korean name with a surname of two syllables,
// a Chinese one with a surname of two characters after a role noun, a
// Hebrew one after a role noun in the feminine, a
// login after Russian's and Ukrainian's two-word "account"; the role
// noun before a dictionary word and the account word with no login stay.
func TestNamesAndLoginsIntl(t *testing.T) {
	checkProse(t, []proseCase{
		{"오류: 황보지훈 님의 주문이 취소되었습니다", []string{"황보지훈"}, []string{"주문이 취소되었습니다"}},
		{"错误：客户诸葛明轩的订单已取消", []string{"诸葛明轩"}, []string{"的订单已取消"}},
		{"Ошибка: учётная запись sidorova_ea заблокирована", []string{"sidorova_ea"}, []string{"заблокирована"}},
		{"Помилка: обліковий запис melnyk.o вимкнено", []string{"melnyk.o"}, []string{"вимкнено"}},
		{"Führerschein: Führerscheinnummer K7TQ29XL04M abgelehnt", []string{"K7TQ29XL04M"}, []string{"abgelehnt"}},
		{"שגיאה: לא ניתן לשלוח הודעה ללקוחה מיכל אברהמי — הכתובת חסרה", []string{"מיכל אברהמי"}, []string{"שגיאה", "ללקוחה"}},
		// the neighbours
		{"错误：收货人地址不能为空", nil, []string{"收货人地址不能为空"}},
		{"Ошибка: учётная запись заблокирована", nil, []string{"учётная запись заблокирована"}},
		{"Fehler: Führerscheinklasse nicht gesetzt", nil, []string{"Führerscheinklasse nicht gesetzt"}},
	})
}
