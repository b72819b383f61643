//go:build lambda.norpc

package main

import (
	"fmt"
	"os"
)

// preview refuses: the Lambda build carries no demo data. Build without
// -tags lambda.norpc (make digest-preview) for it.
func preview() {
	fmt.Fprintln(os.Stderr, "digest: this bootstrap is built for AWS Lambda; for a preview on demo data run: make digest-preview")
	os.Exit(2)
}
