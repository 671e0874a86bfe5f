// The payloads of the sign-in audit events (content topic, keyed by the account id): what an
// admin account did to its own access, for the activity log. They carry no secret and nothing
// typed by the person signing in: a failed sign-in is recorded only for an existing account, by
// its id; the address is only its network (the /24 of IPv4, the /48 of IPv6), as the session list
// shows it. See payloads.hpp.
#pragma once
#include <boost/describe.hpp>
#include <boost/mp11/list.hpp>
#include <string>

#include "events/catalogue.hpp"

namespace events::payload {

struct AccountAudit {
  std::string account_id;
  std::string address;  // "203.0.113.0/24", "2001:db8:1::/48", or "" when unknown
  std::string at;
};
BOOST_DESCRIBE_STRUCT(AccountAudit, (), (account_id, address, at))

struct AccountSignedIn : AccountAudit {
  static constexpr EventType kEvent{"account.signed_in", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountSignedIn, (AccountAudit), ())
struct AccountSignInFailed : AccountAudit {  // a wrong password or second factor for an existing account
  static constexpr EventType kEvent{"account.sign_in_failed", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountSignInFailed, (AccountAudit), ())
struct AccountSignedOut : AccountAudit {
  static constexpr EventType kEvent{"account.signed_out", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountSignedOut, (AccountAudit), ())
struct AccountTotpEnabled : AccountAudit {
  static constexpr EventType kEvent{"account.totp_enabled", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountTotpEnabled, (AccountAudit), ())
struct AccountTotpDisabled : AccountAudit {
  static constexpr EventType kEvent{"account.totp_disabled", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountTotpDisabled, (AccountAudit), ())
struct AccountRecoveryCodesRenewed : AccountAudit {
  static constexpr EventType kEvent{"account.recovery_codes_renewed", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountRecoveryCodesRenewed, (AccountAudit), ())
struct AccountSessionEnded : AccountAudit {  // one of the account's sessions ended from the session list
  static constexpr EventType kEvent{"account.session_ended", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountSessionEnded, (AccountAudit), ())
struct AccountPasswordChanged : AccountAudit {
  static constexpr EventType kEvent{"account.password_changed", 1, TopicKind::content, "account id"};
};
BOOST_DESCRIBE_STRUCT(AccountPasswordChanged, (AccountAudit), ())

using AuditPayloads =
    boost::mp11::mp_list<AccountSignedIn, AccountSignInFailed, AccountSignedOut, AccountTotpEnabled, AccountTotpDisabled,
                         AccountRecoveryCodesRenewed, AccountSessionEnded, AccountPasswordChanged>;

}  // namespace events::payload
