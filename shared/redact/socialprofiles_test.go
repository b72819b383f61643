package redact

import "testing"

// TestSocialProfiles: the handle in a social network's profile address
// (the first segment, or after linkedin's /in/, youtube's /@, reddit's
// /user/) is masked; the network's own pages (a post, a status, a
// subreddit, a company page), a bot, a handle of known words and other
// hosts ending alike stay. Invented handles.
func TestSocialProfiles(t *testing.T) {
	checkProse(t, []proseCase{
		{"Error: telegram deep link https://t.me/oksana_melnyk returned 404", []string{"oksana_melnyk"}, []string{"https://t.me/", "returned 404"}},
		{"Error: could not fetch https://www.instagram.com/zofia.wrobel/ (429)", []string{"zofia.wrobel"}, []string{"instagram.com/", "(429)"}},
		{"Error: profile https://twitter.com/kwame1987 not found", []string{"kwame1987"}, []string{"not found"}},
		{"Error: https://www.linkedin.com/in/tomasz-nowicki-4b1/ blocked", []string{"tomasz-nowicki-4b1"}, []string{"linkedin.com/in/", "blocked"}},
		{"Error: https://www.youtube.com/@gotuj_z_hania 404", []string{"gotuj_z_hania"}, []string{"youtube.com/@"}},
		{"Error: https://www.reddit.com/user/throwaway_9912/ 403", []string{"throwaway_9912"}, []string{"reddit.com/user/"}},
		// the neighbours
		{"GET https://www.instagram.com/p/Cx12AbC/ 404", nil, []string{"instagram.com/p/"}},
		{"see https://x.com/i/status/1790000000000000000", nil, []string{"x.com/i/status/"}},
		{"oembed failed for https://twitter.com/getsentry/status/1", nil, []string{"twitter.com/getsentry/status/1"}},
		{"Error: https://www.reddit.com/r/golang/ 403", nil, []string{"reddit.com/r/golang/"}},
		{"Error: https://www.linkedin.com/company/acme/ blocked", nil, []string{"linkedin.com/company/acme/"}},
		{"Error: https://t.me/acme_support_bot failed", nil, []string{"t.me/acme_support_bot"}},
		{"Error: upload to https://dropbox.com/home failed", nil, []string{"dropbox.com/home"}},
	})
}
