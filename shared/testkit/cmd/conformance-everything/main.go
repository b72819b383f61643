// Command everything serves the conformance fixture server through the
// product's HTTP handler on a loopback address (default 127.0.0.1:0) and
// prints its URL. Authentication is the development mode, honoured only on
// loopback: the conformance CLI cannot send credentials.
package main

import (
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"

	"glitchtip-mcp/shared/access"
	"glitchtip-mcp/shared/audit"
	"glitchtip-mcp/shared/endpoint"
	"glitchtip-mcp/shared/testkit/conformance"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:0", "loopback listen address")
	flag.Parse()
	if err := access.ValidateDevOpen(*addr, false); err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	g, err := access.New(access.Config{DevOpen: true})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	h := endpoint.Handler(conformance.New(), endpoint.Options{Guard: g, Audit: audit.New(nil, nil)})
	fmt.Printf("serving http://%s/mcp\n", ln.Addr())
	http.Serve(ln, h)
}
