// Street addresses written the way the scripts without Latin street types
// write them: the administrative units and the street marker of each
// language with the house number (Chinese 市…区…路88号, Japanese 区…1丁目
// 2番3号, いわき市 37-87-73, Korean …시 …구 …로 396, Arabic شارع … , Hebrew רחוב … 45, Thai
// ซอย/ถนน/แขวง/เขต, Greek Λεωφ. … 12; East Slavic streets are slavicstreets.go's), and the
// Latin-script streets whose type follows the name (Andrássy út 61, Brīvības iela 12). The markers are the language's words for street,
// district and number: a run that holds one with a number is an address.

package redact

import (
	"glitchtip-mcp/shared/lazyre"
)

var (
	// Chinese and Japanese: Han and digits up to a street (路, 街, 道, 巷,
	// 弄, 胡同) or a block (丁目, 番地) and its number, with the building,
	// unit and room after it; Japanese blocks number the chōme first
	// (西新宿2丁目8番1号), or join them with dashes after the ward or town
	// (北区梅田3-1-1, or with a space before the numbers: 新宿区西新宿 2-8-1); a building named by a letter after its street (建国路A座),
	// and a lane numbered in 条 with its house (郑店七条538号)
	reHanAddress = lazyre.NewRare(`[\p{Han}]{2,16}(?:路|街|大道|道|巷|弄|胡同|丁目|番地)[\p{Han}]{0,4}\d{1,5}(?:[-－]\d{1,5}){0,3}(?:号|號|番|番地)?(?:[\p{Han}]{0,3}\d{1,5}(?:号|號|楼|樓|栋|棟|单元|室|階|F|号室))*|[\p{Han}\p{Katakana}ー]{2,16}\d{1,3}丁目\d{1,4}(?:番地?|[-－])\d{1,4}(?:号)?|[\p{Han}]{1,12}(?:区|市|町|村)[\p{Han}\p{Katakana}ー]{1,10}\s?\d{1,4}(?:[-－]\d{1,4}){1,3}|[\p{Han}]{1,16}(?:路|街|大道|道|巷)[A-Za-z0-9]{1,3}座|[\p{Han}\p{Hiragana}\p{Katakana}ー]{1,12}(?:市|区|町|村)\s?\d{1,4}(?:[-－]\d{1,4}){2}|[\p{Han}]{2,16}条\d{1,5}(?:号|號)`)
	// a road and its number alone (용소내로 1017), read in another
	// script's text only: in Korean text 로 also ends a word ("to", "by")
	reHangulRoad = lazyre.NewRare(`\p{Hangul}{2,12}(?:로|길)\s\d{1,5}(?:-\d{1,5})?(?:\s?\([\p{Hangul}\d]{1,10}(?:동|가|리|읍|면)(?:,\s?[\p{Hangul}\d ]{1,20})?\))?`)
	// Korean road addresses: a city or province, a district, a road (로,
	// 길) and its number, with the building and unit (101동 1203호) and
	// the reference in brackets the standard writes after them (its
	// neighbourhood, then its building: (역삼동, 래미안)), not a
	// program's aside ((우편번호 불일치), postcode mismatch)
	reHangulAddress = lazyre.NewRare(`[\p{Hangul}]{1,10}(?:시|도)\s[\p{Hangul}]{1,10}(?:구|군|시)\s(?:[\p{Hangul}]{1,10}(?:동|읍|면)\s)?[\p{Hangul}\d]{1,15}(?:로|길)\s?\d{1,5}(?:-\d{1,5})?(?:,?\s?\d{1,5}동)?(?:\s?\d{1,5}호)?(?:\s?\([\p{Hangul}\d]{1,10}(?:동|가|리|읍|면)(?:,\s?[\p{Hangul}\d ]{1,20})?\))?`)
	// Arabic: the word for street, square or district, the names after it
	// and the town, up to the house number or a postcode, and the district
	// (حي) named after it; or, with no number, a street and its district
	// ; or the house number first, then the word for street, road,
	// square, alley, passage or roundabout and the street's name or
	// number (497 ساحة المنصورة, 1148 معبر 51): the names of streets are
	// words too (المنصورة, "the victorious"), which the dictionaries know
	reArabicAddress = lazyre.NewRare(`(?:شارع|طريق|حي|ميدان|جادة)\s[\p{Arabic}\s،,]{2,80}?\d{1,6}(?:[،,]\s?حي\s\p{Arabic}{2,20})?|(?:شارع|طريق)\s\p{Arabic}{2,20}(?:\s\p{Arabic}{2,20}){0,3}[،,]\s?حي\s\p{Arabic}{2,20}|\d{1,6}\s(?:شارع|طريق|نهج|ساحة|ميدان|جادة|زقاق|ممر|معبر|دوار)\s(?:\d{1,4}|\p{Arabic}{2,20}(?:\s\p{Arabic}{2,20})?)`)
	// Hebrew: street, the name and the number, an apartment and a town
	// ; or, quoted alone, a street's name and its number, as Israeli
	// addresses are written without the word for street ('הגפן 12'):
	// the names of streets are words (גפן, "vine"), which the
	// dictionaries know
	reHebrewAddress = lazyre.NewRare(`(?:רחוב|רח'|שדרות|שד')\s[\p{Hebrew}\s"']{2,40}\d{1,4}(?:,\s?(?:דירה|דירת)\s?\d{1,4})?(?:,\s?[\p{Hebrew}]{2,20})?|['"‘“„«]\p{Hebrew}[\p{Hebrew}\s"'\-]{1,40}\s\d{1,4}['"’”»]`)
	// Greek: street, avenue or square, the name in capitals and the number
	reGreekAddress = lazyre.NewRare(`(?:[Οο]δός|[Οο]δ\.|[Λλ]εωφ\.|[Λλ]εωφόρος|[Λλ]εωφόρου|[Ππ]λατεία|[Ππ]λ\.)\s\p{Lu}[\p{Greek}\-]+(?:\s\p{Lu}[\p{Greek}\-]+){0,2},?\s\d{1,4}[α-ω]?`)
	// Thai: a house number, then soi, road, sub-district and (optional)
	// district
	// ; or a house number and the soi or road alone (76 ถ.ฉิมพาลี):
	// the names of roads are words and surnames the dictionaries know
	reThaiAddress = lazyre.NewRare(`(?:\d{1,5}(?:/\d{1,5})?\s)?(?:ซอย|ซ\.|ถนน|ถ\.)[\p{Thai}\d\s./]{2,60}(?:แขวง|ตำบล|ต\.)[\p{Thai}]{2,30}(?:\s?(?:เขต|อำเภอ|อ\.)[\p{Thai}]{2,30}(?:\s[\p{Thai}.]{2,30})?)?(?:\s\d{5})?|\d{1,5}(?:/\d{1,5})?\s(?:ซอย|ซ\.|ถนน|ถ\.)\s?\p{Thai}{2,30}`)
)

// rePostfixStreet is a street whose type follows its name, as Hungarian,
// the Baltic languages, Turkish and Slovene write it, with the house
// number and the postcode and town after it (Andrássy út 61, 1062
// Budapest; Brīvības iela 12; Vilniaus g. 5; Pärnu mnt 22; Atatürk Cad.
// No: 12; Slovenska cesta 9), or a Finnish street glued to its type
// (Mannerheimintie 12, Aleksanterinkatu 52): one to three capitalised
// names before the type, as reStreet reads the German -straße.
var rePostfixStreet = lazyre.NewRare(`\b\p{Lu}[\p{L}'\-]+(?:\s\p{Lu}[\p{L}'\-]+){0,2}\s(?i:út|utca|u\.|útja|tér|tere|körút|krt\.|köz|sétány|fasor|rakpart|iela|gatvė|g\.|prospektas|pr\.|tänav|mnt\.?|maantee|puiestee|cesta|caddesi|cad\.|cd\.|sokak|sokağı|sok\.|sk\.|bulvarı|blv\.)\s(?:[Nn]o[:.]?\s?)?\d{1,4}[A-Za-z]?(?:/[A-Za-z0-9]{1,4})?(?:,\s?\d{4,5}\s\p{Lu}[\p{L}\-]+)?|\b\p{Lu}\p{Ll}{2,}(?:katu|tie|kuja|polku|väylä)\s\d{1,4}[A-Za-z]?(?:,\s?\d{5}\s\p{Lu}[\p{L}\-]+)?`)

// postfixStreetTypes are rePostfixStreet's street types as the text holds
// them: its expression runs only on a text with one.
var postfixStreetTypes = []string{" út ", " utca ", " u. ", " útja ", " tér ", " tere ", " körút ", " krt. ", " köz ", " sétány ", " fasor ",
	" rakpart ", " iela ", " gatvė ", " g. ", " prospektas ", " pr. ", " tänav ", " mnt", " maantee ", " puiestee ", " cesta ", " caddesi ",
	" cad. ", " cd. ", " sokak ", " sokağı ", " sok. ", " sk. ", " bulvarı ", " blv. ", "katu ", "tie ", "kuja ", "polku ", "väylä "}

func detectIntlAddresses(sc *scan) {
	s := sc.s
	if hasDigit(s) && sc.anyOf(postfixStreetTypes...) {
		for _, m := range rePostfixStreet.FindAllStringIndex(s, -1) {
			sc.add(m[0], m[1], phAddress)
		}
	}
	if isASCII(s) {
		return
	}
	type rule struct {
		re      lazyre.Regexp
		markers []string
	}
	if contains(s, "로 ") || contains(s, "길 ") {
		if dominantScript(s) != hangul {
			for _, m := range reHangulRoad.FindAllStringIndex(s, -1) {
				sc.add(m[0], m[1], phAddress)
			}
		}
	}
	for _, r := range []rule{
		{reHanAddress, []string{"路", "街", "道", "巷", "弄", "胡同", "丁目", "番地", "区", "市", "町", "村", "条"}},
		{reHangulAddress, []string{"로 ", "길 ", "로", "길"}},
		{reArabicAddress, []string{"شارع", "طريق", "حي ", "ميدان", "جادة", "نهج", "ساحة", "زقاق", "ممر", "معبر", "دوار"}},
		{reHebrewAddress, []string{"רחוב", "רח'", "שדרות", "שד'", "'", "\"", "‘", "“", "„", "«"}},
		{reThaiAddress, []string{"ซอย", "ซ.", "ถนน", "ถ."}},
		{reGreekAddress, []string{"δός", "δ.", "εωφ", "λατεία", "λ."}},
	} {
		found := false
		for _, m := range r.markers {
			if contains(s, m) {
				found = true
				break
			}
		}
		if !found {
			continue
		}
		for _, m := range r.re.FindAllStringIndex(s, -1) {
			if sc.stop.pulse() {
				return
			}
			sc.add(m[0], m[1], phAddress)
		}
	}
}
