package redact

import "testing"

// TestShellPromptLogins: the user of a shell's prompt (bash's "[user@host
// dir]$", "user@host:~$") is the login of whoever is logged in, whatever
// word it is; a system's or a tool's account there (root, deploy,
// ansible, postgres) and a package's version (pkg@latest) stay. Invented
// values.
func TestShellPromptLogins(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: [alondra@prod-billing-02 ~]$ ./rerun.sh --month 2026-10", []string{"alondra"}, []string{"@prod-billing-02 ~]$ ./rerun.sh"}},
		{"zanahoria@build-07:~/src$ make test", []string{"zanahoria"}, []string{"@build-07:~/src$ make test"}},
		{"[root@web01 ~]# systemctl restart nginx", nil, []string{"[root@web01 ~]# systemctl restart nginx"}},
		{"[deploy@web-03 app]$ make", nil, []string{"[deploy@web-03 app]$ make"}},
		{"[ansible@ctl-01 ~]$ ansible-playbook site.yml", nil, []string{"[ansible@ctl-01 ~]$"}},
		{"postgres@db-01:~$ psql", nil, []string{"postgres@db-01:~$ psql"}},
		{"see pkg@latest for details", nil, []string{"pkg@latest"}},
	})
}
