package words

// The knowledge the redactor's allowlist of words asks (issue 31). Every
// function takes a word as the text writes it and folds its case itself,
// unless its comment says otherwise. The answers come from generated
// filters (see knowledge.LICENSE and shared/testkit/cmd/wordsgen); a
// function whose filter is not generated yet answers false.

// Known reports whether w is a word of a supported language's dictionary
// (English, German, French, Spanish, Portuguese, Italian, Dutch, Polish,
// Russian, Ukrainian, and the words of the translation catalogues),
// including its regular inflections, or a technical term (see Tech).
// Proper names are not in it: only entries the dictionaries write in
// lower case are (and German-like nouns not found among people's names).
func Known(w string) bool { return false }

// Noun reports whether w is a common noun of a language that capitalises
// nouns (German, Luxembourgish), including German compounds whose parts are
// nouns: "Feld", "Schlüsselwert" (Schlüssel+Wert), "Datenbankverbindung".
func Noun(w string) bool { return false }

// Template reports whether w occurs in a translation catalogue of a stack
// that produces error text (PostgreSQL, glibc, Django, Hibernate Validator,
// OpenJDK), in any language the catalogue ships.
func Template(w string) bool { return false }

// Tech reports whether w is a package, module or product name, or a part of
// one (Debian package names, Go standard library packages and exported
// names, Python and npm package names).
func Tech(w string) bool { return false }

// GivenName reports whether w is a given name in an independent dataset of
// people's names, in any script.
func GivenName(w string) bool { return false }

// Surname reports whether w is a family name in an independent dataset of
// people's names, in any script.
func Surname(w string) bool { return false }

// Special reports whether w is a word of a GDPR Art. 9/10 special category
// (health, sex life or orientation, religion, politics, union membership,
// ethnicity, biometrics, criminal offences, immigration status) and which:
// category is one of the Category* constants.
func Special(w string) (category string, ok bool) { return "", false }

// SpecialPhrase reports whether the words at the start of ws form a
// multi-word special-category phrase ("sexual orientation", "criminal
// record"): its category and how many words it takes.
func SpecialPhrase(ws []string) (category string, n int, ok bool) { return "", 0, false }

// Special categories, as Special names them.
const (
	CategoryHealth      = "health"
	CategorySexLife     = "sex-life"
	CategoryReligion    = "religion"
	CategoryPolitics    = "politics"
	CategoryUnion       = "union"
	CategoryEthnicity   = "ethnicity"
	CategoryBiometric   = "biometric"
	CategoryCriminal    = "criminal"
	CategoryImmigration = "immigration"
)
