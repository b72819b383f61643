package redact

import (
	"strings"
	"testing"
)

// TestOutsider4Classes: a name pair inside a longer compound, a Twilio
// API key's SID, and the technical values outsider4's benign texts lost
// (a KB article, a bot's name before a scheme's word, a GitLab runner's
// directory, a number glued to a token before "via").
func TestOutsider4Classes(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, gone, kept string }{
		{"No such file or directory: '/opt/scripts/cleanup_tobias_hartmann_tmp.sh'", "tobias_hartmann", "cleanup_"},
		{"/srv/scripts/migrate_ahmet.yilmaz_backup.sh: line 12: pg_dump: command not found", "ahmet.yilmaz", "_backup.sh: line 12"},
		{"PWD=/Secr3t!x ; USER=root", "Secr3t", "USER=root"},
		{"ValueError: ethnicity 'Kurdish' not in allowed census categories", "Kurdish", "not in allowed"},
		{"com.example.hr.PayrollException: 员工欧阳志强的工资单生成失败：缺少银行账户信息", "欧阳志强", "的工资单生成失败"},
		// the quote that closes a special clause's value opens none
		{`{"note":"referred to EAP for alcoholism","severity":"confidential"}`, "alcoholism", `","severity":"confidential"}`},
		{"Twilio API Key SID SK050ff7714941adfdb1b9db4bf3f57dc4 was revoked", "SK050ff7714941adfdb1b9db4bf3f57dc4", "Twilio API Key SID"},
	} {
		out, _ := r.String(c.in)
		if strings.Contains(out, c.gone) || !strings.Contains(out, c.kept) {
			t.Errorf("%q -> %q: want %q gone and %q kept", c.in, out, c.gone, c.kept)
		}
	}
	for _, in := range []string{
		"Fehler 0x80070005: Zugriff verweigert. (Windows Update, KB5031356)",
		"0x80070643: 설치하는 동안 치명적인 오류가 발생했습니다. (KB5034441)",
		"renovate-bot: branch renovate/node-20.x has conflicts with main; rebase failed",
		`level=warn msg="rollout paused" actor=deploy-bot svc=ledger-writer reason="error budget exhausted"`,
		"Running on runner-x8sy2-project-412-concurrent-0 via gitlab-runner-7f...",
		"message SM050ff7714941adfdb1b9db4bf3f57dc4 failed",
		"Nov 04 10:12:55 web01 sudo[4412]: www-data : command not allowed ; TTY=unknown ; PWD=/ ; USER=root ; COMMAND=/usr/sbin/nginx -t",
		"-rw-r----- 1 postgres root 48213076 Nov  4 02:00 /var/backups/pg_dump_orders.sql.gz",
		"error in celery.worker.strategy.default_task",
		"员工信息同步失败",
		"cannot load app.models.user_profile.serializer",
	} {
		if out, _ := r.String(in); out != in {
			t.Errorf("%q changed: %q", in, out)
		}
	}
	// a phone in a line that is no listing stays a number
	if out, _ := r.String("call 4155550123 now"); strings.Contains(out, "4155550123") {
		t.Errorf("phone kept: %q", out)
	}
	// a passport's shape stays a passport's outside Windows' updates
	if out, _ := r.String("passport: KB5031356"); strings.Contains(out, "KB5031356") {
		t.Errorf("passport kept: %q", out)
	}
}
