// Promotion read model. created/updated carry the whole state; the projector adds the title's URL
// slug, the two halves of the stored description and the search-folded texts. activated,
// deactivated and indexed change flags; deleted removes the row. Updates never resurrect.
#include <boost/json.hpp>

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "domain/promotion_description.hpp"
#include "domain/slug.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"
#include "storage/array_literal.hpp"

namespace worker {

namespace {

// A run of created promotions as one statement, in order: $11 holds each promotion's terms as a
// JSON array of strings. A run never holds one id twice (see apply_promotions_created).
constexpr const char* kUpsertPromotions = R"SQL(
  INSERT INTO promotions (id, title, slug, casino_id, category_id, category, description, short_description,
                          full_description, url, terms, promotion_code, is_active, indexed, expiry_date, image_url,
                          created_at, updated_at, search_title, search_short, search_ascii)
  SELECT id, title, slug, casino_id, category_id, category, description, short_description, full_description, url,
         ARRAY(SELECT json_array_elements_text(terms::json)), promotion_code, is_active, indexed, expiry_date,
         image_url, created_at, updated_at, search_title, search_short, search_ascii
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::uuid[], $5::uuid[], $6::text[], $7::text[], $8::text[],
                $9::text[], $10::text[], $11::text[], $12::text[], $13::boolean[], $14::boolean[], $15::timestamptz[],
                $16::text[], $17::timestamptz[], $18::timestamptz[], $19::text[], $20::text[], $21::text[])
         WITH ORDINALITY AS p(id, title, slug, casino_id, category_id, category, description, short_description,
                              full_description, url, terms, promotion_code, is_active, indexed, expiry_date, image_url,
                              created_at, updated_at, search_title, search_short, search_ascii, n)
   ORDER BY n
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

// What the projector adds to a promotion's state: the description cleaned again as the api cleans
// it (an event written past the api cannot put script on a page), its two halves, the title's
// slug and the search-folded texts.
struct Derived {
  std::string description, short_text, full_html, slug, search_title, search_short, search_ascii, terms;
};
Derived derive(const events::payload::PromotionState& p) {
  Derived d;
  d.description = domain::sanitize_html(p.description);
  auto parts = domain::split_promotion_description(d.description);
  d.short_text = std::move(parts.short_text);
  d.full_html = std::move(parts.full_html);
  d.slug = domain::make_url_slug(p.title);
  d.search_title = domain::fold_for_search(p.title);
  d.search_short = domain::fold_for_search(d.short_text);
  d.search_ascii = domain::fold_ascii_for_search(p.title) + "\n" + domain::fold_ascii_for_search(d.short_text);
  d.terms = boost::json::serialize(boost::json::array(p.terms.begin(), p.terms.end()));
  return d;
}

void apply_promotion_updated(pqxx::transaction_base& tx, const events::payload::PromotionUpdated& p) {
  const Derived d = derive(p);
  tx.exec_params(kUpdatePromotion, p.id, p.title, d.slug, p.casino_id, p.category_id, p.category, d.description,
                 d.short_text, d.full_html, p.url, d.terms, p.promotion_code, p.is_active, p.indexed, p.expiry_date,
                 p.image_url, p.created_at, p.updated_at, d.search_title, d.search_short, d.search_ascii);
}

// Created promotions in log order, as few statements as possible: one per stretch in which no id
// comes twice (an upsert cannot change one row twice in a statement; the second of a pair goes in
// the next statement, after the first, as applying them one by one would).
void apply_promotions_created(pqxx::transaction_base& tx, const std::vector<events::payload::PromotionCreated>& run) {
  std::size_t from = 0;
  while (from < run.size()) {
    std::set<std::string> ids;
    std::vector<std::string> id, title, slug, description, short_text, full_html, url, terms, created,
        updated, search_title, search_short, search_ascii, active, indexed;
    std::vector<std::optional<std::string>> casino, category_id, category, code, expiry, image;
    std::size_t i = from;
    for (; i < run.size() && ids.insert(run[i].id).second; ++i) {
      const auto& p = run[i];
      Derived d = derive(p);
      id.push_back(p.id);
      title.push_back(p.title);
      slug.push_back(std::move(d.slug));
      casino.push_back(p.casino_id);
      category_id.push_back(p.category_id);
      category.push_back(p.category);
      description.push_back(std::move(d.description));
      short_text.push_back(std::move(d.short_text));
      full_html.push_back(std::move(d.full_html));
      url.push_back(p.url);
      terms.push_back(std::move(d.terms));
      code.push_back(p.promotion_code);
      active.push_back(p.is_active ? "true" : "false");
      indexed.push_back(p.indexed ? "true" : "false");
      expiry.push_back(p.expiry_date);
      image.push_back(p.image_url);
      created.push_back(p.created_at);
      updated.push_back(p.updated_at);
      search_title.push_back(std::move(d.search_title));
      search_short.push_back(std::move(d.search_short));
      search_ascii.push_back(std::move(d.search_ascii));
    }
    using storage::array_literal;
    tx.exec_params(kUpsertPromotions, array_literal(id), array_literal(title), array_literal(slug),
                   array_literal(casino), array_literal(category_id), array_literal(category),
                   array_literal(description), array_literal(short_text), array_literal(full_html), array_literal(url),
                   array_literal(terms), array_literal(code), array_literal(active), array_literal(indexed),
                   array_literal(expiry), array_literal(image), array_literal(created), array_literal(updated),
                   array_literal(search_title), array_literal(search_short), array_literal(search_ascii));
    from = i;
  }
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
  on_run(table, apply_promotions_created);
  on(table, apply_promotion_updated);
  on(table, apply_promotion_activated);
  on(table, apply_promotion_deactivated);
  on(table, apply_promotion_indexed);
  on(table, apply_promotion_deleted);
}

}  // namespace worker
