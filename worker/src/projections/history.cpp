// History, bin and activity log: a projection of the content events themselves. Every content
// event of an entity adds one version row holding the entity's whole state after it (create and
// update carry it; activated, published, indexed... patch the previous state; a deletion keeps
// it, which is what the bin shows), one head row per entity (its latest version, label and, while
// deleted, who deleted it and when) and one activity row. Sign-in audit events add activity rows
// only; a comment's deletion adds an activity row without any text. Nothing here is decrypted.
//
// This is one hook over the apply table, not a statement in every apply_* function: the apply
// of each versioned type is wrapped to write its version in the same transaction.
#include <boost/json.hpp>
#include <memory>
#include <set>
#include <utility>
#include <vector>

#include "domain/plain_text.hpp"
#include "events/payloads.hpp"
#include "projection.hpp"
#include "storage/array_literal.hpp"
#include "storage/query.hpp"

namespace worker {

namespace {

namespace payload = events::payload;
namespace json = boost::json;

// Versions of several events in one statement, in order, the arrays holding one element per
// event: $1 type segment, $2 entity id, $3 event id, $4 at, $5 actor, $6 action, $7 via,
// $8 restored_from, $9 whole state (NULL: the previous state with $10, a patch, applied), $11
// label, $12/$13 its search forms (NULL: the previous ones), $14 the activity row's id. No entity
// comes twice in one statement (see record_versions): each reads its previous version as the
// statement found it, which is what applying the events one after the other would read.
constexpr const char* kRecordVersions = R"SQL(
  WITH input AS (
    SELECT * FROM unnest($1::text[], $2::text[], $3::uuid[], $4::timestamptz[], $5::text[], $6::text[], $7::text[],
                         $8::integer[], $9::jsonb[], $10::jsonb[], $11::text[], $12::text[], $13::text[], $14::text[])
           WITH ORDINALITY AS x(entity_type, entity_id, event_id, at, actor, action, via, restored_from, state, patch,
                                label, search_text, search_ascii, activity_id, n)
  ), prev AS (
    SELECT h.entity_type, h.entity_id, h.version, h.label, h.search_text, h.search_ascii, v.state
      FROM entity_heads h JOIN entity_versions v USING (entity_type, entity_id, version)
     WHERE (h.entity_type, h.entity_id) IN (SELECT entity_type, entity_id FROM input)
  ), nxt AS (
    SELECT i.n, i.entity_type, i.entity_id, i.event_id, i.at, i.actor, i.action, i.via, i.restored_from, i.activity_id,
           coalesce(p.version, 0) + 1 AS version,
           coalesce(i.state, coalesce(p.state, '{}'::jsonb) || coalesce(i.patch, '{}'::jsonb)) AS state,
           coalesce(i.label, p.label, '') AS label,
           coalesce(i.search_text, p.search_text, '') AS search_text,
           coalesce(i.search_ascii, p.search_ascii, '') AS search_ascii
      FROM input i LEFT JOIN prev p ON p.entity_type = i.entity_type AND p.entity_id = i.entity_id
  ), v AS (
    INSERT INTO entity_versions (entity_type, entity_id, version, event_id, at, actor, action, via, restored_from, state)
    SELECT entity_type, entity_id, version, event_id, at, actor, action, via, restored_from, state FROM nxt ORDER BY n
  ), h AS (
    INSERT INTO entity_heads (entity_type, entity_id, version, label, search_text, search_ascii, deleted_at, deleted_by)
    SELECT entity_type, entity_id, version, label, search_text, search_ascii,
           CASE WHEN action = 'deleted' THEN at END, CASE WHEN action = 'deleted' THEN actor END FROM nxt ORDER BY n
    ON CONFLICT (entity_type, entity_id) DO UPDATE SET
      version = EXCLUDED.version, label = EXCLUDED.label, search_text = EXCLUDED.search_text,
      search_ascii = EXCLUDED.search_ascii, deleted_at = EXCLUDED.deleted_at, deleted_by = EXCLUDED.deleted_by
  )
  INSERT INTO activity (id, at, actor, action, entity_type, entity_id, entity_label, address, history)
  SELECT activity_id, at, actor, action, entity_type, entity_id, label, NULL, true FROM nxt ORDER BY n
  ON CONFLICT (id) DO NOTHING
)SQL";

// A row of the activity log that is no version: a sign-in audit event, a comment's deletion.
constexpr const char* kRecordActivity = R"SQL(
  INSERT INTO activity (id, at, actor, action, entity_type, entity_id, entity_label, address, history)
  VALUES ($1, $2::timestamptz, $3, $4, $5, $6, NULL, NULLIF($7, ''), false)
  ON CONFLICT (id) DO NOTHING
)SQL";

struct Version {
  std::string entity_id;
  std::string action;
  std::optional<std::int64_t> restored_from;
  std::optional<json::object> state;  // whole; else `patch` applies to the previous one
  json::object patch;
};

std::optional<std::string> label_of(std::string_view type, const json::object& state) {
  for (const char* field : {"name", "title", "page_name"})
    if (const auto* v = state.if_contains(field); v && v->is_string()) return std::string(v->get_string());
  if (type == "hero") return "Hero Bölümü";
  if (type == "settings") return "İçerik Alanları";
  if (type == "publishing-schedule") return "Zamanlanmış Yayınlama";
  return std::nullopt;
}

std::optional<std::string> via_of(const events::Envelope& e, const Version& v) {
  if (v.restored_from) return "restore";
  if (e.type == payload::BlogPostBatchCreated::kEvent.name) return "ai_batch";
  if (e.actor == "system:publisher") return "publisher";
  // The job runner's row events of a bulk action (its indexing results are its own).
  if (e.actor == "system:jobs" && v.action != "indexed") return "bulk";
  return std::nullopt;
}

// One event's version as statement parameters: an element of each of kRecordVersions' arrays.
struct Versions {
  std::vector<std::string> type, entity_id, event_id, at, actor, action, activity_id;
  std::vector<std::optional<std::string>> via, restored_from, state, patch, label, search_text, search_ascii;
  std::size_t size() const { return type.size(); }
};

void add_version(Versions& out, std::string_view type, const events::Envelope& e, Version v,
                 const std::string& activity_id) {
  std::optional<std::string> state_text, label, search_text, search_ascii;
  if (v.state) {
    v.state->erase("restored_from");  // said by the row's own column
    state_text = json::serialize(*v.state);
    label = label_of(type, *v.state);
    if (label) {
      search_text = domain::fold_for_search(*label);
      search_ascii = domain::fold_ascii_for_search(*label);
    }
  }
  const auto via = via_of(e, v);
  if (v.restored_from) v.action = "restored";  // a save (or a create, from the bin) that brought a version back
  out.type.emplace_back(type);
  out.entity_id.push_back(std::move(v.entity_id));
  out.event_id.push_back(e.id);
  out.at.push_back(e.at);
  out.actor.push_back(e.actor);
  out.action.push_back(std::move(v.action));
  out.via.push_back(via);
  out.restored_from.push_back(v.restored_from ? std::optional(std::to_string(*v.restored_from)) : std::nullopt);
  out.state.push_back(std::move(state_text));
  out.patch.push_back(v.state ? std::nullopt : std::optional<std::string>(json::serialize(v.patch)));
  out.label.push_back(std::move(label));
  out.search_text.push_back(std::move(search_text));
  out.search_ascii.push_back(std::move(search_ascii));
  out.activity_id.push_back(activity_id);
}

// The versions in order, as few statements as possible: one per stretch in which no entity comes
// twice (the second of a pair reads the first's version, so it goes in the next statement).
void record_versions(pqxx::transaction_base& tx, const Versions& all) {
  std::size_t from = 0;
  while (from < all.size()) {
    std::set<std::pair<std::string_view, std::string_view>> entities;
    std::size_t to = from;
    while (to < all.size() && entities.emplace(all.type[to], all.entity_id[to]).second) ++to;
    auto part = [from, to](const auto& column) {
      return storage::array_literal(std::decay_t<decltype(column)>(column.begin() + static_cast<std::ptrdiff_t>(from),
                                                                    column.begin() + static_cast<std::ptrdiff_t>(to)));
    };
    storage::exec_batch(tx, to - from, "history.record_versions", kRecordVersions, part(all.type), part(all.entity_id),
                        part(all.event_id), part(all.at), part(all.actor), part(all.action), part(all.via),
                        part(all.restored_from), part(all.state), part(all.patch), part(all.label),
                        part(all.search_text), part(all.search_ascii), part(all.activity_id));
    from = to;
  }
}

// A create or update event: its payload is the whole state.
template <class P>
Version whole(const events::Envelope& e, std::string action, std::string entity_id = {}) {
  auto p = events::payload_of<P>(e);
  Version v{entity_id, std::move(action), p.restored_from, std::nullopt, {}};
  if constexpr (requires { p.id; })
    if (v.entity_id.empty()) v.entity_id = p.id;
  p.restored_from.reset();
  v.state = events::to_data(p);
  return v;
}
// An event that changes a few fields of the previous state; the keys are the state's fields.
template <class P>
Version patch(const events::Envelope& e, std::string action, json::object (*fields)(const P&)) {
  auto p = events::payload_of<P>(e);
  return {p.id, std::move(action), std::nullopt, std::nullopt, fields(p)};
}
template <class P>
Version deletion(const events::Envelope& e) {
  return {events::payload_of<P>(e).id, "deleted", std::nullopt, std::nullopt, {}};
}

struct Rule {
  std::string_view event;
  std::string_view type;  // the api's type segment
  Version (*version)(const events::Envelope& e);
};

// Version numbers count from the entity's first event; "created" of a singleton is its first save.
const Rule kRules[] = {
    {payload::CasinoCreated::kEvent.name, "casinos", [](const auto& e) { return whole<payload::CasinoCreated>(e, "created"); }},
    {payload::CasinoUpdated::kEvent.name, "casinos", [](const auto& e) { return whole<payload::CasinoUpdated>(e, "updated"); }},
    {payload::CasinoDeleted::kEvent.name, "casinos", [](const auto& e) { return deletion<payload::CasinoDeleted>(e); }},
    {payload::CategoryCreated::kEvent.name, "categories", [](const auto& e) { return whole<payload::CategoryCreated>(e, "created"); }},
    {payload::CategoryUpdated::kEvent.name, "categories", [](const auto& e) { return whole<payload::CategoryUpdated>(e, "updated"); }},
    {payload::CategoryDeleted::kEvent.name, "categories", [](const auto& e) { return deletion<payload::CategoryDeleted>(e); }},
    {payload::PromotionCreated::kEvent.name, "promotions", [](const auto& e) { return whole<payload::PromotionCreated>(e, "created"); }},
    {payload::PromotionUpdated::kEvent.name, "promotions", [](const auto& e) { return whole<payload::PromotionUpdated>(e, "updated"); }},
    {payload::PromotionActivated::kEvent.name, "promotions",
     [](const auto& e) {
       return patch<payload::PromotionActivated>(e, "activated", [](const payload::PromotionActivated& p) {
         return json::object{{"is_active", true}, {"indexed", false}, {"updated_at", p.at}};
       });
     }},
    {payload::PromotionDeactivated::kEvent.name, "promotions",
     [](const auto& e) {
       return patch<payload::PromotionDeactivated>(e, "deactivated", [](const payload::PromotionDeactivated& p) {
         return json::object{{"is_active", false}, {"updated_at", p.at}};
       });
     }},
    {payload::PromotionIndexed::kEvent.name, "promotions",
     [](const auto& e) {
       return patch<payload::PromotionIndexed>(e, "indexed",
                                               [](const payload::PromotionIndexed&) { return json::object{{"indexed", true}}; });
     }},
    {payload::PromotionDeleted::kEvent.name, "promotions", [](const auto& e) { return deletion<payload::PromotionDeleted>(e); }},
    {payload::BlogPostCreated::kEvent.name, "blog-posts", [](const auto& e) { return whole<payload::BlogPostCreated>(e, "created"); }},
    {payload::BlogPostUpdated::kEvent.name, "blog-posts", [](const auto& e) { return whole<payload::BlogPostUpdated>(e, "updated"); }},
    {payload::BlogPostPublished::kEvent.name, "blog-posts",
     [](const auto& e) {
       return patch<payload::BlogPostPublished>(e, "published", [](const payload::BlogPostPublished& p) {
         return json::object{{"is_published", true}, {"published_at", p.published_at}};
       });
     }},
    {payload::BlogPostUnpublished::kEvent.name, "blog-posts",
     [](const auto& e) {
       return patch<payload::BlogPostUnpublished>(e, "unpublished", [](const payload::BlogPostUnpublished&) {
         return json::object{{"is_published", false}, {"published_at", nullptr}};
       });
     }},
    {payload::BlogPostIndexed::kEvent.name, "blog-posts",
     [](const auto& e) {
       return patch<payload::BlogPostIndexed>(e, "indexed",
                                              [](const payload::BlogPostIndexed&) { return json::object{{"indexed", true}}; });
     }},
    {payload::BlogPostDeleted::kEvent.name, "blog-posts", [](const auto& e) { return deletion<payload::BlogPostDeleted>(e); }},
    {payload::SplashAdCreated::kEvent.name, "splash-ads", [](const auto& e) { return whole<payload::SplashAdCreated>(e, "created"); }},
    {payload::SplashAdUpdated::kEvent.name, "splash-ads", [](const auto& e) { return whole<payload::SplashAdUpdated>(e, "updated"); }},
    {payload::SplashAdDeleted::kEvent.name, "splash-ads", [](const auto& e) { return deletion<payload::SplashAdDeleted>(e); }},
    {payload::HeroUpdated::kEvent.name, "hero", [](const auto& e) { return whole<payload::HeroUpdated>(e, "updated", "current"); }},
    {payload::SettingsUpdated::kEvent.name, "settings",
     [](const auto& e) { return whole<payload::SettingsUpdated>(e, "updated", "current"); }},
    {payload::SeoSettingSaved::kEvent.name, "seo-settings", [](const auto& e) { return whole<payload::SeoSettingSaved>(e, "saved"); }},
    {payload::SeoSettingDeleted::kEvent.name, "seo-settings", [](const auto& e) { return deletion<payload::SeoSettingDeleted>(e); }},
    {payload::PublishingScheduleSaved::kEvent.name, "publishing-schedule",
     [](const auto& e) { return whole<payload::PublishingScheduleSaved>(e, "saved", "current"); }},
};

void record_batch(pqxx::transaction_base& tx, const std::vector<const events::Envelope*>& run) {
  Versions versions;
  for (const auto* e : run)
    for (auto post : events::payload_of<payload::BlogPostBatchCreated>(*e).posts) {
      Version v{post.id, "created", post.restored_from, std::nullopt, {}};
      post.restored_from.reset();
      v.state = events::to_data(post);
      add_version(versions, "blog-posts", *e, std::move(v), e->id + ":" + post.id);
    }
  record_versions(tx, versions);
}

// What the history adds after the apply of one event type, for the events given in log order:
// one event, or the run a run event was applied with.
using After = std::function<void(pqxx::transaction_base&, const std::vector<const events::Envelope*>&)>;

// Runs `original`, then `after`, in the same transaction; for a run event (applied together with
// its neighbours of the same type), the run first, then `after` for the whole run.
void wrap(ApplyTable& table, std::string_view event, After after) {
  auto it = table.find(event);
  if (it == table.end() || it->second.count)
    throw std::logic_error("the history hook needs an apply that is not a counter for " + std::string(event));
  auto shared = std::make_shared<const After>(std::move(after));
  it->second.one = [original = it->second.one, shared](pqxx::transaction_base& tx, const events::Envelope& e) {
    original(tx, e);
    (*shared)(tx, {&e});
  };
  if (it->second.run)
    it->second.run = [original = it->second.run, shared](pqxx::transaction_base& tx,
                                                         const std::vector<const events::Envelope*>& run) {
      original(tx, run);
      (*shared)(tx, run);
    };
}

template <class P>
void on_audit(ApplyTable& table, std::string_view action) {
  register_apply(table, P::kEvent.name,
                 {[action](pqxx::transaction_base& tx, const events::Envelope& e) {
                    const auto p = events::payload_of<P>(e);
                    tx.exec_params(kRecordActivity, e.id, p.at, "admin:" + p.account_id, std::string(action), "account",
                                   p.account_id, p.address);
                  },
                  {},
                  {}});
}

}  // namespace

void add_history_projection(ApplyTable& table) {
  for (const auto& rule : kRules)
    wrap(table, rule.event, [&rule](pqxx::transaction_base& tx, const std::vector<const events::Envelope*>& run) {
      Versions versions;
      for (const auto* e : run) add_version(versions, rule.type, *e, rule.version(*e), e->id);
      record_versions(tx, versions);
    });
  wrap(table, payload::BlogPostBatchCreated::kEvent.name, record_batch);
  // A comment's deletion is an action in the log, with nothing of the comment: no history.
  wrap(table, payload::CommentDeleted::kEvent.name,
       [](pqxx::transaction_base& tx, const std::vector<const events::Envelope*>& run) {
         for (const auto* e : run) {
           const auto p = events::payload_of<payload::CommentDeleted>(*e);
           tx.exec_params(kRecordActivity, e->id, e->at, e->actor, "deleted", "comments", p.id, std::string());
         }
       });
  on_audit<payload::AccountSignedIn>(table, "signed_in");
  on_audit<payload::AccountSignInFailed>(table, "sign_in_failed");
  on_audit<payload::AccountSignedOut>(table, "signed_out");
  on_audit<payload::AccountTotpEnabled>(table, "totp_enabled");
  on_audit<payload::AccountTotpDisabled>(table, "totp_disabled");
  on_audit<payload::AccountRecoveryCodesRenewed>(table, "recovery_codes_renewed");
  on_audit<payload::AccountSessionEnded>(table, "session_ended");
  on_audit<payload::AccountPasswordChanged>(table, "password_changed");
}

}  // namespace worker
