package main

import (
	"syscall"
	"time"
	"unsafe"
)

// threadCPU returns the CPU time of the calling thread (the caller has
// locked its goroutine to it): the redactor runs on the caller's
// goroutine, so other processes on a busy machine do not count.
func threadCPU() time.Duration {
	const clockThreadCPUTimeID = 3
	var ts syscall.Timespec
	if _, _, e := syscall.Syscall(syscall.SYS_CLOCK_GETTIME, clockThreadCPUTimeID, uintptr(unsafe.Pointer(&ts)), 0); e != 0 {
		return wallClock()
	}
	return time.Duration(ts.Nano())
}
