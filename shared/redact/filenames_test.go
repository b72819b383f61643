package redact

import "testing"

// TestFileNamesOfPeople: a file's name whose parts are a given name and a
// surname in small letters (also when both are words), a surname's particle and a surname, or a
// condition's word names somebody's file and is masked; a name of known
// words, dates and versions is a program's and stays.
func TestFileNamesOfPeople(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{"upload failed: klage-petra-hahn-v2.pdf too large", "upload failed: [value] too large"},
		{"kan niet openen: aanvraag_de_vries_2026.docx", "kan niet openen: [value]"},
		{"export stopped at /data/hiv_patients_q3.csv", "export stopped at /data/[value]"},
		// a given name and a surname that are words too (Frank Winter,
		// Hope Rivers): in a document's name the names data breaks the tie
		{"GET /files/frank-winter-consent.pdf 404", "GET /files/[value] 404"},
		{"attachment hope-rivers-results.pdf failed decryption", "attachment [value] failed decryption"},
		// a capitalised surname in the text's own script, beside an acronym
		{"Помилка: файл довідка_ВПО_Ткаченко.pdf не вдалося завантажити.", "Помилка: файл [value] не вдалося завантажити."},
		{"konteineri Kadri_Tamm_leping.asice allkiri ei valideeru", "konteineri [value] allkiri ei valideeru"},
		{"Помилка: файл довідка_ВПО.pdf не вдалося завантажити.", ""},
		// kept
		{"upload failed: report-2026-11.pdf too large", ""},
		{"cannot open invoice_template_v3.docx", ""},
		{"restore from backup-db-prod.tar.gz failed", ""},
		{"cannot open report_march_may.pdf", ""},
		{"cannot open health_check_results.csv", ""},
		{"cannot open summer_sale_banner.png", ""},
		{"cannot open winter-release-notes.pdf", ""},
	} {
		want := c.want
		if want == "" {
			want = c.in
		}
		if got, _ := r.String(c.in); got != want {
			t.Errorf("%q -> %q, want %q", c.in, got, want)
		}
	}
}

// TestProgramModuleNames: a file whose extension says it is a program's
// module (a Windows library, executable or driver, a shared object with
// its version, a native extension) keeps its name, which a vendor chose
// and no dictionary holds (ntdll, msvcp140, wpcap), in a crash report's or
// a loader's value position; one named for a person (given name and
// surname, an initial and a surname) is still masked, and so is a
// document's name in the same place.
func TestProgramModuleNames(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Faulting module name: ntdll.dll, version: 10.0.19041.3636", ""},
		{"Faulting module name: msvcp140.dll, version: 14.36.32532.0", ""},
		{"Faulting application name: qbwpxsvc.exe, version: 2.1.0.4", ""},
		{"driver: wpcap.sys failed to load", ""},
		{"module=libqvzt.so.6.0.30 missing symbol", ""},
		{"Faulting application name: jsmith.exe, version: 4.2.1.0", "jsmith"},
		{"Faulting module name: anna_kowalska.dll, version: 1.0.0.0", "anna_kowalska"},
		{"module: olivia.dll", "olivia"},
		{"upload failed: file=kowalski_payslip.pdf", "kowalski_payslip"},
	})
}

// TestFileNamesOfIdentityDocuments: a file named after an identity
// document in any language (docwords: 身份证, 여권, paszport) is a scan of
// somebody's, with the holder's name glued to it or not; a program's own
// file named for a document's kind in English stays. Invented names.
func TestFileNamesOfIdentityDocuments(t *testing.T) {
	checkProse(t, []proseCase{
		{"文件上传失败：李娜身份证反面.jpg 大小超过限制", []string{"李娜身份证反面"}, []string{"文件上传失败", "大小超过限制"}},
		{"업로드 실패: 여권사본.png 용량 초과", []string{"여권사본"}, []string{"업로드 실패", "용량 초과"}},
		// the neighbours
		{"open templates/document_list.html failed; report_2024.pdf ok", nil, []string{"document_list.html", "report_2024.pdf"}},
	})
}
