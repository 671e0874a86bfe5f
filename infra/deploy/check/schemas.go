// Validation of every rendered object by kubeconform in strict mode, offline, against schemas
// nobody on this project wrote, kept in schemas/ with their versions in the folder names:
//   - kubernetes-1.33.5/swagger.json.gz: the Kubernetes API's OpenAPI document as k8s.io/kubernetes
//     v1.33.5 ships it (api/openapi-spec/swagger.json), turned here into one JSON schema per kind
//     the way kubeconform's own schema sets are made (standalone, strict);
//   - strimzi-0.47.0/: the CRDs of Strimzi 0.47.0 (packaging/install/cluster-operator);
//   - cloudnative-pg-1.28.4/: the CRDs of CloudNativePG 1.28.4 (config/crd/bases).
//
// Strict: an object with declared properties refuses any other field (unless its schema keeps
// unknown fields, as x-kubernetes-preserve-unknown-fields says), and duplicated keys are refused.
package check

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/yannh/kubeconform/pkg/resource"
	"github.com/yannh/kubeconform/pkg/validator"
	"sigs.k8s.io/yaml"
)

const (
	kubernetesVersion = "1.33.5"
	schemasDir        = "schemas"
)

var (
	schemaOnce sync.Once
	schemaVal  validator.Validator
	schemaErr  error
)

// strictify adds additionalProperties: false to every object schema that lists its properties
// and says nothing else about unknown fields (what kubeconform's -strict schema sets do).
func strictify(node interface{}) {
	switch n := node.(type) {
	case map[string]interface{}:
		_, hasProps := n["properties"]
		_, hasAdditional := n["additionalProperties"]
		preserve, _ := n["x-kubernetes-preserve-unknown-fields"].(bool)
		if hasProps && !hasAdditional && !preserve {
			n["additionalProperties"] = false
		}
		for _, v := range n {
			strictify(v)
		}
	case []interface{}:
		for _, v := range n {
			strictify(v)
		}
	}
}

func writeSchema(dir, group, kind, version string, schema interface{}) error {
	if group == "" {
		group = version // kubeconform's {{ .Group }} of a core kind is its version
	}
	path := filepath.Join(dir, group, strings.ToLower(kind)+"_"+version+".json")
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	body, err := json.Marshal(schema)
	if err != nil {
		return err
	}
	return os.WriteFile(path, body, 0o644)
}

// kubernetesSchemas writes one schema per kind of the OpenAPI document: the kind's definition by
// reference, with every definition beside it.
func kubernetesSchemas(dir string) error {
	// Kept gzipped: the document is 3.7 MB as text.
	file, err := os.Open(filepath.Join(schemasDir, "kubernetes-"+kubernetesVersion, "swagger.json.gz"))
	if err != nil {
		return err
	}
	defer file.Close()
	unzipped, err := gzip.NewReader(file)
	if err != nil {
		return err
	}
	body, err := io.ReadAll(unzipped)
	if err != nil {
		return err
	}
	var doc struct {
		Definitions map[string]map[string]interface{} `json:"definitions"`
	}
	if err := json.Unmarshal(body, &doc); err != nil {
		return err
	}
	// Two string formats YAML writes as numbers too (as kubeconform's schema sets allow).
	doc.Definitions["io.k8s.apimachinery.pkg.util.intstr.IntOrString"] = map[string]interface{}{
		"oneOf": []interface{}{map[string]interface{}{"type": "string"}, map[string]interface{}{"type": "integer"}}}
	doc.Definitions["io.k8s.apimachinery.pkg.api.resource.Quantity"] = map[string]interface{}{
		"oneOf": []interface{}{map[string]interface{}{"type": "string"}, map[string]interface{}{"type": "number"}}}
	defs := map[string]interface{}{}
	for name, d := range doc.Definitions {
		strictify(d)
		defs[name] = d
	}
	for name, d := range doc.Definitions {
		gvks, _ := d["x-kubernetes-group-version-kind"].([]interface{})
		for _, g := range gvks {
			gvk, _ := g.(map[string]interface{})
			group, _ := gvk["group"].(string)
			version, _ := gvk["version"].(string)
			kind, _ := gvk["kind"].(string)
			schema := map[string]interface{}{"$ref": "#/definitions/" + name, "definitions": defs}
			if err := writeSchema(dir, group, kind, version, schema); err != nil {
				return err
			}
		}
	}
	return nil
}

// crdSchemas writes the schema of every served version of every CRD in the operators' folders.
func crdSchemas(dir string) error {
	files, err := filepath.Glob(filepath.Join(schemasDir, "*", "*.yaml"))
	if err != nil || len(files) == 0 {
		return fmt.Errorf("no CRDs in %s (%v)", schemasDir, err)
	}
	for _, file := range files {
		body, err := os.ReadFile(file)
		if err != nil {
			return err
		}
		var crd struct {
			Spec struct {
				Group string `json:"group"`
				Names struct {
					Kind string `json:"kind"`
				} `json:"names"`
				Versions []struct {
					Name   string `json:"name"`
					Served bool   `json:"served"`
					Schema struct {
						OpenAPIV3Schema map[string]interface{} `json:"openAPIV3Schema"`
					} `json:"schema"`
				} `json:"versions"`
			} `json:"spec"`
		}
		if err := yaml.Unmarshal(body, &crd); err != nil {
			return fmt.Errorf("%s: %w", file, err)
		}
		for _, v := range crd.Spec.Versions {
			if !v.Served || v.Schema.OpenAPIV3Schema == nil {
				continue
			}
			strictify(v.Schema.OpenAPIV3Schema)
			if err := writeSchema(dir, crd.Spec.Group, crd.Spec.Names.Kind, v.Name, v.Schema.OpenAPIV3Schema); err != nil {
				return err
			}
		}
	}
	return nil
}

func schemaValidator() (validator.Validator, error) {
	schemaOnce.Do(func() {
		dir, err := os.MkdirTemp("", "bonus-deploy-schemas-")
		if err != nil {
			schemaErr = err
			return
		}
		if schemaErr = kubernetesSchemas(dir); schemaErr != nil {
			return
		}
		if schemaErr = crdSchemas(dir); schemaErr != nil {
			return
		}
		schemaVal, schemaErr = validator.New(
			[]string{dir + "/{{ .Group }}/{{ .ResourceKind }}_{{ .ResourceAPIVersion }}.json"},
			validator.Opts{Strict: true, KubernetesVersion: kubernetesVersion})
	})
	return schemaVal, schemaErr
}

// Validate checks every object of a rendered overlay against its schema; an object whose kind has
// no schema is an error too.
func Validate(r *Rendered) []error {
	v, err := schemaValidator()
	if err != nil {
		return []error{fmt.Errorf("loading the schemas: %w", err)}
	}
	var errs []error
	for i, body := range r.YAML {
		res := v.ValidateResource(resource.Resource{Path: fmt.Sprintf("object %d", i), Bytes: body})
		if res.Status == validator.Valid {
			continue
		}
		sig, _ := res.Resource.Signature()
		name := fmt.Sprintf("object %d", i)
		if sig != nil {
			name = sig.Kind + " " + sig.Name
		}
		msg := fmt.Sprint(res.Err)
		for _, ve := range res.ValidationErrors {
			msg += fmt.Sprintf("; %s: %s", ve.Path, ve.Msg)
		}
		errs = append(errs, fmt.Errorf("%s does not match its schema: %s", name, msg))
	}
	return errs
}
