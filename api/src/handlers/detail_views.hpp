// Views of a promotion's and a casino's detail page, counted like blog views (one POST per visit
// from the web app, 202 at once, batched into promotion.viewed / casino.viewed events per UTC
// day): what the back office divides clicks by.
#pragma once
#include "http/types.hpp"
#include "services.hpp"
#include "view_counter.hpp"

namespace api::detail_views {

Response promotion(Services& s, Request& req);  // POST /api/promotions/{id}/views
Response casino(Services& s, Request& req);     // POST /api/casinos/{id}/views

// The event of `count` views under a counter key "promotion|<id>|<day>" or "casino|<id>|<day>".
ViewCounter::MakeEvent make_event();

}  // namespace api::detail_views
