// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Reading content files (scenarios, lessons) member by member: every problem is collected with
// its position, every member not read is reported as an unknown key with the closest valid one,
// and numbers are checked against their range. Shared by the scenario and lesson loaders.

#include "jsontree.h"
#include "loadertexts.h"
#include "scenarioloader.h"
#include "suggest.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace inflight::content {

/// The longest time a content file may give, in seconds: the engine's limit for times from
/// outside (15 days), longer than any run a lesson needs.
constexpr double maxSeconds = longestTimeSeconds;

/// A message quotes names from the file, which may hold escaped control characters ("a\nb" as a
/// key): written escaped again, so that each problem stays on one line of a report.
inline std::string oneLine(const std::string &message)
{
    std::string text;
    for (const char c : message) {
        if (c == '\n')
            text += "\\n";
        else if (c == '\r')
            text += "\\r";
        else if (c == '\t')
            text += "\\t";
        else if (static_cast<unsigned char>(c) < 0x20)
            text += "\\u00" + std::string(1, "0123456789abcdef"[(c >> 4) & 0xf]) +
                    "0123456789abcdef"[c & 0xf];
        else
            text += c;
    }
    return text;
}

/// Names joined by ", ": the valid keys, choices or names a message lists.
inline std::string commaList(const std::vector<std::string> &names)
{
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i ? ", " : "") + names[i];
    return text;
}

inline std::string numberText(double value)
{
    if (std::floor(value) == value && std::fabs(value) < 1e18)
        return std::to_string(static_cast<long long>(value));
    std::string text = std::to_string(value);
    while (!text.empty() && text.back() == '0')
        text.pop_back();
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

class Problems {
public:
    std::vector<ContentProblem> list;
    /// `message` about the value `at`, under its JSON `path` ("queues[0].name: ...").
    void add(const JsonNode &at, const std::string &path, Sentence message)
    {
        list.emplace_back(at.line, at.column, atPath(path, std::move(message)));
    }
    void addAtKey(const JsonNode::Key &key, Sentence message)
    {
        list.emplace_back(key.line, key.column, std::move(message));
    }
};

/// Reads the members of one object; every member must be read or is reported as unknown.
class ObjectReader {
public:
    ObjectReader(Problems &problems, const JsonNode &node, std::string path,
                 std::vector<std::string> allowed)
        : m_problems(problems), m_node(node), m_path(std::move(path)), m_allowed(std::move(allowed))
    {
        if (!node.isObject()) {
            m_problems.add(node, m_path,
                           say(QT_TRANSLATE_NOOP("LoaderText", "must be an object, not %1"),
                               {node.typeName()}));
            return;
        }
        std::set<std::string> seen;
        for (std::size_t i = 0; i < node.keys.size(); ++i) {
            const JsonNode::Key &key = node.keys[i];
            if (!seen.insert(key.name).second) {
                m_problems.addAtKey(key, say(QT_TRANSLATE_NOOP("LoaderText", "%1: appears twice"),
                                             {text(where(key.name))}));
                continue;
            }
            if (std::find(m_allowed.begin(), m_allowed.end(), key.name) == m_allowed.end())
                m_problems.addAtKey(key, unknownKey(where(key.name), key.name, m_allowed));
        }
    }

    bool isObject() const { return m_node.isObject(); }
    const std::string &path() const { return m_path; }
    std::string where(const std::string &key) const
    {
        return m_path.empty() ? key : m_path + "." + key;
    }
    const JsonNode *get(const char *key) const
    {
        return m_node.isObject() ? m_node.find(key) : nullptr;
    }
    const JsonNode &node() const { return m_node; }

    std::optional<std::string> string(const char *key, bool required = false)
    {
        const JsonNode *v = get(key);
        if (!v) {
            if (required && isObject())
                m_problems.add(m_node, m_path, missing(key));
            return std::nullopt;
        }
        if (v->type != JsonNode::Type::String) {
            m_problems.add(
                *v, where(key),
                say(QT_TRANSLATE_NOOP("LoaderText", "must be a string, not %1"), {v->typeName()}));
            return std::nullopt;
        }
        return v->text;
    }

    /// A number from `min` to `max`; `seconds`: the range is said in seconds.
    std::optional<double> number(const char *key, double min, double max, bool seconds = false)
    {
        const JsonNode *v = get(key);
        if (!v)
            return std::nullopt;
        return numberValue(*v, where(key), min, max, seconds);
    }

    std::optional<double> numberValue(const JsonNode &v, const std::string &path, double min,
                                      double max, bool seconds)
    {
        if (v.type != JsonNode::Type::Number) {
            m_problems.add(
                v, path,
                say(QT_TRANSLATE_NOOP("LoaderText", "must be a number, not %1"), {v.typeName()}));
            return std::nullopt;
        }
        if (!(v.number >= min && v.number <= max)) {
            m_problems.add(v, path, outOfRange(v.text, min, max, seconds));
            return std::nullopt;
        }
        return v.number;
    }

    std::optional<TimeMs> seconds(const char *key, double min, double max)
    {
        const auto value = number(key, min, max, true);
        if (!value)
            return std::nullopt;
        return static_cast<TimeMs>(std::llround(*value * 1000.0));
    }

    std::optional<std::int64_t> integer(const char *key, std::int64_t min, std::int64_t max)
    {
        const JsonNode *v = get(key);
        if (!v)
            return std::nullopt;
        const auto value = number(key, static_cast<double>(min), static_cast<double>(max));
        if (!value)
            return std::nullopt;
        if (std::floor(*value) != *value) {
            m_problems.add(
                *v, where(key),
                say(QT_TRANSLATE_NOOP("LoaderText", "%1 must be a whole number"), {text(v->text)}));
            return std::nullopt;
        }
        return static_cast<std::int64_t>(*value);
    }

    std::optional<bool> boolean(const char *key)
    {
        const JsonNode *v = get(key);
        if (!v)
            return std::nullopt;
        if (v->type != JsonNode::Type::Bool) {
            m_problems.add(*v, where(key),
                           say(QT_TRANSLATE_NOOP("LoaderText", "must be true or false, not %1"),
                               {v->typeName()}));
            return std::nullopt;
        }
        return v->boolean;
    }

    std::optional<std::string> choice(const char *key, const std::vector<std::string> &options)
    {
        const auto value = string(key);
        if (!value)
            return std::nullopt;
        if (std::find(options.begin(), options.end(), *value) != options.end())
            return value;
        m_problems.add(*get(key), where(key), notOneOf(*value, options));
        return std::nullopt;
    }

    std::vector<std::string> stringList(const char *key)
    {
        std::vector<std::string> out;
        const JsonNode *v = get(key);
        if (!v)
            return out;
        if (v->type != JsonNode::Type::Array) {
            m_problems.add(*v, where(key),
                           say(QT_TRANSLATE_NOOP("LoaderText", "must be an array of strings")));
            return out;
        }
        for (std::size_t i = 0; i < v->items.size(); ++i) {
            if (v->items[i].type != JsonNode::Type::String)
                m_problems.add(v->items[i], where(key) + "[" + std::to_string(i) + "]",
                               say(QT_TRANSLATE_NOOP("LoaderText", "must be a string")));
            else
                out.push_back(v->items[i].text);
        }
        return out;
    }

    /// The elements of an array member (a single object is taken as a list of one).
    std::vector<const JsonNode *> list(const char *key)
    {
        std::vector<const JsonNode *> out;
        const JsonNode *v = get(key);
        if (!v)
            return out;
        if (v->type == JsonNode::Type::Object) {
            out.push_back(v);
            return out;
        }
        if (v->type != JsonNode::Type::Array) {
            m_problems.add(
                *v, where(key),
                say(QT_TRANSLATE_NOOP("LoaderText", "must be an array, not %1"), {v->typeName()}));
            return out;
        }
        for (const JsonNode &item : v->items)
            out.push_back(&item);
        return out;
    }

    Problems &problems() { return m_problems; }

private:
    Problems &m_problems;
    const JsonNode &m_node;
    std::string m_path;
    std::vector<std::string> m_allowed;
};

} // namespace inflight::content
