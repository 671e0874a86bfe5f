// Notices to an admin about their own account (ASVS 2.2.3, 2.5.5, 2.8.5): written in the same
// transaction as the change they report and listed on the security screen (with a banner until
// read). A notice holds the kind, the time, the browser family and the coarse address: never a secret.
// The worker also pushes each one to a webhook when one is configured (worker/src/jobs/notice_push.cpp);
// what it last recorded about that is read here for the same screen.
#include "auth/identity.hpp"

namespace api::auth {

namespace {

constexpr const char* kInsertNotice = R"SQL(
  INSERT INTO public.security_notices (user_id, kind, browser, address_prefix) VALUES ($1, $2, $3, $4)
)SQL";
constexpr const char* kListNotices = R"SQL(
  SELECT id, kind, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), browser, address_prefix,
         read_at IS NOT NULL
    FROM public.security_notices WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 50
)SQL";
constexpr const char* kMarkRead =
    "UPDATE public.security_notices SET read_at = now() WHERE user_id = $1 AND read_at IS NULL";
// What the worker last recorded about the push (no row: it never said, so nothing is sent).
constexpr const char* kPushStatus = R"SQL(
  SELECT p.configured, p.target,
         coalesce(to_char(p.last_sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), ''),
         coalesce(to_char(p.last_error_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), ''),
         (SELECT count(*) FROM public.security_notices WHERE user_id = $1 AND push_state = 'pending')
    FROM public.security_notice_push p
)SQL";

}  // namespace

void Identity::notify(pqxx::transaction_base& tx, const std::string& user_id, const std::string& kind,
                      const std::string& browser, const std::string& address_prefix) {
  tx.exec_params(kInsertNotice, user_id, kind, browser, address_prefix);
}

std::vector<NoticeView> Identity::notices(const std::string& user_id) {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  std::vector<NoticeView> out;
  for (const auto& r : tx.exec_params(kListNotices, user_id))
    out.push_back({r[0].as<long long>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>(),
                   r[4].as<std::string>(), r[5].as<bool>()});
  return out;
}

void Identity::mark_notices_read(const std::string& user_id) {
  auto db = db_.acquire();
  pqxx::work tx(*db);
  tx.exec_params(kMarkRead, user_id);
  tx.commit();
}

NoticePushView Identity::notice_push(const std::string& user_id) {
  auto db = db_.acquire();
  pqxx::nontransaction tx(*db);
  NoticePushView v;
  for (const auto& r : tx.exec_params(kPushStatus, user_id))
    v = {r[0].as<bool>(), r[1].as<std::string>(), r[2].as<std::string>(), r[3].as<std::string>(), r[4].as<long long>()};
  return v;
}

}  // namespace api::auth
