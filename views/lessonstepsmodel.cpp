// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonstepsmodel.h"

#include "lessonsession.h"

#include <QFont>

namespace inflight {

LessonStepsModel::LessonStepsModel(LessonSession *session, QObject *parent)
    : QAbstractListModel(parent), m_session(session)
{
    connect(m_session, &LessonSession::lessonChanged, this, [this] {
        beginResetModel();
        endResetModel();
    });
    connect(m_session, &LessonSession::positionChanged, this, &LessonStepsModel::positionMoved);
    connect(m_session, &LessonSession::restored, this, &LessonStepsModel::positionMoved);
}

int LessonStepsModel::rowCount(const QModelIndex &parent) const
{
    const Lesson *lesson = m_session->lesson();
    if (parent.isValid() || !lesson)
        return 0;
    // The introduction, the steps and the challenge: one row per position.
    return m_session->lastPosition() + 2;
}

QVariant LessonStepsModel::data(const QModelIndex &index, int role) const
{
    const Lesson *lesson = m_session->lesson();
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !lesson)
        return {};
    const int position = index.row() - 1;
    const int steps = static_cast<int>(lesson->steps.size());
    switch (role) {
    case Qt::DisplayRole:
        if (position < 0)
            return tr("Introduction");
        if (position >= steps)
            return tr("Challenge");
        {
            const LessonStep &step = lesson->steps[static_cast<std::size_t>(position)];
            return tr("%1. %2")
                .arg(position + 1)
                .arg(QString::fromStdString(step.title.empty() ? step.id : step.title));
        }
    case Qt::FontRole: {
        // Only the weight: the rest comes from the view's font.
        QFont font;
        font.setBold(position == m_session->position());
        return font;
    }
    case PositionRole:
        return position;
    default:
        return {};
    }
}

Qt::ItemFlags LessonStepsModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid) || !m_session->lesson())
        return Qt::NoItemFlags;
    return m_session->isReachable(index.row() - 1) ? (Qt::ItemIsEnabled | Qt::ItemIsSelectable)
                                                   : Qt::NoItemFlags;
}

QModelIndex LessonStepsModel::indexOf(int position) const
{
    return m_session->lesson() ? index(position + 1) : QModelIndex();
}

void LessonStepsModel::positionMoved()
{
    if (const int rows = rowCount(); rows > 0)
        emit dataChanged(index(0), index(rows - 1));
}

} // namespace inflight
