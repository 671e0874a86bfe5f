// What the response cache follows instead of "anything changed": the projection is divided into
// read areas, each with a counter that a projector batch grows when it applies an event of that
// area (table projection_changes, in the batch's transaction). A cached answer remembers the
// areas it read and is dropped only when one of them changes: a blog view grows `views`, which
// the casino list never reads.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace storage {

enum class ReadArea : std::uint8_t {
  catalogue,  // casinos, promotions, categories
  blog,       // posts (not their view counts)
  views,      // blog view counts
  comments,
  site,       // hero, settings, page SEO, splash ads
  admin,      // AI jobs, indexing, scheduled publishing: read by the back office only
  sitemap,    // the sitemap's XML: grown by its rebuild, which comes after the batch (no event type)
};
inline constexpr std::size_t kReadAreaCount = 7;

using AreaMask = std::uint32_t;
constexpr AreaMask area_bit(ReadArea a) { return AreaMask{1} << static_cast<unsigned>(a); }
inline constexpr AreaMask kAllAreas = (AreaMask{1} << kReadAreaCount) - 1;

// The name stored in projection_changes.area.
std::string_view area_name(ReadArea a);

// The area an event type changes, from its prefix ("promotion.created" is catalogue,
// "blog_post.viewed" views, "blog_post.updated" blog). A type of no known prefix changes all.
AreaMask areas_changed_by(std::string_view event_type);

// `mask` as a Postgres text[] literal of area names ("{catalogue,views}").
std::string area_array(AreaMask mask);

// The counters the api last read, and a generation that grows when a replay swaps in a new
// schema (whose counters start again at 0).
struct AreaVersions {
  std::uint64_t generation = 0;
  std::array<std::uint64_t, kReadAreaCount> areas{};
  // One number for the areas of `mask`: it changes whenever one of them (or the generation) does.
  std::uint64_t of(AreaMask mask) const;
};

}  // namespace storage
