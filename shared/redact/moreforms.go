package redact

// moreEndings are further endings of Polish, Russian and Ukrainian (as
// inflected's tables, written as text: a table of slices costs the
// bootstrap several times its bytes), each "from:to,to" and a space. The
// stem is of four bytes or more: four letters of Polish (zakr|ycie), two
// of Cyrillic (these endings are long, and few strings have them).
//
//   - Polish's impersonal past (utrac|ono: utracić, zapis|ano: zapisać,
//     usun|ięto: usunąć) and verbal nouns in -ycie with their cases
//     (zakry|cie: zakryć);
//   - the cases of Russian and Ukrainian verbal nouns (вказуванні:
//     вказування, вказувати; индексировании: индексирование), to the verb,
//     the nominative or the noun the verb is made of (тунел|юванні:
//     тунель);
//   - Russian short participles of verbs made of nouns (кеш|ировано: кеш,
//     индекс|ирован);
//   - Ukrainian past participles of verbs in -ити (переліч|ений);
//   - French nouns in -age of a verb (épingl|age: épingler);
//   - the cases of Polish nouns in -nik (mnoż|nika: mnożnik, licz|nikiem),
//     whose genitive -a inflected leaves out (most words in -a are no
//     case).
const moreEndings = "owano:ować, ano:ać ono:ić,eć ięto:ąć ycie:yć ycia:yć,ycie yciu:yć,ycie " +
	"уванням:увати,ування, юванням:ювати,ювання,ь уванні:увати,ування, юванні:ювати,ювання,ь " +
	"анням:ати,ання енням:ити,ення анні:ати,ання енні:ити,ення " +
	"овании:овать,ование, анием:ать,ание ании:ать,ание ением:ить,ять,ение ении:ить,ять,ение " +
	"ировано:ировать, ирован:ировать, овано:овать, ован:овать, " +
	"age:er ений:ити ена:ити ене:ити ені:ити еного:ити еної:ити еним:ити еному:ити " +
	"nika:nik niku:nik nikiem:nik nikowi:nik ników:nik nikami:nik nikach:nik nikom:nik "

// moreForms reports lw inflected with one of moreEndings from a known
// word that no names data holds (its stem no surname).
//
//go:noinline
func moreForms(lw string) bool {
	return eachRule(moreEndings, func(from, tos string) bool {
		stem, ok := cutSuffix(lw, from)
		if !ok || len(stem) < 4 || stemSurname(stem) {
			return false
		}
		for tos += ","; tos != ""; {
			k := indexByte(tos, ',')
			if stemKnown(stem+tos[:k], lw) {
				return true
			}
			tos = tos[k+1:]
		}
		return false
	})
}
