// Job runner settings.
#include "jobs/config.hpp"

#include <stdexcept>

#include "env.hpp"
#include "storage/postgres.hpp"

namespace worker {

using std::chrono::milliseconds;

const char* const kJobsUsage = R"(Jobs (run by `run` beside the projector):
  BONUS_JOBS_GROUP     [<prefix>jobs]  Kafka consumer group of the job runners
  BONUS_AI_BASE_URL    [https://api.openai.com/v1]  OpenAI-compatible chat-completions service
  BONUS_AI_API_KEY     []        the service's key; sent only to it, never logged or stored
  BONUS_AI_MODEL       [gpt-4o-mini]
  BONUS_AI_TIMEOUT_MS  [600000]  one AI call (1000..600000)
  BONUS_AI_RETRIES     [2]       retries on 429, 5xx and no answer, honouring Retry-After (0..5)
  BONUS_AI_BACKOFF_MS  [1000]    first retry wait, doubled each time (0..60000)
  BONUS_INDEXING       [off]     off, ping (GET {url}/index?url=&token=) or indexnow
  BONUS_INDEXING_URL   []        the ping host
  BONUS_INDEXING_TOKEN []        the ping token
  BONUS_INDEXNOW_ENDPOINT [https://api.indexnow.org/indexnow]
  BONUS_INDEXNOW_KEY   []        IndexNow key (the api serves it at /{key}.txt)
  BONUS_INDEXING_RETRIES [3]     retries of a failed submission (0..10)
  BONUS_INDEXING_BACKOFF_MS [2000]  first retry wait, doubled each time (0..600000)
  BONUS_PUBLISHER_INTERVAL_MS [30000]  how often the daily publisher checks the schedule (100..3600000)
  BONUS_TEST_CLOCK_OFFSET_FILE []  tests only: a file with seconds the publisher adds to its clock
  BONUS_SECURITY_WEBHOOK_URL []  where every security notice is also posted (https; http only to loopback)
  BONUS_SECURITY_WEBHOOK_SECRET []  the signature key (at least 32 bytes), needed with the URL
  BONUS_SECURITY_WEBHOOK_BACKOFF_MS [1000]  first wait after a failed try, doubled each time (100..600000)
  BONUS_SECURITY_WEBHOOK_MAX_BACKOFF_MS [300000]  the longest wait between tries (100..3600000)
  BONUS_SECURITY_WEBHOOK_TIMEOUT_MS [10000]  one try, connecting included (1000..60000)
)";

RunnerConfig runner_config_from_env(const std::string& pg_url, const std::string& brokers, const std::string& topic_prefix,
                                    const std::string& instance, milliseconds session_timeout,
                                    const std::string& public_origin) {
  RunnerConfig c;
  c.pg_url = pg_url;
  c.brokers = brokers;
  c.topics = events::Topics::with_prefix(topic_prefix);
  c.schema = std::string(storage::kLiveSchema);
  c.group = env_or("BONUS_JOBS_GROUP", (topic_prefix + "jobs").c_str());
  c.instance = instance;
  c.session_timeout = session_timeout;

  c.ai.base_url = env_or("BONUS_AI_BASE_URL", "https://api.openai.com/v1");
  c.ai.api_key = env_or("BONUS_AI_API_KEY", "");
  c.ai.model = env_or("BONUS_AI_MODEL", "gpt-4o-mini");
  c.ai.timeout = milliseconds(env_count("BONUS_AI_TIMEOUT_MS", "600000", 1000, 600000));
  c.ai.retries = static_cast<int>(env_count("BONUS_AI_RETRIES", "2", 0, 5));
  c.ai.backoff = milliseconds(env_count("BONUS_AI_BACKOFF_MS", "1000", 0, 60000));

  c.indexing.mode = env_or("BONUS_INDEXING", "off");
  if (c.indexing.mode != "off" && c.indexing.mode != "ping" && c.indexing.mode != "indexnow")
    throw std::invalid_argument("BONUS_INDEXING must be off, ping or indexnow, got '" + c.indexing.mode + "'");
  c.indexing.ping_url = env_or("BONUS_INDEXING_URL", "");
  c.indexing.ping_token = env_or("BONUS_INDEXING_TOKEN", "");
  c.indexing.indexnow_endpoint = env_or("BONUS_INDEXNOW_ENDPOINT", "https://api.indexnow.org/indexnow");
  c.indexing.indexnow_key = env_or("BONUS_INDEXNOW_KEY", "");
  if (c.indexing.mode == "ping" && c.indexing.ping_url.empty())
    throw std::invalid_argument("BONUS_INDEXING=ping needs BONUS_INDEXING_URL");
  if (c.indexing.mode == "indexnow" && c.indexing.indexnow_key.empty())
    throw std::invalid_argument("BONUS_INDEXING=indexnow needs BONUS_INDEXNOW_KEY");
  c.indexing.public_origin = public_origin;
  c.indexing.retries = static_cast<int>(env_count("BONUS_INDEXING_RETRIES", "3", 0, 10));
  c.indexing.backoff = milliseconds(env_count("BONUS_INDEXING_BACKOFF_MS", "2000", 0, 600000));

  c.bulk.chunk = static_cast<std::size_t>(env_count("BONUS_BULK_CHUNK", "100", 1, 10000));
  c.bulk.pause = milliseconds(env_count("BONUS_BULK_CHUNK_PAUSE_MS", "0", 0, 60000));
  c.publisher.interval = milliseconds(env_count("BONUS_PUBLISHER_INTERVAL_MS", "30000", 100, 3600000));
  c.publisher.clock_offset_file = env_or("BONUS_TEST_CLOCK_OFFSET_FILE", "");

  c.push.url = env_or("BONUS_SECURITY_WEBHOOK_URL", "");
  c.push.secret = env_or("BONUS_SECURITY_WEBHOOK_SECRET", "");
  if (!c.push.url.empty()) {
    check_webhook_url(c.push.url);
    if (c.push.secret.size() < 32)
      throw std::invalid_argument("BONUS_SECURITY_WEBHOOK_URL needs BONUS_SECURITY_WEBHOOK_SECRET of at least 32 bytes");
  }
  c.push.origin = public_origin;
  c.push.backoff = milliseconds(env_count("BONUS_SECURITY_WEBHOOK_BACKOFF_MS", "1000", 100, 600000));
  c.push.max_backoff = milliseconds(env_count("BONUS_SECURITY_WEBHOOK_MAX_BACKOFF_MS", "300000", 100, 3600000));
  c.push.timeout = milliseconds(env_count("BONUS_SECURITY_WEBHOOK_TIMEOUT_MS", "10000", 1000, 60000));
  return c;
}

}  // namespace worker
