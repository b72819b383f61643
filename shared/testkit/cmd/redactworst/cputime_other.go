//go:build !linux

package main

import "time"

// threadCPU is the wall clock where the thread's CPU time is not read.
func threadCPU() time.Duration { return wallClock() }
