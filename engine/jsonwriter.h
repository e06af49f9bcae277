// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace inflight {

/// Writes JSON text with members in the order they are written (QJsonObject sorts them, and AWS
/// responses and script output lines have an order worth keeping). Separators are ", " and ": ".
class JsonWriter {
public:
    JsonWriter &beginObject();
    JsonWriter &endObject();
    JsonWriter &beginArray();
    JsonWriter &endArray();
    JsonWriter &key(std::string_view name);
    JsonWriter &value(std::string_view text);
    JsonWriter &value(const char *text) { return value(std::string_view(text)); }
    JsonWriter &value(const std::string &text) { return value(std::string_view(text)); }
    JsonWriter &value(std::int64_t number);
    JsonWriter &value(bool flag);
    /// Inserts already-formatted JSON (a number with a fraction, a nested document).
    JsonWriter &raw(std::string_view json);

    const std::string &text() const { return m_out; }
    std::string take() { return std::move(m_out); }

    static void appendQuoted(std::string &out, std::string_view text);

private:
    void separate();
    std::string m_out;
    std::vector<bool> m_first;
    bool m_afterKey = false;
};

} // namespace inflight
