// Renders every overlay of infra/deploy/k8s and checks it: kubeconform in strict mode against the
// Kubernetes 1.33 schemas and the pinned operators' CRDs, a strict typed decode of each Kubernetes
// object, then the cross-object rules. The broken-copy tests prove that the check fails on the
// mistakes it is there to catch.
package check

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

const k8sDir = "../k8s"

func overlays(t *testing.T) []string {
	t.Helper()
	dirs, err := filepath.Glob(filepath.Join(k8sDir, "overlays", "*"))
	if err != nil || len(dirs) < 2 {
		t.Fatalf("expected the staging and production overlays, found %v (%v)", dirs, err)
	}
	return dirs
}

func TestEveryOverlayRendersAndHolds(t *testing.T) {
	for _, dir := range overlays(t) {
		t.Run(filepath.Base(dir), func(t *testing.T) {
			r, err := Render(dir)
			if err != nil {
				t.Fatal(err)
			}
			if len(r.Objects) < 20 {
				t.Fatalf("only %d objects rendered", len(r.Objects))
			}
			for _, e := range Validate(r) {
				t.Error(e)
			}
			for _, e := range Consistency(r) {
				t.Error(e)
			}
		})
	}
}

// copyTree copies infra/deploy/k8s into a temporary directory, applying edit to one file.
func copyTree(t *testing.T, file string, edit func(string) string) string {
	t.Helper()
	dst := t.TempDir()
	err := filepath.Walk(k8sDir, func(path string, info os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(k8sDir, path)
		target := filepath.Join(dst, rel)
		if info.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		body, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(body)
		if rel == file {
			edited := edit(text)
			if edited == text {
				t.Fatalf("the edit changed nothing in %s", file)
			}
			text = edited
		}
		return os.WriteFile(target, []byte(text), 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return filepath.Join(dst, "overlays", "production")
}

func TestMisspelledFieldsAreRefused(t *testing.T) {
	cases := []struct{ file, from, to string }{
		{"base/api.yaml", "readinessProbe:", "readinesProbe:"},
		{"base/worker.yaml", "envFrom:", "envfrom:"},
		{"base/kafka-topics.yaml", "partitions: 1", "partition: 1"},
		{"base/postgres.yaml", "instances: 3", "instance: 3"},
		{"base/kafka.yaml", "kraftMetadata: shared", "kraftMetaData: shared"},
		{"base/kafka.yaml", "networkPolicyPeers:", "networkPolicyPeer:"},
		{"base/kafka-users.yaml", "operations: [Write, Describe]", "operation: [Write, Describe]"},
		{"base/network-policies.yaml", "policyTypes:", "policyType:"},
	}
	for _, c := range cases {
		t.Run(c.file+" "+c.to, func(t *testing.T) {
			dir := copyTree(t, c.file, func(s string) string { return strings.Replace(s, c.from, c.to, 1) })
			r, err := Render(dir)
			if err == nil && len(Validate(r)) == 0 {
				t.Fatalf("%s with %q rendered and validated without an error", c.file, c.to)
			}
		})
	}
}

// The Kubernetes kinds go through kubeconform too, not only through the typed decode: an unknown
// field added after rendering is refused by the schema alone.
func TestSchemaAloneRefusesUnknownFields(t *testing.T) {
	r, err := Render(filepath.Join(k8sDir, "overlays", "production"))
	if err != nil {
		t.Fatal(err)
	}
	for i, body := range r.YAML {
		text := string(body)
		if !strings.HasPrefix(text, "apiVersion: apps/v1\nkind: Deployment") && !strings.Contains(text, "\nkind: Deployment\n") {
			continue
		}
		r.YAML[i] = []byte(strings.Replace(text, "readinessProbe:", "readinessProbes:", 1))
		if strings.Contains(string(r.YAML[i]), "readinessProbes:") {
			errs := Validate(r)
			if len(errs) == 0 {
				t.Fatal("a Deployment with readinessProbes: passed the schema")
			}
			return
		}
	}
	t.Fatal("no Deployment with a readiness probe rendered")
}

func TestBrokenReferencesAreFound(t *testing.T) {
	cases := []struct{ file, from, to, want string }{
		{"base/api-scaling.yaml", "name: bonus-api\n  minReplicas", "name: bonus-apj\n  minReplicas", "target Deployment bonus-apj"},
		{"base/api.yaml", "path: /readyz", "path: /ready", "readiness probe"},
		{"base/kafka-topics.yaml", "partitions: 1", "partitions: 3", "3 partitions, the design has 1"},
		{"base/kafka.yaml", "min.insync.replicas: 2", "min.insync.replicas: 1", "min.insync.replicas 2"},
		{"base/ingress.yaml", "name: bonus-web", "name: bonus-wep", "Service bonus-wep does not exist"},
		{"base/worker.yaml", "name: bonus-pg-app", "name: bonus-pq-app", "Secret bonus-pq-app"},
		{"base/kustomization.yaml", "BONUS_KAFKA_BROKERS=bonus-kafka-kafka-bootstrap:9093", "BONUS_KAFKA_BROKERS=kafka:9092", "BONUS_KAFKA_BROKERS"},
		// Images resolve to what a release pushes.
		{"overlays/production/kustomization.yaml", "- name: bonus-api\n", "- name: registry.example/bonus-api\n", "does not resolve to a registry image"},
		{"overlays/production/kustomization.yaml", "newTag: 1.0.0", "newTag: latest", "must be a release"},
		// The connection budget at the autoscaler's maximum.
		{"base/kustomization.yaml", "BONUS_PG_POOL=8", "BONUS_PG_POOL=16", "max_connections 250 < "},
		{"overlays/production/kustomization.yaml", "value: 20", "value: 30", "max_connections 250 < "},
		// Restricted Pod Security, requests and limits.
		{"base/web.yaml", "- ALL", "- NET_RAW", "bonus-web: container web: capabilities must drop ALL"},
		{"base/worker.yaml", "        seccompProfile:\n          type: RuntimeDefault\n", "", "container worker: seccompProfile"},
		{"base/migrate-job.yaml", "allowPrivilegeEscalation: false", "allowPrivilegeEscalation: true", "allowPrivilegeEscalation must be false"},
		{"base/api.yaml", "runAsNonRoot: true", "runAsNonRoot: false", "container api: runAsNonRoot"},
		{"base/migrate-job.yaml", "cpu: \"1\"\n", "", "container migrate: cpu and memory requests and limits"},
		{"base/postgres.yaml", "      memory: 4Gi\n    limits:\n      memory: 4Gi\n", "      memory: 4Gi\n", "Postgres Cluster bonus-pg: cpu and memory requests"},
		// NetworkPolicies select real pods; only api, worker and migrations reach Postgres, only
		// api and worker reach Kafka.
		{"base/network-policies.yaml", "app.kubernetes.io/name: bonus-migrate\n  policyTypes", "app.kubernetes.io/name: bonus-migration\n  policyTypes", "NetworkPolicy bonus-migrate selects no pod"},
		{"base/network-policies.yaml", "app.kubernetes.io/name: bonus-migrate\n      ports", "app.kubernetes.io/name: bonus-web\n      ports", "Deployment bonus-web may reach Postgres"},
		{"base/network-policies.yaml", "cnpg.io/cluster: bonus-pg\n  policyTypes", "cnpg.io/cluster: bonus-pgx\n  policyTypes", "NetworkPolicy bonus-pg selects no pod"},
		{"base/kafka.yaml", "app.kubernetes.io/name: bonus-worker", "app.kubernetes.io/name: bonus-web", "must admit exactly the api and the worker"},
		// Kafka: authenticated listener, one user per component, ACLs for what each uses.
		{"base/kafka.yaml", "authentication:\n          type: scram-sha-512\n", "", "has no authentication"},
		{"base/worker.yaml", "value: bonus-worker", "value: bonus-api", "Deployment bonus-worker: logs in to Kafka as \"bonus-api\""},
		{"base/kafka-users.yaml", "name: bonus.projector", "name: bonus.other", "ACL on group \"bonus.other\""},
		// Every BONUS_* variable the C++ reads is set or defaulted; nothing set that none reads.
		{"base/api.yaml", "- name: BONUS_JWT_SECRET\n", "- name: BONUS_JWT_SECRETS\n", "BONUS_JWT_SECRET is read by the api without a default and not set"},
		{"base/kustomization.yaml", "BONUS_PG_POOL=8", "BONUS_PG_POOLS=8", "BONUS_PG_POOLS is set but neither"},
		// Every overlay enforces the second factor, with the sealing key from a Secret.
		{"base/kustomization.yaml", "BONUS_REQUIRE_TOTP=1", "BONUS_REQUIRE_TOTP=0", "BONUS_REQUIRE_TOTP must be 1"},
		{"base/api.yaml", "- name: BONUS_TOTP_KEY\n              valueFrom:\n                secretKeyRef:\n                  name: bonus-secrets\n                  key: totp-key\n", "- name: BONUS_TOTP_KEY\n              value: literal-key\n", "BONUS_TOTP_KEY must come from a Secret"},
		{"base/api.yaml", "- name: BONUS_PASSWORD_PEPPER\n              valueFrom:\n                secretKeyRef:\n                  name: bonus-secrets\n                  key: password-pepper\n", "- name: BONUS_PASSWORD_PEPPER\n              value: literal-pepper\n", "BONUS_PASSWORD_PEPPER must come from a Secret"},
		// The security notices' webhook reaches the worker only from a Secret.
		{"base/worker.yaml", "- name: BONUS_SECURITY_WEBHOOK_SECRET\n              valueFrom:\n                secretKeyRef:\n                  name: bonus-secrets\n                  key: security-webhook-secret\n                  optional: true\n", "- name: BONUS_SECURITY_WEBHOOK_SECRET\n              value: literal-secret\n", "BONUS_SECURITY_WEBHOOK_SECRET must come from a Secret"},
		// The autoscaler owns the api's replica count.
		{"base/api.yaml", "spec:\n  selector:", "spec:\n  replicas: 2\n  selector:", "sets replicas beside its HorizontalPodAutoscaler"},
	}
	for _, c := range cases {
		t.Run(c.file+" "+c.want, func(t *testing.T) {
			dir := copyTree(t, c.file, func(s string) string { return strings.Replace(s, c.from, c.to, 1) })
			r, err := Render(dir)
			if err != nil {
				t.Fatal(err)
			}
			var found []string
			for _, e := range Consistency(r) {
				found = append(found, e.Error())
			}
			if !strings.Contains(strings.Join(found, "\n"), c.want) {
				t.Fatalf("expected an error containing %q, got %v", c.want, found)
			}
		})
	}
}
