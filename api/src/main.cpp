// bonus-api: assembles the components in a visible order and serves until SIGTERM/SIGINT.
#include <spdlog/spdlog.h>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <csignal>
#include <boost/asio/thread_pool.hpp>
#include <iostream>
#include <openssl/rand.h>
#include <thread>

#include "admin_cli.hpp"
#include "auth/authenticator.hpp"
#include "auth/shipped_passwords.hpp"
#include "commands.hpp"
#include "config.hpp"
#include "handlers/detail_views.hpp"
#include "events/logging.hpp"
#include "http/io_threads.hpp"
#include "http/security_headers.hpp"
#include "http/server.hpp"
#include "http/time_slice.hpp"
#include "idempotency.hpp"
#include "routes.hpp"

namespace {

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
    if (arg == "admin") return api::run_admin_cli(argc, argv);
    std::cout << api::kUsage;
    return arg == "--help" || arg == "-h" ? 0 : 2;
  }
  // A client that goes away while a kept answer is sent with sendfile (which has no
  // MSG_NOSIGNAL) must cost its connection, not the process: EPIPE instead of SIGPIPE.
  std::signal(SIGPIPE, SIG_IGN);
  api::Config config;
  try {
    config = api::load_config();
  } catch (const std::exception& e) {
    std::cerr << "bonus-api: " << e.what() << "\n";
    return 2;
  }
  events::setup_logging(config.log_format, "api");

  try {
    storage::ConnectionPool db(config.pg_url, config.pg_pool);
    events::EventProducer producer({config.brokers, config.delivery_timeout});
    api::OffsetWatcher offsets(config.pg_url);
    api::CommandBus commands(producer, offsets, db, events::Topics::with_prefix(config.topic_prefix),
                             {config.command_wait, config.anon_command_wait, config.command_waiters,
                              std::max<std::size_t>(1, config.command_waiters)});
    api::KafkaHealth kafka(producer, offsets, commands.topics().content, config.kafka_ready_grace);
    api::Metrics metrics;
    api::auth::AuthSettings auth_settings;
    auth_settings.secrets = {config.jwt_secret};
    if (!config.jwt_secret_previous.empty()) auth_settings.secrets.push_back(config.jwt_secret_previous);
    auth_settings.access_ttl = config.access_ttl;
    auth_settings.refresh_ttl = config.refresh_ttl;
    auth_settings.session_max_age = config.session_max_age;
    auth_settings.refresh_grace = config.refresh_grace;
    auth_settings.max_failures_per_email = config.login_failures_per_email;
    auth_settings.max_failures_per_address = config.login_failures_per_address;
    auth_settings.unknown_device_failures = config.login_unknown_device_failures;
    auth_settings.require_totp = config.require_totp;
    auth_settings.failure_window = config.login_window;
    auth_settings.hashing_slots = std::max(1u, std::thread::hardware_concurrency());
    auth_settings.totp_key = config.totp_key;
    auth_settings.password_pepper = config.password_pepper;
    if (config.password_pepper.empty())
      spdlog::warn("BONUS_PASSWORD_PEPPER is not set: password hashes can be guessed offline from a database copy");
    api::auth::Identity identity(db, auth_settings);
    if (const auto sealed = identity.seal_plain_secrets(); sealed > 0)
      spdlog::info("sealed {} TOTP secret(s) stored as plain text before BONUS_TOTP_KEY was set", sealed);
    if (config.require_totp)
      spdlog::info("two-step sign-in is required of every admin (BONUS_REQUIRE_TOTP)");
    else
      spdlog::warn("two-step sign-in is not forced (BONUS_REQUIRE_TOTP=0): the back office's switch decides; "
                   "only for a local demo");
    try {
      auto conn = db.acquire();
      for (const auto& email : api::auth::accounts_with_shipped_passwords(*conn, config.password_pepper))
        spdlog::warn("admin account {} still uses a password published with this project: change it with "
                     "'bonus-api admin set-password {}'",
                     email, email);
    } catch (const std::exception& e) {
      spdlog::warn("could not check admin passwords against the shipped ones: {}", e.what());
    }
    api::uploads::LocalDiskStore objects(config.upload_dir);
    spdlog::info("uploads stored under {}", objects.root().string());
    api::ResponseCache cache({config.cache_ttl, config.cache_max_bytes}, [&offsets] { return offsets.areas(); });
    api::ViewCounter views(producer, commands.topics().engagement, config.view_flush_interval);
    api::RateLimiter comment_limit(db, "comment", config.comment_rate_limit, config.comment_rate_window);
    api::web::WebRoot web_root(config.web_root);
    api::SiteSettings site{config.public_origin, config.product_name, config.trust_forwarded_for,
                           config.visitor_salt.empty() ? random_salt() : config.visitor_salt, config.indexnow_key,
                           config.metrics_token,
                           config.request_hash_key.empty() ? api::request_hash(config.jwt_secret, "request hash key")
                                                           : config.request_hash_key,
                           config.admin_origin};
    api::DailySalt daily_salt(api::DailySalt::shared(db));
    if (!config.visitor_salt.empty())
      spdlog::warn("BONUS_VISITOR_SALT is not used any more: visitor hashes use a salt that rotates daily");
    api::ClickCounter clicks(producer, commands.topics().engagement, config.click_flush_interval);
    api::ViewCounter detail_views(producer, commands.topics().engagement, config.view_flush_interval, 100000,
                                  api::detail_views::make_event());
    api::OutboundTargets outbound_targets([&offsets] { return offsets.areas(); });
    api::PublishedPosts published_posts([&offsets] { return offsets.areas(); });
    api::Services services{db,       commands,      offsets,  kafka, metrics,    identity, objects,
                          cache,    views,         comment_limit,  web_root, site, daily_salt, clicks,
                          detail_views, outbound_targets, published_posts};
    spdlog::info("public origin {}, web app {}", config.public_origin,
                 config.web_root.empty() ? std::string("(built-in template)") : config.web_root);

    api::set_strict_transport_security(config.public_origin.starts_with("https://"));
    api::Router router;
    api::add_routes(router, services);
    std::string fixed(config.bench_fixed_bytes, 'x');
    if (!fixed.empty())
      router.add({api::http::verb::get, "/__bench/fixed", "bench.fixed", api::Access::public_route,
                  [&fixed](api::Request&) { return api::json_response(api::http::status::ok, fixed); }});

    api::IoThreads io(config.io_threads, config.pin_io_threads, config.io_slice);
    boost::asio::thread_pool handlers(config.handler_threads);
    // Connections stay below the open-files limit, with room for the database pool, the broker,
    // the kept files and the listener.
    const std::size_t files = api::raise_open_files_limit();
    const std::size_t reserve = 256 + config.pg_pool;
    std::size_t max_connections = config.max_connections;
    if (files <= reserve || max_connections > files - reserve) {
      max_connections = files > reserve * 2 ? files - reserve : files / 2;
      spdlog::warn("BONUS_MAX_CONNECTIONS {} does not fit the open-files limit {}: {} connections at most",
                   config.max_connections, files, max_connections);
    }
    api::ServerLimits limits{config.body_limit, config.header_limit, config.read_timeout, config.access_log};
    limits.max_connections = max_connections;
    limits.handler_queue = config.handler_queue;
    limits.drain_timeout = config.drain_timeout;
    limits.send_timeout = config.send_timeout;
    limits.max_connections_per_address = config.max_connections_per_address;
    api::Server server(io, {boost::asio::ip::make_address(config.address), config.port}, router, metrics,
                       api::auth::bearer_authenticator(identity), limits, handlers, &cache);
    server.start();
    spdlog::info("listening on http://{}:{} ({} I/O threads, {})", config.address, server.port(), config.io_threads,
                 io.pinned() ? "each pinned to a CPU" : "sharing their work");

    boost::asio::signal_set signals(io.first(), SIGINT, SIGTERM);
    signals.async_wait([&](const boost::system::error_code&, int) {
      spdlog::info("stopping");
      io.stop();
    });
    io.run();
    handlers.join();
    // Views counted in memory are sent before the producer goes (nothing accepted is lost).
    views.stop();
    clicks.stop();
    detail_views.stop();
    producer.flush(std::chrono::milliseconds(3000));
  } catch (const std::exception& e) {
    spdlog::error("bonus-api: {}", e.what());
    return 1;
  }
  spdlog::info("stopped");
  return 0;
}
