// Read areas: names, the event types that change them, the combined version.
#include "storage/read_areas.hpp"

#include "storage/array_literal.hpp"

namespace storage {

namespace {
constexpr std::array<std::string_view, kReadAreaCount> kNames{"catalogue", "blog",  "views",  "comments",
                                                                "site",      "admin", "sitemap"};

struct Prefix {
  std::string_view prefix;
  ReadArea area;
};
// The first match wins, so the exact type comes before its family.
constexpr Prefix kPrefixes[] = {
    {"blog_post.viewed", ReadArea::views}, {"blog_post.", ReadArea::blog},
    {"promotion.viewed", ReadArea::admin}, {"casino.viewed", ReadArea::admin},
    {"casino.", ReadArea::catalogue},      {"promotion.", ReadArea::catalogue},
    {"category.", ReadArea::catalogue},    {"comment.", ReadArea::comments},
    {"hero.", ReadArea::site},             {"settings.", ReadArea::site},
    {"seo_setting.", ReadArea::site},      {"splash_ad.", ReadArea::site},
    {"ai_job.", ReadArea::admin},          {"indexing.", ReadArea::admin},
    {"publishing_schedule.", ReadArea::admin}, {"outbound_link.", ReadArea::admin},
    {"bulk_action.", ReadArea::admin},     {"account.", ReadArea::admin},
};
}  // namespace

std::string_view area_name(ReadArea a) { return kNames[static_cast<std::size_t>(a)]; }

AreaMask areas_changed_by(std::string_view event_type) {
  for (const auto& p : kPrefixes)
    if (event_type.starts_with(p.prefix)) return area_bit(p.area);
  return kAllAreas;
}

std::string area_array(AreaMask mask) {
  std::vector<std::string> names;
  for (std::size_t i = 0; i < kReadAreaCount; ++i)
    if (mask & area_bit(static_cast<ReadArea>(i))) names.emplace_back(kNames[i]);
  return array_literal(names);
}

std::uint64_t AreaVersions::of(AreaMask mask) const {
  std::uint64_t sum = 0;
  for (std::size_t i = 0; i < kReadAreaCount; ++i)
    if (mask & area_bit(static_cast<ReadArea>(i))) sum += areas[i];
  return (generation << 40) + sum;  // each counter stays far below 2^40 between two swaps
}

}  // namespace storage
