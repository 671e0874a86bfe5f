// Content events for tests.
#include "content.hpp"

#include "events/envelope.hpp"

namespace testing_support {

namespace json = boost::json;

namespace {
json::value or_null(const std::optional<std::string>& v) { return v ? json::value(*v) : json::value(nullptr); }

json::object promotion_state(const std::string& id, const PromotionSpec& p) {
  json::value expiry = nullptr;
  if (p.expires_in_minutes) expiry = minutes_ago(-*p.expires_in_minutes);
  const std::string created = minutes_ago(p.created_minutes_ago);
  return {{"id", id},
          {"title", p.title},
          {"casino_id", or_null(p.casino_id)},
          {"category_id", or_null(p.category_id)},
          {"category", or_null(p.category)},
          {"description", p.description},
          {"url", "https://example.com/kampanya"},
          {"terms", json::array{"Minimum yatırım 100 TL.", "Çevrim şartı 20 kat."}},
          {"promotion_code", nullptr},
          {"is_active", p.active},
          {"indexed", false},
          {"expiry_date", expiry},
          {"image_url", or_null(p.image_url)},
          {"created_at", created},
          {"updated_at", created}};
}
}  // namespace

std::string write_casino(EventWriter& w, const std::string& name, const std::string& slug, long long updated_minutes_ago) {
  const std::string id = events::new_uuid();
  w.write("casino.created", id,
          {{"id", id}, {"name", name}, {"slug", slug}, {"url", "https://" + slug + ".example"},
           {"logo_url", "https://cdn.example/" + slug + ".png"}, {"description", "<p>" + name + " hakkında.</p>"},
           {"details", nullptr}, {"rating", 4.5}, {"featured", false}, {"created_at", minutes_ago(1000)},
           {"updated_at", minutes_ago(updated_minutes_ago)}});
  return id;
}

std::string write_category(EventWriter& w, const std::string& name, const std::string& slug, bool active) {
  const std::string id = events::new_uuid();
  w.write("category.created", id,
          {{"id", id}, {"name", name}, {"slug", slug}, {"description", nullptr}, {"is_active", active},
           {"created_at", minutes_ago(1000)}, {"updated_at", minutes_ago(1000)}});
  return id;
}

std::string write_promotion(EventWriter& w, const PromotionSpec& p) {
  const std::string id = events::new_uuid();
  w.write("promotion.created", id, promotion_state(id, p));
  return id;
}

void update_promotion(EventWriter& w, const std::string& id, const PromotionSpec& p) {
  w.write("promotion.updated", id, promotion_state(id, p));
}

std::string write_post(EventWriter& w, const PostSpec& p) {
  const std::string id = events::new_uuid();
  const std::string created = minutes_ago(p.created_minutes_ago);
  w.write("blog_post.created", id,
          {{"id", id}, {"title", p.title}, {"slug", p.slug}, {"excerpt", p.excerpt}, {"content", p.content},
           {"image_url", or_null(p.image_url)}, {"category", or_null(p.category)}, {"author", "Editör"},
           {"seo_title", or_null(p.seo_title)}, {"seo_description", or_null(p.seo_description)},
           {"seo_keywords", or_null(p.seo_keywords)}, {"is_published", p.published},
           {"published_at", p.published ? json::value(created) : json::value(nullptr)}, {"indexed", false},
           {"created_at", created}, {"updated_at", created}});
  return id;
}

}  // namespace testing_support
