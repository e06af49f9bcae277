// SPDX-License-Identifier: GPL-3.0-or-later
#include "whatifpanel.h"

#include "common/sentencetext.h"
#include "theme.h"
#include "whatiftexts.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace inflight {

namespace {
QString tip(WhatIf parameter)
{
    switch (parameter) {
    case WhatIf::VisibilityTimeout:
        return QObject::tr("How long a receive hides the message (the queue's VisibilityTimeout)");
    case WhatIf::ProcessingTime:
        return QObject::tr("How long a job takes; a random profile keeps its shape, scaled");
    case WhatIf::HeartbeatInterval:
        return QObject::tr("Call ChangeMessageVisibility this often while working (0: never)");
    case WhatIf::Workers:
        return QObject::tr("How many workers poll the queue");
    case WhatIf::WaitTime:
        return QObject::tr("WaitTimeSeconds of each receive (0: short polling)");
    case WhatIf::MaxReceiveCount:
        return QObject::tr("Move a message to a dead-letter queue on receive N+1 (0: no DLQ)");
    case WhatIf::DeletePolicy:
        return QObject::tr("When the worker deletes the message");
    case WhatIf::Idempotency:
        return QObject::tr("How a repeated message is kept from charging twice");
    case WhatIf::BatchSize:
        return QObject::tr("MaxNumberOfMessages of each receive: one loan for the whole batch");
    case WhatIf::RetryBackoff:
        return QObject::tr("After a failure, ChangeMessageVisibility to this, doubled per receive "
                           "(0: retry at once)");
    case WhatIf::StaleHandleDelete:
        return QObject::tr("What this run's SQS does with an old handle's delete: AWS allows "
                           "both outcomes and promises neither");
    }
    return {};
}
} // namespace

WhatIfPanel::WhatIfPanel(ScenarioDocument *document, QWidget *parent)
    : QWidget(parent), m_document(document)
{
    auto *layout = new QVBoxLayout(this);
    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    layout->addWidget(m_hint);
    m_form = new QFormLayout;
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    layout->addLayout(m_form);

    // The ranges are the engine's (SQS's limits where SQS sets them).
    auto seconds = [this](WhatIf parameter, int decimals) {
        auto *box = new QDoubleSpinBox(this);
        box->setRange(whatIfRange(parameter).minimum, whatIfRange(parameter).maximum);
        box->setDecimals(decimals);
        box->setSuffix(tr(" s"));
        box->setKeyboardTracking(false);
        connect(box, &QDoubleSpinBox::valueChanged, this,
                [this, parameter](double value) { apply(parameter, value); });
        return box;
    };
    auto whole = [this](WhatIf parameter, const QString &suffix, const QString &special = {}) {
        auto *box = new QSpinBox(this);
        box->setRange(static_cast<int>(whatIfRange(parameter).minimum),
                      static_cast<int>(whatIfRange(parameter).maximum));
        box->setSuffix(suffix);
        box->setKeyboardTracking(false);
        if (!special.isEmpty())
            box->setSpecialValueText(special);
        connect(box, &QSpinBox::valueChanged, this,
                [this, parameter](int value) { apply(parameter, value); });
        return box;
    };
    auto choice = [this](WhatIf parameter, const QStringList &items) {
        auto *box = new QComboBox(this);
        box->addItems(items);
        // Narrower than its longest item, which its list shows in full: a German or Spanish
        // choice would otherwise set the panel's width.
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
        connect(box, &QComboBox::activated, this,
                [this, parameter](int index) { apply(parameter, index); });
        return box;
    };
    m_controls[static_cast<std::size_t>(WhatIf::VisibilityTimeout)] =
        whole(WhatIf::VisibilityTimeout, tr(" s"));
    m_controls[static_cast<std::size_t>(WhatIf::ProcessingTime)] =
        seconds(WhatIf::ProcessingTime, 1);
    m_controls[static_cast<std::size_t>(WhatIf::HeartbeatInterval)] =
        seconds(WhatIf::HeartbeatInterval, 1);
    static_cast<QDoubleSpinBox *>(m_controls[static_cast<std::size_t>(WhatIf::HeartbeatInterval)])
        ->setSpecialValueText(tr("no heartbeat"));
    m_controls[static_cast<std::size_t>(WhatIf::Workers)] = whole(WhatIf::Workers, {});
    m_controls[static_cast<std::size_t>(WhatIf::WaitTime)] = whole(WhatIf::WaitTime, tr(" s"));
    m_controls[static_cast<std::size_t>(WhatIf::MaxReceiveCount)] =
        whole(WhatIf::MaxReceiveCount, {}, tr("no dead-letter queue"));
    m_controls[static_cast<std::size_t>(WhatIf::DeletePolicy)] =
        choice(WhatIf::DeletePolicy, {tr("after the side effect"), tr("before processing (!)"),
                                      tr("in a batch, after processing")});
    m_controls[static_cast<std::size_t>(WhatIf::Idempotency)] =
        choice(WhatIf::Idempotency,
               {tr("none"), tr("done record after the effect"), tr("provider idempotency key")});
    m_controls[static_cast<std::size_t>(WhatIf::BatchSize)] = whole(WhatIf::BatchSize, {});
    m_controls[static_cast<std::size_t>(WhatIf::RetryBackoff)] =
        whole(WhatIf::RetryBackoff, tr(" s"), tr("retry at once"));
    m_controls[static_cast<std::size_t>(WhatIf::StaleHandleDelete)] =
        choice(WhatIf::StaleHandleDelete, {tr("deletes nothing"), tr("deletes the message")});
    for (int i = 0; i < whatIfCount; ++i) {
        const auto parameter = static_cast<WhatIf>(i);
        QWidget *control = m_controls[static_cast<std::size_t>(i)];
        control->setToolTip(tip(parameter));
        control->setObjectName(QString::fromLatin1(
            whatIfName(parameter).data(), static_cast<qsizetype>(whatIfName(parameter).size())));
        m_form->addRow(translated(whatIfLabelSentence(parameter)), control);
    }
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);
    m_problem->hide();
    layout->addWidget(m_problem);
    // Before and after: the run as it was loaded above this one, on one time axis.
    m_compare = new QPushButton(tr("Compare with the original"), this);
    m_compare->setObjectName(QStringLiteral("compareWithOriginal"));
    connect(m_compare, &QPushButton::clicked, this, &WhatIfPanel::compareWithOriginalRequested);
    layout->addWidget(m_compare, 0, Qt::AlignLeft);
    layout->addStretch(1);

    connect(document, &ScenarioDocument::scenarioChanged, this, &WhatIfPanel::refresh);
    connect(&Theme::instance(), &Theme::changed, this, &WhatIfPanel::applyTheme);
    applyTheme();
    refresh();
}

void WhatIfPanel::apply(WhatIf parameter, double value)
{
    const RunCancelWatch watch(m_document);
    const QString problem = m_document->setWhatIf(parameter, value);
    // A run the user cancelled says nothing wrong about the value: the control goes back to the
    // run shown, and the window's status bar acknowledges the cancel.
    const bool wrong = !problem.isEmpty() && !watch.cancelled();
    m_problem->setText(wrong ? problem : QString());
    m_problem->setVisible(wrong);
    if (!problem.isEmpty())
        refresh();
}

void WhatIfPanel::refresh()
{
    // A recording of real clients has no scenario: its controls would show a default that is
    // not the clients' queue (a 5 s queue shown as 30 s), so the panel says why it is empty.
    const bool recording = m_document->isRecording();
    m_hint->setText(recording ? tr("%1 What-if edits change a scenario and run it again.")
                                    .arg(m_document->recordingReason())
                              : tr("Change a value: the run is simulated again at once. "
                                   "Ctrl+Z undoes."));
    m_compare->setVisible(!recording);
    const Scenario &scenario = m_document->scenario();
    const bool edited = m_document->editsApplied() > 0;
    m_compare->setEnabled(edited);
    m_compare->setToolTip(edited ? tr("Show the run before these edits above this one, on one "
                                      "time axis, with what changed and where the runs part")
                                 : tr("Change a value first: then compare the edited run with "
                                      "the original"));
    for (int i = 0; i < whatIfCount; ++i) {
        const auto parameter = static_cast<WhatIf>(i);
        QWidget *control = m_controls[static_cast<std::size_t>(i)];
        const bool offered =
            m_only.empty() || std::find(m_only.begin(), m_only.end(), parameter) != m_only.end();
        const bool applies = !recording && offered && whatIfApplies(scenario, parameter);
        // A parameter that means nothing for this scenario (no worker, no queue) is not shown.
        m_form->setRowVisible(control, applies);
        if (!applies)
            continue;
        const QSignalBlocker block(control);
        const double value = whatIfValue(scenario, parameter);
        if (auto *spin = qobject_cast<QSpinBox *>(control))
            spin->setValue(static_cast<int>(value));
        else if (auto *real = qobject_cast<QDoubleSpinBox *>(control))
            real->setValue(value);
        else if (auto *combo = qobject_cast<QComboBox *>(control))
            combo->setCurrentIndex(static_cast<int>(value));
    }
}

void WhatIfPanel::setParameters(std::vector<WhatIf> parameters)
{
    m_only = std::move(parameters);
    refresh();
}

void WhatIfPanel::applyTheme()
{
    const Theme &theme = Theme::instance();
    setFont(theme.font(10));
    m_hint->setFont(theme.font(9));
    QPalette palette = m_problem->palette();
    palette.setColor(QPalette::WindowText, theme.palette().warningText);
    m_problem->setPalette(palette);
}

} // namespace inflight
