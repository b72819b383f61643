package redact

import "testing"

// TestOutsiderCorpus reports the first outsider corpus: values and benign
// texts written by a helper who read only the issue, never the rules, the
// redactor nor its output, as the blind sets were; unlike theirs, its rows
// are read and the rules were worked on with them in view, so its figures
// are a development set's.
func TestOutsiderCorpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider1-planted.tsv", outsider1RecallFloor)
	benign(t, "testdata/corpus/outsider1-benign.tsv", outsider1IntactFloor, outsider1FactsFloor)
}

// TestOutsider2Corpus reports the second outsider corpus (session 21),
// written as the first was, by a helper who read only the issue. Its rows
// were left unread during the session that added it, so that session's
// figures on it are a blind set's; later sessions may work with them in
// view, as with the first.
func TestOutsider2Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider2-planted.tsv", outsider2RecallFloor)
	benign(t, "testdata/corpus/outsider2-benign.tsv", outsider2IntactFloor, outsider2FactsFloor)
}

// TestOutsider3Corpus reports the third outsider corpus (session 21),
// written as the others were, by a helper who read nothing of the rules.
// Its rows are read: a development set, while the second stayed unread in
// that session to tell whether what was fixed here generalises.
func TestOutsider3Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider3-planted.tsv", outsider3RecallFloor)
	benign(t, "testdata/corpus/outsider3-benign.tsv", outsider3IntactFloor, outsider3FactsFloor)
}

// TestOutsider4Corpus reports the fourth outsider corpus (session 22),
// written by a helper who read only the first post and the format
// lines, never the rules, the redactor nor its output. Its rows are left
// unread during the session that added it, so that session's figures on it
// are a blind set's; later sessions may read them, as with the others.
func TestOutsider4Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider4-planted.tsv", outsider4RecallFloor)
	benign(t, "testdata/corpus/outsider4-benign.tsv", outsider4IntactFloor, outsider4FactsFloor)
}

// TestOutsider5Corpus reports the fifth outsider corpus (session 23),
// written as the fourth was, by a helper who read only the first
// post. Its rows are left unread during the session that added it, so that
// session's figures on it are a blind set's; from session 24 on it is a
// development set, read openly.
func TestOutsider5Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider5-planted.tsv", outsider5RecallFloor)
	benign(t, "testdata/corpus/outsider5-benign.tsv", outsider5IntactFloor, outsider5FactsFloor)
}

// TestOutsider6Corpus reports the sixth outsider corpus (session 23),
// written as the fourth was, by a helper who read only the first
// post. Its rows are read from the session that added it on: a development
// set written apart from the rules, while the fifth stays unread.
func TestOutsider6Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider6-planted.tsv", outsider6RecallFloor)
	benign(t, "testdata/corpus/outsider6-benign.tsv", outsider6IntactFloor, outsider6FactsFloor)
}

// TestOutsider7Corpus reports the seventh outsider corpus (session 24),
// written as the fourth was, by a helper who read only the first
// post, leaning to back offices, identity systems, data pipelines and
// languages with capitalised nouns or no case. Its rows were left unread
// during the session that added it (its blind set); from session 25 on it
// is a development set, read openly.
func TestOutsider7Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider7-planted.tsv", outsider7RecallFloor)
	benign(t, "testdata/corpus/outsider7-benign.tsv", outsider7IntactFloor, outsider7FactsFloor)
}

// TestOutsider8Corpus reports the eighth outsider corpus (session 25),
// written as the fourth was, by a helper who read only the first
// post, leaning to logistics, banking cores, public services outside Europe,
// developer tooling and the scripts of South Asia. Its rows were left
// unread during the session that added it (its blind set); from session 26
// on it is a development set, read openly.
func TestOutsider8Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider8-planted.tsv", outsider8RecallFloor)
	benign(t, "testdata/corpus/outsider8-benign.tsv", outsider8IntactFloor, outsider8FactsFloor)
}

// TestOutsider9Corpus reports the ninth outsider corpus (session 26),
// written as the fourth was, by a helper who read only the first
// post, leaning to education, travel, telecoms, HR, insurance, games and
// research software, with weight on the European languages. Its rows were
// left unread during the session that added it (its blind set); from
// session 27 on it is a development set, read openly.
func TestOutsider9Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider9-planted.tsv", outsider9RecallFloor)
	benign(t, "testdata/corpus/outsider9-benign.tsv", outsider9IntactFloor, outsider9FactsFloor)
}

// TestOutsider11Corpus reports the eleventh outsider corpus (session 28),
// written as the tenth was, by a helper who read only the first
// post, every row by hand, leaning to logistics and ports, pharmaceuticals
// and clinical trials, banking back offices, agriculture, energy, aviation,
// law firms, real estate, ticketing and marketplaces, with weight on the
// Nordic, Baltic, Turkish, Portuguese and Asian languages. Its rows were left
// unread during the session that added it (its blind set); from session 29
// on it is a development set, read openly.
func TestOutsider11Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider11-planted.tsv", outsider11RecallFloor)
	benign(t, "testdata/corpus/outsider11-benign.tsv", outsider11IntactFloor, outsider11FactsFloor)
}

// TestOutsider13Corpus reports the thirteenth outsider corpus (session 30),
// written as the twelfth was, by a helper who read only the first
// post, every row by hand, leaning to banking, lending and crypto
// exchanges, courts and notaries, real estate, agriculture and veterinary
// clinics, utilities and smart meters, fleet telematics, tolls and transit
// cards, pharmacies, benefits and elections, religious membership, sports
// clubs, libraries, marketplaces and crowdfunding, with weight on the Indic
// scripts (Hindi, Marathi, Punjabi, Gujarati, Telugu, Kannada, Malayalam),
// Thai, Vietnamese, Indonesian, Khmer, Amharic, Yoruba, Hausa, Zulu,
// Afrikaans, the Turkic languages, Georgian, Armenian, Mongolian, Romanian,
// Hungarian, Czech, Slovak, Slovenian, Portuguese and Korean, and on values
// in running prose with no label before them. Its rows were left unread
// during the session that added it (its blind set) and the next two;
// session 33 read them openly.
func TestOutsider13Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider13-planted.tsv", outsider13RecallFloor)
	benign(t, "testdata/corpus/outsider13-benign.tsv", outsider13IntactFloor, outsider13FactsFloor)
}

// TestOutsider14Corpus reports the fourteenth outsider corpus (session
// 31), written as the thirteenth was, by a helper who read only the issue's
// first post, every row by hand in seven minutes, leaning to insurance
// claims, payroll and recruiting, travel, ride-hailing and delivery, exam
// boards, tax e-services, dating and games, recovery and fertility apps,
// asylum, prison and probation case systems and hospital laboratories, with
// weight on the Arabic script, Hebrew, Greek, the Slavic and Baltic
// languages, the Nordic languages, Dutch, Italian, Catalan, Basque,
// Galician, Irish, Welsh, Bengali, Tamil, Sinhala, Nepali, Burmese, Lao,
// Tagalog, Malay and Swahili, on special categories in plain native words
// and on values in YAML, TOML, INI, HL7, vCard, iCalendar and the
// serialisations of Kotlin, Ruby, Lua, F#, Scala, MongoDB, Redis, Kafka and
// gRPC. Its rows were left unread during the session that added it (its
// blind set) and the next three; session 34 read them openly.
func TestOutsider14Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider14-planted.tsv", outsider14RecallFloor)
	benign(t, "testdata/corpus/outsider14-benign.tsv", outsider14IntactFloor, outsider14FactsFloor)
}

// TestOutsider15Corpus reports the fifteenth outsider corpus (session
// 32), written as the fourteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to banking, fintech and crypto,
// marketplaces and returns, couriers and customs, rentals and property,
// utilities and smart home, EV charging and telematics, wearables,
// pharmacies and pharmacovigilance, notaries and courts, donations to
// religious bodies, libraries, transit ticketing, voter registration,
// nurseries and parent apps, vet clinics, pensions and benefits, adoption,
// blood and organ donation, with weight on Portuguese, Latin American
// Spanish, French of France, Belgium, Quebec and West Africa, Austrian and
// Swiss German, Turkish, Azerbaijani, Kazakh, Uzbek, Mongolian, Georgian,
// Armenian, the Indic languages, Thai, Vietnamese, Indonesian, Khmer,
// Korean, Japanese, Chinese, Amharic, Yoruba, Hausa, Igbo, Zulu, Xhosa,
// Afrikaans, Somali, the languages of Central and South-East Europe, Hebrew
// and Persian, and on users' own text, local address formats and bank,
// shipment and ISO 20022 serialisations. Its rows were left unread during
// the session that added it (its blind set) and the next two; session 35
// read them openly.
func TestOutsider15Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider15-planted.tsv", outsider15RecallFloor)
	benign(t, "testdata/corpus/outsider15-benign.tsv", outsider15IntactFloor, outsider15FactsFloor)
}

// TestOutsider16Corpus reports the sixteenth outsider corpus (session
// 33), written as the fifteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to funeral homes, cemeteries and
// genealogy and DNA services, factories and manufacturing execution
// systems, mining, oil and gas and seafarers' registries, hairdressers and
// spa booking, helplines, shelters, sexual-health clinics and LGBT+ dating,
// remittances, microfinance and pawn shops, ticketing, cinemas and
// streaming, open-source CI and code hosting, driving schools, vehicle
// inspection and firearm licensing, with weight on German, Polish,
// Japanese, Chinese, Korean, Greek, Ukrainian and Russian, the Nordic,
// Baltic, Celtic, Iberian and Balkan languages, and Arabic and the South,
// Central and South-East Asian and African languages in their own scripts.
// Its rows were left unread during the session that added it (its blind
// set) and the next two; session 36 read them openly.
func TestOutsider16Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider16-planted.tsv", outsider16RecallFloor)
	benign(t, "testdata/corpus/outsider16-benign.tsv", outsider16IntactFloor, outsider16FactsFloor)
}

// TestOutsider17Corpus reports the seventeenth outsider corpus (session
// 34), written as the sixteenth was, by a helper who read only the issue's
// first post, every row by hand, leaning to HR, payroll and insurance
// claims, schools, kindergartens and exam boards, elderly care, pharmacies,
// e-prescriptions and medical devices, veterinary clinics, housing, rentals
// and land registries, smart meters and telecoms, couriers and
// ride-hailing, hotels, visas and border control, courts, bailiffs and debt
// collection, tax and social security, elections and parishes, gyms and
// games, crypto wallets and donations, and libraries, with weight on
// German, Polish, French, Spanish, Brazilian Portuguese, Italian, Dutch,
// Russian, Japanese, Chinese, Korean and Turkish, on English as India,
// Nigeria, Kenya, the Philippines and Singapore write it, and a row or two
// in many more scripts. Its rows were left unread during the session that
// added it (its blind set) and the next two; session 37 read them openly.
func TestOutsider17Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider17-planted.tsv", outsider17RecallFloor)
	benign(t, "testdata/corpus/outsider17-benign.tsv", outsider17IntactFloor, outsider17FactsFloor)
}

// TestOutsider18Corpus reports the eighteenth outsider corpus (session
// 35), written as the seventeenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to aviation and airports,
// shipping and customs brokers, farm subsidies and fishing and hunting
// licences, water and gas metering, transit ticketing, tolls and parking,
// fleet telematics, funeral homes and cemeteries, faith registers, adoption
// and foster care, probation and prisons, asylum NGOs, blood, organ and
// fertility services, mental-health and addiction apps, unions and
// parties, veterans, sports and anti-doping, dating and podcast hosting,
// with weight on Vietnamese, Indonesian and Malay, Thai, Tagalog, Hindi,
// Bengali, Tamil, Urdu, Persian, Arabic, Hebrew, Swahili, Amharic, Hausa
// and Yoruba, Czech, Hungarian, Romanian, Greek, Ukrainian, the Nordic
// languages and European Portuguese, each in its own script. Its rows were
// left unread during the session that added it (its blind set) and the
// next two; session 38 read them openly.
func TestOutsider18Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider18-planted.tsv", outsider18RecallFloor)
	benign(t, "testdata/corpus/outsider18-benign.tsv", outsider18IntactFloor, outsider18FactsFloor)
}

// TestOutsider19Corpus reports the nineteenth outsider corpus (session
// 36), written as the eighteenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to insurance claims and
// loss adjusting, bank KYC and anti-money-laundering screening, SIM
// registration and number porting, marketplace returns, rentals, childcare
// and elder care, libraries, gyms, betting, lotteries and crypto
// exchanges, charities, voter registries and census offices, notaries and
// land registries, benefits offices, recruiting, ride-hailing and food
// delivery, veterinary clinics, weddings, interpreting, genealogy and DNA
// testing, smart homes and car workshops, with weight on Turkish, Korean,
// Japanese, Chinese, Polish, Russian, Italian, Dutch, Latin-American
// Spanish, Brazilian Portuguese, the Balkan, Baltic and Caucasian
// languages, Kazakh, Uzbek, Mongolian, the South and South-East Asian
// languages, Kurdish, Somali, Zulu, Igbo, Icelandic, Welsh, Catalan and
// Basque, each in its own script. Its rows were left unread during the
// session that added it (its blind set) and the next two; session 39 read
// them openly.
func TestOutsider19Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider19-planted.tsv", outsider19RecallFloor)
	benign(t, "testdata/corpus/outsider19-benign.tsv", outsider19IntactFloor, outsider19FactsFloor)
}

// TestOutsider20Corpus reports the twentieth outsider corpus (session
// 37), written as the nineteenth was, by a helper who read only the
// issue's first post, every row by hand, leaning to hospital laboratories
// and radiology (HL7, FHIR, DICOM), dental, eye, fertility and maternity
// clinics, therapy apps and clinical trials, police and emergency
// dispatch, parking, tolls, EV charging and car sharing, municipal
// services, universities and student housing, legal aid, shelters, prisons
// and veterans' services, sports referees, streaming, photo sharing and
// video calls, support CRMs, email marketing, ticketing, travel and visa
// centres, print shops and laboratory instruments, with weight on
// Vietnamese, Thai, Indonesian, Malay, Tagalog, Hindi, Bengali, Tamil,
// Urdu, Persian, Arabic, Hebrew, Greek, Hungarian, Romanian, Czech,
// Ukrainian, the Nordic languages, Swahili, Amharic, Yoruba, Hausa,
// Afrikaans, the Balkan languages, Belarusian, Azerbaijani, Kyrgyz,
// Tajik, Pashto, Lao, Maltese, Irish, Luxembourgish, Galician and
// Quechua, each in its own script. Its rows were left unread during the
// session that added it (its blind set) and the next two; session 40 read
// them openly.
func TestOutsider20Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider20-planted.tsv", outsider20RecallFloor)
	benign(t, "testdata/corpus/outsider20-benign.tsv", outsider20IntactFloor, outsider20FactsFloor)
}

// TestOutsider21Corpus reports the twenty-first outsider corpus (session
// 38), written as the twentieth was, by a helper who read only the issue's
// first post, every row by hand, leaning to property management and
// building access, construction permits, car dealers, repair shops and
// roadside help, loyalty schemes and tills, food delivery, language
// schools, coworking and freelancing, microfinance, remittances, pawn shops
// and crowdfunding, occupational health and home nursing, hearing-aid and
// optician shops, genetic tests and wearables, sexual-health and recovery
// clinics, LGBTQ+ and neighbourhood apps, faith and campaign-volunteer
// registers, consular registration, lost-and-found, pet adoption, hunting
// licences, marinas and ski resorts, with weight on Portuguese,
// Latin-American Spanish, Italian, Polish, Dutch, Turkish, Korean, Chinese,
// Japanese, Russian, Kazakh, Uzbek, Georgian, Armenian, Mongolian, Burmese,
// Khmer, Sinhala, Nepali, Marathi, Gujarati, Punjabi, Telugu, Kannada,
// Malayalam, Zulu, Xhosa, Somali, Igbo, the Baltic languages, Slovak,
// Croatian, Serbian, Bulgarian, Icelandic, Welsh, Basque and Catalan, each
// in its own script. Its rows were left unread during the session that
// added it (its blind set) and the next two; session 41 read them openly.
func TestOutsider21Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider21-planted.tsv", outsider21RecallFloor)
	benign(t, "testdata/corpus/outsider21-benign.tsv", outsider21IntactFloor, outsider21FactsFloor)
}

// TestOutsider22Corpus reports the twenty-second outsider corpus (session
// 39), written as the twenty-first was, by a helper who read only the
// issue's first post, every row by hand, leaning to credit bureaus and
// mortgage brokers, debt collection and bailiffs, family courts and wills,
// shelters, helplines and refugee NGOs, maternity wards and midwives,
// school nurses, psychiatric wards and crisis lines, dentists, salons and
// tattoo studios, car-sharing and scooters, driving schools, trucking
// tachographs, mobile money and savings groups, sports clubs and music
// schools, support-chat transcripts, password managers, VPN and mail
// providers, domain registrars and WHOIS, app stores and esports, with
// weight on Hindi, Bengali, Tamil, Urdu, Arabic, Persian, Pashto, Hebrew,
// Thai, Lao, Vietnamese, Indonesian, Malay, Tagalog, Swahili, Amharic,
// Tigrinya, Hausa, Yoruba, Malagasy, Afrikaans, Greek, Romanian,
// Hungarian, Czech, Slovenian, Ukrainian, Belarusian, the Nordic
// languages, Albanian, Macedonian, Azerbaijani, Tajik, Kyrgyz, Irish,
// Maltese and Luxembourgish, each in its own script. Its rows were left
// unread during the session that added it (its blind set) and the next;
// session 41 read them openly, once session 40 had seen some of them by
// mistake.
func TestOutsider22Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider22-planted.tsv", outsider22RecallFloor)
	benign(t, "testdata/corpus/outsider22-benign.tsv", outsider22IntactFloor, outsider22FactsFloor)
}

// TestOutsider23Corpus reports the twenty-third outsider corpus (session
// 40), written as the twenty-second was, by a helper who read only the
// issue's first post, every row by hand, leaning to hospices and
// palliative care, organ-donor registries, addiction rehab and sobriety
// apps, hearing aids, prosthetics and therapy, animal shelters, zoos, ski
// passes and mountain rescue, campsites and cruises, festivals, theatres
// and museums, lotteries, waste collection, locksmiths, security guards
// and door access, airport lounges, student loans and exam proctoring,
// tutoring and gig-work payouts, co-parenting and surrogacy agencies,
// social housing, homeless outreach, jobcentres, pension funds, veterans'
// services and customs declarations, with weight on Japanese, Korean,
// Chinese, Russian, Polish, Turkish, Kazakh, Uzbek, Georgian, Armenian,
// Mongolian, Nepali, Sinhala, Marathi, Gujarati, Punjabi, Kannada, Telugu,
// Malayalam, Burmese, Khmer, Javanese, Somali, Zulu, Xhosa, Igbo,
// Kinyarwanda, Catalan, Basque, Galician, Welsh, Icelandic, the Baltic
// languages, Slovak, Croatian, Serbian, Bulgarian, Italian and Dutch,
// each in its own script. Its rows were left unread during the session
// that added it (its blind set) and in session 41; they are read openly
// since session 42.
func TestOutsider23Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider23-planted.tsv", outsider23RecallFloor)
	benign(t, "testdata/corpus/outsider23-benign.tsv", outsider23IntactFloor, outsider23FactsFloor)
}

// TestOutsider24Corpus reports the twenty-fourth outsider corpus (session
// 41), written as the twenty-third was, by a helper who read only the
// issue's first post, every row by hand, leaning to observatories' and
// space agencies' visitor systems, fishing licences and fish markets,
// forestry and wildfire services, mines and offshore crews, nuclear
// dosimetry, water meters, railway crews, trams, ferries and taxis, bike
// and scooter sharing, garages and tyre shops, repairs, movers and
// storage, laundries, tailors, jewellers, florists and photo studios,
// music, dance and martial-arts schools, chess federations, referees and
// doping control, stables, kennels and beekeepers, allotments,
// homeowners' associations, cemeteries and parish registers, donation
// systems, diaspora associations, trade-fair badges, translation
// agencies, publishers, newspapers, radio and podcasts, citizen science,
// petitions, whistleblower hotlines and ombudsmen, with weight on
// Vietnamese, Thai, Indonesian, Malay, Tagalog, Hindi, Bengali, Urdu,
// Tamil, Persian, Arabic, Hebrew, Turkish, Greek, Romanian, Hungarian,
// Czech, Ukrainian, Belarusian, the Nordic languages, Swahili, Amharic,
// Yoruba, Hausa, Afrikaans, the Balkan languages, Azerbaijani, Kyrgyz,
// Tajik, Pashto, Lao, Tibetan, Uyghur, Maltese, Irish, Luxembourgish,
// Quechua, Guarani, Maori, Samoan, Hawaiian and Haitian Creole, each in
// its own script. Its rows were left unread during the session that
// added it (its blind set) and in session 42; they are read openly since
// session 43.
func TestOutsider24Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider24-planted.tsv", outsider24RecallFloor)
	benign(t, "testdata/corpus/outsider24-benign.tsv", outsider24IntactFloor, outsider24FactsFloor)
}

// TestOutsider25Corpus reports the twenty-fifth outsider corpus (session
// 42), written as the twenty-fourth was, by a helper who read only the
// issue's first post, every row by hand, leaning to pharmacies and
// e-prescriptions, dental, optician, veterinary and fertility clinics,
// blood and plasma donation, gyms and fitness trackers, dating apps,
// wedding planners, kindergartens, care homes and home nursing,
// libraries, immigration lawyers and visa agencies, bail, probation and
// prison visits, tax advisers, charities, congregations' member lists,
// parties' and unions' member systems, car rental, parking, tolls and EV
// charging, smart homes, fleet telematics, farms, pawn shops and
// remittances, real-estate auctions and escape rooms, with weight on
// Brazilian Portuguese, Latin American Spanish, Canadian and African
// French, Swiss and Austrian German, Polish, Russian, Ukrainian,
// Japanese, Korean, Chinese, Vietnamese, Indonesian, Arabic, Hebrew,
// Turkish, Persian, Hindi, Tamil, Finnish, the Baltic languages,
// Slovenian, Albanian, Macedonian, Bosnian, Kurdish, Tigrinya, Oromo,
// Malagasy, Shona, Wolof, Fijian, Tongan, Sindhi, Odia, Assamese, Dutch,
// Danish and Norwegian, each in its own script. Its rows were left unread
// during the session that added it (its blind set) and in session 43;
// they are read openly since session 44.
func TestOutsider25Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider25-planted.tsv", outsider25RecallFloor)
	benign(t, "testdata/corpus/outsider25-benign.tsv", outsider25IntactFloor, outsider25FactsFloor)
}

// TestOutsider26Corpus reports the twenty-sixth outsider corpus (session
// 43), written as the twenty-fifth was, by a helper who read only the
// issue's first post, every row by hand, leaning to airlines, airports
// and travel agencies, hotels, telecom shops and call centres, insurance
// claims, HR, payroll and job boards, schools, universities and exam
// boards, courts, notaries and law firms, police reports, social services
// and housing benefits, tenant portals, utilities, online games, crypto
// exchanges, streaming, food delivery and ride hailing, second-hand
// marketplaces, genealogy, funeral homes, mental-health, addiction, HIV
// and sexual-health clinics, refugee NGOs and shelters, newsrooms and CI
// systems that leak tokens, with weight on Italian, Spanish, Catalan,
// Basque, Galician, Romanian, Hungarian, Czech, Slovak, Croatian,
// Serbian, Bulgarian, Greek, Georgian, Armenian, Azerbaijani, Kazakh,
// Uzbek, Mongolian, Thai, Lao, Khmer, Burmese, Malay, Filipino, Bengali,
// Urdu, Punjabi, Gujarati, Marathi, Telugu, Kannada, Malayalam, Nepali,
// Sinhala, Amharic, Swahili, Yoruba, Hausa, Igbo, Zulu, Xhosa, Afrikaans,
// Somali, Icelandic, Swedish, Irish, Welsh, Maltese, Luxembourgish,
// Maori, Samoan, Quechua and Guarani, each in its own script. Its rows
// are left unread during the session that added it (its blind set);
// later sessions may read them.
func TestOutsider26Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider26-planted.tsv", outsider26RecallFloor)
	benign(t, "testdata/corpus/outsider26-benign.tsv", outsider26IntactFloor, outsider26FactsFloor)
}

// TestOutsider27Corpus reports the twenty-seventh outsider corpus
// (session 44), written as the twenty-sixth was, by a helper who read
// only the first post, every row by hand, leaning to core banking
// and card processors, payouts, farm subsidies, veterinary clinics,
// faith, party and NGO donor lists, voter rolls, reservists and veterans,
// pharmacovigilance, blood banks, IVF, telehealth, gig platforms, customs
// and consulates, sports betting, wearables, fleet telematics, nurseries,
// adoption and foster care, prison calls, unions and works councils,
// dating, debt advice and call transcripts, with weight on Dutch,
// Flemish, Portuguese, French, Polish, Ukrainian, Russian, Belarusian,
// the Baltic and Nordic languages, Faroese, Frisian, Slovenian,
// Macedonian, Bosnian, Albanian, Turkish, Persian, Gulf and Maghreb
// Arabic, Hebrew, Kurdish, Pashto, Tamil, Hindi, Odia, Assamese,
// Vietnamese, Indonesian, Javanese, Cebuano, Korean, Chinese, Cantonese,
// Japanese, Tibetan, Uyghur, Tigrinya, Oromo, Kinyarwanda, Lingala,
// Wolof, Shona, Malagasy, Haitian Creole, Tok Pisin, Fijian, Tongan,
// Hawaiian, Breton, Occitan, Corsican and Romansh, each in its own
// script. Its rows are left unread during the session that added it (its
// blind set); later sessions may read them.
func TestOutsider27Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider27-planted.tsv", outsider27RecallFloor)
	benign(t, "testdata/corpus/outsider27-benign.tsv", outsider27IntactFloor, outsider27FactsFloor)
}

// TestOutsider12Corpus reports the twelfth outsider corpus (session 29),
// written as the eleventh was, by a helper who read only the first
// post, every row by hand, leaning to schools, HR and payroll, insurance
// claims, telecoms, travel, games, tax offices, NGOs, connected cars,
// streaming, dating apps and delivery, with weight on Arabic, Hebrew,
// Persian, Greek, the Slavic languages, Italian, Dutch, Catalan, Latin
// American Spanish and the South and South-East Asian languages, and on
// values inside serialisations (YAML, TOML, INI, CSV, GraphQL, protobuf
// text, Lua, Python, Ruby, Kotlin, C#). Its rows were left unread during the
// session that added it (its blind set) and the next (held out: counts
// only); session 31 opened it, with outsider13 and outsider14 held out.
func TestOutsider12Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider12-planted.tsv", outsider12RecallFloor)
	benign(t, "testdata/corpus/outsider12-benign.tsv", outsider12IntactFloor, outsider12FactsFloor)
}

// TestOutsider10Corpus reports the tenth outsider corpus (session 27),
// written as the ninth was, by a helper who read only the first
// post, every row by hand, leaning to retail, hospitals and laboratories,
// courts, utilities, connected cars, newsrooms, welfare agencies, security
// tooling and IoT firmware, with weight on the European languages. Its
// rows were left unread during the session that added it (its blind set);
// session 28 opened it.
func TestOutsider10Corpus(t *testing.T) {
	blindRecall(t, "testdata/corpus/outsider10-planted.tsv", outsider10RecallFloor)
	benign(t, "testdata/corpus/outsider10-benign.tsv", outsider10IntactFloor, outsider10FactsFloor)
}
