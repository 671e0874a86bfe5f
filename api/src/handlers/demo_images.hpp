// Placeholder images for the demo content, drawn as SVG by the api itself, so the demo needs no
// image files and no other host: /images/demo/{logo|banner|promo|splash}/{name}.svg.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "http/types.hpp"
#include "services.hpp"

namespace api::demo_images {

Response get(Services& s, Request& req);  // GET /images/demo/{kind}/{file}

// The SVG for a kind and a name ([a-z0-9-], 1..80 characters), or nothing for anything else.
// `title`, when given, is the text drawn (valid UTF-8, at most 80 characters, escaped);
// otherwise the file name's words are.
std::optional<std::string> render(std::string_view kind, std::string_view name, std::optional<std::string_view> title = std::nullopt);

}  // namespace api::demo_images
