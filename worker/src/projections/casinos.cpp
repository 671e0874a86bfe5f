// Casino read model: casino.created / casino.updated carry the whole state; deleted removes it.
#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertCasino = R"SQL(
  INSERT INTO casinos (id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at,
                       search_text, search_ascii)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
  ON CONFLICT (id) DO UPDATE SET
    name = EXCLUDED.name, slug = EXCLUDED.slug, url = EXCLUDED.url, logo_url = EXCLUDED.logo_url,
    description = EXCLUDED.description, details = EXCLUDED.details, rating = EXCLUDED.rating,
    featured = EXCLUDED.featured, updated_at = EXCLUDED.updated_at, search_text = EXCLUDED.search_text,
    search_ascii = EXCLUDED.search_ascii
)SQL";

// An update of a casino deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateCasino = R"SQL(
  UPDATE casinos SET name = $2, slug = $3, url = $4, logo_url = $5, description = $6, details = $7,
    rating = $8, featured = $9, created_at = $10, updated_at = $11, search_text = $12, search_ascii = $13
  WHERE id = $1
)SQL";

constexpr const char* kDeleteCasino = "DELETE FROM casinos WHERE id = $1";

void write_casino(pqxx::transaction_base& tx, const char* sql, const events::payload::CasinoState& c) {
  // HTML cleaned again as the api cleans it: an event written past the api cannot put script on a page.
  tx.exec_params(sql, c.id, c.name, c.slug, c.url, c.logo_url, domain::sanitize_html(c.description),
                 domain::sanitize_optional_html(c.details), c.rating, c.featured,
                 c.created_at, c.updated_at, domain::fold_for_search(c.name), domain::fold_ascii_for_search(c.name));
}

void apply_casino_created(pqxx::transaction_base& tx, const events::payload::CasinoCreated& c) {
  write_casino(tx, kUpsertCasino, c);
}
void apply_casino_updated(pqxx::transaction_base& tx, const events::payload::CasinoUpdated& c) {
  write_casino(tx, kUpdateCasino, c);
}
void apply_casino_deleted(pqxx::transaction_base& tx, const events::payload::CasinoDeleted& c) {
  tx.exec_params(kDeleteCasino, c.id);
}

}  // namespace

void add_casino_projection(ApplyTable& table) {
  on(table, apply_casino_created);
  on(table, apply_casino_updated);
  on(table, apply_casino_deleted);
}

}  // namespace worker
