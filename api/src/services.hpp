// What handlers depend on, assembled once in main.
#pragma once
#include <string>

#include "auth/identity.hpp"
#include "click_counter.hpp"
#include "daily_salt.hpp"
#include "commands.hpp"
#include "http/response_cache.hpp"
#include "metrics.hpp"
#include "outbound_targets.hpp"
#include "published_posts.hpp"
#include "rate_limiter.hpp"
#include "storage/postgres.hpp"
#include "uploads/object_store.hpp"
#include "view_counter.hpp"
#include "web/static_files.hpp"

namespace api {

// The public site's settings (see config.hpp).
struct SiteSettings {
  std::string public_origin;
  std::string product_name;
  unsigned trust_forwarded_for = 0;  // trusted proxies appending to X-Forwarded-For (visitor.hpp)
  std::string visitor_salt;
  std::string indexnow_key;  // served at /{key}.txt; empty: none
  std::string metrics_token;  // who may read /metrics (see health::metrics); empty: this machine only
  std::string request_hash_key;  // keys the request hash of an Idempotency-Key (idempotency.hpp)
  // BONUS_ADMIN_ORIGIN: the back office's own origin (the production choice); empty: the public one.
  std::string admin_origin;
};

struct Services {
  storage::ConnectionPool& db;
  CommandBus& commands;
  OffsetWatcher& offsets;
  KafkaHealth& kafka;
  Metrics& metrics;
  auth::Identity& identity;
  uploads::ObjectStore& objects;
  ResponseCache& cache;
  ViewCounter& views;
  RateLimiter& comment_limit;
  web::WebRoot& web_root;
  const SiteSettings& site;
  DailySalt& daily_salt;  // visitor pseudonyms: comment actors, unique clickers
  ClickCounter& clicks;
  ViewCounter& detail_views;  // promotion and casino detail pages (handlers/detail_views.hpp)
  OutboundTargets& outbound_targets;  // where the /git/... links lead (handlers/outbound.hpp)
  PublishedPosts& published_posts;    // the posts a view counts for (handlers/blog.cpp)
};

}  // namespace api
