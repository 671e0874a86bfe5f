// What an admin may ask the AI jobs for (admin spec sections 2, 5 and 9): the kinds, their
// required inputs and bounds, with the spec's Turkish messages and the length limits the
// original lacked.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "domain/field_error.hpp"

namespace domain {

struct AiJobRequest {
  std::string kind;  // blog | seo | expand | ideas | page_seo | batch
  std::string topic;
  std::string content;
  std::string page_name;
  std::optional<long long> count;          // ideas, batch: 1..10, default 3
  std::optional<long long> publish_count;  // batch: 0..5, default 1
};

inline constexpr std::string_view kTopicRequired = "Lütfen bir konu girin";
inline constexpr std::string_view kContentRequired = "İçerik alanı boş olamaz";
inline constexpr std::string_view kBatchAtLeastOne = "En az 1 içerik oluşturmalısınız";
inline constexpr std::string_view kBatchAtMostTen = "En fazla 10 içerik oluşturulabilir";
inline constexpr std::string_view kDailyPublishRange = "Günlük yayın sayısı 0 ile 5 arasında olmalıdır";
inline constexpr long long kAiBatchDefault = 3;
inline constexpr long long kAiPublishDefault = 1;

bool is_ai_job_kind(std::string_view kind);

// Field order kind, topic, content, page_name, count, publish_count. Topic (blog, ideas, batch):
// required, at most 200 characters; content (seo, expand, page_seo): required, at most 200000;
// page_name (page_seo): required, at most 100; count 1..10; publish_count 0..5.
FieldErrors validate_ai_job(const AiJobRequest& in);

}  // namespace domain
