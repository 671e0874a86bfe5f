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
