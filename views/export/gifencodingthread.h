// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A GifEncoder on a thread of its own: frames are handed over as they are drawn and encoded while
// the next ones are drawn, so that an export takes about as long as its drawing, not its drawing
// and its encoding one after the other. At most a few frames wait, so memory stays small.

#include "gifencoder.h"

#include <QImage>
#include <QString>

#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>

namespace inflight {

class GifEncodingThread {
public:
    /// Starts encoding with `encoder`, which (with its device) must not be touched elsewhere until
    /// finish() or the destructor has returned.
    explicit GifEncodingThread(GifEncoder &encoder);
    /// Stops without finishing the file (a cancelled export): cancel().
    ~GifEncodingThread();
    GifEncodingThread(const GifEncodingThread &) = delete;
    GifEncodingThread &operator=(const GifEncodingThread &) = delete;

    /// Queues a frame, waiting while the queue is full. False once the encoder has failed.
    bool add(QImage frame, int delayCs);
    /// Encodes what is queued and ends the file. False (see errorString()) when it failed.
    bool finish();
    QString errorString() const;
    /// Drops what is queued and stops once the frame being encoded is done, without finishing the
    /// file; the device is free when it returns.
    void cancel();

private:
    struct Pending {
        QImage frame;
        int delayCs = 0;
    };
    void run();
    void stop();

    static constexpr std::size_t capacity = 3;
    GifEncoder &m_encoder;
    mutable std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Pending> m_queue;
    bool m_closing = false;
    bool m_failed = false;
    QString m_error;
    std::thread m_thread;
};

} // namespace inflight
