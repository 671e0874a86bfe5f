// The shape of a projection: one apply function per event type. Live projection and replay run
// the same functions, so a rebuilt read model is the same fold over the same events.
#pragma once
#include <functional>
#include <map>
#include <stdexcept>
#include <pqxx/pqxx>
#include <string>
#include <string_view>

#include "events/envelope.hpp"
#include "events/typed.hpp"

namespace worker {

using ApplyFn = std::function<void(pqxx::transaction_base& tx, const events::Envelope& e)>;
using ApplyTable = std::map<std::string, ApplyFn, std::less<>>;

// Registers the apply function of one event type: it receives the payload as its typed struct
// (events/payloads.hpp), so a field it reads is checked by the compiler and a malformed payload
// fails with the field's name before the function runs.
// A second function for the same type is a programming error, refused at start.
template <events::Payload P>
void on(ApplyTable& table, void (*apply)(pqxx::transaction_base& tx, const P& payload)) {
  const bool added = table
                         .emplace(P::kType, [apply](pqxx::transaction_base& tx, const events::Envelope& e) {
                           apply(tx, events::payload_of<P>(e));
                         })
                         .second;
  if (!added) throw std::logic_error("two apply functions for " + std::string(P::kType));
}

// Each projection adds its apply functions (projections/<name>.cpp).
void add_casino_projection(ApplyTable& table);
void add_publishing_projection(ApplyTable& table);
void add_category_projection(ApplyTable& table);
void add_promotion_projection(ApplyTable& table);
void add_blog_post_projection(ApplyTable& table);
void add_comment_projection(ApplyTable& table);
void add_hero_projection(ApplyTable& table);
void add_settings_projection(ApplyTable& table);
void add_seo_setting_projection(ApplyTable& table);
void add_splash_ad_projection(ApplyTable& table);
void add_ai_job_projection(ApplyTable& table);
void add_indexing_projection(ApplyTable& table);

// Records a successful search-engine submission (projections/indexing.cpp).
void mark_indexed(pqxx::transaction_base& tx, const std::string& entity, const std::string& id, const std::string& url,
                  const std::string& at);

// All projections of the product.
ApplyTable all_projections();

// The sitemap is derived from casinos and published posts (projections/sitemap.cpp): the
// projector rebuilds it after a batch that applied an event of a type for which this is true.
bool changes_sitemap(std::string_view event_type);
void rebuild_sitemap(pqxx::transaction_base& tx, const std::string& public_origin);

}  // namespace worker
