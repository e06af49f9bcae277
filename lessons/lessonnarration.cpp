// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonnarration.h"

#include "suggest.h"

#include <algorithm>

namespace inflight::content {

namespace {

std::string trimmed(const std::string &text)
{
    const auto begin = text.find_first_not_of(" \t\r\n");
    if (begin == std::string::npos)
        return {};
    const auto end = text.find_last_not_of(" \t\r\n");
    return text.substr(begin, end - begin + 1);
}

} // namespace

LessonNarration parseNarration(const std::string &markdown)
{
    LessonNarration narration;
    std::string current;
    bool inSection = false;
    bool fence = false;
    bool firstLine = true;
    int lineNumber = 0;
    auto flush = [&] {
        if (inSection)
            narration.sections.back().text = trimmed(current);
        else
            narration.introduction = trimmed(current);
        current.clear();
    };
    std::size_t at = 0;
    while (at <= markdown.size()) {
        std::size_t end = markdown.find('\n', at);
        if (end == std::string::npos)
            end = markdown.size();
        std::string line = markdown.substr(at, end - at);
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        ++lineNumber;
        at = end + 1;
        if (line.rfind("```", 0) == 0 || line.rfind("~~~", 0) == 0)
            fence = !fence;
        if (!fence && line.rfind("## ", 0) == 0) {
            flush();
            inSection = true;
            narration.sections.push_back({trimmed(line.substr(3)), lineNumber, {}});
            firstLine = false;
            continue;
        }
        if (!inSection && firstLine && line.rfind("# ", 0) == 0) {
            firstLine = false;
            continue;
        }
        if (!trimmed(line).empty())
            firstLine = false;
        current += line + "\n";
        if (end == markdown.size())
            break;
    }
    flush();
    return narration;
}

std::map<std::string, const NarrationSection *>
sectionsById(const LessonNarration &narration, const std::vector<std::string> &expected,
             Problems &problems)
{
    std::map<std::string, const NarrationSection *> sections;
    for (const NarrationSection &section : narration.sections) {
        if (!sections.emplace(section.id, &section).second) {
            problems.list.emplace_back(
                section.line, 1,
                say(QT_TRANSLATE_NOOP("LoaderText",
                                      "section \"## %1\" appears twice (also on line %2)"),
                    {text(section.id), text(std::to_string(sections[section.id]->line))}));
            continue;
        }
        if (std::find(expected.begin(), expected.end(), section.id) == expected.end()) {
            const std::string suggestion = closestName(section.id, expected);
            problems.list.emplace_back(
                section.line, 1,
                suggestion.empty()
                    ? say(QT_TRANSLATE_NOOP("LoaderText",
                                            "section \"## %1\" belongs to no step (the steps are "
                                            "%2)"),
                          {text(section.id), text(commaList(expected))})
                    : say(QT_TRANSLATE_NOOP("LoaderText",
                                            "section \"## %1\" belongs to no step (did you mean "
                                            "\"%2\"?)"),
                          {text(section.id), text(suggestion)}));
        } else if (section.text.empty()) {
            problems.list.emplace_back(
                section.line, 1,
                say(QT_TRANSLATE_NOOP("LoaderText", "section \"## %1\" is empty"),
                    {text(section.id)}));
        }
    }
    return sections;
}

} // namespace inflight::content
