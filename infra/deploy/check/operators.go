// Typed shapes of the operator resources the manifests use (Strimzi's Kafka, KafkaNodePool,
// KafkaTopic and KafkaUser; CloudNativePG's Cluster). They hold only what the cross-object rules
// read; the objects themselves are validated against the operators' own CRDs (schemas.go).
package check

import metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"

type KafkaNodePool struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Replicas  int32     `json:"replicas"`
		Roles     []string  `json:"roles"`
		Resources Resources `json:"resources"`
		Storage   struct {
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
	Name           string `json:"name"`
	Port           int32  `json:"port"`
	Type           string `json:"type"`
	TLS            bool   `json:"tls"`
	Authentication *struct {
		Type string `json:"type"`
	} `json:"authentication,omitempty"`
	NetworkPolicyPeers []struct {
		PodSelector *metav1.LabelSelector `json:"podSelector,omitempty"`
	} `json:"networkPolicyPeers,omitempty"`
}

// Resources of an operand (Kafka nodes, Postgres instances): what the rules check.
type Resources struct {
	Requests map[string]interface{} `json:"requests"`
	Limits   map[string]interface{} `json:"limits"`
}

type KafkaUser struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Authentication struct {
			Type string `json:"type"`
		} `json:"authentication"`
		Authorization struct {
			Type string `json:"type"`
			ACLs []struct {
				Resource struct {
					Type        string `json:"type"`
					Name        string `json:"name"`
					PatternType string `json:"patternType"`
				} `json:"resource"`
				Operations []string `json:"operations"`
			} `json:"acls"`
		} `json:"authorization"`
	} `json:"spec"`
}

type Kafka struct {
	metav1.TypeMeta   `json:",inline"`
	metav1.ObjectMeta `json:"metadata"`
	Spec              struct {
		Kafka struct {
			Version         string          `json:"version"`
			MetadataVersion string          `json:"metadataVersion"`
			Listeners       []KafkaListener `json:"listeners"`
			Authorization   *struct {
				Type string `json:"type"`
			} `json:"authorization,omitempty"`
			Config map[string]interface{} `json:"config"`
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
		Instances             int32     `json:"instances"`
		ImageName             string    `json:"imageName"`
		PrimaryUpdateStrategy string    `json:"primaryUpdateStrategy,omitempty"`
		Resources             Resources `json:"resources"`
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
