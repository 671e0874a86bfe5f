// Typed shapes of the operator resources the manifests use (Strimzi's Kafka, KafkaNodePool and
// KafkaTopic; CloudNativePG's Cluster). They hold only the fields this deployment sets, so a
// strict decode refuses a misspelled or misplaced field the way the operators' schemas would.
package check

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type KafkaNodePool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Replicas int32    `json:"replicas"`
		Roles    []string `json:"roles"`
		Storage  struct {
			Type    string `json:"type"`
			Volumes []struct {
				ID            int    `json:"id"`
				Type          string `json:"type"`
				Size          string `json:"size"`
				DeleteClaim   bool   `json:"deleteClaim"`
				KraftMetadata string `json:"kraftMetadata,omitempty"`
			} `json:"volumes"`
		} `json:"storage"`
	} `json:"spec"`
}

type KafkaListener struct {
	Name string `json:"name"`
	Port int32  `json:"port"`
	Type string `json:"type"`
	TLS  bool   `json:"tls"`
}

type Kafka struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Kafka struct {
			Version         string                 `json:"version"`
			MetadataVersion string                 `json:"metadataVersion"`
			Listeners       []KafkaListener        `json:"listeners"`
			Config          map[string]interface{} `json:"config"`
		} `json:"kafka"`
		EntityOperator struct {
			TopicOperator *struct{} `json:"topicOperator,omitempty"`
			UserOperator  *struct{} `json:"userOperator,omitempty"`
		} `json:"entityOperator"`
	} `json:"spec"`
}

type KafkaTopic struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		TopicName  string                 `json:"topicName"`
		Partitions int32                  `json:"partitions"`
		Replicas   int32                  `json:"replicas"`
		Config     map[string]interface{} `json:"config"`
	} `json:"spec"`
}

type PostgresCluster struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Instances             int32  `json:"instances"`
		ImageName             string `json:"imageName"`
		PrimaryUpdateStrategy string `json:"primaryUpdateStrategy,omitempty"`
		Storage               struct {
			Size string `json:"size"`
		} `json:"storage"`
		PostgreSQL struct {
			Parameters map[string]string `json:"parameters"`
		} `json:"postgresql"`
		Bootstrap struct {
			InitDB struct {
				Database string `json:"database"`
				Owner    string `json:"owner"`
			} `json:"initdb"`
		} `json:"bootstrap"`
	} `json:"spec"`
}
