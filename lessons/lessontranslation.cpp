// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessontranslation.h"

#include "contentfiles.h"
#include "contentreader.h"
#include "lessonnarration.h"

#include <QDir>

#include <algorithm>
#include <optional>
#include <set>

namespace inflight {

namespace {

using namespace content;

/// The prose of a lesson file, by its JSON path with every index written "[]": the only values a
/// translation changes.
bool isProse(const std::string &shape)
{
    static const std::set<std::string> prose = {
        "title",
        "goal",
        "steps[].title",
        "steps[].question.prompt",
        "steps[].question.explain",
        "steps[].question.choices[].text",
        "steps[].question.choices[].explain",
        "challenge.success[].label",
        "challenge.hints[]",
    };
    return prose.count(shape) > 0;
}

/// A value as the file writes it, on one line: what a problem quotes. A list or an object is cut
/// short; a name, a number or an address is quoted whole, so that the difference shows.
std::string shown(const JsonNode &node)
{
    std::string text;
    switch (node.type) {
    case JsonNode::Type::Null:
        text = "null";
        break;
    case JsonNode::Type::Bool:
        text = node.boolean ? "true" : "false";
        break;
    case JsonNode::Type::Number:
        text = node.text;
        break;
    case JsonNode::Type::String:
        text = "\"" + node.text + "\"";
        break;
    case JsonNode::Type::Array:
        text = "[";
        for (std::size_t i = 0; i < node.items.size(); ++i)
            text += (i ? ", " : "") + shown(node.items[i]);
        text += "]";
        break;
    case JsonNode::Type::Object:
        text = "{";
        for (std::size_t i = 0; i < node.keys.size(); ++i)
            text += (i ? ", \"" : "\"") + node.keys[i].name + "\": " + shown(node.values[i]);
        text += "}";
        break;
    }
    constexpr std::size_t longest = 80;
    const bool whole = node.type != JsonNode::Type::Array && node.type != JsonNode::Type::Object;
    if (!whole && text.size() > longest) {
        std::size_t cut = longest - 3;
        // Never in the middle of a UTF-8 character.
        while (cut > 0 && (static_cast<unsigned char>(text[cut]) & 0xc0) == 0x80)
            --cut;
        text = text.substr(0, cut) + "...";
    }
    return text;
}

bool sameValue(const JsonNode &a, const JsonNode &b)
{
    if (a.type != b.type)
        return false;
    switch (a.type) {
    case JsonNode::Type::Null:
        return true;
    case JsonNode::Type::Bool:
        return a.boolean == b.boolean;
    case JsonNode::Type::Number:
        return a.number == b.number;
    case JsonNode::Type::String:
        return a.text == b.text;
    case JsonNode::Type::Array:
        return std::equal(a.items.begin(), a.items.end(), b.items.begin(), b.items.end(),
                          sameValue);
    case JsonNode::Type::Object:
        if (a.keys.size() != b.keys.size())
            return false;
        for (std::size_t i = 0; i < a.keys.size(); ++i) {
            const JsonNode *other = b.find(a.keys[i].name);
            if (!other || !sameValue(a.values[i], *other))
                return false;
        }
        return true;
    }
    return false;
}

/// How a translation's list of ids (steps, narration sections) differs from the English one.
struct SequenceDifference {
    /// Indexes into the English ids of those the translation lacks.
    std::vector<std::size_t> missing;
    /// Indexes into the translation's ids of those the English list lacks (empty ids skipped:
    /// the loader reports a step without one).
    std::vector<std::size_t> extra;
    /// The first of the translation's ids that stands elsewhere among the ids both have.
    std::optional<std::size_t> misplaced;
};

SequenceDifference compareSequences(const std::vector<std::string> &english,
                                    const std::vector<std::string> &translated)
{
    auto contains = [](const std::vector<std::string> &ids, const std::string &id) {
        return std::find(ids.begin(), ids.end(), id) != ids.end();
    };
    SequenceDifference difference;
    std::vector<std::string> common;
    for (std::size_t i = 0; i < english.size(); ++i) {
        if (contains(translated, english[i]))
            common.push_back(english[i]);
        else
            difference.missing.push_back(i);
    }
    std::size_t k = 0;
    for (std::size_t i = 0; i < translated.size(); ++i) {
        if (!contains(english, translated[i])) {
            if (!translated[i].empty())
                difference.extra.push_back(i);
            continue;
        }
        if (!difference.misplaced && (k >= common.size() || common[k] != translated[i]))
            difference.misplaced = i;
        ++k;
    }
    return difference;
}

std::string commaQuoted(const std::vector<std::string> &ids, const std::string &prefix)
{
    std::vector<std::string> quoted;
    for (const std::string &id : ids)
        quoted.push_back("\"" + prefix + id + "\"");
    return commaList(quoted);
}

/// Walks the English lesson and its translation side by side; every difference that is not a
/// translation of prose is a problem at the translation's node.
class TranslationComparer {
public:
    explicit TranslationComparer(Problems &problems) : m_problems(problems) {}

    void compare(const JsonNode &english, const JsonNode &translated, const std::string &path,
                 const std::string &shape);

private:
    void compareObjects(const JsonNode &english, const JsonNode &translated,
                        const std::string &path, const std::string &shape);
    void compareArrays(const JsonNode &english, const JsonNode &translated, const std::string &path,
                       const std::string &shape);
    void compareSteps(const JsonNode &english, const JsonNode &translated);
    void compareRightChoice(const JsonNode &english, const JsonNode &translated,
                            const std::string &path);
    void differs(const JsonNode &english, const JsonNode &translated, const std::string &path);

    Problems &m_problems;
};

std::string member(const std::string &path, const std::string &key)
{
    return path.empty() ? key : path + "." + key;
}

std::string indexed(const std::string &path, std::size_t index)
{
    return path + "[" + std::to_string(index) + "]";
}

void TranslationComparer::differs(const JsonNode &english, const JsonNode &translated,
                                  const std::string &path)
{
    m_problems.list.emplace_back(
        translated.line, translated.column,
        say(QT_TRANSLATE_NOOP("LoaderText", "%1 is %2 in the English lesson, not %3"),
            {text(path), text(shown(english)), text(shown(translated))}));
}

void TranslationComparer::compare(const JsonNode &english, const JsonNode &translated,
                                  const std::string &path, const std::string &shape)
{
    if (isProse(shape)) {
        // Any text: a translation. A value of another type is the loader's to report.
        if (english.type == JsonNode::Type::String && translated.type == JsonNode::Type::String &&
            !english.text.empty() &&
            translated.text.find_first_not_of(" \t\r\n") == std::string::npos)
            m_problems.add(
                translated, path,
                say(QT_TRANSLATE_NOOP("LoaderText", "empty, where the English lesson has a text")));
        return;
    }
    if (english.type == JsonNode::Type::Object && translated.type == JsonNode::Type::Object)
        compareObjects(english, translated, path, shape);
    else if (english.type == JsonNode::Type::Array && translated.type == JsonNode::Type::Array)
        compareArrays(english, translated, path, shape);
    else if (!sameValue(english, translated))
        differs(english, translated, path);
}

void TranslationComparer::compareObjects(const JsonNode &english, const JsonNode &translated,
                                         const std::string &path, const std::string &shape)
{
    // Which choice is right is compared for the question as a whole.
    const bool choice = shape == "steps[].question.choices[]";
    for (std::size_t i = 0; i < english.keys.size(); ++i) {
        const std::string &key = english.keys[i].name;
        if (choice && key == "right")
            continue;
        const JsonNode *other = translated.find(key);
        if (!other) {
            m_problems.add(
                translated, path,
                say(QT_TRANSLATE_NOOP("LoaderText", "missing \"%1\": the English lesson has %2"),
                    {text(key), text(shown(english.values[i]))}));
            continue;
        }
        if (path.empty() && key == "steps" && english.values[i].type == JsonNode::Type::Array &&
            other->type == JsonNode::Type::Array)
            compareSteps(english.values[i], *other);
        else
            compare(english.values[i], *other, member(path, key), member(shape, key));
    }
    for (const JsonNode::Key &key : translated.keys) {
        if ((choice && key.name == "right") || english.find(key.name))
            continue;
        m_problems.addAtKey(key,
                            say(QT_TRANSLATE_NOOP("LoaderText", "%1 is not in the English lesson"),
                                {text(member(path, key.name))}));
    }
    if (shape == "steps[].question")
        compareRightChoice(english, translated, path);
}

void TranslationComparer::compareArrays(const JsonNode &english, const JsonNode &translated,
                                        const std::string &path, const std::string &shape)
{
    if (english.items.size() != translated.items.size()) {
        // A list of names and numbers (a highlight, the parameters) is quoted whole; a list of
        // objects or texts (choices, conditions, hints, sources) is counted.
        const bool quotable = !isProse(shape + "[]") &&
                              std::none_of(english.items.begin(), english.items.end(),
                                           [](const JsonNode &item) { return item.isObject(); });
        if (quotable) {
            differs(english, translated, path);
            return;
        }
        Sentence count = say(
            english.items.size() == 1
                ? QT_TRANSLATE_NOOP("LoaderText", "the English lesson has %n item here, not %1")
                : QT_TRANSLATE_NOOP("LoaderText", "the English lesson has %n items here, not %1"),
            {text(std::to_string(translated.items.size()))});
        count.count = static_cast<int>(english.items.size());
        m_problems.add(translated, path, std::move(count));
        return;
    }
    for (std::size_t i = 0; i < english.items.size(); ++i)
        compare(english.items[i], translated.items[i], indexed(path, i), shape + "[]");
}

/// The steps by id: a missing step, a step of its own or steps in another order are each said
/// once, and the steps both have are compared with each other.
void TranslationComparer::compareSteps(const JsonNode &english, const JsonNode &translated)
{
    auto ids = [](const JsonNode &steps) {
        std::vector<std::string> list;
        for (const JsonNode &step : steps.items) {
            const JsonNode *id = step.isObject() ? step.find("id") : nullptr;
            list.push_back(id && id->type == JsonNode::Type::String ? id->text : std::string());
        }
        return list;
    };
    const std::vector<std::string> englishIds = ids(english);
    const std::vector<std::string> translatedIds = ids(translated);
    const SequenceDifference difference = compareSequences(englishIds, translatedIds);
    for (const std::size_t i : difference.missing)
        m_problems.add(
            translated, "steps",
            say(QT_TRANSLATE_NOOP("LoaderText", "the English lesson's step \"%1\" is missing"),
                {text(englishIds[i])}));
    for (const std::size_t i : difference.extra)
        m_problems.add(
            translated.items[i], indexed("steps", i),
            say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is not a step of the English lesson"),
                {text(translatedIds[i])}));
    if (difference.misplaced)
        m_problems.add(
            translated.items[*difference.misplaced], indexed("steps", *difference.misplaced),
            say(QT_TRANSLATE_NOOP("LoaderText", "the step \"%1\" is out of order: the English "
                                                "lesson's steps are %2"),
                {text(translatedIds[*difference.misplaced]), text(commaQuoted(englishIds, ""))}));
    for (std::size_t i = 0; i < translated.items.size(); ++i) {
        const auto at = std::find(englishIds.begin(), englishIds.end(), translatedIds[i]);
        if (translatedIds[i].empty() || at == englishIds.end())
            continue;
        compare(english.items[static_cast<std::size_t>(at - englishIds.begin())],
                translated.items[i], indexed("steps", i), "steps[]");
    }
}

/// The right choice of a question is the same one (by its place) as in the English lesson.
void TranslationComparer::compareRightChoice(const JsonNode &english, const JsonNode &translated,
                                             const std::string &path)
{
    auto rightOnes = [](const JsonNode &question) {
        std::vector<std::size_t> right;
        const JsonNode *choices = question.find("choices");
        if (!choices || choices->type != JsonNode::Type::Array)
            return right;
        for (std::size_t i = 0; i < choices->items.size(); ++i) {
            const JsonNode *r =
                choices->items[i].isObject() ? choices->items[i].find("right") : nullptr;
            if (r && r->type == JsonNode::Type::Bool && r->boolean)
                right.push_back(i);
        }
        return right;
    };
    const std::vector<std::size_t> englishRight = rightOnes(english);
    const std::vector<std::size_t> translatedRight = rightOnes(translated);
    const JsonNode *choices = translated.find("choices");
    if (!choices || englishRight.size() != 1 || translatedRight == englishRight)
        return;
    const JsonNode &at = *choices;
    const Sentence englishChoice = text(std::to_string(englishRight.front() + 1));
    if (translatedRight.size() == 1)
        m_problems.add(at, member(path, "choices"),
                       say(QT_TRANSLATE_NOOP("LoaderText", "the right choice is choice %1 in the "
                                                           "English lesson, not choice %2"),
                           {englishChoice, text(std::to_string(translatedRight.front() + 1))}));
    else
        m_problems.add(at, member(path, "choices"),
                       say(QT_TRANSLATE_NOOP("LoaderText",
                                             "the right choice is choice %1 alone in the English "
                                             "lesson"),
                           {englishChoice}));
}

const char *const missingSection =
    QT_TRANSLATE_NOOP("LoaderText", "the English narration's section \"## %1\" is missing");

} // namespace

std::vector<LessonProblem> compareTranslatedLesson(const std::string &englishJson,
                                                   const std::string &json, const std::string &path)
{
    std::vector<LessonProblem> problems;
    JsonParseError error;
    const auto english = parseJsonWithPositions(englishJson, error);
    if (!english) {
        problems.emplace_back(
            path, 0, 0,
            say(QT_TRANSLATE_NOOP("LoaderText", "cannot compare with the English lesson: %1"),
                {notValidJson(error.message)}));
        return problems;
    }
    // A translation that is not JSON is the loader's to report.
    const auto translated = parseJsonWithPositions(json, error);
    if (!translated)
        return problems;
    Problems found;
    TranslationComparer(found).compare(*english, *translated, "", "");
    for (const ContentProblem &p : found.list)
        problems.emplace_back(path, p.line, p.column, p.sentence);
    return problems;
}

std::vector<LessonProblem> compareTranslatedNarration(const std::string &englishNarration,
                                                      const std::string &narration,
                                                      const std::string &narrationPath)
{
    std::vector<LessonProblem> problems;
    auto ids = [](const LessonNarration &n) {
        std::vector<std::string> list;
        for (const NarrationSection &section : n.sections)
            list.push_back(section.id);
        return list;
    };
    const LessonNarration translated = parseNarration(narration);
    const std::vector<std::string> englishIds = ids(parseNarration(englishNarration));
    const std::vector<std::string> translatedIds = ids(translated);
    const SequenceDifference difference = compareSequences(englishIds, translatedIds);
    const int lastLine = static_cast<int>(std::count(narration.begin(), narration.end(), '\n')) + 1;
    for (const std::size_t i : difference.missing) {
        // Where the section belongs: before the next English section the translation has.
        int line = lastLine;
        for (std::size_t next = i + 1; next < englishIds.size(); ++next) {
            const auto at = std::find(translatedIds.begin(), translatedIds.end(), englishIds[next]);
            if (at != translatedIds.end()) {
                line =
                    translated.sections[static_cast<std::size_t>(at - translatedIds.begin())].line;
                break;
            }
        }
        problems.emplace_back(narrationPath, line, 1, say(missingSection, {text(englishIds[i])}));
    }
    for (const std::size_t i : difference.extra)
        problems.emplace_back(narrationPath, translated.sections[i].line, 1,
                              say(QT_TRANSLATE_NOOP("LoaderText", "the section \"## %1\" is not "
                                                                  "in the English narration"),
                                  {text(translatedIds[i])}));
    if (difference.misplaced)
        problems.emplace_back(
            narrationPath, translated.sections[*difference.misplaced].line, 1,
            say(QT_TRANSLATE_NOOP("LoaderText", "the section \"## %1\" is out of order: the "
                                                "English narration's sections are %2"),
                {text(translatedIds[*difference.misplaced]),
                 text(commaQuoted(englishIds, "## "))}));
    std::stable_sort(
        problems.begin(), problems.end(),
        [](const LessonProblem &a, const LessonProblem &b) { return a.line < b.line; });
    return problems;
}

LessonLoad checkTranslation(const std::string &path)
{
    LessonLoad load = loadLessonFile(path);
    const std::string englishPath = englishLessonPath(path);
    auto refuse = [&](Sentence why) {
        load.problems.emplace_back(path, 0, 0, std::move(why));
        load.lesson.reset();
        return std::move(load);
    };
    if (englishPath.empty())
        return refuse(say(QT_TRANSLATE_NOOP("LoaderText",
                                            "translates no lesson: there is no %1 in the folder "
                                            "above (a translation has the name of the lesson it "
                                            "translates)"),
                          {text(fileName(path))}));
    std::string englishJson, englishNarration, json, narration, error;
    if (!readFile(englishPath, englishJson, error) ||
        !readFile(narrationPathOf(englishPath), englishNarration, error))
        return refuse(
            say(QT_TRANSLATE_NOOP("LoaderText", "cannot compare with the English lesson: %1"),
                {cannotReadFile(error)}));
    // A translation's own file that cannot be read is the loader's to report.
    std::vector<LessonProblem> found;
    if (readFile(path, json, error))
        found = compareTranslatedLesson(englishJson, json, path);
    const std::string narrationPath = narrationPathOf(path);
    if (readFile(narrationPath, narration, error)) {
        const auto sections =
            compareTranslatedNarration(englishNarration, narration, narrationPath);
        found.insert(found.end(), sections.begin(), sections.end());
        // A section missing from the translation is said as the English narration's; the
        // loader's "no section" for the same step would say it again.
        std::erase_if(load.problems, [&](const LessonProblem &p) {
            return std::any_of(sections.begin(), sections.end(), [&](const LessonProblem &s) {
                return s.sentence.source == missingSection &&
                       isNoSection(p.sentence, s.sentence.args.front().literal);
            });
        });
    }
    if (found.empty())
        return load;
    load.problems.insert(load.problems.end(), found.begin(), found.end());
    // The lesson file's problems first, then its scenario's, then its narration's, as a load's.
    auto rank = [&](const LessonProblem &p) {
        return p.path == path ? 0 : p.path == narrationPath ? 2 : 1;
    };
    std::stable_sort(load.problems.begin(), load.problems.end(),
                     [&](const LessonProblem &a, const LessonProblem &b) {
                         if (rank(a) != rank(b))
                             return rank(a) < rank(b);
                         return a.line != b.line ? a.line < b.line : a.column < b.column;
                     });
    load.lesson.reset();
    return load;
}

std::vector<std::string> translationFiles(const std::string &directory, const std::string &language)
{
    std::vector<std::string> files;
    const QDir folder(
        QDir(QString::fromStdString(directory)).filePath(QString::fromStdString(language)));
    for (const QString &file :
         folder.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name))
        files.push_back(folder.filePath(file).toStdString());
    return files;
}

std::string translationCheckSummary(const std::string &language, std::size_t clean,
                                    std::size_t checked, std::size_t untranslated,
                                    std::size_t lessons, Translator translate)
{
    auto number = [](std::size_t n) {
        return text(std::to_string(n));
    };
    std::string summary =
        fillSentence(say(QT_TRANSLATE_NOOP("LoaderText", "%1: %2 of %3 translations load, check "
                                                         "cleanly and match their English lessons"),
                         {text(language), number(clean), number(checked)}),
                     translate) +
        "\n";
    if (untranslated > 0)
        summary += fillSentence(say(QT_TRANSLATE_NOOP("LoaderText",
                                                      "%1: %2 of %3 lessons have no translation "
                                                      "and are shown in English"),
                                    {text(language), number(untranslated), number(lessons)}),
                                translate) +
                   "\n";
    return summary;
}

} // namespace inflight
