// Entity types, actors and field differences of the history routes.
#include "handlers/history_json.hpp"

#include <array>

#include "domain/history.hpp"
#include "domain/text.hpp"
#include "http/errors.hpp"
#include "http/query.hpp"
#include "storage/array_literal.hpp"

namespace api::history {

namespace json = boost::json;

namespace {

constexpr std::array<EntityType, 9> kTypes{{{"casinos", false, true},
                                            {"promotions", false, true},
                                            {"categories", false, true},
                                            {"blog-posts", false, true},
                                            {"splash-ads", false, true},
                                            {"seo-settings", false, false},
                                            {"hero", true, false},
                                            {"settings", true, false},
                                            {"publishing-schedule", true, false}}};

constexpr const char* kAdminEmails = "SELECT id::text, email FROM public.users WHERE id = ANY($1::uuid[])";
constexpr std::string_view kAdminPrefix = "admin:";

domain::EntityState to_state(const json::object& o) {
  domain::EntityState state;
  state.reserve(o.size());
  for (const auto& [key, value] : o) {
    domain::FieldValue f{json::serialize(value), std::nullopt};
    if (value.is_string()) {
      f.text = std::string(value.get_string());
    } else if (value.is_array()) {  // a list of strings (terms) reads as its lines
      std::string lines;
      bool all_text = true;
      for (const auto& item : value.get_array()) {
        if (!item.is_string()) all_text = false;
        else lines += (lines.empty() ? "" : "\n") + std::string(item.get_string());
      }
      if (all_text) f.text = lines;
    }
    state.emplace_back(std::string(key), std::move(f));
  }
  return state;
}

json::value side(const std::optional<domain::FieldValue>& v, domain::ChangeKind kind) {
  if (!v) return nullptr;
  if (kind == domain::ChangeKind::rich && v->text) return json::value(*v->text);
  return json::parse(v->json);
}

}  // namespace

const EntityType* find_type(std::string_view segment) {
  for (const auto& t : kTypes)
    if (t.segment == segment) return &t;
  return nullptr;
}

void entity_not_found() { throw ApiError(http::status::not_found, "not_found", "Kayıt bulunamadı"); }

EntityRef entity_ref(const Request& req) {
  const auto* type = find_type(req.params.at("type"));
  if (!type) entity_not_found();
  const std::string& id = req.params.at("id");
  if (type->singleton ? id != "current" : !domain::looks_like_uuid(id)) entity_not_found();
  return {type, id};
}

std::map<std::string, std::string> admin_emails(pqxx::transaction_base& tx, const std::vector<std::string>& actors) {
  std::vector<std::string> ids;
  for (const auto& a : actors)
    if (a.starts_with(kAdminPrefix) && domain::looks_like_uuid(std::string_view(a).substr(kAdminPrefix.size())))
      ids.emplace_back(a.substr(kAdminPrefix.size()));
  std::map<std::string, std::string> out;
  if (ids.empty()) return out;
  for (const auto& row : tx.exec_params(kAdminEmails, storage::array_literal(ids)))
    out.emplace(row[0].as<std::string>(), row[1].as<std::string>());
  return out;
}

json::object actor_json(const std::string& actor, const std::map<std::string, std::string>& emails,
                        std::string_view via) {
  auto make = [](std::string_view kind, json::value id, json::value email, std::string_view label) {
    return json::object{{"kind", kind}, {"id", std::move(id)}, {"email", std::move(email)}, {"label", label}};
  };
  if (actor.starts_with(kAdminPrefix)) {
    const std::string id = actor.substr(kAdminPrefix.size());
    auto it = emails.find(id);
    if (it == emails.end()) return make("admin", json::value(id), nullptr, "Silinmiş yönetici");
    return make("admin", json::value(id), json::value(it->second), it->second);
  }
  if (actor == "system:publisher") return make("publisher", nullptr, nullptr, "Günlük yayıncı");
  if (actor == "system:seed") return make("seed", nullptr, nullptr, "Demo içerik");
  // The job runner writes a bulk action's row events and the indexing results.
  if (actor == "system:jobs" && via == "bulk") return make("bulk", nullptr, nullptr, "Toplu işlem");
  return make("system", nullptr, nullptr, "Sistem");
}

json::array changes_json(const json::object* before, const json::object& after) {
  const auto changes = domain::diff_states(before ? to_state(*before) : domain::EntityState{}, to_state(after));
  json::array out;
  out.reserve(changes.size());
  for (const auto& c : changes)
    out.push_back(json::object{{"field", c.field},
                               {"kind", domain::change_kind_name(c.kind)},
                               {"old", side(c.old_value, c.kind)},
                               {"new", side(c.new_value, c.kind)}});
  return out;
}

Paging read_paging(const Request& req, long long default_size) {
  return {query_int(req, "page", 1, 1000000).value_or(1), query_int(req, "page_size", 1, 100).value_or(default_size)};
}

}  // namespace api::history
