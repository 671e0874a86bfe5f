// Outbound links: the public site's only way to a casino. Each answers 302 to a stored,
// re-validated URL (never to anything the request names), with X-Robots-Tag: noindex and
// Cache-Control: no-store, and counts the click (click_counter.hpp) unless it came from a crawler,
// a link previewer, a HEAD or a prefetch.
//   GET /git/{casinoSlug}                   the casino's URL
//   GET /git/{casinoSlug}/{promotionSlug}   the newest visible promotion of that casino with that
//                                           slug; an inactive or expired one: its casino's URL
//                                           (counted for the casino)
//   GET /git?promosyon={id}                 a visible promotion without a casino
//   GET /git?reklam={id}                    an active splash ad's link
// Anything unknown (or a stored URL that no longer passes validation) answers the site's 404 page.
// A link's target is kept in memory once looked up (outbound_targets.hpp) until the catalogue or
// the site changes; the *_ready variants answer on the I/O thread when it is, and give nothing
// (the request goes on to the handler pool) when it is not.
#pragma once
#include <optional>

#include "http/router.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::outbound {

Response casino(Services& s, const Router& router, Request& req);
Response promotion(Services& s, const Router& router, Request& req);
Response by_query(Services& s, const Router& router, Request& req);

std::optional<Response> casino_ready(Services& s, Request& req);
std::optional<Response> promotion_ready(Services& s, Request& req);
std::optional<Response> by_query_ready(Services& s, Request& req);

}  // namespace api::outbound
