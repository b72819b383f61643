package redact

import (
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
		// masked: people in the same places
		{"cat: /opt/anna-kowalczyk/settings.ini: No such file or directory", "anna-kowalczyk"},
		{"CONFLICT (content): Merge conflict in pkg/pwalczak/uriage.go", "pwalczak"},
		{"open /srv/app/maria_lindqvist.py: permission denied", "maria_lindqvist"},
		{"cat: /home/duka/settings.ini: No such file or directory", "duka"},
		{"open /srv/exports/maria-lindqvist/cv.pdf: denied", "maria-lindqvist"},
		{"FileNotFoundException: /src/Duka.Web/Services/MariaLindqvistService.cs", "MariaLindqvist"},
	})
}
