// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonplayer.h"

#include "common/bodyscrollarea.h"
#include "common/choicetext.h"
#include "common/format.h"
#include "common/sentencetext.h"
#include "lessonsession.h"
#include "lessonstepsmodel.h"
#include "theme.h"
#include "whatifpanel.h"

#include <QAction>
#include <QButtonGroup>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QLocale>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTextBrowser>
#include <QTimer>
#include <QVBoxLayout>

namespace inflight {

namespace {

/// The narration asks for no more height than its minimum: it takes the room the body has left
/// (it stretches), but its default size hint (about ten lines) would make the scrolling body
/// taller than a 720-pixel screen and push a question's Answer button out of view.
class NarrationBrowser : public QTextBrowser {
public:
    using QTextBrowser::QTextBrowser;
    QSize sizeHint() const override { return {QTextBrowser::sizeHint().width(), minimumHeight()}; }
};

} // namespace

LessonPlayer::LessonPlayer(LessonSession *session, Playback *playback, ScenarioDocument *document,
                           QWidget *parent)
    : QWidget(parent), m_session(session), m_playback(playback)
{
    setObjectName(QStringLiteral("lessonPlayer"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setWordWrap(true);
    m_meta = new QLabel(this);
    m_meta->setWordWrap(true);
    layout->addWidget(m_title);
    layout->addWidget(m_meta);

    // Everything between the title and the buttons scrolls as one, so that on a 720-pixel
    // screen a long challenge report scrolls instead of squeezing the form and the narration.
    auto *body = new QWidget(this);
    auto *bodyLayout = new QVBoxLayout(body);
    bodyLayout->setContentsMargins(0, 0, 0, 0);
    m_scroll = new BodyScrollArea(this);
    m_scroll->setObjectName(QStringLiteral("lessonBody"));

    // Made before the player follows the session, so that its rows are there when it shows them.
    m_stepsModel = new LessonStepsModel(m_session, this);
    m_steps = new QListView(this);
    m_steps->setObjectName(QStringLiteral("lessonSteps"));
    m_steps->setModel(m_stepsModel);
    m_steps->setMaximumHeight(140);
    m_steps->setToolTip(tr("The lesson's steps: click one to go there"));
    auto goToRow = [this](const QModelIndex &index) {
        m_session->goTo(index.data(LessonStepsModel::PositionRole).toInt());
    };
    connect(m_steps, &QListView::activated, this, goToRow);
    connect(m_steps, &QListView::clicked, this, goToRow);
    bodyLayout->addWidget(m_steps);

    m_narration = new NarrationBrowser(this);
    m_narration->setObjectName(QStringLiteral("lessonNarration"));
    m_narration->setOpenExternalLinks(true);
    m_narration->setAccessibleName(tr("Lesson text"));
    // Its viewport is a child of it in the accessibility tree, and would be a nameless empty box.
    m_narration->viewport()->setAccessibleName(tr("Lesson text"));
    bodyLayout->addWidget(m_narration, 1);

    m_questionBox = new QGroupBox(tr("Your turn"), this);
    auto *question = new QVBoxLayout(m_questionBox);
    m_prompt = new QLabel(m_questionBox);
    m_prompt->setWordWrap(true);
    question->addWidget(m_prompt);
    m_choicesLayout = new QVBoxLayout;
    question->addLayout(m_choicesLayout);
    m_choices = new QButtonGroup(this);
    auto *numberRow = new QHBoxLayout;
    m_number = new QLineEdit(m_questionBox);
    m_number->setObjectName(QStringLiteral("numberAnswer"));
    m_number->setPlaceholderText(tr("a number"));
    connect(m_number, &QLineEdit::returnPressed, this, &LessonPlayer::answer);
    m_unit = new QLabel(m_questionBox);
    numberRow->addWidget(m_number);
    numberRow->addWidget(m_unit);
    numberRow->addStretch(1);
    question->addLayout(numberRow);
    m_answer = new QPushButton(tr("&Answer"), m_questionBox);
    m_answer->setObjectName(QStringLiteral("answer"));
    connect(m_answer, &QPushButton::clicked, this, &LessonPlayer::answer);
    question->addWidget(m_answer, 0, Qt::AlignLeft);
    m_feedback = new QLabel(m_questionBox);
    m_feedback->setObjectName(QStringLiteral("answerFeedback"));
    m_feedback->setWordWrap(true);
    question->addWidget(m_feedback);
    bodyLayout->addWidget(m_questionBox);

    m_challengeBox = new QGroupBox(tr("Challenge: fix it"), this);
    auto *challenge = new QVBoxLayout(m_challengeBox);
    m_parameters = new WhatIfPanel(document, m_challengeBox);
    challenge->addWidget(m_parameters);
    auto *challengeButtons = new QHBoxLayout;
    m_check = new QPushButton(tr("&Check"), m_challengeBox);
    m_check->setObjectName(QStringLiteral("check"));
    m_check->setToolTip(tr("Run the scenario with your values and test the success conditions"));
    m_hint = new QPushButton(tr("&Hint"), m_challengeBox);
    m_hint->setObjectName(QStringLiteral("hint"));
    m_solution = new QPushButton(tr("Show the &solution"), m_challengeBox);
    m_solution->setObjectName(QStringLiteral("solution"));
    connect(m_check, &QPushButton::clicked, m_session, &LessonSession::check);
    connect(m_hint, &QPushButton::clicked, m_session, &LessonSession::showHint);
    connect(m_solution, &QPushButton::clicked, m_session, &LessonSession::showSolution);
    challengeButtons->addWidget(m_check);
    challengeButtons->addWidget(m_hint);
    challengeButtons->addWidget(m_solution);
    challengeButtons->addStretch(1);
    challenge->addLayout(challengeButtons);
    m_hints = new QLabel(m_challengeBox);
    m_hints->setWordWrap(true);
    challenge->addWidget(m_hints);
    m_result = new QLabel(m_challengeBox);
    m_result->setObjectName(QStringLiteral("challengeResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    challenge->addWidget(m_result);
    bodyLayout->addWidget(m_challengeBox);
    m_scroll->setWidget(body);
    layout->addWidget(m_scroll, 1);
    connect(m_scroll->verticalScrollBar(), &QScrollBar::rangeChanged, this, [this](int, int max) {
        if (m_revealResult)
            m_scroll->verticalScrollBar()->setValue(max);
        else if (m_revealQuestion)
            revealQuestion(max);
    });
    connect(m_scroll->verticalScrollBar(), &QScrollBar::actionTriggered, this, [this] {
        m_revealResult = false;
        m_revealQuestion = false;
    });

    auto *nav = new QHBoxLayout;
    m_back = new QPushButton(tr("← &Back"), this);
    m_back->setObjectName(QStringLiteral("lessonBack"));
    m_back->setToolTip(tr("The previous step (Alt+Left, or Page Up while a lesson is open)"));
    m_next = new QPushButton(tr("&Next →"), this);
    m_next->setObjectName(QStringLiteral("lessonNext"));
    m_next->setToolTip(tr("The next step (Alt+Right, or Page Down while a lesson is open)"));
    m_next->setDefault(true);
    connect(m_back, &QPushButton::clicked, m_session, &LessonSession::back);
    connect(m_next, &QPushButton::clicked, m_session, &LessonSession::next);
    nav->addWidget(m_back);
    nav->addStretch(1);
    nav->addWidget(m_next);
    layout->addLayout(nav);

    addAnswerKeys();
    followSession();
    connect(&Theme::instance(), &Theme::changed, this, &LessonPlayer::applyTheme);
    applyTheme();
    showLesson();
}

LessonPlayer::~LessonPlayer() = default;

void LessonPlayer::addAnswerKeys()
{
    // Keys 1-9 answer a choice question at once: a lesson can be played with the keyboard
    // alone, and a teacher can take answers from the room.
    for (int digit = 1; digit <= 9; ++digit) {
        auto *action = new QAction(this);
        action->setShortcut(QKeySequence(Qt::Key_0 + digit));
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, [this, digit] {
            if (!m_questionBox->isVisible() || !m_choices->button(digit - 1) ||
                !m_answer->isEnabled())
                return;
            chooseAnswer(digit - 1);
            answer();
        });
        addAction(action);
    }
}

void LessonPlayer::followSession()
{
    connect(m_session, &LessonSession::lessonChanged, this, &LessonPlayer::showLesson);
    connect(m_session, &LessonSession::positionChanged, this, [this] { show(true); });
    connect(m_session, &LessonSession::restored, this, [this] { show(false); });
    connect(m_session, &LessonSession::answered, this, &LessonPlayer::showAnswered);
    connect(m_session, &LessonSession::checked, this, &LessonPlayer::showReport);
    connect(m_session, &LessonSession::hintShown, this, [this] {
        showHints();
        updateButtons();
    });
}

bool LessonPlayer::eventFilter(QObject *watched, QEvent *event)
{
    if (pickChoiceByItsText(watched, event, m_choiceTexts, m_choices))
        return true;
    return QWidget::eventFilter(watched, event);
}

void LessonPlayer::showLesson()
{
    const Lesson *lesson = m_session->lesson();
    if (!lesson) {
        m_playback->setHighlights({});
        m_playback->setCurtain(std::nullopt);
        m_title->setText(tr("No lesson open"));
        m_meta->setText(tr("Lessons > Browse lessons… (Ctrl+L) lists them."));
        m_narration->clear();
        m_questionBox->hide();
        m_challengeBox->hide();
        updateButtons();
        return;
    }
    m_title->setText(qs(lesson->title));
    m_parameters->setParameters(lesson->challenge ? lesson->challenge->parameters
                                                  : std::vector<WhatIf>{});
    setEnabled(true);
}

void LessonPlayer::seekStep(const LessonStep &step)
{
    // Steps follow the run on screen: after a what-if edit an event may have moved.
    const Run *run = m_playback->run();
    const auto where = run ? resolveStep(step, *run) : std::nullopt;
    if (where && where->sequence)
        m_playback->seekSequence(*where->sequence);
    else
        m_playback->seek(where ? where->timeMs : step.timeMs);
}

TimeMs LessonPlayer::stepTime(const LessonStep &step) const
{
    const Run *run = m_playback->run();
    const auto where = run ? resolveStep(step, *run) : std::nullopt;
    if (where && where->sequence && *where->sequence < run->log().size())
        return run->log()[*where->sequence].time;
    return std::clamp<TimeMs>(where ? where->timeMs : step.timeMs, 0, m_playback->endTime());
}

void LessonPlayer::show(bool seek)
{
    const Lesson *lesson = m_session->lesson();
    if (!lesson)
        return;
    const int position = m_session->position();
    m_revealResult = false;
    m_revealQuestion = false;
    // A new step starts at its top, not where the last one's verdict was scrolled to.
    m_scroll->verticalScrollBar()->setValue(0);
    const int steps = static_cast<int>(lesson->steps.size());
    // The goal in full on the introduction; after it one line, so the narration keeps the room.
    if (position < 0)
        m_meta->setText(tr("%1 · %Ln minute(s) · %2", nullptr, lesson->minutes)
                            .arg(qs(lesson->goal), lessonLevelText(lesson->level)));
    else if (position < steps)
        m_meta->setText(tr("Step %1 of %2").arg(position + 1).arg(steps));
    else
        m_meta->setText(tr("After %Ln step(s): the challenge", nullptr, steps));
    m_playback->pause();
    if (position < 0) {
        // The loader ends the introduction with its sources as written; the reader gets them in
        // their language.
        QString introduction = qs(lesson->introduction);
        const QString sources = qs(sourcesMarkdown(lesson->sources, lesson->steps));
        if (!sources.isEmpty() && introduction.endsWith(sources))
            introduction = introduction.chopped(sources.size()) +
                           qs(sourcesMarkdown(lesson->sources, lesson->steps, readerTranslator()));
        m_narration->setMarkdown(introduction);
        m_playback->setHighlights({});
        m_playback->setCurtain(std::nullopt);
        if (seek)
            m_playback->seek(0);
        showQuestion(nullptr);
        m_challengeBox->hide();
    } else if (position < steps) {
        const LessonStep &step = lesson->steps[static_cast<std::size_t>(position)];
        QString text = QStringLiteral("### ") + qs(step.title.empty() ? step.id : step.title) +
                       QStringLiteral("\n\n") + qs(step.narration);
        m_narration->setMarkdown(text);
        if (seek)
            seekStep(step);
        m_playback->setHighlights(step.highlights);
        showQuestion(step.question ? &*step.question : nullptr);
        // A question longer than the room under the narration (a long German one on a 720-pixel
        // screen): the step list makes room, else the body scrolls it and its Answer into view.
        m_revealQuestion = step.question.has_value();
        if (m_revealQuestion)
            QTimer::singleShot(0, this, [this] {
                if (m_revealQuestion)
                    revealQuestion(m_scroll->verticalScrollBar()->maximum());
            });
        // The timeline shows the whole run: cover what comes next until the student answers.
        const bool waiting = step.question && !m_session->isAnswered(position);
        const TimeMs from = seek ? m_playback->time() : stepTime(step);
        m_playback->setCurtain(waiting ? std::optional<TimeMs>(from) : std::nullopt);
        m_challengeBox->hide();
    } else {
        const Challenge &challenge = *lesson->challenge;
        m_narration->setMarkdown(QStringLiteral("### ") + tr("Challenge") + QStringLiteral("\n\n") +
                                 qs(challenge.narration));
        m_playback->setHighlights({});
        m_playback->setCurtain(std::nullopt);
        showQuestion(nullptr);
        m_challengeBox->show();
        m_result->setText(m_session->solved()
                              ? tr("<b>Solved before.</b> Try it again, or try other values.")
                              : QString());
        showHints();
    }
    m_steps->setCurrentIndex(m_stepsModel->indexOf(position));
    updateButtons();
}

void LessonPlayer::revealQuestion(int scrollMaximum)
{
    if (scrollMaximum <= 0)
        return;
    // First the step list makes room (the line above says which step this is, and Back and Next
    // still go), so that the narration keeps its first lines in view.
    if (!m_steps->isHidden()) {
        m_steps->hide();
        return;
    }
    // Then the narration gives up a line (it scrolls by itself).
    const int twoLines = QFontMetrics(m_narration->font()).lineSpacing() * 2;
    if (m_narration->minimumHeight() > twoLines) {
        m_narration->setMinimumHeight(twoLines);
        return;
    }
    m_scroll->ensureWidgetVisible(m_questionBox, 0, 0);
}

void LessonPlayer::showHints()
{
    const Lesson *lesson = m_session->lesson();
    if (!lesson || !lesson->challenge)
        return;
    QString text;
    for (int i = 0; i < m_session->hintsShown(); ++i)
        text += (i ? QStringLiteral("\n") : QString()) +
                tr("Hint %1: %2")
                    .arg(i + 1)
                    .arg(qs(lesson->challenge->hints[static_cast<std::size_t>(i)]));
    m_hints->setText(text);
}

void LessonPlayer::showQuestion(const Question *question)
{
    for (QAbstractButton *button : m_choices->buttons())
        m_choices->removeButton(button);
    qDeleteAll(m_choiceRows);
    m_choiceRows.clear();
    m_choiceTexts.clear();
    m_feedback->clear();
    if (!question) {
        m_questionBox->hide();
        fitBody();
        return;
    }
    m_questionBox->show();
    fitBody();
    m_prompt->setText(qs(question->prompt));
    const bool number = question->kind == Question::Kind::Number;
    m_number->setVisible(number);
    m_unit->setVisible(number);
    m_number->clear();
    m_unit->setText(answerUnitText(question->unit));
    m_questionBox->setTitle(question->kind == Question::Kind::Next ? tr("What happens next?")
                                                                   : tr("Your turn"));
    int index = 0;
    for (const Choice &choice : question->choices) {
        // "1." on the button: the key that picks it. The text is a label beside it, because a
        // radio button does not wrap and a long choice would widen the whole window.
        auto *row = new QWidget(m_questionBox);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *radio = new QRadioButton(QStringLiteral("%1.").arg(index + 1), row);
        radio->setObjectName(QStringLiteral("choice%1").arg(index));
        radio->setAccessibleName(qs(choice.text));
        auto *text = new QLabel(qs(choice.text), row);
        text->setWordWrap(true);
        text->setTextFormat(Qt::PlainText);
        text->setCursor(Qt::PointingHandCursor);
        text->installEventFilter(this);
        rowLayout->addWidget(radio, 0, Qt::AlignTop);
        rowLayout->addWidget(text, 1);
        m_choices->addButton(radio, index++);
        m_choicesLayout->addWidget(row);
        m_choiceRows.push_back(row);
        m_choiceTexts.push_back(text);
    }
    // Tab in reading order: the choices, made after the Answer button, come before it (after the
    // control before the number field: setTabOrder ignores widgets that take no focus).
    QWidget *previous = m_number->previousInFocusChain();
    while (previous != m_number && previous->focusPolicy() == Qt::NoFocus)
        previous = previous->previousInFocusChain();
    for (QAbstractButton *radio : m_choices->buttons()) {
        QWidget::setTabOrder(previous, radio);
        previous = radio;
    }
    const bool answered = m_session->isAnswered(m_session->position());
    m_answer->setEnabled(!answered);
    if (answered) {
        // Back on an answered question (or in a reopened session): the student's last answer,
        // and what was said about it.
        const LessonAnswer *given = m_session->lastAnswer(m_session->position());
        bool shown = false;
        if (given) {
            bool ok = false;
            const double value = given->answer.toDouble(&ok);
            if (ok && number) {
                m_number->setText(given->answer);
                showVerdict(*question, checkNumber(*question, value));
                shown = true;
            } else if (ok && value >= 1 && value <= static_cast<double>(question->choices.size())) {
                const int choice = static_cast<int>(value) - 1;
                if (QAbstractButton *button = m_choices->button(choice))
                    button->setChecked(true);
                showVerdict(*question, checkChoice(*question, static_cast<std::size_t>(choice)));
                shown = true;
            }
        }
        if (!shown)
            m_feedback->setText(tr("Answered. The run goes on: press Next."));
        for (QAbstractButton *button : m_choices->buttons())
            button->setEnabled(false);
        m_number->setEnabled(false);
    } else {
        m_number->setEnabled(true);
    }
    if (number && !answered)
        m_number->setFocus();
}

void LessonPlayer::chooseAnswer(int choice)
{
    if (QAbstractButton *button = m_choices->button(choice))
        button->setChecked(true);
}

void LessonPlayer::typeAnswer(const QString &text)
{
    m_number->setText(text);
}

void LessonPlayer::answer()
{
    const LessonStep *step = m_session->currentStep();
    // Enter in the number field again after answering: the answer stands.
    if (!step || !step->question || m_session->isAnswered(m_session->position()))
        return;
    if (step->question->kind == Question::Kind::Number) {
        if (!m_session->answer(m_number->text()))
            m_feedback->setText(tr("Type a number, then press Answer."));
        return;
    }
    const int chosen = m_choices->checkedId();
    if (chosen < 0) {
        m_feedback->setText(tr("Pick an answer first."));
        return;
    }
    m_session->answer(QString::number(chosen + 1));
}

void LessonPlayer::showAnswered(int step, const AnswerCheck &result)
{
    const Lesson *lesson = m_session->lesson();
    if (!lesson || step != m_session->position())
        return;
    m_playback->setCurtain(std::nullopt);
    showVerdict(*lesson->steps[static_cast<std::size_t>(step)].question, result);
    m_answer->setEnabled(false);
    updateButtons();
    // The explanation is what the answer teaches, at the bottom of the body: follow the scroll
    // range until the body has grown to hold it, as for a challenge's report.
    m_revealResult = true;
    m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

void LessonPlayer::showVerdict(const Question &question, const AnswerCheck &result)
{
    // Mark the right choice, so a wrong answer still teaches.
    for (std::size_t i = 0; i < question.choices.size() && i < m_choiceTexts.size(); ++i) {
        if (question.choices[i].right)
            m_choiceTexts[i]->setText(m_choiceTexts[i]->text() + QStringLiteral("  ✓"));
    }
    // Each verdict is one sentence with the explanation in it, so a translation can order both.
    const Palette &p = Theme::instance().palette();
    const QString explanation = qs(result.explanation).toHtmlEscaped();
    QString verdict = tr("<b style='color:%1'>Right.</b> %2").arg(p.goodText.name(), explanation);
    if (!result.right && question.kind == Question::Kind::Number) {
        verdict =
            tr("<b style='color:%1'>Not quite:</b> the answer is %2. %3")
                .arg(p.warningText.name(), qs(result.rightAnswer).toHtmlEscaped(), explanation);
    } else if (!result.right) {
        // The choice's own text is already on screen, marked; its number is enough here.
        int right = 0;
        for (std::size_t i = 0; i < question.choices.size(); ++i) {
            if (question.choices[i].right)
                right = static_cast<int>(i) + 1;
        }
        verdict = tr("<b style='color:%1'>Not quite:</b> the answer is %L2, marked ✓. %3")
                      .arg(p.warningText.name())
                      .arg(right)
                      .arg(explanation);
    }
    m_feedback->setText(verdict);
}

void LessonPlayer::showReport(const ChallengeReport &report)
{
    const Palette &p = Theme::instance().palette();
    QString html = report.passed
                       ? tr("<b style='color:%1'>✓ Solved: every condition holds.</b><br>")
                             .arg(p.goodText.name())
                       : tr("<b style='color:%1'>Not yet.</b><br>").arg(p.warningText.name());
    for (const std::string &line : report.runProblems)
        html += qs(line).toHtmlEscaped() + QStringLiteral("<br>");
    for (const ConditionResult &condition : report.conditions) {
        // The report's "[ok]" and "[fail]" are for terminals; here a mark and a colour say it.
        const QString text = translated(condition.sentence);
        html += QStringLiteral("<span style='color:%1'>%2 %3</span><br>")
                    .arg(condition.passed ? p.goodText.name() : p.warningText.name(),
                         condition.passed ? QStringLiteral("✓") : QStringLiteral("✗"),
                         text.toHtmlEscaped());
    }
    m_result->setText(html);
    // Bring the report into view: it is at the bottom of the body, and the body grows to hold
    // it only once the layout has run, so follow the scroll range until the user scrolls.
    m_revealResult = true;
    m_scroll->verticalScrollBar()->setValue(m_scroll->verticalScrollBar()->maximum());
}

void LessonPlayer::updateButtons()
{
    const Lesson *lesson = m_session->lesson();
    const int position = m_session->position();
    const int last = m_session->lastPosition();
    const bool canGoOn = m_session->canGoOn();
    m_back->setEnabled(lesson && position > -1);
    m_next->setEnabled(lesson && position < last && canGoOn);
    m_next->setText(lesson && position + 1 == last && lesson->challenge ? tr("&Challenge →")
                                                                        : tr("&Next →"));
    if (lesson && !canGoOn)
        m_next->setToolTip(tr("Answer the question first: the lesson waits for you"));
    else
        m_next->setToolTip(tr("The next step (Alt+Right, or Page Down while a lesson is open)"));
    if (lesson && lesson->challenge)
        m_hint->setEnabled(m_session->hintsShown() <
                           static_cast<int>(lesson->challenge->hints.size()));
}

void LessonPlayer::applyTheme()
{
    const Theme &theme = Theme::instance();
    m_title->setFont(theme.font(14, true));
    m_meta->setFont(theme.font(9.5));
    m_narration->setFont(theme.font(11.5));
    m_steps->setFont(theme.font(10));
    m_questionBox->setFont(theme.font(11));
    m_challengeBox->setFont(theme.font(10.5));
    fitBody();
}

void LessonPlayer::fitBody()
{
    // About five rows of steps and six lines of narration: the current step is kept in view,
    // and the narration gets the height. A question needs the room more (on a 720-pixel screen
    // a long German one, its choices, Answer and the verdict): two rows and three lines, both
    // scroll.
    const bool asking = !m_questionBox->isHidden();
    m_steps->show();
    m_narration->setMinimumHeight(
        static_cast<int>(QFontMetrics(m_narration->font()).lineSpacing() * (asking ? 3 : 6)));
    m_steps->setMaximumHeight(
        static_cast<int>(QFontMetrics(m_steps->font()).lineSpacing() * (asking ? 2.4 : 5.6)) +
        2 * m_steps->frameWidth());
}

} // namespace inflight
