// Renders a kustomize overlay in-process (no kubectl, no network) and decodes every object it
// produces strictly into its typed Kubernetes or operator shape.
package check

import (
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	sigsjson "sigs.k8s.io/json"
	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

// The kinds a deployment may contain, by apiVersion and kind. Anything else is refused.
var kinds = map[string]func() interface{}{
	"v1/Namespace":                           func() interface{} { return &corev1.Namespace{} },
	"v1/ConfigMap":                           func() interface{} { return &corev1.ConfigMap{} },
	"v1/Secret":                              func() interface{} { return &corev1.Secret{} },
	"v1/Service":                             func() interface{} { return &corev1.Service{} },
	"v1/PersistentVolumeClaim":               func() interface{} { return &corev1.PersistentVolumeClaim{} },
	"apps/v1/Deployment":                     func() interface{} { return &appsv1.Deployment{} },
	"batch/v1/Job":                           func() interface{} { return &batchv1.Job{} },
	"autoscaling/v2/HorizontalPodAutoscaler": func() interface{} { return &autoscalingv2.HorizontalPodAutoscaler{} },
	"policy/v1/PodDisruptionBudget":          func() interface{} { return &policyv1.PodDisruptionBudget{} },
	"networking.k8s.io/v1/Ingress":           func() interface{} { return &networkingv1.Ingress{} },
	"kafka.strimzi.io/v1beta2/Kafka":         func() interface{} { return &Kafka{} },
	"kafka.strimzi.io/v1beta2/KafkaNodePool": func() interface{} { return &KafkaNodePool{} },
	"kafka.strimzi.io/v1beta2/KafkaTopic":    func() interface{} { return &KafkaTopic{} },
	"postgresql.cnpg.io/v1/Cluster":          func() interface{} { return &PostgresCluster{} },
	"kafka.strimzi.io/v1beta2/KafkaUser":     func() interface{} { return &KafkaUser{} },
	"networking.k8s.io/v1/NetworkPolicy":     func() interface{} { return &networkingv1.NetworkPolicy{} },
}

var operatorKinds = map[string]struct{}{
	"kafka.strimzi.io/v1beta2/Kafka": {}, "kafka.strimzi.io/v1beta2/KafkaNodePool": {},
	"kafka.strimzi.io/v1beta2/KafkaTopic": {}, "kafka.strimzi.io/v1beta2/KafkaUser": {},
	"postgresql.cnpg.io/v1/Cluster": {},
}

// Rendered is one overlay's objects, decoded, in the order kustomize emits them.
type Rendered struct {
	Objects []interface{}
	YAML    [][]byte // each object as kustomize rendered it (for the schema validation)
}

// Render builds the kustomization in dir and decodes every object strictly.
func Render(dir string) (*Rendered, error) {
	k := krusty.MakeKustomizer(krusty.MakeDefaultOptions())
	resources, err := k.Run(filesys.MakeFsOnDisk(), dir)
	if err != nil {
		return nil, fmt.Errorf("kustomize build %s: %w", dir, err)
	}
	out := &Rendered{}
	for _, r := range resources.Resources() {
		body, err := r.AsYAML()
		if err != nil {
			return nil, fmt.Errorf("%s: %w", r.CurId(), err)
		}
		key := r.GetApiVersion() + "/" + r.GetKind()
		make, ok := kinds[key]
		if !ok {
			return nil, fmt.Errorf("%s %s: kind %s is not one this deployment expects", r.GetKind(), r.GetName(), key)
		}
		obj := make()
		decode := decodeStrict
		if _, operator := operatorKinds[key]; operator {
			// The typed shapes of operator resources hold only what the rules read; their
			// schemas (the operators' CRDs) are applied by Validate.
			decode = decodeLoose
		}
		if err := decode(body, obj); err != nil {
			return nil, fmt.Errorf("%s %s: %w", r.GetKind(), r.GetName(), err)
		}
		out.Objects = append(out.Objects, obj)
		out.YAML = append(out.YAML, body)
	}
	return out, nil
}

// decodeStrict decodes as the Kubernetes API server does in strict mode: field names match case
// sensitively, and an unknown or duplicated field is an error.
func decodeStrict(body []byte, obj interface{}) error {
	js, err := yaml.YAMLToJSON(body)
	if err != nil {
		return err
	}
	strict, err := sigsjson.UnmarshalStrict(js, obj)
	if err != nil {
		return err
	}
	if len(strict) > 0 {
		return fmt.Errorf("%v", strict)
	}
	return nil
}

func decodeLoose(body []byte, obj interface{}) error {
	return yaml.Unmarshal(body, obj)
}
