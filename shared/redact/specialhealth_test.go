package redact

import (
	"testing"

	wordlist "glitchtip-mcp/shared/redact/words"
)

// TestSpecialTranslatedConditions: a condition named in the words of
// ICD-10's translated titles (words.Health, from GNU Health's catalogues)
// masks its clause in German, French, Portuguese, Spanish and Greek prose
// and inside Japanese and Chinese runs,
// where the English lexicon and the hand lists knew none of them; the
// localised error text around such words, and the general words the
// titles share with it, stay. Invented sentences.
func TestSpecialTranslatedConditions(t *testing.T) {
	checkProse(t, []proseCase{
		{"Termin für Versicherten 4471 mit Sarkoidose konnte nicht verschoben werden", []string{"Sarkoidose"}, nil},
		{"Помилка: епізод «інсульт» пацієнта 4471 не закрито. Повторіть", []string{"інсульт"}, []string{"Повторіть"}},
		{"Nachteilsausgleich: Grund ADHS, Verlängerung fehlt", []string{"ADHS"}, []string{"Verlängerung fehlt"}},
		{"İşe alım hatası: adayın sabıka kaydı var. Belge eksik", []string{"sabıka"}, []string{"Belge eksik"}},
		{"Rendez-vous du patient 4471 atteint de sarcoïdose non déplacé", []string{"sarcoïdose"}, nil},
		{"O paciente 4471 sofre de esclerose múltipla e não pode ser transferido", []string{"esclerose"}, nil},
		{"Ο ασθενής 4471 έχει ηπατίτιδα και δεν μεταφέρθηκε", []string{"ηπατίτιδα"}, nil},
		{"Import 88 abgebrochen. Versicherter leidet an Hyperbilirubinämie laut Akte", []string{"Hyperbilirubinämie"}, []string{"Import 88 abgebrochen"}},
		// inside a Japanese run, where a condition's name ends in 症 or 炎
		{"ユーザー4471はアトピー性皮膚炎で予約できません", []string{"アトピー性皮膚炎"}, nil},
		{"患者4471は多発性硬化症のため移動できません", []string{"多発性硬化症"}, nil},
		{"用户4471确诊中耳炎，预约失败", []string{"中耳炎"}, []string{"预约失败"}},
		// a disorder, 障害 / 障碍, ends the mental and developmental ones
		{"社員4471は強迫性障害のため出張できません", []string{"強迫性障害"}, nil},
		{"用户4471患有焦虑障碍，预约失败", []string{"焦虑障碍"}, []string{"预约失败"}},
		// the short name of a qualifier in 性 and the morpheme, the
		// modifier between left out (急性心筋梗塞, 恐怖性焦虑障碍)
		{"会員4471は急性梗塞で入院したため解約できません", []string{"急性梗塞"}, nil},
		{"员工4471有恐怖性障碍，排班失败", []string{"恐怖性障碍"}, []string{"排班失败"}},
		// localised error text of the same languages stays, and CJK runs
		// whose words the titles share (断裂, 障害, 一次性, 不成功)
		{"错误：连接断裂，请重试", nil, []string{"错误：连接断裂，请重试"}},
		{"エラー: システム障害が発生しました", nil, []string{"エラー: システム障害が発生しました"}},
		{"操作不成功，一次性密码已过期", nil, []string{"操作不成功，一次性密码已过期"}},
		{"エラー: ネットワーク障害のため接続できません", nil, []string{"エラー: ネットワーク障害のため接続できません"}},
		{"警告: 通信障害が発生しました (ノード 7)", nil, []string{"警告: 通信障害が発生しました (ノード 7)"}},
		{"提示：无障碍模式已关闭", nil, []string{"提示：无障碍模式已关闭"}},
		{"Fehler: Konfigurationsdatei ist beschädigt", nil, []string{"Fehler: Konfigurationsdatei ist beschädigt"}},
		{"Erreur : délai d'attente dépassé pour la connexion au serveur", nil, []string{"Erreur : délai d'attente dépassé pour la connexion au serveur"}},
		{"Erro: arquivo corrompido durante a transferência", nil, []string{"Erro: arquivo corrompido durante a transferência"}},
		{"Σφάλμα: δεν βρέθηκε το αρχείο ρυθμίσεων", nil, []string{"Σφάλμα: δεν βρέθηκε το αρχείο ρυθμίσεων"}},
		{"Die Synchronisation des Knotens 7 ist fehlgeschlagen, Replikation gestoppt", nil, []string{"Die Synchronisation des Knotens 7 ist fehlgeschlagen, Replikation gestoppt"}},
		{"La réplication du nœud 7 a échoué, synchronisation interrompue", nil, []string{"La réplication du nœud 7 a échoué, synchronisation interrompue"}},
		// a title's word that software's catalogues write in a sense of
		// their own (postérieure: ld's and bfd's of an address) is the
		// template's; the lexicon's words still mask their clause
		{"ValidationException: Le champ date de départ doit être une date postérieure à date d'arrivée.", nil, []string{"Le champ date de départ doit être une date postérieure à date d'arrivée."}},
		{"Cadastro 4471 recusado: campo orientação = homossexualidade", []string{"homossexualidade"}, []string{"Cadastro 4471 recusado"}},
		{"Rendez-vous du patient 4471 atteint de sarcoïdose postérieure non déplacé", []string{"sarcoïdose"}, nil},
	})
}

// TestSpecialHealthCompounds: a Germanic compound whose head is a
// condition's word and whose modifier a known word names a condition
// (Kreislauf|kollaps, Herz|infarkt, Lebensmittel|allergie) and masks its
// clause; compounds of program words (Verbindungs|aufbau, Datenbank|verbindung)
// and a condition word as the modifier of a register's name stay.
// Invented sentences.
func TestSpecialHealthCompounds(t *testing.T) {
	checkProse(t, []proseCase{
		{"Smartwatch-Alarm: möglicher Kreislaufkollaps bei Nutzer 4471", []string{"Kreislaufkollaps"}, []string{"Smartwatch-Alarm:"}},
		{"Versicherter 4471: Verdacht auf Herzinfarkt, Termin verschoben", []string{"Herzinfarkt"}, nil},
		{"Anmeldung (Lebensmittelallergie: Nüsse) nicht gespeichert", []string{"Lebensmittelallergie"}, []string{"nicht gespeichert"}},
		{"Mitarbeiterin 4471 hat Brustkrebs, Schichtplan nicht erstellt", []string{"Brustkrebs"}, nil},
		{"Patient lehnt Bluttransfusion ab", []string{"Bluttransfusion"}, nil},
		{"Fehler: Verbindungsaufbau fehlgeschlagen, Zeitüberschreitung", nil, []string{"Fehler: Verbindungsaufbau fehlgeschlagen, Zeitüberschreitung"}},
		{"Datenbankverbindung konnte nicht hergestellt werden", nil, []string{"Datenbankverbindung konnte nicht hergestellt werden"}},
		{"Krebsregister Export fehlgeschlagen", nil, []string{"Krebsregister Export fehlgeschlagen"}},
		{"Speicherüberlauf im Systemkern, Sicherheitsprotokoll fehlgeschlagen", nil, []string{"Speicherüberlauf im Systemkern, Sicherheitsprotokoll fehlgeschlagen"}},
	})
}

// TestSlavicSpecialForms: a Polish, Russian or Ukrainian special-category
// word of the lists in the case its sentence puts it in is found through
// its nominative; a longer word that starts like a short one (ракета,
// rakieta beside рак) and the error text around stay. Invented sentences.
func TestSlavicSpecialForms(t *testing.T) {
	checkProse(t, []proseCase{
		{"Pacjent 4471 choruje na cukrzycę typu 1 i nie może być przeniesiony", []string{"cukrzycę"}, nil},
		{"У клиента 5 подтверждена депрессией, перенос невозможен", []string{"депрессией"}, []string{"перенос невозможен"}},
		{"Клиентка 5 на сроке беременности 20 недель, запись отменена", []string{"беременности"}, []string{"запись отменена"}},
		{"Pracownica 44 choruje na depresję, zwolnienie nie zapisane", []string{"depresję"}, []string{"zwolnienie nie zapisane"}},
		{"Rakieta 5 wystartowała, telemetria niedostępna", nil, []string{"Rakieta 5 wystartowała, telemetria niedostępna"}},
		{"Ошибка: ракета 5 не найдена", nil, []string{"Ошибка: ракета 5 не найдена"}},
		{"Помилка: з'єднання з базою даних втрачено", nil, []string{"Помилка: з'єднання з базою даних втрачено"}},
	})
}

// TestHealthWords: the filter holds translated condition words and leaves
// out each language's frequent words, the catalogues' words and people's
// names (an eponym: Hodgkin).
func TestHealthWords(t *testing.T) {
	for _, c := range []struct {
		w    string
		want bool
	}{
		{"sarkoidose", true}, {"sarcoïdose", true}, {"esclerose", true}, {"ηπατίτιδα", true}, {"hyperbilirubinämie", true},
		{"fehler", false}, {"datei", false}, {"connexion", false}, {"serveur", false}, {"arquivo", false}, {"hodgkin", false}, {"müller", false},
	} {
		if got := wordlist.Health(c.w); got != c.want {
			t.Errorf("Health(%q) = %v, want %v", c.w, got, c.want)
		}
	}
	// the title words two catalogues of ordinary software write are the
	// template's (healthcat.fuse); a condition's and the lexicon's are not
	for w, want := range map[string]bool{"postérieure": true, "localizações": true, "sarkoidose": false, "esclerose": false, "homossexualidade": false, "alcoholic": false, "islam": false} {
		if got := wordlist.HealthTemplate(w); got != want {
			t.Errorf("HealthTemplate(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestSpecialWordsMoreLanguages: sexual orientation in Polish's cases, HIV
// status, addiction and psychiatric care in Russian, French and Polish
// mask their clause; technical text with the same letters stays.
func TestSpecialWordsMoreLanguages(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{"trans-regional routing failed for shard 4", "Klient jest homoseksualistą i prosi o dyskrecję", "homoseksualistą"},
		{"Klient nie ma dostępu do zasobu", "Klientka jest lesbijką", "lesbijką"},
		{"Клиент не найден", "пациент на учёте у психиатра", "психиатра"},
		{"le client n'existe pas", "le client est séropositif", "séropositif"},
		{"müşteri bulunamadı", "müşteri eşcinseldir", "eşcinseldir"},
	})
}

// TestSpecialCognateConditions: a condition in a language GNU Health does
// not translate ICD-10 into, spelled that language's way and in the case
// its sentence puts it in (words.Health's cognates from wordfreq's lists),
// masks its clause; the localised error text around it, and a hospital
// application's templates naming a field or a department, stay. Invented
// sentences.
func TestSpecialCognateConditions(t *testing.T) {
	checkProse(t, []proseCase{
		{"Błąd: pacjentka 4471 leczona na anoreksję, wizyta nie została przeniesiona", []string{"anoreksję"}, []string{"wizyta nie została przeniesiona"}},
		{"Chyba: pacient 4471 má epilepsii, termín nelze přesunout", []string{"epilepsii"}, []string{"termín nelze přesunout"}},
		{"Virhe: asiakas 4471 sairastaa epilepsiaa, ajanvarausta ei voitu siirtää", []string{"epilepsiaa"}, []string{"ajanvarausta ei voitu siirtää"}},
		{"Hata: hasta 4471 epilepsi nedeniyle sevk edilemedi", []string{"epilepsi"}, []string{"Hata: "}},
		{"Feil: pasient 4471 har leukemi, timen ble ikke flyttet", []string{"leukemi"}, []string{"timen ble ikke flyttet"}},
		{"Chyba: uživatel 4471 je diabetik, objednávka zrušena", []string{"diabetik"}, []string{"objednávka zrušena"}},
		// a dictionary's base form where the language's frequency list is short
		{"Hiba: a 4471-es páciens szkizofrénia miatt kezelés alatt áll, az időpont nem módosítható", []string{"szkizofrénia"}, []string{"az időpont nem módosítható"}},
		{"Eroare: pacientul 4471 suferă de hipertiroidism, programarea nu a fost mutată", []string{"hipertiroidism"}, []string{"programarea nu a fost mutată"}},
		// -osis and -itis as the languages shorten them (tuberkulóza,
		// skleróze, bronchitida), and in Cyrillic through its Latin
		// spelling (туберкульоз, гастрит)
		{"Chyba: pacient 4471 má tuberkulózu, formulář nelze uložit", []string{"tuberkulózu"}, []string{"formulář nelze uložit"}},
		{"Chyba: žadatel je v důchodu kvůli roztroušené skleróze, formulář nepodporuje tento stav", []string{"skleróze"}, []string{"Chyba:"}},
		{"Помилка: у пацієнта туберкульоз, форма не збережена", []string{"туберкульоз"}, []string{"форма не збережена"}},
		{"Ошибка: у пациента 4471 гастрит, форма не сохранена", []string{"гастрит"}, []string{"форма не сохранена"}},
		{"Ошибка: соединение с сервером потеряно, повторите попытку", nil, []string{"Ошибка: соединение с сервером потеряно, повторите попытку"}},
		// templates of a hospital's software: a field, a code's format, a
		// department (care, not anyone's condition)
		{"Błąd: moduł psychiatrii jest niedostępny", nil, []string{"Błąd: moduł psychiatrii jest niedostępny"}},
		{"Błąd: nieprawidłowy kod ICD-10 w polu rozpoznania", nil, []string{"Błąd: nieprawidłowy kod ICD-10 w polu rozpoznania"}},
		{"Chyba: kód diagnózy musí odpovídat formátu MKN-10", nil, []string{"Chyba: kód diagnózy musí odpovídat formátu MKN-10"}},
		{"Fout: ongeldige ICD-10-code in veld diagnose", nil, []string{"Fout: ongeldige ICD-10-code in veld diagnose"}},
		{"Chyba: modul epidemiologie není dostupný", nil, []string{"Chyba: modul epidemiologie není dostupný"}},
		{"Hata: tanı kodu geçersiz, ICD-10 biçiminde olmalı", nil, []string{"Hata: tanı kodu geçersiz, ICD-10 biçiminde olmalı"}},
		{"Hiba: a diagnózis kódja érvénytelen", nil, []string{"Hiba: a diagnózis kódja érvénytelen"}},
		{"Eroare: câmpul „diagnostic” este obligatoriu", nil, []string{"Eroare: câmpul „diagnostic” este obligatoriu"}},
		// a condition's root that is a general word there: a forecast
		{"Hiba: a prognózis lekérése sikertelen", nil, []string{"Hiba: a prognózis lekérése sikertelen"}},
	})
}

// TestSpecialLoanConditions: an everyday condition's English word written
// in Bengali, Hindi or Korean letters, in its case, or a Thai condition's
// name (โรค…, Volubilis) inside a run without spaces, (words.Health's loans
// from wordfreq's lists, as anyascii transliterates them), masks its
// clause; words that share its consonants but not its vowels (a man's
// name, the engine) and the localised error text around them stay.
// Invented sentences.
func TestSpecialLoanConditions(t *testing.T) {
	checkProse(t, []proseCase{
		{"ত্রুটি: রোগী 4471 এর ডায়াবেটিসের রিপোর্ট, আবার চেষ্টা করুন", []string{"ডায়াবেটিসের"}, []string{"আবার চেষ্টা করুন"}},
		{"ত্রুটি: রোগী 4471 আর্থ্রাইটিস আক্রান্ত, আবার চেষ্টা করুন", []string{"আর্থ্রাইটিস"}, []string{"আবার চেষ্টা করুন"}},
		{"त्रुटि: मरीज़ 4471 को डायबिटीज है, फिर से प्रयास करें", []string{"डायबिटीज"}, []string{"फिर से प्रयास करें"}},
		{"오류: 환자 4471 인슐린 투여 기록, 다시 시도하세요", []string{"인슐린"}, []string{"다시 시도하세요"}},
		{"ข้อผิดพลาด: ผู้ป่วย 4471 เป็นโรคเบาหวาน, โปรดลองอีกครั้ง", []string{"โรคเบาหวาน"}, []string{"โปรดลองอีกครั้ง"}},
		{"ข้อผิดพลาด: ไม่สามารถบันทึกข้อมูลได้ โปรดลองอีกครั้ง", nil, []string{"ข้อผิดพลาด: ไม่สามารถบันทึกข้อมูลได้ โปรดลองอีกครั้ง"}},
		{"ত্রুটি: ইঞ্জিনটি চালু করা যায়নি, আবার চেষ্টা করুন", nil, []string{"ইঞ্জিনটি চালু করা যায়নি, আবার চেষ্টা করুন"}},
	})
}

// TestSpecialCognateBeliefs: religion, sexual orientation, party and
// union in the languages the hand-written lexicon does not cover, spelled
// each language's way and declined (words.Special's cognates from
// wordfreq's lists and hunspell's entries), mask their clause; the
// localised text around them and a field named religion stay. Invented
// sentences.
func TestSpecialCognateBeliefs(t *testing.T) {
	checkProse(t, []proseCase{
		{"Błąd: klient 4471 jest katolikiem, proszę sprawdzić", []string{"katolikiem"}, []string{"proszę sprawdzić"}},
		{"Błąd: klient 4471 jest komunistą, proszę sprawdzić", []string{"komunistą"}, []string{"proszę sprawdzić"}},
		{"Chyba: zákazník 4471 je homosexuálem, objednávka zrušena", []string{"homosexuálem"}, []string{"objednávka zrušena"}},
		{"Virhe: asiakas 4471 on protestantti, tarkista", []string{"protestantti"}, []string{"tarkista"}},
		{"Fout: klant 4471 is katholiek, controleer", []string{"katholiek"}, []string{"controleer"}},
		{"Fel: kunden 4471 är bisexuell, kontrollera", []string{"bisexuell"}, []string{"Fel: "}},
		{"Eroare: clientul 4471 este homosexual, verificați", []string{"homosexual"}, []string{"verificați"}},
		{"Błąd: pole religia jest wymagane", nil, []string{"Błąd: pole religia jest wymagane"}},
	})
}

// TestSpecialLoansEveryList: a category word every language borrows
// (a condition, a drug, an orientation, a religion or a party), in the
// form a list of wordfreq writes it in Cyrillic, Greek, Catalan, Italian,
// Bengali, Persian or Urdu (words.Special's loans: specialloans.go),
// masks its clause; a native word with a loan's sounds (Italian
// disabilita, "disables"; Russian девятых, "ninth"; Finnish kaukaisen,
// "distant") and the localised text around them stay. Invented
// sentences.
func TestSpecialLoansEveryList(t *testing.T) {
	checkProse(t, []proseCase{
		{"Ошибка: у клиента 4471 анорексия, повторите попытку", []string{"анорексия"}, []string{"Ошибка", "повторите попытку"}},
		{"Помилка: клієнт 4471 бісексуал, спробуйте ще раз", []string{"бісексуал"}, []string{"Помилка", "спробуйте ще раз"}},
		{"Грешка: корисникот 4471 е комунист, обидете се повторно", []string{"комунист"}, []string{"Грешка", "обидете се повторно"}},
		{"Σφάλμα: ο πελάτης 4471 παίρνει μορφίνη, δοκιμάστε ξανά", []string{"μορφίνη"}, []string{"Σφάλμα", "δοκιμάστε ξανά"}},
		{"Error: el client 4471 és diabètic, torneu-ho a provar", []string{"diabètic"}, []string{"Error", "torneu-ho a provar"}},
		{"Errore: il cliente 4471 è autistico, riprova", []string{"autistico"}, []string{"Errore", "riprova"}},
		{"ত্রুটি: গ্রাহক 4471 এর পরিচয় বাইসেক্সুয়াল, আবার চেষ্টা করুন", []string{"বাইসেক্সুয়াল"}, []string{"আবার চেষ্টা করুন"}},
		{"خطا: مشتری 4471 اسکیزوفرنی دارد، دوباره تلاش کنید", []string{"اسکیزوفرنی"}, []string{"دوباره تلاش کنید"}},
		{"خرابی: صارف 4471 کو ڈپریشن ہے، دوبارہ کوشش کریں", []string{"ڈپریشن"}, []string{"دوبارہ کوشش کریں"}},
		{"Viga: kliendil 4471 on insuliin määratud, proovige uuesti", []string{"insuliin"}, []string{"Viga", "proovige uuesti"}},
		{"Errore: il plugin disabilita la cache, riprova", nil, []string{"Errore: il plugin disabilita la cache, riprova"}},
		{"Ошибка: девятых записей не найдено, повторите попытку", nil, []string{"Ошибка: девятых записей не найдено, повторите попытку"}},
		{"Virhe: kaukaisen palvelimen yhteys katkesi", nil, []string{"Virhe: kaukaisen palvelimen yhteys katkesi"}},
	})
}

// TestSpecialDictionaryWords: the native everyday words of the categories
// that FreeDict's English–X dictionaries translate the hand list's English
// words into (knowgen specialdicts.go) mask their clause, a phrase of
// them too (Bulgarian отпуск по болест, sick leave; Czech trestní
// rejstřík); the translations of an English word's general sense stay
// out of the lexicon (disabled: Czech dezaktivovaný, deactivated;
// bipolar: Turkish iki kutuplu, of a transistor; prognosis: Dutch
// prognose, a forecast; probation: Polish okres próbny, a licence's
// trial period), and so does the text around them; so do the headwords of
// the X–English dictionaries (Polish w ciąży, pregnant; Finnish
// pakolainen, a refugee) and not those of an English word's general
// sense (Dutch spanning, a voltage, under anxiety; Turkish cumartesi,
// Saturday, under sabbath). Invented sentences.
func TestSpecialDictionaryWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"त्रुटि: ग्राहक 4471 गर्भवती है, फिर से प्रयास करें", []string{"गर्भवती"}, []string{"फिर से प्रयास करें"}},
		{"Błąd: klient 4471 to cukrzyk, spróbuj ponownie", []string{"cukrzyk"}, []string{"Błąd", "spróbuj ponownie"}},
		{"Virhe: asiakas 4471 on turvapaikanhakija, yritä uudelleen", []string{"turvapaikanhakija"}, []string{"Virhe", "yritä uudelleen"}},
		{"Virhe: asiakas 4471 on raskaana, yritä uudelleen", []string{"raskaana"}, []string{"Virhe", "yritä uudelleen"}},
		{"Galat: pelanggan 4471 adalah pengungsi, coba lagi", []string{"pengungsi"}, []string{"Galat", "coba lagi"}},
		{"Hata: müşteri 4471 şeker hastalığı nedeniyle raporlu, tekrar deneyin", []string{"şeker hastalığı"}, []string{"Hata", "tekrar deneyin"}},
		{"Грешка: клиентът 4471 е в отпуск по болест, опитайте отново", []string{"отпуск по болест"}, []string{"Грешка", "опитайте отново"}},
		{"Chyba: klient 4471 má trestní rejstřík, zkuste to znovu", []string{"trestní rejstřík"}, []string{"Chyba", "zkuste to znovu"}},
		{"Chyba: účet je dezaktivovaný, kontaktujte správce", nil, []string{"Chyba: účet je dezaktivovaný, kontaktujte správce"}},
		{"Hata: iki kutuplu transistör modeli yüklenemedi", nil, []string{"Hata: iki kutuplu transistör modeli yüklenemedi"}},
		{"Fout: de prognose voor volgende maand kon niet worden berekend", nil, []string{"Fout: de prognose voor volgende maand kon niet worden berekend"}},
		{"Błąd: okres próbny licencji wygasł", nil, []string{"Błąd: okres próbny licencji wygasł"}},
		// the X–English dictionaries' headwords
		{"Błąd: pacjentka 4471 jest w ciąży, spróbuj ponownie", []string{"w ciąży"}, []string{"Błąd", "spróbuj ponownie"}},
		{"Błąd: pracownik 4471 ma zwolnienie lekarskie do piątku, spróbuj ponownie", []string{"zwolnienie lekarskie"}, []string{"Błąd", "spróbuj ponownie"}},
		{"Virhe: asiakas 4471 on pakolainen, yritä uudelleen", []string{"pakolainen"}, []string{"Virhe", "yritä uudelleen"}},
		{"Σφάλμα: η πελάτισσα 4471 δηλώνει εγκυμοσύνη, δοκιμάστε ξανά", []string{"εγκυμοσύνη"}, []string{"Σφάλμα", "δοκιμάστε ξανά"}},
		{"Fout: de spanning van de voeding is te laag", nil, []string{"Fout: de spanning van de voeding is te laag"}},
		{"Hata: bakım cumartesi günü yapılacak", nil, []string{"Hata: bakım cumartesi günü yapılacak"}},
	})
}

// TestSpecialCLDRWords: the words CLDR's emoji annotations give the
// languages no dictionary covers (knowgen's cldrspecial.go) are masked
// where an error writes them of a person; a word of an emoji's picture
// (the cross) and the text about them stay.
func TestSpecialCLDRWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"Xəta: müştəri 4471 hamilə, yenidən cəhd edin", []string{"hamilə"}, []string{"Xəta", "yenidən cəhd edin"}},
		{"Սխալ: հաճախորդ 4471 մուսուլման է, փորձեք կրկին", []string{"մուսուլման"}, []string{"Սխալ"}},
		{"שגיאה: הלקוח 4471 מוסלמי, נסה שוב", []string{"מוסלמי"}, []string{"שגיאה", "נסה שוב"}},
		{"ስህተት: ደንበኛ 4471 እርጉዝ ናት, እንደገና ይሞክሩ", []string{"እርጉዝ"}, []string{"ስህተት"}},
		{"Error: la clienta 4471 és transgènere, torneu-ho a provar", []string{"transgènere"}, []string{"Error", "torneu-ho a provar"}},
		{"Xəta: xaç işarəsi yüklənmədi", nil, []string{"Xəta: xaç işarəsi"}},
	})
}

// TestSpecialCLDRPersonWords: the words CLDR's emoji annotations give
// since session 35 (knowgen's cldrspecial.go: the dictionaries'
// languages too, deaf, blind and wheelchair, the word the names of a
// term's emoji share) are masked with their clause where an error writes
// them of a person; the words the generator leaves out (another
// language's frequent word, a word read by eye as no category's) and the
// text around them stay.
func TestSpecialCLDRPersonWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"Hiba: a 4412-es ügyfél terhes, a recept nem tölthető fel", []string{"terhes"}, []string{"Hiba", "a recept nem tölthető fel"}},
		{"Eroare: pacienta 4412 este însărcinată, rețeta nu poate fi eliberată", []string{"însărcinată"}, []string{"Eroare", "rețeta nu poate fi eliberată"}},
		{"Fehler: Kunde 4412 ist gehörlos, bitte per E-Mail antworten", []string{"gehörlos"}, []string{"Fehler", "bitte per E-Mail antworten"}},
		{"Virhe: asiakas 4412 on kuuro, lähetä tekstiviesti", []string{"kuuro"}, []string{"Virhe", "lähetä tekstiviesti"}},
		{"Fejl: kunde 4412 bruger rullestol, vælg en anden indgang", []string{"rullestol"}, []string{"Fejl", "vælg en anden indgang"}},
		{"Chyba: klient 4412 je nevidomý, pošlete zvukový soubor", []string{"nevidomý"}, []string{"Chyba", "pošlete zvukový soubor"}},
		{"Ошибка: клиент 4412 слепой, отправьте аудиофайл", []string{"слепой"}, []string{"Ошибка", "отправьте аудиофайл"}},
		{"Error: el cliente 4412 es invidente, envíe el documento en audio", []string{"invidente"}, []string{"Error", "envíe el documento en audio"}},
		{"Lỗi: khách hàng 4412 khiếm thính, không gọi điện", []string{"khiếm thính"}, []string{"Lỗi", "không gọi điện"}},
		{"Hitilafu: mteja 4412 ni kiziwi, tuma ujumbe mfupi", []string{"kiziwi"}, []string{"Hitilafu", "tuma ujumbe mfupi"}},
		{"Erro: o cliente 4412 é muçulmano, o cardápio foi alterado", []string{"muçulmano"}, []string{"Erro", "o cardápio foi alterado"}},
		// another language's frequent word, and the words read by eye
		{"Virhe: palvelimelta tuli virheellinen vastaus", nil, []string{"Virhe: palvelimelta tuli virheellinen vastaus"}},
		{"Kļūda: sistēma ir nederīgā stāvoklī", nil, []string{"Kļūda: sistēma ir nederīgā stāvoklī"}},
		{"خطأ: اسم حامل البطاقة مطلوب", nil, []string{"خطأ: اسم حامل البطاقة مطلوب"}},
		{"Hata: bağlantı kurma başarısız oldu", nil, []string{"Hata: bağlantı kurma başarısız oldu"}},
		{"Error: la gorra del catálogo no tiene precio", nil, []string{"Error: la gorra del catálogo no tiene precio"}},
	})
}

// TestSpecialCLDRMoreLanguages: the words CLDR's emoji annotations give
// in the languages cldrspecial.go leaves out for their bytes (knowgen's
// cldrmore.go, session 41: Georgian, Kyrgyz, Quechua, Albanian, Pashto,
// Somali ...) are masked with their clause where an error writes them of
// a person; the alignment's words of the picture (the belly, the ear, the
// cane) and the program's own text around them stay.
func TestSpecialCLDRMoreLanguages(t *testing.T) {
	checkProse(t, []proseCase{
		{"შეცდომა: პაციენტი 4412 ორსული, რეცეპტი ვერ აიტვირთა", []string{"ორსული"}, []string{"შეცდომა"}},
		{"Ката: кардар 4412 дүлөй, SMS жөнөтүңүз", []string{"дүлөй"}, []string{"Ката", "SMS жөнөтүңүз"}},
		{"Pantay: warmi 4412 wiksayuq, mana atikunchu", []string{"wiksayuq"}, []string{"Pantay"}},
		{"Gabim: klientja 4412 është shtatzënë, receta nuk u ngarkua", []string{"shtatzënë"}, []string{"Gabim", "receta nuk u ngarkua"}},
		{"تېروتنه: پېرودونکې 4412 امیندواره ده، نسخه ونه لېږل شوه", []string{"امیندواره"}, []string{"تېروتنه", "نسخه ونه لېږل شوه"}},
		{"Khalad: macmiilka 4412 waa indhoole, fariin cod ah u dir", []string{"indhoole"}, []string{"Khalad", "fariin cod ah u dir"}},
		// the picture's words and the program's text stay
		{"Ката: кулак белгиси жүктөлгөн жок", nil, []string{"Ката: кулак белгиси жүктөлгөн жок"}},
		{"Gabim: provoni përsëri", nil, []string{"Gabim: provoni përsëri"}},
	})
}

// TestSpecialWiktionaryWords: the lemmas the Open Multilingual Wordnet's
// Wiktionary wordnets file under the synsets of the lexicon's English
// words (knowgen's omwspecial.go, session 41: Armenian, Georgian,
// Estonian, Persian, Belarusian, Vietnamese ...; in the languages a
// dictionary covers, the most frequent synsets' alone: Romanian diabet)
// are masked with their clause where an error writes them of a person;
// the program's text around them stays, and so does a sentence of the
// same languages without one.
func TestSpecialWiktionaryWords(t *testing.T) {
	checkProse(t, []proseCase{
		{"Սխալ: հաճախորդ 4412 շաքարախտ ունի, փորձեք կրկին", []string{"շաքարախտ"}, []string{"Սխալ"}},
		{"Viga: klient 4412 on pagulane, palun proovi uuesti", []string{"pagulane"}, []string{"Viga", "palun proovi uuesti"}},
		{"خطا: مشتری 4412 دیابت دارد، دوباره تلاش کنید", []string{"دیابت"}, []string{"خطا"}},
		{"Памылка: кліент 4412 уцекач, паспрабуйце яшчэ раз", []string{"уцекач"}, []string{"Памылка"}},
		{"Lỗi: khách hàng 4412 bị tiểu đường, vui lòng thử lại", []string{"tiểu đường"}, []string{"Lỗi", "vui lòng thử lại"}},
		{"Грешка: пациентката 4412 е во бременост, обидете се повторно", []string{"бременост"}, []string{"Грешка"}},
		// the languages a dictionary covers: the most frequent synsets'
		// lemmas their sources miss
		{"Eroare: pacientul 4412 are diabet, rețeta nu poate fi eliberată", []string{"diabet"}, []string{"Eroare", "rețeta nu poate fi eliberată"}},
		{"Помилка: клієнт 4412 згадує самогубство, зверніться до лікаря", []string{"самогубство"}, []string{"Помилка"}},
		// the same languages' program text alone, and a phrase of
		// frequent words Wiktionary gives as a euphemism
		{"Ошибка: переключатель в положении ВКЛ", nil, []string{"Ошибка: переключатель в положении ВКЛ"}},
		{"خطا: دوباره تلاش کنید", nil, []string{"خطا: دوباره تلاش کنید"}},
		{"Սխալ: փորձեք կրկին", nil, []string{"Սխալ: փորձեք կրկին"}},
		{"Lỗi: vui lòng thử lại sau", nil, []string{"Lỗi: vui lòng thử lại sau"}},
	})
}

// TestSpecialWiktionaryAcronyms: the lemmas the Wiktionary wordnets file
// under WordNet's synsets of the lexicon's health acronyms (HIV, AIDS;
// knowgen's omwspecial.go, session 43), three capitals too (Swahili VVU,
// Russian ВИЧ, Armenian ՄԻԱՎ), are masked with their clause; a lemma
// another language writes as its own word, written small (Russian спин,
// spin, of Bulgarian СПИН; Swedish vigs, is married, of Afrikaans VIGS),
// is not taken, and the program's text around them stays.
func TestSpecialWiktionaryAcronyms(t *testing.T) {
	checkProse(t, []proseCase{
		{"Hitilafu: mteja 4412 ana VVU, tafadhali jaribu tena", []string{"VVU"}, []string{"Hitilafu", "tafadhali jaribu tena"}},
		{"Hitilafu: mwanachama 7712 ana virusi vya UKIMWI — dai halikuchakatwa", []string{"UKIMWI"}, []string{"Hitilafu"}},
		{"Ошибка: у клиента 4412 ВИЧ, повторите попытку", []string{"ВИЧ"}, []string{"Ошибка", "повторите попытку"}},
		{"Սխալ: հայտատուն նշել է ՄԻԱՎ դրական կարգավիճակ, փորձեք կրկին", []string{"ՄԻԱՎ"}, []string{"Սխալ", "փորձեք կրկին"}},
		{"Ошибка: спин электрона не задан, расчёт остановлен", nil, []string{"Ошибка: спин электрона не задан, расчёт остановлен"}},
		{"Fel: paret vigs i kyrkan, bokningen sparades inte", nil, []string{"Fel: paret vigs i kyrkan, bokningen sparades inte"}},
		{"Hitilafu: tafadhali jaribu tena", nil, []string{"Hitilafu: tafadhali jaribu tena"}},
	})
}

// TestSpecialWiktionarySourced: in the languages a dictionary covers, the
// Wiktionary lemmas of every source synset (session 43; Ukrainian
// біженець, Russian малярия, German Lungenentzündung), a Russian
// lemma with ё in the е most text writes too (воспаление легких), and a
// Russian or Ukrainian noun in -ец/-ець in a case that drops its vowel
// (біженця, беженцем: the fleeting e) mask their clause; a word in -ца
// of no such noun, and the program's text around them, stay.
func TestSpecialWiktionarySourced(t *testing.T) {
	checkProse(t, []proseCase{
		{"Помилка: у заявника статус біженця, потрібна перевірка", []string{"біженця"}, []string{"Помилка", "потрібна перевірка"}},
		{"Ошибка: заявитель 4412 был беженцем, повторите попытку", []string{"беженцем"}, []string{"Ошибка", "повторите попытку"}},
		{"Ошибка: у клиента 4412 малярия, повторите попытку", []string{"малярия"}, []string{"Ошибка", "повторите попытку"}},
		{"Ошибка: у клиента 4412 воспаление легких, повторите попытку", []string{"воспаление легких"}, []string{"Ошибка", "повторите попытку"}},
		{"Fehler: Kunde 4412 hat eine Lungenentzündung, bitte erneut versuchen", []string{"Lungenentzündung"}, []string{"Fehler", "bitte erneut versuchen"}},
		// a lemma filed under a kind of a source's condition too
		// (pulmonary tuberculosis, consumption) is no general word
		{"Ошибка: у клиента 4412 туберкулез, повторите попытку", []string{"туберкулез"}, []string{"Ошибка", "повторите попытку"}},
		{"Ошибка: конца файла нет, повторите попытку", nil, []string{"Ошибка: конца файла нет, повторите попытку"}},
		{"Ошибка: птица улетела, повторите попытку", nil, []string{"Ошибка: птица улетела, повторите попытку"}},
	})
}
