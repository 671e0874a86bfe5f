// What a handler sees and returns, and the error type that becomes {"error":{code,message,field}}.
#pragma once
#include <boost/beast/http.hpp>
#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace api {

namespace http = boost::beast::http;

// A command's Idempotency-Key (api/src/idempotency.hpp), with the hash of the request it was
// first sent with and how many events the command has published so far.
struct CommandKey {
  std::string key;
  std::string request_hash;
  int events = 0;
};

struct Request {
  const http::request<http::string_body>& raw;
  std::string path;                                 // without the query string
  std::string query;                                // after '?', undecoded
  std::map<std::string, std::string, std::less<>> params;  // path parameters, percent-decoded
  std::string remote;                               // peer address
  std::string actor;                                // set by authentication, e.g. "admin:token"
  std::optional<CommandKey> command_key;            // a command's Idempotency-Key, when it sent one
  // Set when a save runs as the restore of this version of the entity (handlers/admin_history.cpp).
  std::optional<std::int64_t> restored_from = std::nullopt;
  const std::string& body() const { return raw.body(); }
};

struct Response {
  http::status status = http::status::ok;
  std::string body;
  std::string content_type = "application/json; charset=utf-8";
  std::vector<std::pair<std::string, std::string>> headers;
  // False for an answer the response cache must not keep although it is a 200: one found for a
  // URL that is not the entity's own (a partial slug, a path without an SEO row of its own), so
  // that junk URLs cannot each take an entry.
  bool keep = true;
  // False when an answer that embeds this one (a page) must not be kept either.
  bool keep_embedding = true;
};

// Thrown by handlers; the server turns it into the JSON error shape with its status.
struct ApiError : std::runtime_error {
  http::status status;
  std::string code;
  std::optional<std::string> field;
  std::vector<std::pair<std::string, std::string>> details;  // every (field, message) of a validation
  ApiError(http::status s, std::string c, const std::string& message, std::optional<std::string> f = std::nullopt)
      : std::runtime_error(message), status(s), code(std::move(c)), field(std::move(f)) {}
};

// Ends a handler with an answer that is not an error (a command whose delivery is not known
// yet): the server sends `response` as it is.
struct FinalResponse {
  Response response;
};

Response json_response(http::status status, std::string body);
Response error_response(http::status status, std::string_view code, std::string_view message,
                        const std::optional<std::string>& field = std::nullopt,
                        const std::vector<std::pair<std::string, std::string>>& details = {});

}  // namespace api
