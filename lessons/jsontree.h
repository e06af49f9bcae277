// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A JSON parser that remembers where every value and key starts, so that content files
// (scenarios, lessons) can report problems as file:line:column.

#include "sentence.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace inflight {

struct JsonNode {
    enum class Type : std::uint8_t { Null, Bool, Number, String, Array, Object };
    struct Key {
        std::string name;
        int line = 0;
        int column = 0;
    };

    Type type = Type::Null;
    int line = 0;
    int column = 0;
    bool boolean = false;
    double number = 0;
    /// A string's value, or a number as written.
    std::string text;
    std::vector<JsonNode> items;
    /// Object members, in file order (duplicates kept, so they can be reported).
    std::vector<Key> keys;
    std::vector<JsonNode> values;

    bool isObject() const { return type == Type::Object; }
    const JsonNode *find(std::string_view key) const;
    /// "an object", "a string", ... for problems ("must be a number, not a string").
    Sentence typeName() const;
};

struct JsonParseError {
    int line = 0;
    int column = 0;
    Sentence message;
};

std::optional<JsonNode> parseJsonWithPositions(std::string_view text, JsonParseError &error);

} // namespace inflight
