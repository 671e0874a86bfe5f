// Chat completions over HTTP, with bounded retries.
#include "jobs/ai_client.hpp"

#include <spdlog/spdlog.h>

#include <boost/json.hpp>
#include <thread>

#include "domain/plain_text.hpp"

namespace worker::ai {

namespace json = boost::json;

namespace {

bool retryable(const HttpResponse& r) {
  return (r.status == 0 && !r.timed_out && !r.too_large) || r.status == 429 || r.status >= 500;
}

// Retry-After in seconds (the HTTP-date form is rare from these services: the backoff is used).
std::optional<std::chrono::milliseconds> retry_after(const HttpResponse& r) {
  if (!r.retry_after) return std::nullopt;
  try {
    std::size_t used = 0;
    double seconds = std::stod(*r.retry_after, &used);
    if (used == r.retry_after->size() && seconds >= 0)
      return std::chrono::milliseconds(static_cast<long long>(seconds * 1000));
  } catch (const std::exception&) {
  }
  return std::nullopt;
}

std::string body_message(const std::string& body) {
  boost::system::error_code ec;
  auto v = json::parse(body, ec);
  if (!ec && v.is_object())
    if (auto* e = v.get_object().if_contains("error")) {
      if (e->is_object())
        if (auto* m = e->get_object().if_contains("message"); m && m->is_string()) return std::string(m->get_string());
      if (e->is_string()) return std::string(e->get_string());
    }
  return domain::truncate_chars(body, 200);
}

bool mentions_model(const HttpResponse& r) {
  std::string text = body_message(r.body);
  for (auto& c : text) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return text.find("model") != std::string::npos;
}

}  // namespace

std::string error_message(const HttpResponse& r) {
  if (r.status == 0) return std::string(r.timed_out ? kTimedOut : kUnreachable);
  if (r.status == 429) return std::string(kRateLimited);
  if (r.status == 401) return std::string(kKeyInvalid);
  if ((r.status == 404 || r.status == 400 || r.status == 403) && mentions_model(r)) return std::string(kModelUnavailable);
  return std::string(kApiErrorPrefix) + std::to_string(r.status) + " " + body_message(r.body);
}

Client::Client(ClientConfig config, const std::atomic<bool>* stop) : config_(std::move(config)), stop_(stop) {
  while (!config_.base_url.empty() && config_.base_url.back() == '/') config_.base_url.pop_back();
}

Completion Client::complete(const Prompt& prompt) const {
  json::array messages;
  for (const auto& m : prompt.messages) messages.push_back(json::object{{"role", m.role}, {"content", m.content}});
  HttpRequest request{.method = "POST",
                      .url = config_.base_url + "/chat/completions",
                      .headers = {{"Content-Type", "application/json"}},
                      .body = json::serialize(json::object{{"model", config_.model},
                                                           {"messages", std::move(messages)},
                                                           {"max_tokens", prompt.max_tokens},
                                                           {"temperature", prompt.temperature}}),
                      .timeout = config_.timeout,
                      .abort = stop_};
  if (!config_.api_key.empty()) request.headers.emplace_back("Authorization", "Bearer " + config_.api_key);

  const auto started = std::chrono::steady_clock::now();
  HttpResponse r;
  for (int attempt = 0;; ++attempt) {
    r = http_send(request);
    if (r.aborted) throw Interrupted("the worker is stopping");
    if (r.status >= 200 && r.status < 300) break;
    if (!retryable(r) || attempt >= config_.retries) throw AiError(error_message(r));
    auto wait = retry_after(r).value_or(config_.backoff * (1 << attempt));
    wait = std::min(wait, config_.max_retry_wait);
    spdlog::warn("AI call answered {} (attempt {} of {}), retrying in {} ms", r.status ? std::to_string(r.status) : "nothing",
                 attempt + 1, config_.retries + 1, wait.count());
    for (auto left = wait; left.count() > 0; left -= std::chrono::milliseconds(100)) {
      if (stop_ && *stop_) throw Interrupted("the worker is stopping");
      std::this_thread::sleep_for(std::min(left, std::chrono::milliseconds(100)));
    }
  }

  Completion out;
  out.latency_ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - started).count();
  boost::system::error_code ec;
  auto v = json::parse(r.body, ec);
  if (ec || !v.is_object()) throw AiError(std::string(kNoReply));
  const auto& o = v.get_object();
  if (auto* usage = o.if_contains("usage"); usage && usage->is_object())
    if (auto* t = usage->get_object().if_contains("total_tokens"); t && t->is_int64()) out.tokens = t->get_int64();
  if (auto* choices = o.if_contains("choices"); choices && choices->is_array() && !choices->get_array().empty()) {
    const auto& first = choices->get_array()[0];
    if (first.is_object())
      if (auto* msg = first.get_object().if_contains("message"); msg && msg->is_object())
        if (auto* c = msg->get_object().if_contains("content"); c && c->is_string()) out.text = std::string(c->get_string());
  }
  if (out.text.find_first_not_of(" \t\r\n") == std::string::npos) throw AiError(std::string(kNoReply));
  return out;
}

}  // namespace worker::ai
