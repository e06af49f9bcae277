// SPDX-License-Identifier: GPL-3.0-or-later
#include "gifencodingthread.h"

namespace inflight {

GifEncodingThread::GifEncodingThread(GifEncoder &encoder)
    : m_encoder(encoder), m_thread([this] { run(); })
{
}

GifEncodingThread::~GifEncodingThread()
{
    cancel();
}

void GifEncodingThread::cancel()
{
    {
        const std::lock_guard lock(m_mutex);
        // What is still queued is dropped: the file is not going to be finished.
        m_queue.clear();
    }
    stop();
}

void GifEncodingThread::stop()
{
    {
        const std::lock_guard lock(m_mutex);
        m_closing = true;
    }
    m_changed.notify_all();
    if (m_thread.joinable())
        m_thread.join();
}

void GifEncodingThread::run()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return !m_queue.empty() || m_closing; });
        if (m_queue.empty())
            return;
        // Taken off the queue before it is encoded: cancel() may clear the queue meanwhile, and
        // popping after the encode then popped an empty queue (a crash seen in the tests).
        const Pending next = std::move(m_queue.front());
        m_queue.pop_front();
        lock.unlock();
        const bool ok = m_encoder.addFrame(next.frame, next.delayCs);
        lock.lock();
        if (!ok) {
            m_failed = true;
            m_error = m_encoder.errorString();
            m_queue.clear();
        }
        m_changed.notify_all();
    }
}

bool GifEncodingThread::add(QImage frame, int delayCs)
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_queue.size() < capacity || m_failed; });
    if (m_failed)
        return false;
    m_queue.push_back({std::move(frame), delayCs});
    lock.unlock();
    m_changed.notify_all();
    return true;
}

bool GifEncodingThread::finish()
{
    stop();
    const std::lock_guard lock(m_mutex);
    if (m_failed)
        return false;
    if (!m_encoder.finish()) {
        m_failed = true;
        m_error = m_encoder.errorString();
        return false;
    }
    return true;
}

QString GifEncodingThread::errorString() const
{
    const std::lock_guard lock(m_mutex);
    return m_error;
}

} // namespace inflight
