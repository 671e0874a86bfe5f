// Page SEO settings by path: saved carries the whole row (create or change); deleted removes it.
#include "events/catalogue.hpp"
#include "events/payload.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kSaveSeo = R"SQL(
  INSERT INTO seo_settings (id, page_name, page_path, title, description, keywords, updated_at)
  VALUES ($1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (id) DO UPDATE SET
    page_name = EXCLUDED.page_name, page_path = EXCLUDED.page_path, title = EXCLUDED.title,
    description = EXCLUDED.description, keywords = EXCLUDED.keywords, updated_at = EXCLUDED.updated_at
)SQL";
constexpr const char* kDeleteSeo = "DELETE FROM seo_settings WHERE id = $1";

void apply_seo_setting_saved(pqxx::transaction_base& tx, const events::Envelope& e) {
  const auto& d = e.data;
  tx.exec_params(kSaveSeo, events::get_string(d, "id"), events::get_string(d, "page_name"),
                 events::get_string(d, "page_path"), events::get_string(d, "title"),
                 events::get_string(d, "description"), events::get_string(d, "keywords"),
                 events::get_string(d, "updated_at"));
}

void apply_seo_setting_deleted(pqxx::transaction_base& tx, const events::Envelope& e) {
  tx.exec_params(kDeleteSeo, events::get_string(e.data, "id"));
}

}  // namespace

void add_seo_setting_projection(ApplyTable& table) {
  table.emplace(events::type::seo_setting_saved, apply_seo_setting_saved);
  table.emplace(events::type::seo_setting_deleted, apply_seo_setting_deleted);
}

}  // namespace worker
