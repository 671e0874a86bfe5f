// Hero and settings are single rows (an unset one reads as null, and the form shows its
// defaults); SEO settings are one row per page path.
#include "handlers/admin_site.hpp"

#include "domain/site_rules.hpp"
#include "domain/html_sanitizer.hpp"
#include "domain/text.hpp"
#include "events/payload.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"
#include "handlers/command_reply.hpp"
#include "idempotency.hpp"
#include "http/errors.hpp"
#include "storage/query.hpp"
#include "http/json_body.hpp"

namespace api::admin_site {

namespace json = boost::json;

namespace {

constexpr const char* kHero =
    "SELECT coalesce((SELECT row_to_json(x) FROM (SELECT upper_title, main_title, highlighted_text, description, "
    "button_text, button_url, updated_at FROM hero WHERE id = 1) x), 'null'::json)::text";
constexpr const char* kSettings =
    "SELECT coalesce((SELECT row_to_json(x) FROM (SELECT blog_section_text, updated_at FROM settings WHERE id = 1) x), "
    "'null'::json)::text";
constexpr const char* kSeoList =
    "SELECT coalesce(json_agg(x ORDER BY x.page_name COLLATE \"tr-TR-x-icu\", x.id), '[]'::json)::text FROM ("
    "SELECT id, page_name, page_path, title, description, keywords, updated_at FROM seo_settings) x";
constexpr const char* kSeoById =
    "SELECT row_to_json(x)::text FROM (SELECT id, page_name, page_path, title, description, keywords, updated_at "
    "FROM seo_settings WHERE id = $1) x";
constexpr const char* kSeoState = "SELECT page_name, page_path, title, description, keywords FROM seo_settings WHERE id = $1";
constexpr const char* kPathTaken = "SELECT 1 FROM seo_settings WHERE page_path = $1 AND id IS DISTINCT FROM $2::uuid";
constexpr std::string_view kSeoNotFound = "SEO ayarı bulunamadı";

Response read_back(Services& s, const CommandOutcome& outcome, const char* sql) {
  return command_reply(s, outcome, http::status::ok, [&] { return storage::query_text(s.db, sql); });
}

events::payload::SeoSettingSaved seo_state(const std::string& id, const domain::SeoSettingInput& in) {
  return {.id = id,
          .page_name = std::string(domain::trim(in.page_name)),
          .page_path = std::string(domain::trim(in.page_path)),
          .title = std::string(domain::trim(in.title)),
          .description = std::string(domain::trim(in.description)),
          .keywords = std::string(domain::trim(in.keywords)),
          .updated_at = events::now_utc()};
}

void check_seo(Services& s, const domain::SeoSettingInput& in, const std::optional<std::string>& own_id) {
  auto errors = domain::validate_seo_setting(in);
  if (!errors.empty()) throw validation_failed(errors);
  if (!storage::query(s.db, kPathTaken, std::string(domain::trim(in.page_path)), own_id).empty())
    conflict("page_path_taken", "Bu sayfa yolu için zaten bir SEO ayarı var", "page_path");
}

}  // namespace

Response get_hero(Services& s, Request&) { return json_response(http::status::ok, *storage::query_text(s.db, kHero)); }

Response save_hero(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  domain::HeroInput in{string_field(o, "upper_title"), string_field(o, "main_title"), string_field(o, "highlighted_text"),
                       string_field(o, "description"), string_field(o, "button_text"), string_field(o, "button_url")};
  auto errors = domain::validate_hero(in);
  if (!errors.empty()) throw validation_failed(errors);
  events::payload::HeroUpdated hero{.upper_title = std::string(domain::trim(in.upper_title)),
                                    .main_title = std::string(domain::trim(in.main_title)),
                                    .highlighted_text = std::string(domain::trim(in.highlighted_text)),
                                    .description = std::string(domain::trim(in.description)),
                                    .button_text = std::string(domain::trim(in.button_text)),
                                    .button_url = std::string(domain::trim(in.button_url)),
                                    .updated_at = events::now_utc()};
  auto outcome = s.commands.publish(req, events::make_event(req.actor, "hero", restoring(req, hero)));
  return read_back(s, outcome, kHero);
}

Response get_settings(Services& s, Request&) { return json_response(http::status::ok, *storage::query_text(s.db, kSettings)); }

Response save_settings(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  auto text = optional_string_field(o, "blog_section_text");
  text = domain::sanitize_optional_html(text);  // HTML allowed, cleaned like every admin HTML field
  if (text && domain::trim(*text).empty()) text.reset();
  auto errors = domain::validate_settings(text);
  if (!errors.empty()) throw validation_failed(errors);
  auto outcome = s.commands.publish(req, events::make_event(
      req.actor, "settings", restoring(req, events::payload::SettingsUpdated{.blog_section_text = text, .updated_at = events::now_utc()})));
  return read_back(s, outcome, kSettings);
}

Response list_seo(Services& s, Request&) { return json_response(http::status::ok, *storage::query_text(s.db, kSeoList)); }

Response create_seo(Services& s, Request& req) {
  auto o = parse_json_object(req.body());
  domain::SeoSettingInput in{string_field(o, "page_name"), string_field(o, "page_path"), string_field(o, "title"),
                             string_field(o, "description"), string_field(o, "keywords")};
  std::string id = entity_id(req, req.actor);
  check_seo(s, in, id);  // its own id: a keyed retry may meet its first attempt
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, seo_state(id, in)));
  return reply(s, outcome, http::status::created, kSeoById, id);
}

// The original updates title, description and keywords by id; name and path may change too.
Response update_seo(Services& s, Request& req) {
  auto id = path_id(req, kSeoNotFound);
  auto r = storage::query(s.db, kSeoState, id);
  if (r.empty()) not_found(kSeoNotFound);
  auto o = parse_json_object(req.body());
  auto pick = [&](std::string_view name, int column) {
    return o.if_contains(name) && !o.at(name).is_null() ? string_field(o, name) : r[0][column].as<std::string>();
  };
  domain::SeoSettingInput in{pick("page_name", 0), pick("page_path", 1), pick("title", 2), pick("description", 3),
                             pick("keywords", 4)};
  check_seo(s, in, id);
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, restoring(req, seo_state(id, in))));
  return reply(s, outcome, http::status::ok, kSeoById, id);
}

Response remove_seo(Services& s, Request& req) {
  auto id = path_id(req, kSeoNotFound);
  if (storage::query(s.db, kSeoState, id).empty()) not_found(kSeoNotFound);
  auto outcome = s.commands.publish(req, events::make_event(req.actor, id, events::payload::SeoSettingDeleted{.id = id}));
  return removed_reply(s, outcome);
}

}  // namespace api::admin_site
