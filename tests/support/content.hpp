// Test content written as events, so each suite knows exactly what the projection must show:
// casinos, categories, promotions and blog posts with the fields a test cares about.
#pragma once
#include <optional>
#include <string>

#include "stack.hpp"

namespace testing_support {

std::string write_casino(EventWriter& w, const std::string& name, const std::string& slug,
                         long long updated_minutes_ago = 0);

// The JSON body of POST/PUT /api/admin/casinos for a casino of that name.
std::string casino_body(const std::string& name, const std::string& description = "Test için eklenen site.");

std::string write_category(EventWriter& w, const std::string& name, const std::string& slug, bool active = true);

struct PromotionSpec {
  std::string title{};
  std::optional<std::string> casino_id{};
  std::optional<std::string> category_id{};
  std::optional<std::string> category{};  // the category's name, as copied into the event
  std::string description = "<p>Kısa açıklama metni.</p><p>Ayrıntılı açıklama.</p>";
  bool active = true;
  std::optional<long long> expires_in_minutes{};  // negative: expired
  long long created_minutes_ago = 0;
  std::optional<std::string> image_url{};
  std::optional<std::string> created_at{};  // an exact UTC time; overrides created_minutes_ago
  std::string url = "https://example.com/kampanya";
};
std::string write_promotion(EventWriter& w, const PromotionSpec& p);
// The same promotion's whole state again, as promotion.updated.
void update_promotion(EventWriter& w, const std::string& id, const PromotionSpec& p);

struct PostSpec {
  std::string title{};
  std::string slug{};
  std::optional<std::string> category{};
  bool published = true;
  long long created_minutes_ago = 0;
  std::string excerpt = "Kısa bir özet metni.";
  std::string content = "<p>Yazının içeriği.</p>";
  std::optional<std::string> seo_title{};
  std::optional<std::string> seo_description{};
  std::optional<std::string> seo_keywords{};
  std::optional<std::string> image_url{};
  std::string author = "Editör";
};
std::string write_post(EventWriter& w, const PostSpec& p);

}  // namespace testing_support
