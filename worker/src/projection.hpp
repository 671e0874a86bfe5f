// The shape of a projection: one apply function per event type. Live projection and replay run
// the same functions, so a rebuilt read model is the same fold over the same events.
#pragma once
#include <functional>
#include <map>
#include <pqxx/pqxx>
#include <string>

#include "events/envelope.hpp"

namespace worker {

using ApplyFn = std::function<void(pqxx::transaction_base& tx, const events::Envelope& e)>;
using ApplyTable = std::map<std::string, ApplyFn, std::less<>>;

// Each projection adds its apply functions (projections/<name>.cpp).
void add_casino_projection(ApplyTable& table);
void add_publishing_projection(ApplyTable& table);

// All projections of the product.
ApplyTable all_projections();

}  // namespace worker
