package words

import _ "embed"

// placewords.fuse (knowgen's placewords.go): the words that open a
// person's address in prose where the redactor's street expressions read
// no street type of the script: Chromium's autofill translations of
// Address under "a:" (ঠিকানা, முகவரி, anwani, نشانی, địa chỉ; not
// English), and libpostal's street types in scripts other than Latin,
// Han, kana and Hangul under "s:" (خیابان, کوچه, ქუჩა, გამზ, روڈ, रोड):
// 154 words in 443 bytes at 16 bits. Notice in placewords.LICENSE.
var (
	//go:embed placewords.fuse
	placeWordsData string
	placeWordsF    = newLazyFuse(placeWordsData)
)

// AddressLabel reports a word, lower case (two words for Vietnamese's địa
// chỉ, one space between), that translates a postal address's label:
// the comma-separated place after it is a person's address. Asked only
// before such a run.
func AddressLabel(w string) bool { return placeWordsF.get().Has("a:" + w) }

// StreetType reports a word, lower case and without its full stop, that
// names a street's type in a script other than Latin, Han, kana and
// Hangul (libpostal's street_types: خیابان, ქუჩა, रोड, روڈ):
// the name and house number beside it are an address. Asked only of a
// word inside a comma-separated run holding a number.
func StreetType(w string) bool { return placeWordsF.get().Has("s:" + w) }
