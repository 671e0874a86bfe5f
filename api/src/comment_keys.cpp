#include "comment_keys.hpp"

#include <stdexcept>

#include "storage/query.hpp"

namespace api::comment_keys {

namespace {

// The new key when this call stored it, else the one already there (a retried post, an edit).
constexpr const char* kKeyFor = R"SQL(
  WITH made AS (
    INSERT INTO public.comment_keys (comment_id, key) VALUES ($1, decode($2, 'hex'))
    ON CONFLICT (comment_id) DO NOTHING RETURNING key)
  SELECT encode(key, 'hex') FROM made
  UNION ALL SELECT encode(key, 'hex') FROM public.comment_keys WHERE comment_id = $1
  LIMIT 1
)SQL";
constexpr const char* kErase = "DELETE FROM public.comment_keys WHERE comment_id = $1";

}  // namespace

std::string key_for(storage::ConnectionPool& db, const std::string& comment_id) {
  auto hex = storage::query_text(db, kKeyFor, comment_id, events::sealed::to_hex(events::sealed::random_key()));
  auto key = hex ? events::sealed::from_hex(*hex) : std::nullopt;
  if (!key) throw std::runtime_error("no key for comment " + comment_id);
  return *key;
}

std::string seal(storage::ConnectionPool& db, const std::string& comment_id, const events::sealed::CommentFields& f) {
  return events::sealed::seal_comment(key_for(db, comment_id), comment_id, f);
}

void erase(storage::ConnectionPool& db, const std::string& comment_id) { storage::query(db, kErase, comment_id); }

}  // namespace api::comment_keys
