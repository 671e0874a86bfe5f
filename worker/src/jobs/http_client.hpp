// A small blocking HTTP client over libcurl, for the outside services the worker calls (the AI
// text service, the indexing endpoints). One request at a time per object.
#pragma once
#include <atomic>
#include <chrono>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace worker {

struct HttpRequest {
  std::string method = "GET";
  std::string url{};
  std::vector<std::pair<std::string, std::string>> headers{};
  std::string body{};
  std::chrono::milliseconds timeout{15000};
  const std::atomic<bool>* abort = nullptr;  // when it turns true the transfer stops (shutdown)
  // The largest answer body read: a service sending more is cut off there (too_large), so an
  // endpoint that answers without end cannot fill the worker's memory.
  std::size_t max_body = 8 * 1024 * 1024;
};

struct HttpResponse {
  long status = 0;  // 0: no answer (see transport_error)
  std::string body{};
  std::optional<std::string> retry_after{};  // the Retry-After header, when sent
  std::string transport_error{};             // curl's message when nothing was answered
  bool timed_out = false;
  bool aborted = false;  // stopped by HttpRequest::abort
  bool too_large = false;  // the body passed HttpRequest::max_body: not read further (status 0)
};

HttpResponse http_send(const HttpRequest& request);

}  // namespace worker
