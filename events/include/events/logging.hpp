// Log set-up shared by both binaries: readable text for development, one JSON object a line
// (message escaped) for production.
#pragma once
#include <string>

namespace events {

// format: "text" or "json"; logger: "api" or "worker".
void setup_logging(const std::string& format, const std::string& logger);

}  // namespace events
