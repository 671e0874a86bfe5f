// bonus-api: assembles the components in a visible order and serves until SIGTERM/SIGINT.
#include <spdlog/spdlog.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/thread_pool.hpp>
#include <iostream>
#include <openssl/crypto.h>
#include <openssl/rand.h>
#include <thread>

#include "commands.hpp"
#include "config.hpp"
#include "events/logging.hpp"
#include "http/server.hpp"
#include "routes.hpp"

namespace {

// Bearer token from configuration until admin accounts exist; compared in constant time.
api::Authenticator static_token_auth(std::string token) {
  return [token = std::move(token)](const api::Request& req) -> std::string {
    auto header = req.raw[api::http::field::authorization];
    constexpr std::string_view prefix = "Bearer ";
    if (header.empty() || !header.starts_with(prefix))
      throw api::ApiError(api::http::status::unauthorized, "unauthorized", "Bu sayfaya erişmek için giriş yapmalısınız");
    auto given = header.substr(prefix.size());
    if (token.empty() || given.size() != token.size() || CRYPTO_memcmp(given.data(), token.data(), token.size()) != 0)
      throw api::ApiError(api::http::status::unauthorized, "invalid_token", "Oturum geçersiz veya süresi dolmuş");
    return "admin:static-token";
  };
}

std::string random_salt() {
  unsigned char bytes[16];
  if (RAND_bytes(bytes, sizeof bytes) != 1) throw std::runtime_error("no random bytes for the visitor salt");
  std::string out;
  for (unsigned char b : bytes) out += "0123456789abcdef"[b >> 4], out += "0123456789abcdef"[b & 0xF];
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc > 1) {
    std::string arg = argv[1];
    std::cout << api::kUsage;
    return arg == "--help" || arg == "-h" ? 0 : 2;
  }
  api::Config config;
  try {
    config = api::load_config();
  } catch (const std::exception& e) {
    std::cerr << "bonus-api: " << e.what() << "\n";
    return 2;
  }
  events::setup_logging(config.log_format, "api");
  if (config.admin_token.empty()) spdlog::warn("BONUS_ADMIN_TOKEN is empty: every admin route will answer 401");

  try {
    storage::ConnectionPool db(config.pg_url, config.pg_pool);
    events::EventProducer producer({config.brokers, config.delivery_timeout});
    api::OffsetWatcher offsets(config.pg_url);
    api::CommandBus commands(producer, offsets, events::Topics::with_prefix(config.topic_prefix), config.command_wait);
    api::KafkaHealth kafka(producer, offsets, commands.topics().content);
    api::Metrics metrics;
    api::ResponseCache cache({config.cache_ttl, config.cache_max_bytes}, [&offsets] { return offsets.version(); });
    api::ViewCounter views(producer, commands.topics().engagement, config.view_flush_interval);
    api::RateLimiter comment_limit(config.comment_rate_limit, config.comment_rate_window);
    api::web::WebRoot web_root(config.web_root);
    api::SiteSettings site{config.public_origin, config.product_name, config.trust_forwarded_for,
                           config.visitor_salt.empty() ? random_salt() : config.visitor_salt};
    api::Services services{db, commands, offsets, kafka, metrics, cache, views, comment_limit, web_root, site};
    spdlog::info("public origin {}, web app {}", config.public_origin,
                 config.web_root.empty() ? std::string("(built-in template)") : config.web_root);

    api::Router router;
    api::add_routes(router, services);
    std::string fixed(config.bench_fixed_bytes, 'x');
    if (!fixed.empty())
      router.add({api::http::verb::get, "/__bench/fixed", "bench.fixed", api::Access::public_route,
                  [&fixed](api::Request&) { return api::json_response(api::http::status::ok, fixed); }});

    boost::asio::io_context ioc(static_cast<int>(config.io_threads));
    boost::asio::thread_pool handlers(config.handler_threads);
    api::Server server(ioc, {boost::asio::ip::make_address(config.address), config.port}, router, metrics,
                       static_token_auth(config.admin_token),
                       {config.body_limit, config.header_limit, config.read_timeout, config.access_log}, handlers);
    server.start();
    spdlog::info("listening on http://{}:{}", config.address, server.port());

    boost::asio::signal_set signals(ioc, SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code&, int) {
      spdlog::info("stopping");
      ioc.stop();
    });
    std::vector<std::thread> io;
    for (unsigned i = 1; i < config.io_threads; ++i) io.emplace_back([&ioc] { ioc.run(); });
    ioc.run();
    for (auto& t : io) t.join();
    handlers.join();
    // Views counted in memory are sent before the producer goes (nothing accepted is lost).
    views.stop();
    producer.flush(std::chrono::milliseconds(3000));
  } catch (const std::exception& e) {
    spdlog::error("bonus-api: {}", e.what());
    return 1;
  }
  spdlog::info("stopped");
  return 0;
}
