// Package secret resolves a credential by name: an AWS Secrets Manager
// secret (the production path) or, for development only, env:VARNAME. The
// value is never logged, and errors name the source, never the value.
package secret

import (
	"context"
	"encoding/json"
	"errors"
	"net"
	"slices"
	"strings"
	"sync"
	"time"

	"glitchtip-mcp/shared/gterr"
)

// EnvPrefix marks a development-only source read from the environment.
const EnvPrefix = "env:"

// Getter is the one Secrets Manager call the resolver needs: this
// package's Client has it, and in the developer build an adapter of the
// SDK's client.
type Getter interface {
	GetSecretValue(ctx context.Context, in *GetSecretValueInput) (*GetSecretValueOutput, error)
}

// Resolver resolves sources. The zero value builds a Secrets Manager client
// on first use: from the default AWS configuration (profiles, AWS_REGION,
// credentials, AWS_ENDPOINT_URL_SECRETS_MANAGER for local endpoints), or in
// the Lambda build from the function's environment alone (AWSFromEnv).
type Resolver struct {
	// Client overrides the Secrets Manager client (tests).
	Client Getter
	// Getenv reads env: sources; nil means no env: source is accepted.
	Getenv func(string) string
	// Timeout bounds the lookup; zero means 5s.
	Timeout time.Duration

	mu     sync.Mutex
	client Getter
	region string
	// prefetched holds values read by Prefetch, each for one later read.
	prefetched map[string]string
}

// batchGetter is the Secrets Manager call that reads several secrets in
// one request; Client has it.
type batchGetter interface {
	BatchGetSecretValue(ctx context.Context, in *BatchGetSecretValueInput) (*BatchGetSecretValueOutput, error)
}

// Prefetch reads the named Secrets Manager secrets (env: sources are
// skipped) in one BatchGetSecretValue request, so a start that needs
// several pays one round trip and one connection. Each value serves one
// later Resolve or Raw of the same name. It is an optimisation only: on any
// failure (no secretsmanager:BatchGetSecretValue permission, a secret that
// is missing or cannot be decrypted) the secrets it did not get are read
// one by one later, with their own precise errors.
func (r *Resolver) Prefetch(ctx context.Context, sources ...string) {
	var names []string
	for _, s := range sources {
		if s != "" && !strings.HasPrefix(s, EnvPrefix) && !slices.Contains(names, s) {
			names = append(names, s)
		}
	}
	if len(names) < 2 {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, r.timeout())
	defer cancel()
	c, err := r.getter(ctx)
	if err != nil {
		return
	}
	b, ok := c.(batchGetter)
	if !ok {
		return
	}
	out, err := b.BatchGetSecretValue(ctx, &BatchGetSecretValueInput{SecretIdList: names})
	if err != nil {
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.prefetched == nil {
		r.prefetched = map[string]string{}
	}
	for _, v := range out.SecretValues {
		if v.SecretString == nil || strings.TrimSpace(*v.SecretString) == "" {
			continue
		}
		for _, n := range names {
			if n == v.Name || n == v.ARN {
				r.prefetched[n] = *v.SecretString
			}
		}
	}
}

// takePrefetched returns and forgets the prefetched value of name.
func (r *Resolver) takePrefetched(name string) (string, bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	v, ok := r.prefetched[name]
	delete(r.prefetched, name)
	return v, ok
}

func (r *Resolver) timeout() time.Duration {
	if r.Timeout <= 0 {
		return 5 * time.Second
	}
	return r.Timeout
}

// Stages of a secret's versions during a Secrets Manager rotation.
const (
	StageCurrent = "AWSCURRENT"
	StagePending = "AWSPENDING"
)

// Resolve returns the secret value for source. A JSON SecretString is read
// as {"token": "..."} (or field when given); anything else is the raw value.
func (r *Resolver) Resolve(ctx context.Context, source, field string) (string, error) {
	if field == "" {
		field = "token"
	}
	if v, ok := strings.CutPrefix(source, EnvPrefix); ok {
		if r.Getenv == nil {
			return "", gterr.Config("env: secret sources are for development only and are disabled here")
		}
		val := strings.TrimSpace(r.Getenv(v))
		if val == "" {
			return "", gterr.Config("the development secret variable " + v + " is empty")
		}
		return Extract(val, field, source) // the same shapes as a secret
	}
	raw, err := r.fetch(ctx, source)
	if err != nil {
		return "", err
	}
	return Extract(raw, field, source)
}

// Raw returns the SecretString of a secret as stored.
func (r *Resolver) Raw(ctx context.Context, source string) (string, error) {
	if v, ok := strings.CutPrefix(source, EnvPrefix); ok {
		if r.Getenv == nil {
			return "", gterr.Config("env: secret sources are for development only and are disabled here")
		}
		return r.Getenv(v), nil
	}
	return r.fetch(ctx, source)
}

// RawRotating returns a secret's current value and, while a Secrets
// Manager rotation is under way, its pending value ("" otherwise), so that
// both the old and the new credentials work during the rotation window.
// A pending version counts only while it is newer than the current one: a
// label left behind on an old version must not bring back what a newer
// current version removed. The pending stage is read best-effort: any
// failure to read it leaves it "", and only the current value decides
// success.
func (r *Resolver) RawRotating(ctx context.Context, source string) (current, pending string, err error) {
	if strings.HasPrefix(source, EnvPrefix) {
		current, err = r.Raw(ctx, source)
		return current, "", err
	}
	var p *GetSecretValueOutput
	done := make(chan struct{})
	go func() {
		defer close(done)
		p, _ = r.fetchStage(ctx, source, StagePending)
	}()
	c, err := r.fetchStage(ctx, source, StageCurrent)
	<-done
	if err != nil {
		return "", "", err
	}
	if p != nil && p.VersionId != c.VersionId &&
		p.CreatedDate != nil && c.CreatedDate != nil && !p.CreatedDate.Before(*c.CreatedDate) {
		pending = *p.SecretString
	}
	return *c.SecretString, pending, nil
}

func (r *Resolver) fetch(ctx context.Context, name string) (string, error) {
	if v, ok := r.takePrefetched(name); ok {
		return v, nil
	}
	out, err := r.fetchStage(ctx, name, "")
	if err != nil {
		return "", err
	}
	return *out.SecretString, nil
}

// getter returns the Secrets Manager client, built once: loading the AWS
// configuration is the costly part of a lookup. How it is built depends on
// the build: from the full default configuration chain (profiles, SSO,
// shared config files) for local use, or from the Lambda environment alone
// in the Lambda build, which leaves the chain out of the bootstrap.
func (r *Resolver) getter(ctx context.Context) (Getter, error) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.Client != nil {
		return r.Client, nil
	}
	if r.client == nil {
		c, region, err := newClient(ctx)
		if err != nil {
			return nil, err
		}
		r.client, r.region = c, region
	}
	return r.client, nil
}

// fetchStage reads one version of a secret; the result has a non-empty
// SecretString.
func (r *Resolver) fetchStage(ctx context.Context, name, stage string) (*GetSecretValueOutput, error) {
	ctx, cancel := context.WithTimeout(ctx, r.timeout())
	defer cancel()
	c, err := r.getter(ctx)
	if err != nil {
		return nil, err
	}
	out, err := c.GetSecretValue(ctx, &GetSecretValueInput{SecretId: name, VersionStage: stage})
	if err != nil {
		return nil, classify(name, r.region, err)
	}
	if out.SecretString == nil || strings.TrimSpace(*out.SecretString) == "" {
		return nil, gterr.Config("secret " + name + " has no SecretString")
	}
	return out, nil
}

// classify turns a Secrets Manager error (Client's APIError, or the SDK's
// in the developer build: both have ErrorCode) into a configuration error
// that says what was wrong and what to do, without the service's text
// (which can carry request ids and ARNs).
func classify(name, region string, err error) error {
	var ae interface{ ErrorCode() string }
	var ne *net.OpError
	where := ""
	if region != "" {
		where = " (region " + region + ")"
	}
	switch {
	case errors.As(err, &ae) && ae.ErrorCode() == "ResourceNotFoundException":
		return &gterr.Error{Kind: gterr.KindConfig, Internal: "ResourceNotFoundException",
			Msg: "secret " + name + " was not found in Secrets Manager" + where + ": check the name and AWS_REGION, or create it with aws secretsmanager create-secret --name " + name}
	case errors.As(err, &ae):
		switch ae.ErrorCode() {
		case "AccessDeniedException", "AccessDenied", "UnrecognizedClientException", "InvalidSignatureException":
			return &gterr.Error{Kind: gterr.KindConfig, Msg: "permission denied reading secret " + name + ": the AWS identity needs secretsmanager:GetSecretValue on it (and valid credentials)", Internal: ae.ErrorCode()}
		case "DecryptionFailure":
			return &gterr.Error{Kind: gterr.KindConfig, Msg: "secret " + name + " could not be decrypted: the AWS identity needs kms:Decrypt on its key", Internal: ae.ErrorCode()}
		}
		return &gterr.Error{Kind: gterr.KindConfig, Msg: "Secrets Manager refused to return secret " + name, Internal: ae.ErrorCode()}
	case strings.Contains(err.Error(), "get credentials") || strings.Contains(err.Error(), "retrieve credentials"):
		return &gterr.Error{Kind: gterr.KindConfig, Internal: "no credentials",
			Msg: "no AWS credentials were found to read secret " + name + ": set AWS_PROFILE to a configured profile, or AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (on Lambda the function's role provides them)"}
	case errors.As(err, &ne):
		return &gterr.Error{Kind: gterr.KindConfig, Internal: "transport",
			Msg: "Secrets Manager could not be reached to read secret " + name + where + ": check the network, AWS_REGION and any AWS_ENDPOINT_URL_SECRETS_MANAGER"}
	}
	return &gterr.Error{Kind: gterr.KindConfig, Msg: "Secrets Manager could not be reached to read secret " + name + where + ": check the network, AWS_REGION and any AWS_ENDPOINT_URL_SECRETS_MANAGER", Internal: "transport"}
}

// Extract reads field from a JSON object SecretString, or returns a
// non-JSON value as it is.
func Extract(raw, field, source string) (string, error) {
	s := strings.TrimSpace(raw)
	if strings.HasPrefix(s, "{") {
		var m map[string]any
		if json.Unmarshal([]byte(s), &m) != nil {
			return "", gterr.Config("secret " + source + " holds invalid JSON: store the value itself, or a JSON object {\"" + field + "\": \"...\"}")
		}
		v, _ := m[field].(string)
		if strings.TrimSpace(v) == "" {
			return "", gterr.Config("secret " + source + " has no \"" + field + "\" field: store the value itself, or a JSON object {\"" + field + "\": \"...\"}")
		}
		return strings.TrimSpace(v), nil
	}
	return s, nil
}
