// spdlog formatter with a JSON-escaped message flag (%*).
#include "events/logging.hpp"

#include <spdlog/pattern_formatter.h>
#include <spdlog/spdlog.h>

#include <boost/json.hpp>

namespace events {

namespace {
class JsonMessage : public spdlog::custom_flag_formatter {
 public:
  void format(const spdlog::details::log_msg& msg, const std::tm&, spdlog::memory_buf_t& dest) override {
    auto quoted = boost::json::serialize(boost::json::string(std::string_view(msg.payload.data(), msg.payload.size())));
    dest.append(quoted.data(), quoted.data() + quoted.size());
  }
  std::unique_ptr<custom_flag_formatter> clone() const override { return std::make_unique<JsonMessage>(); }
};
}  // namespace

void setup_logging(const std::string& format, const std::string& logger) {
  if (format == "json") {
    auto f = std::make_unique<spdlog::pattern_formatter>(spdlog::pattern_time_type::utc);
    f->add_flag<JsonMessage>('*').set_pattern(R"({"at":"%Y-%m-%dT%H:%M:%S.%eZ","level":"%l","logger":")" + logger +
                                              R"(","msg":%*})");
    spdlog::set_formatter(std::move(f));
  } else {
    spdlog::set_pattern("%Y-%m-%d %H:%M:%S.%e [" + logger + "] %^%l%$ %v");
  }
}

}  // namespace events
