// Bulk actions: reading the request, resolving the rows, the request event and the state.
#include "handlers/bulk.hpp"

#include <set>

#include "domain/text.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "http/errors.hpp"
#include "http/json_body.hpp"
#include "idempotency.hpp"

namespace api::bulk {

namespace {

constexpr std::string_view kNotFound = "Toplu işlem bulunamadı";
constexpr const char* kById = R"SQL(
  SELECT row_to_json(x)::text FROM (
    SELECT id, resource, action, total, done, jsonb_array_length(refused) AS refused_count, refused,
           finished_at IS NOT NULL AS finished, created_at, finished_at
      FROM bulk_actions WHERE id = $1) x
)SQL";

[[noreturn]] void too_many() {
  invalid("ids", "Bir toplu işlem en fazla 10.000 kaydı kapsayabilir; filtreyi daraltın");
}

}  // namespace

Ask read(const Request& req, std::span<const std::string_view> actions) {
  auto o = parse_json_object(req.body());
  Ask ask;
  ask.action = string_field(o, "action");
  bool known = false;
  for (auto a : actions) known = known || a == ask.action;
  if (!known) invalid("action", "Bu toplu işlem bu kayıtlar için yapılamaz");
  if (const auto* ids = o.if_contains("ids"); ids && !ids->is_null()) {
    if (!ids->is_array()) invalid("ids", "ids bir kimlik listesi olmalıdır");
    std::set<std::string> seen;
    ask.ids.emplace();
    for (const auto& v : ids->as_array()) {
      if (!v.is_string() || !domain::looks_like_uuid(v.as_string())) invalid("ids", "ids bir kimlik listesi olmalıdır");
      std::string id(v.as_string());
      if (seen.insert(id).second) ask.ids->push_back(std::move(id));
    }
    if (ask.ids->empty()) invalid("ids", "En az bir kayıt seçin");
    if (ask.ids->size() > kMaxRows) too_many();
  }
  return ask;
}

std::vector<std::string> checked(pqxx::result rows) {
  if (rows.empty()) invalid("ids", "Filtreye uyan kayıt yok");
  if (rows.size() > kMaxRows) too_many();
  std::vector<std::string> ids;
  ids.reserve(rows.size());
  for (const auto& r : rows) ids.push_back(r[0].as<std::string>());
  return ids;
}

Response start(Services& s, Request& req, std::string_view resource, const std::string& action,
               std::vector<std::string> ids) {
  // A retried request (same Idempotency-Key) names the same action: the worker does it once.
  std::string id = entity_id(req, req.actor, "bulk");
  events::payload::BulkActionRequested requested{
      .id = id, .resource = std::string(resource), .action = action, .ids = std::move(ids), .at = events::now_utc()};
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, requested));
  return reply(s, outcome, http::status::accepted, kById, id);
}

Response get(Services& s, Request& req) { return get_reply(s, req, kById, kNotFound); }

}  // namespace api::bulk
