package redact

import "testing"

// Chinese error text keeps words the dictionaries lack and words that end
// in an address part's character; a Chinese name and a Chinese address are
// still masked.
func TestHanWordsAndAddresses(t *testing.T) {
	r := New()
	for in, want := range map[string]string{
		// single-character words the dictionaries cannot join, no surname first
		"fatal: 不一致的文件头，1024 行和 42 行":          "fatal: 不一致的文件头，1024 行和 42 行",
		"grep: 警告：GREP_COLOR='/usr/bin/x' 已弃用": "grep: 警告：GREP_COLOR='/usr/bin/x' 已弃用",
		// 信号 (signal), 括号 (bracket) end in 号 and are no house number
		"find: /var/log/nginx/error.log：因信号 128 而终止": "find: /var/log/nginx/error.log：因信号 128 而终止",
		"bash: 大括号展开：为 1024 个元素分配内存失败":               "bash: 大括号展开：为 1024 个元素分配内存失败",
		// apt's "PASS failed, server said": a sentence after the key, no secret
		"E: PASS 指令出错，服务器响应信息为：registry.internal:5000": "E: PASS 指令出错，服务器响应信息为：registry.internal:5000",
		"E: PASS 失敗、サーバ応答: db.internal":                "E: PASS 失敗、サーバ応答: db.internal",
		// a generated passphrase of Han words and a password are still secrets
		"password: 查看-由于-1686": "password: [secret]",
		"PASS hunter2":         "PASS [secret]",
		"bash: 不明なシグナル番号 42":   "bash: 不明なシグナル番号 42",
		// 目标 (target) is no 丁目; a Han word is no capital of a street's name
		"ERROR:  统计信息目标值 42 无效": "ERROR:  统计信息目标值 42 无效",
		"bash: 実効uid 65536":     "bash: 実効uid 65536",
		"住所: 東京都千代田区丸の内1丁目9番2号": "住所: [address]",
		// the possessive 的 is in no name
		`ERROR:  无法获取关系 "orders" 上的锁`: `ERROR:  无法获取关系 "orders" 上的锁`,
		// a word in Latin letters with Japanese glued after it
		"bash: uidを 1024 に設定できません":          "bash: uidを 1024 に設定できません",
		"ERROR:  gzipと宣言された引数の型を特定できませんでした": "ERROR:  gzipと宣言された引数の型を特定できませんでした",
		"ユーザー oliviaの設定":                    "ユーザー [user]の設定",
		// names and addresses in the same texts
		"fatal: 用户 吳欣怡 不存在": "fatal: 用户 [name] 不存在",
		"fatal: 用户 王军 不存在":  "fatal: 用户 [name] 不存在",
		"送货地址 翠微街519号":      "送货地址 [address]",
		"地址：北京市朝阳区建国路88号":   "地址：[address]",
	} {
		if got, _ := r.String(in); got != want {
			t.Errorf("String(%q) = %q, want %q", in, got, want)
		}
	}
	for _, tc := range []struct {
		w    string
		want bool
	}{{"上的锁", false}, {"吳欣怡", true}, {"王军", true}, {"佐藤花子", true}, {"行和", false}, {"已弃用", false}, {"或与", false}} {
		if got := hanNameShaped(tc.w); got != tc.want {
			t.Errorf("hanNameShaped(%q) = %v, want %v", tc.w, got, tc.want)
		}
	}
}
