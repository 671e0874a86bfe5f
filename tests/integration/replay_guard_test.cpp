// A replay's projector remembers the event ids of a batch as it applies it (the key of
// applied_events is built only at the end): if that batch then fails to commit, those ids are in
// memory but their rows are not in the schema, so a later batch would skip the events as applied
// before. The projector refuses every batch after such a failure, and the replay ends without a
// swap. And a replay's batch names the tables it wrote, by which the replay starts building a
// table's deferred indexes beside the fold (worker/src/replay.cpp). Through the worker's own
// library, against the real broker and database.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <chrono>
#include <functional>
#include <pqxx/pqxx>
#include <stdexcept>
#include <string>
#include <vector>

#include "events/consumer.hpp"
#include "events/envelope.hpp"
#include "events/producer.hpp"
#include "projector.hpp"
#include "stack.hpp"
#include "storage/postgres.hpp"

using namespace testing_support;
using namespace std::chrono_literals;

namespace {

boost::json::object casino(const std::string& id, const std::string& name) {
  return {{"id", id}, {"name", name}, {"slug", "guard-" + id.substr(0, 8)}, {"url", "https://example.com"},
          {"logo_url", "https://example.com/l.png"}, {"description", "Koruma testi."}, {"details", nullptr},
          {"rating", nullptr}, {"featured", false}, {"created_at", events::now_utc()}, {"updated_at", events::now_utc()}};
}

void produce_casinos(const Stack& stack, const std::string& topic, const std::vector<std::string>& names) {
  events::EventProducer producer({stack.brokers(), 10000ms});
  for (const auto& name : names) {
    const std::string id = events::new_uuid();
    producer.produce(topic, id, events::encode(events::make_event("casino.created", 1, "system:test", id, casino(id, name))));
  }
}

// A projector as a replay runs it (flushes deferred, applied_events' key deferred) into a fresh
// replay schema made with `extra` run in the schema's own transaction (made before the projector
// is constructed on the connection); not started yet.
struct ReplayProjector {
  pqxx::connection db;
  events::EventConsumer consumer;
  worker::Projector projector;
  ReplayProjector(const Stack& stack, const std::string& topic, const std::function<void(pqxx::work&)>& extra)
      : db(stack.pg_url()),
        consumer(stack.brokers(), "replay-guard-test"),
        projector((make_schema(db, extra), db), std::string(storage::kReplaySchema), consumer,
                  worker::projected_partitions(consumer, {topic}), 100) {
    projector.defer_flushes();
    projector.defer_applied_key(stack.pg_url());
  }
  static void make_schema(pqxx::connection& db, const std::function<void(pqxx::work&)>& extra) {
    pqxx::work tx(db);
    storage::create_projection_schema(tx, storage::kReplaySchema);
    extra(tx);
    tx.commit();
  }
};

TEST(ReplayGuard, ABatchThatFailsToCommitStopsEveryLaterBatch) {
  Stack stack;
  const auto topic = stack.topic("content");
  produce_casinos(stack, topic, {"Bir", "İki", "Üç"});
  const std::string schema(storage::kReplaySchema);
  // Refuses the batch at its commit, after every statement of it went through: the ids are
  // remembered by then.
  ReplayProjector replay(stack, topic, [&](pqxx::work& tx) {
    tx.exec("CREATE FUNCTION " + schema + ".refuse() RETURNS trigger LANGUAGE plpgsql AS "
            "$$BEGIN RAISE EXCEPTION 'refused at commit'; END$$");
    tx.exec("CREATE CONSTRAINT TRIGGER refuse AFTER INSERT ON " + schema +
            ".casinos DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION " + schema + ".refuse()");
  });
  auto& projector = replay.projector;
  pqxx::connection& db = replay.db;
  projector.start();

  bool failed = false;
  for (int tries = 0; tries < 20 && !failed; ++tries) {
    try {
      auto r = projector.step(1000ms);
      ASSERT_EQ(r.received, 0u) << "a batch of casinos committed despite the refusing trigger";
    } catch (const std::logic_error&) {
      FAIL() << "refused before any batch failed";
    } catch (const std::exception& ex) {
      EXPECT_NE(std::string(ex.what()).find("refused at commit"), std::string::npos) << ex.what();
      failed = true;
    }
  }
  ASSERT_TRUE(failed) << "no batch arrived";

  // The cause is gone, but the ids stay remembered without their rows: no batch may follow.
  {
    pqxx::work tx(db);
    tx.exec("DROP TRIGGER refuse ON " + schema + ".casinos");
    tx.commit();
  }
  EXPECT_THROW(projector.step(1000ms), std::logic_error);
  EXPECT_THROW(projector.step(1000ms), std::logic_error);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM " + schema + ".casinos"), 0);
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM " + schema + ".applied_events"), 0);
}

TEST(ReplayEarlyBuilds, ABatchNamesTheWatchedTablesItWrote) {
  Stack stack;
  const auto topic = stack.topic("content");
  produce_casinos(stack, topic, {"Bir", "İki", "Üç"});
  const std::string schema(storage::kReplaySchema);
  ReplayProjector replay(stack, topic, [](pqxx::work&) {});
  auto& projector = replay.projector;
  projector.watch_writes({"promotions", "casinos", "comments"});
  projector.start();

  std::size_t received = 0;
  std::vector<std::string> written;
  for (int tries = 0; tries < 20 && received < 3; ++tries) {
    auto r = projector.step(1000ms);
    received += r.received;
    written.insert(written.end(), r.written.begin(), r.written.end());
  }
  ASSERT_EQ(received, 3u) << "the casinos did not arrive";
  EXPECT_EQ(written, std::vector<std::string>{"casinos"}) << "the casinos' batch named other tables than it wrote";
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM " + schema + ".casinos"), 3);

  // Nothing watched: nothing named.
  projector.watch_writes({});
  produce_casinos(stack, topic, {"Dört"});
  received = 0;
  for (int tries = 0; tries < 20 && received < 1; ++tries) {
    auto r = projector.step(1000ms);
    received += r.received;
    EXPECT_TRUE(r.written.empty());
  }
  ASSERT_EQ(received, 1u);
}

}  // namespace
