// events/catalogue.json, the machine-readable catalogue, as the payload structs declare it: every
// event type with its version, topic, key and the shape of its data (field names and JSON types,
// nested structs as objects). The file is written from this (`cmake --build build --target
// event_catalogue`) and a unit test fails when the two differ.
#pragma once
#include <boost/json.hpp>
#include <string>

namespace events {

boost::json::value catalogue_json();
// `value` as indented JSON text, object keys in their order, ending in a newline.
std::string indented_json(const boost::json::value& value);

}  // namespace events
