// One struct per event type: what its `data` holds, and, in its `kEvent`, the type's name,
// version, topic and key. That struct is the type's only declaration: the catalogue
// (events/catalogue.hpp) is the list of the `kEvent`s of AllPayloads, and events/catalogue.json is
// written from the same list (docs/events.md describes each type in words). Create and update
// events of an entity carry the same whole state, so they share a state struct and differ only in
// their `kEvent`. Timestamps are UTC ISO 8601 text (events::now_utc()).
//
// The structs are in payloads_content.hpp (content and engagement topics) and payloads_jobs.hpp
// (jobs topic), payloads_bulk.hpp (bulk actions, jobs topic), payloads_audit.hpp (sign-in audit, content topic), each ending with its list. To add an event type: the struct (described, with
// kEvent) and its name in that list; make_event and payload_of refuse at compile time a struct
// that is in no list. See "How to add an event type" in docs/architecture.md.
#pragma once
#include <boost/mp11/algorithm.hpp>

#include "events/catalogue.hpp"
#include "events/payloads_audit.hpp"
#include "events/payloads_bulk.hpp"
#include "events/payloads_content.hpp"
#include "events/payloads_jobs.hpp"

namespace events::payload {

// Every payload struct, so every event type.
using AllPayloads = boost::mp11::mp_append<ContentPayloads, JobPayloads, BulkPayloads, AuditPayloads>;

}  // namespace events::payload
