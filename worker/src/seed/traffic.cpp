// Generated visitor traffic: views batched per post as the api's view counter sends them, and
// short comments on the promotions, in a fixed order so every run writes the same log.
#include "seed/traffic.hpp"

#include <chrono>
#include <stdexcept>
#include <string>

#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace worker {

namespace {

constexpr const char* kViewActor = "system:view-counter";
constexpr std::size_t kViewsPerComment = 20;

struct TrafficComment {
  const char* user;
  const char* text;
  int rating;
};

const TrafficComment kComments[] = {
    {"Okan", "Bonus hesabıma hemen geçti, çevrim şartı makul.", 5},
    {"Ayşe K.", "Canlı destek hızlı cevap verdi, teşekkürler.", 4},
    {"Burak", "Çekim biraz uzun sürdü ama sorunsuz geldi.", 3},
    {"Elif", "Freespinler güzel, kazanç limiti düşük.", 3},
    {"Serkan Ö.", "Hafta sonu kampanyası çok iyiydi.", 5},
};

std::vector<std::string> ids_of(const std::vector<DemoEntity>& content, const char* table) {
  std::vector<std::string> out;
  for (const auto& e : content)
    if (e.table == table) out.push_back(e.id);
  return out;
}

std::chrono::system_clock::time_point time_of(std::size_t second) {
  // A fixed day, one second per 20 views, so the traffic has the same timestamps every run.
  return std::chrono::sys_days{std::chrono::year{2026} / 11 / 1} + std::chrono::seconds(second);
}
std::string at_second(std::size_t second) { return events::format_utc(time_of(second)); }

}  // namespace

std::vector<events::Envelope> demo_traffic(const std::vector<DemoEntity>& content, std::size_t count) {
  const auto posts = ids_of(content, "blog_posts");
  const auto promotions = ids_of(content, "promotions");
  if (posts.empty() || promotions.empty()) throw std::logic_error("traffic needs demo posts and promotions");
  std::vector<events::Envelope> out;
  out.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const std::size_t second = i / (kViewsPerComment + 1);
    events::Envelope e;
    if (i % (kViewsPerComment + 1) == kViewsPerComment) {
      const auto& c = kComments[second % std::size(kComments)];
      const std::string& promotion = promotions[(second * 7) % promotions.size()];
      e = events::make_event("visitor:traffic", promotion,
                             events::payload::CommentPosted{.id = demo_id("traffic-comment:" + std::to_string(second)),
                                                            .promotion_id = promotion,
                                                            .user_name = c.user,
                                                            .comment = c.text,
                                                            .rating = c.rating,
                                                            .created_at = at_second(second)});
    } else {
      const std::string& post = posts[i % posts.size()];
      e = events::make_event(kViewActor, post,
                             events::payload::BlogPostViewed{.id = post, .count = static_cast<std::int64_t>(1 + i % 5)});
    }
    // Time-ordered as the api's event ids, one millisecond apart within the second.
    e.id = demo_event_id("traffic-event:" + std::to_string(i),
                         time_of(second) + std::chrono::milliseconds(i % (kViewsPerComment + 1)));
    e.at = at_second(second);
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace worker
