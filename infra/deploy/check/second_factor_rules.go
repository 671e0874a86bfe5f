// Every overlay enforces the admins' second factor: the api is told BONUS_REQUIRE_TOTP=1 and
// takes the key that seals TOTP secrets (BONUS_TOTP_KEY) and the pepper of password hashes
// (BONUS_PASSWORD_PEPPER) from a Secret, never from a literal.
package check

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
)

func (ix *index) secondFactorRules(pods map[string]corev1.PodTemplateSpec) []error {
	pod, ok := pods["Deployment bonus-api"]
	if !ok || len(pod.Spec.Containers) == 0 {
		return nil
	}
	c := pod.Spec.Containers[0]
	var errs []error
	required, keyFromSecret, pepperFromSecret := "", false, false
	for _, from := range c.EnvFrom {
		if from.ConfigMapRef == nil {
			continue
		}
		if cm, ok := ix.configMaps[from.ConfigMapRef.Name].(*corev1.ConfigMap); ok {
			if v, ok := cm.Data["BONUS_REQUIRE_TOTP"]; ok {
				required = v
			}
		}
	}
	for _, e := range c.Env {
		switch e.Name {
		case "BONUS_REQUIRE_TOTP":
			required = e.Value
		case "BONUS_TOTP_KEY":
			keyFromSecret = e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && e.Value == ""
		case "BONUS_PASSWORD_PEPPER":
			pepperFromSecret = e.ValueFrom != nil && e.ValueFrom.SecretKeyRef != nil && e.Value == ""
		}
	}
	if required != "1" {
		errs = append(errs, fmt.Errorf("Deployment bonus-api: BONUS_REQUIRE_TOTP must be 1 (the second factor is enforced in every deployment), got %q", required))
	}
	if !keyFromSecret {
		errs = append(errs, fmt.Errorf("Deployment bonus-api: BONUS_TOTP_KEY must come from a Secret (secretKeyRef)"))
	}
	if !pepperFromSecret {
		errs = append(errs, fmt.Errorf("Deployment bonus-api: BONUS_PASSWORD_PEPPER must come from a Secret (secretKeyRef)"))
	}
	return errs
}
