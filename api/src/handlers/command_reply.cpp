// Command answers shared by every resource, and the shared endings of the admin handlers.
#include "handlers/command_reply.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>

#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"

namespace api {

namespace {
constexpr auto kDeadLetterReason = storage::sql("SELECT ", kDeadLetterOf);

Response accepted_reply(const CommandOutcome& outcome) {
  return json_response(http::status::accepted,
                       boost::json::serialize(boost::json::object{{"event_id", outcome.event_id}, {"status", "accepted"}}));
}

// A keyed command's event id may also have come from another request under the same key (sent at
// the same time, or earlier with a body that differs): the first applied wins, and the other is
// told the key is taken. Returns whether the key's event is applied (an earlier dead letter of
// the same id, a first attempt refused and a retry applied, then does not count).
bool applied_under_key(Services& s, const CommandOutcome& outcome) {
  if (outcome.request_hash.empty()) return false;
  auto applied_hash = applied_request_hash(s.db, outcome.event_id);
  if (applied_hash && *applied_hash != outcome.request_hash) key_reused();
  return applied_hash.has_value();
}

[[noreturn]] void refused(const std::string& event_id, const std::string& reason) {
  // The reason (a database message) is for operators; the user gets a clear next step.
  spdlog::warn("event {} was not applied: {}", event_id, reason);
  throw ApiError(http::status::conflict, "not_applied",
                 "Bu değişiklik başka bir değişiklikle çakıştı ve uygulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.");
}

Response entity_reply(http::status success, const std::optional<std::string>& body) {
  if (success == http::status::no_content) {
    Response r;
    r.status = success;
    r.content_type = "application/json; charset=utf-8";
    return r;
  }
  if (!body) throw ApiError(http::status::conflict, "not_applied", "Değişiklik uygulanamadı");
  return json_response(success, *body);
}
}  // namespace

Response command_reply(Services& s, const CommandOutcome& outcome, http::status success,
                       const std::function<std::optional<std::string>()>& read_entity) {
  if (!outcome.applied) return accepted_reply(outcome);
  if (!applied_under_key(s, outcome)) {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    auto r = storage::exec_prepared(tx, "commands.dead_letter", kDeadLetterReason, outcome.event_id);
    if (!r.empty() && !r[0][0].is_null()) refused(outcome.event_id, r[0][0].as<std::string>());
  }
  if (success == http::status::no_content) return entity_reply(success, std::nullopt);
  return entity_reply(success, read_entity());
}

Response command_reply_with(Services& s, const CommandOutcome& outcome, http::status success, const char* name,
                            const char* sql, const std::string& id) {
  if (!outcome.applied) return accepted_reply(outcome);
  const bool keyed_and_applied = applied_under_key(s, outcome);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = storage::exec_prepared(tx, name, sql, outcome.event_id, id);
  if (r.empty()) return entity_reply(success, std::nullopt);
  if (!keyed_and_applied && !r[0][0].is_null()) refused(outcome.event_id, r[0][0].as<std::string>());
  return entity_reply(success, r[0][1].is_null() ? std::nullopt : std::optional<std::string>(r[0][1].as<std::string>()));
}

ApiError validation_failed(const domain::FieldErrors& errors) {
  // The first error travels in the standard shape; the full list rides along for forms that
  // show every message at once.
  ApiError e(http::status::unprocessable_entity, "validation", errors.front().message, errors.front().field);
  for (const auto& fe : errors) e.details.emplace_back(fe.field, fe.message);
  return e;
}

Response reply(Services& s, const CommandOutcome& outcome, http::status success, const char* sql,
               const std::string& id) {
  return command_reply(s, outcome, success, [&] { return storage::query_text(s.db, sql, id); });
}

Response removed_reply(Services& s, const CommandOutcome& outcome) {
  return command_reply(s, outcome, http::status::no_content, [] { return std::optional<std::string>(""); });
}

Response get_reply(Services& s, Request& req, const char* sql, std::string_view not_found_message) {
  auto id = path_id(req, not_found_message);
  return json_text(storage::query_text(s.db, sql, id), not_found_message);
}

void request_indexing(Services& s, Request& req, const std::string& path, std::string_view entity,
                      const std::string& id) {
  auto e = events::make_event(
      req.actor, path,
      events::payload::IndexingRequested{.url = path, .entity = std::string(entity), .id = id, .at = events::now_utc()});
  try {
    s.commands.publish(req, e, false);
  } catch (const FinalResponse&) {
    spdlog::warn("indexing request for {} may not be stored", path);
  } catch (const std::exception& ex) {
    spdlog::warn("indexing request for {} not stored: {}", path, ex.what());
  }
}

}  // namespace api
