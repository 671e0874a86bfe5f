// The key store of visitor comments (public.comment_keys, infra/migrations/009_comment_keys.sql):
// one random AES-256-GCM key per comment, outside the log. A comment's name and text go into its
// events only sealed with it (events/sealed.hpp); deleting the key erases them everywhere.
#pragma once
#include <string>

#include "events/sealed.hpp"
#include "storage/postgres.hpp"

namespace api::comment_keys {

// The comment's key, made (and stored) first if it has none. Called before its event is produced.
std::string key_for(storage::ConnectionPool& db, const std::string& comment_id);

// The comment's fields sealed under its key, as events carry them.
std::string seal(storage::ConnectionPool& db, const std::string& comment_id, const events::sealed::CommentFields& f);

// Deletes the key: the comment's sealed fields do not open again, in any copy of the log.
void erase(storage::ConnectionPool& db, const std::string& comment_id);

}  // namespace api::comment_keys
