// The producer's outbox (events/src/outbox.hpp), on a broker of the test's own: messages produced
// while a produce request is unanswered are held back, so nothing more is sent meanwhile; once it
// is answered they are handed over together, and every one of them is delivered after it.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <thread>
#include <vector>

#include "events/producer.hpp"
#include "private_broker.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

TEST(ProducerOutbox, MessagesProducedWhileARequestIsUnansweredWaitForItAndFollowIt) {
  PrivateBroker broker;
  const std::string topic = "bonus-private-probe";  // made by the broker's warm-up, one partition
  events::EventProducer producer({broker.brokers(), 30000ms});
  producer.produce(topic, "k", "warm");  // the connection and the producer id are in place

  broker.stall();
  const auto before = producer.produce_requests();
  std::vector<events::Delivery> got(6);
  std::vector<std::thread> threads;
  threads.emplace_back([&] { got[0] = producer.produce(topic, "k", "0"); });
  // The first message's request is on its way (the stalled broker's socket takes it).
  for (int i = 0; i < 1000 && producer.produce_requests() == before; ++i) std::this_thread::sleep_for(10ms);
  if (producer.produce_requests() != before + 1) {
    broker.resume();
    threads.front().join();
    FAIL() << "the first message was not sent: " << broker.log();
  }
  // Five more from five threads while it is unanswered: librdkafka alone would send four of them
  // at once, a request each (it holds back only from five messages in flight).
  for (int i = 1; i <= 5; ++i) threads.emplace_back([&, i] { got[i] = producer.produce(topic, "k", std::to_string(i)); });
  std::this_thread::sleep_for(1s);  // time for the five threads to reach the producer
  EXPECT_EQ(producer.produce_requests(), before + 1) << "nothing more is sent while the first is unanswered";
  broker.resume();
  for (auto& t : threads) t.join();

  std::set<int64_t> offsets;
  for (const auto& d : got) {
    EXPECT_EQ(d.topic, topic);
    offsets.insert(d.offset);
  }
  EXPECT_EQ(offsets.size(), 6U) << "six messages, six offsets";
  for (int i = 1; i <= 5; ++i) EXPECT_GT(got[i].offset, got[0].offset) << "held behind the first";
}
