// The test's own PostgreSQL cluster: pg_createcluster, pg_ctlcluster, pg_dropcluster.
#include "private_postgres.hpp"

#include <unistd.h>

#include <chrono>
#include <pqxx/pqxx>
#include <stdexcept>
#include <thread>

#include "stack.hpp"

namespace testing_support {

namespace {

constexpr const char* kVersion = "15";

int run(std::vector<std::string> argv, const std::string& log) { return ChildProcess(std::move(argv), {}, log).wait(); }

// Waits until a password login over TCP answers.
void wait_ready(const std::string& url, const std::string& log) {
  const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
  for (;;) {
    try {
      pqxx::connection c(url);
      return;
    } catch (const std::exception&) {
    }
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("the private cluster did not answer: " + read_file(log));
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
  }
}

}  // namespace

PrivatePostgres::PrivatePostgres(const std::vector<std::string>& settings)
    : name_("bonustest" + std::to_string(::getpid()) + "p" + std::to_string(free_port())),
      port_(std::to_string(free_port())),
      url_("postgresql://bonus:bonus@127.0.0.1:" + port_ + "/bonus"),
      log_(env_or("BONUS_TEST_LOG_DIR", "/tmp") + "/" + name_ + ".log") {
  if (::access("/usr/bin/pg_createcluster", X_OK) != 0)
    throw std::runtime_error("pg_createcluster not found (postgresql-15 is installed by infra/bonus install)");
  std::vector<std::string> create{"/usr/bin/pg_createcluster", kVersion, name_, "--port", port_, "--encoding", "UTF8",
                                  "--locale", "C.UTF-8", "-o", "fsync=off", "--start"};
  for (const auto& s : settings) create.insert(create.end() - 1, {"-o", s});
  if (run(create, log_) != 0)
    throw std::runtime_error("pg_createcluster failed: " + read_file(log_));
  if (run({"/usr/sbin/runuser", "-u", "postgres", "--", "/usr/bin/psql", "-X", "-q", "-p", port_, "-d", "postgres",
           "-v", "ON_ERROR_STOP=1", "-c", "CREATE ROLE bonus LOGIN CREATEDB PASSWORD 'bonus'", "-c",
           "CREATE DATABASE bonus OWNER bonus"},
          log_) != 0)
    throw std::runtime_error("creating role and database failed: " + read_file(log_));
  wait_ready(url_, log_);
}

PrivatePostgres::~PrivatePostgres() {
  run({"/usr/bin/pg_dropcluster", kVersion, name_, "--stop"}, log_);
}

void PrivatePostgres::restart() {
  if (run({"/usr/bin/pg_ctlcluster", kVersion, name_, "restart"}, log_) != 0)
    throw std::runtime_error("pg_ctlcluster restart failed: " + read_file(log_));
  wait_ready(url_, log_);
}

void PrivatePostgres::as_superuser(const std::string& db, const std::string& sql) {
  if (run({"/usr/sbin/runuser", "-u", "postgres", "--", "/usr/bin/psql", "-X", "-q", "-p", port_, "-d", db, "-v",
           "ON_ERROR_STOP=1", "-c", sql},
          log_) != 0)
    throw std::runtime_error("as the superuser: " + sql + ": " + read_file(log_));
}

std::string PrivatePostgres::log() const {
  return read_file(log_) + read_file("/var/log/postgresql/postgresql-" + std::string(kVersion) + "-" + name_ + ".log");
}

}  // namespace testing_support
