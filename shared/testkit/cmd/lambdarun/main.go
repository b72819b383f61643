// Command lambdarun runs the real built bootstrap under the project's Lambda
// Runtime API stand-in, offline: the GlitchTip stand-in with demo data and
// moto_server as Secrets Manager.
//
//	lambdarun -bootstrap bin/native/bootstrap -event events/tools-call.json
//	lambdarun -bootstrap bin/native/bootstrap -bench 30 -size bin/arm64/bootstrap
package main

import (
	"archive/zip"
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"maps"
	"os"
	"slices"
	"strings"
	"time"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/lambdarun"
	"glitchtip-mcp/shared/testkit/loadtest"
)

func main() {
	bootstrap := flag.String("bootstrap", "bin/native/bootstrap", "the built function binary")
	event := flag.String("event", "events/tools-call.json", "event file to invoke with")
	bench := flag.Int("bench", 0, "measure this many cold starts instead of invoking once")
	size := flag.String("size", "", "also report the unzipped and zipped size of this binary")
	flag.Parse()
	ctx := context.Background()
	local, err := lambdarun.NewLocal(ctx, standin.Demo(), os.Getenv("AWS_ENDPOINT_URL_SECRETS_MANAGER"))
	if err != nil {
		fatal(err)
	}
	defer local.Close()
	if *bench > 0 {
		benchmark(ctx, *bootstrap, local, *bench, *size)
		return
	}
	ev, err := os.ReadFile(*event)
	if err != nil {
		fatal(err)
	}
	rt, err := lambdarun.Start(*bootstrap, local.Env)
	if err != nil {
		fatal(err)
	}
	defer rt.Close()
	if _, err := rt.WaitReady(10 * time.Second); err != nil {
		fmt.Fprint(os.Stderr, rt.Output.String())
		fatal(err)
	}
	res, err := rt.Invoke(ctx, ev, 29*time.Second)
	if err != nil {
		fatal(err)
	}
	out := res.Payload
	if res.Error != nil {
		out = res.Error
		fmt.Fprintln(os.Stderr, "function error:")
	}
	var pretty bytes.Buffer
	if json.Indent(&pretty, out, "", "  ") == nil {
		out = pretty.Bytes()
	}
	fmt.Println(string(out))
	fmt.Fprintf(os.Stderr, "invocation took %v; function log:\n%s", res.Duration.Round(time.Microsecond), rt.Output.String())
}

func benchmark(ctx context.Context, bootstrap string, local *lambdarun.Local, n int, size string) {
	ev, err := os.ReadFile("events/tools-list.json")
	if err != nil {
		fatal(err)
	}
	call, err := os.ReadFile("events/tools-call.json")
	if err != nil {
		fatal(err)
	}
	var cold, coldCPU []time.Duration
	phases := map[string][]float64{}
	for i := 0; i < n; i++ {
		rt, err := lambdarun.Start(bootstrap, local.Env)
		if err != nil {
			fatal(err)
		}
		ready, err := rt.WaitReady(10 * time.Second)
		if err != nil {
			fatal(fmt.Errorf("%v\n%s", err, rt.Output.String()))
		}
		res, err := rt.Invoke(ctx, ev, 29*time.Second)
		if err != nil {
			fatal(err)
		}
		cold = append(cold, time.Since(rt.Started))
		coldCPU = append(coldCPU, rt.CPUTime())
		if again, err := rt.Invoke(ctx, ev, 29*time.Second); err == nil {
			phases["6 second tools/list (warm, for comparison)"] = append(phases["6 second tools/list (warm, for comparison)"], float64(again.Duration.Microseconds())/1000)
		}
		for k, v := range initPhases(rt) {
			phases[k] = append(phases[k], v)
		}
		phases["5 ready -> first answer (tools/list)"] = append(phases["5 ready -> first answer (tools/list)"], float64(res.Duration.Microseconds())/1000)
		phases["4 runtime client start (init done -> ready)"] = append(phases["4 runtime client start (init done -> ready)"],
			float64(ready.Microseconds())/1000-sum(phases, i))
		rt.Close()
	}
	slices.Sort(cold)
	fmt.Printf("cold start (process start -> first invocation answered, incl. secret fetch from moto_server), %d runs:\n", n)
	fmt.Printf("  %s\n  min %v  p90 %v  max %v\n", spread(cold), cold[0].Round(time.Microsecond),
		cold[n*9/10].Round(time.Microsecond), cold[n-1].Round(time.Microsecond))
	fmt.Println("  phases, median ms (from the bootstrap's init line):")
	names := slices.Sorted(maps.Keys(phases))
	for _, k := range names {
		v := slices.Clone(phases[k])
		slices.Sort(v)
		_, label, _ := strings.Cut(k, " ")
		fmt.Printf("    %-48s %6.2f\n", label, v[len(v)/2])
	}
	rt, err := lambdarun.Start(bootstrap, local.Env)
	if err != nil {
		fatal(err)
	}
	defer rt.Close()
	rt.WaitReady(10 * time.Second)
	if _, err := rt.Invoke(ctx, call, 29*time.Second); err != nil { // the first call, out of the warm figures
		fatal(err)
	}
	var warm []time.Duration
	cpu0 := rt.CPUTime()
	for i := 0; i < 50; i++ {
		res, err := rt.Invoke(ctx, call, 29*time.Second)
		if err != nil {
			fatal(err)
		}
		warm = append(warm, res.Duration)
	}
	warmCPU := (rt.CPUTime() - cpu0) / 50
	slices.Sort(warm)
	fmt.Printf("warm tools/call (glitchtip_recent_events) through the Runtime API: %s\n", spread(warm))
	slices.Sort(coldCPU)
	fmt.Printf("CPU time of the process, cold start to first answer: %s\n", spread(coldCPU))
	memoryTable(coldCPU[len(coldCPU)/2], cold[len(cold)/2], warmCPU, warm[len(warm)/2])
	fmt.Printf("peak RSS after 1 cold + 50 warm invocations: %.1f MB\n", float64(rt.PeakRSS())/(1<<20))
	if size != "" {
		b, err := os.ReadFile(size)
		if err != nil {
			fatal(err)
		}
		var zb bytes.Buffer
		zw := zip.NewWriter(&zb)
		w, _ := zw.Create("bootstrap")
		w.Write(b)
		zw.Close()
		fmt.Printf("%s: %.2f MB unzipped, %.2f MB zipped\n", size, float64(len(b))/(1<<20), float64(zb.Len())/(1<<20))
	}
}

// memoryTable prints what the measured CPU times mean at Lambda memory
// settings, which get CPU in proportion to memory (1,769 MB is one vCPU):
// the CPU-bound part stretches by 1769/MB, the rest (waiting on Secrets
// Manager, GlitchTip, the Runtime API) does not. Measured on this
// machine's cores; Lambda's are of the same class.
func memoryTable(coldCPU, coldWall, warmCPU, warmWall time.Duration) {
	fmt.Printf("CPU time of the process: cold start to first answer %.1f ms (median); warm tools/call %.2f ms\n",
		ms(coldCPU), ms(warmCPU))
	fmt.Println("  estimated at Lambda memory sizes (CPU share = MB/1769; waiting time unchanged):")
	fmt.Println("    memory   vCPU   cold start   warm tools/call")
	for _, mb := range []int{128, 256, 512, 1024, 1769} {
		share := float64(mb) / 1769
		est := func(cpu, wall time.Duration) float64 { return ms(max(wall-cpu, 0)) + ms(cpu)/share }
		fmt.Printf("    %5d   %4.2f   %7.1f ms   %8.1f ms\n", mb, share, est(coldCPU, coldWall), est(warmCPU, warmWall))
	}
}

func ms(d time.Duration) float64 { return float64(d.Microseconds()) / 1000 }

// spread prints durations' median with its bootstrap 95% interval and their
// interquartile range, in milliseconds: one figure from a shared machine
// says little without how far a repeat would move it.
func spread(ds []time.Duration) string {
	v := make([]float64, len(ds))
	for i, d := range ds {
		v[i] = ms(d)
	}
	s := loadtest.Summarise(v)
	return fmt.Sprintf("median %.2f ms (95%% interval %.2f–%.2f, bootstrap; IQR %.2f–%.2f; %d samples)", s.Median, s.CILow, s.CIHigh, s.Q1, s.Q3, s.N)
}

// initPhases reads the init line the bootstrap logs: runtime + package
// initialisation (process start to main), configuration, secrets (with the
// warm-up beside them), and server construction, in milliseconds.
func initPhases(rt *lambdarun.Runtime) map[string]float64 {
	out := map[string]float64{}
	for _, line := range strings.Split(rt.Output.String(), "\n") {
		var l struct {
			Msg        string  `json:"msg"`
			MainUnixUS int64   `json:"main_unix_us"`
			Config     float64 `json:"config_ms"`
			Secrets    float64 `json:"secrets_ms"`
			Read       float64 `json:"read_ms"`
			Warm       float64 `json:"warm_ms"`
			Server     float64 `json:"server_ms"`
			Init       float64 `json:"init_ms"`
		}
		if json.Unmarshal([]byte(line), &l) != nil || l.Msg != "init complete" {
			continue
		}
		out["0 runtime + package init (process -> main)"] = float64(l.MainUnixUS-rt.Started.UnixMicro()) / 1000
		out["1 configuration"] = l.Config
		out["2 secrets (token + keys; warm-up beside)"] = l.Secrets
		out["2a   both secrets read"] = l.Read
		out["2b   warm-up (first requests, expressions)"] = l.Warm
		out["3 server construction"] = l.Server
		out["3b main -> init complete"] = l.Init
	}
	return out
}

// sum adds the init phases of run i that precede readiness.
func sum(p map[string][]float64, i int) float64 {
	t := 0.0
	for _, k := range []string{"0 runtime + package init (process -> main)", "3b main -> init complete"} {
		if len(p[k]) > i {
			t += p[k][i]
		}
	}
	return t
}

func fatal(err error) {
	fmt.Fprintln(os.Stderr, "lambdarun:", err)
	os.Exit(1)
}
