// Rows written with one `COPY ... FROM STDIN` (text format): Postgres' cheapest way to insert
// many rows, since it writes a page's rows with one WAL record and runs no executor per row (a
// batch's applied_events: 3.9 µs a row against 5.9 µs with INSERT ... SELECT FROM unnest, see
// bench/README.md). Every text field is escaped, so any text is safe; a value its column refuses
// (not a uuid, say) fails the COPY as it would fail an INSERT.
#pragma once
#include <cstdint>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

namespace storage {

class CopyRows {
 public:
  CopyRows& text(std::string_view value);
  CopyRows& number(std::int64_t value);
  CopyRows& null();
  void end_row();
  std::size_t rows() const { return rows_; }

  // Writes the rows into `table` (a name on the search_path), in the order of `columns` (each
  // written as given: quote a keyword such as "offset" yourself). Nothing at all for no rows.
  void copy_into(pqxx::transaction_base& tx, const std::string& table, const std::vector<std::string>& columns) const;

 private:
  void separate();
  std::string data_;
  std::size_t rows_ = 0;
  bool row_open_ = false;
};

}  // namespace storage
