// The error answers handlers throw by name: 404, 409 and a 422 on one field, and the path id
// rule (anything not in UUID form is a 404, never a database error).
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace api {

[[noreturn]] void not_found(std::string_view message);
[[noreturn]] void conflict(std::string_view code, std::string_view message,
                           std::optional<std::string> field = std::nullopt);
[[noreturn]] void invalid(std::string_view field, std::string_view message);  // 422 on one field

// The {id} path parameter; anything not in UUID form is 404 with `not_found_message`.
std::string path_id(const Request& req, std::string_view not_found_message, const char* param = "id");

// 200 with JSON text read from the database (`SELECT row_to_json(x)::text ...`), or 404.
Response json_text(std::optional<std::string> body, std::string_view not_found_message);

}  // namespace api
