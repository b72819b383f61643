package redact

import "testing"

// TestRoleNamesEmployee: a name after the word for employee or applicant
// in Thai, Arabic, Hebrew and Hindi (the role-name languages) is masked
// up to the sentence's next function word; the noun with no name after
// it keeps the sentence. Invented names.
func TestRoleNamesEmployee(t *testing.T) {
	checkProse(t, []proseCase{
		{"ข้อผิดพลาด: ไม่พบข้อมูลพนักงาน วิชัย รักดี ในระบบเงินเดือน (emp_code=TH77)", []string{"วิชัย รักดี"}, []string{"ในระบบเงินเดือน", "emp_code=TH77"}},
		{"خطأ: لم يتم العثور على الموظف خالد العتيبي في النظام", []string{"خالد العتيبي"}, []string{"في النظام"}},
		{"त्रुटि: कर्मचारी अमित वर्मा का वेतन नहीं मिला", []string{"अमित वर्मा"}, []string{"का वेतन नहीं मिला"}},
		{"שגיאה: המועמד יוסי לוי לא נמצא", []string{"יוסי לוי"}, []string{"שגיאה"}},
	})
	// the neighbours, read by the role-name rule alone (other rules judge
	// these texts' words too): the noun before a function word or a
	// word the sentence goes on with names no one
	for _, s := range []string{"ข้อผิดพลาด: พนักงาน ไม่มีสิทธิ์", "خطأ: الموظف غير موجود", "त्रुटि: कर्मचारी का रिकॉर्ड नहीं मिला", "שגיאה: העובד לא נמצא במערכת"} {
		sc := &scan{s: s}
		sc.lower = lowerInPlace(s)
		detectRoleNames(sc)
		if len(sc.out) > 0 {
			t.Errorf("%q: role name %q", s, s[sc.out[0].start:sc.out[0].end])
		}
	}
}

// TestHanRoleNounsOfOwnersAndRiders: a surname and given name written
// straight after the Chinese word for a property's owner or tenant, a
// delivery rider or courier, a buyer or seller is that person's; the same
// nouns before a word of the sentence (业主委员会, the owners' committee;
// 骑手管理, rider management) or a login stay.
func TestHanRoleNounsOfOwnersAndRiders(t *testing.T) {
	checkMasks(t, []maskCase{
		{"错误：无法为业主陈丽华生成账单", "陈丽华"},
		{"IllegalStateException: 骑手赵强当前有未完成订单", "赵强"},
		{"租户孙红未缴纳本月租金", "孙红"},
		{"卖家周杰的店铺已关闭", "周杰"},
		{"业主委员会会议已取消", ""},
		{"骑手管理系统错误", ""},
		{"买家 admin 不存在", ""},
	})
}

// TestHanPersonNounsOfTheCatalogues: a surname and given name written
// straight after a word the catalogues write for a person in a role
// (words.PersonNounWord: 作者, 所有者, 寄件者, 成员) is that person's,
// in Simplified or Traditional script; the same nouns before a word of
// the sentence (作者信息, 成员列表) stay.
func TestHanPersonNounsOfTheCatalogues(t *testing.T) {
	checkMasks(t, []maskCase{
		{"错误：文档作者李明华的权限不足", "李明华"},
		{"错误：所有者陈静已禁用该项目", "陈静"},
		{"錯誤：寄件者林志明的信箱已滿", "林志明"},
		{"错误：作者信息缺失", ""},
		{"错误：所有者权限不足", ""},
		{"错误：成员列表加载失败", ""},
	})
}
