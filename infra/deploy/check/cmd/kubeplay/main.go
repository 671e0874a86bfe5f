// kubeplay renders an overlay and keeps what `podman kube play` can run on one machine: the api,
// worker and web Deployments with their ConfigMap and the uploads claim (the operators' resources
// left out), adapted to the engine's gaps (infra/deploy/images-run.sh, docs/operations.md):
//   - no Service DNS and a broker that advertises a loopback address: the api and the worker
//     use the host's network; the api replicas share one port space, so each takes the first
//     free port of -api-ports; web publishes -web-port on 127.0.0.1;
//   - Secrets: secretKeyRef reads podman secrets (made by the script); secret volumes are
//     dropped (the local broker is plaintext, so the Kafka CA and SASL settings go too);
//   - the ConfigMap points at the local broker, topic prefix and origin.
package main

import (
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"

	"sigs.k8s.io/kustomize/api/krusty"
	"sigs.k8s.io/kustomize/kyaml/filesys"
	"sigs.k8s.io/yaml"
)

type obj = map[string]interface{}

func main() {
	overlay := flag.String("overlay", "../k8s/overlays/production", "kustomize overlay")
	kafka := flag.String("kafka", "127.0.0.1:19092", "broker")
	prefix := flag.String("topic-prefix", "deploy.", "topic prefix")
	apiPorts := flag.String("api-ports", "18090 18091", "ports the api replicas take, first free first")
	webPort := flag.String("web-port", "18092", "host port of the web pods")
	flag.Parse()
	k := krusty.MakeKustomizer(krusty.MakeDefaultOptions())
	res, err := k.Run(filesys.MakeFsOnDisk(), *overlay)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var out []string
	for _, r := range res.Resources() {
		body, _ := r.AsYAML()
		var o obj
		if err := yaml.Unmarshal(body, &o); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		kind, name := r.GetKind(), r.GetName()
		switch {
		case kind == "ConfigMap" && strings.HasPrefix(name, "bonus-config"):
			data := o["data"].(obj)
			for _, k := range []string{"BONUS_KAFKA_SECURITY_PROTOCOL", "BONUS_KAFKA_SASL_MECHANISM", "BONUS_KAFKA_SSL_CA_LOCATION"} {
				delete(data, k)
			}
			data["BONUS_KAFKA_BROKERS"] = *kafka
			data["BONUS_TOPIC_PREFIX"] = *prefix
			data["BONUS_TOPIC_REPLICATION"] = "1"
			data["BONUS_API_ADDR"] = "127.0.0.1"
			data["BONUS_PUBLIC_ORIGIN"] = "http://127.0.0.1:" + strings.Fields(*apiPorts)[0]
		case kind == "PersistentVolumeClaim":
			delete(o["spec"].(obj), "storageClassName")
		case kind == "Deployment" && (name == "bonus-api" || name == "bonus-worker" || name == "bonus-web"):
			adapt(o, name, *apiPorts, *webPort)
		default:
			continue
		}
		b, _ := yaml.Marshal(o)
		out = append(out, string(b))
	}
	fmt.Print(strings.Join(out, "---\n"))
}

func adapt(d obj, name, apiPorts, webPort string) {
	spec := d["spec"].(obj)
	spec["replicas"] = 2
	pod := spec["template"].(obj)["spec"].(obj)
	if name != "bonus-web" {
		pod["hostNetwork"] = true
	}
	var volumes []interface{}
	for _, v := range asList(pod["volumes"]) {
		if _, secret := v.(obj)["secret"]; !secret {
			volumes = append(volumes, v)
		}
	}
	pod["volumes"] = volumes
	for _, c := range asList(pod["containers"]) {
		c := c.(obj)
		var env []interface{}
		for _, e := range asList(c["env"]) {
			n := e.(obj)["name"].(string)
			if strings.HasPrefix(n, "BONUS_KAFKA_SASL_") || n == "BONUS_AI_API_KEY" {
				continue
			}
			env = append(env, e)
		}
		c["env"] = env
		var mounts []interface{}
		for _, m := range asList(c["volumeMounts"]) {
			if m.(obj)["name"] != "kafka-ca" {
				mounts = append(mounts, m)
			}
		}
		c["volumeMounts"] = mounts
		switch name {
		case "bonus-api":
			c["command"] = []string{"/bin/bash", "-c",
				"for p in " + apiPorts + "; do (exec 3<>/dev/tcp/127.0.0.1/$p) 2>/dev/null || exec env BONUS_API_PORT=$p /usr/local/bin/bonus-api; done; echo no free port; exit 1"}
			// No fixed port to probe: readiness is ignored by the engine anyway, and the run
			// checks /readyz of each replica itself.
			delete(c, "ports")
			delete(c, "readinessProbe")
			delete(c, "livenessProbe")
		case "bonus-web":
			for _, p := range asList(c["ports"]) {
				p.(obj)["hostPort"] = mustInt(webPort)
				p.(obj)["hostIP"] = "127.0.0.1"
			}
		}
	}
	if name == "bonus-web" {
		spec["replicas"] = 1 // one host port
	}
}

func mustInt(s string) int {
	n, err := strconv.Atoi(s)
	if err != nil {
		fmt.Fprintln(os.Stderr, "not a port:", s)
		os.Exit(2)
	}
	return n
}

func asList(v interface{}) []interface{} {
	l, _ := v.([]interface{})
	return l
}
