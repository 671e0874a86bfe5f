// Test support: a private database and topic set per test suite, the real api and worker
// binaries started as child processes, and a small HTTP client. Nothing here is a stand-in:
// the tests talk to the Postgres and Kafka that `infra/bonus test` starts.
#pragma once
#include <chrono>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

namespace testing_support {

std::string env_or(const char* name, const std::string& fallback);

struct HttpReply {
  long status = 0;
  std::string body;
  std::map<std::string, std::string> headers;  // lower-case names
  double seconds = 0;
};

// Blocking HTTP/1.1 over libcurl. A transport failure gives status 0 and the error in body. A
// body is sent as JSON unless `headers` names another Content-Type.
HttpReply http(const std::string& method, const std::string& url, const std::string& body = "",
               const std::vector<std::string>& headers = {}, long timeout_ms = 15000);

// A database created for one suite and dropped after it.
class TestDatabase {
 public:
  // `admin_url`: a database on the cluster to create it in (BONUS_TEST_PG_URL when empty).
  explicit TestDatabase(const std::string& admin_url = "");
  ~TestDatabase();
  const std::string& url() const { return url_; }
  const std::string& name() const { return name_; }

 private:
  std::string admin_url_, name_, url_;
};

// A child process with its own environment; output goes to a log file kept for failures.
class ChildProcess {
 public:
  // `stdin_text`, when given, is written to the child's standard input, which is then closed.
  ChildProcess(std::vector<std::string> argv, std::map<std::string, std::string> env, std::string log_path,
               const std::string* stdin_text = nullptr);
  ~ChildProcess();
  void signal(int sig);
  int wait();  // exit status (or 128 + signal)
  bool running();
  int pid() const { return pid_; }
  const std::string& log_path() const { return log_path_; }

 private:
  int pid_ = -1;
  bool reaped_ = false;
  int status_ = 0;
  std::string log_path_;
};

std::string read_file(const std::string& path);
unsigned short free_port();

// Database + topics + worker + api, all private to one test suite. `extra_env` is added to the
// processes' environment; BONUS_KAFKA_BROKERS and BONUS_TEST_PG_URL in it also choose the broker
// and the cluster of the suite (a private broker or cluster of the test).
class Stack {
 public:
  explicit Stack(std::map<std::string, std::string> extra_env = {});
  ~Stack();

  void start_worker();
  void stop_worker(int sig);  // SIGTERM for a clean stop, SIGKILL for a crash
  void start_api();
  void stop_api(int sig);
  // Whether the process started by start_worker()/start_api() is still the one running.
  bool worker_running() const { return worker_ && worker_->running(); }
  bool api_running() const { return api_ && api_->running(); }
  // The running api's process id (-1 when none was started).
  int api_pid() const { return api_ ? api_->pid() : -1; }
  // Runs `bonus-worker <args>` to completion, with `more_env` added to the suite's environment,
  // and returns its exit status.
  int run_worker_command(const std::vector<std::string>& args, const std::map<std::string, std::string>& more_env = {});
  // Runs `bonus-api <args>` (the admin CLI) with `stdin_text` on its standard input; returns
  // the exit status. Its output is appended to api-cmd.log (see cli_output()).
  int run_api_command(const std::vector<std::string>& args, const std::string& stdin_text = "");
  std::string cli_output() const;

  std::string url(const std::string& path) const;
  unsigned short port() const { return port_; }
  HttpReply get(const std::string& path) const;
  // A request with the suite admin's access token (signed in on first use, again when it ages).
  HttpReply admin(const std::string& method, const std::string& path, const std::string& body = "") const;
  // POST /api/auth/token with grant_type=password.
  HttpReply login(const std::string& email, const std::string& password) const;

  const std::string& pg_url() const { return db_.url(); }
  const std::string& db_name() const { return db_.name(); }
  const std::string& brokers() const { return brokers_; }
  const std::string& prefix() const { return prefix_; }
  std::string topic(const std::string& kind) const { return prefix_ + kind; }
  std::string admin_token() const;
  // The admin account created for the suite (bonus-api admin set-password at construction).
  const std::string& admin_email() const { return admin_email_; }
  const std::string& admin_password() const { return admin_password_; }
  const std::string& jwt_secret() const { return jwt_secret_; }
  const std::string& upload_dir() const { return upload_dir_; }
  std::map<std::string, std::string> env() const;
  // Adds to (or replaces in) the extra environment, for the processes started from now on.
  void set_env(const std::map<std::string, std::string>& more) {
    for (const auto& [k, v] : more) extra_env_[k] = v;
  }
  std::string logs() const;

  // Waits until the live projection has applied everything on the content topic.
  void wait_projected(std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;
  // The same for every partition of the content and the engagement topics.
  void wait_all_projected(std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;
  // Sum of the high watermarks of the content and engagement topics (events written so far).
  long long events_on_topics() const;
  // Waits until the sitemap is built from every change the projection counted: the worker
  // rebuilds it after the batches, not in them (worker/src/sitemap_rebuilder.hpp).
  void wait_sitemap_built(std::chrono::milliseconds timeout = std::chrono::seconds(30)) const;

 private:
  TestDatabase db_;
  std::string brokers_, prefix_, log_dir_, jwt_secret_, admin_email_, admin_password_, upload_dir_;
  mutable std::mutex token_mutex_;
  mutable std::string token_;
  mutable std::chrono::steady_clock::time_point token_at_{};
  unsigned short port_ = 0;
  std::map<std::string, std::string> extra_env_;
  std::unique_ptr<ChildProcess> worker_, api_;
  int generation_ = 0;
};

// SQL helpers on the suite's database.
long long sql_count(const std::string& pg_url, const std::string& sql);
std::vector<std::vector<std::string>> sql_rows(const std::string& pg_url, const std::string& sql);

}  // namespace testing_support

#include <boost/json.hpp>

#include "events/producer.hpp"
#include "events/typed.hpp"

namespace testing_support {

// Writes events of any catalogue type straight to the suite's topics (the topic the catalogue
// names), as the admin api or a visitor would cause them.
class EventWriter {
 public:
  explicit EventWriter(const Stack& stack);
  // A typed payload (events/payloads.hpp), as the api writes it.
  template <events::Payload P>
  void write(const std::string& key, const P& payload) {
    write(std::string(P::kEvent.name), key, events::to_data(payload));
  }
  // Any data under any catalogue type: for tests of payloads the api would never write.
  void write(const std::string& type, const std::string& key, boost::json::object data);

 private:
  const Stack& stack_;
  events::EventProducer producer_;
};

// UTC ISO timestamp `minutes` ago (negative: in the future).
std::string minutes_ago(long long minutes);

// Writes `count` casino.created events (and, with `updates`, one casino.updated each) straight
// to the suite's content topic, from several threads. Returns the number of events written.
long long produce_casino_events(const Stack& stack, int count, bool updates);
}  // namespace testing_support
