// The user field of a web server's access log (NCSA common and combined
// formats, which Apache, nginx, Tomcat, IIS's NCSA mode and most proxies
// write): "10.0.3.7 - kpatel [02/Nov/2025:10:15:44 +0000] "GET …"". The
// field after the client's address and the identd field is the login the
// request was authenticated as; "-" is none. A login there is a person's
// account whatever its shape, as in an auth log (authlogs.go).

package redact

// reAccessLogUser: a client address, the identd field and the user field
// before the bracketed time of the log's format.
const reAccessLogUser = `(?:^|[\s:])(?:\d{1,3}(?:\.\d{1,3}){3}|[0-9a-fA-F]{0,4}(?::[0-9a-fA-F]{0,4}){2,7}|[\w.-]+) (?:-|[\w.@-]+) ([^\s\[\]"-][^\s\[\]"]*|-[^\s\[\]"]+) \[\d{1,2}/[A-Z][a-z]{2}/\d{4}:\d\d:\d\d:\d\d`
