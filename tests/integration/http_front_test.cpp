// The HTTP front that a single client cannot exhaust: a refused request's lingering close has one
// deadline however slowly the client trickles; idle and trickling connections are cut by the
// request deadline (each request's own on a kept-alive connection); 2,000 idle connections do not
// keep a normal request out; connections over the cap are closed at once; admin routes are
// authenticated on their headers before the body is read (and before 100 Continue); a full handler
// queue answers 503, but liveness still 200; commands waiting for the projection do not take every
// handler thread from reads, and a visitor's command waits less; commands waiting for a stalled
// broker's acknowledgement and AI job long-polls are capped, the next one answered at once while
// reads keep their threads.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <boost/json.hpp>
#include <csignal>
#include <functional>
#include <pqxx/pqxx>
#include <thread>

#include "content.hpp"
#include "fake_service.hpp"
#include "private_broker.hpp"
#include "stack.hpp"

using namespace testing_support;
using namespace std::chrono_literals;
using Env = std::map<std::string, std::string>;

namespace {

// A connected socket to the api, with a receive timeout so a silent server cannot hang the test.
int connect_to(unsigned short port, int receive_timeout_s = 10) {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  if (fd < 0) return -1;
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_port = htons(port);
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  if (::connect(fd, reinterpret_cast<sockaddr*>(&addr), sizeof addr) != 0) {
    ::close(fd);
    return -1;
  }
  timeval tv{receive_timeout_s, 0};
  ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
  return fd;
}

void send_all(int fd, const std::string& data) {
  std::size_t at = 0;
  while (at < data.size()) {
    ssize_t n = ::send(fd, data.data() + at, data.size() - at, MSG_NOSIGNAL);
    if (n <= 0) return;
    at += static_cast<std::size_t>(n);
  }
}

// What the server wrote until `until` appeared, it closed, or the receive timeout passed.
std::string receive(int fd, const std::string& until) {
  std::string got;
  char buf[8192];
  while (got.find(until) == std::string::npos) {
    ssize_t n = ::recv(fd, buf, sizeof buf, 0);
    if (n <= 0) break;
    got.append(buf, static_cast<std::size_t>(n));
  }
  return got;
}

// True when the server closed the connection: recv sees the end (0) or a reset.
bool closed_by_server(int fd) {
  char c;
  ssize_t n = ::recv(fd, &c, 1, 0);
  return n == 0 || (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK);
}

// Sends one byte every 200 ms, up to `bytes` of them; true once the server has cut the
// connection (a send fails after the server closed and reset it).
bool trickle_until_cut(int fd, int bytes) {
  for (int i = 0; i < bytes; ++i) {
    if (::send(fd, "a", 1, MSG_NOSIGNAL) < 0) return true;
    std::this_thread::sleep_for(200ms);
  }
  return false;
}

void raise_own_file_limit() {
  rlimit lim{};
  ::getrlimit(RLIMIT_NOFILE, &lim);
  lim.rlim_cur = lim.rlim_max;
  ::setrlimit(RLIMIT_NOFILE, &lim);
}

TEST(HttpFront, ATricklingClientAfterARefusedRequestIsCutOffByTheDrainDeadline) {
  Stack stack(Env{{"BONUS_DRAIN_TIMEOUT_MS", "1000"}});
  stack.start_api();
  // 400 (a Content-Length that is not a number) and 413 (a body over the limit, announced).
  for (const std::string head : {"POST /api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n",
                                 "POST /api/auth/token HTTP/1.1\r\nHost: x\r\nContent-Length: 900000000\r\n\r\n"}) {
    int fd = connect_to(stack.port());
    ASSERT_GE(fd, 0);
    send_all(fd, head);
    std::string answer = receive(fd, "}");
    EXPECT_TRUE(answer.starts_with("HTTP/1.1 400") || answer.starts_with("HTTP/1.1 413")) << answer;
    // A byte every 200 ms would renew a per-read timeout forever; 300 of them is a minute.
    EXPECT_TRUE(trickle_until_cut(fd, 300)) << "the connection outlived the drain deadline after: " << answer;
    ::close(fd);
  }
}

TEST(HttpFront, IdleAndSlowHeaderConnectionsAreCutByTheRequestDeadline) {
  Stack stack(Env{{"BONUS_READ_TIMEOUT_MS", "1000"}});
  stack.start_api();
  int idle = connect_to(stack.port(), 30);
  ASSERT_GE(idle, 0);
  EXPECT_TRUE(closed_by_server(idle)) << "a connection that sent nothing stayed open";
  ::close(idle);
  int slow = connect_to(stack.port(), 30);
  ASSERT_GE(slow, 0);
  send_all(slow, "GET /api/casinos HTTP/1.1\r\nHost: x\r\nX-Slow: ");
  EXPECT_TRUE(trickle_until_cut(slow, 300)) << "headers trickled past the request deadline";
  ::close(slow);
}

// The deadline is each request's, on a kept-alive connection too: requests that each come within
// their own deadline keep it open past the first one's (the session's timer, not cancelled per
// request, fires at an older deadline and waits again for the newer one), and the headers of
// the next, trickled, are still cut by theirs.
TEST(HttpFront, EachRequestOfAKeptAliveConnectionHasItsOwnDeadline) {
  Stack stack(Env{{"BONUS_READ_TIMEOUT_MS", "2000"}});
  stack.start_api();
  int fd = connect_to(stack.port(), 30);
  ASSERT_GE(fd, 0);
  for (int i = 0; i < 4; ++i) {  // 3.6 s of requests 1.2 s apart: past the first two deadlines
    if (i > 0) std::this_thread::sleep_for(1200ms);
    send_all(fd, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n");
    std::string answer = receive(fd, "}");
    ASSERT_TRUE(answer.starts_with("HTTP/1.1 200")) << "request " << i << " on the kept-alive connection: " << answer;
  }
  send_all(fd, "GET /api/casinos HTTP/1.1\r\nHost: x\r\nX-Slow: ");
  EXPECT_TRUE(trickle_until_cut(fd, 300)) << "headers trickled past the request deadline after answered requests";
  ::close(fd);
}

TEST(HttpFront, TwoThousandIdleConnectionsDoNotKeepANormalRequestOut) {
  raise_own_file_limit();
  // The api starts with the soft open-files limit many systems give a service (1024); it raises
  // it to the hard limit itself. Idle connections are not cut during the test.
  rlimit mine{};
  ::getrlimit(RLIMIT_NOFILE, &mine);
  ASSERT_GE(mine.rlim_max, 2200u) << "the test needs 2,200 descriptors";
  // All of them come from this machine's one address: its own cap is another test's.
  Stack stack(Env{{"BONUS_READ_TIMEOUT_MS", "120000"}, {"BONUS_MAX_CONNECTIONS_PER_ADDRESS", "0"}});
  rlimit low = mine;
  low.rlim_cur = 1024;
  ::setrlimit(RLIMIT_NOFILE, &low);
  stack.start_api();
  ::setrlimit(RLIMIT_NOFILE, &mine);

  std::vector<int> idle;
  for (int i = 0; i < 2000; ++i) {
    int fd = connect_to(stack.port());
    ASSERT_GE(fd, 0) << "connection " << i;
    idle.push_back(fd);
  }
  auto r = http("GET", stack.url("/api/casinos"), "", {"If-None-Match: \"x\""}, 20000);
  EXPECT_EQ(r.status, 200) << r.body;
  for (int fd : idle) ::close(fd);
}

TEST(HttpFront, ConnectionsOverTheCapAreClosedAtOnce) {
  Stack stack(Env{{"BONUS_MAX_CONNECTIONS", "20"}, {"BONUS_READ_TIMEOUT_MS", "120000"}});
  stack.start_api();
  std::vector<int> held;
  for (int i = 0; i < 25; ++i) {
    int fd = connect_to(stack.port());
    ASSERT_GE(fd, 0);
    held.push_back(fd);
  }
  // Connections are accepted in order, so the last is over the cap (whatever few the start-up
  // probes may still hold).
  EXPECT_TRUE(closed_by_server(held.back())) << "a connection over the cap was kept waiting";
  for (int fd : held) ::close(fd);
  // Below the cap again, requests are served (the server notices the closes first).
  long status = 0;
  for (int i = 0; i < 100 && status != 200; ++i) {
    status = http("GET", stack.url("/api/casinos"), "", {}, 5000).status;
    if (status != 200) std::this_thread::sleep_for(50ms);
  }
  EXPECT_EQ(status, 200);
}

TEST(HttpFront, AdminRoutesAreAuthenticatedBeforeTheBodyIsRead) {
  Stack stack;
  stack.start_api();
  const std::string post = "POST /api/admin/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                           "Content-Length: 500000\r\n";
  for (const std::string auth : {"", "Authorization: Bearer gecersiz\r\n"}) {
    int fd = connect_to(stack.port());
    ASSERT_GE(fd, 0);
    send_all(fd, post + auth + "\r\n");  // headers only: the body never comes
    std::string answer = receive(fd, "}");
    EXPECT_TRUE(answer.starts_with("HTTP/1.1 401")) << "'" << auth << "': " << answer;
    EXPECT_NE(answer.find("WWW-Authenticate: Bearer"), std::string::npos) << answer;
    ::close(fd);
  }
  // Expect: 100-continue without a token: the 401, never a 100.
  int fd = connect_to(stack.port());
  ASSERT_GE(fd, 0);
  send_all(fd, post + "Expect: 100-continue\r\n\r\n");
  std::string refused = receive(fd, "}");
  EXPECT_TRUE(refused.starts_with("HTTP/1.1 401")) << refused;
  ::close(fd);
  // With a valid token: 100 Continue, then the body is read and the command answered.
  fd = connect_to(stack.port());
  ASSERT_GE(fd, 0);
  const std::string body = R"({"name":"Ön Kapı","slug":"on-kapi"})";
  send_all(fd, "POST /api/admin/categories HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer " +
                   stack.admin_token() + "\r\nExpect: 100-continue\r\nContent-Length: " + std::to_string(body.size()) +
                   "\r\n\r\n");
  std::string go = receive(fd, "\r\n\r\n");
  EXPECT_TRUE(go.starts_with("HTTP/1.1 100")) << go;
  send_all(fd, body);
  std::string answer = receive(fd, "}");
  EXPECT_TRUE(answer.starts_with("HTTP/1.1 201") || answer.starts_with("HTTP/1.1 202")) << answer;
  ::close(fd);
  // An HTTP/1.0 client's expectation is ignored (RFC 9110 10.1.1): no interim answer, which it
  // would take as its final one; the body sent at once is read and answered.
  fd = connect_to(stack.port());
  ASSERT_GE(fd, 0);
  const std::string old_body = R"({"name":"Eski İstemci","slug":"eski-istemci"})";
  send_all(fd, "POST /api/admin/categories HTTP/1.0\r\nHost: x\r\nContent-Type: application/json\r\nAuthorization: Bearer " +
                   stack.admin_token() + "\r\nExpect: 100-continue\r\nContent-Length: " +
                   std::to_string(old_body.size()) + "\r\n\r\n" + old_body);
  std::string old_answer = receive(fd, "}");
  EXPECT_TRUE(old_answer.starts_with("HTTP/1.0 201") || old_answer.starts_with("HTTP/1.0 202")) << old_answer;
  EXPECT_EQ(old_answer.find(" 100 "), std::string::npos) << old_answer;
  ::close(fd);
}

// Starts the worker and the api of a stack made with BONUS_HANDLER_THREADS=1 and
// BONUS_HANDLER_QUEUE=1, then holds its one handler thread with a read of the casino list that
// waits for a table lock this holds until release(): the handler queue is full meanwhile.
class HeldHandler {
 public:
  explicit HeldHandler(Stack& stack) : holder_((start(stack), stack.pg_url())), lock_(holder_) {
    lock_.exec("LOCK TABLE proj.casinos IN ACCESS EXCLUSIVE MODE");
    first_ = std::thread([this, url = stack.url("/api/casinos")] { held_ = http("GET", url, "", {}, 60000); });
    const std::string waiting = "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() AND "
                                "wait_event_type = 'Lock' AND query LIKE '%casino_answers%'";
    for (int i = 0; i < 600 && sql_count(stack.pg_url(), waiting) == 0; ++i) std::this_thread::sleep_for(50ms);
    reached_database_ = sql_count(stack.pg_url(), waiting) == 1;
  }
  HeldHandler(const HeldHandler&) = delete;
  HeldHandler& operator=(const HeldHandler&) = delete;
  ~HeldHandler() { release(); }

  bool reached_database() const { return reached_database_; }
  // Lets the held read finish; its answer.
  HttpReply release() {
    if (first_.joinable()) {
      lock_.commit();
      first_.join();
    }
    return held_;
  }

 private:
  static void start(Stack& stack) {
    stack.start_worker();
    stack.wait_projected();
    stack.start_api();
  }

  pqxx::connection holder_;
  pqxx::work lock_;
  std::thread first_;
  HttpReply held_;
  bool reached_database_ = false;
};

TEST(HttpFront, AFullHandlerQueueAnswers503) {
  Stack stack(Env{{"BONUS_HANDLER_THREADS", "1"}, {"BONUS_HANDLER_QUEUE", "1"}});
  HeldHandler handler(stack);
  ASSERT_TRUE(handler.reached_database()) << "the first read never reached the database";

  auto busy = http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}, 15000);
  const HttpReply held = handler.release();
  EXPECT_EQ(busy.status, 503) << busy.body;
  EXPECT_NE(busy.body.find("\"busy\""), std::string::npos) << busy.body;
  EXPECT_NE(busy.body.find("Sunucu şu anda çok yoğun"), std::string::npos) << busy.body;
  EXPECT_FALSE(busy.headers["retry-after"].empty());
  EXPECT_EQ(held.status, 200) << held.body;
  // Once the queue has room, requests are served again.
  EXPECT_EQ(http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}).status, 200);
}

// Liveness is answered on the I/O thread: a full handler queue (a busy pod, not a dead one) must
// not fail it, or the orchestrator would restart the pod for being busy.
TEST(HttpFront, LivenessAnswersWhileTheHandlerQueueIsFull) {
  Stack stack(Env{{"BONUS_HANDLER_THREADS", "1"}, {"BONUS_HANDLER_QUEUE", "1"}});
  HeldHandler handler(stack);
  ASSERT_TRUE(handler.reached_database()) << "the first read never reached the database";

  auto busy = http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}, 15000);
  auto live = http("GET", stack.url("/healthz"), "", {}, 15000);
  auto head = http("HEAD", stack.url("/healthz"), "", {}, 15000);
  auto ready = http("GET", stack.url("/readyz"), "", {}, 15000);  // asks Postgres: the pool's work
  handler.release();
  EXPECT_EQ(busy.status, 503) << busy.body;
  EXPECT_NE(busy.body.find("\"busy\""), std::string::npos) << busy.body;
  EXPECT_EQ(live.status, 200) << live.body;
  EXPECT_EQ(live.body, R"({"status":"ok"})");
  EXPECT_EQ(head.status, 200);
  EXPECT_EQ(ready.status, 503) << ready.body;
}

TEST(HttpFront, CommandsWaitingForTheProjectionDoNotStopReads) {
  // Four handler threads; the projector is stopped, so a waiting command waits its full time.
  Stack stack(Env{{"BONUS_HANDLER_THREADS", "4"}, {"BONUS_COMMAND_WAIT_MS", "600000"}});
  stack.start_worker();
  stack.wait_projected();
  stack.stop_worker(SIGTERM);
  stack.start_api();
  const std::string token = stack.admin_token();
  std::vector<std::thread> commands;
  std::atomic<int> answered{0};
  for (int i = 0; i < 6; ++i)
    commands.emplace_back([&, i] {
      auto r = http("POST", stack.url("/api/admin/categories"),
                    R"({"name":"Bekleyen )" + std::to_string(i) + R"(","slug":"bekleyen-)" + std::to_string(i) + R"("})",
                    {"Authorization: Bearer " + token}, 700000);
      if (r.status == 202) ++answered;
    });
  // As many commands as there are threads have produced their events (and wait, if they may).
  for (int i = 0; i < 600 && stack.events_on_topics() < 4; ++i) std::this_thread::sleep_for(50ms);
  ASSERT_GE(stack.events_on_topics(), 4) << stack.logs();
  auto read = http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}, 20000);
  EXPECT_EQ(read.status, 200) << read.body;
  for (int i = 0; i < 600 && answered.load() < 3; ++i) std::this_thread::sleep_for(50ms);
  stack.stop_api(SIGKILL);  // the waiting ones would wait ten minutes
  for (auto& t : commands) t.join();
  EXPECT_GE(answered.load(), 3) << "commands beyond the waiting places answer at once";
}

TEST(HttpFront, AVisitorsCommandWaitsLessThanAnAdmins) {
  // The projector is stopped after the promotion is in, so the comment's event is never applied.
  Stack stack(Env{{"BONUS_COMMAND_WAIT_MS", "600000"}, {"BONUS_ANON_COMMAND_WAIT_MS", "200"}});
  stack.start_worker();
  EventWriter w(stack);
  const std::string casino = write_casino(w, "Bekleme Casino", "bekleme-casino");
  const std::string promotion = write_promotion(w, {.title = "Bekleme Bonusu", .casino_id = casino});
  stack.wait_all_projected();
  stack.stop_worker(SIGTERM);
  stack.start_api();
  auto r = http("POST", stack.url("/api/promotions/" + promotion + "/comments"),
                R"({"user_name":"Ayşe","comment":"Kısa bekleyen yorum","rating":5})", {}, 60000);
  EXPECT_EQ(r.status, 202) << r.body;
  stack.stop_api(SIGKILL);
}

// `n` requests sent at once, each from its own thread; returns once `answered` of them have their
// answer (or `limit` has passed), leaving the others running. join() waits for all of them.
class Concurrent {
 public:
  Concurrent(int n, std::function<HttpReply(int)> send) : replies_(static_cast<std::size_t>(n)) {
    for (int i = 0; i < n; ++i)
      threads_.emplace_back([this, i, send] {
        replies_[static_cast<std::size_t>(i)] = send(i);
        ++done_;
      });
  }
  Concurrent(const Concurrent&) = delete;
  Concurrent& operator=(const Concurrent&) = delete;
  ~Concurrent() { join(); }
  bool wait_for(int answered, std::chrono::milliseconds limit) const {
    const auto until = std::chrono::steady_clock::now() + limit;
    while (done_.load() < answered && std::chrono::steady_clock::now() < until) std::this_thread::sleep_for(20ms);
    return done_.load() >= answered;
  }
  const std::vector<HttpReply>& join() {
    for (auto& t : threads_)
      if (t.joinable()) t.join();
    return replies_;
  }

 private:
  std::vector<HttpReply> replies_;
  std::vector<std::thread> threads_;
  std::atomic<int> done_{0};
};

bool is_busy(const HttpReply& r) { return r.status == 503 && r.body.find("\"busy\"") != std::string::npos; }

// A command waiting for the broker to acknowledge its event holds a handler thread for up to
// BONUS_DELIVERY_TIMEOUT_MS. With four threads, three may wait (BONUS_COMMAND_WAITERS, 3/4 of
// them): of four commands sent to a stalled broker at once, one answers 503 busy at once, before
// producing anything, and a read still gets the fourth thread. Once the broker is back, the
// places are free again: three at once all pass.
TEST(HttpFront, CommandsWaitingForAStalledBrokerAreCappedAndReadsKeepAThread) {
  PrivateBroker broker;
  Stack stack(Env{{"BONUS_KAFKA_BROKERS", broker.brokers()},
                  {"BONUS_HANDLER_THREADS", "4"},
                  {"BONUS_DELIVERY_TIMEOUT_MS", "15000"}});
  stack.start_worker();
  stack.start_api();
  const std::string token = stack.admin_token();
  auto create = [&](const std::string& name, long timeout_ms = 15000) {
    return http("POST", stack.url("/api/admin/categories"),
                R"({"name":")" + name + R"(","slug":")" + name + R"("})", {"Authorization: Bearer " + token},
                timeout_ms);
  };
  // The api's connection to the broker is open and in use before the broker stalls.
  const auto warm = create("isinma").status;
  ASSERT_TRUE(warm == 201 || warm == 202) << warm << stack.logs();
  stack.wait_projected();

  broker.stall();
  const auto stalled = std::chrono::steady_clock::now();
  Concurrent commands(4, [&](int i) { return create("bekleyen-" + std::to_string(i), 60000); });
  const bool one_answered = commands.wait_for(1, 10s);
  const double first_after = std::chrono::duration<double>(std::chrono::steady_clock::now() - stalled).count();
  auto read = http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}, 5000);
  broker.resume();
  const auto& replies = commands.join();

  EXPECT_TRUE(one_answered) << "no command answered while three waited for the broker";
  EXPECT_LT(first_after, 5.0) << "the command beyond the waiting places was not answered at once";
  EXPECT_EQ(read.status, 200) << "a read found no handler thread: " << read.body;
  int busy = 0;
  for (const auto& r : replies) {
    if (is_busy(r)) {
      ++busy;
      EXPECT_LT(r.seconds, 5.0) << "answered busy only after waiting";
      EXPECT_TRUE(r.headers.count("retry-after")) << "busy without Retry-After";
    } else {
      EXPECT_TRUE(r.status == 201 || r.status == 202) << r.status << " " << r.body;
    }
  }
  EXPECT_EQ(busy, 1) << "exactly the command beyond BONUS_COMMAND_WAITERS answers busy";
  // What answered busy produced nothing: the three waiting ones and the first are all there is.
  stack.wait_projected();
  EXPECT_EQ(sql_count(stack.pg_url(), "SELECT count(*) FROM proj.categories WHERE slug LIKE 'bekleyen-%'"), 3);
  // The places are given back: as many commands at once as may wait, none of them busy.
  Concurrent again(3, [&](int i) { return create("sonraki-" + std::to_string(i)); });
  for (const auto& r : again.join()) EXPECT_TRUE(r.status == 201 || r.status == 202) << r.status << " " << r.body;
}

// An AI job long-poll (GET /api/admin/ai/jobs/{id}?since=&wait=) holds a handler thread for its
// wait. At most four are held at once: of five sent together on a job that does not move, four
// wait their time and one is answered at once with the job as it is, and a read still gets a
// thread of the five. After them, a long-poll waits again.
TEST(HttpFront, AiJobLongPollsAreCappedAndReadsKeepAThread) {
  // The AI service never answers within the test, so the job stays running at one version.
  FakeService ai([](const FakeRequest&) { return FakeReply{200, chat_completion("{}"), {}, 600000ms}; });
  Stack stack(Env{{"BONUS_AI_BASE_URL", ai.url("/v1")},
                  {"BONUS_AI_TIMEOUT_MS", "600000"},
                  {"BONUS_AI_RETRIES", "0"},
                  {"BONUS_HANDLER_THREADS", "5"}});
  stack.start_worker();
  stack.start_api();
  auto requested = stack.admin("POST", "/api/admin/ai/jobs", R"({"kind":"blog","topic":"Uzun bekleyen iş"})");
  ASSERT_EQ(requested.status, 202) << requested.body;
  const std::string id(boost::json::parse(requested.body).at("id").as_string());
  // Running, and its call to the AI service made: nothing changes the job from here on.
  boost::json::value job;
  for (auto until = std::chrono::steady_clock::now() + 60s; std::chrono::steady_clock::now() < until;) {
    job = boost::json::parse(stack.admin("GET", "/api/admin/ai/jobs/" + id).body);
    if (job.at("status") == "running" && !ai.requests().empty()) break;
    std::this_thread::sleep_for(100ms);
  }
  ASSERT_EQ(job.at("status"), "running") << boost::json::serialize(job) << stack.logs();
  ASSERT_FALSE(ai.requests().empty());
  const auto version = job.at("version").as_int64();
  std::this_thread::sleep_for(1s);  // whatever the worker wrote before its call is projected by now
  job = boost::json::parse(stack.admin("GET", "/api/admin/ai/jobs/" + id).body);
  ASSERT_EQ(job.at("version").as_int64(), version) << "the job still moves: " << boost::json::serialize(job);
  const std::string poll = "/api/admin/ai/jobs/" + id + "?since=" + std::to_string(version);
  const std::string token = stack.admin_token();
  auto long_poll = [&](int wait_s) {
    return http("GET", stack.url(poll + "&wait=" + std::to_string(wait_s)), "", {"Authorization: Bearer " + token},
                (wait_s + 20) * 1000L);
  };

  const auto sent = std::chrono::steady_clock::now();
  Concurrent polls(5, [&](int) { return long_poll(12); });
  const bool one_answered = polls.wait_for(1, 8s);
  const double first_after = std::chrono::duration<double>(std::chrono::steady_clock::now() - sent).count();
  auto read = http("GET", stack.url("/api/categories"), "", {"If-None-Match: \"x\""}, 5000);
  const auto& replies = polls.join();

  EXPECT_TRUE(one_answered) << "no long-poll answered while four were held";
  EXPECT_LT(first_after, 5.0) << "the long-poll beyond the cap was not answered at once";
  EXPECT_EQ(read.status, 200) << "a read found no handler thread: " << read.body;
  int at_once = 0, held = 0;
  for (const auto& r : replies) {
    EXPECT_EQ(r.status, 200) << r.body;
    EXPECT_NE(r.body.find("\"status\":\"running\""), std::string::npos) << r.body;
    if (r.seconds < 5.0) ++at_once;
    if (r.seconds >= 11.0) ++held;
  }
  EXPECT_EQ(at_once, 1) << "exactly the long-poll beyond the cap of 4 is answered at once";
  EXPECT_EQ(held, 4) << "the four within the cap wait their time";
  // The places are given back: the next long-poll waits again.
  auto after = long_poll(2);
  EXPECT_EQ(after.status, 200) << after.body;
  EXPECT_GE(after.seconds, 1.8) << "a long-poll place was not given back";
}

}  // namespace
