package lambdarun

import (
	"context"
	"net"
	"net/http"
	"strings"

	"glitchtip-mcp/shared/standin"
	"glitchtip-mcp/shared/testkit/motoserver"
)

// Secret names the offline environment creates.
const (
	TokenSecret = "glitchtip-mcp/token"
	KeysSecret  = "glitchtip-mcp/api-keys"
	// SampleKey is the MCP API key the sample events in events/ carry.
	SampleKey = "sample-key-0123456789abcdef"
)

// Local is the offline environment of a function: a GlitchTip stand-in on
// loopback and a Secrets Manager endpoint (moto_server) holding the token
// and the API keys under the names the template uses.
type Local struct {
	// Fake is the GlitchTip stand-in.
	Fake *standin.Server
	// Env is the function's environment (KEY=VALUE).
	Env  []string
	srv  *http.Server
	stop func()
}

// NewLocal starts the stand-in with data and stores the secrets at the
// Secrets Manager endpoint sm ("" launches a moto_server).
func NewLocal(ctx context.Context, data *standin.Dataset, sm string) (*Local, error) {
	l := &Local{Fake: &standin.Server{Data: data}}
	if sm == "" {
		url, stop, err := motoserver.Launch()
		if err != nil {
			return nil, err
		}
		sm, l.stop = url, stop
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		l.Close()
		return nil, err
	}
	l.srv = &http.Server{Handler: l.Fake}
	go l.srv.Serve(ln)
	for name, value := range map[string]string{
		TokenSecret: `{"token":"` + data.Token + `"}`,
		KeysSecret:  `[{"name":"sample","key":"` + SampleKey + `"}]`,
	} {
		if err := motoserver.CreateSecret(ctx, sm, name, value); err != nil && !strings.Contains(err.Error(), "ResourceExists") {
			l.Close()
			return nil, err
		}
	}
	l.Env = append(motoserver.EnvList(sm),
		"GLITCHTIP_URL=http://localhost:"+portOf(ln.Addr().String()),
		"GLITCHTIP_ORG="+data.Org,
		"GLITCHTIP_TOKEN_SOURCE_NAME="+TokenSecret,
		"MCP_API_KEYS_SOURCE_NAME="+KeysSecret,
		"MCP_PROFILE=glitchtip-readonly",
	)
	return l, nil
}

func portOf(addr string) string {
	_, p, _ := net.SplitHostPort(addr)
	return p
}

// Close stops the stand-in and a moto_server it launched.
func (l *Local) Close() {
	if l.srv != nil {
		l.srv.Close()
	}
	if l.stop != nil {
		l.stop()
	}
}
