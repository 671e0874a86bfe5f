// The named error answers.
#include "http/errors.hpp"

#include "domain/text.hpp"

namespace api {

void not_found(std::string_view message) {
  throw ApiError(http::status::not_found, "not_found", std::string(message));
}

void conflict(std::string_view code, std::string_view message, std::optional<std::string> field) {
  throw ApiError(http::status::conflict, std::string(code), std::string(message), std::move(field));
}

void invalid(std::string_view field, std::string_view message) {
  ApiError e(http::status::unprocessable_entity, "validation", std::string(message), std::string(field));
  e.details.emplace_back(std::string(field), std::string(message));
  throw e;
}

std::string path_id(const Request& req, std::string_view not_found_message, const char* param) {
  const auto& id = req.params.at(param);
  if (!domain::looks_like_uuid(id)) not_found(not_found_message);
  return id;
}

Response json_text(std::optional<std::string> body, std::string_view not_found_message) {
  if (!body) not_found(not_found_message);
  return json_response(http::status::ok, std::move(*body));
}

}  // namespace api
