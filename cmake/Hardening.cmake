# Compiler and linker hardening for every target of the build (ASVS 4.0.3 14.1.2), checked on
# the built binaries by the `hardening` test (tests/hardening/check.sh):
#
#   -fstack-protector-strong   a canary in every function with a local array or address taken
#   -fstack-clash-protection   stack growth probed page by page, so it cannot jump a guard page
#   -fcf-protection            indirect branch tracking and shadow-stack marks (x86 CET) where
#                              the target has them
#   -D_FORTIFY_SOURCE=3 (2)    glibc's checked memcpy/snprintf/read... (`__*_chk`), with sizes
#                              known at run time as well (3) when the compiler can give them;
#                              only with optimisation, which the checks need
#   PIE                        executables load at a random address, as the libraries do
#   -z relro -z now            relocations resolved at start and then made read-only
#   -z noexecstack             no executable stack
#
# Each flag is added only when the compiler (and linker) accepts it, so another toolchain still
# builds; the test says which protection is missing. -DBONUS_HARDENING=OFF leaves all of them out
# (the `hardening` test then fails, as it should).
option(BONUS_HARDENING "Compile and link with the hardening flags (ASVS 14.1.2)" ON)
if(NOT BONUS_HARDENING)
  return()
endif()
include(CheckCXXCompilerFlag)
include(CheckCXXSourceCompiles)
include(CheckLinkerFlag)
include(CheckPIESupported)

foreach(flag -fstack-protector-strong -fstack-clash-protection -fcf-protection)
  string(MAKE_C_IDENTIFIER "BONUS_HAS${flag}" var)
  check_cxx_compiler_flag(${flag} ${var})
  if(${var})
    add_compile_options(${flag})
  endif()
endforeach()

# Level 3 needs __builtin_dynamic_object_size (GCC 12, Clang 16) and glibc 2.34.
check_cxx_source_compiles([[
#include <features.h>
#if !defined(__has_builtin) || !__has_builtin(__builtin_dynamic_object_size) || !__GLIBC_PREREQ(2, 34)
#error no _FORTIFY_SOURCE=3
#endif
int main() { return 0; }
]] BONUS_HAS_FORTIFY_3)
if(BONUS_HAS_FORTIFY_3)
  set(BONUS_FORTIFY_LEVEL 3)
else()
  set(BONUS_FORTIFY_LEVEL 2)
endif()
# A toolchain may define its own level already: ours replaces it. Debug builds (-O0) get none.
add_compile_options($<$<NOT:$<CONFIG:Debug>>:-U_FORTIFY_SOURCE>
                    $<$<NOT:$<CONFIG:Debug>>:-D_FORTIFY_SOURCE=${BONUS_FORTIFY_LEVEL}>)

check_pie_supported(OUTPUT_VARIABLE pie_message LANGUAGES CXX)
if(CMAKE_CXX_LINK_PIE_SUPPORTED)
  set(CMAKE_POSITION_INDEPENDENT_CODE ON)
else()
  message(WARNING "the linker cannot build position-independent executables: ${pie_message}")
endif()

check_linker_flag(CXX "LINKER:-z,relro,-z,now,-z,noexecstack" BONUS_HAS_RELRO_NOW)
if(BONUS_HAS_RELRO_NOW)
  add_link_options("LINKER:-z,relro,-z,now,-z,noexecstack")
endif()
