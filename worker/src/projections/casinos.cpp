// Casino read model: casino.created / casino.updated carry the whole state; deleted removes it.
// Created casinos that follow each other in a batch (several admins' commands) go in one
// statement.
#include <fmt/format.h>

#include <set>

#include "domain/html_sanitizer.hpp"
#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"
#include "storage/array_literal.hpp"
#include "storage/query.hpp"

namespace worker {

namespace {

// A run of created casinos, in order; a run never holds one id twice (see apply_casinos_created).
constexpr const char* kUpsertCasinos = R"SQL(
  INSERT INTO casinos (id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at,
                       search_text, search_ascii)
  SELECT id, name, slug, url, logo_url, description, details, rating, featured, created_at, updated_at, search_text,
         search_ascii
    FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[],
                $8::double precision[], $9::boolean[], $10::timestamptz[], $11::timestamptz[], $12::text[], $13::text[])
         WITH ORDINALITY AS c(id, name, slug, url, logo_url, description, details, rating, featured, created_at,
                              updated_at, search_text, search_ascii, n)
   ORDER BY n
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

// Created casinos in log order, as few statements as possible: one per stretch in which no id comes
// twice (an upsert cannot change one row twice in a statement; the second of a pair goes in the
// next statement, after the first, as applying them one by one would).
void apply_casinos_created(pqxx::transaction_base& tx, const std::vector<events::payload::CasinoCreated>& run) {
  std::size_t from = 0;
  while (from < run.size()) {
    std::set<std::string> ids;
    std::vector<std::string> id, name, slug, url, logo, description, featured, created, updated, search_text,
        search_ascii;
    std::vector<std::optional<std::string>> details, rating;
    std::size_t i = from;
    for (; i < run.size() && ids.insert(run[i].id).second; ++i) {
      const auto& c = run[i];
      id.push_back(c.id);
      name.push_back(c.name);
      slug.push_back(c.slug);
      url.push_back(c.url);
      logo.push_back(c.logo_url);
      description.push_back(domain::sanitize_html(c.description));  // as in write_casino
      details.push_back(domain::sanitize_optional_html(c.details));
      // The shortest text that reads back as the same double.
      rating.push_back(c.rating ? std::optional(fmt::format("{}", *c.rating)) : std::nullopt);
      featured.push_back(c.featured ? "true" : "false");
      created.push_back(c.created_at);
      updated.push_back(c.updated_at);
      search_text.push_back(domain::fold_for_search(c.name));
      search_ascii.push_back(domain::fold_ascii_for_search(c.name));
    }
    using storage::array_literal;
    storage::exec_batch(tx, id.size(), "casinos.upsert_created", kUpsertCasinos, array_literal(id), array_literal(name),
                        array_literal(slug), array_literal(url), array_literal(logo), array_literal(description),
                        array_literal(details), array_literal(rating), array_literal(featured), array_literal(created),
                        array_literal(updated), array_literal(search_text), array_literal(search_ascii));
    from = i;
  }
}

void apply_casino_updated(pqxx::transaction_base& tx, const events::payload::CasinoUpdated& c) {
  write_casino(tx, kUpdateCasino, c);
}
void apply_casino_deleted(pqxx::transaction_base& tx, const events::payload::CasinoDeleted& c) {
  tx.exec_params(kDeleteCasino, c.id);
}

}  // namespace

void add_casino_projection(ApplyTable& table) {
  on_run(table, apply_casinos_created);
  on(table, apply_casino_updated);
  on(table, apply_casino_deleted);
}

}  // namespace worker
