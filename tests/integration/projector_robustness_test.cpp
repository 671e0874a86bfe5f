// Events the projector cannot apply go to the dead-letter table and the partition keeps moving;
// an update that arrives after a delete does not bring the entity back; an event written twice is
// applied once; a replay folds the same dead letters and rows.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <pqxx/pqxx>
#include <thread>
#include <vector>

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

// casino.created for a new casino, written straight to the content topic; returns its id.
std::string produce_casino(events::EventProducer& producer, const std::string& topic, const std::string& name) {
  std::string id = events::new_uuid();
  producer.produce(topic, id, events::encode(events::make_event("casino.created", 1, "system:test", id, casino(id, name))));
  return id;
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
  const std::string ok = produce_casino(producer, topic, "Sağlam");
  // A rule of the data: a second casino with the same slug. Postgres refuses it; only it is dead-lettered.
  std::string copy = events::new_uuid();
  auto same_slug = casino(copy, "Kopya");
  same_slug["slug"] = casino(ok, "Sağlam").at("slug");
  producer.produce(topic, copy, events::encode(events::make_event("casino.created", 1, "system:test", copy, same_slug)));
  // The same event written twice (a producer that retried): applied once.
  const std::string twice = events::new_uuid();
  const auto repeated = events::encode(events::make_event("casino.created", 1, "system:test", twice, casino(twice, "İki Kez")));
  producer.produce(topic, twice, repeated);
  producer.produce(topic, twice, repeated);
  const std::string after = produce_casino(producer, topic, "Sonra");

  stack.start_worker();
  stack.wait_projected(30s);

  auto dead = sql_rows(stack.pg_url(), "SELECT \"offset\", coalesce(type, ''), reason, payload FROM proj.dead_letters ORDER BY \"offset\"");
  ASSERT_EQ(dead.size(), 4u) << stack.logs();
  EXPECT_EQ(dead[0][0], "0");
  EXPECT_NE(dead[0][3].find("\\xFF\\xFE{not json\\x00\\x80"), std::string::npos) << dead[0][3];
  EXPECT_EQ(dead[1][1], "casino.exploded");
  EXPECT_NE(dead[2][2].find("version 99"), std::string::npos) << dead[2][2];
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + id + "'"), 0)
      << "an update after the delete brought the casino back";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + ok + "'"), 1);
  EXPECT_EQ(dead[3][0], "7");
  EXPECT_NE(dead[3][2].find("duplicate key"), std::string::npos) << dead[3][2];
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + after + "'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + twice + "'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), 6) << "the repeated event twice";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT next_offset FROM proj.projector_offsets"), 11);

  // A replay folds the same: its batch fails as a whole and goes one event at a time, which
  // needs the key of applied_events that a replay's fresh schema leaves out until the end.
  const char* folded[] = {"SELECT \"offset\", coalesce(type, ''), reason, payload FROM proj.dead_letters ORDER BY \"offset\"",
                          "SELECT id, name, slug FROM proj.casinos ORDER BY id",
                          "SELECT event_id, \"offset\", type FROM proj.applied_events ORDER BY \"offset\""};
  std::vector<std::vector<std::vector<std::string>>> live;
  for (const char* sql : folded) live.push_back(sql_rows(stack.pg_url(), sql));
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  for (std::size_t i = 0; i < live.size(); ++i) EXPECT_EQ(sql_rows(stack.pg_url(), folded[i]), live[i]) << folded[i];
}

}  // namespace

namespace {

// A statement cancelled by the statement timeout (here: a table locked by someone else for longer
// than it) is the moment's fault, not the event's: the batch is retried until it goes through,
// and nothing reaches the dead letters.
TEST(ProjectorRobustness, ATimedOutStatementIsRetriedNotDeadLettered) {
  Stack stack(std::map<std::string, std::string>{{"BONUS_PG_STATEMENT_TIMEOUT_MS", "300"}});
  stack.start_worker();
  events::EventProducer producer({stack.brokers(), 10000ms});
  const auto topic = stack.topic("content");
  produce_casino(producer, topic, "Önce");
  stack.wait_projected(30s);

  {
    pqxx::connection holder(stack.pg_url());
    pqxx::work lock(holder);
    lock.exec("LOCK TABLE proj.casinos IN ACCESS EXCLUSIVE MODE");
    produce_casino(producer, topic, "Kilitli");
    // Long enough for several timeouts and retries (each retry waits 1 s).
    std::this_thread::sleep_for(2500ms);
    EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0) << stack.logs();
    lock.commit();
  }
  ASSERT_NO_THROW(stack.wait_projected(30s)) << stack.logs();
  EXPECT_NE(stack.logs().find("statement timeout"), std::string::npos) << "the lock never made a statement time out";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0) << stack.logs();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE name = 'Kilitli'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events"), 2);
}

}  // namespace

namespace {

void run_sql(const Stack& stack, const std::string& sql) {
  pqxx::connection c(stack.pg_url());
  pqxx::nontransaction tx(c);
  tx.exec(sql);
}

// An operator applies a dead letter again once its cause is gone: it still fails while the cause
// is there (and keeps its place with the new reason), then goes through, read from the log, and
// the projection equals what a replay builds.
TEST(ProjectorRobustness, ADeadLetterIsAppliedAgainFromTheLogOnceItsCauseIsGone) {
  Stack stack;
  stack.start_worker();
  events::EventProducer producer({stack.brokers(), 10000ms});
  const auto topic = stack.topic("content");
  produce_casino(producer, topic, "İlk");
  stack.wait_projected(30s);
  // The cause: a rule added to the live table by hand, which the next event breaks.
  run_sql(stack, "ALTER TABLE proj.casinos ADD CONSTRAINT no_yasak CHECK (name <> 'Yasak') NOT VALID");
  const std::string id = produce_casino(producer, topic, "Yasak");
  stack.wait_projected(30s);
  auto dead = sql_rows(stack.pg_url(), "SELECT id::text, reason FROM proj.dead_letters");
  ASSERT_EQ(dead.size(), 1u) << stack.logs();
  const std::string letter = dead[0][0];
  run_sql(stack, "UPDATE proj.dead_letters SET reason = 'eski sebep'");

  EXPECT_EQ(stack.run_worker_command({"dead-letters"}), 0);
  EXPECT_NE(stack.logs().find(letter + "  " + topic + "[0]@1  casino.created"), std::string::npos) << stack.logs();
  EXPECT_EQ(stack.run_worker_command({"dead-letters", "retry", "--all"}), 1) << "the cause is still there";
  auto kept = sql_rows(stack.pg_url(), "SELECT reason FROM proj.dead_letters");
  ASSERT_EQ(kept.size(), 1u);
  EXPECT_NE(kept[0][0].find("no_yasak"), std::string::npos) << "the reason is the new one: " << kept[0][0];
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + id + "'"), 0);

  run_sql(stack, "ALTER TABLE proj.casinos DROP CONSTRAINT no_yasak");
  const long long catalogue = sql_count(stack.pg_url(), "SELECT version FROM proj.projection_changes WHERE area = 'catalogue'");
  EXPECT_EQ(stack.run_worker_command({"dead-letters", "retry", letter}), 0) << stack.logs();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.dead_letters"), 0);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.casinos WHERE id = '" + id + "' AND name = 'Yasak'"), 1);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.applied_events WHERE \"offset\" = 1"), 1);
  EXPECT_GT(sql_count(stack.pg_url(), "SELECT version FROM proj.projection_changes WHERE area = 'catalogue'"), catalogue)
      << "the api's cache was not told";
  EXPECT_NE(sql_rows(stack.pg_url(), "SELECT xml FROM proj.sitemap")[0][0].find("robust-" + id.substr(0, 8)), std::string::npos)
      << "the sitemap does not list the casino";
  EXPECT_EQ(stack.run_worker_command({"dead-letters", "retry", letter}), 1) << "it is gone";

  const std::string casinos = "SELECT id, name, slug FROM proj.casinos ORDER BY id";
  const auto live = sql_rows(stack.pg_url(), casinos);
  ASSERT_EQ(stack.run_worker_command({"replay"}), 0) << stack.logs();
  EXPECT_EQ(sql_rows(stack.pg_url(), casinos), live);
}

}  // namespace
