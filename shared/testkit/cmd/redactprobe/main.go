// Command redactprobe redacts each line of standard input and prints the
// result beside it, for exploring what the redactor masks and keeps.
//
//	echo 'login failed for olivia@example.com' | go run ./shared/testkit/cmd/redactprobe
//
// -label redacts the lines as organisation-set labels (project,
// environment, release names) instead of free text; -changed prints only
// the lines that changed.
package main

import (
	"bufio"
	"flag"
	"fmt"
	"os"
	"strings"

	"glitchtip-mcp/shared/redact"
)

func main() {
	label := flag.Bool("label", false, "redact as an organisation-set label")
	changed := flag.Bool("changed", false, "print only lines that changed")
	flag.Parse()
	r := redact.New()
	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 0, 1<<20), 1<<20)
	for sc.Scan() {
		in := strings.ReplaceAll(sc.Text(), "⏎", "\n")
		var out string
		var err error
		if *label {
			out, err = r.Label(in)
		} else {
			out, err = r.String(in)
		}
		if err != nil {
			fmt.Printf("ERR  %q: %v\n", in, err)
			continue
		}
		if *changed && out == in {
			continue
		}
		fmt.Printf("in:  %s\nout: %s\n", strings.ReplaceAll(in, "\n", "⏎"), strings.ReplaceAll(out, "\n", "⏎"))
	}
}
