// 'İstatistikler': outbound clicks, unique visitors and views over a date range, from the daily
// projections of outbound_clicks.cpp and detail_views.cpp (worker).
#pragma once
#include "http/types.hpp"
#include "services.hpp"

namespace api::admin_stats {

// GET /api/admin/stats?days=7|30|90 (default 30) or ?from=YYYY-MM-DD&to=YYYY-MM-DD (at most 366
// days), &promotions=id,id (up to five, compared per day), &casinos=id (up to five).
Response get(Services& s, Request& req);

}  // namespace api::admin_stats
