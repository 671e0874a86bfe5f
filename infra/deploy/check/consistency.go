// Cross-object rules a typed decode alone cannot see: every name an object refers to exists,
// selectors select something, probes point at the api's health routes, and Kafka keeps the
// replication the system of record needs.
package check

import (
	"fmt"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	autoscalingv2 "k8s.io/api/autoscaling/v2"
	batchv1 "k8s.io/api/batch/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	policyv1 "k8s.io/api/policy/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// Secrets that are made outside the manifests: by the operator of the deployment
// (docs/operations.md) or by CloudNativePG for a Cluster (<cluster>-app).
const operatorSecret = "bonus-secrets"

type index struct {
	configMaps, secrets, pvcs, services map[string]interface{}
	deployments                         map[string]*appsv1.Deployment
	jobs                                []*batchv1.Job
	pgClusters                          map[string]*PostgresCluster
	kafkas                              map[string]*Kafka
	topics                              []*KafkaTopic
	pools                               []*KafkaNodePool
	hpas                                []*autoscalingv2.HorizontalPodAutoscaler
	pdbs                                []*policyv1.PodDisruptionBudget
	ingresses                           []*networkingv1.Ingress
	servicesTyped                       map[string]*corev1.Service
	policies                            []*networkingv1.NetworkPolicy
	users                               map[string]*KafkaUser
}

func newIndex(r *Rendered) *index {
	ix := &index{configMaps: map[string]interface{}{}, secrets: map[string]interface{}{}, pvcs: map[string]interface{}{},
		services: map[string]interface{}{}, deployments: map[string]*appsv1.Deployment{},
		pgClusters: map[string]*PostgresCluster{}, kafkas: map[string]*Kafka{}, servicesTyped: map[string]*corev1.Service{},
		users: map[string]*KafkaUser{}}
	for _, o := range r.Objects {
		switch v := o.(type) {
		case *corev1.ConfigMap:
			ix.configMaps[v.Name] = v
		case *corev1.Secret:
			ix.secrets[v.Name] = v
		case *corev1.PersistentVolumeClaim:
			ix.pvcs[v.Name] = v
		case *corev1.Service:
			ix.services[v.Name] = v
			ix.servicesTyped[v.Name] = v
		case *appsv1.Deployment:
			ix.deployments[v.Name] = v
		case *batchv1.Job:
			ix.jobs = append(ix.jobs, v)
		case *PostgresCluster:
			ix.pgClusters[v.Name] = v
		case *Kafka:
			ix.kafkas[v.Name] = v
		case *KafkaTopic:
			ix.topics = append(ix.topics, v)
		case *KafkaNodePool:
			ix.pools = append(ix.pools, v)
		case *autoscalingv2.HorizontalPodAutoscaler:
			ix.hpas = append(ix.hpas, v)
		case *policyv1.PodDisruptionBudget:
			ix.pdbs = append(ix.pdbs, v)
		case *networkingv1.Ingress:
			ix.ingresses = append(ix.ingresses, v)
		case *networkingv1.NetworkPolicy:
			ix.policies = append(ix.policies, v)
		case *KafkaUser:
			ix.users[v.Name] = v
		}
	}
	return ix
}

func (ix *index) secretExists(name string) bool {
	if _, ok := ix.secrets[name]; ok || name == operatorSecret {
		return true
	}
	if _, ok := ix.users[name]; ok { // Strimzi's user operator makes one per KafkaUser
		return true
	}
	if _, ok := ix.kafkas[strings.TrimSuffix(name, "-cluster-ca-cert")]; ok && strings.HasSuffix(name, "-cluster-ca-cert") {
		return true
	}
	_, ok := ix.pgClusters[strings.TrimSuffix(name, "-app")]
	return strings.HasSuffix(name, "-app") && ok
}

// The repository root, whose C++ sources the environment rule reads.
const repoRoot = "../../.."

// Consistency returns every broken rule of one rendered overlay.
func Consistency(r *Rendered) []error {
	ix := newIndex(r)
	var errs []error
	fail := func(format string, a ...interface{}) { errs = append(errs, fmt.Errorf(format, a...)) }

	pods := map[string]corev1.PodTemplateSpec{}
	for name, d := range ix.deployments {
		pods["Deployment "+name] = d.Spec.Template
		sel, err := metav1LabelSelector(d.Spec.Selector)
		if err != nil || !sel.Matches(labels.Set(d.Spec.Template.Labels)) {
			fail("Deployment %s: its selector does not select its own pods", name)
		}
	}
	for _, j := range ix.jobs {
		pods["Job "+j.Name] = j.Spec.Template
	}
	errs = append(errs, ix.imageRules(pods)...)
	errs = append(errs, ix.connectionBudget()...)
	errs = append(errs, ix.operandResources()...)
	errs = append(errs, ix.networkRules(pods, ix.policies)...)
	errs = append(errs, ix.envRules(repoRoot, pods)...)
	errs = append(errs, ix.secondFactorRules(pods)...)
	errs = append(errs, ix.noticePushRules(pods)...)
	for owner, pod := range pods {
		errs = append(errs, restrictedRules(owner, pod)...)
		for _, v := range pod.Spec.Volumes {
			if v.Secret != nil && !ix.secretExists(v.Secret.SecretName) {
				fail("%s: Secret %s is neither rendered nor made by an operator", owner, v.Secret.SecretName)
			}
		}
		for _, c := range pod.Spec.Containers {
			for _, from := range c.EnvFrom {
				if from.ConfigMapRef != nil {
					if _, ok := ix.configMaps[from.ConfigMapRef.Name]; !ok {
						fail("%s: ConfigMap %s does not exist", owner, from.ConfigMapRef.Name)
					}
				}
			}
			for _, e := range c.Env {
				if e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && !ix.secretExists(e.ValueFrom.SecretKeyRef.Name) {
					fail("%s: Secret %s is neither rendered nor made by an operator", owner, e.ValueFrom.SecretKeyRef.Name)
				}
			}
		}
		for _, v := range pod.Spec.Volumes {
			if v.PersistentVolumeClaim != nil {
				if _, ok := ix.pvcs[v.PersistentVolumeClaim.ClaimName]; !ok {
					fail("%s: PersistentVolumeClaim %s does not exist", owner, v.PersistentVolumeClaim.ClaimName)
				}
			}
		}
	}

	api, ok := ix.deployments["bonus-api"]
	if !ok {
		fail("no Deployment bonus-api")
	} else {
		c := api.Spec.Template.Spec.Containers[0]
		if c.ReadinessProbe == nil || c.ReadinessProbe.HTTPGet == nil || c.ReadinessProbe.HTTPGet.Path != "/readyz" {
			fail("bonus-api: readiness probe must be GET /readyz")
		}
		if c.LivenessProbe == nil || c.LivenessProbe.HTTPGet == nil || c.LivenessProbe.HTTPGet.Path != "/healthz" {
			fail("bonus-api: liveness probe must be GET /healthz")
		}
	}

	for name, s := range ix.servicesTyped {
		d := ix.selected(labels.SelectorFromSet(s.Spec.Selector))
		if d == nil {
			fail("Service %s selects no Deployment's pods", name)
			continue
		}
		for _, p := range s.Spec.Ports {
			if p.TargetPort.StrVal != "" && !hasPort(d, p.TargetPort.StrVal) {
				fail("Service %s: target port %q is not a port of Deployment %s", name, p.TargetPort.StrVal, d.Name)
			}
		}
	}
	for _, ing := range ix.ingresses {
		for _, rule := range ing.Spec.Rules {
			for _, p := range rule.HTTP.Paths {
				s, ok := ix.servicesTyped[p.Backend.Service.Name]
				if !ok {
					fail("Ingress %s: Service %s does not exist", ing.Name, p.Backend.Service.Name)
					continue
				}
				if !serviceHasPort(s, p.Backend.Service.Port) {
					fail("Ingress %s: Service %s has no port %v", ing.Name, s.Name, p.Backend.Service.Port)
				}
			}
		}
	}
	for _, h := range ix.hpas {
		if d, ok := ix.deployments[h.Spec.ScaleTargetRef.Name]; ok && d.Spec.Replicas != nil {
			fail("Deployment %s sets replicas beside its HorizontalPodAutoscaler: every apply would reset the count", d.Name)
		}
		if _, ok := ix.deployments[h.Spec.ScaleTargetRef.Name]; !ok || h.Spec.ScaleTargetRef.Kind != "Deployment" {
			fail("HorizontalPodAutoscaler %s: target Deployment %s does not exist", h.Name, h.Spec.ScaleTargetRef.Name)
		}
		if h.Spec.MinReplicas == nil || *h.Spec.MinReplicas < 2 || h.Spec.MaxReplicas < *h.Spec.MinReplicas {
			fail("HorizontalPodAutoscaler %s: needs at least 2 replicas and max >= min", h.Name)
		}
	}
	for _, p := range ix.pdbs {
		sel, err := metav1LabelSelector(p.Spec.Selector)
		if err != nil || ix.selected(sel) == nil {
			fail("PodDisruptionBudget %s selects no Deployment's pods", p.Name)
		}
	}
	errs = append(errs, ix.kafkaRules()...)
	for name, c := range ix.pgClusters {
		if c.Spec.Instances < 2 {
			fail("Postgres Cluster %s: at least one replica (instances >= 2)", name)
		}
	}
	return errs
}
