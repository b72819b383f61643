//go:build lambda.norpc

package main

import (
	"fmt"
	"os"
)

// runDev refuses: this bootstrap was built for Lambda and carries no local
// modes (no demo data, no local servers). Build without -tags lambda.norpc
// for them: go build -o glitchtip-mcp ./functions/mcp
func runDev() {
	fmt.Fprintln(os.Stderr, "glitchtip-mcp: this bootstrap is built for AWS Lambda and has no local modes; for local HTTP, -stdio or -demo build it with: go build -o glitchtip-mcp ./functions/mcp")
	os.Exit(2)
}
