package redact

import "testing"

// TestFirmHandles: an owner written as a common word and a company's legal
// form glued (fleetco, wastecorp, farmco) is an organisation's account on
// a forge or a registry and stays, in a Go module path, a goroutine's
// frame and an image reference; a person's handle, a name with a form
// glued (jimco, annaco, johnsonco) or words glued without one
// (quietstorm), is still masked.
func TestFirmHandles(t *testing.T) {
	checkBothWays(t, []bothWays{
		{in: `Failed to pull image "ghcr.io/fleetco/telematics-ingest:1.23.4": rpc error: code = NotFound desc = manifest unknown`},
		{in: "ERROR: Job failed: exit code 137 (image ghcr.io/fleetco/telematics-ingest:1.23.4, commit a1b2c3d, runner #8443)"},
		{in: "panic: runtime error: index out of range [3] with length 3\n\ngoroutine 47 [running]:\ngithub.com/wastecorp/routing/internal/scheduler.(*Planner).assign(...)\n        /src/internal/scheduler/scheduler.go:212"},
		{in: "go: module github.com/farmco/plotmap@v1.3.0: reading https://proxy.golang.org/github.com/farmco/plotmap/@v/v1.3.0.zip: 404 Not Found"},
		{in: "fatal: repository 'https://github.com/jimco/dotfiles.git/' not found", gone: []string{"jimco"}, kept: []string{"/dotfiles.git/"}},
		{in: "fatal: repository 'https://github.com/annaco/dotfiles.git/' not found", gone: []string{"annaco"}},
		{in: "fatal: repository 'https://github.com/johnsonco/dotfiles.git/' not found", gone: []string{"johnsonco"}},
		{in: "fatal: repository 'https://github.com/quietstorm/dotfiles.git/' not found", gone: []string{"quietstorm"}},
		{in: `Failed to pull image "ghcr.io/stormrider/app:1.2": denied`, gone: []string{"stormrider"}},
	})
}

// TestFirmHandleShapes: the handle's shape alone: a known word and a form
// of cleanco's list, in small ASCII letters, no name of the names data.
func TestFirmHandleShapes(t *testing.T) {
	for _, c := range []struct {
		in   string
		want bool
	}{
		{"fleetco", true}, {"wastecorp", true}, {"farmco", true}, {"lumberinc", true},
		{"jimco", false}, {"annaco", false}, {"quietstorm", false}, {"co", false},
		{"xco", false}, {"fleet-co", false}, {"fleetco2", false}, {"Fleetco", false},
	} {
		if got := firmHandle(c.in); got != c.want {
			t.Errorf("firmHandle(%q) = %v, want %v", c.in, got, c.want)
		}
	}
}
