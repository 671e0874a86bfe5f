// Promotion read model. created/updated carry the whole state; the projector adds the title's URL
// slug, the two halves of the stored description and the search-folded texts. activated,
// deactivated and indexed change flags; deleted removes the row. Updates never resurrect.
#include <boost/json.hpp>

#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "domain/promotion_description.hpp"
#include "domain/slug.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

// $11 is the terms as a JSON array of strings.
constexpr const char* kUpsertPromotion = R"SQL(
  INSERT INTO promotions (id, title, slug, casino_id, category_id, category, description, short_description,
                          full_description, url, terms, promotion_code, is_active, indexed, expiry_date, image_url,
                          created_at, updated_at, search_title, search_short, search_ascii)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, ARRAY(SELECT json_array_elements_text($11::json)), $12, $13, $14,
          $15, $16, $17, $18, $19, $20, $21)
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title, slug = EXCLUDED.slug, casino_id = EXCLUDED.casino_id, category_id = EXCLUDED.category_id,
    category = EXCLUDED.category, description = EXCLUDED.description, short_description = EXCLUDED.short_description,
    full_description = EXCLUDED.full_description, url = EXCLUDED.url, terms = EXCLUDED.terms,
    promotion_code = EXCLUDED.promotion_code, is_active = EXCLUDED.is_active, indexed = EXCLUDED.indexed,
    expiry_date = EXCLUDED.expiry_date, image_url = EXCLUDED.image_url, updated_at = EXCLUDED.updated_at,
    search_title = EXCLUDED.search_title, search_short = EXCLUDED.search_short, search_ascii = EXCLUDED.search_ascii
)SQL";

constexpr const char* kUpdatePromotion = R"SQL(
  UPDATE promotions SET title = $2, slug = $3, casino_id = $4, category_id = $5, category = $6, description = $7,
    short_description = $8, full_description = $9, url = $10, terms = ARRAY(SELECT json_array_elements_text($11::json)),
    promotion_code = $12, is_active = $13, indexed = $14, expiry_date = $15, image_url = $16, created_at = $17,
    updated_at = $18, search_title = $19, search_short = $20, search_ascii = $21
  WHERE id = $1
)SQL";

constexpr const char* kActivate = "UPDATE promotions SET is_active = true, indexed = false, updated_at = $2 WHERE id = $1";
constexpr const char* kDeactivate = "UPDATE promotions SET is_active = false, updated_at = $2 WHERE id = $1";
constexpr const char* kIndexed = "UPDATE promotions SET indexed = true WHERE id = $1";
constexpr const char* kDeletePromotion = "DELETE FROM promotions WHERE id = $1";

void write_promotion(pqxx::transaction_base& tx, const char* sql, const events::payload::PromotionState& p) {
  // Cleaned again as the api cleans it: an event written past the api cannot put script on a page.
  const std::string description = domain::sanitize_html(p.description);
  const auto parts = domain::split_promotion_description(description);
  boost::json::array terms(p.terms.begin(), p.terms.end());
  tx.exec_params(sql, p.id, p.title, domain::make_url_slug(p.title), p.casino_id, p.category_id, p.category,
                 description, parts.short_text, parts.full_html, p.url, boost::json::serialize(terms),
                 p.promotion_code, p.is_active, p.indexed, p.expiry_date, p.image_url, p.created_at, p.updated_at,
                 domain::fold_for_search(p.title), domain::fold_for_search(parts.short_text),
                 domain::fold_ascii_for_search(p.title) + "\n" + domain::fold_ascii_for_search(parts.short_text));
}

void apply_promotion_created(pqxx::transaction_base& tx, const events::payload::PromotionCreated& p) {
  write_promotion(tx, kUpsertPromotion, p);
}
void apply_promotion_updated(pqxx::transaction_base& tx, const events::payload::PromotionUpdated& p) {
  write_promotion(tx, kUpdatePromotion, p);
}
void apply_promotion_activated(pqxx::transaction_base& tx, const events::payload::PromotionActivated& p) {
  tx.exec_params(kActivate, p.id, p.at);
}
void apply_promotion_deactivated(pqxx::transaction_base& tx, const events::payload::PromotionDeactivated& p) {
  tx.exec_params(kDeactivate, p.id, p.at);
}
void apply_promotion_indexed(pqxx::transaction_base& tx, const events::payload::PromotionIndexed& p) {
  tx.exec_params(kIndexed, p.id);
  mark_indexed(tx, "promotion", p.id, p.url, p.at);
}
void apply_promotion_deleted(pqxx::transaction_base& tx, const events::payload::PromotionDeleted& p) {
  tx.exec_params(kDeletePromotion, p.id);
}

}  // namespace

void add_promotion_projection(ApplyTable& table) {
  on(table, apply_promotion_created);
  on(table, apply_promotion_updated);
  on(table, apply_promotion_activated);
  on(table, apply_promotion_deactivated);
  on(table, apply_promotion_indexed);
  on(table, apply_promotion_deleted);
}

}  // namespace worker
