// Postgres access shared by api and worker: a connection pool, migrations and the projection
// schema. SQL texts are embedded at build time from infra/.
#pragma once
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

namespace storage {

inline constexpr std::string_view kLiveSchema = "proj";
inline constexpr std::string_view kReplaySchema = "proj_replay";
inline constexpr std::string_view kRetiredSchema = "proj_retired";
// pg_advisory_xact_lock key held while a projector batch or a schema swap runs.
inline constexpr long long kProjectionLock = 0x626f6e7573;
// pg_advisory_lock key held by whoever creates or rebuilds a projection schema.
inline constexpr long long kSchemaBuildLock = 0x626f6e7574;
// pg_advisory_xact_lock key held while the sitemap is brought up to date (never by a batch).
inline constexpr long long kSitemapLock = 0x626f6e7575;

// The DDL of every projection table (infra/sql/projections.sql) and its content hash.
std::string_view projection_ddl();
std::string projection_ddl_hash();

// Applies infra/migrations/*.sql not yet applied (tracked in public.schema_migrations).
void apply_migrations(pqxx::connection& c);

// Creates `schema` (dropping an existing one of that name) with every projection table, and
// records the DDL hash in it. Runs inside the caller's transaction.
void create_projection_schema(pqxx::work& tx, std::string_view schema);
// Hash recorded in a schema, or empty when the schema does not exist.
std::string stored_ddl_hash(pqxx::connection& c, std::string_view schema);

// A fixed-size pool. Connections set search_path to the live projection schema, so SQL names
// tables without a schema and keeps working across a replay's schema swap.
class ConnectionPool {
 public:
  ConnectionPool(std::string url, std::size_t size);
  ~ConnectionPool();

  class Lease {
   public:
    Lease(ConnectionPool* pool, std::unique_ptr<pqxx::connection> c) : pool_(pool), conn_(std::move(c)) {}
    Lease(Lease&& o) noexcept = default;
    Lease& operator=(Lease&&) = delete;
    ~Lease();
    pqxx::connection& operator*() { return *conn_; }
    pqxx::connection* operator->() { return conn_.get(); }

   private:
    ConnectionPool* pool_;
    std::unique_ptr<pqxx::connection> conn_;
  };

  // Waits up to `timeout` for a free connection; throws std::runtime_error when none came.
  Lease acquire(std::chrono::milliseconds timeout = std::chrono::milliseconds(5000));
  std::unique_ptr<pqxx::connection> connect() const;
  const std::string& url() const { return url_; }

 private:
  void release(std::unique_ptr<pqxx::connection> c);
  std::string url_;
  std::mutex mutex_;
  std::condition_variable available_;
  std::vector<std::unique_ptr<pqxx::connection>> idle_;
  std::size_t outstanding_ = 0;
  std::size_t size_;
};

// Every pooled connection is busy: the caller should answer "try again shortly", not fail.
struct PoolExhausted : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The connection string every process connects with: `url` plus TCP keepalives (a server or
// network that vanished is noticed in about a minute, not after the kernel's two hours) and a
// statement timeout (no statement holds a connection and its locks for ever; 0 sets none).
// What `url` sets itself is kept. Takes a URI (postgresql://...) or a key=value string.
std::string with_session_limits(const std::string& url, std::chrono::milliseconds statement_timeout);

// An error that says nothing about the statement or its data: a lost connection, a deadlock, a
// serialization failure, a cancelled or timed-out statement, a lock not granted, the server out
// of resources or shutting down. The same work may succeed when tried again.
bool is_transient(const std::exception& error);

// A savepoint inside `parent`, rolled back when it goes out of scope uncommitted. libpqxx 6
// issues a subtransaction's SAVEPOINT lazily, on its first exec() but not on a first
// exec_params(): a failing exec_params() would then abort the whole transaction instead of the
// savepoint. This one opens its savepoint at once.
class Savepoint {
 public:
  Savepoint(pqxx::dbtransaction& parent, const std::string& name) : sp_(parent, name) { sp_.exec("SELECT 1"); }
  pqxx::subtransaction& tx() { return sp_; }
  void commit() { sp_.commit(); }

 private:
  pqxx::subtransaction sp_;
};

// Quotes an identifier we own (schema names above); never used on user input.
std::string quote_ident(std::string_view name);

}  // namespace storage
