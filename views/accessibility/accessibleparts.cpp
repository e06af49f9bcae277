// SPDX-License-Identifier: GPL-3.0-or-later
#include "accessibleparts.h"

#include <QWidget>
#include <QWindow>

#include <set>

namespace inflight {

namespace {

/// One part's interface: it looks its part up by key on every question, so it answers for what
/// is on screen now, and says it is no longer valid once its part left the picture.
class PartInterface : public QAccessibleInterface {
public:
    PartInterface(AccessibleParts *owner, quint64 key) : m_owner(owner), m_key(key) {}

    bool isValid() const override { return part() != nullptr; }
    QObject *object() const override { return nullptr; }
    QWindow *window() const override
    {
        QWidget *widget = m_owner ? m_owner->widget() : nullptr;
        return widget ? widget->window()->windowHandle() : nullptr;
    }

    QAccessibleInterface *parent() const override
    {
        const AccessiblePart *p = part();
        if (!p)
            return nullptr;
        return p->parent < 0 ? QAccessible::queryAccessibleInterface(m_owner->widget())
                             : m_owner->interfaceFor(p->parent);
    }
    int childCount() const override
    {
        const int i = index();
        return i < 0 ? 0 : static_cast<int>(m_owner->childrenOf(i).size());
    }
    QAccessibleInterface *child(int n) const override
    {
        const int i = index();
        if (i < 0)
            return nullptr;
        const std::vector<int> &children = m_owner->childrenOf(i);
        return n < 0 || n >= static_cast<int>(children.size())
                   ? nullptr
                   : m_owner->interfaceFor(children[static_cast<std::size_t>(n)]);
    }
    int indexOfChild(const QAccessibleInterface *child) const override
    {
        for (int n = 0; n < childCount(); ++n) {
            if (this->child(n) == child)
                return n;
        }
        return -1;
    }
    QAccessibleInterface *childAt(int x, int y) const override
    {
        const int i = index();
        const int c = i < 0 ? -1 : m_owner->childAt(i, QPoint(x, y));
        return c < 0 ? nullptr : m_owner->interfaceFor(c);
    }

    QString text(QAccessible::Text t) const override
    {
        const AccessiblePart *p = part();
        if (!p)
            return {};
        if (t == QAccessible::Name)
            return p->name;
        if (t == QAccessible::Description)
            return p->description;
        return {};
    }
    void setText(QAccessible::Text, const QString &) override {}
    QRect rect() const override
    {
        const AccessiblePart *p = part();
        if (!p)
            return {};
        const QRect local = p->rect.toAlignedRect();
        return {m_owner->widget()->mapToGlobal(local.topLeft()), local.size()};
    }
    QAccessible::Role role() const override
    {
        const AccessiblePart *p = part();
        return p ? p->role : QAccessible::NoRole;
    }
    QAccessible::State state() const override
    {
        QAccessible::State s;
        const AccessiblePart *p = part();
        if (!p) {
            s.invalid = true;
            return s;
        }
        s.invisible = !m_owner->widget()->isVisible() || p->rect.isEmpty();
        s.selected = p->selected;
        return s;
    }

private:
    int index() const { return m_owner && m_owner->widget() ? m_owner->indexOf(m_key) : -1; }
    const AccessiblePart *part() const
    {
        const int i = index();
        return i < 0 ? nullptr : &m_owner->parts()[static_cast<std::size_t>(i)];
    }

    QPointer<AccessibleParts> m_owner;
    quint64 m_key;
};

} // namespace

AccessibleParts::AccessibleParts(QWidget *widget, Build build)
    : QObject(widget), m_widget(widget), m_build(std::move(build))
{
    setObjectName(QStringLiteral("accessibleParts"));
}

AccessibleParts::~AccessibleParts()
{
    for (const auto &[key, id] : m_ids)
        QAccessible::deleteAccessibleInterface(id);
}

AccessibleParts *AccessibleParts::of(const QObject *widget)
{
    return widget ? widget->findChild<AccessibleParts *>(QString(), Qt::FindDirectChildrenOnly)
                  : nullptr;
}

void AccessibleParts::invalidate()
{
    m_dirty = true;
}

void AccessibleParts::rebuild()
{
    m_dirty = false;
    m_parts = m_widget ? m_build() : std::vector<AccessiblePart>();
    m_children.assign(m_parts.size(), {});
    m_topLevel.clear();
    m_index.clear();
    for (std::size_t i = 0; i < m_parts.size(); ++i) {
        const int parent = m_parts[i].parent;
        Q_ASSERT(parent < static_cast<int>(i));
        if (parent < 0)
            m_topLevel.push_back(static_cast<int>(i));
        else
            m_children[static_cast<std::size_t>(parent)].push_back(static_cast<int>(i));
        m_index.emplace(m_parts[i].key, static_cast<int>(i));
    }
}

const std::vector<AccessiblePart> &AccessibleParts::parts()
{
    if (m_dirty)
        rebuild();
    return m_parts;
}

const std::vector<int> &AccessibleParts::childrenOf(int part)
{
    parts();
    return part < 0 ? m_topLevel : m_children[static_cast<std::size_t>(part)];
}

int AccessibleParts::indexOf(quint64 key)
{
    parts();
    const auto it = m_index.find(key);
    return it == m_index.end() ? -1 : it->second;
}

QAccessibleInterface *AccessibleParts::interfaceFor(int part)
{
    if (part < 0 || part >= static_cast<int>(parts().size()))
        return nullptr;
    const quint64 key = m_parts[static_cast<std::size_t>(part)].key;
    const auto it = m_ids.find(key);
    if (it != m_ids.end())
        return QAccessible::accessibleInterface(it->second);
    auto *iface = new PartInterface(this, key);
    m_ids.emplace(key, QAccessible::registerAccessibleInterface(iface));
    return iface;
}

int AccessibleParts::childAt(int part, QPoint global)
{
    if (!m_widget)
        return -1;
    const QPointF local = m_widget->mapFromGlobal(global);
    // The last drawn is on top.
    const std::vector<int> &children = childrenOf(part);
    for (auto it = children.rbegin(); it != children.rend(); ++it) {
        if (m_parts[static_cast<std::size_t>(*it)].rect.contains(local))
            return *it;
    }
    return -1;
}

void AccessibleParts::refresh()
{
    std::set<quint64> before;
    for (const AccessiblePart &p : parts())
        before.insert(p.key);
    rebuild();
    std::set<quint64> after;
    for (const AccessiblePart &p : m_parts)
        after.insert(p.key);
    // Interfaces of parts that left the picture go (a screen reader asking for them again gets
    // nothing, not a part that is no longer drawn).
    for (auto it = m_ids.begin(); it != m_ids.end();) {
        if (after.count(it->first)) {
            ++it;
            continue;
        }
        QAccessible::deleteAccessibleInterface(it->second);
        it = m_ids.erase(it);
    }
    if (before != after)
        emit structureChanged();
}

PartsAccessible::PartsAccessible(QWidget *widget, QAccessible::Role role)
    : QAccessibleWidget(widget, role)
{
}

int PartsAccessible::childCount() const
{
    AccessibleParts *p = parts();
    return p ? static_cast<int>(p->childrenOf(-1).size()) : 0;
}

QAccessibleInterface *PartsAccessible::child(int index) const
{
    AccessibleParts *p = parts();
    if (!p || index < 0 || index >= childCount())
        return nullptr;
    return p->interfaceFor(p->childrenOf(-1)[static_cast<std::size_t>(index)]);
}

int PartsAccessible::indexOfChild(const QAccessibleInterface *child) const
{
    for (int n = 0; n < childCount(); ++n) {
        if (this->child(n) == child)
            return n;
    }
    return -1;
}

QAccessibleInterface *PartsAccessible::childAt(int x, int y) const
{
    AccessibleParts *p = parts();
    const int c = p ? p->childAt(-1, QPoint(x, y)) : -1;
    return c < 0 ? nullptr : p->interfaceFor(c);
}

} // namespace inflight
