# Script half of embed_text_file: writes INPUT's bytes as a char array named SYMBOL.
file(READ "${INPUT}" hex HEX)
string(REGEX REPLACE "([0-9a-f][0-9a-f])" "'\\\\x\\1'," bytes "${hex}")
file(WRITE "${OUTPUT}" "#include <string_view>\nnamespace { const char data[] = {${bytes} '\\0'}; }\nextern const std::string_view ${SYMBOL};\nconst std::string_view ${SYMBOL}{data, sizeof(data) - 1};\n")
