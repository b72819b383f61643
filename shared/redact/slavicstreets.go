// East Slavic street addresses in prose: "доставка до адреса ул.
// Садовая-Кудринская, д. 9, кв. 41", "адреса вул. Хрещатик, 22, кв. 8".
// Russian and Ukrainian write the street's type first, abbreviated with a
// dot, then its name in capitals, then the house (д., буд.) and the flat
// (кв.), building (корп.) or office (оф.). streets.go judges such an
// address when it is a whole value; in a sentence the value runs on, so
// here the street's type, a capitalised name and a house number mark it
// wherever it stands. A street type alone ("пл." of a table, "ул." in a
// list of abbreviations) has no name and number after it and is kept.

package redact

// reSlavicStreet: a street type, one to three words of the name (the
// first capitalised), the house number with its optional word, then the
// building's and flat's numbers. The microdistrict (мкр., микрорайон: libpostal's Russian
// qualifiers, abbreviated as Russia's address register, ФИАС, writes it)
// stands where the street does in the new towns' addresses (мкр.
// Солнечный, д. 12).
const reSlavicStreet = `(?:^|[\s(«"'„:,])((?:ул\.|вул\.|бул\.|мкр\.|мкрн\.|микрорайон|мікрорайон|пр-т\.?|просп\.|пер\.|пров\.|наб\.|пл\.|ш\.|улица|вулиця|бульвар|проспект|переулок|провулок|набережная|шоссе|площадь|площа|аллея|алея|майдан|узвіз)\s*(?:\d{1,2}(?:-[а-яё]{1,2})?\s)?\p{Lu}[\p{L}'’-]+(?:\s+\p{L}[\p{L}'’-]+){0,2},?\s+(?:(?:д|дом|буд|будинок)\.?\s*)?\d{1,4}[\p{L}]?(?:/\d{1,4})?(?:,?\s+(?:кв|корп|к|стр|оф|офис|под|п)\.\s*\d{1,5}[\p{L}]?)*)`
