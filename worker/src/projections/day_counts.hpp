// Counts per UTC day and entity, shared by the click and detail-view projections: the daily
// upsert (one statement per table and batch) and the running totals the statistics read.
#pragma once
#include <cstdint>
#include <pqxx/pqxx>
#include <string>
#include <string_view>
#include <vector>

namespace worker {

// What one batch adds per (day, key): each pair at most once.
struct DayAmounts {
  std::vector<std::string> days, keys;
  std::vector<std::int64_t> amounts;
  bool empty() const { return days.empty(); }
  void add(std::string day, std::string key, std::int64_t amount) {
    days.push_back(std::move(day));
    keys.push_back(std::move(key));
    amounts.push_back(amount);
  }
};

// Runs `upsert_sql` ($1 days, $2 keys, $3 amounts: INSERT ... ON CONFLICT DO UPDATE adding the
// amount) once for the whole batch; nothing when it is empty.
void add_per_day(pqxx::transaction_base& tx, const char* upsert_sql, const DayAmounts& amounts);

// Adds clicks or views of promotions or casinos (keys are their ids) to proj.running_totals:
// creates the rows of days the entity had none (starting from its total before that day), links
// each row to its next day, and adds every amount to the rows of its day and after. The result
// depends only on the sums per (entity, day), never on how events were batched.
enum class Measure { clicks, views };
void add_running_totals(pqxx::transaction_base& tx, std::string_view kind, Measure measure,
                        const DayAmounts& amounts);

}  // namespace worker
