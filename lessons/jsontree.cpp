// SPDX-License-Identifier: GPL-3.0-or-later
#include "jsontree.h"

#include "loadertexts.h"

#include <charconv>
#include <limits>

namespace inflight {

const JsonNode *JsonNode::find(std::string_view key) const
{
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].name == key)
            return &values[i];
    }
    return nullptr;
}

Sentence JsonNode::typeName() const
{
    using content::say;
    switch (type) {
    case Type::Null:
        return say(QT_TRANSLATE_NOOP("LoaderText", "null"));
    case Type::Bool:
        return say(QT_TRANSLATE_NOOP("LoaderText", "a boolean"));
    case Type::Number:
        return say(QT_TRANSLATE_NOOP("LoaderText", "a number"));
    case Type::String:
        return say(QT_TRANSLATE_NOOP("LoaderText", "a string"));
    case Type::Array:
        return say(QT_TRANSLATE_NOOP("LoaderText", "an array"));
    case Type::Object:
        return say(QT_TRANSLATE_NOOP("LoaderText", "an object"));
    }
    return say(QT_TRANSLATE_NOOP("LoaderText", "a value"));
}

namespace {

class Parser {
public:
    Parser(std::string_view text, JsonParseError &error) : m_text(text), m_error(error) {}

    std::optional<JsonNode> document()
    {
        skipSpace();
        JsonNode node;
        if (!value(node, 0))
            return std::nullopt;
        skipSpace();
        if (m_at < m_text.size())
            return fail(content::say(
                QT_TRANSLATE_NOOP("LoaderText", "unexpected text after the JSON value")));
        return node;
    }

private:
    static constexpr int maxDepth = 200;

    /// Records the first failure only: the one at the place the text goes wrong.
    std::nullopt_t fail(Sentence message)
    {
        if (m_error.message.empty()) {
            m_error.line = m_line;
            m_error.column = m_column;
            m_error.message = std::move(message);
        }
        return std::nullopt;
    }

    char peek() const { return m_at < m_text.size() ? m_text[m_at] : '\0'; }
    void advance()
    {
        if (m_text[m_at] == '\n') {
            ++m_line;
            m_column = 1;
        } else if ((static_cast<unsigned char>(m_text[m_at]) & 0xc0) != 0x80) {
            ++m_column; // count characters, not UTF-8 continuation bytes
        }
        ++m_at;
    }
    void skipSpace()
    {
        while (m_at < m_text.size() &&
               (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            advance();
    }
    bool literal(std::string_view word)
    {
        if (m_text.substr(m_at, word.size()) != word)
            return false;
        for (std::size_t i = 0; i < word.size(); ++i)
            advance();
        return true;
    }

    bool value(JsonNode &node, int depth)
    {
        if (depth > maxDepth) {
            fail(content::say(QT_TRANSLATE_NOOP("LoaderText", "nested too deeply")));
            return false;
        }
        node.line = m_line;
        node.column = m_column;
        const char c = peek();
        if (c == '{')
            return object(node, depth);
        if (c == '[')
            return array(node, depth);
        if (c == '"') {
            node.type = JsonNode::Type::String;
            return string(node.text);
        }
        if (c == '-' || (c >= '0' && c <= '9'))
            return number(node);
        if (literal("true")) {
            node.type = JsonNode::Type::Bool;
            node.boolean = true;
            return true;
        }
        if (literal("false")) {
            node.type = JsonNode::Type::Bool;
            return true;
        }
        if (literal("null")) {
            node.type = JsonNode::Type::Null;
            return true;
        }
        if (m_at >= m_text.size())
            fail(content::say(
                QT_TRANSLATE_NOOP("LoaderText", "the file ends where a value was expected")));
        else
            fail(content::say(
                QT_TRANSLATE_NOOP("LoaderText",
                                  "unexpected character '%1' where a value was expected"),
                {content::text(std::string(1, c))}));
        return false;
    }

    bool object(JsonNode &node, int depth)
    {
        node.type = JsonNode::Type::Object;
        advance(); // {
        skipSpace();
        if (peek() == '}') {
            advance();
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                fail(content::say(
                    QT_TRANSLATE_NOOP("LoaderText", "expected a member name in double quotes")));
                return false;
            }
            JsonNode::Key key;
            key.line = m_line;
            key.column = m_column;
            if (!string(key.name))
                return false;
            skipSpace();
            if (peek() != ':') {
                fail(content::say(
                    QT_TRANSLATE_NOOP("LoaderText", "expected ':' after the member name")));
                return false;
            }
            advance();
            skipSpace();
            JsonNode member;
            if (!value(member, depth + 1))
                return false;
            node.keys.push_back(std::move(key));
            node.values.push_back(std::move(member));
            skipSpace();
            if (peek() == ',') {
                advance();
                continue;
            }
            if (peek() == '}') {
                advance();
                return true;
            }
            fail(content::say(
                QT_TRANSLATE_NOOP("LoaderText", "expected ',' or '}' after a member")));
            return false;
        }
    }

    bool array(JsonNode &node, int depth)
    {
        node.type = JsonNode::Type::Array;
        advance(); // [
        skipSpace();
        if (peek() == ']') {
            advance();
            return true;
        }
        while (true) {
            skipSpace();
            JsonNode item;
            if (!value(item, depth + 1))
                return false;
            node.items.push_back(std::move(item));
            skipSpace();
            if (peek() == ',') {
                advance();
                continue;
            }
            if (peek() == ']') {
                advance();
                return true;
            }
            fail(content::say(
                QT_TRANSLATE_NOOP("LoaderText", "expected ',' or ']' after an array element")));
            return false;
        }
    }

    static void appendUtf8(std::string &out, std::uint32_t c)
    {
        if (c < 0x80) {
            out += static_cast<char>(c);
        } else if (c < 0x800) {
            out += static_cast<char>(0xc0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3f));
        } else if (c < 0x10000) {
            out += static_cast<char>(0xe0 | (c >> 12));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (c & 0x3f));
        } else {
            out += static_cast<char>(0xf0 | (c >> 18));
            out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
            out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
            out += static_cast<char>(0x80 | (c & 0x3f));
        }
    }

    bool hex4(std::uint32_t &out)
    {
        out = 0;
        for (int i = 0; i < 4; ++i) {
            const char c = peek();
            int digit = -1;
            if (c >= '0' && c <= '9')
                digit = c - '0';
            else if (c >= 'a' && c <= 'f')
                digit = c - 'a' + 10;
            else if (c >= 'A' && c <= 'F')
                digit = c - 'A' + 10;
            if (digit < 0) {
                fail(content::say(
                    QT_TRANSLATE_NOOP("LoaderText", "\\u must be followed by four hex digits")));
                return false;
            }
            out = out * 16 + static_cast<std::uint32_t>(digit);
            advance();
        }
        return true;
    }

    bool string(std::string &out)
    {
        advance(); // opening quote
        while (true) {
            if (m_at >= m_text.size()) {
                fail(
                    content::say(QT_TRANSLATE_NOOP("LoaderText", "the file ends inside a string")));
                return false;
            }
            const char c = peek();
            if (c == '"') {
                advance();
                return true;
            }
            if (static_cast<unsigned char>(c) < 0x20) {
                fail(content::say(QT_TRANSLATE_NOOP(
                    "LoaderText",
                    "a string cannot contain a raw control character (write \\n, \\t, ...)")));
                return false;
            }
            if (c != '\\') {
                out += c;
                advance();
                continue;
            }
            advance();
            const char e = peek();
            if (m_at >= m_text.size()) {
                fail(
                    content::say(QT_TRANSLATE_NOOP("LoaderText", "the file ends inside a string")));
                return false;
            }
            advance();
            switch (e) {
            case '"':
                out += '"';
                break;
            case '\\':
                out += '\\';
                break;
            case '/':
                out += '/';
                break;
            case 'b':
                out += '\b';
                break;
            case 'f':
                out += '\f';
                break;
            case 'n':
                out += '\n';
                break;
            case 'r':
                out += '\r';
                break;
            case 't':
                out += '\t';
                break;
            case 'u': {
                std::uint32_t code = 0;
                if (!hex4(code))
                    return false;
                if (code >= 0xd800 && code < 0xdc00 && peek() == '\\' && m_at + 1 < m_text.size() &&
                    m_text[m_at + 1] == 'u') {
                    advance();
                    advance();
                    std::uint32_t low = 0;
                    if (!hex4(low))
                        return false;
                    if (low >= 0xdc00 && low < 0xe000)
                        code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
                }
                appendUtf8(out, code);
                break;
            }
            default:
                fail(content::say(
                    QT_TRANSLATE_NOOP("LoaderText", "unknown escape '\\%1' in a string"),
                    {content::text(std::string(1, e))}));
                return false;
            }
        }
    }

    bool number(JsonNode &node)
    {
        node.type = JsonNode::Type::Number;
        const std::size_t start = m_at;
        if (peek() == '-')
            advance();
        if (peek() == '0') {
            advance();
        } else if (peek() >= '1' && peek() <= '9') {
            while (peek() >= '0' && peek() <= '9')
                advance();
        } else {
            fail(content::say(QT_TRANSLATE_NOOP("LoaderText", "a number needs digits")));
            return false;
        }
        if (peek() == '.') {
            advance();
            if (!(peek() >= '0' && peek() <= '9')) {
                fail(content::say(QT_TRANSLATE_NOOP(
                    "LoaderText", "a number needs digits after the decimal point")));
                return false;
            }
            while (peek() >= '0' && peek() <= '9')
                advance();
        }
        if (peek() == 'e' || peek() == 'E') {
            advance();
            if (peek() == '+' || peek() == '-')
                advance();
            if (!(peek() >= '0' && peek() <= '9')) {
                fail(content::say(
                    QT_TRANSLATE_NOOP("LoaderText", "a number needs digits in its exponent")));
                return false;
            }
            while (peek() >= '0' && peek() <= '9')
                advance();
        }
        node.text = std::string(m_text.substr(start, m_at - start));
        // from_chars, not strtod: the locale's decimal separator must not matter.
        const auto parsed =
            std::from_chars(node.text.data(), node.text.data() + node.text.size(), node.number);
        if (parsed.ec == std::errc::result_out_of_range) {
            // Too large (1e999) is infinite, so that range checks reject it; too small (1e-999)
            // is zero. Below 1 in magnitude, or with a negative exponent, it is too small.
            const std::size_t digits = node.text[0] == '-' ? 1 : 0;
            const bool tiny = node.text[digits] == '0' ||
                              node.text.find("e-") != std::string::npos ||
                              node.text.find("E-") != std::string::npos;
            node.number = tiny ? 0.0
                               : (digits ? -std::numeric_limits<double>::infinity()
                                         : std::numeric_limits<double>::infinity());
        }
        return true;
    }

    std::string_view m_text;
    JsonParseError &m_error;
    std::size_t m_at = 0;
    int m_line = 1;
    int m_column = 1;
};

} // namespace

std::optional<JsonNode> parseJsonWithPositions(std::string_view text, JsonParseError &error)
{
    error = {};
    Parser parser(text, error);
    return parser.document();
}

} // namespace inflight
