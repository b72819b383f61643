// Names after the word for a person's role in scripts the dictionaries do
// not cover (Arabic, Hebrew, Thai, Devanagari) and in Chinese, which writes
// them without a space: "إلى العميل محمد الشمري", "בשם יוסי אברהמי",
// "ชื่อ สมชาย ใจดี", "ग्राहक राहुल शर्मा", "收件人王秀英的地址". With no
// dictionary to tell a name from a word, the words after the role noun are
// the name until the sentence goes on: a function word of that language,
// punctuation, or four words.

package redact

import (
	"unicode"

	"glitchtip-mcp/shared/lazyre"
	wordlist "glitchtip-mcp/shared/redact/words"
)

// reRoleNoun is the word for customer, user, patient, recipient, sender,
// subscriber, employee, applicant, "named" and the titles Mr/Mrs in Arabic, Hebrew, Thai and
// Hindi, followed by a space; Thai writes its words together, so its nouns
// need no space before them.
var reRoleNoun = lazyre.NewRare(`(?:(?:^|[\s:：(«"'“])(?:العميل|للعميل|العميلة|للعميلة|المريضة|الموظفة|الزبون|المستخدم|للمستخدم|المريض|للمريض|المستلم|المرسل|المشترك|السيد|السيدة|باسم|بإسم|بأسم|الاسم|לקוח|הלקוח|ללקוח|לקוחה|הלקוחה|ללקוחה|משתמש|משתמשת|המשתמש|למשתמש|מטופל|המטופל|מטופלת|המטופלת|מנוי|המנוי|הנמען|בשם|מר|גברת|ग्राहक|उपयोगकर्ता|मरीज़|मरीज|सदस्य|प्राप्तकर्ता|श्रीमती|श्री|नाम|कर्मचारी|आवेदक|الموظف|للموظف|المتقدم|עובד|העובד|לעובד|העובדת|לעובדת|מועמד|המועמד)|ชื่อ|คุณ|ลูกค้า|ผู้ป่วย|ผู้ใช้|สมาชิก|ผู้รับ|นาย|นางสาว|นาง|พนักงาน|ผู้สมัคร)[ \x{00a0}]`)

// roleStop are the function words and verbs that end a name in those
// languages: prepositions, negations, copulas, "in the system", "account".
var roleStop = func() map[string]bool {
	m := wordMap(
		// Arabic
		"في من على إلى الى عن مع لا لم لن غير تم هذا هذه التي الذي أو و ليس موجود بعد قبل عند لدى رقم حساب " +
			// Hebrew
			"של את עם לא אין על הוא היא במערכת נמצא קיים או גם כבר מספר חשבון " +
			// Thai
			"ใน ไม่ ที่ และ หรือ ของ จาก ได้ แล้ว บัญชี ระบบ " +
			// Hindi
			"का की के को में से है हैं नहीं और पर ने था थी खाता द्वारा ")
	m["غير موجود"] = true // two words
	return m
}()

// hanNameEnd are the characters that end a Chinese name written into the
// sentence: the possessive, "is", "in", "not", "has"…
const hanNameEnd = "的在已不未为是于和与被将从对等无"

func detectRoleNames(sc *scan) {
	s := sc.s
	var nouns [][]int
	if hasScript(s, leadRTLIndic, roleNounScripts) {
		nouns = reRoleNoun.FindAllStringIndex(s, -1)
	}
	for _, m := range nouns {
		if sc.stop.pulse() {
			return
		}
		i := m[1]
		words, start, end := 0, i, i
		for words < 4 && i < len(s) {
			j := i
			for j < len(s) {
				r, n := decodeRune(s[j:])
				if !letterRune(r) && !unicode.Is(unicode.M, r) {
					break
				}
				j += n
			}
			w := s[i:j]
			if w == "" || roleStop[w] || !caselessLetters(w) || wordlist.Template(w) || thaiStopPrefix(w) {
				break
			}
			if words == 0 && end == m[1] && reRoleNoun.MatchString(" "+w+" ") {
				// two role nouns in a row (מנוי בשם …): the name is after both
				if j >= len(s) || s[j] != ' ' {
					break
				}
				i = j + 1
				start, end = i, i
				continue
			}
			words++
			end = j
			if j >= len(s) || s[j] != ' ' {
				break
			}
			i = j + 1
		}
		if words > 0 {
			sc.add(start, end, phName)
		}
	}
	detectHanRoleNames(sc)
	detectIndicNames(sc)
	detectPairNames(sc)
	detectEthiopicNames(sc)
	detectKanaNames(sc)
	detectThaiPairNames(sc)
	detectThaiGluedPairs(sc)
	detectThaiGivenNames(sc)
}

// thaiStopPrefix reports a Thai word run that starts with a function word:
// Thai writes the rest of the sentence on to it (ในระบบนัดหมาย, "in the
// appointment system").
func thaiStopPrefix(w string) bool {
	for _, p := range []string{"ใน", "ไม่", "ที่", "ของ", "จาก", "ได้", "และ", "หรือ", "บัญชี", "ระบบ"} {
		if hasPrefix(w, p) {
			return true
		}
	}
	return false
}

// caselessLetters reports a word written in Arabic, Hebrew, Thai or an
// Indic script.
func caselessLetters(w string) bool {
	r, _ := decodeRune(w)
	switch scriptOf(r) {
	case arabic, hebrew, thai, indic:
		return true
	}
	return false
}

// reHanRoleNoun is a Chinese role noun written straight before a name
// (an HR or school system's employee, staff member, student, a driver; a
// property's owner and tenant, a household's head, a delivery rider or
// courier, a marketplace's buyer and seller; an insurance policy's
// holder, its insured and beneficiary, a landlord, a tenant and a
// shipper: 业主王秀英, 骑手刘伟, 投保人陈静怡的).
var reHanRoleNoun = lazyre.NewRare(`(?:收件人|收货人|寄件人|联系人|聯絡人|客户|客戶|用户|用戶|患者|病人|会员|會員|持卡人|申请人|申請人|乘客|员工|員工|职员|職員|学生|學生|司机|司機|` +
	`业主|業主|房主|车主|車主|租户|租戶|房客|住户|住戶|户主|戶主|骑手|騎手|快递员|快遞員|配送员|配送員|买家|買家|卖家|賣家|` +
	`投保人|被保险人|被保險人|受益人|房东|房東|租客|发货人|發貨人)`)

// hanTwoSurnames are the common Chinese surnames of two characters, in
// simplified and traditional writing.
const hanTwoSurnames = "欧阳 歐陽 司马 司馬 上官 诸葛 諸葛 东方 東方 皇甫 尉迟 尉遲 公孙 公孫 慕容 令狐 夏侯 司徒 长孙 長孫 宇文 轩辕 軒轅 端木 西门 西門 南宫 南宮 独孤 獨孤"

// detectHanRoleNames masks a surname and one or two given characters
// written straight after a Chinese role noun (收件人王秀英的地址): the
// names data must know the surname, and the name ends at a character
// that goes on with the sentence.
func detectHanRoleNames(sc *scan) {
	s := sc.s
	if !hasScript(s, leadCJK, hanScript) {
		return
	}
	var ends []int
	for _, m := range reHanRoleNoun.FindAllStringIndex(s, -1) {
		ends = append(ends, m[1])
	}
	ends = append(ends, hanPersonNounEnds(s)...)
	for _, i := range ends {
		if sc.stop.pulse() {
			return
		}
		r, n := decodeRune(s[i:])
		// 欧阳晓峰: a surname of two characters, one of Chinese's few
		if i+6 <= len(s) && contains(hanTwoSurnames, s[i:i+6]) {
			n = 6
		} else if !unicode.Is(unicode.Han, r) || !wordlist.Surname(string(r)) || containsRune(hanNameEnd, r) {
			continue
		}
		j, given := i+n, 0
		for given < 2 && j < len(s) {
			g, gn := decodeRune(s[j:])
			if !unicode.Is(unicode.Han, g) || containsRune(hanNameEnd, g) {
				break
			}
			j += gn
			given++
		}
		bounded := false
		if given == 2 && j < len(s) && hanRunGoesOn(s[j:]) {
			// 王秀英生成, 张伟登录: the name ends where a word starts
			if j = hanNameBeforeWord(s, i, n); j == 0 {
				continue
			}
			bounded = runeCount(s[i+n:j]) == 2
		}
		if given == 0 {
			continue
		}
		_, g1 := decodeRune(s[i+n:])
		// 收件人地址: a word of the dictionary, not a name; a surname and
		// two given characters no dictionary holds, a word after them
		// (收件人林家豪電話), are a name though the first two make a word
		// (林家, the Lin family)
		if wordlist.Known(s[i:i+n+g1]) && !bounded || wordlist.Known(s[i:j]) {
			continue
		}
		sc.add(i, j, phName)
	}
}

// hanPersonNounEnds returns where a word of two or three Han characters
// that the catalogues write for a person in a role ends inside a run of
// Han (words.PersonNounWord: 作者, 所有者, 寄件者, 受取人): reHanRoleNoun's
// list is Chinese's commonest, the catalogues say the rest in every
// language that writes Han.
func hanPersonNounEnds(s string) []int {
	var ends []int
	var prev [3]int // the offsets of the last three Han characters
	n := 0
	for i := 0; i < len(s); {
		r, w := decodeRune(s[i:])
		if !unicode.Is(unicode.Han, r) {
			n = 0
			i += w
			continue
		}
		if n >= 2 {
			for _, k := range []int{3, 2} {
				if n >= k && wordlist.PersonNounWord(s[prev[(n-k)%3]:i]) {
					ends = append(ends, i)
					break
				}
			}
		}
		prev[n%3] = i
		n++
		i += w
	}
	return ends
}

// hanRunGoesOn reports more Han characters after a three-character run:
// then the run is a phrase, not a name between the noun and the sentence.
func hanRunGoesOn(rest string) bool {
	r, _ := decodeRune(rest)
	return unicode.Is(unicode.Han, r) && !containsRune(hanNameEnd, r)
}
