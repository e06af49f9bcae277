// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What a screen reader finds inside a widget that paints its content itself (the stage, the
// timeline's lanes): the painted things as a tree of parts, each with a role, a name, a
// description and the rectangle where it is drawn. A part is no widget and no QObject: the
// widget's interface (PartsAccessible) hands out one small interface per part, made on first
// request and kept while a part with the same key is on screen, so that a screen reader can hold
// on to "m1" while the playhead moves.

#include <QAccessibleWidget>
#include <QObject>
#include <QPointer>
#include <QRectF>
#include <QString>
#include <QWidget>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace inflight {

struct AccessiblePart {
    /// Who the part is, the same from one moment to the next ("message 3", "worker 2"): the
    /// interface a screen reader holds follows the key, not the position.
    quint64 key = 0;
    /// Index of the parent part in the list, or -1 for a child of the widget itself. A parent
    /// comes before its children.
    int parent = -1;
    QAccessible::Role role = QAccessible::StaticText;
    QString name;
    QString description;
    /// Where it is drawn, in the widget's coordinates.
    QRectF rect;
    bool selected = false;
};

/// The parts of one widget at the current moment, made on demand and kept until the widget
/// says its picture changed (invalidate()). Owned by the widget (a child QObject); it owns the
/// parts' interfaces.
class AccessibleParts : public QObject {
    Q_OBJECT

public:
    using Build = std::function<std::vector<AccessiblePart>()>;

    AccessibleParts(QWidget *widget, Build build);
    ~AccessibleParts() override;

    /// The parts of `widget`, or nullptr when it has none.
    static AccessibleParts *of(const QObject *widget);

    QWidget *widget() const { return m_widget; }
    /// The parts now (rebuilt when invalidated), and their children's indexes.
    const std::vector<AccessiblePart> &parts();
    const std::vector<int> &childrenOf(int part);
    /// The index of the part with this key now, or -1 (it left the picture).
    int indexOf(quint64 key);
    /// The part's interface (registered with QAccessible on first request).
    QAccessibleInterface *interfaceFor(int part);
    /// The top-level (or the part's) child under a point in global coordinates, or -1.
    int childAt(int part, QPoint global);

public slots:
    /// The picture changed: the parts are made again on the next request.
    void invalidate();

signals:
    /// Parts appeared or went away since the last refresh() (a screen reader's cache needs to
    /// know).
    void structureChanged();

public:
    /// Makes the parts again now and drops the interfaces of parts that went away; emits
    /// structureChanged() when the set of keys changed.
    void refresh();

private:
    void rebuild();

    QPointer<QWidget> m_widget;
    Build m_build;
    bool m_dirty = true;
    std::vector<AccessiblePart> m_parts;
    std::vector<std::vector<int>> m_children;
    std::vector<int> m_topLevel;
    std::map<quint64, int> m_index;
    /// The registered interfaces of parts, by key.
    std::map<quint64, QAccessible::Id> m_ids;
};

/// The interface of a widget made of parts: the widget's own name, role and description (given by
/// the subclass) and the parts as its children.
class PartsAccessible : public QAccessibleWidget {
public:
    PartsAccessible(QWidget *widget, QAccessible::Role role);

    int childCount() const override;
    QAccessibleInterface *child(int index) const override;
    int indexOfChild(const QAccessibleInterface *child) const override;
    QAccessibleInterface *childAt(int x, int y) const override;

protected:
    AccessibleParts *parts() const { return AccessibleParts::of(widget()); }
};

} // namespace inflight
