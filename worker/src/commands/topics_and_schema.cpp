// `create-topics` and `migrate`: what a worker makes sure of before it projects.
#include <spdlog/spdlog.h>

#include "commands/commands.hpp"
#include "events/consumer.hpp"

namespace worker::commands {

using namespace std::chrono_literals;

void create_topics(const Config& c) {
  events::ensure_topics(c.brokers,
                        {{c.topics.content, 1, c.replication},
                         {c.topics.engagement, 3, c.replication},
                         {c.topics.jobs, 3, c.replication}},
                        10000ms);
  spdlog::info("topics ready: {}, {}, {}", c.topics.content, c.topics.engagement, c.topics.jobs);
}

bool ensure_live_schema(pqxx::connection& db) {
  std::string stored = storage::stored_ddl_hash(db, storage::kLiveSchema);
  if (!stored.empty()) return stored == storage::projection_ddl_hash();
  pqxx::work tx(db);
  // A replay holds this lock while it builds: waiting for it is meant, however long it takes.
  tx.exec("SET LOCAL statement_timeout = 0");
  tx.exec("SELECT pg_advisory_xact_lock(" + std::to_string(storage::kSchemaBuildLock) + ")");
  // Checked again under the lock: another starter may have created it meanwhile.
  if (tx.exec_params("SELECT 1 FROM pg_namespace WHERE nspname = $1", std::string(storage::kLiveSchema)).empty()) {
    storage::create_projection_schema(tx, storage::kLiveSchema);
    spdlog::info("created projection schema {}", storage::kLiveSchema);
  }
  tx.commit();
  return storage::stored_ddl_hash(db, storage::kLiveSchema) == storage::projection_ddl_hash();
}

void migrate(const Config& c) {
  pqxx::connection db(c.pg_url);
  storage::apply_migrations(db);
  ensure_live_schema(db);
}

}  // namespace worker::commands
