// Renders every overlay of infra/deploy/k8s and checks it: a strict typed decode of each object
// (a misspelled field fails), then the cross-object rules. The broken-copy tests prove that the
// check fails on the mistakes it is there to catch.
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
			if len(r.Objects) < 15 {
				t.Fatalf("only %d objects rendered", len(r.Objects))
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
	}
	for _, c := range cases {
		t.Run(c.file+" "+c.to, func(t *testing.T) {
			dir := copyTree(t, c.file, func(s string) string { return strings.Replace(s, c.from, c.to, 1) })
			if _, err := Render(dir); err == nil {
				t.Fatalf("%s with %q rendered without an error", c.file, c.to)
			}
		})
	}
}

func TestBrokenReferencesAreFound(t *testing.T) {
	cases := []struct{ file, from, to, want string }{
		{"base/api-scaling.yaml", "name: bonus-api\n  minReplicas", "name: bonus-apj\n  minReplicas", "target Deployment bonus-apj"},
		{"base/api.yaml", "path: /readyz", "path: /ready", "readiness probe"},
		{"base/kafka-topics.yaml", "partitions: 1", "partitions: 3", "3 partitions, the design has 1"},
		{"base/kafka.yaml", "min.insync.replicas: 2", "min.insync.replicas: 1", "min.insync.replicas 2"},
		{"base/ingress.yaml", "name: bonus-web", "name: bonus-wep", "Service bonus-wep does not exist"},
		{"base/worker.yaml", "name: bonus-pg-app", "name: bonus-pq-app", "Secret bonus-pq-app"},
		{"base/kustomization.yaml", "BONUS_KAFKA_BROKERS=bonus-kafka-kafka-bootstrap:9092", "BONUS_KAFKA_BROKERS=kafka:9092", "BONUS_KAFKA_BROKERS"},
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
