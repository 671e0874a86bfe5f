// Splash ad read model: created/updated carry the whole state; deleted removes it.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertAd = R"SQL(
  INSERT INTO splash_ads (id, title, href, image_url, is_active, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (id) DO UPDATE SET
    title = EXCLUDED.title, href = EXCLUDED.href, image_url = EXCLUDED.image_url, is_active = EXCLUDED.is_active,
    updated_at = EXCLUDED.updated_at
)SQL";

// An update of an ad deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateAd = R"SQL(
  UPDATE splash_ads SET title = $2, href = $3, image_url = $4, is_active = $5, created_at = $6, updated_at = $7
  WHERE id = $1
)SQL";
constexpr const char* kDeleteAd = "DELETE FROM splash_ads WHERE id = $1";

void write_ad(pqxx::transaction_base& tx, const char* sql, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(sql, events::get_string(d, "id"), events::get_string(d, "title"), events::get_string(d, "href"),
                 events::get_string(d, "image_url"), events::get_bool(d, "is_active", true),
                 events::get_string(d, "created_at"), events::get_string(d, "updated_at"));
}

void apply_splash_ad_created(pqxx::transaction_base& tx, const events::Envelope& e) { write_ad(tx, kUpsertAd, e); }
void apply_splash_ad_updated(pqxx::transaction_base& tx, const events::Envelope& e) { write_ad(tx, kUpdateAd, e); }
void apply_splash_ad_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeleteAd, events::get_string(e.data, "id"));
}

}  // namespace

void add_splash_ad_projection(ApplyTable& table) {
  table.emplace(events::type::splash_ad_created, apply_splash_ad_created);
  table.emplace(events::type::splash_ad_updated, apply_splash_ad_updated);
  table.emplace(events::type::splash_ad_deleted, apply_splash_ad_deleted);
}

}  // namespace worker
