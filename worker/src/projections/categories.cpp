// Promotion category read model: created/updated carry the whole state; deleted removes it.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertCategory = R"SQL(
  INSERT INTO categories (id, name, slug, description, is_active, created_at, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (id) DO UPDATE SET
    name = EXCLUDED.name, slug = EXCLUDED.slug, description = EXCLUDED.description,
    is_active = EXCLUDED.is_active, updated_at = EXCLUDED.updated_at
)SQL";

// An update of a category deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateCategory = R"SQL(
  UPDATE categories SET name = $2, slug = $3, description = $4, is_active = $5, created_at = $6, updated_at = $7
  WHERE id = $1
)SQL";

constexpr const char* kDeleteCategory = "DELETE FROM categories WHERE id = $1";

void write_category(pqxx::transaction_base& tx, const char* sql, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(sql, events::get_string(d, "id"), events::get_string(d, "name"), events::get_string(d, "slug"),
                 events::get_optional_string(d, "description"), events::get_bool(d, "is_active", true),
                 events::get_string(d, "created_at"), events::get_string(d, "updated_at"));
}

void apply_category_created(pqxx::transaction_base& tx, const events::Envelope& e) { write_category(tx, kUpsertCategory, e); }
void apply_category_updated(pqxx::transaction_base& tx, const events::Envelope& e) { write_category(tx, kUpdateCategory, e); }
void apply_category_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeleteCategory, events::get_string(e.data, "id"));
}

}  // namespace

void add_category_projection(ApplyTable& table) {
  table.emplace(events::type::category_created, apply_category_created);
  table.emplace(events::type::category_updated, apply_category_updated);
  table.emplace(events::type::category_deleted, apply_category_deleted);
}

}  // namespace worker
