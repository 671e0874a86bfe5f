// The HTTP front that a single client cannot exhaust: a refused request's lingering close has one
// deadline however slowly the client trickles; idle and trickling connections are cut by the
// request deadline; 2,000 idle connections do not keep a normal request out; connections over
// the cap are closed at once; admin routes are authenticated on their headers before the body is
// read (and before 100 Continue); a full handler queue answers 503, but liveness still 200;
// commands waiting for the projection do not take every handler thread from reads, and a
// visitor's command waits less.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <pqxx/pqxx>
#include <thread>

#include "content.hpp"
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

}  // namespace
