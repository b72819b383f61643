package redact

import (
	"strings"
	"testing"
)

// TestRecallShapes checks the value shapes of Faker's and Mimesis's
// families that the value positions alone missed, both ways: each planted
// value is gone, and each benign text beside it comes out unchanged.
// The values here are made up for the test, not taken from the corpora.
func TestRecallShapes(t *testing.T) {
	r := New()
	gone := []struct{ text, value string }{
		// random printable passwords, whose own symbols break positions
		{`sync failed, init_value: pX"wQ#T=&M[?`, `pX"wQ#T=&M[?`},
		{`Key (seed)=("vNb)'_KQ.z) already exists.`, `vNb)'_KQ.z`},
		{`POST /api/enrol 422 secret=&?kLwTT7*9 12ms`, `&?kLwTT7*9`},
		{`provision --seed=K7BGPmCx! --dry-run`, `K7BGPmCx!`},
		{`provision --init_value=rTu-%kWQHz --dry-run`, `rTu-%kWQHz`},
		{`422 init_value=:!4` + "`" + `{q^7'1{M 12ms`, `{q^7'1{M`},
		{`Validation error<detail><field>pw</field><value>8}mYr={_kd</value></detail>`, `8}mYr={_kd`},
		{`Validation failed: MotDePasse Sempre-Dell'-4821 has already been taken`, `Sempre-Dell'-4821`},
		// words and a number in any script, in a message of any script
		{`DETAIL:  键 (pw)=(打开完成系统7304) 已存在。`, `打开完成系统7304`},
		{`args: [{pw,<<"사과바다하늘3821">>}]`, `사과바다하늘3821`},
		// plates
		{`ANPR match failed: plate ب ر س ٤٧١٢ not in permit list`, `٤٧١٢`},
		{`Key (car)=(KLE-B-3391) already exists.`, `KLE-B-3391`},
		{`KeyError: 'NX 4471'`, `NX 4471`},
		{`Key (car)=(SIG-K-2210) already exists.`, `SIG-K-2210`},
		{`sync failed, car: KPA 7731 in handle_request`, `KPA 7731`},
		{`sync failed, vrn: 12가3456 in handle_request`, `12가3456`},
		// ids with check digits or a date
		{`no taxpayer record for 3-1012-00123-45-0`, `3-1012-00123-45-0`},
		{`{"field":"cpr","value":"240386-1187"}`, `240386-1187`},
		{`beneficiary account TH56780001234567 closed`, `TH56780001234567`},
		{`UINFIN S1234567Q does not match`, `S1234567Q`},
		// devices named after their owners
		{`cannot connect to host Joaquim-ThinkPad: refused`, `Joaquim`},
		{`pre-auth failed from workstation DESKTOP-FERNANDAPL`, `FERNANDAPL`},
		{`connecting to "Galaxy Buds2 (Rosalind)"`, `Rosalind`},
		// logins
		{`Failed password for invalid user wrzosekpiotr from 10.0.0.1 port 22 ssh2`, `wrzosekpiotr`},
		{`Mar  1 10:22:13 web-3 sudo:   lihuang : TTY=pts/0 ; USER=root ; COMMAND=/bin/true`, `lihuang`},
		{`rejected value [lantern_1874]; default message [must match pattern]`, `lantern_1874`},
		{`on field 'car': rejected value [214다7781]; codes [Pattern.customerForm.car]; default message [must match pattern]`, `214다7781`},
		{`xml: <owner_login>yusuf73</owner_login>`, `yusuf73`},
		{`src/app/views.py:sync failed, uid: kwamenaboateng:41`, `kwamenaboateng`},
		{`sync failed, bday: 17.04.1962:41`, `17.04.1962`},
		// names
		{`Invoice for Смирнов Павел Игоревич could not be generated`, `Смирнов`},
		{`welcome mail for Olena Шевченко bounced`, `Olena`},
		{`получено 'Светозар Бранков'`, `Светозар`},
		{`CSV row rejected: 4711;hùng_trần;pending`, `hùng_trần`},
		{`usermod: '민준 탁' 사용자가 없습니다`, `민준`},
		{`DETAIL:  キー (contact)=(鈴木 美咲) はすでに存在します`, `鈴木`},
		{`signer: "ユウキ 高橋", created_at`, `ユウキ`},
		{`WRONGTYPE Operation (key profile:鄭雅婷:prefs)`, `鄭雅婷`},
		{`The duplicate key value is (Gianluca Bellini-Rossi).`, `Gianluca`},
		// addresses, phones, clinical values
		{`no result for address "ул. Садовая, д. 12"`, `Садовая`},
		{`no result for address "Pietersgracht 14"`, `Pietersgracht`},
		{`Invoice for Marieke van der Linden could not be generated`, `Linden`},
		{`panic: no such account: Rafaela de Moraes`, `Moraes`},
		{`SMS delivery failed to 415.301.7788x123: carrier rejected`, `555.301.7788`},
		{`CGM upload failed: reading 9.8 mmol/L at 03:12`, `9.8 mmol/L`},
		{`comparison failed (profile: BMI 37.5, goal nil)`, `37.5`},
		// accounts: a dictionary word in a login's place is still a login
		{`host-3 sudo[771]:   kestrel : 3 incorrect password attempts ; TTY=pts/0 ; PWD=/srv ; USER=root ; COMMAND=/bin/ls`, `kestrel`},
		{`box CRON[91]: (heron) CMD (run-parts /etc/cron.hourly)`, `heron`},
		{`Пользователь sokolov_pv не найден`, `sokolov_pv`},
		{`ユーザー「mori_t」は無効です`, `mori_t`},
		{`사용자 jiwoo에게 권한이 없습니다`, `jiwoo`},
		{`kullanıcı ayse77 bulunamadı`, `ayse77`},
		{`Accès refusé pour l’utilisateur « hirondelle »`, `hirondelle`},
		{`el usuario «gaviota» no existe`, `gaviota`},
		{`Anmeldung für Benutzer »mwalter« abgelehnt`, `mwalter`},
		// user files named after their person, in any script
		{`il file referto_bianchi_ecografia.pdf è troppo grande`, `bianchi`},
		{`файл «Справка_Петров.pdf» повреждён`, `Петров`},
		{`bestand loonstrook_vermeulen_mei.pdf kon niet worden gelezen`, `vermeulen`},
		// a Polish woman's surname, which the dictionaries hold as an
		// adjective's form; a short name with a mark
		{`Błąd: plik skierowanie_wisniewska.pdf nie został przesłany`, `wisniewska`},
		{`Erreur ENT : le fichier rentrée_léa_bulletin_T1.pdf n'a pas pu être indexé`, `léa`},
		// devices named after their owners, in the owner's language
		{`Failed to connect "Hope's AirPods" (aa:bb:cc:dd:ee:ff)`, `Hope`},
		{`デバイス「ゆいのiPhone」は登録済みです`, `ゆい`},
		{`Computer: LAPTOP-KFISCHER`, `KFISCHER`},
		// names after a role noun in scripts without a dictionary
		{`تعذر الشحن إلى العميل خالد الزهراني في الموعد`, `خالد الزهراني`},
		{`לא נמצא לקוח בשם דנה כהן במערכת`, `דנה כהן`},
		{`ไม่พบลูกค้าชื่อ วิภา ศรีสุข ในระบบ`, `วิภา ศรีสุข`},
		{`ग्राहक सुनीता वर्मा का भुगतान विफल`, `सुनीता वर्मा`},
		{`收件人张丽的电话无效`, `张丽`},
		// addresses in the scripts' own street and district words
		{`地址无效：上海市徐汇区漕溪北路120号5号楼302室`, `漕溪北路120号`},
		{`配送先 大阪府大阪市北区梅田3丁目1番3号 が不正です`, `梅田3丁目1番3号`},
		{`주소 오류: 부산광역시 해운대구 센텀중앙로 79, 102동 801호`, `센텀중앙로 79`},
		{`العنوان شارع الملك فهد، حي العليا، الرياض 12214 غير صحيح`, `الملك فهد`},
		{`הכתובת רחוב ביאליק 12, דירה 3, רמת גן שגויה`, `ביאליק 12`},
		// what people wrote, in quotes, in any language
		{`Kommentar "Ich kann die Rechnung diesen Monat nicht bezahlen" zu lang`, `Rechnung diesen Monat`},
		{`Erreur : avis « le colis est arrivé ouvert, mon mari est furieux » rejeté`, `mon mari est furieux`},
		{`Ошибка: отзыв «Курьер нагрубил моей маме, мне очень стыдно» не сохранён`, `очень стыдно`},
		{`保存失败：内容“我明天要去医院，请改期”过长`, `我明天要去医院`},
		{`UPDATE "leads" SET "note" = 'she is away until June, call her brother'`, `call her brother`},
		// special categories as values, hyphenated, and in Han, Kana and Hangul
		{`campo diagnostico=VIH positivo sin consentimiento`, `VIH positivo`},
		{`Konfession "evangelisch-lutherisch" unbekannt`, `evangelisch-lutherisch`},
		{`检测结果：艾滋病毒抗体阳性，无法导出`, `艾滋病毒抗体阳性`},
		{`保存エラー：「両性愛者」は登録できません`, `両性愛者`},
		{`reason "burnout" is not a valid absence code`, `burnout`},
		{`result line "BRCA2 pathogenic variant" unparsed`, `BRCA2 pathogenic variant`},
		// words a generator cased at random, with a number
		{`The value 'river-Quietly-48' is not valid for MotDePasse.`, `river-Quietly-48`},
		// what the technical exceptions beside them must not let through
		{`customer.tax_id: ES48213997T`, `ES48213997T`},
		{`mail to olivia@3.service bounced`, `olivia`},
		{`{"kmarsh": {"role": "admin"}}`, `kmarsh`},
		{`reply from +49 2026 14:00 missed`, `2026 14`},
	}
	for _, c := range gone {
		out, err := r.String(c.text)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(out, c.value) {
			t.Errorf("%q survived: %q", c.value, out)
		}
	}
	kept := []string{
		`pod payments-api-48 restarted; release worker-pool-1234 ok`,
		`customer.tax_id: El valor debe tener 9 caracteres`,
		`billing.vat_id: Der Wert ist zu lang`,
		`Error: 宗教字段无效`,
		`health.check failed: component=allergy_service`,
		`{"ico": ["Pole je povinné."]}`,
		`ValidationError: {"nip": ["Pole ma nieprawidłowy format."]}`,
		`Started: "Mon, 03 Nov 2025 13:58:02 +0000"`,
		`路由 404 未找到`,
		`第3行的道具ID 1234无效`,
		`收件人地址无效`,
		`用户不存在`,
		`لم يتم العثور على العميل في النظام`,
		`Apple's iPhone SDK rejected the build`,
		`upload of invoice_48213.pdf failed`,
		`export Q3_forecast_final.xlsx failed: disk full`,
		`open monthly_report_2026-04.pdf: permission denied`,
		`Błąd: plik umowa_polska.pdf i Krakowska_mapa.pdf nie został przesłany`,
		`file rapport_été_final.pdf, café_menu.pdf and año_2024.xlsx missing`,
		`Пользователь root заблокирован`,
		`ユーザー「postgres」は存在しません`,
		`box CRON[90]: (CRON) info (No MTA installed, discarding output)`,
		`box CRON[92]: (root) CMD (test -x /usr/sbin/anacron)`,
		`Benutzer »www-data« hat keine Berechtigung`,
		`le paramètre « work_mem » est inconnu`,
		`job_id=job_01HZX3K9Q8B7V6N5M4L3K2J1H0 retried 3 times`,
		`Stripe::CardError: Your card was declined. (Request req_xYz123AbC456)`,
		`412 Precondition Failed: If-Match W/"5e15153d-120f" does not match current ETag`,
		`pytz.exceptions.UnknownTimeZoneError: 'Europe/Kyiv'`,
		`ValueError: time data '2026-13-01' does not match format '%Y-%m-%d'`,
		`throttled partitionKey=tenant#42`,
		`connection object at 0x7f2b1c3d4e50: refused`,
		`Cannot find package 'pino-pretty' imported from /app/dist/logger.js`,
		`train.py --tokenizer bert-base: file not found`,
		`ORA-12541: TNS:no listener (host ora-erp-02.corp.local port 1521)`,
		`No static resource favicon.ico.`,
		`worker server01 and shard03 restarted at release_2024`,
		`android-studio desktop-app iphone-simulator grace_period max-age`,
		`resolution 1920x1080 not supported`,
		`invoice export failed: supplier Brun SA has no VAT profile`,
		`trivy: CRITICAL CVE-2024-3094 in xz-utils`,
		`time=2024-05-02T08:30:00Z level=error msg="reconcile aborted" batch=4412`,
		`x: "用户 不存在"`,
		`x: 'エラー 発生'`,
		`x: "Offering 3"`,
		`x: "Keyring 2"`,
		`Field error on field 'age': rejected value [null]; codes [NotNull.age]; default message [must not be null]`,
		`ERROR 1062 (23000): Duplicate entry 'SKU-10442-BLK' for key 'products.uniq_sku'`,
	}
	for _, s := range kept {
		out, err := r.String(s)
		if err != nil {
			t.Fatal(err)
		}
		if out != s {
			t.Errorf("changed: %q -> %q", s, out)
		}
	}
}
