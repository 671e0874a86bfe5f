// One-statement queries on a pooled connection, for handlers that read a row or a JSON text.
#pragma once
#include <optional>
#include <pqxx/pqxx>
#include <string>
#include <string_view>

#include "storage/postgres.hpp"

namespace storage {

// Runs one statement on a pooled connection. The result outlives the connection.
template <typename... Args>
pqxx::result query(ConnectionPool& pool, const char* sql, const Args&... args) {
  auto db = pool.acquire();
  pqxx::nontransaction tx(*db);
  return tx.exec_params(sql, args...);
}

// The first column of the first row as text; nullopt for no row or NULL.
template <typename... Args>
std::optional<std::string> query_text(ConnectionPool& pool, const char* sql, const Args&... args) {
  pqxx::result r = query(pool, sql, args...);
  if (r.empty() || r[0][0].is_null()) return std::nullopt;
  return r[0][0].as<std::string>();
}

// Runs `sql` as the prepared statement `name` of the transaction's connection: the connection
// prepares it on first use, and Postgres plans it once for all parameters after a few runs. For
// a hot read whose planning costs more than its execution. One name, one SQL text (a named
// constant): libpqxx refuses a second text under a name. Prepared statements follow a replay's
// schema swap (Postgres plans them again when search_path resolves to another schema).
template <typename... Args>
pqxx::result exec_prepared(pqxx::transaction_base& tx, const char* name, const char* sql, const Args&... args) {
  tx.conn().prepare(name, sql);  // a no-op once declared with the same text
  return tx.exec_prepared(name, args...);
}

// A statement of a projection batch with one array element per row: prepared (planned once, see
// exec_prepared) for a live batch of fewer than kPreparedRowsMax rows, where planning cost more
// than running it; planned with its values for a larger one (a backlog, a replay), whose array
// lengths the planner then knows (a generic plan assumes a few rows).
inline constexpr std::size_t kPreparedRowsMax = 64;
template <typename... Args>
pqxx::result exec_batch(pqxx::transaction_base& tx, std::size_t rows, const char* name, const char* sql,
                        const Args&... args) {
  return rows < kPreparedRowsMax ? exec_prepared(tx, name, sql, args...) : tx.exec_params(sql, args...);
}

// A LIKE / ILIKE pattern that finds `text` anywhere: '%', '_' and '\\' in it are escaped.
inline std::string contains_pattern(std::string_view text) {
  std::string out = "%";
  for (char c : text) {
    if (c == '%' || c == '_' || c == '\\') out += '\\';
    out += c;
  }
  return out + "%";
}

}  // namespace storage
