// The AI text service: an OpenAI-compatible chat-completions client. Base URL, key and model
// come from the worker's environment only; the key is sent in the Authorization header and
// nowhere else (never logged, never in an event). Failures become AiError with the Turkish
// message of the admin spec's section 8, which the job records for the admin to read.
#pragma once
#include <chrono>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>

#include "jobs/ai_tasks.hpp"
#include "jobs/http_client.hpp"

namespace worker::ai {

struct ClientConfig {
  std::string base_url = "https://api.openai.com/v1";  // .../chat/completions is appended
  std::string api_key;                                 // empty: no Authorization header
  std::string model = "gpt-4o-mini";
  std::chrono::milliseconds timeout{600000};     // one call (the spec's client waits 600 s)
  int retries = 2;                               // after the first try, on 429, 5xx and no answer
  std::chrono::milliseconds backoff{1000};       // doubled each retry, unless Retry-After says
  std::chrono::milliseconds max_retry_wait{30000};
};

// The spec's messages.
inline constexpr std::string_view kUnreachable = "AI API'sine ulaşılamadı. Lütfen internet bağlantınızı kontrol edin.";
inline constexpr std::string_view kRateLimited = "API istek limiti aşıldı. Lütfen daha sonra tekrar deneyin.";
inline constexpr std::string_view kKeyInvalid = "API anahtarı geçersiz veya süresi dolmuş.";
inline constexpr std::string_view kModelUnavailable = "Belirtilen model kullanılamıyor.";
inline constexpr std::string_view kTimedOut = "AI servisi zamanında yanıt vermedi. Lütfen tekrar deneyin.";
inline constexpr std::string_view kNoReply = "AI yanıt vermedi";
inline constexpr std::string_view kApiErrorPrefix = "API hatası: ";

struct AiError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The worker is stopping: the call was abandoned. Not a failure of the job, which is run again
// by the next worker.
struct Interrupted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct Completion {
  std::string text;
  std::int64_t tokens = 0;
  std::int64_t latency_ms = 0;
};

// The Turkish message for a failed call (status 0: no answer).
std::string error_message(const HttpResponse& r);

class Client {
 public:
  // `stop`, when given, abandons a call in flight or a retry wait (throws Interrupted).
  explicit Client(ClientConfig config, const std::atomic<bool>* stop = nullptr);
  // One completion, retried as the config says. Throws AiError or Interrupted.
  Completion complete(const Prompt& prompt) const;
  const ClientConfig& config() const { return config_; }

 private:
  ClientConfig config_;
  const std::atomic<bool>* stop_;
};

}  // namespace worker::ai
