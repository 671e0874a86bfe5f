// Promotion read model. created/updated carry the whole state; the projector adds the title's URL
// slug, the two halves of the stored description and the search-folded texts. activated,
// deactivated and indexed change flags; deleted removes the row. Updates never resurrect.
#include <boost/json.hpp>

#include "domain/plain_text.hpp"
#include "domain/promotion_description.hpp"
#include "domain/slug.hpp"
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

// $11 is the terms as a JSON array of strings.
constexpr const char* kUpsertPromotion = R"SQL(
  INSERT INTO promotions (id, title, slug, casino_id, category_id, category, description, short_description,
                          full_description, url, terms, promotion_code, is_active, indexed, expiry_date, image_url,
                          created_at, updated_at, search_title, search_short)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ARRAY(SELECT json_array_elements_text($11::json)), $12, $13, $14,
          $15, $16, $17, $18, $19, $20)
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title, slug = EXCLUDED.slug, casino_id = EXCLUDED.casino_id, category_id = EXCLUDED.category_id,
    category = EXCLUDED.category, description = EXCLUDED.description, short_description = EXCLUDED.short_description,
    full_description = EXCLUDED.full_description, url = EXCLUDED.url, terms = EXCLUDED.terms,
    promotion_code = EXCLUDED.promotion_code, is_active = EXCLUDED.is_active, indexed = EXCLUDED.indexed,
    expiry_date = EXCLUDED.expiry_date, image_url = EXCLUDED.image_url, updated_at = EXCLUDED.updated_at,
    search_title = EXCLUDED.search_title, search_short = EXCLUDED.search_short
)SQL";

constexpr const char* kUpdatePromotion = R"SQL(
  UPDATE promotions SET title = $2, slug = $3, casino_id = $4, category_id = $5, category = $6, description = $7,
    short_description = $8, full_description = $9, url = $10, terms = ARRAY(SELECT json_array_elements_text($11::json)),
    promotion_code = $12, is_active = $13, indexed = $14, expiry_date = $15, image_url = $16, created_at = $17,
    updated_at = $18, search_title = $19, search_short = $20
  WHERE id = $1
)SQL";

constexpr const char* kActivate = "UPDATE promotions SET is_active = true, indexed = false, updated_at = $2 WHERE id = $1";
constexpr const char* kDeactivate = "UPDATE promotions SET is_active = false, updated_at = $2 WHERE id = $1";
constexpr const char* kIndexed = "UPDATE promotions SET indexed = true WHERE id = $1";
constexpr const char* kDeletePromotion = "DELETE FROM promotions WHERE id = $1";

// The terms as a JSON array text, refusing anything but an array of strings.
std::string terms_json(const boost::json::object& d) {
  const auto* v = d.if_contains("terms");
  if (!v || v->is_null()) return "[]";
  if (!v->is_array()) throw events::DecodeError("payload field 'terms' must be an array of strings");
  for (const auto& t : v->get_array())
    if (!t.is_string()) throw events::DecodeError("payload field 'terms' must be an array of strings");
  return boost::json::serialize(*v);
}

void write_promotion(pqxx::transaction_base& tx, const char* sql, const events::Envelope& e) {
  const auto& d = e.data;
  const std::string title = events::get_string(d, "title");
  const std::string stored = events::get_string(d, "description");
  const auto parts = domain::split_promotion_description(stored);
  tx.exec_params(sql, events::get_string(d, "id"), title, domain::make_url_slug(title),
                 events::get_optional_string(d, "casino_id"), events::get_optional_string(d, "category_id"),
                 events::get_optional_string(d, "category"), stored, parts.short_text, parts.full_html,
                 events::get_string(d, "url"), terms_json(d), events::get_optional_string(d, "promotion_code"),
                 events::get_bool(d, "is_active", true), events::get_bool(d, "indexed", false),
                 events::get_optional_string(d, "expiry_date"), events::get_optional_string(d, "image_url"),
                 events::get_string(d, "created_at"), events::get_string(d, "updated_at"),
                 domain::fold_for_search(title), domain::fold_for_search(parts.short_text));
}

void apply_promotion_created(pqxx::transaction_base& tx, const events::Envelope& e) { write_promotion(tx, kUpsertPromotion, e); }
void apply_promotion_updated(pqxx::transaction_base& tx, const events::Envelope& e) { write_promotion(tx, kUpdatePromotion, e); }

void apply_promotion_activated(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kActivate, events::get_string(e.data, "id"), events::get_string(e.data, "at"));
}
void apply_promotion_deactivated(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeactivate, events::get_string(e.data, "id"), events::get_string(e.data, "at"));
}
void apply_promotion_indexed(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kIndexed, events::get_string(e.data, "id"));
}
void apply_promotion_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeletePromotion, events::get_string(e.data, "id"));
}

}  // namespace

void add_promotion_projection(ApplyTable& table) {
  table.emplace(events::type::promotion_created, apply_promotion_created);
  table.emplace(events::type::promotion_updated, apply_promotion_updated);
  table.emplace(events::type::promotion_activated, apply_promotion_activated);
  table.emplace(events::type::promotion_deactivated, apply_promotion_deactivated);
  table.emplace(events::type::promotion_indexed, apply_promotion_indexed);
  table.emplace(events::type::promotion_deleted, apply_promotion_deleted);
}

}  // namespace worker
