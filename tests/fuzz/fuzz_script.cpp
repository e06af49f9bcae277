// SPDX-License-Identifier: GPL-3.0-or-later
// Fuzz target: the script runner (SCRIPT.md). The input is a script's text, read line by line as
// `inflight script FILE` reads it (ScriptRunner::run on the file), every response line discarded.

#include "scriptrunner.h"

#include <QBuffer>
#include <QByteArray>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QByteArray text(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QBuffer input(&text);
    input.open(QIODevice::ReadOnly);
    inflight::ScriptRunner runner([](const std::string &) {});
    runner.run(input);
    // The command line prints the digest after the run; computing it walks the whole log.
    (void)runner.engine().digest();
    return 0;
}
