// The security notices' webhook (BONUS_SECURITY_WEBHOOK_URL, whose path may hold a token, and
// BONUS_SECURITY_WEBHOOK_SECRET, the signature key) reaches the worker only from a Secret: never
// a literal, never a ConfigMap.
package check

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
)

var noticePushSecrets = []string{"BONUS_SECURITY_WEBHOOK_URL", "BONUS_SECURITY_WEBHOOK_SECRET"}

func (ix *index) noticePushRules(pods map[string]corev1.PodTemplateSpec) []error {
	var errs []error
	for owner, pod := range pods {
		for _, c := range pod.Spec.Containers {
			for _, from := range c.EnvFrom {
				if from.ConfigMapRef == nil {
					continue
				}
				if cm, ok := ix.configMaps[from.ConfigMapRef.Name].(*corev1.ConfigMap); ok {
					for _, name := range noticePushSecrets {
						if _, set := cm.Data[name]; set {
							errs = append(errs, fmt.Errorf("%s: %s must come from a Secret, not ConfigMap %s", owner, name, cm.Name))
						}
					}
				}
			}
			for _, e := range c.Env {
				for _, name := range noticePushSecrets {
					if e.Name == name && (e.Value != "" || e.ValueFrom == nil || e.ValueFrom.SecretKeyRef == nil) {
						errs = append(errs, fmt.Errorf("%s: %s must come from a Secret (secretKeyRef)", owner, name))
					}
				}
			}
		}
	}
	return errs
}
