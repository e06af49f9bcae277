// SPDX-License-Identifier: GPL-3.0-or-later
#include "sessioncontroller.h"

#include "comparison.h"

#include "lessonsession.h"
#include "playback.h"
#include "practicesession.h"
#include "scenariodocument.h"
#include "sessionfile.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QScopedValueRollback>
#include <QStandardPaths>
#include <QUndoStack>

#include <algorithm>

namespace inflight {

namespace {

QString originPath(const QString &recovery)
{
    return recovery + QStringLiteral(".origin");
}

QString lockPath(const QString &recovery)
{
    return recovery + QStringLiteral(".lock");
}

QString runDigest(const ScenarioDocument *document)
{
    const auto run = document->run();
    return run && run->engine ? QString::fromStdString(run->engine->digest()) : QString();
}

} // namespace

SessionController::SessionController(ScenarioDocument *document, Playback *playback,
                                     LessonSession *lesson, QObject *parent)
    : QObject(parent), m_document(document), m_playback(playback), m_lesson(lesson),
      m_recoveryFolder(defaultRecoveryFolder())
{
    m_autosave.setSingleShot(true);
    m_autosave.setInterval(30'000);
    connect(&m_autosave, &QTimer::timeout, this, [this] {
        if (isModified())
            writeRecovery();
    });
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this,
            &SessionController::updateModified);
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &SessionController::changed);
    connect(m_playback, &Playback::annotationsChanged, this, &SessionController::markModified);
    connect(m_lesson, &LessonSession::stateChanged, this, &SessionController::markModified);
}

SessionController::~SessionController()
{
    // A clean close: the copy is not needed after a crash that did not happen.
    discardRecovery();
}

Session SessionController::capture() const
{
    Session s;
    if (const Lesson *lesson = m_lesson->lesson()) {
        s.source = Session::Source::Lesson;
        s.lessonId = QString::fromStdString(lesson->id);
        s.lessonVersion = lesson->version;
        s.lesson = m_lesson->state();
    } else {
        s.source =
            m_document->isRecording() ? Session::Source::Recording : Session::Source::Scenario;
        s.scenarioPath = m_document->path();
        s.scenarioText = m_document->sourceText();
    }
    s.edits = m_document->edits();
    s.editsApplied = m_document->editsApplied();
    s.playheadMs = m_playback->time();
    // Among events of the same millisecond, the one on screen; none once the playhead has moved
    // off it.
    const std::int64_t sequence = m_playback->currentSequence();
    const Run *run = m_playback->run();
    if (sequence >= 0 && run &&
        run->log()[static_cast<std::uint64_t>(sequence)].time == s.playheadMs)
        s.playheadSequence = sequence;
    const TimeWindow range = m_playback->visibleRange();
    s.viewFromMs = std::max(0.0, range.fromSeconds * 1000.0);
    s.viewToMs = std::max(s.viewFromMs, range.toSeconds * 1000.0);
    s.selection = m_playback->selection();
    s.annotations = m_playback->annotations();
    s.runDigest = runDigest(m_document);
    s.engineVersion = QCoreApplication::applicationVersion();
    // Practice once a question has been drawn.
    if (m_practice && m_practice->question())
        s.practice = m_practice->state();
    if (m_comparison && m_comparison->active() &&
        m_comparison->source() != Comparison::Source::LessonStep)
        s.comparison = m_compared;
    return s;
}

void SessionController::setPractice(PracticeSession *practice)
{
    m_practice = practice;
    connect(m_practice, &PracticeSession::stateChanged, this, &SessionController::markModified);
}

void SessionController::setComparison(Comparison *comparison)
{
    m_comparison = comparison;
    connect(m_comparison, &Comparison::changed, this, [this] {
        // Ended by the user, or replaced by a lesson step's: nothing of it to save.
        if (!m_comparison->active() || m_comparison->source() == Comparison::Source::LessonStep)
            m_compared.reset();
    });
}

bool SessionController::compareWith(const SessionComparison &comparison, QString *error)
{
    if (!m_comparison)
        return false;
    if (comparison.kind == SessionComparison::Kind::Original) {
        // Made once, and only when a long session was opened with its edits applied.
        std::shared_ptr<const Run> original = m_document->originalRun();
        if (!original) {
            if (error)
                *error = tr("The original's run was cancelled; nothing was changed.");
            return false;
        }
        m_comparison->start(std::move(original), Comparison::Source::Original, tr("the original"),
                            m_document->appliedEditsText(), true);
    } else {
        const std::optional<Scenario> scenario = comparedScenario(comparison, error);
        if (!scenario)
            return false;
        // A long run goes to a thread of its own behind the window's progress dialog, which can
        // cancel it, as the document's own runs do.
        std::shared_ptr<const Run> run = m_document->simulateAside(*scenario, error);
        if (!run)
            return false;
        if (!run->problems.empty()) {
            if (error)
                *error = QString::fromStdString(run->summary()).trimmed();
            return false;
        }
        const QString title = QString::fromStdString(m_document->scenario().title.empty()
                                                         ? m_document->scenario().name
                                                         : m_document->scenario().title);
        m_comparison->start(std::move(run), Comparison::Source::File, comparison.name,
                            m_document->editsApplied() > 0
                                ? title + QStringLiteral(", ") + m_document->appliedEditsText()
                                : title,
                            true);
    }
    m_compared = comparison;
    markModified();
    return true;
}

bool SessionController::apply(const Session &session, QString *error, QString *warning)
{
    const std::optional<SessionSource> source = sessionSource(session, error);
    if (!source)
        return false;
    QStringList warnings;
    // The session's own changes are not the user's, on every way out of here.
    const QScopedValueRollback applying(m_applying, true);
    if (session.source == Session::Source::Lesson) {
        if (!m_lesson->openLesson(source->lessonPath, error)) {
            return false;
        }
    } else {
        // Checked by sessionSource: the text loads. A scenario is run once, with its edits
        // (a cancelled run changes nothing); a recording has none.
        QString editProblem;
        const bool loaded =
            session.source == Session::Source::Recording
                ? m_document->loadRecording(session.scenarioText, error)
                : m_document->loadText(session.scenarioText, session.scenarioPath, error,
                                       session.edits, session.editsApplied, &editProblem);
        if (!loaded) {
            return false;
        }
        // Closed once the session's run is there: a cancelled open keeps the lesson too.
        if (m_lesson->lesson())
            m_lesson->closeLesson();
        if (!editProblem.isEmpty())
            warnings << tr("Not every edit could be made again: %1.").arg(editProblem);
    }
    // What was compared before ends here; the session's comparison, or its lesson step's (asked
    // for when the lesson's state is put back), takes its place.
    if (m_comparison)
        m_comparison->stop();
    if (session.source != Session::Source::Scenario) {
        // A run the user cancelled is not a problem to report: the window acknowledges it.
        const RunCancelWatch watch(m_document);
        const QString editProblem = m_document->restoreEdits(session.edits, session.editsApplied);
        if (!editProblem.isEmpty() && !watch.cancelled())
            warnings << tr("Not every edit could be made again: %1.").arg(editProblem);
    }
    if (session.source == Session::Source::Lesson) {
        m_lesson->restoreState(session.lesson);
        if (session.lessonVersion != source->lessonVersion)
            warnings << tr("The lesson has changed since this session was saved (version %1 "
                           "then, %2 now); its steps and answers may not match.")
                            .arg(session.lessonVersion)
                            .arg(source->lessonVersion);
    }
    // The question is drawn again; its run is the session's own, already on screen.
    if (m_practice && session.practice)
        m_practice->restoreState(*session.practice);
    m_playback->setAnnotations(session.annotations);
    const Run *run = m_playback->run();
    if (run && session.playheadSequence >= 0 &&
        static_cast<std::uint64_t>(session.playheadSequence) < run->log().size() &&
        run->log()[static_cast<std::uint64_t>(session.playheadSequence)].time == session.playheadMs)
        m_playback->seekSequence(static_cast<std::uint64_t>(session.playheadSequence));
    else
        m_playback->seek(session.playheadMs);
    if (session.selection.kind == Selection::Kind::None)
        m_playback->clearSelection();
    else
        m_playback->select(session.selection);
    // A session without a window (viewToMs not after viewFromMs) asks for the whole story.
    m_playback->setVisibleRange(
        session.viewToMs > session.viewFromMs
            ? TimeWindow{session.viewFromMs / 1000.0, session.viewToMs / 1000.0}
            : TimeWindow{});
    if (m_comparison && session.comparison) {
        QString problem;
        const RunCancelWatch watch(m_document);
        if (!compareWith(*session.comparison, &problem) && !watch.cancelled())
            warnings << tr("The run it was compared with cannot be shown: %1").arg(problem);
    }
    const QString digest = runDigest(m_document);
    if (!session.runDigest.isEmpty() && digest != session.runDigest)
        warnings << tr("This session was saved by Inflight %1, whose run of it was different. "
                       "What you see is this version's run; your edits, notes and progress are "
                       "kept.")
                        .arg(session.engineVersion.isEmpty() ? tr("(an unknown version)")
                                                             : session.engineVersion);
    markClean();
    if (warning)
        *warning = warnings.join(QLatin1Char('\n'));
    return true;
}

void SessionController::setPath(const QString &path, bool readOnly)
{
    const bool changedPath = path != m_path;
    m_path = path;
    m_readOnly = readOnly;
    if (changedPath)
        emit pathChanged(m_path);
}

bool SessionController::isModified() const
{
    return m_dirty || !m_document->undoStack()->isClean();
}

void SessionController::markClean()
{
    m_dirty = false;
    m_document->undoStack()->setClean();
    m_autosave.stop();
    discardRecovery();
    updateModified();
}

void SessionController::markModified()
{
    if (m_applying)
        return;
    m_dirty = true;
    changed();
    updateModified();
}

void SessionController::changed()
{
    if (m_applying)
        return;
    // Thirty seconds after the first change since the last autosave: a burst of edits costs one
    // write, and a quiet window writes nothing.
    if (isModified() && !m_autosave.isActive())
        m_autosave.start();
}

void SessionController::updateModified()
{
    const bool modified = isModified();
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

QString SessionController::displayName() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).completeBaseName();
    if (const Lesson *lesson = m_lesson->lesson())
        return QString::fromStdString(lesson->title);
    const Scenario &scenario = m_document->scenario();
    return QString::fromStdString(scenario.title.empty() ? scenario.name : scenario.title);
}

// Autosave and recovery.

QString SessionController::defaultRecoveryFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
           QStringLiteral("/recovery");
}

void SessionController::setRecoveryFolder(const QString &folder)
{
    discardRecovery();
    m_recoveryFolder = folder;
}

QString SessionController::recoveryPath() const
{
    return QDir(m_recoveryFolder)
        .filePath(QStringLiteral("unsaved-%1.inflight").arg(QCoreApplication::applicationPid()));
}

void SessionController::setAutosaveIntervalMs(int ms)
{
    m_autosave.setInterval(ms);
}

QString SessionController::writeRecovery()
{
    if (!QDir().mkpath(m_recoveryFolder))
        return tr("The recovery folder %1 cannot be created.").arg(m_recoveryFolder);
    const QString path = recoveryPath();
    if (!m_recoveryLock) {
        // Held while this window lives: a copy whose lock is free belongs to an Inflight that
        // is gone.
        m_recoveryLock = std::make_unique<QLockFile>(lockPath(path));
        m_recoveryLock->setStaleLockTime(0);
        if (!m_recoveryLock->tryLock(100)) {
            m_recoveryLock.reset();
            return tr("The recovery copy %1 is in use.").arg(path);
        }
    }
    const QString error = saveSession(capture(), path);
    if (!error.isEmpty())
        return error;
    QFile origin(originPath(path));
    if (origin.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        origin.write(m_path.toUtf8() + '\n' + displayName().toUtf8() + '\n');
        origin.close();
    }
    emit autosaved(path);
    return {};
}

void SessionController::discardRecovery()
{
    if (!m_recoveryLock)
        return;
    const QString path = recoveryPath();
    QFile::remove(path);
    QFile::remove(originPath(path));
    m_recoveryLock->unlock();
    m_recoveryLock.reset();
}

void SessionController::removeRecovery(const QString &path)
{
    QFile::remove(path);
    QFile::remove(originPath(path));
    QFile::remove(lockPath(path));
}

std::vector<RecoveryCopy> SessionController::orphanedRecoveries(const QString &folder)
{
    std::vector<RecoveryCopy> copies;
    const QDir dir(folder);
    for (const QFileInfo &info :
         dir.entryInfoList({QStringLiteral("unsaved-*.inflight")}, QDir::Files)) {
        QLockFile lock(lockPath(info.absoluteFilePath()));
        // Only a dead owner makes a lock stale, never its age: a window may stay open for days.
        lock.setStaleLockTime(0);
        // A lock held by a living process is another window's; a stale one (its process is
        // gone) is taken over and released.
        if (!lock.tryLock(0))
            continue;
        lock.unlock();
        RecoveryCopy copy;
        copy.path = info.absoluteFilePath();
        copy.savedAtMs = info.lastModified().toMSecsSinceEpoch();
        QFile origin(originPath(copy.path));
        if (origin.open(QIODevice::ReadOnly)) {
            const QList<QByteArray> lines = origin.readAll().split('\n');
            copy.origin = lines.value(0).isEmpty() ? QString() : QString::fromUtf8(lines.value(0));
            copy.title = QString::fromUtf8(lines.value(1));
        }
        copies.push_back(copy);
    }
    std::sort(copies.begin(), copies.end(), [](const RecoveryCopy &a, const RecoveryCopy &b) {
        return a.savedAtMs > b.savedAtMs;
    });
    return copies;
}

} // namespace inflight
