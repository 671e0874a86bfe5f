// Promotions: every public read, with its SQL. Visitors only ever see visible_promotions
// (active and not expired); Postgres builds the JSON.
#include "handlers/promotions.hpp"

#include <boost/json.hpp>

#include "domain/plain_text.hpp"
#include "domain/promotion_match.hpp"
#include "domain/slug.hpp"
#include "domain/text.hpp"
#include "handlers/casinos.hpp"
#include "http/query.hpp"
#include "storage/query.hpp"
#include "storage/sql_text.hpp"

namespace api::promotions {

namespace {

// The Promotion shape of docs/content-model.md, over visible_promotions p with its casino c and
// category cat joined. A deleted casino reads as none; the category's current name wins over the
// name copied into the promotion.
constexpr storage::SqlText kPromotionColumns(
    "p.id, p.title, p.slug, p.casino_id, "
    "CASE WHEN c.id IS NULL THEN NULL ELSE json_build_object('id', c.id, 'name', c.name, 'slug', c.slug, "
    "'logo_url', c.logo_url, 'url', c.url) END AS casino, "
    "coalesce(cat.name, p.category) AS category, p.category_id, cat.slug AS category_slug, p.short_description, "
    "p.full_description AS description, p.terms, p.url, p.expiry_date, p.image_url, p.promotion_code, p.is_active, "
    "(p.expiry_date IS NOT NULL AND p.expiry_date > now()) AS is_timed, p.created_at, p.updated_at");
constexpr storage::SqlText kPromotionFrom(
    " FROM visible_promotions p LEFT JOIN casinos c ON c.id = p.casino_id LEFT JOIN categories cat ON cat.id = p.category_id");
constexpr storage::SqlText kNewestFirst(" ORDER BY p.created_at DESC, p.id DESC");

// The visitor's filters: $1 the search's ASCII form as a LIKE pattern (served by the trigram
// index), $2 its exact Turkish form when it has Turkish letters (domain::search_needle), $3 a
// category slug; each null for none.
constexpr storage::SqlText kFilters(
    " WHERE ($1::text IS NULL OR (p.search_ascii LIKE $1"
    " AND ($2::text IS NULL OR strpos(p.search_title, $2) > 0 OR strpos(p.search_short, $2) > 0)))"
    " AND ($3::text IS NULL OR p.category_id IN (SELECT id FROM categories WHERE slug = $3))");

// $4 limit or null (all).
constexpr auto kListPromotions = storage::sql(
    "SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json)::text FROM ("
    "SELECT ", kPromotionColumns, kPromotionFrom, kFilters, kNewestFirst, " LIMIT $4::bigint) x");

// One page: $4 its size, $5 its number (from 1). Without a search or a category the total is
// the count of all visible promotions, counted once (each count reads every visible promotion:
// a third of the statement's CPU with 20,000 of them).
constexpr auto kSearchPage = storage::sql(
    "SELECT json_build_object("
    "'items', (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json) FROM ("
    "  SELECT ", kPromotionColumns, kPromotionFrom, kFilters, kNewestFirst,
    "  LIMIT $4::bigint OFFSET ($5::bigint - 1) * $4::bigint) x),"
    "'total', CASE WHEN $1::text IS NULL AND $3::text IS NULL THEN v.n ELSE (SELECT count(*) FROM visible_promotions p",
    kFilters, ") END,"
    "'all', v.n,"
    "'page', $5::bigint, 'per_page', $4::bigint)::text FROM (SELECT count(*) AS n FROM visible_promotions) v");

// The PromotionDetail shape of the promotion the CTE `target` names (its id and casino_id; no
// row, no answer): the promotion and up to 10 other visible promotions of its casino. Not its
// comments: they move with every visitor and are their own answer (GET .../comments), so a
// comment does not drop the kept promotion pages.
constexpr auto kDetailOfTarget = storage::sql(
    "SELECT json_build_object("
    "'promotion', (SELECT row_to_json(x) FROM (SELECT ", kPromotionColumns, kPromotionFrom, " WHERE p.id = t.id) x),"
    "'related', (SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json) FROM ("
    "  SELECT ", kPromotionColumns, kPromotionFrom, "  WHERE p.casino_id = t.casino_id AND p.id <> t.id", kNewestFirst,
    "  LIMIT 10) x))::text "
    "FROM target t");

// The detail of the visible promotion $1 (its id).
constexpr auto kPromotionDetail = storage::sql(
    "WITH target AS (SELECT id, casino_id FROM visible_promotions WHERE id = $1) ", kDetailOfTarget);

// Stage 1 of the link cascade (domain/promotion_match.hpp) and the detail of what it finds, in
// one statement. Among the visible promotions whose title slug is $1, the cascade takes the
// newest of the link's casino ($2, its slug; null for none), else the newest of all: two
// LIMIT 1 lookups on promotions_slug_idx, the second run only when the first finds nothing.
// No row: no visible promotion has that title slug, and the later stages decide.
constexpr auto kPromotionDetailByLink = storage::sql(
    "WITH target AS (SELECT id, casino_id FROM visible_promotions WHERE id = coalesce("
    "(SELECT p.id FROM visible_promotions p WHERE p.slug = $1 AND p.casino_id = (SELECT id FROM casinos WHERE slug = $2)",
    kNewestFirst, " LIMIT 1),"
    "(SELECT p.id FROM visible_promotions p WHERE p.slug = $1", kNewestFirst, " LIMIT 1))) ", kDetailOfTarget);

// What the later stages of the cascade look at: every visible promotion, newest first.
constexpr auto kPromotionKeys = storage::sql(
    "SELECT p.id::text, p.slug, coalesce(c.slug, '') FROM visible_promotions p LEFT JOIN casinos c ON c.id = p.casino_id",
    kNewestFirst);

constexpr auto kCasinoPromotions = storage::sql(
    "SELECT coalesce(json_agg(x ORDER BY x.created_at DESC, x.id DESC), '[]'::json)::text FROM ("
    "SELECT ", kPromotionColumns, kPromotionFrom, " WHERE p.casino_id = $1", kNewestFirst, " LIMIT $2::bigint) x");

constexpr const char* kIsVisible = "SELECT 1 FROM visible_promotions WHERE id = $1";

[[noreturn]] void not_found(const std::string& identifier) {
  throw ApiError(http::status::not_found, "not_found", "Promosyon bulunamadı (" + identifier + ")");
}

// The detail statements are prepared: planning them (the view joined three times) costs more
// than running them.
std::optional<std::string> detail_json(pqxx::transaction_base& tx, const std::string& id) {
  auto r = storage::exec_prepared(tx, "promotions.detail", kPromotionDetail, id);
  if (r.empty() || r[0][0].is_null()) return std::nullopt;
  return r[0][0].as<std::string>();
}

}  // namespace

bool is_visible(Services& s, const std::string& id) {
  if (!domain::looks_like_uuid(id)) return false;
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return !tx.exec_params(kIsVisible, id).empty();
}

namespace {
// The search and category parameters, checked, as the three filter parameters of kFilters.
struct Filters {
  std::optional<std::string> pattern, exact, category;
};
Filters read_filters(const Request& req) {
  Filters f;
  const std::optional<std::string> search = query_param(req.query, "search");
  if (search && domain::char_count(*search) > kSearchMaxChars)
    throw ApiError(http::status::unprocessable_entity, "validation", "Arama metni en fazla 100 karakter olabilir",
                   "search");
  if (search) {
    auto needle = domain::search_needle(*search);
    if (!needle.ascii.empty()) {
      f.pattern = storage::contains_pattern(needle.ascii);
      f.exact = std::move(needle.exact);
    }
  }
  const std::string category = query_param(req.query, "category").value_or("");
  if (category.size() > 200)
    throw ApiError(http::status::unprocessable_entity, "validation", "Kategori en fazla 200 karakter olabilir",
                   "category");
  if (!category.empty()) f.category = category;
  return f;
}
}  // namespace

Response list(Services& s, Request& req) {
  const Filters f = read_filters(req);
  const std::optional<long long> limit = query_int(req, "limit", 1, kListLimitMax);
  return json_response(http::status::ok,
                       *storage::query_text(s.db, kListPromotions, f.pattern, f.exact, f.category, limit));
}

Response search(Services& s, Request& req) {
  const Filters f = read_filters(req);
  const long long page = query_int(req, "page", 1, kPageMax).value_or(1);
  const long long per_page = query_int(req, "per_page", 1, kPageSizeMax).value_or(kPageSize);
  return json_response(http::status::ok,
                       *storage::query_text(s.db, kSearchPage, f.pattern, f.exact, f.category, per_page, page));
}

Response get(Services& s, Request& req) {
  const std::string& id = req.params.at("id");
  if (!domain::looks_like_uuid(id)) not_found(id);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  auto body = detail_json(tx, id);
  if (!body) not_found(id);
  return json_response(http::status::ok, *body);
}

Response by_slug(Services& s, Request& req) {
  const std::string& casino = req.params.at("casinoSlug");
  const std::string& promotion = req.params.at("promotionSlug");
  const std::string identifier = casino + "/" + promotion;
  if (casino.size() > 300 || promotion.size() > 300) not_found(identifier);
  const std::string link_slug = domain::make_url_slug(promotion);
  if (link_slug.empty()) not_found(identifier);  // no words: no stage can match
  const std::string link_casino = domain::make_url_slug(casino);
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  // The usual link names a title slug exactly: stage 1, decided in SQL with the detail.
  auto r = storage::exec_prepared(tx, "promotions.detail_by_link", kPromotionDetailByLink, link_slug,
                                  link_casino.empty() ? std::nullopt : std::optional<std::string>(link_casino));
  if (!r.empty() && !r[0][0].is_null()) return json_response(http::status::ok, r[0][0].as<std::string>());
  // No visible promotion has that title slug: the domain runs the cascade over all of them.
  std::vector<domain::PromotionKey> keys;
  for (const auto& row : tx.exec(kPromotionKeys))
    keys.push_back({row[0].as<std::string>(), row[1].as<std::string>(), row[2].as<std::string>()});
  const auto match = domain::match_promotion(keys, casino, promotion);
  if (!match) not_found(identifier);
  auto body = detail_json(tx, keys[match->index].id);
  if (!body) not_found(identifier);  // hidden between the two statements
  Response found = json_response(http::status::ok, *body);
  found.keep = found.keep_embedding = false;  // found for a link not its own: junk links must not each take an entry
  return found;
}

Response of_casino(Services& s, Request& req) {
  bool exact = false;
  auto casino_id = casinos::resolve_id(s, req.params.at("idOrSlug"), &exact);
  if (!casino_id) throw ApiError(http::status::not_found, "not_found", "Casino bulunamadı");
  const std::optional<long long> limit = query_int(req, "limit", 1, kListLimitMax);
  Response r = json_response(http::status::ok, *storage::query_text(s.db, kCasinoPromotions, *casino_id, limit));
  r.keep = r.keep_embedding = exact;
  return r;
}

}  // namespace api::promotions
