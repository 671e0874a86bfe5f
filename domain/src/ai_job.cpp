// AI job request rules.
#include "domain/ai_job.hpp"

#include "domain/text.hpp"

namespace domain {

bool is_ai_job_kind(std::string_view kind) {
  return kind == "blog" || kind == "seo" || kind == "expand" || kind == "ideas" || kind == "page_seo" ||
         kind == "batch";
}

FieldErrors validate_ai_job(const AiJobRequest& in) {
  FieldErrors errors;
  if (!is_ai_job_kind(in.kind)) {
    errors.push_back({"kind", "Geçersiz iş türü"});
    return errors;
  }
  const bool wants_topic = in.kind == "blog" || in.kind == "ideas" || in.kind == "batch";
  const bool wants_content = in.kind == "seo" || in.kind == "expand" || in.kind == "page_seo";
  if (wants_topic) {
    if (trim(in.topic).empty()) errors.push_back({"topic", std::string(kTopicRequired)});
    else if (char_count(in.topic) > 200) errors.push_back({"topic", "Konu en fazla 200 karakter olabilir"});
  }
  if (wants_content) {
    if (trim(in.content).empty()) errors.push_back({"content", std::string(kContentRequired)});
    else if (char_count(in.content) > 200000) errors.push_back({"content", "İçerik en fazla 200000 karakter olabilir"});
  }
  if (in.kind == "page_seo") {
    if (trim(in.page_name).empty()) errors.push_back({"page_name", "Sayfa adı boş olamaz"});
    else if (char_count(in.page_name) > 100) errors.push_back({"page_name", "Sayfa adı en fazla 100 karakter olabilir"});
  }
  if (in.kind == "batch" || in.kind == "ideas") {
    const long long n = in.count.value_or(kAiBatchDefault);
    if (n < 1) errors.push_back({"count", std::string(kBatchAtLeastOne)});
    else if (n > 10) errors.push_back({"count", std::string(kBatchAtMostTen)});
  }
  if (in.kind == "batch") {
    const long long p = in.publish_count.value_or(kAiPublishDefault);
    if (p < 0 || p > 5) errors.push_back({"publish_count", std::string(kDailyPublishRange)});
  }
  return errors;
}

}  // namespace domain
