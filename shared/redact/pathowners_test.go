package redact

import "testing"

// TestPathOwners: a folder under a folder of users' files is an account's
// name, and so is the path's last name there without a file's extension;
// numbers, dates, files and folders programs make are kept.
func TestPathOwners(t *testing.T) {
	r := New()
	for _, c := range []struct{ in, want string }{
		{`open() "/var/www/uploads/tomwhite/avatar.png" failed`, `open() "/var/www/uploads/[user]/avatar.png" failed`},
		{`open() "/var/www/uploads/li06/avatar.png" failed`, `open() "/var/www/uploads/[user]/avatar.png" failed`},
		// (a handle in Latin with marks joined by a dot is a value wherever
		// it stands, judged before the folder's rule names it a user)
		{`open() "/var/www/uploads/hà.hoàng/avatar.png" failed`, `open() "/var/www/uploads/[value]/avatar.png" failed`},
		// a URL's path (an object store's, a CDN's) holds them as a file's
		{`Error: s3://app-uploads/avatars/pgarcia/profile.png`, `Error: s3://app-uploads/avatars/[user]/profile.png`},
		{`gs://media/user_uploads/tnguyen/export.csv not found`, `gs://media/user_uploads/[user]/export.csv not found`},
		// the path ends in the account's folder
		{`Warning: chown(/var/www/uploads/khanh.vy): Operation not permitted`, `Warning: chown(/var/www/uploads/[user]): Operation not permitted`},
		// kept: a file's name, a number, a folder programs make at the end
		{`Warning: chown(/var/www/uploads/photo.heic): Operation not permitted`, `Warning: chown(/var/www/uploads/photo.heic): Operation not permitted`},
		{`open /srv/app/uploads/2024 failed`, `open /srv/app/uploads/2024 failed`},
		{`open /srv/app/uploads/tmp failed`, `open /srv/app/uploads/tmp failed`},
		{`open /srv/app/uploads/report.docx failed`, `open /srv/app/uploads/report.docx failed`},
		// kept
		{`GET https://cdn.example.com/wp-content/uploads/2024/05/logo.png 404`, `GET https://cdn.example.com/wp-content/uploads/2024/05/logo.png 404`},
		{`Error: s3://app-uploads/avatars/thumbnails/x.png`, `Error: s3://app-uploads/avatars/thumbnails/x.png`},
		{`open() "/var/www/uploads/images/avatar.png" failed`, `open() "/var/www/uploads/images/avatar.png" failed`},
		{`open() "/var/www/uploads/2024/03/a.png" failed`, `open() "/var/www/uploads/2024/03/a.png" failed`},
		{`open() "/srv/app/public/uploads/cache/x.png" failed`, `open() "/srv/app/public/uploads/cache/x.png" failed`},
		{`open() "/var/www/uploads/thumbnails/x.png" failed`, `open() "/var/www/uploads/thumbnails/x.png" failed`},
	} {
		if got, _ := r.String(c.in); got != c.want {
			t.Errorf("%q -> %q, want %q", c.in, got, c.want)
		}
	}
}

// TestServiceHomes: a home folder's owner that a real source names as a
// system, service or default account (base-passwd, packages' postinst
// scripts, cloud-init's default users, Samba's built-in Windows
// accounts) is nobody's: the path stays whole for the triager. Any other
// owner is masked, a word (hunter), a cloud image's user the names data
// also holds (rocky).
func TestServiceHomes(t *testing.T) {
	checkMasks(t, []maskCase{
		{"Error: ENOENT: no such file or directory, open '/home/ubuntu/app/config.json'", ""},
		{"/home/ec2-user/deploy/run.sh: line 3: boom", ""},
		{"/home/debian/.ssh/authorized_keys: Permission denied", ""},
		{"could not open /home/postgres/data/pg_hba.conf", ""},
		{"permission denied: /home/www-data/.cache/pip", ""},
		{`C:\Users\Administrator\AppData\Local\Temp\build.log: access denied`, ""},
		{"cat: /home/hunter/app/.env: No such file or directory", "hunter"},
		{"cat: /home/rocky/app/.env: No such file or directory", "rocky"},
		{"cat: /home/mkaraoglu/app/.env: No such file or directory", "mkaraoglu"},
		{`C:\Users\pnovak\AppData\Local\Temp\build.log: access denied`, "pnovak"},
		// an account, not a program of the base system, owns a home or a
		// mailbox: info (the texinfo reader) is no account
		{"cat: /home/info/app/.env: No such file or directory", "/home/info/"},
		{"Empfänger info@bücher-schmidt.de unbekannt", "info@"},
		{"could not deliver to root@mail.example.internal", ""},
	})
}

// TestRouteHomes: /home in a web address's path (a URL's, a query's value
// once decoded) is a route, and a word the dictionaries
// know after it a page; a name there, and any word in a file's path, is
// still a home's owner.
func TestRouteHomes(t *testing.T) {
	checkMasks(t, []maskCase{
		{"redirect=%2Fhome%2Fdashboard", ""},
		{"redirect to https://app.example.com/home/dashboard failed", ""},
		{"redirect=%2Fhome%2Folivia", "olivia"},
		{"https://app.example.com/home/olivia", "olivia"},
		{"open /home/dashboard/.bashrc: permission denied", "dashboard"},
		{"GET /login?next=%2Fusers%2Fpapillon 302", "papillon"},
	})
}

// TestFormFieldEnds: inside a value read as words, a form's '&' ends a
// field's value as '=' ends its key: the next key stays.
func TestFormFieldEnds(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: "Échec: destinataire=olivia.martin&retry=false", gone: []string{"olivia", "martin"}, kept: []string{"&retry=false"}},
		{in: "failed: empfaenger=jdupont&retry=false&x=1", gone: []string{"jdupont"}, kept: []string{"&retry=false&x=1"}},
		{in: "failed: q=a&owner=jdupont", gone: []string{"jdupont"}, kept: []string{"&owner="}},
	})
}
