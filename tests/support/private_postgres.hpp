// A PostgreSQL cluster of the test's own (Debian's cluster tools, a free port), for tests that
// restart or stop the database: the shared cluster is never touched. The tools switch to the
// postgres user themselves; the test runs as root (as `infra/bonus test` does on the machine).
#pragma once
#include <string>
#include <vector>

namespace testing_support {

class PrivatePostgres {
 public:
  // Creates and starts the cluster, then a role and a database `bonus` with a password, as
  // `infra/bonus` makes the shared one. `settings` ("name=value") go into its configuration
  // before it starts. Throws when the cluster tools are missing.
  explicit PrivatePostgres(const std::vector<std::string>& settings = {});
  ~PrivatePostgres();
  PrivatePostgres(const PrivatePostgres&) = delete;
  PrivatePostgres& operator=(const PrivatePostgres&) = delete;

  // A URL for BONUS_TEST_PG_URL (the stack creates its database on this cluster).
  const std::string& url() const { return url_; }
  // pg_ctlcluster restart (fast shutdown: every session is ended, then the server starts again).
  void restart();
  // Runs `sql` as the cluster's superuser in database `db` (e.g. CREATE EXTENSION).
  void as_superuser(const std::string& db, const std::string& sql);
  std::string log() const;

 private:
  std::string name_, port_, url_, log_;
};

}  // namespace testing_support
