// The payloads of bulk actions (jobs topic, keyed by the action's id): one back-office command
// on many rows (see payloads.hpp). The api writes `requested` with the rows it resolved; the
// worker's job runner carries it out a chunk at a time, writing each row's own event (with an id
// derived from the action and the row, so a resumed run is applied once) and one `progressed`
// per chunk (its id derived from the action and the chunk number), then `finished`.
#pragma once
#include <boost/describe.hpp>
#include <boost/mp11/list.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "events/catalogue.hpp"

namespace events::payload {

struct BulkActionRequested {
  static constexpr EventType kEvent{"bulk_action.requested", 1, TopicKind::jobs, "bulk action id"};
  std::string id{};
  std::string resource{};  // promotions | comments | blog_posts
  std::string action{};    // activate, deactivate, delete (promotions); delete (comments); publish, unpublish (blog_posts)
  std::vector<std::string> ids{};
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(BulkActionRequested, (), (id, resource, action, ids, at))

// A row the rules refused, and why (the message the single command gives).
struct BulkRefusal {
  std::string id{}, reason{};
};
BOOST_DESCRIBE_STRUCT(BulkRefusal, (), (id, reason))

struct BulkActionProgressed {
  static constexpr EventType kEvent{"bulk_action.progressed", 1, TopicKind::jobs, "bulk action id"};
  std::string id{};
  std::int64_t chunk = 0;  // from 0
  std::vector<std::string> done{};
  std::vector<BulkRefusal> refused{};
  std::string at{};
};
BOOST_DESCRIBE_STRUCT(BulkActionProgressed, (), (id, chunk, done, refused, at))

struct BulkActionFinished {
  static constexpr EventType kEvent{"bulk_action.finished", 1, TopicKind::jobs, "bulk action id"};
  std::string id{}, at{};
};
BOOST_DESCRIBE_STRUCT(BulkActionFinished, (), (id, at))

using BulkPayloads = boost::mp11::mp_list<BulkActionRequested, BulkActionProgressed, BulkActionFinished>;

}  // namespace events::payload
