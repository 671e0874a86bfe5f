// What the history, bin and activity routes share: the entity types they know, the actor of an
// event as the back office shows it, and the field differences between two stored states.
#pragma once
#include <boost/json.hpp>
#include <map>
#include <optional>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

#include "http/types.hpp"

namespace api::history {

// The type segments of /api/admin/history/{type}/{id} (and the projection's entity_type).
struct EntityType {
  std::string_view segment;
  bool singleton;  // its id is "current"
  bool in_bin;     // deleted ones are listed in the bin
};
const EntityType* find_type(std::string_view segment);
// The entity named by the path's {type} and {id}; 404 not_found for an unknown type or an id of
// the wrong shape.
struct EntityRef {
  const EntityType* type;
  std::string id;
};
EntityRef entity_ref(const Request& req);
[[noreturn]] void entity_not_found();

// The email of each admin named by "admin:<id>" among `actors`.
std::map<std::string, std::string> admin_emails(pqxx::transaction_base& tx, const std::vector<std::string>& actors);
// {"kind","id","email","label"} of an envelope's actor (`via`: the history row's, if any).
boost::json::object actor_json(const std::string& actor, const std::map<std::string, std::string>& emails,
                               std::string_view via = {});

// The changes from `before` (none: an empty state) to `after`, as the api's Change objects ({field, kind, old, new}).
boost::json::array changes_json(const boost::json::object* before, const boost::json::object& after);

// page (1..), page_size (1..100, default `default_size`).
struct Paging {
  long long page = 1;
  long long page_size = 20;
};
Paging read_paging(const Request& req, long long default_size);

// The SQL text of a timestamp column in the api's ISO 8601 UTC form.
#define BONUS_ISO_UTC(column) "to_char(" column " AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.MS\"Z\"')"

}  // namespace api::history
