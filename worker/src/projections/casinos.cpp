// Casino read model: casino.created / casino.updated carry the whole state; deleted removes it.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertCasino = R"SQL(
  INSERT INTO casinos (id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
  ON CONFLICT (id) DO UPDATE SET
    name = EXCLUDED.name, slug = EXCLUDED.slug, url = EXCLUDED.url, logo_url = EXCLUDED.logo_url,
    description = EXCLUDED.description, details = EXCLUDED.details, rating = EXCLUDED.rating,
    featured = EXCLUDED.featured, updated_at = EXCLUDED.updated_at
)SQL";

// An update of a casino deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateCasino = R"SQL(
  UPDATE casinos SET name = $2, slug = $3, url = $4, logo_url = $5, description = $6, details = $7,
    rating = $8, featured = $9, created_at = $10, updated_at = $11
  WHERE id = $1
)SQL";

constexpr const char* kDeleteCasino = "DELETE FROM casinos WHERE id = $1";

void write_casino(pqxx::transaction_base& tx, const char* sql, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(sql, events::get_string(d, "id"), events::get_string(d, "name"),
                 events::get_string(d, "slug"), events::get_string(d, "url"), events::get_string(d, "logo_url"),
                 events::get_string(d, "description"), events::get_optional_string(d, "details"),
                 events::get_optional_double(d, "rating"), events::get_bool(d, "featured", false),
                 events::get_string(d, "created_at"), events::get_string(d, "updated_at"));
}

void apply_casino_created(pqxx::transaction_base& tx, const events::Envelope& e) { write_casino(tx, kUpsertCasino, e); }
void apply_casino_updated(pqxx::transaction_base& tx, const events::Envelope& e) { write_casino(tx, kUpdateCasino, e); }

void apply_casino_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeleteCasino, events::get_string(e.data, "id"));
}

}  // namespace

void add_casino_projection(ApplyTable& table) {
  table.emplace(events::type::casino_created, apply_casino_created);
  table.emplace(events::type::casino_updated, apply_casino_updated);
  table.emplace(events::type::casino_deleted, apply_casino_deleted);
}

}  // namespace worker
