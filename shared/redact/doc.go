// Package redact removes secrets and personal data from free text and
// neutralises characters that could hide or reorder text. It runs on parsed
// values, before any truncation, so a secret is never cut into a prefix no
// rule recognises. docs/privacy.md is the policy; this is where each part
// of it lives, in the order a value passes through.
//
// Before anything is scanned: Neutralise (neutralise.go) removes invisible
// and control characters; the fence's tag name is defused in every spelling
// (fence.go); percent-, HTML- and JSON-escapes are undone (decode.go);
// look-alike characters are read as the ASCII they stand for (package
// fold), through an offset map, so what is kept comes out as it came in.
//
// The engine: Redactor, the scan of one text and its spans, placeholders
// naming the class (redact.go, spans.go); no span ending inside a word
// (wordends.go), none eating a bracket it does not close (spanbrackets.go);
// the request's deadline and fairly shared redaction budget
// (budget.go); the memory of recent results (memo.go);
// facts and script guards several detectors ask once (scanfacts.go,
// scriptscan.go, grams.go); word sets and word runs (wordset.go,
// wordruns.go); the helpers of strings, utf8 and unicode it calls most,
// written for the bootstrap's size (strs.go).
//
// Strong detectors, which name the class they find and always win:
// credential formats, keys naming secrets, secrets in prose and on command
// lines, in code's assignments, after the word for a password and under a field named on the line
// above (secrets.go, urlsecrets.go, magicklocations.go (ImageMagick's source location, no secret), secretkeys.go, codeassign.go, secretfields.go, secretprose.go, passphrases.go, pwshapes.go (a chosen password by its classes, wherever it stands),
// otpsecrets.go, cli.go, pgpass.go, prompts.go, credpositions.go, intl.go, pwforms.go, pwlabels.go, opencodes.go (a code that opens a door or a safe, after its label), mysqlanswers_gen.go,
// tokenruns.go, printable.go, printablefields.go, passwords_cased.go,
// phraseruns.go); e-mail addresses and phones (pii.go), IP and MAC addresses (netaddrs.go); cards,
// IBANs and national ids with their checks (cards.go, ids.go, natids.go,
// codicefiscale.go, mrz.go, doclabels.go, docwords.go, routingnumbers.go, upi.go; the algorithms in package
// checkdigit); a card's expiry and security code and a blood group under
// their keys (cardcodes.go); plates, places and addresses (plates.go,
// plates_intl.go, platekeys.go, abendcodes.go (a z/OS step's completion codes, no plate), vehicleplates.go, thaiplates.go, places.go, streets.go, slavicstreets.go,
// addresses_intl.go, cjkaddress.go, dmsgeo.go, localaddress.go, stays.go, whereabouts.go, institutions.go); pay and balances (pay.go,
// payintl.go, balances.go, personalamounts.go, cardending.go); health and special categories (health.go,
// diagcodes.go, special*.go: specialturkic.go, Kazakh, Kyrgyz and Tatar endings); values whose shape says what they are
// (shapes.go, wordshapes.go), and shapes that say a value is none
// (pkgversions.go: Debian's package versions, date and time formats), and
// user files' names (files.go, docfiles.go).
//
// Where values stand, whatever their class: quoted strings, line tails,
// record fields and files (structure.go); any key's value, flags, XML text
// (positions.go, readvalue.go, keyed.go, recordkeys.go, keyseps.go, keys.go, spacedkeys.go, namedvalues.go, erlangpairs.go,
// keywords.go, xmlvalues.go, bracketed.go); rows and listings a program
// prints (rows.go, keyrows.go, tablecols.go, processrows.go, listings.go, sqlerr.go,
// sqlnames.go, accesslog.go, authlogs.go, blame.go); the keys and words
// that say a value is a person's (loginwords.go, loginvalues.go, bylogins.go, forlogins.go, leadnames.go, loginpossessives.go, wordlogins.go, accountechoes.go, nameechoes.go, spacedhandles.go, loginplaces.go,
// accounts_quoted.go, owners.go (a firm's glued handle: firmhandles.go), pathowners.go, rolepaths.go, socialprofiles.go,
// cachekeys.go, contentkeys.go, describekeys.go; a person's own message,
// usertext.go, inperson.go, textlabels.go, speechmarks.go, textclauses.go) or is a message, not a
// value (messages.go, codedmessages.go, validfor.go, caselessvalues.go,
// goprefix.go), and the value a validation message names (validvalues.go).
//
// How a value is judged: a word passes only when it is known (judge.go, judgetoken.go,
// numberbrackets.go, knowledge.go): a word of a language's dictionaries or of the translation
// catalogues (package words), a technical or code word (cloudterms.go,
// loanwords.go, moreloans.go, pathsoftware.go, licences.go,
// clausewords.go), the event's own code and the code the text itself names
// (code.go, owncode.go), the organisation's names of things (vocab.go,
// label.go), a recognised identifier (identifiers.go, idformats.go, logfmtids.go, stdnumbers.go, moments.go, techids.go, traderefs.go,
// identpieces.go, valuekinds.go, keep.go), a name of a thing
// (brandnames.go, productnames.go, organisations.go, companywords.go,
// firmpairs.go), a job title where the text names an occupation
// (occupations.go). Words are asked in the forms texts write them: stems and
// endings of each language (stems.go, wordforms.go, verbforms.go,
// moreforms.go, latinforms.go, hungarianforms.go, finnishforms.go, czechforms.go, turkishverbs.go,
// greekforms.go, idforms.go, schemaforms.go, compounds.go,
// latercompounds.go, accents.go,
// marks.go, unmarked.go), and the scripts written without spaces or
// capitals (segment.go, hangul.go, caselessforms.go, hanwords.go,
// hebrewarticle.go, thainegation.go; Khmer, Lao and Myanmar: unspaced.go).
//
// People's names outside values: in the text's script or another
// (scripts.go, namedata.go, propernames.go, foreignsentences.go, errorsource.go, semnames.go, scriptnames.go: persiannames.go, vietnames.go, cyrillicnames.go, greeknames.go, hanprepnames.go, thaititles.go, thaiglued.go, honorificnames.go; rolenames.go, caselessnamenouns.go, indicnames.go, pairnames.go, ethiopicnames.go, brahmic.go, caucasusnames.go, kananames.go, han*.go,
// cjk*.go), after a person's noun and in small letters (names.go, namewords.go,
// lowernames.go, namerest.go, particlenames.go, wholename.go), written as
// one token (slugs.go, slugpairs.go, personslugs.go, gluednames.go, handles.go, handlewords.go, tagaloglinker.go, rolehandles.go,
// logins.go), in devices' and machines' names and ids (devices.go, deviceids.go, deviceowners.go,
// devicehosts.go, smbiosids.go).
//
// Last, the two default-deny rules the identifiers a triager needs are
// protected from: long digit runs (digitruns.go, digitshapes.go, numbers.go;
// the numbers a code's label, a reference of slashes or an API's path names,
// codelabels.go) and random runs (identifiers.go).
package redact
