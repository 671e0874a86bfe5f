// The home hero block: one row (id = 1), replaced by every hero.updated. No row means the
// built-in defaults (domain::default_hero), which the api answers with.
#include "events/payloads.hpp"
#include "projection.hpp"

namespace worker {

namespace {

constexpr const char* kSaveHero = R"SQL(
  INSERT INTO hero (id, upper_title, main_title, highlighted_text, description, button_text, button_url, updated_at)
  VALUES (1, $1, $2, $3, $4, $5, $6, $7)
  ON CONFLICT (id) DO UPDATE SET
    upper_title = EXCLUDED.upper_title, main_title = EXCLUDED.main_title,
    highlighted_text = EXCLUDED.highlighted_text, description = EXCLUDED.description,
    button_text = EXCLUDED.button_text, button_url = EXCLUDED.button_url, updated_at = EXCLUDED.updated_at
)SQL";

void apply_hero_updated(pqxx::transaction_base& tx, const events::payload::HeroUpdated& h) {
  tx.exec_params(kSaveHero, h.upper_title, h.main_title, h.highlighted_text, h.description, h.button_text,
                 h.button_url, h.updated_at);
}

}  // namespace

void add_hero_projection(ApplyTable& table) { on(table, apply_hero_updated); }

}  // namespace worker
