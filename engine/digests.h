// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "api.h"

#include <string>

namespace inflight {

std::string md5Hex(const std::string &bytes);
std::string sha256Hex(const std::string &bytes);
/// AWS's MD5OfMessageAttributes: attributes sorted by name; for each, the length-prefixed name,
/// data type, a transport byte (1 string, 2 binary) and the length-prefixed value.
std::string md5OfMessageAttributes(const MessageAttributeMap &attributes);

/// True when every character is one SQS accepts in a message: #x9 | #xA | #xD | #x20-#xD7FF |
/// #xE000-#xFFFD | #x10000-#x10FFFF, in valid UTF-8.
bool isValidMessageText(const std::string &utf8);

} // namespace inflight
