package redact

import "testing"

// TestSpecialCodeNamedInProse: a religion word that code knows only as a
// schema.org type (catholic, buddhist, mosque, synagogue, halal, kosher)
// masks its clause in prose, as do the religion and union words the
// lexicon gained (ramadan, priest, imam, rabbi, hijab, Teamsters, SEIU);
// the same words as a type name in code, quoted alone, after "type", or
// joined into an identifier, stay. Invented texts.
func TestSpecialCodeNamedInProse(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: note: user is a practising catholic, escalate", []string{"practising catholic"}, []string{"Error", "escalate"}},
		{"Warn: shift swap: prays at the mosque on fridays; retry later", []string{"mosque"}, []string{"retry later"}},
		{"Error: employee is Buddhist and asked for leave, ticket 4471", []string{"Buddhist"}, []string{"ticket 4471"}},
		{"Error: guest requested a kosher meal, order 8812 held", []string{"kosher meal"}, []string{"order 8812 held"}},
		{"Fehler: Mitarbeiter fastet im Ramadan; Schichtplan ungültig", []string{"Ramadan"}, []string{"Schichtplan ungültig"}},
		{"Error: applicant listed the local imam as a reference; form 12 rejected", []string{"imam"}, []string{"form 12 rejected"}},
		{"Error: comment: she is a member of the Teamsters, invoice 77 held", []string{"Teamsters"}, []string{"invoice 77 held"}},
		{"Error: payroll deduction for SEIU dues failed; batch 9", []string{"SEIU"}, []string{"batch 9"}},
		{"Error: wears a hijab in the badge photo; upload again", []string{"hijab"}, []string{"upload again"}},
		// code: schema.org types and identifiers
		{`ValidationError: {"@type": "Mosque", "name": "Al-Noor"} has no address`, nil, []string{`"@type": "Mosque"`}},
		{"schema.org type Synagogue is not supported by the renderer", nil, []string{"type Synagogue"}},
		{"KeyError: 'kosher' in diet_options", nil, []string{"'kosher'"}},
		// a condition a registry names a package after, in English prose
		{"Error: the patient has covid and a fever, shift 12 cancelled", []string{"covid"}, []string{"shift 12 cancelled"}},
		{"Error: user reported pregnancy complications yesterday; ticket 4471", []string{"pregnancy"}, []string{"ticket 4471"}},
		{"ModuleNotFoundError: No module named 'pregnancy'", nil, []string{"No module named 'pregnancy'"}},
		{"covid tracker sync failed", nil, []string{"covid tracker sync failed"}},
		// letters of mixed case glued to digits are a token's, not a union's
		{"cache miss for x CgT2fNT49 y", nil, []string{"cache miss for x CgT2fNT49 y"}},
		{"Error: note: member of the cgt union since 2019, ticket 4471", []string{"cgt union"}, []string{"ticket 4471"}},
		{"unknown enum value restrictedDiet=HalalDiet", nil, []string{"HalalDiet"}},
		{"TypeError: schema:Mosque is not a Place", nil, []string{"schema:Mosque"}},
		{"warning: halal_menu.json missing", nil, []string{"halal_menu.json"}},
	})
}

// TestSpecialProgramForms: a health word of the lexicon that is an -ing or
// -ed form of a code word (purging: purge) and a catalogue's word French
// wrote without the accent of its capital (Echec: échec) are program
// words, as the words themselves are; a conviction's form (sentenced) and
// a short word another language's accents would make known (gay: gây)
// stay the lexicon's. Invented texts.
func TestSpecialProgramForms(t *testing.T) {
	checkProse(t, []proseCase{
		{"dpkg: warning: Not purging directory /var/cache/nginx", nil, []string{"Not purging directory /var/cache/nginx"}},
		{"cache: purging key orders:42 failed after 3 tries", nil, []string{"purging key orders:42 failed"}},
		{"make: *** Echec de la connexion au serveur db-7", nil, []string{"Echec de la connexion au serveur db-7"}},
		{"Error: note: inmate sentenced in 2019, transfer blocked", []string{"sentenced"}, []string{"Error", "transfer blocked"}},
		{`ContentPolicyError: field bio contains "openly gay and proud"; review required`, []string{"gay"}, []string{"review required"}},
	})
}

// TestSpecialSoftwareWords: an ICD-10-CM word that software's own documents
// use (asymmetric, granular, latent, unrestricted, irreversible: knowgen's
// softwareWords) says nothing of a person in an error's text, and
// "stateless" of a session is no immigration status; the condition beside
// them (tuberculosis, depression) and a stateless person still mask their
// clause. Invented texts.
func TestSpecialSoftwareWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"crypto: asymmetric key algorithm not supported", nil, []string{"asymmetric key algorithm not supported"}},
		{"scheduler: latent error in worker pool 3", nil, []string{"latent error in worker pool 3"}},
		{"s3: granular permissions are disabled for bucket logs", nil, []string{"granular permissions are disabled"}},
		{"upload: unrestricted file upload blocked by policy", nil, []string{"unrestricted file upload blocked"}},
		{"migrate: irreversible migration 0042 cannot be reversed", nil, []string{"irreversible migration 0042"}},
		{"di: inversion of control container failed to start", nil, []string{"inversion of control container"}},
		{"auth: stateless session token expired", nil, []string{"stateless session token expired"}},
		{"Error: note: latent tuberculosis confirmed, ticket 81 held", []string{"tuberculosis"}, []string{"ticket 81 held"}},
		{"Error: comment: patient has recurrent depression; form 7 rejected", []string{"depression"}, []string{"form 7 rejected"}},
		{"Error: applicant is a stateless person; case 12 reopened", []string{"stateless person"}, []string{"case 12 reopened"}},
	})
}

// TestSpecialWordBeforeLegalForm: a special-category word directly before a
// legal form is a company's name (Krebs, German for cancer, a surname too;
// Parkinson), which keeps its clause; the word with no legal form after it
// still masks its clause. Invented texts.
func TestSpecialWordBeforeLegalForm(t *testing.T) {
	checkProse(t, []proseCase{
		{"partner Krebs GmbH & Co. KG rejected the webhook: 410 Gone", nil, []string{"partner Krebs GmbH & Co. KG rejected the webhook"}},
		{"ERROR: vendor Parkinson Ltd not found in catalogue", nil, []string{"vendor Parkinson Ltd not found"}},
		{"Hinweis: Patient hat Krebs, Termin 12 verschoben", []string{"Krebs"}, []string{"Termin 12 verschoben"}},
		{"note: diagnosed with Parkinson last year; ticket 5", []string{"Parkinson"}, []string{"ticket 5"}},
		// the special word first of a company's name of several words
		{"invoice export failed: supplier Gay Lamy S.A.R.L. has no VAT profile", nil, []string{"supplier Gay Lamy S.A.R.L. has no VAT profile"}},
		{"note: patient Gay Lamy reported a relapse, ticket 5", []string{"Gay Lamy reported a relapse"}, []string{"ticket 5"}},
		{"the user is gay and lives in Lyon; ticket 5", []string{"gay"}, []string{"ticket 5"}},
	})
}

// TestSpecialErrorChainLink: a lexicon word in lower case that is a link of
// an error's prefix chain (Error: biometrics: not enrolled, iOS's and
// Android's LocalAuthentication) names the component that failed; the same
// word before a value (diabetes: type 2) or in a sentence masks its
// clause. Invented texts.
func TestSpecialErrorChainLink(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: biometrics: not enrolled", nil, []string{"Error: biometrics: not enrolled"}},
		{"failed: biometrics: unavailable on this device", nil, []string{"failed: biometrics: unavailable on this device"}},
		{"error: diabetes: type 2", []string{"diabetes"}, []string{"type 2"}},
		{"Error: patient has diabetes: admitted", []string{"diabetes"}, []string{"admitted"}},
	})
}

// TestSpecialMembersAndTemplates: a member's word beside a party's or a
// union's short name in capitals, or a union the lexicon names inside an
// organisation's name, masks its clause; a biometric template does too; a
// technical acronym or a group after the member's word stays. Invented
// texts.
func TestSpecialMembersAndTemplates(t *testing.T) {
	checkProse(t, []proseCase{
		{"Errore trattenuta: il dipendente è membro della UILM ma il codice manca", []string{"UILM"}, []string{"Errore trattenuta"}},
		{"Moderation: Nutzer 7712 (DKP-Mitglied laut Profil) – nicht gespeichert", []string{"DKP-Mitglied"}, []string{"nicht gespeichert"}},
		{"Error: Vermerk: Mitglied der IG Metall", []string{"IG Metall"}, []string{"Vermerk:"}},
		{"sync error: fingerprint template 9c2e7b for user 00412 rejected (quality 31)", []string{"fingerprint template", "9c2e7b"}, []string{"(quality 31)"}},
		// the neighbours
		{"Fehler: Benutzer ist kein Mitglied der Gruppe Domänen-Admins", nil, []string{"Mitglied der Gruppe Domänen-Admins"}},
		{"Fehler: Team-Mitglied nicht gefunden", nil, []string{"Team-Mitglied nicht gefunden"}},
		{"Error: template engine failed to render fingerprint.html", nil, []string{"template engine failed"}},
	})
}

// TestSpecialRomanceCognatesAndCountries: Portuguese and Italian spell the
// religion, orientation, party and union words their own way (knowgen's
// specialmore.go) and mask their clause; a lexicon word that a country's
// name writes (democratic, Islamic, socialist in iso-codes' translations)
// beside a country's word names the state and stays; Arabic conditions
// of GNU Health's ICD-10 titles mask theirs. Invented texts.
func TestSpecialRomanceCognatesAndCountries(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erro ao atualizar cadastro: paciente transgênero em processo de retificação", []string{"transgênero"}, []string{"Erro ao atualizar cadastro"}},
		{"Errore: nota del profilo: utente omosessuale, campo 12 troppo lungo", []string{"omosessuale"}, []string{"Errore"}},
		{"Erro: nota: o cliente é homossexual; tente de novo", []string{"homossexual"}, []string{"Erro: nota:"}},
		// a country's name, in the languages iso-codes translates it into
		{"Chyba: adresa v zemi Demokratická republika Kongo není podporována", nil, []string{"Demokratická republika Kongo"}},
		{"Erro: país República Democrática do Congo não suportado", nil, []string{"República Democrática do Congo"}},
		{"Errore: paese Repubblica Democratica del Congo non valido", nil, []string{"Repubblica Democratica del Congo"}},
		// Arabic conditions as GNU Health's ICD-10 titles write them
		{"خطأ: المريض يعاني من الدفتيريا، الرجاء المحاولة لاحقا", []string{"الدفتيريا"}, []string{"الرجاء المحاولة لاحقا"}},
		{"خطأ: تشخيص المريض داء الشعيات والنموذج غير مكتمل", []string{"داء الشعيات"}, []string{"خطأ:"}},
		{"خطأ: فشل الاتصال بالخادم، الرجاء المحاولة لاحقا", nil, []string{"فشل الاتصال بالخادم، الرجاء المحاولة لاحقا"}},
		// without a country's word, the party's adjective is a value still
		{"Chyba: poznámka: uživatel je členem Občanská demokratická strana", []string{"demokratická"}, []string{"Chyba"}},
	})
}

// TestSpecialClauseEdges: a special-category clause is bounded by the
// quotes around its phrase (German „…“ and English “…” as guillemets
// are), by a code token beside it (an error's constant, the event's own
// code) and by a version, which is none of it; a capitalised word of a
// product's name the brands data holds (Pipistrel Sinus) is no condition;
// the group after "member of the" with a technical noun after it is a
// thing's name. Invented texts after session 25's read damages.
func TestSpecialClauseEdges(t *testing.T) {
	checkProse(t, []proseCase{
		{"Bewerbermanagement: Freitext „ist AfD-Mitglied laut Social Media“ enthält unzulässige Angabe", []string{"AfD-Mitglied", "Social Media"}, []string{"Bewerbermanagement: Freitext „", "“ enthält unzulässige Angabe"}},
		{"Import: note “patient is HIV positive” was truncated", []string{"HIV positive"}, []string{"Import: note “", "” was truncated"}},
		{"Android BiometricPrompt error: ERROR_HW_UNAVAILABLE while enrolling fingerprint template 3f8a9c2e7b1d for user 0", []string{"fingerprint template", "3f8a9c2e7b1d"}, []string{"error: ERROR_HW_UNAVAILABLE "}},
		{"sync failed: diagnosis diabetes mellitus rejected by VALIDATION_RULE_FAILED", []string{"diabetes"}, []string{"VALIDATION_RULE_FAILED"}},
		{"Notiz zu Kandidat 8812: vorbestraft wegen Körperverletzung (2018), Führungszeugnis angefordert", []string{"vorbestraft", "Führungszeugnis"}, []string{"(2018), "}},
		{"patient has diabetes since firmware 4.2.1 update", []string{"diabetes"}, []string{"4.2.1 update"}},
		// a comma inside the quote is the quote's; a condition's code is
		// no version (E11.9 stays in what is masked as before)
		{"エラー: 診療メモ「エイズ陽性、抗ウイルス薬服用中」を保存できません", []string{"エイズ陽性", "抗ウイルス薬服用中"}, []string{"診療メモ「", "」を保存できません"}},
		{"HL7 parse error at segment 4: DG1|1||E11.9^Type 2 diabetes mellitus without complications^I10|||A|| unexpected", []string{"9^Type", "diabetes"}, []string{"unexpected"}},
		{"ClaimRejected: ICD F20.0 paranoid schizophrenia excluded under policy clause 4.2", []string{"F20.0", "schizophrenia"}, []string{"ClaimRejected: ICD", " 4.2"}},
		// the neighbours: a product's name, a directory's group
		{"Pipistrel Sinus not supported by firmware 4.2.1", nil, []string{"Pipistrel Sinus not supported by firmware 4.2.1"}},
		{"user jdoe is a member of the AD group Domain Admins", nil, []string{"member of the AD group Domain Admins"}},
		{"principal is not a member of the IAM role deploy-prod", nil, []string{"member of the IAM role deploy-prod"}},
		{"user is a member of the PCF party", []string{"PCF"}, []string{"user is a member of"}},
		{"user is a member of the CGT union", []string{"CGT"}, nil},
	})
}

// TestSpecialSemiticClitics: an Arabic or Hebrew word of the lexicon
// written with a proclitic or an attached pronoun, or with an
// accusative's tanwin, masks its clause as the bare word does; a
// technical word behind the same proclitics stays. Invented texts.
func TestSpecialSemiticClitics(t *testing.T) {
	checkProse(t, []proseCase{
		{"خطأ: تعذر حفظ الطلب لأن الموظف مصاب بالصرع", []string{"بالصرع"}, []string{"خطأ:"}},
		{"خطأ: ملاحظة الملف: للاجئين والمبعد، الرجاء المراجعة", []string{"والمبعد"}, []string{"خطأ: ملاحظة الملف:"}},
		{"خطأ: سجل العميل 4410 يذكره مسلماً", []string{"مسلماً"}, []string{"خطأ:"}},
		{"שגיאה: הערה בתיק: מתפלל במסגד בכל יום", []string{"במסגד"}, []string{"שגיאה:"}},
		// the same proclitics before a technical word
		{"خطأ: تعذر الوصول إلى الملف بالمسار المحدد والمستخدم غير موجود", nil, []string{"تعذر الوصول إلى الملف بالمسار المحدد والمستخدم غير موجود"}},
		{"שגיאה: לא ניתן להתחבר לשרת בפורט 8080", nil, []string{"לא ניתן להתחבר לשרת בפורט 8080"}},
	})
}

// TestSpecialElided: a lexicon word behind French's or Italian's elided
// article or preposition (d'asile, l'epilessia) is the word; an elided
// word of no category (l'utilisateur, dell'opzione) stays. Invented texts.
func TestSpecialElided(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erreur 12 : le statut demandeur d'asile n'est pas accepté", []string{"asile"}, []string{"Erreur 12 : le statut demandeur d'"}},
		{"Errore 7: paziente con l'epilessia, ricetta non registrata", []string{"epilessia"}, []string{"Errore 7: paziente con l'", "ricetta non registrata"}},
		{"Erreur : l'utilisateur n'existe pas", nil, []string{"Erreur : l'utilisateur n'existe pas"}},
		{"Errore: valore dell'opzione non valido", nil, []string{"Errore: valore dell'opzione non valido"}},
	})
}
