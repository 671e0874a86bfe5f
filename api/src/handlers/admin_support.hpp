// What the admin handlers share: one-statement queries, path ids, the 404/409/422 answers, event
// construction, indexing requests and the answer of a command.
#pragma once
#include <boost/json.hpp>
#include <optional>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

#include "events/catalogue.hpp"
#include "handlers/command_reply.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin {

// Runs one statement on a pooled connection. The result outlives the connection.
template <typename... Args>
pqxx::result query(Services& s, const char* sql, const Args&... args) {
  auto db = s.db.acquire();
  pqxx::nontransaction tx(*db);
  return tx.exec_params(sql, args...);
}

// The first column of the first row as text; nullopt for no row or NULL.
template <typename... Args>
std::optional<std::string> query_text(Services& s, const char* sql, const Args&... args) {
  pqxx::result r = query(s, sql, args...);
  if (r.empty() || r[0][0].is_null()) return std::nullopt;
  return r[0][0].as<std::string>();
}

[[noreturn]] void not_found(std::string_view message);
[[noreturn]] void conflict(std::string_view code, std::string_view message,
                           std::optional<std::string> field = std::nullopt);
[[noreturn]] void invalid(std::string_view field, std::string_view message);  // 422 on one field

// The {id} path parameter; anything not in UUID form is 404 with `not_found_message`.
std::string path_id(const Request& req, std::string_view not_found_message, const char* param = "id");

// Publishes indexing.requested for a public path on the jobs topic. The change it follows is
// already stored, so a broker failure here is logged, not answered as an error.
void request_indexing(Services& s, const Request& req, const std::string& path, std::string_view entity,
                      const std::string& id);

// command_reply, reading the entity back with `sql` ($1 = id) once the projection has it.
Response reply(Services& s, const CommandOutcome& outcome, http::status success, const char* sql,
               const std::string& id);

// A list of strings: a JSON array of strings (each trimmed, blanks dropped) or one string with
// one entry per line (terms_from_text). Missing or null is empty.
std::vector<std::string> lines_field(const boost::json::object& o, std::string_view name);
// A whole number, also given as numeric text; nullopt when missing or null; anything else 422.
std::optional<long long> optional_integer_field(const boost::json::object& o, std::string_view name);

// JSON text of a single row produced by `SELECT row_to_json(x)::text FROM (...) x`.
Response json_text(std::optional<std::string> body, std::string_view not_found_message);

}  // namespace api::admin
