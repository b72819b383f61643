package redact

import "testing"

// TestDebianVersionsKept: a package's version as Debian writes it, with
// its epoch, revision and tags, is the package's (no address, no
// password), in a value's place too, and so is a date or time format a
// validation message spells out, a file under /usr/share and a package's
// name whole. Addresses,
// passwords, share links' tokens and phones of the same characters are
// still masked.
func TestDebianVersionsKept(t *testing.T) {
	checkMasks(t, []maskCase{
		// kept: versions, formats, the distribution's files
		{"dpkg: error: cannot access archive libssl3 (= 3.0.17-1~deb12u2)", ""},
		{"E: Version '1:2.1.5-2' for 'libfoo' was not found", ""},
		{"xz: libzstd1 (= 1.5.4+dfsg2-5): Unerwartetes Ende der Eingabe", ""},
		{"tar: cannot split TAR_OPTIONS: 2.36-9+deb12u9", ""},
		{"fatal: 0.0~git20221201.8c9f5b1-2: forward progress", ""},
		{"E: 0.634-1+b2 패키지의 '4.6.7' 버전을 찾을 수 없습니다", ""},
		{"apt: upgraded 1.21.0-1 to 1.21.0-2", ""},
		{"make: *** Extra text after directive «/usr/share/man/man1/gdk-pixbuf-csource.1.gz»", ""},
		{"Search path for template <q>/usr/lib/x86_64-linux-gnu/libz3.so</q>:", ""},
		// HTML's quotation element is no query string's q: an object's
		// name in it stays, an address or a person's name is still masked
		{"Template: <q>mirror_staging</q>", ""},
		{"Outline: <q>gcloud.queue_worker</q> (Invalid ID: 4b1e0c9d2a7f)", ""},
		{"Template: <q>olivia.kowalczyk@example.com</q> failed", "olivia.kowalczyk@example.com"},
		{"Template: <q>Olivia Kowalczyk</q> failed", "Kowalczyk"},
		{"<search><query>olivia kowalczyk</query></search>", "kowalczyk"},
		{"make: *** Extra text after directive «/srv/exports/olivia-martin/cv.pdf»", "olivia-martin"},
		{"install: libmagickwand-6.q16-6 (= 8:6.9.11.60+dfsg-1.6+deb12u16) failed", ""},
		{"dpkg: cannot open /usr/lib/python3/dist-packages/apt_inst.cpython-311-x86_64-linux-gnu.so", ""},
		{"“x” value has the correct format (HH:MM[:ss[.uuuuuu]]) but it is an invalid time.", ""},
		{"Debería estar en el formato YYYY-MM-DD HH:MM[:ss[.uuuuuu]][TZ].", ""},
		{"Оно должно быть в формате [DD] [[HH:]MM:]ss[.uuuuuu].", ""},
		{"Le format de date est correct (AAAA-MM-JJ HH:MM[:ss[.uuuuuu]][FH]), mais la date n’est pas valide.", ""},
		{"grep: invalid matcher /usr/share/man/man5/libaudit.conf.5.gz", ""},
		{"man: cannot open /usr/local/share/man/man1/gtk-update-icon-cache.1.gz", ""},
		// a package's name whole, long enough to read as a generated token
		{"useradd: xóa dòng “llvm-14-linker-tools” không?", ""},
		{"wget: Indeks /1.10.0-4+deb12u1 na llvm-14-linker-tools:33", ""},
		// an upstream released by date, with Debian's epoch or revision
		{"Kan inte ta bort gsfonts (= 2:20200910-7)", ""},
		{"install: 37~deb12u1: não são permitidos links físicos", ""},
		{"dpkg: error: publicsuffix (= 20230209.2326-1) trasig", ""},
		{"install: μη έγκυρο όρισμα 20201225-1 για /usr/lib/x86_64-linux-gnu/libxmlsec1.a", ""},
		// masked: addresses, passwords, tokens, phones
		{"connect to 81.2.69.142 failed", "81.2.69.142"},
		{"client 81.2.69.142-blocked", "81.2.69.142"},
		{"client 81.2.69-142 from ip-81-2-69-142.example.net refused", "81-2-69-142"},
		{"login failed: password: Xk9#mQ2!pL7", "Xk9#mQ2!pL7"},
		{"GET /share/8f14e45fceea167a5a36dedd4bea2543 404", "8f14e45fceea167a5a36dedd4bea2543"},
		{"GET /home/share/Kx81vQzR0pLmN2sT 404", "Kx81vQzR0pLmN2sT"},
		{"cliente CPF 529.982.247-25 recusado", "529.982.247-25"},
		{"RUT: 12.345.678-5 rechazado", "12.345.678-5"},
		{"libdw1 (= 0.188-2.1) not installable", ""},
		{"Nomor Seri Faktur Pajak 010.000-24.00012345 sudah digunakan", "00012345"},
		{"personnummer 19850412-1234 saknas", "19850412-1234"},
	})
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"2.38.1-5+deb12u3", true}, {"1:2.1.5-2", true}, {"1.3.3+ds-1", true}, {"252.38-1~deb12u1", true},
		{"8:6.9.11.60+dfsg-1.6+deb12u16", true}, {"2.1.12-stable-8", true}, {"0.58+deb12u6", true},
		{"1.2.3", false}, {"030.1234-5678", false}, {"2024-01-15", false}, {"1.2.3-Ab", false},
		{"Xk9#mQ2!pL7", false}, {"529.982.247-25", false}, {"12.345.678-5", false}, {"0.188-2.1", true}, {"010.000-24.00012345", false}, {"1.0-24.00012345", false}, {"12:1.2-3", true}, {"123:1.2-3", false},
		{"37~deb12u1", true}, {"115+deb12u2", true}, {"37~deb12x1", false}, {"37~deb123u1", false}, {"2:20200910-7", true}, {"20230209.2326-1", true}, {"20230311+deb12u1", true}, {"20200910", false}, {"19850412-1234", false}, {"20201399-1", false}, {"30001225-1", false},
	} {
		if got := debianVersion(tc.s); got != tc.want {
			t.Errorf("debianVersion(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"llvm-14-linker-tools", true}, {"gcc-12-base", true}, {"quiet-17-river-stone", false}, {"x7k2-9qzt-m3pl-w8rn", false}, {"llvm", false},
	} {
		if got := debianPackage(tc.s); got != tc.want {
			t.Errorf("debianPackage(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"HH:MM[:ss[.uuuuuu]]", true}, {"MM[:ss[.uuuuuu]][TZ", true}, {"YYYY-MM-DD", true}, {"RRRR-MM-DD", true},
		{"aa:bb", true}, {"HH:MM[:ss[.uuuuuu]][FH]", true}, {"MM[:ss[.uuuuuu]][FH", true}, {"Xk[AB]", false}, {"Xk9#mQ2!", false}, {"HH", false}, {"aab:cc", false}, {"HHHHHHH:MM", false},
	} {
		if got := dateTimeFormat(tc.s); got != tc.want {
			t.Errorf("dateTimeFormat(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
