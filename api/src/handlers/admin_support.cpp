// Shared pieces of the admin handlers.
#include "handlers/admin_support.hpp"

#include <spdlog/spdlog.h>

#include "domain/promotion_rules.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "http/json_body.hpp"

namespace api::admin {

namespace json = boost::json;

void not_found(std::string_view message) {
  throw ApiError(http::status::not_found, "not_found", std::string(message));
}

void conflict(std::string_view code, std::string_view message, std::optional<std::string> field) {
  throw ApiError(http::status::conflict, std::string(code), std::string(message), std::move(field));
}

void invalid(std::string_view field, std::string_view message) {
  ApiError e(http::status::unprocessable_entity, "validation", std::string(message), std::string(field));
  e.details.emplace_back(std::string(field), std::string(message));
  throw e;
}

std::string path_id(const Request& req, std::string_view not_found_message, const char* param) {
  const auto& id = req.params.at(param);
  if (!domain::looks_like_uuid(id)) not_found(not_found_message);
  return id;
}

void request_indexing(Services& s, const Request& req, const std::string& path, std::string_view entity,
                      const std::string& id) {
  auto e = events::make_event(
      req.actor, path,
      events::payload::IndexingRequested{.url = path, .entity = std::string(entity), .id = id, .at = events::now_utc()});
  try {
    s.commands.publish(e, false);
  } catch (const std::exception& ex) {
    spdlog::warn("indexing request for {} not stored: {}", path, ex.what());
  }
}

Response reply(Services& s, const CommandOutcome& outcome, http::status success, const char* sql,
               const std::string& id) {
  return command_reply(s, outcome, success, [&] { return query_text(s, sql, id); });
}

std::vector<std::string> lines_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return {};
  if (v->is_string()) return domain::terms_from_text(v->get_string());
  if (!v->is_array()) invalid(name, "Bu alan metin listesi olmalıdır");
  std::vector<std::string> out;
  for (const auto& item : v->get_array()) {
    if (!item.is_string()) invalid(name, "Bu alan metin listesi olmalıdır");
    auto t = domain::trim(item.get_string());
    if (!t.empty()) out.emplace_back(t);
  }
  return out;
}

std::optional<long long> optional_integer_field(const json::object& o, std::string_view name) {
  auto* v = o.if_contains(name);
  if (!v || v->is_null()) return std::nullopt;
  if (v->is_int64()) return v->get_int64();
  if (v->is_uint64()) return static_cast<long long>(std::min<std::uint64_t>(v->get_uint64(), INT64_MAX));
  if (v->is_double()) return static_cast<long long>(v->get_double());
  if (v->is_string()) {
    auto t = domain::trim(v->get_string());
    bool digits = !t.empty() && t.size() <= 12;
    for (std::size_t i = 0; i < t.size(); ++i)
      digits = digits && ((t[i] >= '0' && t[i] <= '9') || (i == 0 && t[i] == '-' && t.size() > 1));
    if (digits) return std::stoll(std::string(t));
  }
  invalid(name, "Bu alan sayı olmalıdır");
}

Response json_text(std::optional<std::string> body, std::string_view not_found_message) {
  if (!body) not_found(not_found_message);
  return json_response(http::status::ok, std::move(*body));
}

}  // namespace api::admin
