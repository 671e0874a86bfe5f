# embed_text_file(<target> <input> <symbol>): compiles the file's bytes into the target as
# `extern const std::string_view <symbol>;`, so binaries carry their SQL and need no paths.
function(embed_text_file target input symbol)
  set(out "${CMAKE_CURRENT_BINARY_DIR}/embedded_${symbol}.cpp")
  add_custom_command(
    OUTPUT "${out}"
    COMMAND ${CMAKE_COMMAND} -DINPUT=${input} -DOUTPUT=${out} -DSYMBOL=${symbol}
            -P "${PROJECT_SOURCE_DIR}/cmake/EmbedFileRun.cmake"
    DEPENDS "${input}" "${PROJECT_SOURCE_DIR}/cmake/EmbedFileRun.cmake"
    VERBATIM)
  target_sources(${target} PRIVATE "${out}")
endfunction()
