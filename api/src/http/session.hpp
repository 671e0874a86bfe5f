// A session: one connection's requests, read one after the other (pipelined ones in order).
#pragma once
#include <boost/asio/ip/tcp.hpp>
#include <memory>
#include <string>

#include "http/front.hpp"

namespace api {

// Starts reading requests on `socket` from peer `address` (admitted by Front::admit, released
// when the session ends); the session lives as long as its connection, and holds `place` (its
// I/O thread's count of connections, IoThreads::Place) as long. With pinned I/O threads `thread`
// is the one serving it: between two requests the connection moves to the thread on its
// client's CPU when that has changed (IoThreads::move_for).
void start_session(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Front> front, std::string address,
                   std::shared_ptr<void> place = {}, int thread = -1);

}  // namespace api
