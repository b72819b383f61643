// Package lambdarun is a small stand-in for the AWS Lambda Runtime API, so
// the real built bootstrap can be run and invoked offline, without Docker:
// it serves /runtime/invocation/next, /response, /error and /init/error on
// loopback, starts the binary with AWS_LAMBDA_RUNTIME_API pointing at
// itself, and hands it one event at a time.
package lambdarun

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// Result is the outcome of one invocation.
type Result struct {
	// Payload is the function's response (nil on error).
	Payload json.RawMessage
	// Error is the function's error payload, if it returned one.
	Error json.RawMessage
	// Duration is from handing out the event to receiving the answer.
	Duration time.Duration
}

// ErrInit is returned when the function reported an init error or exited.
var ErrInit = errors.New("function failed to initialise")

type pending struct {
	id       string
	event    []byte
	deadline time.Time
	done     chan Result
}

// Runtime runs one function process.
type Runtime struct {
	cmd       *exec.Cmd
	srv       *http.Server
	addr      string
	queue     chan *pending
	mu        sync.Mutex
	inflight  map[string]*pending
	initErr   chan json.RawMessage
	exited    chan struct{}
	firstNext chan struct{}
	once      sync.Once
	seq       int
	// Started is when the process was started.
	Started time.Time
	// Output collects the function's stdout and stderr.
	Output *SyncBuffer
}

// SyncBuffer is a bytes.Buffer safe for concurrent writers.
type SyncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

// Write implements io.Writer.
func (s *SyncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

// String returns everything written so far.
func (s *SyncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Start serves the Runtime API on loopback and starts binary with env
// (added to a minimal environment: PATH and HOME only, as on Lambda the
// function sees only what the template gives it).
func Start(binary string, env []string) (*Runtime, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	r := &Runtime{addr: ln.Addr().String(), queue: make(chan *pending, 16), inflight: map[string]*pending{},
		initErr: make(chan json.RawMessage, 1), exited: make(chan struct{}), firstNext: make(chan struct{}), Output: &SyncBuffer{}}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /2018-06-01/runtime/invocation/next", r.next)
	mux.HandleFunc("POST /2018-06-01/runtime/invocation/{id}/response", r.answer(false))
	mux.HandleFunc("POST /2018-06-01/runtime/invocation/{id}/error", r.answer(true))
	mux.HandleFunc("POST /2018-06-01/runtime/init/error", func(w http.ResponseWriter, req *http.Request) {
		b, _ := io.ReadAll(req.Body)
		select {
		case r.initErr <- b:
		default:
		}
		w.WriteHeader(http.StatusAccepted)
	})
	r.srv = &http.Server{Handler: mux}
	go r.srv.Serve(ln)
	r.cmd = exec.Command(binary)
	r.cmd.Env = append([]string{"PATH=" + os.Getenv("PATH"), "HOME=" + os.Getenv("HOME"),
		"AWS_LAMBDA_RUNTIME_API=" + r.addr, "AWS_LAMBDA_FUNCTION_NAME=glitchtip-mcp-local",
		"AWS_LAMBDA_FUNCTION_MEMORY_SIZE=256", "AWS_LAMBDA_FUNCTION_VERSION=$LATEST"}, env...)
	r.cmd.Stdout, r.cmd.Stderr = r.Output, r.Output
	r.Started = time.Now()
	if err := r.cmd.Start(); err != nil {
		r.srv.Close()
		return nil, err
	}
	go func() { r.cmd.Wait(); close(r.exited) }()
	return r, nil
}

// Addr is the Runtime API address given to the function.
func (r *Runtime) Addr() string { return r.addr }

// Pid is the function's process id.
func (r *Runtime) Pid() int { return r.cmd.Process.Pid }

func (r *Runtime) next(w http.ResponseWriter, req *http.Request) {
	r.once.Do(func() { close(r.firstNext) })
	select {
	case p := <-r.queue:
		h := w.Header()
		h.Set("Lambda-Runtime-Aws-Request-Id", p.id)
		h.Set("Lambda-Runtime-Deadline-Ms", strconv.FormatInt(p.deadline.UnixMilli(), 10))
		h.Set("Lambda-Runtime-Invoked-Function-Arn", "arn:aws:lambda:eu-west-1:123456789012:function:glitchtip-mcp-local")
		h.Set("Lambda-Runtime-Trace-Id", "Root=1-00000000-000000000000000000000000")
		h.Set("Content-Type", "application/json")
		w.Write(p.event)
	case <-req.Context().Done():
	}
}

func (r *Runtime) answer(isErr bool) http.HandlerFunc {
	return func(w http.ResponseWriter, req *http.Request) {
		id := req.PathValue("id")
		b, _ := io.ReadAll(req.Body)
		r.mu.Lock()
		p := r.inflight[id]
		delete(r.inflight, id)
		r.mu.Unlock()
		if p == nil {
			http.Error(w, "unknown request id", http.StatusBadRequest)
			return
		}
		res := Result{}
		if isErr {
			res.Error = b
		} else {
			res.Payload = b
		}
		p.done <- res
		w.WriteHeader(http.StatusAccepted)
	}
}

// WaitReady waits until the function asks for its first event (its init is
// done), it reports an init error, or it exits.
func (r *Runtime) WaitReady(timeout time.Duration) (time.Duration, error) {
	select {
	case <-r.firstNext:
		return time.Since(r.Started), nil
	case b := <-r.initErr:
		return 0, fmt.Errorf("%w: %s", ErrInit, b)
	case <-r.exited:
		select {
		case b := <-r.initErr:
			return 0, fmt.Errorf("%w: %s", ErrInit, b)
		default:
		}
		return 0, fmt.Errorf("%w: process exited", ErrInit)
	case <-time.After(timeout):
		return 0, errors.New("function did not become ready")
	}
}

// Invoke hands event to the function and waits for its answer. timeout is
// the invocation deadline the function sees.
func (r *Runtime) Invoke(ctx context.Context, event []byte, timeout time.Duration) (Result, error) {
	r.mu.Lock()
	r.seq++
	p := &pending{id: fmt.Sprintf("req-%06d", r.seq), event: event, deadline: time.Now().Add(timeout), done: make(chan Result, 1)}
	r.inflight[p.id] = p
	r.mu.Unlock()
	start := time.Now()
	select {
	case r.queue <- p:
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
	select {
	case res := <-p.done:
		res.Duration = time.Since(start)
		return res, nil
	case b := <-r.initErr:
		return Result{}, fmt.Errorf("%w: %s", ErrInit, b)
	case <-r.exited:
		return Result{}, fmt.Errorf("%w: process exited", ErrInit)
	case <-time.After(timeout + 2*time.Second):
		return Result{}, errors.New("invocation timed out")
	case <-ctx.Done():
		return Result{}, ctx.Err()
	}
}

// PeakRSS returns the process's peak resident set size in bytes (Linux).
func (r *Runtime) PeakRSS() int64 {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", r.Pid()))
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(b), "\n") {
		if v, ok := strings.CutPrefix(line, "VmHWM:"); ok {
			kb, _ := strconv.ParseInt(strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(v), "kB")), 10, 64)
			return kb << 10
		}
	}
	return 0
}

// CPUTime returns the CPU time the function's process has used so far: the
// sum over its threads of /proc/<pid>/task/<tid>/schedstat's first field,
// nanoseconds on a CPU (Linux); 0 where that is not available.
func (r *Runtime) CPUTime() time.Duration {
	dirs, err := os.ReadDir(fmt.Sprintf("/proc/%d/task", r.Pid()))
	if err != nil {
		return 0
	}
	var total int64
	for _, d := range dirs {
		b, err := os.ReadFile(fmt.Sprintf("/proc/%d/task/%s/schedstat", r.Pid(), d.Name()))
		if err != nil {
			continue
		}
		f := strings.Fields(string(b))
		if len(f) > 0 {
			ns, _ := strconv.ParseInt(f[0], 10, 64)
			total += ns
		}
	}
	return time.Duration(total)
}

// Close stops the function and the Runtime API.
func (r *Runtime) Close() {
	if r.cmd.Process != nil {
		r.cmd.Process.Kill()
		<-r.exited
	}
	r.srv.Close()
}
