// The jobs read the projections in whichever schema is live (proj, or a test's): their SQL names
// tables as {schema}.table, filled in here.
#pragma once
#include <string>
#include <string_view>

namespace worker {

inline std::string in_schema(std::string sql, std::string_view schema) {
  constexpr std::string_view kPlaceholder = "{schema}";
  for (auto at = sql.find(kPlaceholder); at != std::string::npos; at = sql.find(kPlaceholder, at + schema.size()))
    sql.replace(at, kPlaceholder.size(), schema);
  return sql;
}

}  // namespace worker
