// Bulk action read model: requested creates the row (running, with its total); each progressed
// chunk adds its done and refused rows; finished closes it. A chunk is counted once: its event id
// is derived from the action and the chunk number, and the projector applies an event id once.
#include <boost/json.hpp>

#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

namespace payload = events::payload;

constexpr const char* kInsert = R"SQL(
  INSERT INTO bulk_actions (id, resource, action, total, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $5)
  ON CONFLICT (id) DO NOTHING
)SQL";
constexpr const char* kProgress = R"SQL(
  UPDATE bulk_actions SET done = done + $2, refused = refused || $3::jsonb, updated_at = $4
  WHERE id = $1
)SQL";
constexpr const char* kFinish = "UPDATE bulk_actions SET finished_at = $2, updated_at = $2 WHERE id = $1";

void apply_bulk_action_requested(pqxx::transaction_base& tx, const payload::BulkActionRequested& r) {
  tx.exec_params(kInsert, r.id, r.resource, r.action, static_cast<std::int64_t>(r.ids.size()), r.at);
}
void apply_bulk_action_progressed(pqxx::transaction_base& tx, const payload::BulkActionProgressed& p) {
  boost::json::array refused;
  for (const auto& r : p.refused) refused.push_back(boost::json::object{{"id", r.id}, {"reason", r.reason}});
  tx.exec_params(kProgress, p.id, static_cast<std::int64_t>(p.done.size()), boost::json::serialize(refused), p.at);
}
void apply_bulk_action_finished(pqxx::transaction_base& tx, const payload::BulkActionFinished& f) {
  tx.exec_params(kFinish, f.id, f.at);
}

}  // namespace

void add_bulk_action_projection(ApplyTable& table) {
  on(table, apply_bulk_action_requested);
  on(table, apply_bulk_action_progressed);
  on(table, apply_bulk_action_finished);
}

}  // namespace worker
