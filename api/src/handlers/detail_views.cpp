// Detail page views: the page must exist (a visible promotion, a casino), then it is counted.
#include "handlers/detail_views.hpp"

#include <pqxx/pqxx>

#include "daily_salt.hpp"
#include "domain/text.hpp"
#include "events/payloads.hpp"
#include "events/typed.hpp"

namespace api::detail_views {

namespace {

constexpr const char* kPromotionVisible = "SELECT 1 FROM visible_promotions WHERE id = $1::uuid";
constexpr const char* kCasinoExists = "SELECT 1 FROM casinos WHERE id = $1::uuid";

Response count(Services& s, Request& req, const char* exists_sql, const std::string& kind, const char* missing) {
  std::string id = req.params.at("id");
  for (auto& c : id) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (!domain::looks_like_uuid(id)) throw ApiError(http::status::not_found, "not_found", missing);
  {
    auto db = s.db.acquire();
    pqxx::nontransaction tx(*db);
    if (tx.exec_params(exists_sql, id).empty()) throw ApiError(http::status::not_found, "not_found", missing);
  }
  const std::string day = DailySalt::day_of(std::chrono::system_clock::now());
  if (!s.detail_views.add(kind + "|" + id + "|" + day))
    throw ApiError(http::status::service_unavailable, "busy",
                   "Sunucu şu anda çok yoğun. Lütfen birkaç saniye sonra tekrar deneyin.");
  return json_response(http::status::accepted, R"({"accepted":true})");
}

}  // namespace

Response promotion(Services& s, Request& req) {
  return count(s, req, kPromotionVisible, "promotion", "Promosyon bulunamadı");
}
Response casino(Services& s, Request& req) { return count(s, req, kCasinoExists, "casino", "Casino bulunamadı"); }

ViewCounter::MakeEvent make_event() {
  return [](const std::string& key, std::int64_t count) {
    const auto first = key.find('|');
    const auto second = key.find('|', first + 1);
    const std::string kind = key.substr(0, first);
    const std::string id = key.substr(first + 1, second - first - 1);
    const std::string day = key.substr(second + 1);
    if (kind == "casino")
      return events::make_event("system:view-counter", id, events::payload::CasinoViewed{.id = id, .day = day, .count = count});
    return events::make_event("system:view-counter", id,
                              events::payload::PromotionViewed{.id = id, .day = day, .count = count});
  };
}

}  // namespace api::detail_views
