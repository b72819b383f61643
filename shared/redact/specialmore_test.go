package redact

import "testing"

// TestSpecialWider: special categories in more languages and positions
// (a medication or a disease after its key, a Romance spelling of a
// lexicon medication, a compound led by a category word, Devanagari words
// with their vowel signs, CJK keys with 名/명, conditions inside CJK runs,
// a sentence after a CJK full stop, the clause before a comma naming the
// person) are masked; the neighbours a triager needs are kept. Invented
// values.
func TestSpecialWider(t *testing.T) {
	checkProse(t, []proseCase{
		{"Erro ao gravar: medicamento=quetiapina 50 mg, dose=2x", []string{"quetiapina"}, []string{"Erro ao gravar", "dose=2x"}},
		{"Errore: nota paziente in terapia con fluoxetina da marzo", []string{"fluoxetina"}, []string{"Errore"}},
		{"Fehler: patologia=asma bronchiale, reparto=7", []string{"asma"}, []string{"Fehler", "reparto=7"}},
		{"Fout: werknemer heeft vakbondslidmaatschap opgezegd", []string{"vakbondslidmaatschap"}, []string{"Fout"}},
		{"Błąd: osoba skazana prawomocnie, import przerwany", []string{"skazana"}, []string{"Błąd"}},
		{"त्रुटि: रोगी को मधुमेह है", []string{"मधुमेह"}, []string{"त्रुटि"}},
		{"エラー: 病名=高血圧症, 患者ID=P-1", []string{"高血圧症"}, []string{"患者ID=P-1"}},
		{"오류: 진단명=당뇨병, 번호=7", []string{"당뇨병"}, []string{"번호=7"}},
		{"备注：乙肝携带，无法导出", []string{"乙肝携带"}, []string{"无法导出"}},
		// (under a memo's key: under 本文=, a message's body, the whole
		// text is the person's and is masked)
		{`メモ="注文が届きません。妊娠中で外出できません。"`, []string{"妊娠中で外出できません"}, []string{"注文が届きません"}},
		{"Fout: medewerker Jansen is lid van de bond, vakbondsbijdrage onbekend", []string{"Jansen"}, []string{"Fout"}},
		{"Error: estado_migratorio='sin permiso vigente', expediente=9", []string{"sin permiso vigente"}, []string{"expediente=9"}},
		{"Error: reason 'IVF-treatment' not accepted", []string{"IVF-treatment"}, []string{"not accepted"}},
		// a health term before a word programs write too (patient), and
		// an immigration word of four letters, lead a compound
		{`Fehler: Lieferhinweis "bin Dialysepatient, bitte vor 8 Uhr" abgeschnitten`, []string{"Dialysepatient"}, []string{"Fehler: Lieferhinweis"}},
		{`Fout: status="asylzoeker, aangevraagd" niet toegestaan`, []string{"asylzoeker"}, []string{"niet toegestaan"}},
		// a compound whose head is a health word of the lexicon names a
		// kind of it (an addiction to gambling); a verb's particle before
		// the same letters (untersucht: examined) is no compound's part
		{"Fehler: Kündigungsgrund Kaufsucht nicht erlaubt", []string{"Kaufsucht"}, []string{"Fehler"}},
		{"Fout: klant is gokverslaafd volgens dossier 88", []string{"gokverslaafd"}, []string{"Fout"}},
		{"Fehler: Datei wurde untersucht, Checksumme falsch", nil, []string{"untersucht", "Checksumme falsch"}},
		{"Fehler: Region heimgesucht, Import abgebrochen", nil, []string{"heimgesucht"}},
		// the neighbours: a word that only starts like a category, code,
		// a Han run without a condition, a machine's state
		{"Fehler: Haftungsausschluss fehlt", nil, []string{"Haftungsausschluss"}},
		{"Fehler: Haftpflichtversicherung abgelaufen", nil, []string{"Haftpflichtversicherung"}},
		{"Fehler: Romantikhotel nicht gefunden", nil, []string{"Romantikhotel"}},
		{"Error: LithiumBatteryError in driver", nil, []string{"LithiumBatteryError"}},
		{"エラー: 設定.病院コードが不正です", nil, []string{"エラー"}},
		{"disease_code=J45 unknown", nil, []string{"disease_code=J45"}},
		{"Error: condition=healthy, retries=3", nil, []string{"condition=healthy"}},
	})
}

// TestSpecialStemsAndForms: a category word in a form no list holds (a
// stem's case ending in Czech, Finnish, Hungarian and Romanian, an English
// possessive before the condition's noun), Indonesian words, a clinical
// trial's arm and CJK immigration terms mask their clause; an identifier's
// camel case (a health product's class), a snake_case table and a word
// that only shares a stem's letters stay. Invented values.
func TestSpecialStemsAndForms(t *testing.T) {
	checkProse(t, []proseCase{
		{"Chyba: pacientka podstupuje chemoterapii od března, záznam neuložen", []string{"chemoterapii"}, []string{"Chyba", "záznam neuložen"}},
		{"Virhe: hakijalla merkintä rikosrekisterissä, haku keskeytetty", []string{"rikosrekisterissä"}, []string{"Virhe", "haku keskeytetty"}},
		{"Hiba: az ügyfél drogfüggőségét rögzítették, exportálás megszakítva", []string{"drogfüggőségét"}, []string{"Hiba", "exportálás megszakítva"}},
		{"Eroare: angajatul este condamnată definitiv, export oprit", []string{"condamnată"}, []string{"Eroare", "export oprit"}},
		{"Erro: paciente com hepatite B crónica, exportação cancelada", []string{"hepatite"}, []string{"Erro", "exportação cancelada"}},
		{"Gagal: karyawan sedang hamil, data belum disimpan", []string{"hamil"}, []string{"Gagal", "data belum disimpan"}},
		{"import warning: patient 17 has Alzheimer's disease, row skipped", []string{"Alzheimer"}, []string{"import warning", "row skipped"}},
		{"sync: enrolee 5521 allocated to the placebo arm, record held", []string{"placebo arm"}, []string{"sync", "record held"}},
		{"同步失败：租户为难民，缺少证件", []string{"难民"}, []string{"同步失败", "缺少证件"}},
		{"오류: 신청자는 난민 신분입니다, 저장 실패", []string{"난민"}, []string{"오류"}},
		{"Falha: locatário já cumpre pena em regime aberto, cadastro suspenso", []string{"cumpre pena"}, []string{"Falha", "cadastro suspenso"}},
		{"Error: solicitante cumplió condena en 2019, alta rechazada", []string{"cumplió condena"}, []string{"Error", "alta rechazada"}},
		{"Lỗi: bệnh nhân 12 đang điều trị bệnh lao, không gửi được", []string{"bệnh lao"}, []string{"Lỗi", "không gửi được"}},
		// the neighbours
		{"Error: served time 35ms, request ok", nil, []string{"served time 35ms, request ok"}},
		{"HepatitisService: upstream timeout after 30s", nil, []string{"HepatitisService: upstream timeout"}},
		{"DiabetesCareClient failed to connect", nil, []string{"DiabetesCareClient failed"}},
		{"relation placebo_arms does not exist", nil, []string{"placebo_arms does not exist"}},
		{"the user's session expired, sign in again", nil, []string{"the user's session expired"}},
		{"Chyba: soubor chemie.csv nenalezen", nil, []string{"chemie.csv"}},
	})
}
