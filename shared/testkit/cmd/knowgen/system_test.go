package main

import (
	"slices"
	"testing"
)

// TestScriptAccounts: the accounts a maintainer script creates as system
// accounts, its continued lines joined; a member added to a group, a
// variable and a person's account made without --system are none.
func TestScriptAccounts(t *testing.T) {
	script := `if ! getent passwd postgres >/dev/null; then
        adduser --system $quiet --home /var/lib/postgresql --no-create-home \
            --shell /bin/bash --group --gecos "PostgreSQL administrator" postgres
fi
adduser $quiet postgres ssl-cert
adduser --force-badname --system --home /nonexistent --no-create-home --quiet _apt || true
adduser --system --quiet "$USER"
useradd -m olivia
`
	got := scriptAccounts(script)
	if want := []string{"postgres", "_apt"}; !slices.Equal(got, want) {
		t.Errorf("scriptAccounts = %q, want %q", got, want)
	}
}

// TestConfigUsers: cloud-init's default users, literal or one per
// variant of the branch "{{ variant }}" stands in, and their groups; a
// gecos line or another key's name is none.
func TestConfigUsers(t *testing.T) {
	cfg := `{% elif variant in ["almalinux", "amazon",
                    "fedora"] or is_rhel %}
   default_user:
{% if variant == "amazon" %}
     name: ec2-user
     gecos: EC2 Default User
{% else %}
     name: {{ variant }}
{% endif %}
     groups: [wheel, adm]
   ssh_svcname: sshd
     - name: root
`
	got := configUsers(cfg)
	want := []string{"ec2-user", "almalinux", "amazon", "fedora", "wheel", "adm"}
	if !slices.Equal(got, want) {
		t.Errorf("configUsers = %q, want %q", got, want)
	}
}
