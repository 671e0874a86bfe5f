// The shape of a projection: one apply function per event type. Live projection and replay run
// the same functions, so a rebuilt read model is the same fold over the same events.
#pragma once
#include <cstdint>
#include <functional>
#include <map>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "events/envelope.hpp"
#include "events/typed.hpp"

namespace worker {

using ApplyFn = std::function<void(pqxx::transaction_base& tx, const events::Envelope& e)>;

// Per entity key, the amount a batch's counter events add (see on_count).
struct Counts {
  std::vector<std::string> keys;
  std::vector<std::int64_t> amounts;
};
using AddCountsFn = void (*)(pqxx::transaction_base& tx, const Counts& counts);

// What a batch's counter events add up to, per add function and key. The projector applies it
// at the end of the batch: one statement per add function instead of one per event.
class BatchCounts {
 public:
  void add(AddCountsFn fn, const std::string& key, std::int64_t amount) { totals_[fn][key] += amount; }
  bool empty() const { return totals_.empty(); }
  void apply(pqxx::transaction_base& tx) const;

 private:
  std::map<AddCountsFn, std::map<std::string, std::int64_t>> totals_;
};

using ApplyRunFn = std::function<void(pqxx::transaction_base& tx, const std::vector<const events::Envelope*>& run)>;

// How one event type is applied: alone, (counter events) added to a batch's counts, or (run
// events) together with the events of the same type right before and after it in the batch.
struct Apply {
  ApplyFn one;
  std::function<void(BatchCounts& counts, const events::Envelope& e)> count;  // empty for other types
  ApplyRunFn run;                                                             // empty for other types
  void operator()(pqxx::transaction_base& tx, const events::Envelope& e) const { one(tx, e); }
};
using ApplyTable = std::map<std::string, Apply, std::less<>>;

// A second function for the same type is a programming error, refused at start.
void register_apply(ApplyTable& table, std::string_view type, Apply apply);

// Registers the apply function of one event type: it receives the payload as its typed struct
// (events/payloads.hpp), so a field it reads is checked by the compiler and a malformed payload
// fails with the field's name before the function runs.
template <events::Payload P>
void on(ApplyTable& table, void (*apply)(pqxx::transaction_base& tx, const P& payload)) {
  register_apply(
      table, P::kEvent.name,
      {[apply](pqxx::transaction_base& tx, const events::Envelope& e) { apply(tx, events::payload_of<P>(e)); }, {}, {}});
}

// Registers a counter event: its whole effect is adding a number to one entity's count, and it
// commutes with every other event (a count for an entity not projected yet is kept aside, and
// nothing but counter events changes the count). `count` checks the payload and names the key
// and the amount; `add` applies the totals of many keys in one statement. A batch sums its
// counter events per key and applies the sums once; an event alone is a sum of one, through the
// same `add`, so both ways give the same rows.
template <events::Payload P>
void on_count(ApplyTable& table, std::pair<std::string, std::int64_t> (*count)(const P& payload), AddCountsFn add) {
  register_apply(table, P::kEvent.name, {[count, add](pqxx::transaction_base& tx, const events::Envelope& e) {
            auto [key, amount] = count(events::payload_of<P>(e));
            add(tx, Counts{{key}, {amount}});
          },
          [count, add](BatchCounts& counts, const events::Envelope& e) {
            auto [key, amount] = count(events::payload_of<P>(e));
            counts.add(add, key, amount);
          },
          {}});
}

// The same for a counter whose key also needs the envelope (say the UTC day of its `at`).
template <events::Payload P>
void on_count(ApplyTable& table,
              std::pair<std::string, std::int64_t> (*count)(const events::Envelope& e, const P& payload),
              AddCountsFn add) {
  register_apply(table, P::kEvent.name, {[count, add](pqxx::transaction_base& tx, const events::Envelope& e) {
            auto [key, amount] = count(e, events::payload_of<P>(e));
            add(tx, Counts{{key}, {amount}});
          },
          [count, add](BatchCounts& counts, const events::Envelope& e) {
            auto [key, amount] = count(e, events::payload_of<P>(e));
            counts.add(add, key, amount);
          },
          {}});
}

// Registers a run event: `apply_run` applies several events of this type with one statement,
// with exactly the rows applying them one after the other in that order would give. A batch
// hands it each run of consecutive events of the type (counter events between them do not
// break a run: they commute); an event alone is a run of one.
template <events::Payload P>
void on_run(ApplyTable& table, void (*apply_run)(pqxx::transaction_base& tx, const std::vector<P>& payloads)) {
  register_apply(table, P::kEvent.name,
                 {[apply_run](pqxx::transaction_base& tx, const events::Envelope& e) {
                    apply_run(tx, std::vector<P>{events::payload_of<P>(e)});
                  },
                  {},
                  [apply_run](pqxx::transaction_base& tx, const std::vector<const events::Envelope*>& run) {
                    std::vector<P> payloads;
                    payloads.reserve(run.size());
                    for (const auto* e : run) payloads.push_back(events::payload_of<P>(*e));
                    apply_run(tx, payloads);
                  }});
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
void add_outbound_click_projection(ApplyTable& table);
void add_detail_view_projection(ApplyTable& table);
void add_bulk_action_projection(ApplyTable& table);
// History, bin and activity log (projections/history.cpp): wraps the applies of the content
// types above, so it is added last; also applies the sign-in audit events.
void add_history_projection(ApplyTable& table);

// Records a successful search-engine submission (projections/indexing.cpp).
void mark_indexed(pqxx::transaction_base& tx, const std::string& entity, const std::string& id, const std::string& url,
                  const std::string& at);

// All projections of the product.
ApplyTable all_projections();

// The sitemap is derived from casinos and published posts (projections/sitemap.cpp). A batch
// that applied events that change what it lists (sitemap_keys_of) records their casinos and posts
// in its transaction (the projector's batch in the statement that ends it, projector.cpp; an
// operator's retry of a dead letter with count_sitemap_change); their entries and the XML are made
// after its commit, off the command's path (sitemap_rebuilder.hpp).
struct SitemapKeys {
  std::vector<std::int64_t> kinds;  // 1 a casino, 2 a blog post
  std::vector<std::string> ids;
  bool empty() const { return ids.empty(); }
};
// Whether an event of `type` changes the sitemap; with `e` (of that type), adds its casino or posts.
bool sitemap_keys_of(std::string_view type, const events::Envelope* e, SitemapKeys& keys);
void count_sitemap_change(pqxx::transaction_base& tx, const SitemapKeys& keys);
// Brings the sitemap up to date in `tx` (its search path set): the entries of the casinos and
// posts counted since it was built (every entry when it never was), then the XML from the
// entries, with the change count it was built from; grows the read area 'sitemap' for the api's
// cache. With `guard` (the schema's name and its oid as read before anything else in `tx`) it
// writes only while the name still has that oid: a replay's swap in between would have it read
// one schema and write another, so it leaves the sitemap to the next rebuild. Returns whether it
// saved.
struct SchemaGuard {
  std::string name, oid;
};
bool rebuild_sitemap(pqxx::transaction_base& tx, const std::string& public_origin, const SchemaGuard* guard = nullptr);

}  // namespace worker
