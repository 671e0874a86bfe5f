// `bonus-api admin ...`: account commands run from a shell (create or reset an admin, remove
// admin rights, list accounts).
#pragma once

namespace api {

// argv[1] is "admin". Exit status: 0 done, 1 failed (database), 2 usage or invalid input.
int run_admin_cli(int argc, char** argv);

}  // namespace api
