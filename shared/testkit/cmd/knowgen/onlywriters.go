package main

// onlyWriters are the writers -only runs for one file (or one step's
// name: specialomw, cldrspecial), each reading what its comment says
// under -src and writing under -out; the rest of the files stay as
// committed. A flag of its own (-manpages, -system, -later, -registries)
// is read only when -only names no such file.
var onlyWriters = map[string]func(src, out string) error{
	// the notices alone: the installed packages' copyright files and
	// the PyPI and npm packages unpacked under -src
	"knowledge.LICENSE": func(src, out string) error { return writeLicences(src, out) },
	// countries.fuse needs no -src: only iso-codes installed
	"countries.fuse": func(_, out string) error { return writeCountries(out) },
	// currencies.txt reads CLDR's numbers unpacked under -src
	currenciesF: func(src, out string) error { return writeCurrencies(src, out) },
	goPortsF:    func(_, out string) error { return writeGoPorts(out) },
	// devicenouns.txt reads the installed catalogues and omw-data's
	// Wiktionary wordnets under -src
	deviceNounsF: func(src, out string) error { return writeDeviceNouns(src, out) },
	// messagewords.txt reads the installed catalogues only
	messageWordsF: func(_, out string) error { return writeMessageWords(out) },
	// seriallabels.txt reads the installed catalogues only
	serialLabelsF: func(_, out string) error { return writeSerialLabels(out) },
	// kinwords.txt reads omw-data's Wiktionary wordnets, CLDR's
	// annotations and wordfreq under -src, and WordNet
	kinWordsF: func(src, out string) error { return writeKinWords(src, out) },
	// placenouns.txt reads what kinwords.txt reads
	placeNounsF: func(src, out string) error { return writePlaceNouns(src, out) },
	// docnouns.txt reads what kinwords.txt reads
	docNounsF: func(src, out string) error { return writeDocNouns(src, out) },
	// opencodes.txt and openthings.txt read what kinwords.txt reads
	openCodesF:  func(src, out string) error { return writeOpenCodes(src, out) },
	openThingsF: func(src, out string) error { return writeOpenThings(src, out) },
	// idacronyms.txt reads python-stdnum unpacked under -src
	idAcronymsF: func(src, out string) error { return writeIDAcronyms(src, out) },
	// ibanformats.txt reads python-stdnum's iban.dat unpacked under -src
	ibanFormatsF: func(src, out string) error { return writeIBANFormats(src, out) },
	// firstperson.txt reads the Universal Dependencies treebanks and
	// wordfreq under -src, and the installed catalogues
	firstPersonF: func(src, out string) error { return writeFirstPerson(src, out) },
	// numberwords.txt reads omw-data's Wiktionary wordnets under -src
	numberWordsF: func(src, out string) error { return writeNumberWords(src, out) },
	// namenouns.txt reads omw-data's Wiktionary wordnets under -src
	nameNounsF: func(src, out string) error { return writeNameNouns(src, out) },
	// stayverbs.txt reads FreeDict's English dictionaries and
	// wordfreq under -src, and the installed hunspell dictionaries
	stayVerbsF: func(src, out string) error { return writeStayVerbs(src, out) },
	// fieldkeys.fuse reads installed packages' catalogues and
	// django-localflavor's in -src
	fieldKeysFile: func(src, out string) error { return writeFieldKeys(src, out) },
	// pwkeys.fuse reads the installed catalogues, and those of the
	// packages and MediaWiki's messages fetch.sh unpacks under -src
	pwKeysFile: func(src, out string) error { return writePwKeys(src, out) },
	// docwords.fuse reads chromium-l10n, CLDR's annotations and
	// wordfreq under -src, and the committed English filter
	docWordsFile: func(src, out string) error { return writeDocWords(src, out) },
	// vehiclewords.fuse reads chromium-l10n, CLDR's annotations and
	// wordfreq under -src, and the committed names and code filters
	vehicleWordsFile: func(src, out string) error { return writeVehicleWords(src, out) },
	// vera.fuse reads the names datasets in -src and the installed vera
	veraFile: func(src, out string) error { return writeVera(src, out) },
	// known6.fuse reads catalogues (installed, and unpacked under
	// -src/catalogues), hunspell and the committed filters
	known6File: func(src, out string) error { return writeKnown6(src, out) },
	// brands.fuse reads three npm packages and a wheel in -src, and neofetch
	brandsFile:        func(src, out string) error { return writeBrands(src, out) },
	"specialvi":       func(src, out string) error { return addVietnameseSpecial(out, src) },
	"specialloans":    func(src, out string) error { return addSpecialLoans(out, src) },
	"specialdicts":    func(src, out string) error { return addSpecialDicts(out, src) },
	"specialwordnet":  func(src, out string) error { return addSpecialWordNet(out, src) },
	"specialomw":      func(src, out string) error { return addSpecialOMW(out, src) },
	"specialtico":     func(src, out string) error { return addSpecialTICO(out, src) },
	"specialapertium": func(src, out string) error { return addSpecialApertium(out, src) },
	"cldrspecialmore": func(src, out string) error { return addCLDRSpecialMore(out, src) },
	"cldrspecial":     func(src, out string) error { return addCLDRSpecial(out, src) },
	"specialmore":     func(src, out string) error { return addSpecialMore(out, src) },
	// special.txt alone: the committed lexicon less the ICD-10-CM
	// words software uses (softwareWords), which needs no -src
	"special.txt":   func(src, out string) error { return pruneSpecial(out, src) },
	gapFile:         func(src, out string) error { return writeGap(src, out) },
	latinGapFile:    func(src, out string) error { return writeLatinGap(src, out) },
	"hindi.fuse":    func(src, out string) error { return writeHindi(src, out) },
	hangulWordsFile: func(src, out string) error { return writeHangul(src, out) },
	"known4.fuse":   func(src, out string) error { return writeKnown4(src, out) },
	authLeadF:       func(_, out string) error { return writeAuthLeads(out) },
	namesFirstF:     func(src, out string) error { return writeNamesFirst(src, out) },
	legalFormsF:     func(src, out string) error { return writeLegalForms(src, out) },
}
