// Sign-in audit events: published beside the identity's own tables, never in their way.
#include "handlers/audit.hpp"

#include <spdlog/spdlog.h>

#include "auth/devices.hpp"
#include "visitor.hpp"

namespace api::audit {

void publish(Services& s, Request& req, events::Envelope e) {
  const std::string type = e.type;
  // A broker known to be down would hold the sign-in for the whole delivery timeout.
  if (!s.kafka.state().ready) {
    spdlog::warn("audit event {} not stored: the broker is unreachable", type);
    return;
  }
  try {
    s.commands.publish(req, std::move(e), false);
  } catch (const FinalResponse&) {
    spdlog::warn("audit event {} may not be stored", type);
  } catch (const std::exception& ex) {
    spdlog::warn("audit event {} not stored: {}", type, ex.what());
  }
}

std::string network_of(const Services& s, const Request& req) {
  return auth::address_prefix(client_address(req, s.site.trust_forwarded_for));
}

}  // namespace api::audit
