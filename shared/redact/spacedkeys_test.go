package redact

import "testing"

// TestSpacedCodeKeys: a key written as code (snake_case, camelCase,
// SCREAMING_SNAKE_CASE) whose words name a person's or a device's
// identifier, then one space and an id's shape, is read as key=value; a
// word after it, an address, a record's number after a party's key, a key
// of no one's (trace_id, order_id) and a qualified name keep their text.
// Invented ids and texts.
func TestSpacedCodeKeys(t *testing.T) {
	checkProse(t, []proseCase{
		{"Crashlytics: ANDROID_ID 5be07c1d93a2f468 session 12 crashed", []string{"5be07c1d93a2f468"}, []string{"ANDROID_ID", "session 12 crashed"}},
		{"push rejected for identifierForVendor 1C2B3A4D-5E6F-4711-8A9B-0C1D2E3F4A5B (app 3.2)", []string{"1C2B3A4D-5E6F-4711-8A9B-0C1D2E3F4A5B"}, []string{"identifierForVendor", "(app 3.2)"}},
		{"enrolment failed: device_id 7f3e91ab04c25d68 already bound", []string{"7f3e91ab04c25d68"}, []string{"device_id", "already bound"}},
		{"lookup by user_id 5530127 returned two rows", []string{"5530127"}, []string{"user_id", "returned two rows"}},
		// the neighbours
		{"lookup by userId undefined: no session", nil, []string{"userId undefined"}},
		{"customer_id 884213 has no open orders", nil, []string{"customer_id"}},
		{"client remote_addr 10.20.3.4 refused, hostname web-prod-0001 busy", nil, []string{"10.20.3.4", "web-prod-0001"}},
		{"trace_id 6e0c63257de34c926f9efcd03927272e order_id 4471 retried", nil, []string{"6e0c63257de34c926f9efcd03927272e", "order_id 4471"}},
		{"at com.shop.UserService.getUserId 4471 (UserService.java:41)", nil, []string{"getUserId 4471"}},
		{"device_id 4471 out of range", nil, []string{"device_id 4471"}},
	})
}
