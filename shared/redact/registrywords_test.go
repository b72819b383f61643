package redact

import "testing"

// The registries' words of code (words' registry.fuse) are template, not
// values: a tool, a protocol or a library named in a message stays, while
// a login or a name in the same place is still masked, since the
// registries' handles and people's names were left out of the filter.
func TestRegistryWordsAreCode(t *testing.T) {
	checkL10nCases(t, []l10nCase{
		{benign: "level=error msg=\"span export failed\" exporter=otlp endpoint=otel-collector.observability:4317",
			planted: "level=error msg=\"span export failed\" exporter=otlp owner=farhanmansuri", value: "farhanmansuri"},
		{benign: "rpc error: code = Unknown desc = `kustomize build .` failed exit status 1",
			planted: "rpc error: code = Unknown desc = build failed for user=rexxars", value: "rexxars"},
		{benign: "> Could not find androidx.compose.ui:ui:1.7.5.",
			planted: "> Could not find androidx.compose.ui:ui:1.7.5 (requested by login: feross)", value: "feross"},
		{benign: "Error: liquibase changelog lock held by migrate-job", planted: "Error: changelog lock held by olivia.blake", value: "olivia.blake"},
	})
}
