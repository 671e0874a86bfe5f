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
#pragma once
#include "http/router.hpp"
#include "http/types.hpp"
#include "services.hpp"

namespace api::outbound {

Response casino(Services& s, const Router& router, Request& req);
Response promotion(Services& s, const Router& router, Request& req);
Response by_query(Services& s, const Router& router, Request& req);

}  // namespace api::outbound
