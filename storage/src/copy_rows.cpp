#include "storage/copy_rows.hpp"

#include <charconv>
#include <pqxx/tablewriter>

namespace storage {

void CopyRows::separate() {
  if (row_open_) data_ += '\t';
  row_open_ = true;
}

CopyRows& CopyRows::text(std::string_view value) {
  separate();
  // A stretch without a character to escape is appended whole (an event's topic, id and type
  // have none), not a byte at a time.
  std::size_t from = 0;
  for (std::size_t i = 0; i < value.size(); ++i) {
    const char c = value[i];
    if (c != '\\' && c != '\t' && c != '\n' && c != '\r') continue;
    data_.append(value.data() + from, i - from);
    data_ += '\\';
    data_ += c == '\\' ? '\\' : c == '\t' ? 't' : c == '\n' ? 'n' : 'r';
    from = i + 1;
  }
  data_.append(value.data() + from, value.size() - from);
  return *this;
}

CopyRows& CopyRows::number(std::int64_t value) {
  separate();
  char buf[24];
  const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
  data_.append(buf, end);
  return *this;
}

CopyRows& CopyRows::null() {
  separate();
  data_ += "\\N";
  return *this;
}

void CopyRows::end_row() {
  data_ += '\n';
  row_open_ = false;
  ++rows_;
}

void CopyRows::copy_into(pqxx::transaction_base& tx, const std::string& table,
                         const std::vector<std::string>& columns) const {
  if (rows_ == 0) return;
  // libpqxx 6's stream_to takes a row only as values it converts and escapes itself, through
  // several temporary strings per value (3.8 µs a row here, more than Postgres takes to store
  // it), and keeps its raw line writer private. tablewriter, deprecated for its own escaping
  // (unsafe in client encodings whose multibyte characters hold ASCII bytes; ours is UTF-8, and
  // we escape), writes text as it is given. COPY's data is a byte stream that may be sent in
  // pieces of any size: all rows go as one piece (write_raw_line adds the last newline itself).
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
  pqxx::tablewriter copy(tx, table, columns.begin(), columns.end());
#pragma GCC diagnostic pop
  copy.write_raw_line(std::string(data_, 0, data_.size() - 1));
  copy.complete();
}

}  // namespace storage
