package redact

import "testing"

// TestListingOwnerGivenNames: an ls -l owner that is a given name is a
// person's login even when it is a word of code too; system and service
// accounts (named for the service) stay, as does the group column's word.
func TestListingOwnerGivenNames(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "-rw-r----- 1 page staff 48213 Mar  1 10:22 /srv/exports/report.csv: Permission denied", gone: []string{" page "}, kept: []string{" staff 48213 Mar  1 10:22 /srv/exports/report.csv: Permission denied"}},
		{in: "-rw-r----- 1 san staff 48213 Mar  1 10:22 /srv/x.csv", gone: []string{" san "}, kept: []string{" staff 48213"}},
		{in: "drwxr-xr-x 2 rose staff 4096 Mar  1 10:22 /srv/x", gone: []string{"rose"}},
		{in: "drwxr-xr-x 2 jenkins jenkins 4096 Mar  1 10:22 /srv/x"},
		{in: "drwxr-xr-x 2 postgres postgres 4096 Mar  1 10:22 /srv/x"},
		{in: "drwxr-xr-x 2 deploy deploy 4096 Mar  1 10:22 /srv/x"},
		{in: "drwxr-xr-x 2 node node 4096 Mar  1 10:22 /srv/x"},
	})
}
