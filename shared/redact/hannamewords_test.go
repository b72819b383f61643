package redact

import "testing"

// TestHanNameBeforeWord: a Chinese name written straight between a role
// noun and the sentence's next word ends where a dictionary word starts
// (a three-character name before 生成 or 预约, a two-character one before
// 登录); a role noun followed by words (管理系统, 高级设置, 方案) keeps
// them. Invented names.
func TestHanNameBeforeWord(t *testing.T) {
	checkProse(t, []proseCase{
		{"错误：无法为患者刘玉兰生成预约单，排班表为空", []string{"刘玉兰"}, []string{"生成预约单", "排班表为空"}},
		{"错误：无法为患者刘玉兰预约", []string{"刘玉兰"}, []string{"预约"}},
		{"用户周强登录失败", []string{"周强"}, []string{"登录失败"}},
		{"客户孙丽生成订单失败", []string{"孙丽"}, []string{"生成订单失败"}},
		// the neighbours
		{"客户管理系统错误", nil, []string{"客户管理系统错误"}},
		{"用户高级设置失败", nil, []string{"用户高级设置失败"}},
		{"客户方案生成失败", nil, []string{"客户方案生成失败"}},
		{"用户周期设置无效", nil, []string{"用户周期设置无效"}},
	})
}
