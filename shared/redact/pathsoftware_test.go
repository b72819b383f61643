package redact

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestSoftwarePathSegments: the folder a package is installed in, a source
// tree's package, a branch's topic and the folders and file of source code
// or configuration name software, often in the team's own romanised
// words; they are kept. A person's name or login in the same place (a
// given name and a surname, an initial and a surname),
// a home folder's owner and a data file's name are still masked.
func TestSoftwarePathSegments(t *testing.T) {
	checkMasks(t, []maskCase{
		// kept: software
		{"cat: /opt/duka/settings.ini: No such file or directory", ""},
		{"ls: '/var/lib/hanbai/queue' にアクセスできません: そのようなファイルやディレクトリはありません", ""},
		{"cd: /srv/chuku/restore: 没有那个文件或目录", ""},
		{"open /data/maeul/snapshot.db: 그런 파일이나 디렉터리가 없습니다", ""},
		{"CONFLICT (content): Merge conflict in pkg/hanbai/uriage.go", ""},
		{"lib/soko/malipo.ex:12: undefined function", ""},
		{"error: pathspec 'bugfix/chuku-retry' did not match any file(s) known to git", ""},
		{"Error: could not read conf/vorratsdienst.toml", ""},
		{"panic: boom\n    /app/Soko/Ghala/Hifadhi.swift:41", ""},
		// the token's file and folders are learnt once as its segments go
		// by: a later segment is judged as in a short path (ghala, no
		// dictionary's word: sklad is Czech since known2.fuse)
		{"open /srv/app/" + strings.Repeat("ghala/", 40) + "zapas.go: denied", ""},
		{"open /srv/app/" + strings.Repeat("ghala/", 40) + "maria_lindqvist.py: denied", "maria_lindqvist"},
		{"open /home/" + strings.Repeat("ghala/", 40) + "zapas.go: denied", "ghala"},
		// a distribution's tree: its packages' folders and files, their
		// versions and sections too (distroTree)
		{"dpkg: error: unable to stat conffile '/usr/share/man/man5/american-english.5.gz'", ""},
		{"ldconfig: cannot open /usr/lib/x86_64-linux-gnu/libXrender.so.1.3.0", ""},
		{"man: can't open /usr/share/man/man1/python3.11-config.1.gz", ""},
		{"E: Hash Sum mismatch: /usr/lib/x86_64-linux-gnu/pkgconfig/xrender.pc", ""},
		// masked: people in the same places
		{"open /usr/share/nginx/html/uploads/Lebenslauf_Anna_Schmidt.pdf: denied", "Lebenslauf_Anna_Schmidt"},
		{"open /usr/share/doc/anna-schmidt/notes.txt: denied", "anna-schmidt"},
		{"open /usr/src/app/exports/maria_lindqvist.pdf: denied", "maria_lindqvist"},
		{"cat: /opt/anna-kowalczyk/settings.ini: No such file or directory", "anna-kowalczyk"},
		{"CONFLICT (content): Merge conflict in pkg/pwalczak/uriage.go", "pwalczak"},
		{"open /srv/app/maria_lindqvist.py: permission denied", "maria_lindqvist"},
		{"cat: /home/duka/settings.ini: No such file or directory", "duka"},
		{"open /srv/exports/maria-lindqvist/cv.pdf: denied", "maria-lindqvist"},
		{"FileNotFoundException: /src/Duka.Web/Services/MariaLindqvistService.cs", "MariaLindqvist"},
	})
}

// TestSoftwarePathDeeper: the folders and file inside a program's folder
// under an install root are the program's too, as far down as every folder
// before them was (a tree of the team's own words: hazina/ripoti,
// ghala/bin/sasisha.sh); a person's name or login there, a home root's
// children (uploads, sftp) and a folder after a masked one are still
// masked.
func TestSoftwarePathDeeper(t *testing.T) {
	checkMasks(t, []maskCase{
		// kept: the program's tree
		{"bash: /opt/ghala/bin/sasisha.sh: Permission denied", ""},
		{"ls: '/srv/hazina/ripoti': No such file or directory", ""},
		{"cd: /var/lib/mkulima/mavuno: No such file or directory", ""},
		{"convert: unable to open '/srv/hazina/ripoti/0412.webp': No such file or directory", ""},
		// masked: people in the same places
		{"open /srv/tahsilat/raporlar/anna_lindqvist.pdf: denied", "anna_lindqvist"},
		{"open /srv/tahsilat/raporlar/lindqvist.pdf: denied", "lindqvist"},
		{"open /srv/tahsilat/raporlar/mkowalczyk/notes.txt: denied", "mkowalczyk"},
		{"open /srv/tahsilat/raporlar/olga/notes.txt: denied", "olga"},
		{"open /srv/tahsilat/raporlar/pasaporte.pdf: denied", "pasaporte"},
		{"ls: /srv/sftp/tumbili/in: denied", "tumbili"},
		{"open /srv/tahsilat/uploads/tumbili/cv.txt: denied", "tumbili"},
		{"open /srv/anna-kowalczyk/raporlar/hesabu.txt: denied", "anna-kowalczyk"},
		{"spawning /usr/local/bin/backup-mzielinska.sh: Permission denied", "mzielinska"},
		{"FileNotFoundError: /srv/exports/rahulverma/invoices-2026-10.csv", "rahulverma"},
		{"crontab: /var/spool/cron/j.lindqvist: Permission denied", "lindqvist"},
		{"open /opt/ghala/ripoti/Hesabu_Lindqvist.pdf: denied", "Lindqvist"},
	})
}

// TestSoftwarePathSearchesOnce: a folder of many segments (budget=budget=…,
// joined by "=" or ":") is searched for its "/" once, not again from its
// start for each segment (which made 256 KB of it grow 2.4x per doubling),
// and its folders are still read whole.
func TestSoftwarePathSearchesOnce(t *testing.T) {
	path := "/srv/" + strings.Repeat("budget=", 2000) + "app/zapas.go"
	var sp softwarePath
	for s0 := 0; s0 < len(path); {
		e := strings.IndexAny(path[s0:], "/=:")
		if e < 0 {
			e = len(path)
		} else {
			e += s0
		}
		sp.segment(path, s0, e)
		if s0 > 0 && path[s0-1] == '=' && sp.clear < s0 {
			t.Fatalf("segment at %d: the next search starts at %d, before it", s0, sp.clear)
		}
		s0 = e + 1
	}
	if want := strings.Repeat("budget=", 2000) + "app"; sp.last != want || sp.scanned != len(path)-len("zapas.go") || sp.roots {
		t.Fatalf("folders read as last %d bytes, scanned %d, roots %v", len(sp.last), sp.scanned, sp.roots)
	}
	checkMasks(t, []maskCase{
		{"open /srv/app=" + strings.Repeat("ghala=", 40) + "x/maria_lindqvist.py: denied", "maria_lindqvist"},
		{"open /srv/app=" + strings.Repeat("ghala=", 40) + "x/zapas.go: denied", ""},
	})
}

// TestResourceNames: a Google resource name's ids (a project, a dataset, a
// table, a key ring) are the organisation's names, kept whole even where
// a word and a number would read as a generated password; an id with a
// person's name or a login in it, a path under users/ or customers/, and
// the same ids outside a resource name are still masked.
func TestResourceNames(t *testing.T) {
	checkMasks(t, []maskCase{
		{"PermissionDenied: 403 Permission 'bigquery.tables.getData' denied on resource projects/fleet-prod-3821/datasets/telemetry (or it may not exist).", ""},
		{"PERMISSION_DENIED: denied on resource 'projects/acme-data-prod/datasets/sales/tables/orders_2024'", ""},
		{"denied on resource projects/acme-prod/locations/europe-west1/keyRings/app-keys/cryptoKeys/db-2024", ""},
		{"denied on resource projects/acme/datasets/olivia-martin-1984", "olivia-martin"},
		{"denied on resource projects/acme/datasets/jsmith_2024", "jsmith"},
		{"denied on resource projects/acme/users/olivia-martin-1984", "olivia-martin"},
		{"not found: exports/olivia-martin/files/cv-2024", "olivia-martin"},
		{"login failed for user: fleet-prod-3821", "fleet-prod-3821"},
	})
}

// TestProgramFilesTree: what an installer put under Program Files or
// ProgramData is the vendor's, at any depth and unquoted too (the path
// goes on over a space while the next word holds a folder): a folder's
// last word in capitals is no NetBIOS domain, a key's name (SEED, IBAN) no
// key, a library's versions no generated secret. A person's name or a
// login there, a home root's child, a domain account after the path and
// the same shapes outside it are still masked.
func TestProgramFilesTree(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Fehler: C:\Program Files\Lohnbuero\Lohn Tools\bin\liblohn-2.4.so.1.0.3 nicht geladen`},
		{in: `no se pudo abrir C:\Program Files\Kanri SEED\plugins\kanri-core-1.0.so.1.0.0`},
		{in: `fichier C:\Program Files (x86)\Hanbai IBAN\Hanbai ETL\hanbai.dll introuvable`},
		{in: `impossibile caricare "C:\Program Files\Sklad WMS\libsklad9x-7.2.so.3": modulo assente`},
		{in: `cannot read D:\ProgramData\Duka POS\cache\duka-offline.1.gz`},
		// a humped word a dictionary holds whole and the Linux manual's
		// acronym are no name's parts; a given name and a surname are
		{in: `无法打开 'C:\Program Files\ElGamal NUMA\paperconf.1.gz'`},
		{in: `cannot open 'C:\Program Files\Gamal Smith\paperconf.1.gz'`, gone: []string{"Gamal", "Smith"}, kept: []string{`'C:\Program Files\`}},
		// a given name and a surname glued as one humped folder are a
		// person's, though a list holds the glued word (it gathered it
		// from examples), unquoted or quoted, under Program Files or
		// another folder; a product's humped word and a dictionary's
		// humped word stay
		{in: `failed to load C:\Program Files\PeterNowak\bin\agent.dll: not found`, gone: []string{"PeterNowak"}, kept: []string{`C:\Program Files\`, `\bin\agent.dll: not found`}},
		{in: `cannot open "D:\Tools\MariaGarcia\run.exe"`, gone: []string{"MariaGarcia"}, kept: []string{`"D:\Tools\`, `\run.exe"`}},
		{in: `cannot open D:\Tools\James Miller\run.exe`, gone: []string{"James", "Miller"}, kept: []string{`D:\Tools\`}},
		{in: `cannot open C:\Program Files\PostScript Tools\gs.exe`},
		{in: `cannot open C:\Program Files\TIFF ElGamal\tiffinfo.exe`},
		// a person's name, a login under a home root, an account after it
		{in: `cannot read C:\ProgramData\Duka\Olivia Martin\notes.txt`, gone: []string{"Olivia", "Martin"}, kept: []string{`C:\ProgramData\Duka\`}},
		{in: `cannot read "C:\ProgramData\Duka\profiles\jkowalski\notes.txt"`, gone: []string{"jkowalski"}, kept: []string{`\profiles\`, `\notes.txt"`}},
		{in: `C:\Program Files\Duka\duka.exe started by CORP\lbauer`, gone: []string{"lbauer"}, kept: []string{`C:\Program Files\Duka\duka.exe started by CORP\`}},
		{in: `copied C:\Program Files\Duka\x.dll to ACME\jnowak`, gone: []string{"jnowak"}},
		{in: `logon failure for CORP\lbauer on C:\Users\Public`, gone: []string{"lbauer"}},
		{in: `seed phrase SEED 9fQ2xLmP7vKt3RwZ8hJn`, gone: []string{"9fQ2xLmP7vKt3RwZ8hJn"}},
	})
}

// TestProgramFolderReadsOnce: a token's Windows program root is looked for
// once and its folders folded in once as the segments go by, not searched
// again over the whole token at each segment (/user:ä repeated 256 KB long
// grew 3.7x per doubling); the answers are the ones the whole path gives.
func TestProgramFolderReadsOnce(t *testing.T) {
	// the same question asked of the whole path, as it was before
	whole := func(path string, sa, sb int) bool {
		r := programRoot(path)
		if r < 0 || sa < r || path[sa-1] != '\\' {
			return false
		}
		for f := range strings.SplitSeq(path[r:sa], "\\") {
			if inList(homeRoots, f) {
				return false
			}
		}
		return !nameParts(path[sa:sb])
	}
	// segments as judge cuts them, all asked in order
	walk := func(path, seps string, each func(sp *softwarePath, sa, sb int)) {
		var sp softwarePath
		for s0 := 0; s0 < len(path); {
			e := strings.IndexAny(path[s0:], seps)
			if e < 0 {
				e = len(path)
			} else {
				e += s0
			}
			each(&sp, s0, e)
			s0 = e + 1
		}
	}
	long := "/user:" + strings.Repeat("/user:ä", 4000)
	walk(long, "/=:&", func(sp *softwarePath, sa, sb int) {
		if sp.programFolder(long, sa, sb) || !sp.progInit || sp.progRoot != -1 {
			t.Fatalf("segment at %d: program folder, or the root not remembered (%v, %d)", sa, sp.progInit, sp.progRoot)
		}
	})
	deep := `C:\Program Files\Duka\` + strings.Repeat(`bin\`, 4000) + `duka.dll`
	root := len(`C:\Program Files\`)
	walk(deep, "/=:&\\", func(sp *softwarePath, sa, sb int) {
		if got := sp.programFolder(deep, sa, sb); got != (sa >= root) || sa >= root && sp.progScanned != sa {
			t.Fatalf("segment at %d: %v, folders folded to %d", sa, got, sp.progScanned)
		}
	})
	rng := rand.New(rand.NewPCG(5, 6))
	parts := []string{`C:\`, `Program Files\`, `program files (x86)\`, `ProgramData\`, `Duka\`, `profiles\`, `Users\`, `Olivia Martin\`, `jkowalski\`, `bin\`, `x.dll`, `:`, `=`, `/`, `\`, `&`}
	for i := range 3000 {
		var b strings.Builder
		for range 1 + rng.IntN(10) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		path := b.String()
		walk(path, "/=:&\\", func(sp *softwarePath, sa, sb int) {
			if sb > sa {
				if got, want := sp.programFolder(path, sa, sb), whole(path, sa, sb); got != want {
					t.Fatalf("case %d, %q at %d:%d: %v, want %v", i, path, sa, sb, got, want)
				}
			}
		})
	}
}

// TestDataFilesUnderRoots: a file programs write for each other (.json,
// .xml, .log, .edi) under an install root is named by the program's
// authors, in their own romanised words and with a message's sequence or
// date; a person's name, a login, a home or an upload folder, and a file
// outside the roots are still judged.
func TestDataFilesUnderRoots(t *testing.T) {
	checkMasks(t, []maskCase{
		// kept: the program's files
		{"tail: cannot open '/var/log/chuku/hassou.log' for reading: No such file or directory", ""},
		{"open /var/spool/edi/out/DESADV_20250102.edi: denied", ""},
		{"cat: /etc/zaiko/kubun.json: No such file or directory", ""},
		// masked: a person's name or login, a home's or an upload's file,
		// a relative path, a user's document
		{"open /srv/exports/maria_lindqvist.json: denied", "maria_lindqvist"},
		{"open /var/log/app/pwalczak.log: denied", "pwalczak"},
		{"open /srv/app/uploads/hassou.json: denied", "hassou"},
		{"open data/chuku/hassou.json: denied", "hassou"},
		{"open /home/duka/kubun.json: denied", "duka"},
		{"open /srv/chuku/Reisepass_Scan_Weber.jpg: denied", "Reisepass_Scan_Weber"},
	})
}
