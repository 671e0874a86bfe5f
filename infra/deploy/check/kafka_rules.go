// Rules of the Kafka resources and the small helpers the consistency rules share.
package check

import (
	"fmt"
	"strings"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	networkingv1 "k8s.io/api/networking/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/labels"
)

// The topics of docs/events.md: suffix and partition count (content: one total order).
var wantTopics = map[string]int32{"content": 1, "engagement": 3, "jobs": 3}

func (ix *index) kafkaRules() []error {
	var errs []error
	fail := func(format string, a ...interface{}) { errs = append(errs, fmt.Errorf(format, a...)) }
	if len(ix.kafkas) != 1 {
		fail("expected one Kafka cluster, found %d", len(ix.kafkas))
		return errs
	}
	var kafka *Kafka
	for _, k := range ix.kafkas {
		kafka = k
	}
	cfg := kafka.Spec.Kafka.Config
	if fmt.Sprint(cfg["default.replication.factor"]) != "3" || fmt.Sprint(cfg["min.insync.replicas"]) != "2" {
		fail("Kafka %s: default.replication.factor 3 and min.insync.replicas 2 are required", kafka.Name)
	}
	if kafka.Annotations["strimzi.io/kraft"] != "enabled" || kafka.Annotations["strimzi.io/node-pools"] != "enabled" {
		fail("Kafka %s: KRaft mode with node pools must be enabled", kafka.Name)
	}
	var brokers, controllers int32
	for _, p := range ix.pools {
		if p.Labels["strimzi.io/cluster"] != kafka.Name {
			fail("KafkaNodePool %s belongs to no Kafka cluster of this deployment", p.Name)
		}
		for _, r := range p.Spec.Roles {
			switch r {
			case "broker":
				brokers += p.Spec.Replicas
			case "controller":
				controllers += p.Spec.Replicas
			}
		}
	}
	if brokers < 3 || controllers < 3 {
		fail("Kafka %s: replication 3 needs at least 3 brokers and 3 controllers (have %d, %d)", kafka.Name, brokers, controllers)
	}

	config := ix.configData()
	bootstrap := ""
	for _, l := range kafka.Spec.Kafka.Listeners {
		if l.Authentication == nil || l.Authentication.Type == "" {
			fail("Kafka %s: listener %s has no authentication: any pod could write events", kafka.Name, l.Name)
			continue
		}
		if l.Type == "internal" && l.Authentication.Type == "scram-sha-512" {
			bootstrap = fmt.Sprintf("%s-kafka-bootstrap:%d", kafka.Name, l.Port)
			want := "SASL_PLAINTEXT"
			if l.TLS {
				want = "SASL_SSL"
			}
			if config["BONUS_KAFKA_SECURITY_PROTOCOL"] != want || config["BONUS_KAFKA_SASL_MECHANISM"] != "SCRAM-SHA-512" {
				fail("Kafka %s: listener %s needs BONUS_KAFKA_SECURITY_PROTOCOL=%s and BONUS_KAFKA_SASL_MECHANISM=SCRAM-SHA-512", kafka.Name, l.Name, want)
			}
		}
	}
	if kafka.Spec.Kafka.Authorization == nil || kafka.Spec.Kafka.Authorization.Type != "simple" {
		fail("Kafka %s: the simple authorizer (ACLs) is required", kafka.Name)
	}
	if config["BONUS_KAFKA_BROKERS"] != bootstrap {
		fail("BONUS_KAFKA_BROKERS is %q, the cluster's SCRAM bootstrap address is %q", config["BONUS_KAFKA_BROKERS"], bootstrap)
	}
	errs = append(errs, ix.kafkaUserRules(config["BONUS_TOPIC_PREFIX"])...)
	if config["BONUS_TOPIC_REPLICATION"] != "3" {
		fail("BONUS_TOPIC_REPLICATION must be 3, as the cluster's replication")
	}
	seen := map[string]bool{}
	for _, t := range ix.topics {
		if t.Labels["strimzi.io/cluster"] != kafka.Name {
			fail("KafkaTopic %s belongs to no Kafka cluster of this deployment", t.Name)
		}
		suffix := strings.TrimPrefix(t.Spec.TopicName, config["BONUS_TOPIC_PREFIX"])
		partitions, known := wantTopics[suffix]
		if !known || suffix == t.Spec.TopicName {
			fail("KafkaTopic %s: %q is not a topic of BONUS_TOPIC_PREFIX %q", t.Name, t.Spec.TopicName, config["BONUS_TOPIC_PREFIX"])
			continue
		}
		seen[suffix] = true
		if t.Spec.Partitions != partitions {
			fail("KafkaTopic %s: %d partitions, the design has %d", t.Name, t.Spec.Partitions, partitions)
		}
		if t.Spec.Replicas != 3 || fmt.Sprint(t.Spec.Config["retention.ms"]) != "-1" {
			fail("KafkaTopic %s: replicas 3 and retention.ms -1 (kept forever) are required", t.Name)
		}
	}
	for suffix := range wantTopics {
		if !seen[suffix] {
			fail("no KafkaTopic for %s%s", config["BONUS_TOPIC_PREFIX"], suffix)
		}
	}
	return errs
}

// configData is the product's ConfigMap (bonus-config, with kustomize's hash suffix).
func (ix *index) configData() map[string]string {
	for name, c := range ix.configMaps {
		if strings.HasPrefix(name, "bonus-config") {
			return c.(*corev1.ConfigMap).Data
		}
	}
	return map[string]string{}
}

func (ix *index) selected(sel labels.Selector) *appsv1.Deployment {
	if sel.Empty() {
		return nil
	}
	for _, d := range ix.deployments {
		if sel.Matches(labels.Set(d.Spec.Template.Labels)) {
			return d
		}
	}
	return nil
}

func metav1LabelSelector(s *metav1.LabelSelector) (labels.Selector, error) {
	return metav1.LabelSelectorAsSelector(s)
}

func hasPort(d *appsv1.Deployment, name string) bool {
	for _, c := range d.Spec.Template.Spec.Containers {
		for _, p := range c.Ports {
			if p.Name == name {
				return true
			}
		}
	}
	return false
}

func serviceHasPort(s *corev1.Service, port networkingv1.ServiceBackendPort) bool {
	for _, p := range s.Spec.Ports {
		if (port.Name != "" && p.Name == port.Name) || (port.Number != 0 && p.Port == port.Number) {
			return true
		}
	}
	return false
}

// kafkaUserRules: the api and the worker log in as their own KafkaUser, whose password Secret they
// read, and every ACL names a topic of this deployment or a group the worker uses.
func (ix *index) kafkaUserRules(prefix string) []error {
	var errs []error
	fail := func(format string, a ...interface{}) { errs = append(errs, fmt.Errorf(format, a...)) }
	for _, name := range []string{"bonus-api", "bonus-worker"} {
		d, ok := ix.deployments[name]
		if !ok {
			continue
		}
		user, password := "", ""
		for _, e := range d.Spec.Template.Spec.Containers[0].Env {
			switch {
			case e.Name == "BONUS_KAFKA_SASL_USERNAME":
				user = e.Value
			case e.Name == "BONUS_KAFKA_SASL_PASSWORD" && e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil:
				password = e.ValueFrom.SecretKeyRef.Name
			}
		}
		if _, ok := ix.users[user]; !ok || password != user {
			fail("Deployment %s: logs in to Kafka as %q with the Secret %q; it needs its own KafkaUser and that user's Secret", name, user, password)
		}
	}
	groups := map[string]bool{prefix + "projector": true, "bonus-replay": true, "bonus-dead-letters": true}
	for name, u := range ix.users {
		if u.Spec.Authentication.Type != "scram-sha-512" || u.Spec.Authorization.Type != "simple" {
			fail("KafkaUser %s: scram-sha-512 authentication and simple authorization are required", name)
		}
		for _, acl := range u.Spec.Authorization.ACLs {
			r := acl.Resource
			switch {
			case r.PatternType != "literal":
				fail("KafkaUser %s: ACL on %s %q must name it literally", name, r.Type, r.Name)
			case r.Type == "topic":
				if _, ok := wantTopics[strings.TrimPrefix(r.Name, prefix)]; !ok || !strings.HasPrefix(r.Name, prefix) {
					fail("KafkaUser %s: ACL on topic %q, not a topic of this deployment", name, r.Name)
				}
			case r.Type == "group":
				if !groups[r.Name] || name != "bonus-worker" {
					fail("KafkaUser %s: ACL on group %q, which it does not use", name, r.Name)
				}
			default:
				fail("KafkaUser %s: ACL on %s %q: only topics and groups", name, r.Type, r.Name)
			}
		}
	}
	return errs
}
