// Rules of a release that a schema cannot see: images resolve to what a release pushes, the
// Postgres connections hold at the autoscaler's maximum, every pod meets the 'restricted' Pod
// Security level with requests and limits, every NetworkPolicy selects real pods (and only the
// api, the worker and the migrations reach Postgres, only the api and the worker reach Kafka),
// and every BONUS_* variable the C++ reads is set or has a default.
package check

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// The product's images by base name; a release pushes all three under one tag.
var productImages = map[string]bool{"bonus-api": true, "bonus-worker": true, "bonus-web": true}

var releaseTag = regexp.MustCompile(`^[0-9]+\.[0-9]+\.[0-9]+$`)

// Postgres connections per pod beside the api's pool (docs/operations.md, "Postgres connections").
const (
	apiExtraConnections    = 1 // the offset watcher's LISTEN connection
	workerConnections      = 7 // projector, jobs, publisher, and a replay's 4 at the end of its fold (replay.cpp)
	migrateConnections     = 1
	operatorConnections    = 5 // CloudNativePG's instance manager and metrics
	defaultReservedForRoot = 3
)

func (ix *index) imageRules(pods map[string]corev1.PodTemplateSpec) []error {
	var errs []error
	tags := map[string]bool{}
	registries := map[string]bool{}
	for owner, pod := range pods {
		for _, c := range pod.Spec.Containers {
			slash := strings.LastIndex(c.Image, "/")
			colon := strings.LastIndex(c.Image, ":")
			if slash < 0 || colon < slash {
				errs = append(errs, fmt.Errorf("%s: image %q does not resolve to a registry image with a tag (the overlay's images: entry matches nothing?)", owner, c.Image))
				continue
			}
			name, tag := c.Image[slash+1:colon], c.Image[colon+1:]
			if !productImages[name] {
				errs = append(errs, fmt.Errorf("%s: image %q is not one of the product's images", owner, c.Image))
				continue
			}
			if !releaseTag.MatchString(tag) {
				errs = append(errs, fmt.Errorf("%s: image %q: the tag must be a release (x.y.z) that images.sh pushes, not %q", owner, c.Image, tag))
			}
			tags[tag] = true
			registries[c.Image[:slash]] = true
		}
	}
	if len(tags) > 1 || len(registries) > 1 {
		errs = append(errs, fmt.Errorf("the images come from %d registries with %d tags: a release pushes all three under one", len(registries), len(tags)))
	}
	return errs
}

func (ix *index) connectionBudget() []error {
	var errs []error
	config := ix.configData()
	pool, err := strconv.Atoi(config["BONUS_PG_POOL"])
	if err != nil {
		pool = 16 // the api's default
	}
	apiMax := int32(0)
	for _, h := range ix.hpas {
		if h.Spec.ScaleTargetRef.Name == "bonus-api" {
			apiMax = h.Spec.MaxReplicas
		}
	}
	if d, ok := ix.deployments["bonus-api"]; ok && apiMax == 0 && d.Spec.Replicas != nil {
		apiMax = *d.Spec.Replicas
	}
	workers := int32(1)
	if d, ok := ix.deployments["bonus-worker"]; ok && d.Spec.Replicas != nil {
		workers = *d.Spec.Replicas
	}
	need := int(apiMax)*(pool+apiExtraConnections) + int(workers)*workerConnections + len(ix.jobs)*migrateConnections + operatorConnections
	for name, c := range ix.pgClusters {
		max, err := strconv.Atoi(c.Spec.PostgreSQL.Parameters["max_connections"])
		if err != nil {
			max = 100 // PostgreSQL's default
		}
		reserved := defaultReservedForRoot
		if r, err := strconv.Atoi(c.Spec.PostgreSQL.Parameters["superuser_reserved_connections"]); err == nil {
			reserved = r
		}
		if need+reserved > max {
			errs = append(errs, fmt.Errorf("Postgres Cluster %s: max_connections %d < %d needed at the autoscaler's maximum (%d api pods x (%d pool + %d) + %d workers x %d + %d job + %d operator + %d reserved)",
				name, max, need+reserved, apiMax, pool, apiExtraConnections, workers, workerConnections, len(ix.jobs), operatorConnections, reserved))
		}
	}
	return errs
}

func hasQuantity(m corev1.ResourceList, name corev1.ResourceName) bool {
	q, ok := m[name]
	return ok && !q.IsZero()
}

// restrictedRules: the 'restricted' Pod Security Standard's fields, and requests and limits.
func restrictedRules(owner string, pod corev1.PodTemplateSpec) []error {
	var errs []error
	fail := func(format string, a ...interface{}) { errs = append(errs, fmt.Errorf(owner+": "+format, a...)) }
	spec := pod.Spec
	if spec.HostNetwork || spec.HostPID || spec.HostIPC {
		fail("host namespaces are not allowed")
	}
	for _, v := range spec.Volumes {
		if v.HostPath != nil {
			fail("hostPath volume %s is not allowed", v.Name)
		}
	}
	psc := spec.SecurityContext
	if psc == nil {
		psc = &corev1.PodSecurityContext{}
	}
	all := append(append([]corev1.Container{}, spec.InitContainers...), spec.Containers...)
	for _, c := range all {
		sc := c.SecurityContext
		if sc == nil {
			sc = &corev1.SecurityContext{}
		}
		nonRoot := (sc.RunAsNonRoot != nil && *sc.RunAsNonRoot) || (sc.RunAsNonRoot == nil && psc.RunAsNonRoot != nil && *psc.RunAsNonRoot)
		if !nonRoot {
			fail("container %s: runAsNonRoot must be true", c.Name)
		}
		if (sc.RunAsUser != nil && *sc.RunAsUser == 0) || (sc.RunAsUser == nil && psc.RunAsUser != nil && *psc.RunAsUser == 0) {
			fail("container %s: runAsUser 0", c.Name)
		}
		if sc.Privileged != nil && *sc.Privileged {
			fail("container %s: privileged", c.Name)
		}
		if sc.AllowPrivilegeEscalation == nil || *sc.AllowPrivilegeEscalation {
			fail("container %s: allowPrivilegeEscalation must be false", c.Name)
		}
		dropsAll := false
		if sc.Capabilities != nil {
			for _, d := range sc.Capabilities.Drop {
				dropsAll = dropsAll || d == "ALL"
			}
			for _, a := range sc.Capabilities.Add {
				if a != "NET_BIND_SERVICE" {
					fail("container %s: capability %s may not be added", c.Name, a)
				}
			}
		}
		if !dropsAll {
			fail("container %s: capabilities must drop ALL", c.Name)
		}
		seccomp := sc.SeccompProfile
		if seccomp == nil {
			seccomp = psc.SeccompProfile
		}
		if seccomp == nil || (seccomp.Type != corev1.SeccompProfileTypeRuntimeDefault && seccomp.Type != corev1.SeccompProfileTypeLocalhost) {
			fail("container %s: seccompProfile RuntimeDefault (or Localhost) is required", c.Name)
		}
		r := c.Resources
		if !hasQuantity(r.Requests, corev1.ResourceCPU) || !hasQuantity(r.Requests, corev1.ResourceMemory) ||
			!hasQuantity(r.Limits, corev1.ResourceCPU) || !hasQuantity(r.Limits, corev1.ResourceMemory) {
			fail("container %s: cpu and memory requests and limits are required", c.Name)
		}
	}
	return errs
}

// operandResources: the Kafka nodes and Postgres instances get requests and a memory limit.
func (ix *index) operandResources() []error {
	var errs []error
	ok := func(r Resources) bool {
		return r.Requests["cpu"] != nil && r.Requests["memory"] != nil && r.Limits["memory"] != nil
	}
	for _, p := range ix.pools {
		if !ok(p.Spec.Resources) {
			errs = append(errs, fmt.Errorf("KafkaNodePool %s: cpu and memory requests and a memory limit are required", p.Name))
		}
	}
	for name, c := range ix.pgClusters {
		if !ok(c.Spec.Resources) {
			errs = append(errs, fmt.Errorf("Postgres Cluster %s: cpu and memory requests and a memory limit are required", name))
		}
	}
	return errs
}

// podLabelSets: the labels of every pod the deployment runs, its own and the operators'.
func (ix *index) podLabelSets(pods map[string]corev1.PodTemplateSpec) map[string]labels.Set {
	sets := map[string]labels.Set{}
	for owner, pod := range pods {
		sets[owner] = labels.Set(pod.Labels)
	}
	for name := range ix.pgClusters {
		sets["Postgres Cluster "+name] = labels.Set{"cnpg.io/cluster": name}
	}
	for name := range ix.kafkas {
		sets["Kafka "+name] = labels.Set{"strimzi.io/cluster": name}
	}
	return sets
}

func selects(sel *metav1.LabelSelector, sets map[string]labels.Set) []string {
	s, err := metav1.LabelSelectorAsSelector(sel)
	if err != nil || s.Empty() {
		return nil
	}
	var owners []string
	for owner, set := range sets {
		if s.Matches(set) {
			owners = append(owners, owner)
		}
	}
	sort.Strings(owners)
	return owners
}

func (ix *index) networkRules(pods map[string]corev1.PodTemplateSpec, policies []*networkingv1.NetworkPolicy) []error {
	var errs []error
	fail := func(format string, a ...interface{}) { errs = append(errs, fmt.Errorf(format, a...)) }
	sets := ix.podLabelSets(pods)
	pgClients := map[string]bool{}
	for _, np := range policies {
		targets := selects(&np.Spec.PodSelector, sets)
		if len(targets) == 0 {
			fail("NetworkPolicy %s selects no pod of this deployment", np.Name)
		}
		for _, rule := range np.Spec.Ingress {
			for _, peer := range rule.From {
				if peer.PodSelector == nil || peer.NamespaceSelector != nil {
					continue
				}
				from := selects(peer.PodSelector, sets)
				if len(from) == 0 {
					fail("NetworkPolicy %s: a rule's podSelector selects no pod of this deployment", np.Name)
				}
				for _, t := range targets {
					if strings.HasPrefix(t, "Postgres Cluster ") {
						for _, f := range from {
							pgClients[f] = true
						}
					}
				}
			}
		}
	}
	want := map[string]bool{"Deployment bonus-api": true, "Deployment bonus-worker": true, "Job bonus-migrate": true}
	for c := range pgClients {
		if !want[c] && !strings.HasPrefix(c, "Postgres Cluster ") {
			fail("NetworkPolicy: %s may reach Postgres; only the api, the worker and the migrations may", c)
		}
	}
	for c := range want {
		if !pgClients[c] {
			fail("NetworkPolicy: %s cannot reach Postgres", c)
		}
	}
	for _, k := range ix.kafkas {
		for _, l := range k.Spec.Kafka.Listeners {
			peers := map[string]bool{}
			for _, p := range l.NetworkPolicyPeers {
				if p.PodSelector == nil {
					fail("Kafka %s: listener %s admits a peer without a podSelector", k.Name, l.Name)
					continue
				}
				from := selects(p.PodSelector, sets)
				if len(from) == 0 {
					fail("Kafka %s: listener %s: a networkPolicyPeer selects no pod of this deployment", k.Name, l.Name)
				}
				for _, f := range from {
					peers[f] = true
				}
			}
			if len(peers) != 2 || !peers["Deployment bonus-api"] || !peers["Deployment bonus-worker"] {
				fail("Kafka %s: listener %s must admit exactly the api and the worker (networkPolicyPeers), admits %v", k.Name, l.Name, peers)
			}
		}
	}
	return errs
}

// The C++ sources that read the environment, by component (the libraries both link included).
var componentSources = map[string][]string{
	"api":    {"api/src", "events/src", "storage/src"},
	"worker": {"worker/src", "events/src", "storage/src"},
}

var (
	envName     = regexp.MustCompile(`"(BONUS_[A-Z0-9_]+)"`)
	envDefaults = regexp.MustCompile(`(?:\(|\{)"(BONUS_[A-Z0-9_]+)",\s*[^)\s]`)
	envRequired = regexp.MustCompile(`(BONUS_[A-Z0-9_]+)\s+\(required\)`)
)

// codeEnv reads the sources of a component: every BONUS_* name, and whether it has a default
// (read with a fallback argument and not documented as required).
func codeEnv(repo, component string) (map[string]bool, error) {
	names := map[string]bool{}
	var required []string
	for _, dir := range componentSources[component] {
		err := filepath.Walk(filepath.Join(repo, dir), func(path string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() || !(strings.HasSuffix(path, ".cpp") || strings.HasSuffix(path, ".hpp")) {
				return err
			}
			body, err := os.ReadFile(path)
			if err != nil {
				return err
			}
			for _, m := range envName.FindAllStringSubmatch(string(body), -1) {
				if _, seen := names[m[1]]; !seen {
					names[m[1]] = false
				}
			}
			for _, m := range envDefaults.FindAllStringSubmatch(string(body), -1) {
				names[m[1]] = true
			}
			for _, m := range envRequired.FindAllStringSubmatch(string(body), -1) {
				required = append(required, m[1])
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	for _, r := range required {
		names[r] = false
	}
	return names, nil
}

// containerEnv: the names a container gets, from env and from its ConfigMaps.
func (ix *index) containerEnv(c corev1.Container) map[string]bool {
	set := map[string]bool{}
	for _, e := range c.Env {
		set[e.Name] = true
	}
	for _, from := range c.EnvFrom {
		if from.ConfigMapRef == nil {
			continue
		}
		if cm, ok := ix.configMaps[from.ConfigMapRef.Name].(*corev1.ConfigMap); ok {
			for k := range cm.Data {
				set[k] = true
			}
		}
	}
	return set
}

func (ix *index) envRules(repo string, pods map[string]corev1.PodTemplateSpec) []error {
	var errs []error
	components := map[string]string{"Deployment bonus-api": "api", "Deployment bonus-worker": "worker", "Job bonus-migrate": "worker"}
	readByAny := map[string]bool{}
	for _, component := range []string{"api", "worker"} {
		code, err := codeEnv(repo, component)
		if err != nil {
			return []error{err}
		}
		for name := range code {
			readByAny[name] = true
		}
	}
	for owner, component := range components {
		pod, ok := pods[owner]
		if !ok || len(pod.Spec.Containers) == 0 {
			continue
		}
		code, err := codeEnv(repo, component)
		if err != nil {
			return []error{err}
		}
		set := ix.containerEnv(pod.Spec.Containers[0])
		for name, defaulted := range code {
			if !defaulted && !set[name] {
				errs = append(errs, fmt.Errorf("%s: %s is read by the %s without a default and not set", owner, name, component))
			}
		}
		for name := range set {
			if strings.HasPrefix(name, "BONUS_") && !readByAny[name] {
				errs = append(errs, fmt.Errorf("%s: %s is set but neither the api nor the worker reads it", owner, name))
			}
		}
	}
	return errs
}
