// SPDX-License-Identifier: GPL-3.0-or-later
#include "pageflow.h"

#include "qcustomplot.h"

#include <QAbstractTextDocumentLayout>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextBlock>
#include <QTextDocument>

#include <algorithm>

namespace inflight {

namespace {

/// Replaces the /CreationDate of the document's information, and the XMP metadata's dates and id,
/// by spaces of the same length, so that the cross-reference offsets stay right.
void stripWritingMoment(QByteArray &pdf)
{
    static const QRegularExpression stamps(QStringLiteral(
        "/CreationDate \\([^)]*\\)|/ModDate \\([^)]*\\)|<xmp:(Create|Modify|MetadataDate)>[^<]*|"
        "<xmpMM:(DocumentID|InstanceID)>[^<]*"));
    // The stamps are ASCII: Latin-1 keeps one character per byte.
    const QString text = QString::fromLatin1(pdf);
    QRegularExpressionMatchIterator matches = stamps.globalMatch(text);
    while (matches.hasNext()) {
        const QRegularExpressionMatch match = matches.next();
        const QString found = match.captured();
        qsizetype keep = 0;
        if (found.startsWith(QLatin1Char('<')))
            keep = found.indexOf(QLatin1Char('>')) + 1; // the element stays, empty
        for (qsizetype i = match.capturedStart() + keep; i < match.capturedEnd(); ++i)
            pdf[i] = ' ';
    }
}

} // namespace

QString savePdfWithoutWritingMoment(QByteArray pdf, const QString &path)
{
    stripWritingMoment(pdf);
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return file.errorString();
    if (file.write(pdf) != pdf.size() || !file.commit())
        return file.errorString();
    return {};
}

PageFlow::PageFlow(QIODevice *device, const QPageSize &size, const QMarginsF &margins,
                   const QString &title)
    : m_writer(device)
{
    m_writer.setCreator(QStringLiteral("Inflight"));
    m_writer.setTitle(title);
    // One unit per point: the page's sizes, the fonts' and the layout's are all in points.
    m_writer.setResolution(72);
    m_writer.setPageSize(size);
    m_writer.setPageMargins(QMarginsF(0, 0, 0, 0));
    const QSizeF points = size.size(QPageSize::Point);
    m_page = QRectF(QPointF(0, 0), points);
    m_content = m_page.marginsRemoved(margins);
    m_y = m_content.top();
}

PageFlow::~PageFlow() = default;

bool PageFlow::begin()
{
    m_painter = std::make_unique<QCPPainter>();
    if (!m_painter->begin(&m_writer))
        return false;
    m_painter->setRenderHint(QPainter::Antialiasing);
    m_painter->setRenderHint(QPainter::TextAntialiasing);
    m_pages = 1;
    return true;
}

void PageFlow::finish()
{
    if (!m_painter || !m_painter->isActive())
        return;
    finishPage();
    m_painter->end();
}

void PageFlow::setFooter(std::function<void(QCPPainter &, const QRectF &, int)> footer)
{
    m_footer = std::move(footer);
}

QCPPainter &PageFlow::painter()
{
    return *m_painter;
}

void PageFlow::finishPage()
{
    if (m_footer) {
        m_painter->save();
        m_footer(*m_painter, m_page, m_pages);
        m_painter->restore();
    }
}

void PageFlow::newPage()
{
    finishPage();
    m_writer.newPage();
    ++m_pages;
    m_y = m_content.top();
}

void PageFlow::keep(double height)
{
    if (!atTop() && height > remaining())
        newPage();
}

void PageFlow::skip(double points)
{
    // Space at the top of a page is lost in the margin anyway.
    if (!atTop())
        m_y = std::min(m_y + points, m_content.bottom());
}

QRectF PageFlow::reserve(double height)
{
    keep(height);
    const QRectF box(m_content.left(), m_y, m_content.width(), height);
    m_y += height;
    return box;
}

double PageFlow::textHeight(const QString &text, const QFont &font, double indent, int wrap) const
{
    const QFontMetricsF metrics(font, const_cast<QPdfWriter *>(&m_writer));
    return metrics
        .boundingRect(QRectF(0, 0, m_content.width() - indent, 1e6),
                      wrap | Qt::AlignLeft | Qt::AlignTop, text)
        .height();
}

double PageFlow::textWidth(const QString &text, const QFont &font) const
{
    return QFontMetricsF(font, const_cast<QPdfWriter *>(&m_writer)).horizontalAdvance(text);
}

void PageFlow::text(const QString &text, const QFont &font, const QColor &colour, double spaceAfter,
                    double indent, int wrap)
{
    const double height = textHeight(text, font, indent, wrap);
    keep(height);
    m_painter->save();
    m_painter->setFont(font);
    m_painter->setPen(colour);
    m_painter->drawText(QRectF(m_content.left() + indent, m_y, m_content.width() - indent, height),
                        wrap | Qt::AlignLeft | Qt::AlignTop, text);
    m_painter->restore();
    m_y += height;
    skip(spaceAfter);
}

std::unique_ptr<QTextDocument> PageFlow::markdownDocument(const QString &markdown,
                                                          const QFont &font, double width) const
{
    auto document = std::make_unique<QTextDocument>();
    // Measured for the PDF, not the screen: a point is a point.
    document->documentLayout()->setPaintDevice(const_cast<QPdfWriter *>(&m_writer));
    document->setDefaultFont(font);
    document->setDocumentMargin(0);
    document->setMarkdown(markdown, QTextDocument::MarkdownDialectGitHub);
    document->setTextWidth(width);
    return document;
}

void PageFlow::markdown(const QString &markdown, const QFont &font, double spaceAfter,
                        double indent)
{
    const std::unique_ptr<QTextDocument> document =
        markdownDocument(markdown, font, m_content.width() - indent);
    QAbstractTextDocumentLayout *layout = document->documentLayout();
    const double total = document->size().height();
    // Draws the document from `top` to `bottom` (its own coordinates) at the cursor.
    auto drawPart = [&](double top, double bottom) {
        m_painter->save();
        m_painter->translate(m_content.left() + indent, m_y - top);
        document->drawContents(m_painter.get(),
                               QRectF(0, top, m_content.width() - indent, bottom - top));
        m_painter->restore();
        m_y += bottom - top;
    };
    double top = 0;
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        const QRectF box = layout->blockBoundingRect(block);
        // A paragraph that does not fit goes to the next page whole (one taller than a page is
        // cut where the page ends).
        if (box.bottom() - top > remaining()) {
            if (box.top() > top) {
                drawPart(top, box.top());
                top = box.top();
            }
            if (!atTop())
                newPage();
        }
    }
    if (total - top > remaining() && !atTop())
        newPage();
    drawPart(top, total);
    skip(spaceAfter);
}

} // namespace inflight
