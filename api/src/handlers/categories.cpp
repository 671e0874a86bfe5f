// Categories: active ones in Turkish name order, each with its number of visible promotions.
#include "handlers/categories.hpp"

namespace api::categories {

namespace {

constexpr const char* kListCategories =
    "SELECT coalesce(json_agg(x ORDER BY x.name COLLATE \"tr-TR-x-icu\", x.id), '[]'::json)::text FROM ("
    "SELECT cat.id, cat.name, cat.slug, "
    "(SELECT count(*) FROM visible_promotions p WHERE p.category_id = cat.id) AS promotion_count "
    "FROM categories cat WHERE cat.is_active) x";

}  // namespace

Response list(Services& s, Request&) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return json_response(http::status::ok, tx.exec(kListCategories)[0][0].as<std::string>());
}

}  // namespace api::categories
