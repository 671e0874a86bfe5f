// Content events for tests, built from the same payload structs the api writes.
#include "content.hpp"

#include <boost/json.hpp>

#include "events/envelope.hpp"
#include "events/payloads.hpp"

namespace testing_support {

namespace {
using events::payload::PromotionState;

PromotionState promotion_state(const std::string& id, const PromotionSpec& p) {
  std::optional<std::string> expiry;
  if (p.expires_in_minutes) expiry = minutes_ago(-*p.expires_in_minutes);
  const std::string created = p.created_at.value_or(minutes_ago(p.created_minutes_ago));
  return {.id = id,
          .title = p.title,
          .casino_id = p.casino_id,
          .category_id = p.category_id,
          .category = p.category,
          .description = p.description,
          .url = p.url,
          .terms = {"Minimum yatırım 100 TL.", "Çevrim şartı 20 kat."},
          .promotion_code = std::nullopt,
          .is_active = p.active,
          .indexed = false,
          .expiry_date = expiry,
          .image_url = p.image_url,
          .created_at = created,
          .updated_at = created};
}
}  // namespace

std::string casino_body(const std::string& name, const std::string& description) {
  return boost::json::serialize(boost::json::object{{"name", name},
                                                    {"url", "https://example.com"},
                                                    {"logo_url", "https://example.com/l.png"},
                                                    {"description", description}});
}

std::string write_casino(EventWriter& w, const std::string& name, const std::string& slug, long long updated_minutes_ago) {
  const std::string id = events::new_uuid();
  w.write(id, events::payload::CasinoCreated{{.id = id,
                                              .name = name,
                                              .slug = slug,
                                              .url = "https://" + slug + ".example",
                                              .logo_url = "https://cdn.example/" + slug + ".png",
                                              .description = "<p>" + name + " hakkında.</p>",
                                              .details = std::nullopt,
                                              .rating = 4.5,
                                              .featured = false,
                                              .created_at = minutes_ago(1000),
                                              .updated_at = minutes_ago(updated_minutes_ago)}});
  return id;
}

std::string write_category(EventWriter& w, const std::string& name, const std::string& slug, bool active) {
  const std::string id = events::new_uuid();
  w.write(id, events::payload::CategoryCreated{{.id = id,
                                                .name = name,
                                                .slug = slug,
                                                .description = std::nullopt,
                                                .is_active = active,
                                                .created_at = minutes_ago(1000),
                                                .updated_at = minutes_ago(1000)}});
  return id;
}

std::string write_promotion(EventWriter& w, const PromotionSpec& p) {
  const std::string id = events::new_uuid();
  w.write(id, events::payload::PromotionCreated{promotion_state(id, p)});
  return id;
}

void update_promotion(EventWriter& w, const std::string& id, const PromotionSpec& p) {
  w.write(id, events::payload::PromotionUpdated{promotion_state(id, p)});
}

std::string write_post(EventWriter& w, const PostSpec& p) {
  const std::string id = events::new_uuid();
  const std::string created = minutes_ago(p.created_minutes_ago);
  w.write(id, events::payload::BlogPostCreated{
                  {.id = id,
                   .title = p.title,
                   .slug = p.slug,
                   .excerpt = p.excerpt,
                   .content = p.content,
                   .image_url = p.image_url,
                   .category = p.category,
                   .author = p.author,
                   .seo_title = p.seo_title,
                   .seo_description = p.seo_description,
                   .seo_keywords = p.seo_keywords,
                   .is_published = p.published,
                   .published_at = p.published ? std::optional<std::string>(created) : std::nullopt,
                   .indexed = false,
                   .created_at = created,
                   .updated_at = created}});
  return id;
}

}  // namespace testing_support
