// Splash ad read model: created/updated carry the whole state; deleted removes it.
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertAd = R"SQL(
  INSERT INTO splash_ads (id, title, href, image_url, is_active, created_at, updated_at, search_text, search_ascii)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title, href = EXCLUDED.href, image_url = EXCLUDED.image_url, is_active = EXCLUDED.is_active,
    updated_at = EXCLUDED.updated_at, search_text = EXCLUDED.search_text, search_ascii = EXCLUDED.search_ascii
)SQL";

// An update of an ad deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateAd = R"SQL(
  UPDATE splash_ads SET title = $2, href = $3, image_url = $4, is_active = $5, created_at = $6, updated_at = $7,
    search_text = $8, search_ascii = $9
  WHERE id = $1
)SQL";
constexpr const char* kDeleteAd = "DELETE FROM splash_ads WHERE id = $1";

void write_ad(pqxx::transaction_base& tx, const char* sql, const events::payload::SplashAdState& a) {
  tx.exec_params(sql, a.id, a.title, a.href, a.image_url, a.is_active, a.created_at, a.updated_at,
                 domain::fold_for_search(a.title), domain::fold_ascii_for_search(a.title));
}

void apply_splash_ad_created(pqxx::transaction_base& tx, const events::payload::SplashAdCreated& a) {
  write_ad(tx, kUpsertAd, a);
}
void apply_splash_ad_updated(pqxx::transaction_base& tx, const events::payload::SplashAdUpdated& a) {
  write_ad(tx, kUpdateAd, a);
}
void apply_splash_ad_deleted(pqxx::transaction_base& tx, const events::payload::SplashAdDeleted& a) {
  tx.exec_params(kDeleteAd, a.id);
}

}  // namespace

void add_splash_ad_projection(ApplyTable& table) {
  on(table, apply_splash_ad_created);
  on(table, apply_splash_ad_updated);
  on(table, apply_splash_ad_deleted);
}

}  // namespace worker
