// Package gcpace sets how often the garbage collector of the request
// function runs, unless the operator set GOGC or GOMEMLIMIT.
//
// The function's live heap is small (a few MB: the configuration, the
// redactor's rules, pooled buffers) while each tool call allocates tens of
// KB that are garbage once the answer is written. At Go's default pace
// (GOGC=100) the collector then runs every few hundred calls and takes
// about a tenth of the process's CPU; at Percent it runs a quarter as often,
// for a heap that stays a few tens of MB. On Lambda the function's memory
// is known, so a soft limit below it makes the collector work harder
// rather than let the heap reach it.
package gcpace

import (
	"math"
	"runtime/debug"
	"strconv"
)

// Percent is the GOGC value set when the environment sets none.
const Percent = 400

// LimitShare is the share of the Lambda function's memory given to the Go
// runtime as its soft memory limit when GOMEMLIMIT is not set; the rest is
// left to the binary, the runtime API client and the sandbox.
const LimitShare = 0.75

// Pace is what Set chose, for the init log line.
type Pace struct {
	// Percent is the GOGC in effect (-1: off).
	Percent int
	// Limit is the soft memory limit in bytes (0: none).
	Limit int64
	// FromEnv says the operator's GOGC or GOMEMLIMIT was kept.
	FromEnv bool
}

// Set applies Percent and, on Lambda, a memory limit of LimitShare of
// AWS_LAMBDA_FUNCTION_MEMORY_SIZE (in MB). A GOGC or GOMEMLIMIT in the
// environment (already applied by the runtime) is left as it is.
func Set(getenv func(string) string) Pace {
	p := Pace{Percent: Percent}
	if getenv("GOGC") == "" {
		debug.SetGCPercent(Percent)
	} else {
		// the runtime parsed it; swapping is the only way to read it back
		p.FromEnv, p.Percent = true, debug.SetGCPercent(-1)
		debug.SetGCPercent(p.Percent)
	}
	if getenv("GOMEMLIMIT") == "" {
		if mb, err := strconv.Atoi(getenv("AWS_LAMBDA_FUNCTION_MEMORY_SIZE")); err == nil && mb > 0 {
			debug.SetMemoryLimit(int64(float64(mb) * LimitShare * (1 << 20)))
		}
	} else {
		p.FromEnv = true
	}
	p.Limit = debug.SetMemoryLimit(-1) // a negative limit reads it
	if p.Limit == math.MaxInt64 {
		p.Limit = 0
	}
	return p
}
