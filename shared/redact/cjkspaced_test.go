package redact

import "testing"

// TestSpacedCJKNames: a name in Han, kana or Hangul written as two words
// (given name first, a compound surname the names data lacks) is masked
// alone in text of a cased script and as a quoted or bracketed value's
// whole; a phrase of two known words, Korean words of a Korean clause and a
// run glued to other letters are no name.
func TestSpacedCJKNames(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		// masked: names
		{`ErrorException: Undefined array key "雨婴 司空"`, `ErrorException: Undefined array key "[name]"`},
		{"rejected value [贞昙 上官]; codes [Pattern.who]", "rejected value [[name]]; codes [Pattern.who]"},
		{"Validation failed: Kunde 상율 정 has already been taken", "Validation failed: Kunde [name] has already been taken"},
		{"display: '영림 장곡'값은 허용되지 않습니다.", "display: '[name]'값은 허용되지 않습니다."},
		{"panic: no such account: あゆ 鷲巣", "panic: no such account: [name]"},
		// both words of the dictionaries, but a given name and a surname
		// of the names data: the tie goes to the name
		{"tasks.notify(46708, '千秋 河内')", "tasks.notify(46708, '[name]')"},
		{`{error,{not_found,<<"ゆり 浅見">>}}`, `{error,{not_found,<<"[name]">>}}`},
		// kept: Korean clauses, known words, runs glued to letters
		{"fatal: vendor/modules.txt을(를) 읽을 수 없습니다", "fatal: vendor/modules.txt을(를) 읽을 수 없습니다"},
		{"install: ./dist/app.js 디렉터리 제거 중", "install: ./dist/app.js 디렉터리 제거 중"},
		{"E: '파일 없음'", "E: '파일 없음'"},
		// a Korean word of the dictionary (호텔, hotel: hangul.fuse)
		// beside a loanword is no name's pair
		{"'호텔 체크인' 앱이 중지되었습니다", "'호텔 체크인' 앱이 중지되었습니다"},
		{"'민수 김' 앱이 중지되었습니다", "'[name]' 앱이 중지되었습니다"},
		// a given name that is a word too (지혜, wisdom) after a surname
		// is a name still
		{"Validation failed: Kunde 김 지혜 has already been taken", "Validation failed: Kunde [name] has already been taken"},
		{`{"이름":"은하 선우","retries":3}`, `{"이름":"[name]","retries":3}`},
		{"'선우 은하' 앱이 중지되었습니다", "'[name]' 앱이 중지되었습니다"},
		{`x: "用户 不存在"`, `x: "用户 不存在"`},
		// a Hangul run of three syllables or more after one that is no
		// surname (더, "more") is a clause; after a surname, a name
		{"sites 더 추가하기", "sites 더 추가하기"},
		{"Validation failed: Kunde 김 지혜롬 has already been taken", "Validation failed: Kunde [name] has already been taken"},
		// a field's name and a validator's predicate opened by a
		// negation: no name's part opens with one
		{`{"errors":{"sku":["库存码 不能为空。"]}}`, `{"errors":{"sku":["库存码 不能为空。"]}}`},
		{`rejected value [仓库 未找到]`, `rejected value [仓库 未找到]`},
		{"エラー: 商品名「抹茶 ラテ」は在庫切れです", "エラー: 商品名「抹茶 ラテ」は在庫切れです"},
		// two Hangul runs of three syllables or more: no surname is so long
		{"bash: print_command: 잘못된 커넥터 `1024'", "bash: print_command: 잘못된 커넥터 `1024'"},
		{"Validation failed: Kunde 서연이 남궁 has already been taken", "Validation failed: Kunde [name] has already been taken"},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q\n  -> %q\n want %q", c.in, got, c.want)
		}
	}
}
