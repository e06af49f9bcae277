// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The lesson's steps as a list model, for the player's step list: the introduction, one row per
// step ("3. Charged twice"), and the challenge. The current position is bold; in a locked lesson
// the steps past the furthest one reached cannot be chosen yet. It follows a LessonSession.

#include <QAbstractListModel>

namespace inflight {

class LessonSession;

class LessonStepsModel : public QAbstractListModel {
    Q_OBJECT

public:
    enum Roles {
        /// The row's position in the lesson: -1 the introduction, then the steps, then the
        /// challenge.
        PositionRole = Qt::UserRole,
    };

    explicit LessonStepsModel(LessonSession *session, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;

    /// The row of a position in the lesson; invalid when no lesson is open.
    QModelIndex indexOf(int position) const;

private:
    /// The position moved or the furthest step grew: the bold row and the rows that can be
    /// chosen change.
    void positionMoved();

    LessonSession *m_session;
};

} // namespace inflight
