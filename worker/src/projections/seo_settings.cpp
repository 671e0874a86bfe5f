// Page SEO settings by path: saved carries the whole row (create or change); deleted removes it.
#include "events/payloads.hpp"
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

void apply_seo_setting_saved(pqxx::transaction_base& tx, const events::payload::SeoSettingSaved& s) {
  tx.exec_params(kSaveSeo, s.id, s.page_name, s.page_path, s.title, s.description, s.keywords, s.updated_at);
}
void apply_seo_setting_deleted(pqxx::transaction_base& tx, const events::payload::SeoSettingDeleted& s) {
  tx.exec_params(kDeleteSeo, s.id);
}

}  // namespace

void add_seo_setting_projection(ApplyTable& table) {
  on(table, apply_seo_setting_saved);
  on(table, apply_seo_setting_deleted);
}

}  // namespace worker
