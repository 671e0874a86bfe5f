// Demo placeholder images: a colour gradient from a hash of the name, and the name's words.
#include "handlers/demo_images.hpp"

#include <cstdint>
#include <cstdio>

#include "domain/text.hpp"
#include "http/query.hpp"

namespace api::demo_images {

namespace {

struct Canvas {
  std::string_view kind;
  int width;
  int height;
};
constexpr Canvas kCanvases[] = {{"logo", 240, 120}, {"banner", 1200, 630}, {"promo", 800, 450}, {"splash", 600, 600}};

bool valid_name(std::string_view name) {
  if (name.empty() || name.size() > 80 || name.front() == '-') return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-')) return false;
  return true;
}

// "altin-yildiz-casino" -> "Altin Yildiz Casino" (only [A-Za-z0-9 ] remain: nothing to escape).
std::string words_of(std::string_view name) {
  std::string out;
  bool start = true;
  for (char c : name) {
    if (c == '-') {
      if (!out.empty() && out.back() != ' ') out += ' ';
      start = true;
      continue;
    }
    out += start && c >= 'a' && c <= 'z' ? static_cast<char>(c - 'a' + 'A') : c;
    start = false;
  }
  return out;
}

}  // namespace

std::optional<std::string> render(std::string_view kind, std::string_view name, std::optional<std::string_view> title) {
  const Canvas* canvas = nullptr;
  for (const auto& c : kCanvases)
    if (c.kind == kind) canvas = &c;
  if (!canvas || !valid_name(name)) return std::nullopt;
  std::uint32_t h = 2166136261U;
  for (char c : name) h = (h ^ static_cast<unsigned char>(c)) * 16777619U;
  const int hue = static_cast<int>(h % 360U);
  const int hue2 = (hue + 40) % 360;
  auto printable = [](std::string_view t) {
    for (char c : t)
      if (static_cast<unsigned char>(c) < 0x20U) return false;
    return domain::is_valid_utf8(t);
  };
  const bool drawn_title =
      title && !domain::trim(*title).empty() && domain::char_count(*title) <= 80 && printable(*title);
  const std::string text = drawn_title ? domain::escape_markup(domain::trim(*title), domain::ApostropheEntity::numeric)
                                       : words_of(name);
  const std::size_t letters = drawn_title ? domain::char_count(domain::trim(*title)) : text.size();
  // Fit the text to the width: about 0.6 em per character.
  int font = static_cast<int>(static_cast<double>(canvas->width) * 0.85 / (0.6 * static_cast<double>(std::max<std::size_t>(letters, 6))));
  font = std::min(font, canvas->height / 4);
  char svg[2200];
  std::snprintf(svg, sizeof svg,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">"
                "<defs><linearGradient id=\"g\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"1\">"
                "<stop offset=\"0\" stop-color=\"hsl(%d,70%%,38%%)\"/><stop offset=\"1\" stop-color=\"hsl(%d,75%%,22%%)\"/>"
                "</linearGradient></defs><rect width=\"100%%\" height=\"100%%\" rx=\"%d\" fill=\"url(#g)\"/>"
                "<text x=\"50%%\" y=\"50%%\" dominant-baseline=\"middle\" text-anchor=\"middle\" "
                "font-family=\"Arial, Helvetica, sans-serif\" font-weight=\"700\" font-size=\"%d\" fill=\"#ffffff\">%s</text>"
                "</svg>",
                canvas->width, canvas->height, canvas->width, canvas->height, hue, hue2, canvas->height / 12, font,
                text.c_str());
  return std::string(svg);
}

Response get(Services&, Request& req) {
  std::string_view file = req.params.at("file");
  if (!file.ends_with(".svg")) throw ApiError(http::status::not_found, "not_found", "Sayfa bulunamadı");
  file.remove_suffix(4);
  auto svg = render(req.params.at("kind"), file, query_param(req.query, "t"));
  if (!svg) throw ApiError(http::status::not_found, "not_found", "Sayfa bulunamadı");
  Response r = json_response(http::status::ok, std::move(*svg));
  r.content_type = "image/svg+xml";
  r.headers.emplace_back("Cache-Control", "public, max-age=86400");
  r.headers.emplace_back("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
  return r;
}

}  // namespace api::demo_images
