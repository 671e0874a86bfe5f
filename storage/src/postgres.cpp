// Pool, migrations and projection schema creation.
#include "storage/postgres.hpp"

#include <spdlog/spdlog.h>

#include <cctype>
#include <cstdint>
#include <cstdlib>
#include <stdexcept>

#include "embedded_migrations.hpp"

extern const std::string_view kEmbeddedProjectionsSql;

namespace storage {

std::string_view projection_ddl() { return kEmbeddedProjectionsSql; }

std::string projection_ddl_hash() {
  std::uint64_t h = 1469598103934665603ULL;  // FNV-1a: stable across builds and platforms
  for (unsigned char ch : kEmbeddedProjectionsSql) {
    h ^= ch;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string quote_ident(std::string_view name) {
  std::string out = "\"";
  for (char ch : name) {
    if (ch == '"') out += '"';
    out += ch;
  }
  return out + "\"";
}

void apply_migrations(pqxx::connection& c) {
  pqxx::work tx(c);
  tx.exec("SELECT pg_advisory_xact_lock(4242)");  // two starters must not race
  tx.exec("CREATE TABLE IF NOT EXISTS public.schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())");
  for (const auto& m : embedded_migrations()) {
    auto r = tx.exec_params("SELECT 1 FROM public.schema_migrations WHERE name = $1", std::string(m.name));
    if (!r.empty()) continue;
    spdlog::info("applying migration {}", m.name);
    tx.exec(std::string(m.sql));
    tx.exec_params("INSERT INTO public.schema_migrations (name) VALUES ($1)", std::string(m.name));
  }
  tx.commit();
}

void create_projection_schema(pqxx::work& tx, std::string_view schema) {
  const std::string s = quote_ident(schema);
  tx.exec("DROP SCHEMA IF EXISTS " + s + " CASCADE");
  tx.exec("CREATE SCHEMA " + s);
  tx.exec("SET LOCAL search_path TO " + s);
  tx.exec(std::string(projection_ddl()));
  tx.exec("CREATE TABLE projection_meta (ddl_hash text NOT NULL, created_at timestamptz NOT NULL DEFAULT now())");
  tx.exec_params("INSERT INTO projection_meta (ddl_hash) VALUES ($1)", projection_ddl_hash());
}

std::string stored_ddl_hash(pqxx::connection& c, std::string_view schema) {
  pqxx::work tx(c);
  auto exists = tx.exec_params(
      "SELECT 1 FROM information_schema.tables WHERE table_schema = $1 AND table_name = 'projection_meta'",
      std::string(schema));
  if (exists.empty()) return {};
  auto r = tx.exec("SELECT ddl_hash FROM " + quote_ident(schema) + ".projection_meta LIMIT 1");
  return r.empty() ? std::string{} : r[0][0].as<std::string>();
}

namespace {

bool is_uri(const std::string& url) { return url.starts_with("postgresql://") || url.starts_with("postgres://"); }

bool sets(const std::string& url, const std::string& key) {
  if (is_uri(url)) {
    auto q = url.find('?');
    return q != std::string::npos &&
           (url.compare(q + 1, key.size() + 1, key + "=") == 0 || url.find("&" + key + "=", q) != std::string::npos);
  }
  for (std::size_t at = url.find(key); at != std::string::npos; at = url.find(key, at + 1)) {
    if (at > 0 && !std::isspace(static_cast<unsigned char>(url[at - 1]))) continue;
    auto after = url.find_first_not_of(' ', at + key.size());
    if (after != std::string::npos && url[after] == '=') return true;
  }
  return false;
}

}  // namespace

std::string with_session_limits(const std::string& url, std::chrono::milliseconds statement_timeout) {
  std::vector<std::pair<std::string, std::string>> add;
  for (auto [key, value] : {std::pair{"keepalives", "1"}, {"keepalives_idle", "30"}, {"keepalives_interval", "10"},
                            {"keepalives_count", "3"}})
    if (!sets(url, key)) add.emplace_back(key, value);
  const bool timeout = statement_timeout.count() > 0 && !sets(url, "options");
  std::string out = url;
  if (is_uri(url)) {
    char sep = url.find('?') == std::string::npos ? '?' : '&';
    for (const auto& [key, value] : add) (out += sep) += key + "=" + value, sep = '&';
    if (timeout) (out += sep) += "options=-c%20statement_timeout%3D" + std::to_string(statement_timeout.count());
  } else {
    for (const auto& [key, value] : add) out += " " + key + "=" + value;
    if (timeout) out += " options='-c statement_timeout=" + std::to_string(statement_timeout.count()) + "'";
  }
  return out;
}

bool is_transient(const std::exception& error) {
  if (dynamic_cast<const pqxx::broken_connection*>(&error)) return true;
  const auto* sql = dynamic_cast<const pqxx::sql_error*>(&error);
  if (!sql) return false;
  const std::string state = sql->sqlstate();
  // 40: transaction rollback (serialization failure, deadlock); 08: connection; 53: insufficient
  // resources; 57: operator intervention (cancel, statement timeout, shutdown); 58: system error
  // (I/O); 55P03: lock not available.
  for (const char* cls : {"40", "08", "53", "57", "58"})
    if (state.starts_with(cls)) return true;
  return state == "55P03";
}

ConnectionPool::ConnectionPool(std::string url, std::size_t size) : url_(std::move(url)), size_(size) {}
ConnectionPool::~ConnectionPool() = default;

std::unique_ptr<pqxx::connection> ConnectionPool::connect() const {
  // A server that does not answer must not hold a request for minutes.
  ::setenv("PGCONNECT_TIMEOUT", "3", 0);
  auto c = std::make_unique<pqxx::connection>(url_);
  pqxx::nontransaction tx(*c);
  tx.exec("SET search_path TO " + quote_ident(kLiveSchema) + ", public");
  tx.exec("SET TIME ZONE 'UTC'");
  return c;
}

ConnectionPool::Lease ConnectionPool::acquire(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  if (!available_.wait_for(lock, timeout, [&] { return !idle_.empty() || outstanding_ < size_; }))
    throw PoolExhausted("no database connection free within " + std::to_string(timeout.count()) + " ms");
  ++outstanding_;
  if (!idle_.empty()) {
    auto c = std::move(idle_.back());
    idle_.pop_back();
    lock.unlock();
    if (c->is_open()) return Lease(this, std::move(c));
  } else {
    lock.unlock();
  }
  try {
    return Lease(this, connect());
  } catch (...) {
    std::lock_guard relock(mutex_);
    --outstanding_;
    available_.notify_one();
    throw;
  }
}

void ConnectionPool::release(std::unique_ptr<pqxx::connection> c) {
  std::lock_guard lock(mutex_);
  --outstanding_;
  // A connection that broke (server restart) is dropped; the next acquire opens a new one.
  if (c && c->is_open()) idle_.push_back(std::move(c));
  available_.notify_one();
}

ConnectionPool::Lease::~Lease() {
  if (pool_ && conn_) pool_->release(std::move(conn_));
}

}  // namespace storage
