// The test's own Kafka broker, rendered from the same template as the development broker.
#include "private_broker.hpp"

#include <signal.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <thread>

#include "events/consumer.hpp"
#include "events/producer.hpp"

namespace testing_support {

namespace {

std::string replace_all(std::string s, const std::string& from, const std::string& to) {
  for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}

std::vector<std::string> java(const std::string& libs, std::vector<std::string> rest) {
  std::vector<std::string> argv{env_or("JAVA", "/usr/bin/java"), "-Xms128m", "-Xmx512m", "-XX:+UseSerialGC",
                                "-Dlog4j.configuration=file:" BONUS_KAFKA_TEMPLATE_DIR "/log4j.properties",
                                "-cp", libs + "/*"};
  argv.insert(argv.end(), rest.begin(), rest.end());
  return argv;
}

}  // namespace

PrivateBroker::PrivateBroker() {
  libs_ = env_or("BONUS_KAFKA_LIBS", "");
  if (libs_.empty()) throw std::runtime_error("BONUS_KAFKA_LIBS must name the Kafka jars (infra/bonus test sets it)");
  dir_ = env_or("BONUS_TEST_LOG_DIR", "/tmp") + "/private-kafka-" + std::to_string(::getpid()) + "-" +
         std::to_string(free_port());
  std::filesystem::create_directories(dir_ + "/data");
  const auto port = std::to_string(free_port()), controller = std::to_string(free_port());
  brokers_ = "127.0.0.1:" + port;
  std::string props = read_file(BONUS_KAFKA_TEMPLATE_DIR "/server.properties.in");
  props = replace_all(props, "@KAFKA_PORT@", port);
  props = replace_all(props, "@KAFKA_CONTROLLER_PORT@", controller);
  props = replace_all(props, "@KAFKA_DATA_DIR@", dir_ + "/data");
  std::ofstream(dir_ + "/server.properties") << props;

  const std::map<std::string, std::string> env{{"LOG_DIR", dir_}};
  ChildProcess format(java(libs_, {"kafka.tools.StorageTool", "format", "-t", "bonus-test-private-kafka0",
                                  "-c", dir_ + "/server.properties"}),
                      env, dir_ + "/format.log");
  if (format.wait() != 0) throw std::runtime_error("kafka storage format failed: " + read_file(dir_ + "/format.log"));
  launch();
  warm_coordinators();
}

// A broker that has just been formatted answers metadata at once, but its group and producer-id
// coordinators are made on first use (the offsets and transaction-state topics are created and
// loaded then): a worker's first group join and an api's first idempotent produce wait seconds
// for them, and a test's first command would race that. One idempotent produce and one group
// join here make the broker what a running one is before the test starts (a restart() is left
// as it is: reloading them is part of what those tests exercise).
void PrivateBroker::warm_coordinators() {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(90);
  const std::string probe = "bonus-private-probe";
  events::EventProducer producer(events::ProducerConfig{brokers_});
  for (;;) {
    try {
      producer.produce(probe, "warm", "warm");
      break;
    } catch (const std::exception& e) {
      if (std::chrono::steady_clock::now() > deadline)
        throw std::runtime_error(std::string("the private broker took no idempotent produce: ") + e.what() + "\n" + log());
    }
  }
  bool assigned = false;
  events::EventConsumer consumer(brokers_, "bonus-private-probe", events::GroupMembership{probe, ""});
  consumer.subscribe(
      {probe},
      [&](const std::vector<events::PartitionOffset>& partitions) {
        assigned = true;
        return partitions;
      },
      [](const std::vector<events::PartitionOffset>&) {});
  while (!assigned) {
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("the private broker's group coordinator did not answer: " + log());
    consumer.poll_batch(16, std::chrono::milliseconds(200));
  }
  consumer.forget_group_callbacks();
}

void PrivateBroker::launch() {
  const std::map<std::string, std::string> env{{"LOG_DIR", dir_}};
  process_ = std::make_unique<ChildProcess>(
      java(libs_, {"-Dkafka.logs.dir=" + dir_, "kafka.Kafka", dir_ + "/server.properties"}), env, dir_ + "/console.log");

  // Up when it can create a topic (the controller has elected itself and the broker answers).
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(90);
  for (;;) {
    if (!process_->running()) throw std::runtime_error("the private broker exited: " + log());
    try {
      events::ensure_topics(brokers_, {{"bonus-private-probe", 1}}, std::chrono::seconds(5));
      break;
    } catch (const std::exception&) {
    }
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("the private broker did not start: " + log());
    std::this_thread::sleep_for(std::chrono::milliseconds(500));
  }
}

PrivateBroker::~PrivateBroker() {
  if (process_) {
    if (stalled_) process_->signal(SIGCONT);
    process_->signal(SIGKILL);
    process_->wait();
  }
  std::error_code ec;
  std::filesystem::remove_all(dir_, ec);
}

void PrivateBroker::stall() {
  process_->signal(SIGSTOP);
  stalled_ = true;
}

void PrivateBroker::resume() {
  process_->signal(SIGCONT);
  stalled_ = false;
}

void PrivateBroker::restart(int sig) {
  if (stalled_) resume();
  process_->signal(sig);
  process_->wait();
  process_.reset();
  launch();
}

std::string PrivateBroker::log() const { return read_file(dir_ + "/console.log"); }

}  // namespace testing_support
