// A diagnosis written as its code: "diagnosis code ICD-10 F33.2",
// "ICD10: E11.9", "CIE-10 F32.1", "МКБ-10: J45.0", "ICD-10-CM code
// Z21". A code of the classification names a person's condition as its
// title does (GDPR Art. 9), so after the classification's name or the
// word for a diagnosis the code is masked. The code alone (F33.2 in a
// version list) names nothing: only the word before it tells.

package redact

// reDiagCode: the classification's name in the languages that write it
// (ICD, CIE, CID, МКБ, ICPC) or the word for a diagnosis, then a code of
// ICD-10's shape: a letter, two digits and an optional subdivision. The
// word "code" may be glued on by a hyphen, as German compounds write it
// (ICD-10-Code G35.9).
const reDiagCode = `(?i:(?:\b(?:icd|cie|cid|cim|icpc)|мкб)[ -]?(?:10|11|9)?(?:-cm|-gm)?(?:[\s-]+codes?)?|\bdiagnos[a-zé]*(?:\s+codes?)?|\bdiagnóstico|\bdiagnose(?:schlüssel)?|диагноз[а-я]*)\W{0,3}(?:(?i:icd|cie|мкб)[ -]?1[01]\W{0,3})?([A-TV-Z][0-9][0-9AB](?:\.[0-9A-Z]{1,4})?)\b`
