package redact

import "testing"

// TestOwnScriptNames: names in their text's own script that no rule read:
// a Cyrillic given name no dictionary holds before a capitalised word
// ending as a surname does; a Korean name before its honorific and
// particle in a text of more Latin letters than Hangul; a Chinese name
// glued after the word for a name or a role of a word and 人. The
// sentences' words, a capitalised word that is no surname's, a word with
// 人 that is no role, stay.
func TestOwnScriptNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Не вдалося надіслати SMS: Дмитро Ярошенчук — номер не підтверджено (while saving)", gone: []string{"Дмитро", "Ярошенчук"}, kept: []string{"Не вдалося надіслати SMS:", "— номер не підтверджено (while saving)"}},
		{in: "Помилка: Оновлення Сервера не вдалося (while saving)"},
		{in: "request failed\n오류: 박서연님의 환불 요청을 처리할 수 없습니다 (PG response code E203)\nretrying", gone: []string{"박서연"}, kept: []string{"님의 환불 요청을 처리할 수 없습니다", "retrying"}},
		{in: "request failed\n오류: 환불 요청을 처리할 수 없습니다 (PG response code E203)\nretrying"},
		{in: "IdentityMismatchException: 实名认证失败：姓名王芳与身份证号码不匹配", gone: []string{"王芳"}, kept: []string{"实名认证失败：姓名", "与身份证号码不匹配"}},
		{in: "IllegalStateException: 施工许可证审批人陈志强尚未签字，流程无法进入下一环节", gone: []string{"陈志强"}, kept: []string{"施工许可证审批人", "尚未签字，流程无法进入下一环节"}},
		{in: "IllegalStateException: 个人信息尚未填写，流程无法进入下一环节"},
	})
}
