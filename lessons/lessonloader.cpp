// SPDX-License-Identifier: GPL-3.0-or-later
#include "lessonloader.h"

#include "contentfiles.h"
#include "contentreader.h"
#include "lessonnarration.h"
#include "lessonreader.h"
#include "lessonrunchecks.h"
#include "scenarioloader.h"
#include "scenariotranslation.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLocale>
#include <QRegularExpression>

#include <algorithm>
#include <map>

namespace inflight {

namespace {

using namespace content;

/// NN-id.json: a lesson's number and id.
const QRegularExpression &lessonFilePattern()
{
    static const QRegularExpression pattern(QStringLiteral("^([0-9]+)-(.+)\\.json$"));
    return pattern;
}

/// A folder of translations is named by its language: "de", or with a region, "pt_BR".
bool isLanguageFolder(const QString &name)
{
    static const QRegularExpression pattern(QStringLiteral("^[a-z]{2}(_[A-Z]{2})?$"));
    return pattern.match(name).hasMatch();
}

constexpr const char *english = "en";

/// Loads one lesson from its two texts, part by part in the order of the format: the file name,
/// the header, the scenario, the steps, the sources, the challenge, the narration, and then the
/// checks that need the scenario's run. Problems are kept per file: the lesson file's, its
/// scenario file's and its narration's.
class LessonTextLoader {
public:
    LessonTextLoader(const std::string &path, const std::string &narrationPath)
        : m_path(path), m_narrationPath(narrationPath)
    {
        m_lesson.path = path;
        m_lesson.narrationPath = narrationPath;
    }

    LessonLoad load(const std::string &json, const std::string &markdown);

private:
    std::string readFileName();
    void readHeader(ObjectReader &top, const JsonNode &root, const std::string &idFromName);
    std::optional<Scenario> readScenario(ObjectReader &top, const JsonNode &root);
    void readSteps(ObjectReader &top, const JsonNode &root);
    std::vector<std::string> writtenStepIds() const;
    void attachNarration(const std::string &markdown, bool hasChallenge);
    void moveStepsIntoLesson();
    LessonLoad finish();

    std::string m_path;
    std::string m_narrationPath;
    LessonLoad m_load;
    /// In the lesson file.
    Problems m_problems;
    std::vector<LessonProblem> m_fromScenarioFile;
    /// In the narration file.
    Problems m_narrationProblems;
    Lesson m_lesson;
    const JsonNode *m_scenarioNode = nullptr;
    std::vector<const JsonNode *> m_stepNodes;
    std::vector<StepSource> m_stepSources;
    /// One per step node; empty where the step could not be read.
    std::vector<std::optional<LessonStep>> m_steps;
    ChallengeSource m_challengeSource;
    std::optional<Challenge> m_challenge;
};

LessonLoad LessonTextLoader::load(const std::string &json, const std::string &markdown)
{
    const std::string idFromName = readFileName();
    JsonParseError error;
    const auto root = parseJsonWithPositions(json, error);
    if (!root) {
        m_problems.list.emplace_back(error.line, error.column, notValidJson(error.message));
        return finish();
    }
    ObjectReader top(m_problems, *root, "",
                     {"id", "title", "goal", "minutes", "level", "version", "scenario", "lockSteps",
                      "panel", "steps", "challenge", "sources"});
    if (!top.isObject())
        return finish();
    readHeader(top, *root, idFromName);
    const std::optional<Scenario> scenario = readScenario(top, *root);
    readSteps(top, *root);
    m_lesson.sources = readSources(m_problems, top.get("sources"), *root, writtenStepIds());
    if (const JsonNode *node = top.get("challenge"))
        m_challenge = readChallenge(m_problems, *node, m_challengeSource);
    attachNarration(markdown, top.get("challenge") != nullptr);

    // Everything below needs the run.
    if (!scenario) {
        moveStepsIntoLesson();
        return finish();
    }
    m_lesson.scenario = *scenario;
    auto run = std::make_shared<Run>(simulate(*scenario));
    if (!run->problems.empty()) {
        for (const std::string &problem : run->problems)
            m_problems.add(*m_scenarioNode, "scenario", runCannotStart(problem));
        return finish();
    }
    m_load.run = run;
    LessonRunChecks checks(*run, m_problems);
    checks.checkSteps(m_steps, m_stepSources);
    moveStepsIntoLesson();
    if (m_challenge && m_challengeSource.ok)
        checks.checkChallenge(*m_challenge, m_challengeSource, *scenario);
    m_lesson.challenge = std::move(m_challenge);
    if (m_problems.list.empty() && m_fromScenarioFile.empty() && m_narrationProblems.list.empty()) {
        // The player shows the introduction first: it ends with the pages the facts come from.
        const std::string sources = sourcesMarkdown(m_lesson.sources, m_lesson.steps);
        m_lesson.introduction += (m_lesson.introduction.empty() ? "" : "\n\n") + sources;
        m_load.lesson = std::move(m_lesson);
    }
    return finish();
}

/// The file name gives the lesson its number and id; returns the id, empty when the name does
/// not have the NN-id.json form.
std::string LessonTextLoader::readFileName()
{
    const auto nameMatch = lessonFilePattern().match(QString::fromStdString(fileName(m_path)));
    if (!nameMatch.hasMatch()) {
        m_problems.list.emplace_back(
            1, 1,
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "a lesson file is named NN-id.json, its number and its id (for "
                                  "example 01-lent-not-taken.json), not %1"),
                {text(fileName(m_path))}));
        return {};
    }
    m_lesson.number = nameMatch.captured(1).toInt();
    return nameMatch.captured(2).toStdString();
}

void LessonTextLoader::readHeader(ObjectReader &top, const JsonNode &root,
                                  const std::string &idFromName)
{
    Lesson &lesson = m_lesson;
    lesson.id = top.string("id", true).value_or("");
    if (!lesson.id.empty() && !idFromName.empty() && lesson.id != idFromName)
        m_problems.add(*top.get("id"), "id",
                       say(QT_TRANSLATE_NOOP("LoaderText",
                                             "\"%1\" is not the id in the file name %2 (\"%3\")"),
                           {text(lesson.id), text(fileName(m_path)), text(idFromName)}));
    lesson.title = top.string("title", true).value_or("");
    lesson.goal = top.string("goal", true).value_or("");
    lesson.minutes = static_cast<int>(top.integer("minutes", 1, 240).value_or(0));
    if (!top.get("minutes"))
        m_problems.add(
            root, "",
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "missing \"minutes\" (how long the lesson takes, 1 to 240)")));
    const auto level = top.choice("level", {"beginner", "intermediate", "advanced"});
    if (!top.get("level"))
        m_problems.add(root, "",
                       say(QT_TRANSLATE_NOOP(
                           "LoaderText",
                           "missing \"level\" (\"beginner\", \"intermediate\" or \"advanced\")")));
    lesson.level = level == std::optional<std::string>("advanced")       ? LessonLevel::Advanced
                   : level == std::optional<std::string>("intermediate") ? LessonLevel::Intermediate
                                                                         : LessonLevel::Beginner;
    lesson.version = static_cast<int>(top.integer("version", 1, 1000000).value_or(1));
    lesson.lockSteps = top.boolean("lockSteps").value_or(false);
    if (const auto panel = top.string("panel")) {
        const auto &panels = lessonPanelNames();
        if (std::find(panels.begin(), panels.end(), *panel) == panels.end())
            m_problems.add(
                *top.get("panel"), "panel",
                unknownName(say(QT_TRANSLATE_NOOP("LoaderText", "panel")), *panel, panels));
        else
            lesson.panel = *panel;
    }
}

/// The scenario: by path (relative to the lesson file) or inline. Nothing when it is missing or
/// has a problem.
std::optional<Scenario> LessonTextLoader::readScenario(ObjectReader &top, const JsonNode &root)
{
    m_scenarioNode = top.get("scenario");
    if (!m_scenarioNode) {
        m_problems.add(
            root, "",
            say(QT_TRANSLATE_NOOP(
                "LoaderText", "missing \"scenario\" (a scenario object, or a scenario file's path "
                              "relative to the lesson)")));
        return std::nullopt;
    }
    const JsonNode &node = *m_scenarioNode;
    if (node.type == JsonNode::Type::String) {
        // A translation shares its English lesson's scenario files.
        const std::string english = englishLessonPath(m_path);
        const QFileInfo lessonFile(QString::fromStdString(english.empty() ? m_path : english));
        m_lesson.scenarioPath =
            QDir::cleanPath(lessonFile.dir().filePath(QString::fromStdString(node.text)))
                .toStdString();
        ScenarioLoad scenarioLoad = loadScenarioFile(m_lesson.scenarioPath);
        if (scenarioLoad.problems.size() == 1 && scenarioLoad.problems.front().line == 0) {
            // The one problem is cannotReadFile(): its argument is the system's reason.
            m_problems.add(
                node, "scenario",
                say(QT_TRANSLATE_NOOP("LoaderText", "cannot read \"%1\": %2"),
                    {text(node.text), scenarioLoad.problems.front().sentence.args.at(0)}));
            return std::nullopt;
        }
        for (const ContentProblem &p : scenarioLoad.problems)
            m_fromScenarioFile.emplace_back(m_lesson.scenarioPath, p.line, p.column, p.sentence);
        // A translated lesson shows its scenario in its language (its folder's name).
        if (scenarioLoad.scenario && !english.empty()) {
            const std::string language =
                QFileInfo(QString::fromStdString(m_path)).dir().dirName().toStdString();
            const std::vector<LessonProblem> translation =
                translateScenarioFile(*scenarioLoad.scenario, m_lesson.scenarioPath, language);
            m_fromScenarioFile.insert(m_fromScenarioFile.end(), translation.begin(),
                                      translation.end());
        }
        return std::move(scenarioLoad.scenario);
    }
    if (node.type == JsonNode::Type::Object) {
        ScenarioLoad scenarioLoad = loadScenarioNode(node, m_path);
        for (const ContentProblem &p : scenarioLoad.problems)
            m_problems.list.emplace_back(p.line, p.column, atPath("scenario", p.sentence));
        return std::move(scenarioLoad.scenario);
    }
    m_problems.add(
        node, "scenario",
        say(QT_TRANSLATE_NOOP("LoaderText", "must be a scenario object or a scenario file's path, "
                                            "not %1"),
            {node.typeName()}));
    return std::nullopt;
}

/// The steps, each with an id of its own.
void LessonTextLoader::readSteps(ObjectReader &top, const JsonNode &root)
{
    m_stepNodes = top.list("steps");
    m_stepSources.resize(m_stepNodes.size());
    if (m_stepNodes.empty())
        m_problems.add(
            top.get("steps") ? *top.get("steps") : root, top.get("steps") ? "steps" : "",
            top.get("steps")
                ? say(QT_TRANSLATE_NOOP("LoaderText", "a lesson needs at least one step"))
                : say(QT_TRANSLATE_NOOP("LoaderText", "missing \"steps\" (at least one)")));
    std::map<std::string, std::size_t> stepIds;
    for (std::size_t i = 0; i < m_stepNodes.size(); ++i) {
        const JsonNode &node = *m_stepNodes[i];
        const std::string spath = "steps[" + std::to_string(i) + "]";
        m_steps.push_back(readStep(m_problems, node, spath, m_stepSources[i]));
        if (!m_steps.back() || m_steps.back()->id.empty())
            continue;
        const std::string &id = m_steps.back()->id;
        if (id == "challenge") {
            m_problems.add(*node.find("id"), spath + ".id",
                           say(QT_TRANSLATE_NOOP(
                               "LoaderText",
                               "\"challenge\" is the challenge's narration section; name the step "
                               "otherwise")));
            m_stepSources[i].ok = false;
        } else if (!stepIds.emplace(id, i).second) {
            m_problems.add(
                *node.find("id"), spath + ".id",
                say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is also the id of steps[%2]"),
                    {text(id), text(std::to_string(stepIds[id]))}));
            m_stepSources[i].ok = false;
        }
    }
}

/// Every step id written, also of a step with another mistake: its narration section is not an
/// orphan, and a source may name it without a second report.
std::vector<std::string> LessonTextLoader::writtenStepIds() const
{
    std::vector<std::string> ids;
    for (const JsonNode *step : m_stepNodes) {
        const JsonNode *id = step->isObject() ? step->find("id") : nullptr;
        if (id && id->type == JsonNode::Type::String &&
            std::find(ids.begin(), ids.end(), id->text) == ids.end())
            ids.push_back(id->text);
    }
    return ids;
}

/// The narration: one section per step, one for the challenge, nothing else.
void LessonTextLoader::attachNarration(const std::string &markdown, bool hasChallenge)
{
    const LessonNarration narration = parseNarration(markdown);
    m_lesson.introduction = narration.introduction;
    std::vector<std::string> expected = writtenStepIds();
    if (hasChallenge)
        expected.push_back("challenge");
    const auto sections = sectionsById(narration, expected, m_narrationProblems);
    const std::string narrationName = fileName(m_narrationPath);
    for (std::size_t i = 0; i < m_steps.size(); ++i) {
        if (!m_steps[i])
            continue;
        const auto it = sections.find(m_steps[i]->id);
        if (it == sections.end())
            m_problems.add(*m_stepSources[i].node, m_stepSources[i].path,
                           noSection(m_steps[i]->id, narrationName));
        else
            m_steps[i]->narration = it->second->text;
    }
    if (m_challenge) {
        const auto it = sections.find("challenge");
        if (it == sections.end())
            m_problems.add(*m_challengeSource.node, "challenge",
                           noSection("challenge", narrationName));
        else
            m_challenge->narration = it->second->text;
    }
}

void LessonTextLoader::moveStepsIntoLesson()
{
    for (auto &step : m_steps) {
        if (step)
            m_lesson.steps.push_back(std::move(*step));
    }
}

/// The problems of the three files, each file's in position order.
LessonLoad LessonTextLoader::finish()
{
    auto byPosition = [](const ContentProblem &a, const ContentProblem &b) {
        return a.line != b.line ? a.line < b.line : a.column < b.column;
    };
    std::stable_sort(m_problems.list.begin(), m_problems.list.end(), byPosition);
    std::stable_sort(m_narrationProblems.list.begin(), m_narrationProblems.list.end(), byPosition);
    for (const ContentProblem &p : m_problems.list)
        m_load.problems.emplace_back(m_path, p.line, p.column, p.sentence);
    m_load.problems.insert(m_load.problems.end(), m_fromScenarioFile.begin(),
                           m_fromScenarioFile.end());
    for (const ContentProblem &p : m_narrationProblems.list)
        m_load.problems.emplace_back(m_narrationPath, p.line, p.column, p.sentence);
    if (!m_load.problems.empty())
        m_load.lesson.reset();
    return std::move(m_load);
}

} // namespace

std::string LessonLoad::report(Translator translate) const
{
    return reportProblems(problems, translate);
}

LessonLoad loadLessonText(const std::string &json, const std::string &markdown,
                          const std::string &path, const std::string &narrationPath)
{
    return LessonTextLoader(path, narrationPath).load(json, markdown);
}

bool isLessonJson(const std::string &json)
{
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(json));
    return document.isObject() && document.object().contains(QLatin1String("steps"));
}

LessonLoad loadLessonFile(const std::string &path)
{
    const std::string narrationPath = narrationPathOf(path);
    std::string json;
    std::string markdown;
    std::string error;
    if (!readFile(path, json, error)) {
        LessonLoad load;
        load.problems.emplace_back(path, 0, 0, cannotReadFile(error));
        return load;
    }
    if (!readFile(narrationPath, markdown, error)) {
        LessonLoad load = loadLessonText(json, "", path, narrationPath);
        // Without the narration every step reports its missing section; one line says why.
        std::erase_if(load.problems,
                      [](const LessonProblem &p) { return isNoSection(p.sentence); });
        load.problems.emplace_back(
            narrationPath, 0, 0,
            say(QT_TRANSLATE_NOOP("LoaderText", "cannot read the narration: %1"), {text(error)}));
        load.lesson.reset();
        return load;
    }
    return loadLessonText(json, markdown, path, narrationPath);
}

namespace {

/// The entry's title, level and minutes from the header of the file at its path.
void readEntryHeader(LessonEntry &entry)
{
    std::string text;
    std::string error;
    JsonParseError parseError;
    if (!readFile(entry.path, text, error)) {
        entry.why = cannotReadFile(error);
    } else if (const auto root = parseJsonWithPositions(text, parseError);
               !root || !root->isObject()) {
        if (root) {
            entry.why = say(QT_TRANSLATE_NOOP("LoaderText", "not a JSON object"));
        } else {
            entry.why = notValidJson(parseError.message);
            entry.line = parseError.line;
            entry.column = parseError.column;
        }
    } else {
        auto member = [&](const char *key) {
            const JsonNode *v = root->find(key);
            return v && v->type == JsonNode::Type::String ? v->text : std::string();
        };
        if (!member("id").empty())
            entry.id = member("id");
        entry.title = member("title");
        entry.level = member("level");
        if (const JsonNode *v = root->find("minutes"); v && v->type == JsonNode::Type::Number)
            entry.minutes = static_cast<int>(v->number);
    }
    if (!entry.why.empty())
        entry.problem = entryProblem(entry, nullptr);
}

} // namespace

std::vector<LessonEntry> listLessons(const std::string &directory, const std::string &language)
{
    std::vector<LessonEntry> entries;
    const QDir dir(QString::fromStdString(directory));
    const bool translated = !language.empty() && language != english;
    const QDir translations(dir.filePath(QString::fromStdString(language)));
    const QStringList files = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const auto match = lessonFilePattern().match(file);
        if (!match.hasMatch())
            continue;
        LessonEntry entry;
        entry.number = match.captured(1).toInt();
        entry.id = match.captured(2).toStdString();
        // Per lesson: its translation where there is one, else the English lesson.
        entry.path = translated && translations.exists(file)
                         ? translations.filePath(file).toStdString()
                         : dir.filePath(file).toStdString();
        readEntryHeader(entry);
        entries.push_back(std::move(entry));
    }
    std::stable_sort(
        entries.begin(), entries.end(),
        [](const LessonEntry &a, const LessonEntry &b) { return a.number < b.number; });
    return entries;
}

std::vector<std::string> lessonLanguages(const std::string &directory)
{
    std::vector<std::string> languages = {english};
    const QDir dir(QString::fromStdString(directory));
    for (const QString &name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        if (!isLanguageFolder(name) || name == QLatin1String(english))
            continue;
        const QStringList lessons =
            QDir(dir.filePath(name)).entryList({QStringLiteral("*.json")}, QDir::Files);
        const bool holdsLesson = std::any_of(lessons.begin(), lessons.end(), [](const QString &f) {
            return lessonFilePattern().match(f).hasMatch();
        });
        if (holdsLesson)
            languages.push_back(name.toStdString());
    }
    std::sort(languages.begin(), languages.end());
    return languages;
}

std::string chooseLessonLanguage(const std::vector<std::string> &shipped,
                                 const QStringList &uiLanguages)
{
    auto isShipped = [&](const QString &name) {
        return std::find(shipped.begin(), shipped.end(), name.toStdString()) != shipped.end() ||
               name == QLatin1String(english);
    };
    for (QString language : uiLanguages) {
        // "de-DE" names the folder "de_DE", and falls back to "de".
        language.replace(u'-', u'_');
        if (isShipped(language))
            return language.toStdString();
        const QString alone = language.section(u'_', 0, 0);
        if (isShipped(alone))
            return alone.toStdString();
    }
    return english;
}

std::string uiLessonLanguage(const std::string &directory)
{
    return chooseLessonLanguage(lessonLanguages(directory), QLocale().uiLanguages());
}

std::string englishLessonPath(const std::string &path)
{
    const QFileInfo info(QString::fromStdString(path));
    const QDir folder = info.dir();
    if (!isLanguageFolder(folder.dirName()))
        return {};
    const QString lesson =
        QDir::cleanPath(folder.filePath(QStringLiteral("../") + info.fileName()));
    return QFileInfo(lesson).isFile() ? lesson.toStdString() : std::string();
}

std::string entryProblem(const LessonEntry &entry, Translator translate)
{
    const std::string why = fillSentence(entry.why, translate);
    if (entry.line == 0)
        return why;
    return std::to_string(entry.line) + ":" + std::to_string(entry.column) + ": " + why;
}

std::string formatLessonList(const std::vector<LessonEntry> &entries)
{
    // Tab-separated, id first: `inflight lessons | cut -f1` gives the ids that
    // `inflight export --lesson` takes.
    std::string out;
    for (const LessonEntry &e : entries) {
        const Sentence number = text(std::to_string(e.number));
        if (!e.problem.empty()) {
            out += fillSentence(say(QT_TRANSLATE_NOOP("LoaderText", "%1\t(%2)\tlesson %3"),
                                    {text(e.id), text(e.problem), number})) +
                   "\n";
            continue;
        }
        out += fillSentence(say(QT_TRANSLATE_NOOP("LoaderText", "%1\t%2\t%3 min\t%4\tlesson %5"),
                                {text(e.id), text(e.title), text(std::to_string(e.minutes)),
                                 text(e.level), number})) +
               "\n";
    }
    return out;
}

std::string defaultLessonDirectory()
{
    const QByteArray fromEnvironment = qgetenv("INFLIGHT_LESSONS");
    if (!fromEnvironment.isEmpty())
        return fromEnvironment.toStdString();
    if (QDir(QStringLiteral(":/lessons")).exists())
        return ":/lessons";
#ifdef INFLIGHT_SOURCE_LESSONS
    if (QDir(QStringLiteral(INFLIGHT_SOURCE_LESSONS)).exists())
        return INFLIGHT_SOURCE_LESSONS;
#endif
    return "lessons";
}

} // namespace inflight
