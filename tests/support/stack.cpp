// Implementation of the test stack: processes, databases, HTTP.
#include "stack.hpp"

#include <curl/curl.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <atomic>
#include <boost/json.hpp>
#include <filesystem>
#include <cstdlib>
#include <fstream>
#include <pqxx/pqxx>
#include <random>
#include <sstream>
#include <stdexcept>
#include <thread>

#include "events/consumer.hpp"
#include "stack_recipe.hpp"

namespace testing_support {

using namespace std::chrono_literals;

std::string env_or(const char* name, const std::string& fallback) {
  const char* v = std::getenv(name);
  return v && *v ? v : fallback;
}

namespace {
std::string unique_suffix() {
  static std::atomic<int> counter{0};
  std::random_device rd;
  return std::to_string(::getpid()) + "_" + std::to_string(counter++) + "_" + std::to_string(rd() % 100000);
}

size_t collect_body(char* data, size_t size, size_t n, void* out) {
  static_cast<std::string*>(out)->append(data, size * n);
  return size * n;
}
size_t collect_header(char* data, size_t size, size_t n, void* out) {
  std::string line(data, size * n);
  auto colon = line.find(':');
  if (colon != std::string::npos) {
    std::string name = line.substr(0, colon);
    for (auto& ch : name) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    std::string value = line.substr(colon + 1);
    while (!value.empty() && (value.front() == ' ')) value.erase(0, 1);
    while (!value.empty() && (value.back() == '\r' || value.back() == '\n')) value.pop_back();
    // A header sent more than once (Set-Cookie) keeps every value, one a line.
    auto& kept = (*static_cast<std::map<std::string, std::string>*>(out))[name];
    kept = kept.empty() ? value : kept + "\n" + value;
  }
  return size * n;
}
}  // namespace

HttpReply http(const std::string& method, const std::string& url, const std::string& body,
               const std::vector<std::string>& headers, long timeout_ms) {
  HttpReply reply;
  CURL* curl = curl_easy_init();
  curl_slist* list = nullptr;
  for (const auto& h : headers) list = curl_slist_append(list, h.c_str());
  bool typed = false;
  for (const auto& h : headers) typed = typed || h.rfind("Content-Type:", 0) == 0;
  if (!body.empty() && !typed) list = curl_slist_append(list, "Content-Type: application/json");
  curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
  curl_easy_setopt(curl, CURLOPT_CUSTOMREQUEST, method.c_str());
  if (method == "HEAD") curl_easy_setopt(curl, CURLOPT_NOBODY, 1L);
  if (!body.empty() || method == "POST" || method == "PUT") {
    curl_easy_setopt(curl, CURLOPT_POSTFIELDS, body.c_str());
    curl_easy_setopt(curl, CURLOPT_POSTFIELDSIZE, static_cast<long>(body.size()));
  }
  curl_easy_setopt(curl, CURLOPT_HTTPHEADER, list);
  curl_easy_setopt(curl, CURLOPT_TIMEOUT_MS, timeout_ms);
  curl_easy_setopt(curl, CURLOPT_NOSIGNAL, 1L);
  curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, collect_body);
  curl_easy_setopt(curl, CURLOPT_WRITEDATA, &reply.body);
  curl_easy_setopt(curl, CURLOPT_HEADERFUNCTION, collect_header);
  curl_easy_setopt(curl, CURLOPT_HEADERDATA, &reply.headers);
  CURLcode rc = curl_easy_perform(curl);
  if (rc == CURLE_OK) {
    curl_easy_getinfo(curl, CURLINFO_RESPONSE_CODE, &reply.status);
  } else {
    reply.status = 0;
    reply.body = curl_easy_strerror(rc);
  }
  curl_easy_getinfo(curl, CURLINFO_TOTAL_TIME, &reply.seconds);
  curl_slist_free_all(list);
  curl_easy_cleanup(curl);
  return reply;
}

TestDatabase::TestDatabase(const std::string& admin_url)
    : admin_url_(admin_url.empty() ? env_or("BONUS_TEST_PG_URL", "postgresql://bonus:bonus@127.0.0.1:5433/bonus") : admin_url),
      name_("bonus_test_" + unique_suffix()) {
  pqxx::connection c(admin_url_);
  pqxx::nontransaction tx(c);
  tx.exec("CREATE DATABASE " + tx.quote_name(name_));
  auto slash = admin_url_.rfind('/');
  url_ = admin_url_.substr(0, slash + 1) + name_;
}

TestDatabase::~TestDatabase() {
  try {
    pqxx::connection c(admin_url_);
    pqxx::nontransaction tx(c);
    tx.exec("DROP DATABASE IF EXISTS " + tx.quote_name(name_) + " WITH (FORCE)");
  } catch (const std::exception&) {
  }
}

ChildProcess::ChildProcess(std::vector<std::string> argv, std::map<std::string, std::string> env, std::string log_path,
                           const std::string* stdin_text)
    : log_path_(std::move(log_path)) {
  int in[2] = {-1, -1};
  if (stdin_text && ::pipe(in) != 0) throw std::runtime_error("pipe failed");
  pid_ = ::fork();
  if (pid_ < 0) throw std::runtime_error("fork failed");
  if (pid_ == 0) {
    if (stdin_text) {
      ::dup2(in[0], 0);
      ::close(in[0]);
      ::close(in[1]);
    }
    int fd = ::open(log_path_.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd >= 0) {
      ::dup2(fd, 1);
      ::dup2(fd, 2);
    }
    for (const auto& [k, v] : env) ::setenv(k.c_str(), v.c_str(), 1);
    std::vector<char*> args;
    for (auto& a : argv) args.push_back(a.data());
    args.push_back(nullptr);
    ::execv(args[0], args.data());
    ::_exit(127);
  }
  if (stdin_text) {
    ::close(in[0]);
    std::size_t done = 0;
    while (done < stdin_text->size()) {
      auto n = ::write(in[1], stdin_text->data() + done, stdin_text->size() - done);
      if (n <= 0) break;
      done += static_cast<std::size_t>(n);
    }
    ::close(in[1]);
  }
}

ChildProcess::~ChildProcess() {
  if (running()) {
    signal(SIGKILL);
    wait();
  }
}

void ChildProcess::signal(int sig) {
  if (!reaped_) ::kill(pid_, sig);
}

int ChildProcess::wait() {
  if (!reaped_) {
    int st = 0;
    ::waitpid(pid_, &st, 0);
    reaped_ = true;
    status_ = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
  }
  return status_;
}

bool ChildProcess::running() {
  if (reaped_) return false;
  int st = 0;
  pid_t r = ::waitpid(pid_, &st, WNOHANG);
  if (r == pid_) {
    reaped_ = true;
    status_ = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
    return false;
  }
  return true;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

unsigned short free_port() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  addr.sin_port = 0;
  ::bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr);
  socklen_t len = sizeof addr;
  ::getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  unsigned short port = ntohs(addr.sin_port);
  ::close(fd);
  return port;
}

Stack::Stack(std::map<std::string, std::string> extra_env)
    : db_(extra_env.count("BONUS_TEST_PG_URL") ? extra_env.at("BONUS_TEST_PG_URL") : ""),
      brokers_(extra_env.count("BONUS_KAFKA_BROKERS") ? extra_env.at("BONUS_KAFKA_BROKERS")
                                                      : env_or("BONUS_KAFKA_BROKERS", "127.0.0.1:19092")),
      prefix_("t" + unique_suffix() + "."),
      log_dir_(env_or("BONUS_TEST_LOG_DIR", "/tmp")),
      jwt_secret_("test-secret-" + unique_suffix() + "-0123456789abcdef0123456789abcdef"),
      admin_email_("admin-" + unique_suffix() + "@test.example.com"),
      admin_password_("Uzun-Sifre-" + unique_suffix()),
      port_(free_port()),
      extra_env_(std::move(extra_env)) {
  std::string dir = (std::filesystem::temp_directory_path() / "bonus-uploads-XXXXXX").string();
  if (!::mkdtemp(dir.data())) throw std::runtime_error("mkdtemp failed");
  upload_dir_ = dir;
  // The recipe's steps up to the first long-running process; the tests start the worker and the
  // api themselves, when they need them.
  for (const auto& step : stack_recipe().order) {
    if (step == "create-topics" || step == "migrate") {
      if (run_worker_command({step}) != 0) throw std::runtime_error("bonus-worker " + step + " failed:\n" + logs());
    } else if (step == "admin") {
      if (run_api_command({"admin", "set-password", admin_email_, "--chosen"}, admin_password_ + "\n") != 0)
        throw std::runtime_error("bonus-api admin set-password failed:\n" + cli_output());
    } else {
      break;
    }
  }
}

Stack::~Stack() {
  api_.reset();
  worker_.reset();
  try {
    events::delete_topics(brokers_, {prefix_ + "content", prefix_ + "engagement", prefix_ + "jobs"}, 5s);
  } catch (const std::exception&) {
  }
  std::error_code ec;
  std::filesystem::remove_all(upload_dir_, ec);
}

std::map<std::string, std::string> Stack::env() const {
  auto e = stack_recipe().env("test", {{"pg_url", db_.url()},
                                      {"brokers", brokers_},
                                      {"prefix", prefix_},
                                      {"jwt_secret", jwt_secret_},
                                      {"upload_dir", upload_dir_},
                                      {"port", std::to_string(port_)}});
  for (const auto& [k, v] : extra_env_) e[k] = v;
  return e;
}

void Stack::start_worker() {
  worker_ = std::make_unique<ChildProcess>(std::vector<std::string>{BONUS_WORKER_BIN, "run"}, env(),
                                           log_dir_ + "/" + prefix_ + "worker.log");
}

void Stack::stop_worker(int sig) {
  if (!worker_) return;
  worker_->signal(sig);
  worker_->wait();
  worker_.reset();
}

void Stack::start_api() {
  api_ = std::make_unique<ChildProcess>(std::vector<std::string>{BONUS_API_BIN}, env(), log_dir_ + "/" + prefix_ + "api.log");
  auto deadline = std::chrono::steady_clock::now() + 30s;
  while (std::chrono::steady_clock::now() < deadline) {
    if (!api_->running()) throw std::runtime_error("api exited at start:\n" + logs());
    if (http("GET", url("/readyz"), "", {}, 1000).status == 200) return;
    std::this_thread::sleep_for(50ms);
  }
  throw std::runtime_error("api was not ready (/readyz) within 30 s:\n" + logs());
}

void Stack::stop_api(int sig) {
  if (!api_) return;
  api_->signal(sig);
  api_->wait();
  api_.reset();
}

int Stack::run_worker_command(const std::vector<std::string>& args, const std::map<std::string, std::string>& more_env) {
  std::vector<std::string> argv{BONUS_WORKER_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  auto e = env();
  for (const auto& [k, v] : more_env) e[k] = v;
  ChildProcess p(argv, e, log_dir_ + "/" + prefix_ + "worker-cmd.log");
  return p.wait();
}

int Stack::run_api_command(const std::vector<std::string>& args, const std::string& stdin_text) {
  std::vector<std::string> argv{BONUS_API_BIN};
  argv.insert(argv.end(), args.begin(), args.end());
  ChildProcess p(argv, env(), log_dir_ + "/" + prefix_ + "api-cmd.log", &stdin_text);
  return p.wait();
}

std::string Stack::cli_output() const { return read_file(log_dir_ + "/" + prefix_ + "api-cmd.log"); }

HttpReply Stack::login(const std::string& email, const std::string& password) const {
  boost::json::object body{{"grant_type", "password"}, {"email", email}, {"password", password}};
  return http("POST", url("/api/auth/token"), boost::json::serialize(body));
}

std::string Stack::admin_token() const {
  std::lock_guard lock(token_mutex_);
  // Access tokens live 15 minutes; a suite that runs longer signs in again.
  if (token_.empty() || std::chrono::steady_clock::now() - token_at_ > 10min) {
    auto r = login(admin_email_, admin_password_);
    if (r.status != 200) throw std::runtime_error("admin sign-in failed: " + std::to_string(r.status) + " " + r.body);
    token_ = std::string(boost::json::parse(r.body).at("access_token").as_string());
    token_at_ = std::chrono::steady_clock::now();
  }
  return token_;
}

std::string Stack::url(const std::string& path) const { return "http://127.0.0.1:" + std::to_string(port_) + path; }

HttpReply Stack::get(const std::string& path) const { return http("GET", url(path)); }

HttpReply Stack::admin(const std::string& method, const std::string& path, const std::string& body) const {
  return http(method, url(path), body, {"Authorization: Bearer " + admin_token()});
}

std::string Stack::logs() const {
  return "--- worker ---\n" + read_file(log_dir_ + "/" + prefix_ + "worker.log") + "--- worker commands ---\n" +
         read_file(log_dir_ + "/" + prefix_ + "worker-cmd.log") + "--- api commands ---\n" + cli_output() +
         "--- api ---\n" +
         read_file(log_dir_ + "/" + prefix_ + "api.log");
}

void Stack::wait_projected(std::chrono::milliseconds timeout) const {
  events::EventConsumer probe(brokers_, "bonus-test-probe");
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    int64_t high = probe.high_watermark(prefix_ + "content", 0, 5s);
    auto rows = sql_rows(db_.url(), "SELECT next_offset FROM proj.projector_offsets WHERE topic = '" + prefix_ +
                                        "content' AND partition = 0");
    int64_t next = rows.empty() ? 0 : std::stoll(rows[0][0]);
    if (next >= high) return;
    if (std::chrono::steady_clock::now() > deadline)
      throw std::runtime_error("projection did not catch up: " + std::to_string(next) + " of " + std::to_string(high));
    std::this_thread::sleep_for(50ms);
  }
}

namespace {
std::map<std::pair<std::string, int32_t>, int64_t> high_watermarks(const Stack& stack) {
  events::EventConsumer probe(stack.brokers(), "bonus-test-probe");
  std::map<std::pair<std::string, int32_t>, int64_t> high;
  for (const std::string kind : {"content", "engagement"}) {
    const std::string topic = stack.topic(kind);
    const int32_t n = probe.partition_count(topic, 5s);
    for (int32_t p = 0; p < n; ++p) high[{topic, p}] = probe.high_watermark(topic, p, 5s);
  }
  return high;
}
}  // namespace

void Stack::wait_all_projected(std::chrono::milliseconds timeout) const {
  const auto high = high_watermarks(*this);
  auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    std::map<std::pair<std::string, int32_t>, int64_t> next;
    for (const auto& row : sql_rows(db_.url(), "SELECT topic, partition, next_offset FROM proj.projector_offsets"))
      next[{row[0], std::stoi(row[1])}] = std::stoll(row[2]);
    bool done = true;
    for (const auto& [key, h] : high)
      if (h > 0 && next[key] < h) done = false;
    if (done) return;
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("projection did not catch up with every partition");
    std::this_thread::sleep_for(50ms);
  }
}

void Stack::wait_sitemap_built(std::chrono::milliseconds timeout) const {
  const auto deadline = std::chrono::steady_clock::now() + timeout;
  for (;;) {
    try {
      if (sql_count(db_.url(),
                    "SELECT count(*) FROM proj.sitemap s, proj.sitemap_changes c WHERE s.built_from >= c.version"))
        return;
    } catch (const pqxx::sql_error&) {
      // the worker has not made the schema yet
    }
    if (std::chrono::steady_clock::now() > deadline) throw std::runtime_error("the sitemap was not rebuilt");
    std::this_thread::sleep_for(50ms);
  }
}

long long Stack::events_on_topics() const {
  long long total = 0;
  for (const auto& [key, h] : high_watermarks(*this)) total += h;
  return total;
}

long long sql_count(const std::string& pg_url, const std::string& sql) {
  auto rows = sql_rows(pg_url, sql);
  return rows.empty() ? 0 : std::stoll(rows[0][0]);
}

std::vector<std::vector<std::string>> sql_rows(const std::string& pg_url, const std::string& sql) {
  pqxx::connection c(pg_url);
  pqxx::nontransaction tx(c);
  std::vector<std::vector<std::string>> out;
  for (const auto& row : tx.exec(sql)) {
    std::vector<std::string> r;
    for (const auto& f : row) r.push_back(f.is_null() ? "NULL" : f.as<std::string>());
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace testing_support

#include "events/catalogue.hpp"
#include "events/payloads.hpp"
#include "events/producer.hpp"

namespace testing_support {

EventWriter::EventWriter(const Stack& stack)
    : stack_(stack), producer_({stack.brokers(), std::chrono::milliseconds(10000)}) {}

void EventWriter::write(const std::string& type, const std::string& key, boost::json::object data) {
  const auto* t = events::find_event_type(type);
  if (!t) throw std::logic_error("not in the catalogue: " + type);
  auto e = events::make_event(type, t->version, "system:test", key, std::move(data));
  producer_.produce(stack_.topic(std::string(events::topic_name(t->topic))), key, events::encode(e));
}

std::string minutes_ago(long long minutes) {
  return events::format_utc(std::chrono::system_clock::now() - std::chrono::minutes(minutes));
}

long long produce_casino_events(const Stack& stack, int count, bool updates) {
  events::EventProducer producer({stack.brokers(), std::chrono::milliseconds(10000)});
  std::atomic<int> next{0};
  std::atomic<long long> written{0};
  std::string topic = stack.topic("content");
  std::string run = unique_suffix();
  auto work = [&] {
    for (int i = next++; i < count; i = next++) {
      std::string id = events::new_uuid();
      std::string slug = "yuk-casino-" + run + "-" + std::to_string(i);
      events::payload::CasinoState d{.id = id,
                                     .name = "Yük Casino " + std::to_string(i),
                                     .slug = slug,
                                     .url = "https://example.com/" + std::to_string(i),
                                     .logo_url = "https://example.com/l.png",
                                     .description = "Yük testi için bir casino.",
                                     .details = std::nullopt,
                                     .rating = 4.5,
                                     .featured = i % 7 == 0,
                                     .created_at = events::now_utc(),
                                     .updated_at = events::now_utc()};
      auto e = events::make_event("system:test", id, events::payload::CasinoCreated{d});
      producer.produce(topic, id, events::encode(e));
      ++written;
      if (updates) {
        d.name = "Yük Casino " + std::to_string(i) + " (güncel)";
        d.updated_at = events::now_utc();
        auto u = events::make_event("system:test", id, events::payload::CasinoUpdated{d});
        producer.produce(topic, id, events::encode(u));
        ++written;
      }
    }
  };
  std::vector<std::thread> threads;
  for (int t = 0; t < 16; ++t) threads.emplace_back(work);
  for (auto& t : threads) t.join();
  return written.load();
}

}  // namespace testing_support
