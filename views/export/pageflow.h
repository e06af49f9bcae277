// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A PDF written from top to bottom, as a word processor fills pages: headings, paragraphs,
// Markdown and pictures flow down a page and on to the next, and a block that does not fit
// starts a new one. The text is real text (it can be searched and copied) and the timelines are
// vectors, so a handout prints sharp at any size. One unit is one point (1/72 inch).

#include <QFont>
#include <QMarginsF>
#include <QPageSize>
#include <QPdfWriter>
#include <QRectF>
#include <QString>

#include <functional>
#include <memory>

class QCPPainter;
class QIODevice;
class QTextDocument;

namespace inflight {

/// Writes a PDF drawn into memory to `path`, without what QPdfWriter stamps on it of the moment it
/// was written (the same document, the same bytes), through a temporary file renamed at the end
/// (a failed write leaves what was there). Returns the reason it failed, or an empty string.
QString savePdfWithoutWritingMoment(QByteArray pdf, const QString &path);

class PageFlow {
public:
    /// Pages of `size` with `margins` (points), written to `device` once begin() succeeds.
    PageFlow(QIODevice *device, const QPageSize &size, const QMarginsF &margins,
             const QString &title);
    ~PageFlow();
    PageFlow(const PageFlow &) = delete;
    PageFlow &operator=(const PageFlow &) = delete;

    /// Starts the first page; false when the PDF writer cannot start.
    bool begin();
    /// Ends the last page and the file.
    void finish();

    /// Draws what every page has at its foot (the title and the page number): called as each
    /// page is finished, with the page's number from 1.
    void setFooter(std::function<void(QCPPainter &, const QRectF &page, int number)> footer);

    /// A QCPPainter, so that a timeline (QCustomPlot) can draw with it too.
    QCPPainter &painter();
    /// The writable part of a page, in points.
    QRectF content() const { return m_content; }
    /// The whole page.
    QRectF page() const { return m_page; }
    double width() const { return m_content.width(); }
    /// Where the next block goes.
    double y() const { return m_y; }
    double remaining() const { return m_content.bottom() - m_y; }
    bool atTop() const { return m_y <= m_content.top(); }
    int pageNumber() const { return m_pages; }

    void newPage();
    /// A new page unless `height` points still fit on this one (or it is still empty).
    void keep(double height);
    void skip(double points);
    /// Room for a block of `height` at the cursor (on a new page if it does not fit); the cursor
    /// moves below it.
    QRectF reserve(double height);

    /// Plain text wrapped to the content's width (or `indent` in from its left) at spaces, or
    /// anywhere (Qt::TextWrapAnywhere: an address, which has none).
    void text(const QString &text, const QFont &font, const QColor &colour, double spaceAfter,
              double indent = 0, int wrap = Qt::TextWordWrap);
    /// The height `text` takes at the content's width less `indent`.
    double textHeight(const QString &text, const QFont &font, double indent = 0,
                      int wrap = Qt::TextWordWrap) const;
    /// How wide `text` is on one line.
    double textWidth(const QString &text, const QFont &font) const;
    /// Markdown (headings, lists, emphasis, code), split between its paragraphs where a page
    /// ends.
    void markdown(const QString &markdown, const QFont &font, double spaceAfter, double indent = 0);
    /// A document laid out for this PDF at `width` points: what markdown() draws, for measuring.
    std::unique_ptr<QTextDocument> markdownDocument(const QString &markdown, const QFont &font,
                                                    double width) const;

private:
    void finishPage();

    QPdfWriter m_writer;
    std::unique_ptr<QCPPainter> m_painter;
    std::function<void(QCPPainter &, const QRectF &, int)> m_footer;
    QRectF m_page;
    QRectF m_content;
    double m_y = 0;
    int m_pages = 0;
};

} // namespace inflight
