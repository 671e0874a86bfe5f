// `bonus-worker create-topics` asks Kafka for the replication that BONUS_TOPIC_REPLICATION
// names (a cluster runs with 3), and refuses a value that is not a replica count.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <random>

#include "events/consumer.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

std::string lower(std::string s) {
  std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return s;
}

struct CreateTopics {
  std::string prefix = "rep" + std::to_string(std::random_device{}()) + ".";
  std::string brokers = env_or("BONUS_KAFKA_BROKERS", "127.0.0.1:19092");
  std::string log = "/tmp/" + prefix + "create-topics.log";

  int run(const std::string& replication) const {
    ChildProcess p({BONUS_WORKER_BIN, "create-topics"},
                   {{"BONUS_KAFKA_BROKERS", brokers}, {"BONUS_TOPIC_PREFIX", prefix},
                    {"BONUS_TOPIC_REPLICATION", replication}},
                   log);
    return p.wait();
  }
  std::string output() const { return read_file(log); }
  ~CreateTopics() {
    try {
      events::delete_topics(brokers, {prefix + "content", prefix + "engagement", prefix + "jobs"}, 10s);
    } catch (const std::exception&) {
    }
  }
};

}  // namespace

TEST(TopicSettings, ReplicationBeyondTheBrokersIsAskedOfKafkaAndRefusedByIt) {
  CreateTopics c;
  // The test broker is a single node: Kafka itself must refuse two replicas, which shows the
  // setting reached it instead of the former fixed 1.
  EXPECT_NE(c.run("2"), 0) << c.output();
  EXPECT_NE(lower(c.output()).find("replication factor"), std::string::npos) << c.output();
  EXPECT_EQ(c.run("1"), 0) << c.output();
}

TEST(TopicSettings, AValueThatIsNoReplicaCountIsRefusedWithItsName) {
  for (const char* bad : {"0", "three", "-1", "17"}) {
    CreateTopics c;
    EXPECT_NE(c.run(bad), 0) << bad;
    EXPECT_NE(c.output().find("BONUS_TOPIC_REPLICATION must be a whole number from 1 to 16"), std::string::npos)
        << bad << ": " << c.output();
  }
}
