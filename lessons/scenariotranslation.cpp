// SPDX-License-Identifier: GPL-3.0-or-later
#include "scenariotranslation.h"

#include "contentfiles.h"
#include "contentreader.h"
#include "loadertexts.h"

#include <QDir>
#include <QFileInfo>
#include <QLocale>

#include <algorithm>

namespace inflight {

namespace {

using namespace content;

/// The texts of a translation, checked whole before any of them is put in.
struct ScenarioTexts {
    const JsonNode *title = nullptr;
    const JsonNode *description = nullptr;
    /// Per translated service: its index in the English scenario, its effect and effectPast.
    struct Service {
        std::size_t index = 0;
        const JsonNode *effect = nullptr;
        const JsonNode *effectPast = nullptr;
    };
    std::vector<Service> services;
};

class TranslationReader {
public:
    TranslationReader(const Scenario &english, Problems &problems)
        : m_english(english), m_problems(problems)
    {
    }

    ScenarioTexts read(const JsonNode &root);

private:
    /// A text of the translation: a string that is not blank, where the English has one.
    const JsonNode *readText(const JsonNode &object, const char *key, const std::string &path,
                             bool englishHasIt);
    void readService(const JsonNode &node, const std::string &path, ScenarioTexts &texts);
    void onlyKeys(const JsonNode &object, const std::string &path,
                  const std::vector<std::string> &allowed);

    const Scenario &m_english;
    Problems &m_problems;
};

void TranslationReader::onlyKeys(const JsonNode &object, const std::string &path,
                                 const std::vector<std::string> &allowed)
{
    for (const JsonNode::Key &key : object.keys) {
        if (std::find(allowed.begin(), allowed.end(), key.name) != allowed.end())
            continue;
        const Sentence where = text(path.empty() ? key.name : path + "." + key.name);
        m_problems.addAtKey(
            key, path.empty()
                     ? say(QT_TRANSLATE_NOOP("LoaderText",
                                             "%1 is not a text: a scenario's translation holds "
                                             "only its title, description and services (names, "
                                             "queues and timings stay in the English file)"),
                           {where})
                     : say(QT_TRANSLATE_NOOP("LoaderText",
                                             "%1 is not a text: a translated service holds only "
                                             "its name, effect and effectPast (timings stay in "
                                             "the English file)"),
                           {where}));
    }
}

const JsonNode *TranslationReader::readText(const JsonNode &object, const char *key,
                                            const std::string &path, bool englishHasIt)
{
    const JsonNode *node = object.find(key);
    if (!node)
        return nullptr;
    const std::string where = path.empty() ? key : path + "." + key;
    if (node->type != JsonNode::Type::String) {
        m_problems.add(
            *node, where,
            say(QT_TRANSLATE_NOOP("LoaderText", "must be a string, not %1"), {node->typeName()}));
        return nullptr;
    }
    if (!englishHasIt) {
        m_problems.add(*node, where,
                       say(QT_TRANSLATE_NOOP(
                           "LoaderText", "the English scenario has no text here to translate")));
        return nullptr;
    }
    if (node->text.find_first_not_of(" \t\r\n") == std::string::npos) {
        m_problems.add(
            *node, where,
            say(QT_TRANSLATE_NOOP("LoaderText", "empty, where the English scenario has a text")));
        return nullptr;
    }
    return node;
}

void TranslationReader::readService(const JsonNode &node, const std::string &path,
                                    ScenarioTexts &texts)
{
    if (!node.isObject()) {
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText", "must be an object, not %1"), {node.typeName()}));
        return;
    }
    onlyKeys(node, path, {"name", "effect", "effectPast"});
    const JsonNode *name = node.find("name");
    if (!name || name->type != JsonNode::Type::String) {
        m_problems.add(
            node, path,
            say(QT_TRANSLATE_NOOP("LoaderText", "missing \"name\": the name of the English "
                                                "scenario's service it translates")));
        return;
    }
    const auto &services = m_english.services;
    const auto at = std::find_if(services.begin(), services.end(),
                                 [&](const ServiceSpec &s) { return s.name == name->text; });
    if (at == services.end()) {
        std::vector<std::string> names;
        for (const ServiceSpec &s : services)
            names.push_back(s.name);
        m_problems.add(
            *name, path + ".name",
            names.empty()
                ? say(QT_TRANSLATE_NOOP("LoaderText", "the English scenario has no services"))
                : say(QT_TRANSLATE_NOOP("LoaderText", "no service named \"%1\" in the English "
                                                      "scenario (its services are %2)"),
                      {text(name->text), text(commaList(names))}));
        return;
    }
    ScenarioTexts::Service service;
    service.index = static_cast<std::size_t>(at - services.begin());
    service.effect = readText(node, "effect", path, true);
    service.effectPast = readText(node, "effectPast", path, true);
    texts.services.push_back(service);
}

ScenarioTexts TranslationReader::read(const JsonNode &root)
{
    ScenarioTexts texts;
    if (!root.isObject()) {
        m_problems.add(
            root, "",
            say(QT_TRANSLATE_NOOP("LoaderText", "must be an object, not %1"), {root.typeName()}));
        return texts;
    }
    onlyKeys(root, "", {"title", "description", "services"});
    texts.title = readText(root, "title", "", !m_english.title.empty());
    texts.description = readText(root, "description", "", !m_english.description.empty());
    const JsonNode *services = root.find("services");
    if (!services)
        return texts;
    if (services->type != JsonNode::Type::Array) {
        m_problems.add(*services, "services",
                       say(QT_TRANSLATE_NOOP("LoaderText", "must be an array, not %1"),
                           {services->typeName()}));
        return texts;
    }
    for (std::size_t i = 0; i < services->items.size(); ++i)
        readService(services->items[i], "services[" + std::to_string(i) + "]", texts);
    return texts;
}

} // namespace

std::string scenarioTranslationPath(const std::string &path, const std::string &language)
{
    if (language.empty() || language == "en")
        return {};
    const QFileInfo info(QString::fromStdString(path));
    return QDir::cleanPath(
               info.dir().filePath(QString::fromStdString(language) + u'/' + info.fileName()))
        .toStdString();
}

std::vector<ContentProblem> translateScenario(Scenario &scenario, const std::string &json)
{
    JsonParseError error;
    const auto root = parseJsonWithPositions(json, error);
    if (!root)
        return {ContentProblem(error.line, error.column, notValidJson(error.message))};
    Problems problems;
    const ScenarioTexts texts = TranslationReader(scenario, problems).read(*root);
    if (!problems.list.empty()) {
        std::stable_sort(problems.list.begin(), problems.list.end(),
                         [](const ContentProblem &a, const ContentProblem &b) {
                             return a.line != b.line ? a.line < b.line : a.column < b.column;
                         });
        return problems.list;
    }
    if (texts.title)
        scenario.title = texts.title->text;
    if (texts.description)
        scenario.description = texts.description->text;
    for (const ScenarioTexts::Service &s : texts.services) {
        ServiceSpec &service = scenario.services[s.index];
        if (s.effect)
            service.effect = s.effect->text;
        if (s.effectPast)
            service.effectPast = s.effectPast->text;
    }
    return {};
}

std::vector<LessonProblem> translateScenarioFile(Scenario &scenario, const std::string &path,
                                                 const std::string &language)
{
    const std::string translation = scenarioTranslationPath(path, language);
    if (translation.empty() || !QFileInfo(QString::fromStdString(translation)).isFile())
        return {};
    std::string json;
    std::string error;
    std::vector<LessonProblem> problems;
    if (!readFile(translation, json, error)) {
        problems.emplace_back(translation, 0, 0, cannotReadFile(error));
        return problems;
    }
    for (const ContentProblem &p : translateScenario(scenario, json))
        problems.emplace_back(translation, p.line, p.column, p.sentence);
    return problems;
}

std::string reportProblems(const std::vector<LessonProblem> &problems, Translator translate)
{
    std::string report;
    for (const LessonProblem &p : problems)
        report += problemLine(p.path, p.line, p.column, p.sentence, translate);
    return report;
}

std::string uiScenarioLanguage(const std::string &path)
{
    std::vector<std::string> shipped;
    const QFileInfo info(QString::fromStdString(path));
    for (const QString &language : QLocale().uiLanguages()) {
        QString folder = language;
        folder.replace(u'-', u'_');
        for (const QString &name : {folder, folder.section(u'_', 0, 0)}) {
            if (QFileInfo(info.dir().filePath(name + u'/' + info.fileName())).isFile())
                shipped.push_back(name.toStdString());
        }
    }
    return chooseLessonLanguage(shipped, QLocale().uiLanguages());
}

std::vector<LessonProblem> checkScenarioTranslation(const std::string &path)
{
    std::vector<LessonProblem> problems;
    const std::string englishPath = englishLessonPath(path);
    if (englishPath.empty()) {
        problems.emplace_back(
            path, 0, 0,
            say(QT_TRANSLATE_NOOP("LoaderText",
                                  "translates no scenario: there is no %1 in the folder above (a "
                                  "translation has the name of the scenario it translates)"),
                {text(fileName(path))}));
        return problems;
    }
    ScenarioLoad english = loadScenarioFile(englishPath);
    if (!english.scenario) {
        problems.emplace_back(
            path, 0, 0,
            say(QT_TRANSLATE_NOOP("LoaderText", "cannot compare with the English scenario: %1"),
                {text(english.report())}));
        return problems;
    }
    std::string json;
    std::string error;
    if (!readFile(path, json, error)) {
        problems.emplace_back(path, 0, 0, cannotReadFile(error));
        return problems;
    }
    for (const ContentProblem &p : translateScenario(*english.scenario, json))
        problems.emplace_back(path, p.line, p.column, p.sentence);
    return problems;
}

} // namespace inflight
