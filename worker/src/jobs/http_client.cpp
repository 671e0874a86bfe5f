// libcurl easy interface, one handle per request.
#include "jobs/http_client.hpp"

#include <curl/curl.h>

#include <cctype>
#include <memory>
#include <mutex>

namespace worker {

namespace {

std::once_flag g_curl_init;

struct BodySink {
  std::string* body;
  std::size_t max;
  bool too_large = false;
};

std::size_t on_body(char* data, std::size_t size, std::size_t count, void* out) {
  auto* sink = static_cast<BodySink*>(out);
  if (sink->body->size() + size * count > sink->max) {
    sink->too_large = true;
    return 0;  // curl stops the transfer (CURLE_WRITE_ERROR)
  }
  sink->body->append(data, size * count);
  return size * count;
}

std::size_t on_header(char* data, std::size_t size, std::size_t count, void* out) {
  std::string_view line(data, size * count);
  constexpr std::string_view name = "retry-after:";
  if (line.size() > name.size()) {
    bool match = true;
    for (std::size_t i = 0; i < name.size() && match; ++i)
      match = std::tolower(static_cast<unsigned char>(line[i])) == name[i];
    if (match) {
      std::string value(line.substr(name.size()));
      auto first = value.find_first_not_of(" \t");
      auto last = value.find_last_not_of(" \t\r\n");
      if (first != std::string::npos) *static_cast<std::optional<std::string>*>(out) = value.substr(first, last - first + 1);
    }
  }
  return size * count;
}

int on_progress(void* abort, curl_off_t, curl_off_t, curl_off_t, curl_off_t) {
  return abort && static_cast<const std::atomic<bool>*>(abort)->load() ? 1 : 0;
}

}  // namespace

HttpResponse http_send(const HttpRequest& request) {
  std::call_once(g_curl_init, [] { curl_global_init(CURL_GLOBAL_DEFAULT); });
  HttpResponse response;
  std::unique_ptr<CURL, decltype(&curl_easy_cleanup)> curl(curl_easy_init(), curl_easy_cleanup);
  if (!curl) {
    response.transport_error = "curl_easy_init failed";
    return response;
  }
  curl_slist* list = nullptr;
  for (const auto& [name, value] : request.headers) list = curl_slist_append(list, (name + ": " + value).c_str());
  std::unique_ptr<curl_slist, decltype(&curl_slist_free_all)> headers(list, curl_slist_free_all);

  CURL* h = curl.get();
  curl_easy_setopt(h, CURLOPT_URL, request.url.c_str());
  curl_easy_setopt(h, CURLOPT_CUSTOMREQUEST, request.method.c_str());
  if (request.method != "GET") {
    curl_easy_setopt(h, CURLOPT_POSTFIELDS, request.body.data());
    curl_easy_setopt(h, CURLOPT_POSTFIELDSIZE_LARGE, static_cast<curl_off_t>(request.body.size()));
  }
  curl_easy_setopt(h, CURLOPT_HTTPHEADER, headers.get());
  curl_easy_setopt(h, CURLOPT_TIMEOUT_MS, static_cast<long>(request.timeout.count()));
  curl_easy_setopt(h, CURLOPT_CONNECTTIMEOUT_MS, static_cast<long>(std::min<long long>(request.timeout.count(), 10000)));
  curl_easy_setopt(h, CURLOPT_NOSIGNAL, 1L);
  if (request.abort) {
    curl_easy_setopt(h, CURLOPT_NOPROGRESS, 0L);
    curl_easy_setopt(h, CURLOPT_XFERINFOFUNCTION, on_progress);
    curl_easy_setopt(h, CURLOPT_XFERINFODATA, const_cast<std::atomic<bool>*>(request.abort));
  }
  BodySink sink{&response.body, request.max_body};
  curl_easy_setopt(h, CURLOPT_WRITEFUNCTION, on_body);
  curl_easy_setopt(h, CURLOPT_WRITEDATA, &sink);
  // An announced length over the cap is refused before any of the body is read.
  curl_easy_setopt(h, CURLOPT_MAXFILESIZE_LARGE, static_cast<curl_off_t>(request.max_body));
  curl_easy_setopt(h, CURLOPT_HEADERFUNCTION, on_header);
  curl_easy_setopt(h, CURLOPT_HEADERDATA, &response.retry_after);
  CURLcode rc = curl_easy_perform(h);
  if (rc != CURLE_OK) {
    response.status = 0;
    response.too_large = sink.too_large || rc == CURLE_FILESIZE_EXCEEDED;
    if (response.too_large) {
      response.body.clear();
      response.transport_error = "answer larger than " + std::to_string(request.max_body) + " bytes";
      return response;
    }
    response.timed_out = rc == CURLE_OPERATION_TIMEDOUT;
    response.aborted = rc == CURLE_ABORTED_BY_CALLBACK;
    response.transport_error = curl_easy_strerror(rc);
    return response;
  }
  curl_easy_getinfo(h, CURLINFO_RESPONSE_CODE, &response.status);
  return response;
}

}  // namespace worker
