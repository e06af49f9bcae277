// SPDX-License-Identifier: GPL-3.0-or-later
// The notes panel on the double-charge toy: an empty state that says how to add a note, rows in
// time order that name the note's time and message, a row that jumps to its note, Delete that
// removes it, and signals that name notes by their index in Playback::annotations(), not by row.

#include "notespanel.h"
#include "notetest.h"
#include "playback.h"
#include "run.h"
#include "scenarioloader.h"

#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QStackedWidget>
#include <QTest>

#include <memory>

using namespace inflight;

namespace {

std::shared_ptr<const Run> toyRun()
{
    const ScenarioLoad load =
        loadScenarioFile(std::string(INFLIGHT_SCENARIOS) + "/double-charge-toy.json");
    if (!load.ok())
        qFatal("%s", load.report().c_str());
    return std::make_shared<const Run>(simulate(*load.scenario));
}

/// Made out of time order, as a class would make them: the panel lists them by time.
Annotations toyNotes()
{
    return {
        testNote(Annotation::Anchor::Message, 45000, 1, QStringLiteral("charged a second time")),
        testNote(Annotation::Anchor::Time, 10000, noMessage, QStringLiteral("the order is sent")),
        testNote(Annotation::Anchor::Message, 30000, 1, QStringLiteral("worker-2 receives it"))};
}

} // namespace

class TestNotesPanel : public QObject {
    Q_OBJECT

private:
    std::unique_ptr<Playback> m_playback;
    std::unique_ptr<NotesPanel> m_panel;

    void show(const Annotations &notes)
    {
        m_playback = std::make_unique<Playback>();
        m_playback->setRun(toyRun());
        m_playback->setAnnotations(notes);
        m_panel = std::make_unique<NotesPanel>(m_playback.get());
        m_panel->resize(420, 300);
        m_panel->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_panel.get()));
    }
    QPushButton *button(const char *name) const
    {
        return m_panel->findChild<QPushButton *>(QLatin1String(name));
    }
    QStringList rows() const
    {
        QStringList texts;
        for (int row = 0; row < m_panel->list()->count(); ++row)
            texts << m_panel->list()->item(row)->text();
        return texts;
    }

private slots:
    void cleanup()
    {
        m_panel.reset();
        m_playback.reset();
    }

    void withoutNotesItSaysHowToAddOne()
    {
        show({});
        auto *stack = m_panel->findChild<QStackedWidget *>();
        QVERIFY(stack);
        auto *hint = qobject_cast<QLabel *>(stack->currentWidget());
        QVERIFY2(hint, "a sentence, not an empty list");
        QVERIFY(hint->isVisible());
        QVERIFY(hint->text().startsWith(QStringLiteral("No notes yet.")));
        QVERIFY(!m_panel->list()->isVisible());
        QVERIFY(!button("editNote")->isEnabled());
        QVERIFY(!button("removeNote")->isEnabled());
        QVERIFY(button("addNote")->isEnabled());

        m_playback->addAnnotation(toyNotes().front());
        QCOMPARE(stack->currentWidget(), m_panel->list());
        QVERIFY(button("editNote")->isEnabled());
        m_playback->removeAnnotation(0);
        QCOMPARE(stack->currentWidget(), static_cast<QWidget *>(hint));
    }

    void listsNotesInTimeOrder()
    {
        show(toyNotes());
        QCOMPARE(rows(), QStringList({QStringLiteral("t=10 s · the order is sent"),
                                      QStringLiteral("t=30 s · m1 · worker-2 receives it"),
                                      QStringLiteral("t=45 s · m1 · charged a second time")}));
        QCOMPARE(m_panel->rowNotes(), std::vector<int>({1, 2, 0}));
        // Numbered as the timeline numbers its labels: a purple disc per row.
        QVERIFY(!m_panel->list()->item(0)->icon().isNull());
        // It follows edits.
        Annotation edited = toyNotes()[1];
        edited.timeMs = 50000;
        m_playback->replaceAnnotation(1, edited);
        QCOMPARE(m_panel->rowNotes(), std::vector<int>({2, 0, 1}));
        QCOMPARE(rows().last(), QStringLiteral("t=50 s · the order is sent"));
    }

    void aNoteOnAMessageTheRunLacksIsMarked()
    {
        show({testNote(Annotation::Anchor::Message, 5000, 7, QStringLiteral("from an older run"))});
        QVERIFY2(rows().front().endsWith(QStringLiteral("(not in this run)")),
                 qPrintable(rows().front()));
    }

    void activatingARowGoesToItsNote_data()
    {
        QTest::addColumn<int>("row");
        QTest::addColumn<bool>("byKey");
        QTest::addColumn<int>("timeMs");
        QTest::addColumn<int>("selected");
        QTest::newRow("Enter on a note about a moment") << 0 << true << 10000 << 0;
        QTest::newRow("double-click on a note about m1") << 2 << false << 45000 << 1;
        QTest::newRow("Enter on a note about m1") << 1 << true << 30000 << 1;
    }

    void activatingARowGoesToItsNote()
    {
        QFETCH(int, row);
        QFETCH(bool, byKey);
        QFETCH(int, timeMs);
        QFETCH(int, selected);
        show(toyNotes());
        m_playback->seek(70000);
        m_panel->list()->setFocus();
        m_panel->list()->setCurrentRow(row);
        if (byKey) {
            QTest::keyClick(m_panel->list(), Qt::Key_Return);
        } else {
            const QRect r = m_panel->list()->visualItemRect(m_panel->list()->item(row));
            // As a window system sends it: a click, then the second press as a double-click.
            QTest::mouseClick(m_panel->list()->viewport(), Qt::LeftButton, {}, r.center());
            QTest::mouseDClick(m_panel->list()->viewport(), Qt::LeftButton, {}, r.center());
        }
        QCOMPARE(m_playback->time(), TimeMs(timeMs));
        QCOMPARE(m_playback->selection().message, static_cast<MessageNumber>(selected));
        QCOMPARE(m_playback->selection().kind,
                 selected ? Selection::Kind::Message : Selection::Kind::None);
    }

    void anEventNoteLandsOnItsEvent()
    {
        show({});
        m_playback->seekEvent(2);
        const Annotation draft = m_panel->draftAtPlayhead();
        QCOMPARE(draft.anchor, Annotation::Anchor::Event);
        Annotation pinned = draft;
        pinned.text = QStringLiteral("this one");
        m_playback->addAnnotation(pinned);
        m_playback->seek(0);
        m_panel->goToNote(0);
        QCOMPARE(m_playback->currentEvent(), 2);
        QCOMPARE(m_playback->currentSequence(), static_cast<std::int64_t>(draft.sequence));
    }

    void deleteRemovesTheCurrentNote()
    {
        show(toyNotes());
        m_panel->list()->setFocus();
        m_panel->list()->setCurrentRow(1); // "worker-2 receives it", annotation 2
        QTest::keyClick(m_panel->list(), Qt::Key_Delete);
        QCOMPARE(m_playback->annotations().size(), std::size_t(2));
        QCOMPARE(m_playback->annotations()[0].text, QStringLiteral("charged a second time"));
        QCOMPARE(m_playback->annotations()[1].text, QStringLiteral("the order is sent"));
        // The next row becomes current, so Delete again removes the next note.
        QCOMPARE(m_panel->currentNote(), 0);
        QTest::mouseClick(button("removeNote"), Qt::LeftButton);
        QCOMPARE(m_playback->annotations().size(), std::size_t(1));
        QCOMPARE(m_playback->annotations()[0].text, QStringLiteral("the order is sent"));
    }

    void editAsksForTheNoteByItsIndex()
    {
        show(toyNotes());
        QSignalSpy edit(m_panel.get(), &NotesPanel::editNoteRequested);
        m_panel->list()->setCurrentRow(2); // the latest in time: annotation 0
        QTest::mouseClick(button("editNote"), Qt::LeftButton);
        QCOMPARE(edit.count(), 1);
        QCOMPARE(edit.at(0).at(0).toInt(), 0);
        m_panel->setCurrentNote(2);
        QCOMPARE(m_panel->list()->currentRow(), 1);
        QTest::mouseClick(button("editNote"), Qt::LeftButton);
        QCOMPARE(edit.at(1).at(0).toInt(), 2);
        QCOMPARE(m_playback->annotations().size(), std::size_t(3));
    }

    void addPinsTheEventAtThePlayheadOrTheMoment_data()
    {
        QTest::addColumn<bool>("onAnEvent");
        QTest::newRow("the playhead on an event: the event") << true;
        QTest::newRow("the playhead between events: the moment") << false;
    }

    void addPinsTheEventAtThePlayheadOrTheMoment()
    {
        QFETCH(bool, onAnEvent);
        show({});
        if (onAnEvent) {
            m_playback->seekEvent(1);
        } else {
            m_playback->seekEvent(1);
            m_playback->seek(m_playback->time() + 1);
        }
        QSignalSpy add(m_panel.get(), &NotesPanel::addNoteRequested);
        QTest::mouseClick(button("addNote"), Qt::LeftButton);
        QCOMPARE(add.count(), 1);
        const auto draft = add.at(0).at(0).value<Annotation>();
        QCOMPARE(draft.timeMs, m_playback->time());
        QVERIFY(draft.text.isEmpty());
        if (onAnEvent) {
            QCOMPARE(draft.anchor, Annotation::Anchor::Event);
            QCOMPARE(static_cast<std::int64_t>(draft.sequence), m_playback->currentSequence());
            const Event &event = m_playback->run()->log()[draft.sequence];
            QCOMPARE(draft.message, event.message);
            QCOMPARE(event.time, draft.timeMs);
        } else {
            QCOMPARE(draft.anchor, Annotation::Anchor::Time);
            QCOMPARE(draft.message, noMessage);
        }
        QVERIFY2(m_playback->annotations().empty(), "adding is the main window's business");
    }
};

QTEST_MAIN(TestNotesPanel)
#include "tst_notespanel.moc"
