// SPDX-License-Identifier: GPL-3.0-or-later
#include "digests.h"

#include <QCryptographicHash>

namespace inflight {

namespace {
std::string hashHex(const std::string &bytes, QCryptographicHash::Algorithm algorithm)
{
    return QCryptographicHash::hash(
               QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())), algorithm)
        .toHex()
        .toStdString();
}

void appendLengthPrefixed(std::string &out, const std::string &text)
{
    const auto n = static_cast<std::uint32_t>(text.size());
    out.push_back(static_cast<char>((n >> 24) & 0xff));
    out.push_back(static_cast<char>((n >> 16) & 0xff));
    out.push_back(static_cast<char>((n >> 8) & 0xff));
    out.push_back(static_cast<char>(n & 0xff));
    out += text;
}
} // namespace

std::string md5Hex(const std::string &bytes)
{
    return hashHex(bytes, QCryptographicHash::Md5);
}

std::string sha256Hex(const std::string &bytes)
{
    return hashHex(bytes, QCryptographicHash::Sha256);
}

std::string md5OfMessageAttributes(const MessageAttributeMap &attributes)
{
    std::string buffer;
    for (const auto &[name, value] : attributes) { // std::map: sorted by name, as AWS requires
        appendLengthPrefixed(buffer, name);
        appendLengthPrefixed(buffer, value.dataType);
        const bool binary = value.dataType.rfind("Binary", 0) == 0;
        buffer.push_back(binary ? 2 : 1);
        appendLengthPrefixed(buffer, binary ? value.binaryValue : value.stringValue);
    }
    return md5Hex(buffer);
}

bool isValidMessageText(const std::string &utf8)
{
    const auto *p = reinterpret_cast<const unsigned char *>(utf8.data());
    const auto *end = p + utf8.size();
    while (p < end) {
        std::uint32_t c = *p;
        if (c >= 0x20 && c < 0x80) {
            ++p;
            continue;
        }
        int extra = 0;
        if (c < 0x80) {
            extra = 0;
        } else if ((c & 0xe0) == 0xc0) {
            c &= 0x1f;
            extra = 1;
        } else if ((c & 0xf0) == 0xe0) {
            c &= 0x0f;
            extra = 2;
        } else if ((c & 0xf8) == 0xf0) {
            c &= 0x07;
            extra = 3;
        } else {
            return false;
        }
        if (end - p <= extra)
            return false;
        for (int i = 1; i <= extra; ++i) {
            if ((p[i] & 0xc0) != 0x80)
                return false;
            c = (c << 6) | (p[i] & 0x3f);
        }
        // Overlong encodings are not valid UTF-8.
        if ((extra == 1 && c < 0x80) || (extra == 2 && c < 0x800) || (extra == 3 && c < 0x10000))
            return false;
        p += extra + 1;
        const bool allowed = c == 0x9 || c == 0xa || c == 0xd || (c >= 0x20 && c <= 0xd7ff) ||
                             (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff);
        if (!allowed)
            return false;
    }
    return true;
}

} // namespace inflight
