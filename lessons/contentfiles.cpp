// SPDX-License-Identifier: GPL-3.0-or-later
#include "contentfiles.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace inflight::content {

bool readFile(const std::string &path, std::string &text, std::string &error)
{
    QFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::ReadOnly)) {
        error = file.errorString().toStdString();
        return false;
    }
    text = file.readAll().toStdString();
    return true;
}

std::string fileName(const std::string &path)
{
    return QFileInfo(QString::fromStdString(path)).fileName().toStdString();
}

std::string narrationPathOf(const std::string &lessonPath)
{
    const QFileInfo info(QString::fromStdString(lessonPath));
    return info.dir().filePath(info.completeBaseName() + QStringLiteral(".md")).toStdString();
}

} // namespace inflight::content
