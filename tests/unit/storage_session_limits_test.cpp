// Every connection string gets keepalives and a statement timeout, in either libpq form, and
// what the operator wrote keeps its own value. Which errors count as "try again".
#include <gtest/gtest.h>

#include <pqxx/pqxx>

#include "storage/postgres.hpp"

namespace {

using namespace std::chrono_literals;

TEST(StorageSessionLimits, AUriGetsKeepalivesAndAnEncodedStatementTimeout) {
  EXPECT_EQ(storage::with_session_limits("postgresql://u:p@127.0.0.1:5433/db", 30000ms),
            "postgresql://u:p@127.0.0.1:5433/db?keepalives=1&keepalives_idle=30&keepalives_interval=10&"
            "keepalives_count=3&options=-c%20statement_timeout%3D30000");
  // Parameters already there: joined with '&', and the operator's own values win.
  EXPECT_EQ(storage::with_session_limits("postgres://h/db?sslmode=disable&keepalives_idle=5", 1000ms),
            "postgres://h/db?sslmode=disable&keepalives_idle=5&keepalives=1&keepalives_interval=10&"
            "keepalives_count=3&options=-c%20statement_timeout%3D1000");
  EXPECT_EQ(storage::with_session_limits("postgresql://h/db?options=-c%20work_mem%3D8MB", 1000ms),
            "postgresql://h/db?options=-c%20work_mem%3D8MB&keepalives=1&keepalives_idle=30&keepalives_interval=10&"
            "keepalives_count=3");
  // 0: no statement timeout.
  EXPECT_EQ(storage::with_session_limits("postgresql://h/db", 0ms),
            "postgresql://h/db?keepalives=1&keepalives_idle=30&keepalives_interval=10&keepalives_count=3");
}

TEST(StorageSessionLimits, AKeyValueStringGetsTheSameAsPairs) {
  EXPECT_EQ(storage::with_session_limits("host=127.0.0.1 dbname=bonus", 500ms),
            "host=127.0.0.1 dbname=bonus keepalives=1 keepalives_idle=30 keepalives_interval=10 keepalives_count=3 "
            "options='-c statement_timeout=500'");
  // 'keepalives' inside another word or value is not the key; 'keepalives =' with a space is.
  EXPECT_EQ(storage::with_session_limits("dbname=nokeepalives keepalives = 0", 0ms),
            "dbname=nokeepalives keepalives = 0 keepalives_idle=30 keepalives_interval=10 keepalives_count=3");
}

TEST(StorageSessionLimits, OnlyErrorsOfTheMomentAreTransient) {
  auto sql = [](const char* state) { return pqxx::sql_error("failed", "SELECT 1", state); };
  for (const char* state : {"40001", "40P01", "57014", "57P01", "55P03", "53300", "08006", "58030"})
    EXPECT_TRUE(storage::is_transient(sql(state))) << state;
  for (const char* state : {"23505", "23503", "22P02", "42P01", "22001", ""})
    EXPECT_FALSE(storage::is_transient(sql(state))) << state;
  EXPECT_TRUE(storage::is_transient(pqxx::broken_connection("gone")));
  EXPECT_FALSE(storage::is_transient(std::runtime_error("no projection applies 'x'")));
}

}  // namespace
