// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the viewer has selected: a message, a worker or nothing. Playback holds it for the views;
// a saved session keeps it, so it is plain data that needs no view.

#include "types.h"

#include <cstdint>

namespace inflight {

struct Selection {
    enum class Kind : std::uint8_t { None, Message, Worker };
    Kind kind = Kind::None;
    MessageNumber message = noMessage;
    ActorId worker = engineActor;
    friend bool operator==(const Selection &, const Selection &) = default;
};

} // namespace inflight
