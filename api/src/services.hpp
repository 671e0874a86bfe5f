// What handlers depend on, assembled once in main.
#pragma once
#include <string>

#include "auth/identity.hpp"
#include "commands.hpp"
#include "metrics.hpp"
#include "storage/postgres.hpp"
#include "uploads/object_store.hpp"

namespace api {

struct Services {
  storage::ConnectionPool& db;
  CommandBus& commands;
  OffsetWatcher& offsets;
  KafkaHealth& kafka;
  Metrics& metrics;
  auth::Identity& identity;
  uploads::ObjectStore& objects;
};

}  // namespace api
