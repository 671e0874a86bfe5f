// What handlers depend on, assembled once in main.
#pragma once
#include <string>

#include "commands.hpp"
#include "metrics.hpp"
#include "storage/postgres.hpp"

namespace api {

struct Services {
  storage::ConnectionPool& db;
  CommandBus& commands;
  OffsetWatcher& offsets;
  KafkaHealth& kafka;
  Metrics& metrics;
};

}  // namespace api
