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
