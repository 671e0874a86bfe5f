// storage::sql joins named SQL parts at compile time, in order, with nothing added or lost.
#include <gtest/gtest.h>

#include <string>

#include "storage/sql_text.hpp"

namespace {

constexpr storage::SqlText kColumns("p.id, p.title");
constexpr auto kStatement = storage::sql("SELECT ", kColumns, " FROM promotions p", " WHERE p.id = $1");
static_assert(sizeof(kStatement.text) == sizeof("SELECT p.id, p.title FROM promotions p WHERE p.id = $1"));

TEST(StorageSqlText, JoinsLiteralsAndNamedPartsInOrder) {
  EXPECT_STREQ(kStatement.c_str(), "SELECT p.id, p.title FROM promotions p WHERE p.id = $1");
  const std::string as_string = kStatement;  // what pqxx takes
  EXPECT_EQ(as_string, "SELECT p.id, p.title FROM promotions p WHERE p.id = $1");
  EXPECT_EQ(as_string.size(), std::string(kStatement.c_str()).size());  // no trailing NUL inside
}

TEST(StorageSqlText, NestsAPartMadeOfParts) {
  constexpr auto from = storage::sql(" FROM ", storage::SqlText("casinos"), " c");
  constexpr auto whole = storage::sql("SELECT ", kColumns, from);
  EXPECT_STREQ(whole.c_str(), "SELECT p.id, p.title FROM casinos c");
}

}  // namespace
