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
constexpr const char* kDeadLetterReason = "SELECT reason FROM dead_letters WHERE event_id = $1 LIMIT 1";
}

Response command_reply(Services& s, const CommandOutcome& outcome, http::status success,
                       const std::function<std::optional<std::string>()>& read_entity) {
  if (!outcome.applied) {
    auto r = json_response(http::status::accepted,
                           boost::json::serialize(boost::json::object{{"event_id", outcome.event_id}, {"status", "accepted"}}));
    return r;
  }
  // A keyed command's event id may also have come from another request under the same key
  // (sent at the same time, or earlier with a body that differs): the first applied wins, and the
  // other is told the key is taken. Once applied, an earlier dead letter of the same id (a first
  // attempt refused, a retry applied) does not count.
  std::optional<std::string> applied_hash;
  if (!outcome.request_hash.empty()) applied_hash = applied_request_hash(s.db, outcome.event_id);
  if (applied_hash && *applied_hash != outcome.request_hash) key_reused();
  if (!applied_hash) {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    auto r = storage::exec_prepared(tx, "commands.dead_letter", kDeadLetterReason, outcome.event_id);
    if (!r.empty()) {
      // The reason (a database message) is for operators; the user gets a clear next step.
      spdlog::warn("event {} was not applied: {}", outcome.event_id, r[0][0].as<std::string>());
      throw ApiError(http::status::conflict, "not_applied",
                     "Bu değişiklik başka bir değişiklikle çakıştı ve uygulanamadı. Lütfen sayfayı yenileyip tekrar deneyin.");
    }
  }
  if (success == http::status::no_content) {
    Response r;
    r.status = success;
    r.content_type = "application/json; charset=utf-8";
    return r;
  }
  auto body = read_entity();
  if (!body) throw ApiError(http::status::conflict, "not_applied", "Değişiklik uygulanamadı");
  return json_response(success, *body);
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
