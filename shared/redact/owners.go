// The owner of a repository or an image: the account segment of a git
// remote (https://github.com/OWNER/repo.git, git@host:OWNER/repo) and of
// a container image reference (registry.example/OWNER/image:tag, Docker
// Hub's OWNER/image). Owners are accounts, a person's as often as an
// organisation's; an owner passes only when it is known as one word (a
// dictionary, technical or catalogue word, the event's own code or the
// organisation's vocabulary) or names a service. A handle made of glued
// words (quietstorm), a name or a login shape is masked.

package redact

import "strings"

// forgeHosts are the public code hosts whose first path segment is an
// account.
const forgeHosts = " github.com gitlab.com bitbucket.org codeberg.org gitea.com git.sr.ht sr.ht gitee.com framagit.org " +
	"salsa.debian.org huggingface.co hub.docker.com gist.github.com "

// registryHints are words a container registry's host name carries.
var registryHints = []string{"registry", "docker", "ghcr", "quay", "gcr", "ecr", "harbor", "azurecr", "pkg.dev", "cr."}

// detectRepoOwners masks the owner segment of git remotes and image
// references.
func detectRepoOwners(sc *scan) {
	s, l := sc.s, sc.lower
	if !contains(s, "/") {
		return
	}
	images := containsAny(l, "image", "pull", "push", "manifest", "docker", "podman", "registry", "container")
	// asked once for the text, not once a candidate: a text of many
	// "repository x/y" would be read again for each
	git := contains(l, "git")
	for i := 0; i < len(s); {
		if sc.stop.pulse() {
			return
		}
		for i < len(s) && ownerStop(s[i]) {
			i++
		}
		j := i
		for j < len(s) && !ownerStop(s[j]) {
			j++
		}
		if j > i && indexByte(s[i:j], '/') > 0 {
			repoOwner(sc, i, j, images, git)
		}
		i = j
	}
}

// the bits of '"`()<>[]{},;| (TestStopSetsAsIndexByte)
var ownerStops = asciiSet{0x5800138400000000, 0x3800000128000000}

func ownerStop(c byte) bool {
	return isSpace(c) || ownerStops.has(c)
}

// repoOwner judges the token s[a:b].
func repoOwner(sc *scan, a, b int, images, git bool) {
	t := sc.s[a:b]
	lt := strings.ToLower(t)
	host, path, off, image := "", "", 0, false
	switch {
	case contains(lt, "://"):
		k := indexStr(lt, "://")
		rest := t[k+3:]
		slash := indexByte(rest, '/')
		if slash <= 0 {
			return
		}
		host = strings.ToLower(rest[:slash])
		if at := lastIndexByte(host, '@'); at >= 0 {
			host = host[at+1:]
		}
		path, off = rest[slash+1:], k+3+slash+1
		if hasPrefix(path, "@") {
			npmScope(sc, a+off, path)
			return
		}
		if !wordIn(forgeHosts, hostOnly(host)) && !forgeLike(host) && !contains(strings.ToLower(path), ".git") {
			return
		}
	case wordIn(forgeHosts, strings.ToLower(t[:indexByte(t, '/')])):
		// a forge's path without a scheme: github.com/OWNER/repo in a Go
		// module path or a package manager's message
		slash := indexByte(t, '/')
		path, off = t[slash+1:], slash+1
	case contains(t, "@") && contains(t, ":") && indexStr(t, "@") < indexStr(t, ":"):
		// scp-like remote: git@github.com:OWNER/repo.git
		at, c := indexByte(t, '@'), indexByte(t, ':')
		host = strings.ToLower(t[at+1 : c])
		path, off = t[c+1:], c+1
		if !contains(host, ".") || !(wordIn(forgeHosts, host) || forgeLike(host) || contains(strings.ToLower(path), ".git")) {
			return
		}
	case strings.Count(t, "/") == 1 && hasSuffix(strings.ToLower(t), ".git"):
		// OWNER/repo.git, as a git server names a repository
		path, off = t, 0
	case strings.Count(t, "/") == 1 && git && forgeProse(sc.lower, a):
		// owner/repo after the words a forge writes before a repository's
		// name (Gitea: repository fuchsbau/scripts not found; write
		// access to owner/repo)
		path, off = t, 0
	case images:
		// an image reference: host/OWNER/image[:tag], or Docker Hub's
		// OWNER/image after a pull
		slash := indexByte(t, '/')
		h := strings.ToLower(t[:slash])
		switch {
		case (contains(h, ".") || contains(h, ":") || h == "localhost") && registryHost(h, t):
			host, path, off, image = h, t[slash+1:], slash+1, true
		case strings.Count(t, "/") == 1 && hubReference(sc.lower, a):
			path, off = t, 0
		default:
			return
		}
	default:
		return
	}
	end := indexByte(path, '/')
	if end <= 0 {
		return // no repository after the owner
	}
	owner := path[:end]
	if hasPrefix(owner, "~") { // sr.ht
		owner, off = owner[1:], off+1
		end--
	}
	if len(owner) < 2 || ownerKnown(sc, owner) || image && privateRegistry(host) && knownWord(owner) && !personNameData(strings.ToLower(owner)) {
		// registry.intern:5000/almacen/api: an organisation's own
		// registry has no people's accounts; its namespace is a word of
		// the organisation's, in any form (almacén written in ASCII)
		return
	}
	sc.add(a+off, a+off+end, phPathUser)
}

// npmScope masks the scope of a scoped package in a registry's URL
// (registry.npmjs.org/@anjali.r%2futils) when it is written as a
// person's login, a name with initials or digits (initialledName) or a
// name of the names data: a scope is a user's or an organisation's, and
// an organisation's is a word or a brand (@acme, @farmco, @nestjs).
func npmScope(sc *scan, a int, path string) {
	lp := strings.ToLower(path)
	e := indexStr(lp, "%2f")
	if e < 0 {
		e = indexByte(lp, '/')
	}
	if e <= 2 {
		return
	}
	owner := path[1:e]
	if lo := lp[1:e]; !ownerKnown(sc, owner) && (initialledName(lo) || personName(owner) || givenNamePart(owner) || byLogin(lo)) {
		sc.add(a+1, a+e, phPathUser)
	}
}

// hostOnly drops a port.
func hostOnly(h string) string {
	if k := lastIndexByte(h, ':'); k > 0 {
		return h[:k]
	}
	return h
}

// forgeLike reports a self-hosted forge's host name (git.corp.example,
// gitlab.internal).
func forgeLike(h string) bool {
	for _, p := range []string{"git.", "gitlab.", "github.", "gitea.", "forgejo.", "bitbucket.", "code."} {
		if hasPrefix(h, p) {
			return true
		}
	}
	return false
}

// registryHost reports a registry's host name, or a reference with a tag
// or a digest after a host (registry.internal:5000/x/y:1.2).
func registryHost(h, t string) bool {
	if containsAny(h, registryHints...) {
		return true
	}
	last := t[lastIndexByte(t, '/')+1:]
	return contains(last, ":") || contains(last, "@sha256")
}

// publicRegistries are the multi-tenant registries whose namespaces are
// anybody's accounts.
const publicRegistries = " docker.io index.docker.io registry-1.docker.io registry.hub.docker.com ghcr.io quay.io registry.gitlab.com public.ecr.aws docker.pkg.github.com "

// privateRegistry reports an image registry's host that is no public
// multi-tenant one (registry.corp.example, registry.intern:5000), whose
// namespaces are the organisation's teams and projects.
func privateRegistry(h string) bool {
	return !wordIn(forgeHosts, hostOnly(h)) && !contains(publicRegistries, " "+hostOnly(h)+" ")
}

// hubReference reports a Docker Hub reference after the words the engines
// write before it.
func hubReference(l string, a int) bool {
	before := l[max(0, a-40):a]
	return hasSuffix(before, "pull access denied for ") || hasSuffix(before, "find image ") ||
		hasSuffix(before, "repository ") || hasSuffix(before, "pulling image ")
}

// ownerKnown reports an owner that names no person: one known word, the
// event's code or the organisation's names, a service, code made of known
// words joined by separators.
func ownerKnown(sc *scan, owner string) bool {
	lo := strings.ToLower(owner)
	if loginKept(lo) || sc.code != nil && sc.code.has(lo) || isPlaceholder(owner) {
		return true
	}
	if containsChars(owner, "-_.") {
		return codeValue(owner) && !initialledName(lo)
	}
	// fleetco, wastecorp: a word and a company's legal form (firmhandles.go)
	return knownAsWritten(owner) && !personName(owner) || firmHandle(lo)
}

// forgeProse reports the words a forge or git writes right before a
// repository's owner/name (repository, repo, access to); its caller asks
// once whether the text is about git.
func forgeProse(l string, a int) bool {
	before := l[max(0, a-16):a]
	return hasSuffix(before, "repository ") || hasSuffix(before, " repo ") || hasSuffix(before, "access to ")
}

// initialledName reports a login of one name of the names data and
// initials or digits joined to it (tina-b, j.kowalski, anna_k2): a
// person's account however code-like its name part is (tina is a
// package too), where an account stands.
func initialledName(lo string) bool {
	names := 0
	for _, p := range strings.FieldsFunc(lo, func(r rune) bool { return r == '-' || r == '_' || r == '.' }) {
		p = strings.TrimRight(p, "0123456789")
		switch {
		case len(p) <= 1:
		case len(p) >= 3 && (givenNameData(p) || surnameData(p)):
			names++
		default:
			return false
		}
	}
	return names == 1
}
