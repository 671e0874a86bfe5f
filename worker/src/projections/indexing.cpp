// Indexing state of promotions and blog posts: requested (pending) and failed here; the success
// is the entity's own `*.indexed` event, applied in its projection file.
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kPending = R"SQL(
  INSERT INTO indexing_status (entity_id, entity, url, status, error, attempts, updated_at)
  VALUES ($1, $2, $3, 'pending', NULL, 0, $4)
  ON CONFLICT (entity_id) DO UPDATE SET entity = EXCLUDED.entity, url = EXCLUDED.url, status = 'pending',
    error = NULL, attempts = 0, updated_at = EXCLUDED.updated_at
)SQL";
constexpr const char* kFailed = R"SQL(
  INSERT INTO indexing_status (entity_id, entity, url, status, error, attempts, updated_at)
  VALUES ($1, $2, $3, 'failed', $4, $5, $6)
  ON CONFLICT (entity_id) DO UPDATE SET status = 'failed', error = EXCLUDED.error, attempts = EXCLUDED.attempts,
    updated_at = EXCLUDED.updated_at
)SQL";

constexpr const char* kIndexed = R"SQL(
  INSERT INTO indexing_status (entity_id, entity, url, status, error, attempts, updated_at)
  VALUES ($1, $2, $3, 'indexed', NULL, 0, $4)
  ON CONFLICT (entity_id) DO UPDATE SET status = 'indexed', error = NULL, updated_at = EXCLUDED.updated_at
)SQL";

void apply_indexing_requested(pqxx::transaction_base& tx, const events::payload::IndexingRequested& r) {
  tx.exec_params(kPending, r.id, r.entity, r.url, r.at);
}
void apply_indexing_failed(pqxx::transaction_base& tx, const events::payload::IndexingFailed& f) {
  tx.exec_params(kFailed, f.id, f.entity, f.url, f.error, f.attempts, f.at);
}

}  // namespace

void add_indexing_projection(ApplyTable& table) {
  on(table, apply_indexing_requested);
  on(table, apply_indexing_failed);
}

// The success half, shared by the blog post and promotion projections.
void mark_indexed(pqxx::transaction_base& tx, const std::string& entity, const std::string& id, const std::string& url,
                  const std::string& at) {
  tx.exec_params(kIndexed, id, entity, url, at);
}

}  // namespace worker
