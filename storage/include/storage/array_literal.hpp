// Postgres array literals ('{"a","b"}', '{1,2}'), so that many values travel as one statement
// parameter and a batch is one statement (`unnest($1::uuid[], $2::bigint[])`). Every text
// element is quoted and escaped: any text is safe, including commas, quotes and "NULL".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace storage {

std::string array_literal(const std::vector<std::string>& values);
std::string array_literal(const std::vector<std::int64_t>& values);
// The same with NULL for an empty optional.
std::string array_literal(const std::vector<std::optional<std::string>>& values);

}  // namespace storage
