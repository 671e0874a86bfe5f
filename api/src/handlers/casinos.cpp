// Casinos on the public site: the list, one casino by its page parameter, and the lookup the
// other public handlers share (resolve_id).
#include "handlers/casinos.hpp"


#include <pqxx/pqxx>

#include "domain/casino.hpp"
#include "domain/text.hpp"
#include "http/query.hpp"
#include "storage/query.hpp"

namespace api::casinos {

namespace {

// Answers read the view casino_answers (infra/sql/projections.sql): the fields and promo_count.
// $1 limit or null (all).
constexpr const char* kListCasinos =
    "SELECT coalesce(json_agg(c ORDER BY c.name COLLATE \"tr-TR-x-icu\", c.id), '[]'::json)::text FROM ("
    "SELECT * FROM casino_answers ORDER BY name COLLATE \"tr-TR-x-icu\", id LIMIT $1::bigint) c";
// One page of the same order: $1 its size, $2 its number (from 1).
constexpr const char* kCasinoPage =
    "SELECT json_build_object("
    "'items', (SELECT coalesce(json_agg(c ORDER BY c.name COLLATE \"tr-TR-x-icu\", c.id), '[]'::json) FROM ("
    "  SELECT * FROM casino_answers ORDER BY name COLLATE \"tr-TR-x-icu\", id"
    "  LIMIT $1::bigint OFFSET ($2::bigint - 1) * $1::bigint) c),"
    "'total', (SELECT count(*) FROM casinos),"
    "'page', $2::bigint, 'per_page', $1::bigint)::text";
constexpr const char* kCasinoById = "SELECT row_to_json(c)::text FROM casino_answers c WHERE c.id = $1";
constexpr const char* kCasinoIdById = "SELECT id::text FROM casinos WHERE id = $1";
constexpr const char* kCasinoIdBySlug = "SELECT id::text FROM casinos WHERE slug = $1";
constexpr const char* kCasinoKeys = "SELECT id::text, slug, name FROM casinos ORDER BY name COLLATE \"tr-TR-x-icu\", id";

// A prepared statement: every casino command reads its casino back with it (planning the view
// took four times as long as running it).
std::optional<std::string> query_one_text(Services& s, const char* name, const char* sql, const std::string& arg) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto r = storage::exec_prepared(tx, name, sql, arg);
  if (r.empty() || r[0][0].is_null()) return std::nullopt;
  return r[0][0].as<std::string>();
}

[[noreturn]] void not_found() { throw ApiError(http::status::not_found, "not_found", "Casino bulunamadı"); }

}  // namespace

Response list(Services& s, Request& req) {
  const std::optional<long long> page = query_int(req, "page", 1, kPageMax);
  const std::optional<long long> limit = query_int(req, "limit", 1, kListLimitMax);
  // Checked even without `page`: an out-of-range value is refused, never silently ignored.
  const long long per_page = query_int(req, "per_page", 1, kPageSizeMax).value_or(kPageSize);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  if (page) {
    return json_response(http::status::ok, tx.exec_params(kCasinoPage, per_page, *page)[0][0].as<std::string>());
  }
  return json_response(http::status::ok, tx.exec_params(kListCasinos, limit)[0][0].as<std::string>());
}

std::optional<std::string> resolve_id(Services& s, const std::string& param, bool* exact) {
  if (exact) *exact = false;
  if (param.empty() || param.size() > 300) return std::nullopt;
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  if (domain::looks_like_uuid(param)) {
    auto r = tx.exec_params(kCasinoIdById, param);
    if (r.empty()) return std::nullopt;
    if (exact) *exact = true;
    return r[0][0].as<std::string>();
  }
  auto by_slug = tx.exec_params(kCasinoIdBySlug, param);
  if (!by_slug.empty()) {
    if (exact) *exact = true;
    return by_slug[0][0].as<std::string>();
  }
  // Not an exact slug: the rest of the lookup order (partial slug, then name) runs in the domain.
  std::vector<domain::CasinoKey> keys;
  for (const auto& row : tx.exec(kCasinoKeys))
    keys.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  auto found = domain::find_casino(keys, param);
  if (!found) return std::nullopt;
  return keys[*found].id;
}

std::optional<std::string> answer_by_id(Services& s, const std::string& id) { return query_one_text(s, "casinos.by_id", kCasinoById, id); }

Response get(Services& s, Request& req) {
  bool exact = false;
  auto id = resolve_id(s, req.params.at("idOrSlug"), &exact);
  if (!id) not_found();
  if (auto body = answer_by_id(s, *id)) {
    Response r = json_response(http::status::ok, *body);
    r.keep = r.keep_embedding = exact;  // a partial slug or a name: junk spellings must not each take an entry
    return r;
  }
  not_found();
}

}  // namespace api::casinos
