// Promotion category read model: created/updated carry the whole state; deleted removes it.
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kUpsertCategory = R"SQL(
  INSERT INTO categories (id, name, slug, description, is_active, created_at, updated_at, search_text, search_ascii)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
  ON CONFLICT (id) DO UPDATE SET
    name = EXCLUDED.name, slug = EXCLUDED.slug, description = EXCLUDED.description,
    is_active = EXCLUDED.is_active, updated_at = EXCLUDED.updated_at, search_text = EXCLUDED.search_text,
    search_ascii = EXCLUDED.search_ascii
)SQL";

// An update of a category deleted meanwhile changes nothing: it must not bring the row back.
constexpr const char* kUpdateCategory = R"SQL(
  UPDATE categories SET name = $2, slug = $3, description = $4, is_active = $5, created_at = $6, updated_at = $7,
    search_text = $8, search_ascii = $9
  WHERE id = $1
)SQL";

constexpr const char* kDeleteCategory = "DELETE FROM categories WHERE id = $1";

void write_category(pqxx::transaction_base& tx, const char* sql, const events::payload::CategoryState& c) {
  tx.exec_params(sql, c.id, c.name, c.slug, c.description, c.is_active, c.created_at, c.updated_at,
                 domain::fold_for_search(c.name), domain::fold_ascii_for_search(c.name));
}

void apply_category_created(pqxx::transaction_base& tx, const events::payload::CategoryCreated& c) {
  write_category(tx, kUpsertCategory, c);
}
void apply_category_updated(pqxx::transaction_base& tx, const events::payload::CategoryUpdated& c) {
  write_category(tx, kUpdateCategory, c);
}
void apply_category_deleted(pqxx::transaction_base& tx, const events::payload::CategoryDeleted& c) {
  tx.exec_params(kDeleteCategory, c.id);
}

}  // namespace

void add_category_projection(ApplyTable& table) {
  on(table, apply_category_created);
  on(table, apply_category_updated);
  on(table, apply_category_deleted);
}

}  // namespace worker
