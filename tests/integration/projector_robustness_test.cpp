// Events the projector cannot apply go to the dead-letter table and the partition keeps moving;
// an update that arrives after a delete does not bring the entity back.
#include <gtest/gtest.h>

#include <boost/json.hpp>

#include "events/envelope.hpp"
#include "events/producer.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

boost::json::object casino(const std::string& id, const std::string& name) {
  return {{"id", id}, {"name", name}, {"slug", "robust-" + id.substr(0, 8)}, {"url", "https://example.com"},
          {"logo_url", "https://example.com/l.png"}, {"description", "Dayanıklılık testi."}, {"details", nullptr},
          {"rating", nullptr}, {"featured", false}, {"created_at", events::now_utc()}, {"updated_at", events::now_utc()}};
}

TEST(ProjectorRobustness, BadEventsAreDeadLetteredAndTheStreamContinues) {
  Stack stack;
  events::EventProducer producer({stack.brokers(), 10000ms});
  const auto topic = stack.topic("content");
  // Not UTF-8, with a NUL: Postgres text cannot hold it as is.
  producer.produce(topic, "bad", std::string("\xff\xfe{not json\0\x80", 13));
  producer.produce(topic, "k", events::encode(events::make_event("casino.exploded", 1, "system:test", "k", {})));
  auto future = events::make_event("casino.created", 99, "system:test", "k", casino(events::new_uuid(), "Gelecek"));
  producer.produce(topic, "k", events::encode(future));

  std::string id = events::new_uuid();
  producer.produce(topic, id, events::encode(events::make_event("casino.created", 1, "system:test", id, casino(id, "Silinecek"))));
  producer.produce(topic, id, events::encode(events::make_event("casino.deleted", 1, "system:test", id, {{"id", id}})));
  producer.produce(topic, id, events::encode(events::make_event("casino.updated", 1, "system:test", id, casino(id, "Hortlak"))));
  std::string ok = events::new_uuid();
  producer.produce(topic, ok, events::encode(events::make_event("casino.created", 1, "system:test", ok, casino(ok, "Sağlam"))));

  stack.start_worker();
  stack.wait_projected(30s);

  auto dead = sql_rows(stack.pg_url(), "SELECT \"offset\", coalesce(type, ''), reason, payload FROM proj.dead_letters ORDER BY \"offset\"");
  ASSERT_EQ(dead.size(), 3u) << stack.logs();
  EXPECT_EQ(dead[0][0], "0");
  EXPECT_NE(dead[0][3].find("\\xFF\\xFE{not json\\x00\\x80"), std::string::npos) << dead[0][3];
  EXPECT_EQ(dead[1][1], "casino.exploded");
  EXPECT_NE(dead[2][2].find("version 99"), std::string::npos) << dead[2][2];
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + id + "'"), 0)
      << "an update after the delete brought the casino back";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + ok + "'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT next_offset FROM proj.projector_offsets"), 7);
}

}  // namespace
