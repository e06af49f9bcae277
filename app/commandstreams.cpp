// SPDX-License-Identifier: GPL-3.0-or-later
#include "commandstreams.h"

namespace inflight {

QTextStream &commandOut()
{
    static QTextStream stream(stdout);
    return stream;
}

QTextStream &commandErr()
{
    static QTextStream stream(stderr);
    return stream;
}

} // namespace inflight
