// The activity log over the projection's activity table (newest first). Dates are UTC days.
#include "handlers/admin_activity.hpp"

#include <algorithm>
#include <array>
#include <chrono>
#include <boost/json.hpp>

#include "domain/text.hpp"
#include "handlers/history_json.hpp"
#include "handlers/list_page.hpp"
#include "http/errors.hpp"
#include "http/query.hpp"
#include "storage/query.hpp"

namespace api::admin_activity {

namespace json = boost::json;

namespace {

// $1 admin id, $2 entity type, $3 action, $4 from day, $5 to day (each NULL for any).
constexpr const char* kWhere = R"SQL(
  FROM activity a
 WHERE ($1::text IS NULL OR a.actor = 'admin:' || $1)
   AND ($2::text IS NULL OR a.entity_type = $2)
   AND ($3::text IS NULL OR a.action = $3)
   AND ($4::date IS NULL OR a.at >= $4::date::timestamp AT TIME ZONE 'UTC')
   AND ($5::date IS NULL OR a.at < ($5::date + 1)::timestamp AT TIME ZONE 'UTC')
)SQL";
constexpr const char* kColumns = "SELECT a.id, " BONUS_ISO_UTC("a.at")
    ", a.actor, a.action, a.entity_type, a.entity_id, a.entity_label, a.address, a.history";
constexpr const char* kOrder = " ORDER BY a.at DESC, a.id DESC LIMIT $6 OFFSET $7";
constexpr const char* kAdmins = R"SQL(
  SELECT coalesce(json_agg(json_build_object('id', u.id, 'email', u.email) ORDER BY u.email), '[]'::json)::text
    FROM public.users u JOIN public.admin_users a ON a.id = u.id
)SQL";
constexpr long long kCsvCap = 100000;

constexpr std::array<std::string_view, 11> kEntityTypes{
    "casinos", "promotions", "categories", "blog-posts", "splash-ads", "seo-settings", "hero", "settings",
    "publishing-schedule", "comments", "account"};
constexpr std::array<std::string_view, 18> kActions{
    "created", "updated", "deleted", "restored", "activated", "deactivated", "published", "unpublished", "indexed",
    "saved", "signed_in", "sign_in_failed", "signed_out", "totp_enabled", "totp_disabled", "recovery_codes_renewed",
    "session_ended", "password_changed"};

// Turkish names of the actions and types for the CSV.
constexpr std::array<std::pair<std::string_view, std::string_view>, 18> kActionNames{{
    {"created", "oluşturdu"}, {"updated", "güncelledi"}, {"deleted", "sildi"}, {"restored", "geri yükledi"},
    {"activated", "etkinleştirdi"}, {"deactivated", "devre dışı bıraktı"}, {"published", "yayınladı"},
    {"unpublished", "yayından kaldırdı"}, {"indexed", "dizine gönderildi"}, {"saved", "kaydetti"},
    {"signed_in", "oturum açtı"}, {"sign_in_failed", "başarısız oturum açma"}, {"signed_out", "oturumu kapattı"},
    {"totp_enabled", "iki adımlı doğrulamayı açtı"}, {"totp_disabled", "iki adımlı doğrulamayı kapattı"},
    {"recovery_codes_renewed", "kurtarma kodlarını yeniledi"}, {"session_ended", "bir oturumu sonlandırdı"},
    {"password_changed", "parolasını değiştirdi"}}};

struct Filters {
  std::optional<std::string> admin, entity_type, action, from, to;
};

std::optional<std::string> day(const Request& req, std::string_view name) {
  auto v = query_param(req.query, name);
  if (!v || v->empty()) return std::nullopt;
  const bool shaped = v->size() == 10 && (*v)[4] == '-' && (*v)[7] == '-' &&
                      std::all_of(v->begin(), v->end(), [](char c) { return (c >= '0' && c <= '9') || c == '-'; });
  // A real calendar day of years 1..9999 (Postgres' date reads it as such).
  const bool real = shaped && std::chrono::year_month_day{std::chrono::year{std::stoi(v->substr(0, 4))},
                                                          std::chrono::month{unsigned(std::stoi(v->substr(5, 2)))},
                                                          std::chrono::day{unsigned(std::stoi(v->substr(8, 2)))}}
                                  .ok() && v->substr(0, 4) != "0000";
  if (!real) invalid(name, "Tarih YYYY-AA-GG biçiminde geçerli bir gün olmalıdır");
  return v;
}

Filters read_filters(const Request& req) {
  Filters f;
  if (auto admin = query_param(req.query, "admin"); admin && !admin->empty()) f.admin = list_page::uuid(req, "admin");
  f.entity_type = list_page::choice(req, "entity_type", kEntityTypes);
  f.action = list_page::choice(req, "action", kActions);
  f.from = day(req, "from");
  f.to = day(req, "to");
  return f;
}

std::string_view action_name(std::string_view action) {
  for (const auto& [a, name] : kActionNames)
    if (a == action) return name;
  return action;
}

// A CSV cell: quoted when needed, and a leading = + - @ made inert for spreadsheets.
std::string cell(std::string_view v) {
  std::string text(v);
  if (!text.empty() && (text[0] == '=' || text[0] == '+' || text[0] == '-' || text[0] == '@')) text.insert(0, "'");
  if (text.find_first_of(",\"\n\r") == std::string::npos) return text;
  std::string out = "\"";
  for (char c : text) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

// The job runner's rows are a bulk action's, except its indexing results.
std::string_view via(const pqxx::row& row) { return std::string_view(row[3].c_str()) == "indexed" ? "" : "bulk"; }

pqxx::result rows(pqxx::transaction_base& tx, const Filters& f, long long limit, long long offset) {
  return tx.exec_params(std::string(kColumns) + kWhere + kOrder, f.admin, f.entity_type, f.action, f.from, f.to, limit,
                        offset);
}

}  // namespace

Response list(Services& s, Request& req) {
  const auto f = read_filters(req);
  const auto paging = history::read_paging(req, 50);
  auto db = s.db.acquire();
  pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
  auto page = rows(tx, f, paging.page_size, (paging.page - 1) * paging.page_size);
  const auto total =
      tx.exec_params(std::string("SELECT count(*)") + kWhere, f.admin, f.entity_type, f.action, f.from, f.to)[0][0]
          .as<long long>();
  std::vector<std::string> actors;
  for (const auto& row : page) actors.push_back(row[2].as<std::string>());
  const auto emails = history::admin_emails(tx, actors);
  json::array items;
  for (const auto& row : page) {
    const bool versioned = row[8].as<bool>();
    const std::string type = row[4].as<std::string>();
    json::value history_path = nullptr;
    if (versioned && !row[5].is_null()) history_path = "/api/admin/history/" + type + "/" + row[5].as<std::string>();
    auto nullable = [&](int i) { return row[i].is_null() ? json::value(nullptr) : json::value(row[i].c_str()); };
    items.push_back(json::object{{"id", row[0].c_str()},
                                 {"at", row[1].c_str()},
                                 {"actor", history::actor_json(row[2].as<std::string>(), emails, via(row))},
                                 {"action", row[3].c_str()},
                                 {"entity_type", type},
                                 {"entity_id", nullable(5)},
                                 {"entity_label", nullable(6)},
                                 {"address", nullable(7)},
                                 {"history_path", std::move(history_path)}});
  }
  json::object body{{"items", std::move(items)}, {"total", total}, {"page", paging.page}, {"page_size", paging.page_size}};
  return json_response(http::status::ok, json::serialize(body));
}

Response csv(Services& s, Request& req) {
  const auto f = read_filters(req);
  auto db = s.db.acquire();
  pqxx::transaction<pqxx::isolation_level::repeatable_read, pqxx::readwrite_policy::read_only> tx(*db);
  auto all = rows(tx, f, kCsvCap + 1, 0);
  std::vector<std::string> actors;
  for (const auto& row : all) actors.push_back(row[2].as<std::string>());
  const auto emails = history::admin_emails(tx, actors);
  std::string out = "zaman,yönetici,işlem,tür,kayıt\n";
  long long n = 0;
  for (const auto& row : all) {
    if (++n > kCsvCap) {
      out += "# Yalnızca ilk " + std::to_string(kCsvCap) + " satır verildi; aralığı daraltın.\n";
      break;
    }
    const auto actor = history::actor_json(row[2].as<std::string>(), emails, via(row));
    const std::string label = row[6].is_null() ? (row[5].is_null() ? "" : row[5].as<std::string>()) : row[6].as<std::string>();
    out += cell(row[1].c_str()) + "," + cell(actor.at("label").as_string()) + "," + cell(action_name(row[3].c_str())) +
           "," + cell(row[4].c_str()) + "," + cell(label) + "\n";
  }
  Response r;
  r.body = std::move(out);
  r.content_type = "text/csv; charset=utf-8";
  r.headers.emplace_back("Content-Disposition", "attachment; filename=\"etkinlik-gunlugu.csv\"");
  return r;
}

Response admins(Services& s, Request&) { return json_response(http::status::ok, *storage::query_text(s.db, kAdmins)); }

}  // namespace api::admin_activity
