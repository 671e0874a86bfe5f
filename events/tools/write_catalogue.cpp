// Writes events/catalogue.json from the payload structs: `cmake --build build --target
// event_catalogue` runs it with the file's path.
#include <fstream>
#include <iostream>

#include "events/catalogue_json.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: write-event-catalogue <path of catalogue.json>\n";
    return 2;
  }
  std::ofstream out(argv[1], std::ios::binary | std::ios::trunc);
  out << events::indented_json(events::catalogue_json());
  if (!out) {
    std::cerr << "could not write " << argv[1] << "\n";
    return 1;
  }
  std::cout << "wrote " << argv[1] << "\n";
  return 0;
}
