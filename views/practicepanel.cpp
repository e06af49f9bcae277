// SPDX-License-Identifier: GPL-3.0-or-later
#include "practicepanel.h"

#include "common/bodyscrollarea.h"
#include "common/choicetext.h"
#include "common/sentencetext.h"
#include "lessonloader.h"
#include "playback.h"
#include "practicetexts.h"
#include "scenariodocument.h"
#include "theme.h"

#include <QAction>
#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QUrl>
#include <QVBoxLayout>

#include <algorithm>

namespace inflight {

using namespace practice;

PracticePanel::PracticePanel(PracticeSession *session, Playback *playback,
                             ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_session(session), m_playback(playback), m_document(document)
{
    setObjectName(QStringLiteral("practicePanel"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(tr("Practice"), this);
    m_scores = new QLabel(this);
    m_scores->setObjectName(QStringLiteral("practiceScores"));
    m_scores->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_scores);

    createTopicsBox();

    // The question and, once answered, what it teaches: scrolls as one, as the lesson's body.
    auto *body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_scroll = new BodyScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("practiceBody"));
    m_questionBox = new QGroupBox(tr("Question"), body);
    auto *question = new QVBoxLayout(m_questionBox);
    m_prompt = new QLabel(m_questionBox);
    m_prompt->setObjectName(QStringLiteral("practicePrompt"));
    m_prompt->setWordWrap(true);
    m_prompt->setTextFormat(Qt::PlainText);
    question->addWidget(m_prompt);
    m_choicesLayout = new QVBoxLayout;
    question->addLayout(m_choicesLayout);
    m_choices = new QButtonGroup(this);
    m_answer = new QPushButton(tr("&Answer"), m_questionBox);
    m_answer->setObjectName(QStringLiteral("practiceAnswer"));
    m_answer->setToolTip(tr("Keys 1-9 pick a choice; Enter answers"));
    connect(m_answer, &QPushButton::clicked, this, &PracticePanel::answer);
    question->addWidget(m_answer, 0, Qt::AlignLeft);
    m_verdict = new QLabel(m_questionBox);
    m_verdict->setObjectName(QStringLiteral("practiceVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextFormat(Qt::RichText);
    question->addWidget(m_verdict);
    m_explanation = new QLabel(m_questionBox);
    m_explanation->setObjectName(QStringLiteral("practiceExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    question->addWidget(m_explanation);
    m_source = new QLabel(m_questionBox);
    m_source->setObjectName(QStringLiteral("practiceSource"));
    m_source->setWordWrap(true);
    m_source->setTextFormat(Qt::RichText);
    m_source->setOpenExternalLinks(true);
    m_source->setTextInteractionFlags(Qt::TextBrowserInteraction);
    question->addWidget(m_source);
    // One under the other: side by side they would widen a narrow panel.
    auto *after = new QVBoxLayout;
    m_lesson = new QPushButton(tr("Open the &lesson"), m_questionBox);
    m_lesson->setObjectName(QStringLiteral("practiceLesson"));
    connect(m_lesson, &QPushButton::clicked, this, [this] {
        // "01-lent-not-taken": the lesson's id is what follows its number.
        if (const PracticeQuestion *q = m_session->question())
            emit lessonRequested(
                QString::fromLatin1(topicInfo(q->topic).lesson).section(QLatin1Char('-'), 1));
    });
    m_replay = new QPushButton(tr("Show the deciding &moment"), m_questionBox);
    m_replay->setObjectName(QStringLiteral("practiceReplay"));
    m_replay->setToolTip(tr("Loads the question's run and plays it up to the moment that "
                            "decides the answer"));
    connect(m_replay, &QPushButton::clicked, this, &PracticePanel::showRun);
    after->addWidget(m_lesson, 0, Qt::AlignLeft);
    after->addWidget(m_replay, 0, Qt::AlignLeft);
    question->addLayout(after);
    bodyLayout->addWidget(m_questionBox);
    // The picks below the question: at 720 pixels the question and its choices come first.
    m_topicsBox->setParent(body);
    bodyLayout->addWidget(m_topicsBox);
    bodyLayout->addStretch(1);
    m_scroll->setWidget(body);
    layout->addWidget(m_scroll, 1);

    auto *nav = new QHBoxLayout;
    m_next = new QPushButton(tr("Ne&xt question →"), this);
    m_next->setObjectName(QStringLiteral("practiceNext"));
    m_next->setToolTip(tr("Another question, on the topic the scheduler chooses (Enter after an "
                          "answer)"));
    connect(m_next, &QPushButton::clicked, m_session, &PracticeSession::nextQuestion);
    nav->addStretch(1);
    nav->addWidget(m_next);
    layout->addLayout(nav);

    addKeys();
    connect(m_session, &PracticeSession::questionChanged, this, &PracticePanel::showQuestion);
    connect(m_session, &PracticeSession::answered, this, [this] {
        showVerdict();
        showScores();
        showRun();
    });
    // The question's run reaches the playback through the window; then the playhead can go.
    connect(m_playback, &Playback::runChanged, this, [this] {
        if (!m_seekPending)
            return;
        const PracticeQuestion *q = m_session->question();
        const Run *run = m_playback->run();
        if (!q || !run || run != m_document->run().get())
            return;
        m_seekPending = false;
        playToMoment(*run, *q);
    });
    connect(&Theme::instance(), &Theme::changed, this, &PracticePanel::applyTheme);
    applyTheme();
    showQuestion();
    showScores();
}

PracticePanel::~PracticePanel() = default;

void PracticePanel::createTopicsBox()
{
    // What to practise: every topic, or the ones ticked; a level or mixed levels.
    m_topicsBox = new QGroupBox(tr("Topics"), this);
    auto *topics = new QGridLayout(m_topicsBox);
    m_mixed = new QCheckBox(tr("&Mixed: every topic"), m_topicsBox);
    m_mixed->setObjectName(QStringLiteral("practiceMixed"));
    m_mixed->setAccessibleName(tr("Mixed: every topic"));
    m_mixed->setChecked(true);
    topics->addWidget(m_mixed, 0, 0, 1, 2);
    int widest = 0;
    for (const TopicInfo &info : practice::topics()) {
        const int i = static_cast<int>(info.topic);
        auto *box = new QCheckBox(translated(topicName(info.topic)), m_topicsBox);
        box->setObjectName(QStringLiteral("practiceTopic-%1").arg(QLatin1String(info.id)));
        box->setAccessibleName(translated(topicName(info.topic)));
        widest = std::max(widest, box->sizeHint().width());
        m_topicBoxes[static_cast<std::size_t>(i)] = box;
        connect(box, &QCheckBox::toggled, this, &PracticePanel::pickTopics);
    }
    // Two columns where two names fit beside each other in the panel at its usual width (a
    // third of a 1280-pixel screen); else one, since a check box does not wrap and long Spanish
    // names ("Identificador de recepción obsoleto") would widen the panel past its dock.
    constexpr int usualTopicsWidth = 400;
    const int columns =
        2 * widest + std::max(0, topics->horizontalSpacing()) <= usualTopicsWidth ? 2 : 1;
    for (int i = 0; i < topicCount; ++i)
        topics->addWidget(m_topicBoxes[static_cast<std::size_t>(i)], 1 + i / columns, i % columns);
    connect(m_mixed, &QCheckBox::toggled, this, &PracticePanel::pickTopics);
    auto *levelRow = new QHBoxLayout;
    auto *levelLabel = new QLabel(tr("&Level:"), m_topicsBox);
    m_levelBox = new QComboBox(m_topicsBox);
    m_levelBox->setObjectName(QStringLiteral("practiceLevel"));
    m_levelBox->setAccessibleName(tr("Level"));
    m_levelBox->addItem(tr("Mixed levels"), 0);
    for (int level = 1; level <= maxLevel; ++level)
        m_levelBox->addItem(tr("Level %1").arg(QLocale().toString(level)), level);
    levelLabel->setBuddy(m_levelBox);
    connect(m_levelBox, &QComboBox::currentIndexChanged, this,
            [this] { m_session->setLevel(m_levelBox->currentData().toInt()); });
    levelRow->addWidget(levelLabel);
    levelRow->addWidget(m_levelBox);
    levelRow->addStretch(1);
    topics->addLayout(levelRow, 1 + (topicCount + columns - 1) / columns, 0, 1, 2);
}

void PracticePanel::addKeys()
{
    // Enter within the panel answers, or after an answer asks the next question.
    auto *enter = new QAction(this);
    enter->setShortcuts({QKeySequence(Qt::Key_Return), QKeySequence(Qt::Key_Enter)});
    enter->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    connect(enter, &QAction::triggered, this, [this] {
        if (m_session->isAnswered())
            m_session->nextQuestion();
        else
            answer();
    });
    addAction(enter);
    // Keys 1-9 pick a choice wherever the focus is in the window while the panel is on screen
    // (its tab in front), as in lessons: a focused text field takes its digits first.
    for (int digit = 1; digit <= 9; ++digit) {
        auto *pick = new QAction(this);
        pick->setShortcut(QKeySequence(Qt::Key_0 + digit));
        pick->setShortcutContext(Qt::WindowShortcut);
        connect(pick, &QAction::triggered, this, [this, digit] {
            if (canPick(digit - 1))
                pickByKey(digit - 1);
        });
        addAction(pick);
    }
}

bool PracticePanel::canPick(int choice) const
{
    const PracticeQuestion *q = m_session->question();
    return q && !m_session->isAnswered() && choice >= 0 &&
           choice < std::min<int>(9, static_cast<int>(q->choices.size()));
}

int PracticePanel::choiceKey(const QKeyEvent *event) const
{
    if ((event->modifiers() & ~Qt::KeyboardModifiers(Qt::KeypadModifier)) !=
        Qt::KeyboardModifiers())
        return -1;
    const int choice = event->key() - Qt::Key_1;
    return canPick(choice) ? choice : -1;
}

void PracticePanel::pickByKey(int choice)
{
    chooseAnswer(choice);
    // Enter answers from there.
    if (QAbstractButton *button = m_choices->button(choice))
        button->setFocus(Qt::ShortcutFocusReason);
}

bool PracticePanel::event(QEvent *event)
{
    // Keys 1-9 with the focus in the panel: taken here before they can be shortcuts, so that
    // they are this panel's even when the lesson's panel (whose keys 1-9 are the window's too)
    // is also on screen, floating.
    if (event->type() == QEvent::ShortcutOverride &&
        choiceKey(static_cast<QKeyEvent *>(event)) >= 0) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

void PracticePanel::keyPressEvent(QKeyEvent *event)
{
    const int choice = choiceKey(event);
    if (choice < 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    pickByKey(choice);
}

void PracticePanel::showEvent(QShowEvent *event)
{
    // The first question is drawn when the panel is first shown.
    if (!m_session->question())
        m_session->nextQuestion();
    QWidget::showEvent(event);
}

bool PracticePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (pickChoiceByItsText(watched, event, m_choiceTexts, m_choices))
        return true;
    return QWidget::eventFilter(watched, event);
}

void PracticePanel::pickTopics()
{
    const bool mixed = m_mixed->isChecked();
    std::vector<Topic> picked;
    for (std::size_t i = 0; i < m_topicBoxes.size(); ++i) {
        m_topicBoxes[i]->setEnabled(!mixed);
        if (!mixed && m_topicBoxes[i]->isChecked())
            picked.push_back(static_cast<Topic>(i));
    }
    // None ticked is every topic, as Mixed.
    m_session->setTopics(std::move(picked));
}

void PracticePanel::chooseAnswer(int choice)
{
    if (m_session->isAnswered())
        return;
    if (QAbstractButton *button = m_choices->button(choice))
        button->setChecked(true);
}

void PracticePanel::answer()
{
    if (!m_session->question() || m_session->isAnswered())
        return;
    const int chosen = m_choices->checkedId();
    if (chosen < 0) {
        m_verdict->setText(tr("Pick an answer first (keys 1-9), then press Enter."));
        return;
    }
    m_session->answer(chosen);
}

void PracticePanel::showQuestion()
{
    for (QAbstractButton *button : m_choices->buttons())
        m_choices->removeButton(button);
    qDeleteAll(m_choiceRows);
    m_choiceRows.clear();
    m_choiceTexts.clear();
    m_verdict->clear();
    m_explanation->clear();
    m_source->clear();
    const PracticeQuestion *q = m_session->question();
    if (!q) {
        m_questionBox->setTitle(tr("Question"));
        m_prompt->setText(tr("Pick topics and a level; the first question comes when the panel "
                             "is shown."));
        m_answer->setEnabled(false);
        m_lesson->hide();
        m_replay->hide();
        m_next->setEnabled(true);
        return;
    }
    //: The question box's title: the topic, and the level from 1 to 3.
    m_questionBox->setTitle(
        tr("%1 · level %2").arg(translated(topicName(q->topic))).arg(QLocale().toString(q->level)));
    m_prompt->setText(translated(q->prompt));
    int index = 0;
    for (const Sentence &choice : q->choices) {
        // "1." on the button: the key that picks it; the text wraps beside it.
        auto *row = new QWidget(m_questionBox);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        const QString text = translated(choice);
        auto *radio = new QRadioButton(tr("%1.").arg(QLocale().toString(index + 1)), row);
        radio->setObjectName(QStringLiteral("practiceChoice%1").arg(index));
        radio->setAccessibleName(text);
        auto *label = new QLabel(text, row);
        label->setWordWrap(true);
        label->setTextFormat(Qt::PlainText);
        label->setCursor(Qt::PointingHandCursor);
        label->installEventFilter(this);
        rowLayout->addWidget(radio, 0, Qt::AlignTop);
        rowLayout->addWidget(label, 1);
        m_choices->addButton(radio, index++);
        m_choicesLayout->addWidget(row);
        m_choiceRows.push_back(row);
        m_choiceTexts.push_back(label);
    }
    const bool answered = m_session->isAnswered();
    m_answer->setEnabled(!answered);
    m_lesson->setVisible(answered);
    m_replay->setVisible(answered);
    m_next->setEnabled(answered);
    if (answered) {
        if (QAbstractButton *button = m_choices->button(m_session->given()))
            button->setChecked(true);
        showVerdict();
    } else if (QAbstractButton *first = m_choices->button(0); first && isVisible()) {
        // Focus inside the panel, so that Enter answers.
        m_answer->setFocus(Qt::OtherFocusReason);
    }
}

void PracticePanel::showVerdict()
{
    const PracticeQuestion *q = m_session->question();
    if (!q || !m_session->isAnswered())
        return;
    const int right = q->rightChoice;
    const int given = m_session->given();
    for (QAbstractButton *button : m_choices->buttons())
        button->setEnabled(false);
    m_answer->setEnabled(false);
    // Marks and words, not colour alone.
    for (int i = 0; i < static_cast<int>(m_choiceTexts.size()); ++i) {
        const QString text = translated(q->choices[static_cast<std::size_t>(i)]);
        if (i == right)
            m_choiceTexts[static_cast<std::size_t>(i)]->setText(text + QStringLiteral("  ✓"));
        else if (i == given)
            m_choiceTexts[static_cast<std::size_t>(i)]->setText(text + QStringLiteral("  ✗"));
    }
    const Palette &p = Theme::instance().palette();
    QString verdict;
    if (given == right) {
        verdict = tr("<b style='color:%1'>✓ Right.</b>").arg(p.goodText.name());
    } else {
        // The wrong choices' mistakes are in the choices' order, the right one left out.
        const std::size_t mistake = static_cast<std::size_t>(given < right ? given : given - 1);
        const QString why = mistake < q->mistakes.size()
                                ? translated(q->mistakes[mistake].why).toHtmlEscaped()
                                : QString();
        verdict = tr("<b style='color:%1'>✗ Not quite:</b> the answer is %2, marked ✓.")
                      .arg(p.warningText.name(), QLocale().toString(right + 1));
        if (!why.isEmpty())
            verdict += QLatin1Char(' ') + tr("Your answer is what someone gets who %1.").arg(why);
    }
    m_verdict->setText(verdict);
    m_explanation->setText(translated(q->explanation));
    const TopicInfo &info = topicInfo(q->topic);
    // The page's name, not its whole address, which would not wrap in a narrow panel.
    const QString url = QString::fromLatin1(info.awsUrl);
    const QStringList path = QUrl(url).path().split(QLatin1Char('/'), Qt::SkipEmptyParts);
    const QString page =
        QUrl(url).host() + (path.isEmpty() ? QString() : QStringLiteral(" › ") + path.last());
    m_source->setText(tr("Source: <a href=\"%1\">%2</a>").arg(url, page.toHtmlEscaped()));
    m_source->setToolTip(url);
    // The lesson by its title in the reader's language, as the lesson browser lists it.
    QString title = QString::fromLatin1(info.lesson);
    const std::string directory = defaultLessonDirectory();
    const QString id = title.section(QLatin1Char('-'), 1);
    for (const LessonEntry &entry : listLessons(directory, uiLessonLanguage(directory))) {
        if (QString::fromStdString(entry.id) == id && !entry.title.empty())
            title = QString::fromStdString(entry.title);
    }
    m_lesson->setText(tr("Open the &lesson: %1").arg(title));
    m_lesson->setAccessibleName(tr("Open the lesson that teaches it: %1").arg(title));
    m_lesson->show();
    m_replay->show();
    m_next->setEnabled(true);
    m_next->setFocus(Qt::OtherFocusReason);
}

void PracticePanel::showRun()
{
    const PracticeQuestion *q = m_session->question();
    if (!q || !m_session->isAnswered())
        return;
    emit aboutToShowRun();
    m_seekPending = true;
    QString error;
    if (!m_document->loadText(QByteArray::fromStdString(q->scenarioJson), QString(), &error)) {
        m_seekPending = false;
        m_explanation->setText(m_explanation->text() + QLatin1Char('\n') + error);
        return;
    }
    // A run simulated at once is on the playback already (the connection seeks when it comes).
    if (m_seekPending && m_playback->run() && m_playback->run() == m_document->run().get()) {
        m_seekPending = false;
        playToMoment(*m_playback->run(), *q);
    }
}

void PracticePanel::playToMoment(const Run &run, const PracticeQuestion &question)
{
    // The run plays up to the moment that decides the answer and stops there, so the student
    // sees it happen rather than only its result.
    if (const auto moment = decidingMoment(run, question))
        m_playback->playToSequence(moment->sequence);
}

void PracticePanel::showScores()
{
    const SchedulerState &s = m_session->scheduler().state();
    const QLocale locale;
    m_scores->setText(tr("Answered: %1 · streak: %2 (best %3)")
                          .arg(locale.toString(s.answered), locale.toString(s.streak),
                               locale.toString(s.bestStreak)));
    for (const TopicInfo &info : topics()) {
        const TopicRecord &r = s.topics[static_cast<std::size_t>(info.topic)];
        QCheckBox *box = m_topicBoxes[static_cast<std::size_t>(info.topic)];
        const QString name = translated(topicName(info.topic));
        const int asked = r.right + r.wrong;
        box->setText(
            asked == 0
                ? name
                : tr("%1 (%2/%3)").arg(name, locale.toString(r.right), locale.toString(asked)));
        const QString score = asked == 0
                                  ? tr("Not practised yet.")
                                  : tr("%1 right of %2; box %3 of %4 (box 1 comes back soonest).")
                                        .arg(locale.toString(r.right), locale.toString(asked),
                                             locale.toString(r.box), locale.toString(boxCount));
        box->setToolTip(score);
        box->setAccessibleDescription(score);
    }
}

void PracticePanel::applyTheme()
{
    const Theme &theme = Theme::instance();
    m_title->setFont(theme.font(14, true));
    m_scores->setFont(theme.font(9.5));
    m_topicsBox->setFont(theme.font(9.5));
    m_questionBox->setFont(theme.font(11));
    showVerdict();
}

} // namespace inflight
