// Idempotency-Key: a command sent with one fixes its event ids and the id of the entity it
// creates, so a retry after a timeout can never create a second one (the projector drops an event
// id it applied before). The ids are name-based UUIDs of actor, method, path and key, so the same
// key from another actor or for another route names other events.
#pragma once
#include <string>
#include <string_view>

#include "http/types.hpp"

namespace api {

// Reads the Idempotency-Key header of a command into `req.command_key`: 1..200 printable ASCII
// characters, else 400. Without the header nothing changes (fresh random ids). The request hash
// is keyed with `hash_key` (see request_hash).
void read_idempotency_key(Request& req, std::string_view hash_key);

// The request hash the events of a keyed command carry (and applied_events keeps): HMAC-SHA256
// of the body under `key`, a secret kept outside the log, in hex. Unkeyed, a hash of the body
// would let anyone holding the log confirm a guessed text of an erased comment.
std::string request_hash(std::string_view key, std::string_view body);

// The id of the entity a create command makes: from the key when one was sent (so a retry names
// the same entity), else a fresh UUID. `actor` is the one the command's events carry.
std::string entity_id(const Request& req, std::string_view actor, std::string_view what = "entity");

// The id of the command's next event (the first, second, ... it publishes) for a keyed command.
std::string next_event_id(Request& req, std::string_view actor);

}  // namespace api
