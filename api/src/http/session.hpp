// A session: one connection's requests, read one after the other (pipelined ones in order).
#pragma once
#include <boost/asio/ip/tcp.hpp>
#include <memory>
#include <string>

#include "http/front.hpp"

namespace api {

// Starts reading requests on `socket` from peer `address` (admitted by Front::admit, released
// when the session ends); the session lives as long as its connection.
void start_session(boost::asio::ip::tcp::socket&& socket, std::shared_ptr<Front> front, std::string address);

}  // namespace api
