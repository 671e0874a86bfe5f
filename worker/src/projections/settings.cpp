// Site settings: one row (id = 1) holding the home blog-section text (HTML), replaced by every
// settings.updated.
#include "domain/html_sanitizer.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kSaveSettings = R"SQL(
  INSERT INTO settings (id, blog_section_text, updated_at) VALUES (1, $1, $2)
  ON CONFLICT (id) DO UPDATE SET blog_section_text = EXCLUDED.blog_section_text, updated_at = EXCLUDED.updated_at
)SQL";

void apply_settings_updated(pqxx::transaction_base& tx, const events::payload::SettingsUpdated& s) {
  // Cleaned again as the api cleans it: an event written past the api cannot put script on a page.
  tx.exec_params(kSaveSettings, domain::sanitize_optional_html(s.blog_section_text), s.updated_at);
}

}  // namespace

void add_settings_projection(ApplyTable& table) { on(table, apply_settings_updated); }

}  // namespace worker
