// SPDX-License-Identifier: GPL-3.0-or-later
// The lesson browser lists each lesson in the reader's language (QLocale's default, which the
// language choice sets) where it has a translation, in English otherwise, and opens the file it
// lists: on tests/fixtures/lessons, whose first lesson has a German translation.

#include "lessonbrowser.h"
#include "lessonprogress.h"

#include <QLocale>
#include <QTableWidget>
#include <QTest>

#include <map>

using namespace inflight;

namespace {

/// No lesson started.
class NoProgress : public LessonProgressStore {
public:
    LessonProgress progress(const std::string &) const override { return {}; }
    void record(const std::string &, const LessonProgress &) override {}
};

} // namespace

class TestLessonBrowser : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { QLocale::setDefault(QLocale::c()); }

    void theTitlesAreInTheReadersLanguage_data()
    {
        QTest::addColumn<QLocale>("locale");
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("firstFile");
        QTest::newRow("German") << QLocale(QLocale::German, QLocale::Germany)
                                << QStringLiteral("Eine Bestellung, zweimal belastet")
                                << QStringLiteral("/de/01-orders.json");
        QTest::newRow("Spanish, which the fixtures lack")
            << QLocale(QLocale::Spanish, QLocale::Spain)
            << QStringLiteral("One order, charged twice") << QStringLiteral("/01-orders.json");
        QTest::newRow("English") << QLocale(QLocale::English, QLocale::UnitedStates)
                                 << QStringLiteral("One order, charged twice")
                                 << QStringLiteral("/01-orders.json");
    }

    void theTitlesAreInTheReadersLanguage()
    {
        QFETCH(QLocale, locale);
        QFETCH(QString, first);
        QFETCH(QString, firstFile);
        QLocale::setDefault(locale);
        const NoProgress progress;
        const QString fixtures = QStringLiteral(INFLIGHT_FIXTURE_LESSONS);
        LessonBrowser browser(progress, fixtures);
        QTableWidget *table = browser.table();
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(table->item(0, 1)->text(), first);
        // The second lesson has no translation: English in every language.
        QCOMPARE(table->item(1, 1)->text(), QStringLiteral("A delete that deletes nothing"));
        table->selectRow(0);
        QMetaObject::invokeMethod(table, "cellActivated", Q_ARG(int, 0), Q_ARG(int, 0));
        QCOMPARE(browser.chosenPath(), fixtures + firstFile);
    }
};

QTEST_MAIN(TestLessonBrowser)
#include "tst_lessonbrowser.moc"
