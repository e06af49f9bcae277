// SPDX-License-Identifier: GPL-3.0-or-later
#include "loadertexts.h"

#include "contentreader.h"
#include "suggest.h"

namespace inflight::content {

Sentence say(const char *source, std::vector<Sentence> args)
{
    return Sentence::say("LoaderText", source, std::move(args));
}

Sentence text(std::string_view literal)
{
    return Sentence::text(std::string(literal));
}

Sentence number(double value)
{
    return text(numberText(value));
}

Sentence atPath(const std::string &path, Sentence message)
{
    if (path.empty())
        return message;
    return say(QT_TRANSLATE_NOOP("LoaderText", "%1: %2"), {text(path), std::move(message)});
}

Sentence unknownKey(const std::string &where, const std::string &key,
                    const std::vector<std::string> &allowed)
{
    const std::string suggestion = closestName(key, allowed);
    if (suggestion.empty())
        return say(QT_TRANSLATE_NOOP("LoaderText", "%1: unknown key (valid keys: %2)"),
                   {text(where), text(commaList(allowed))});
    return say(QT_TRANSLATE_NOOP("LoaderText", "%1: unknown key (did you mean \"%2\"?)"),
               {text(where), text(suggestion)});
}

Sentence unknownName(Sentence what, const std::string &name, const std::vector<std::string> &valid)
{
    const std::string suggestion = closestName(name, valid);
    if (suggestion.empty())
        return say(QT_TRANSLATE_NOOP("LoaderText", "unknown %1 \"%2\" (one of %3)"),
                   {std::move(what), text(name), text(commaList(valid))});
    return say(QT_TRANSLATE_NOOP("LoaderText", "unknown %1 \"%2\" (did you mean \"%3\"?)"),
               {std::move(what), text(name), text(suggestion)});
}

Sentence notOneOf(const std::string &value, const std::vector<std::string> &options)
{
    std::string quoted;
    for (std::size_t i = 0; i < options.size(); ++i)
        quoted += (i ? ", \"" : "\"") + options[i] + "\"";
    const std::string suggestion = closestName(value, options);
    if (suggestion.empty())
        return say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is not one of %2"),
                   {text(value), text(quoted)});
    return say(QT_TRANSLATE_NOOP("LoaderText", "\"%1\" is not one of %2 (did you mean \"%3\"?)"),
               {text(value), text(quoted), text(suggestion)});
}

Sentence outOfRange(const std::string &value, double min, double max, bool seconds)
{
    if (seconds)
        return say(QT_TRANSLATE_NOOP("LoaderText", "%1 is out of range (%2 to %3 seconds)"),
                   {text(value), number(min), number(max)});
    return say(QT_TRANSLATE_NOOP("LoaderText", "%1 is out of range (%2 to %3)"),
               {text(value), number(min), number(max)});
}

Sentence missing(const std::string &key)
{
    return say(QT_TRANSLATE_NOOP("LoaderText", "missing \"%1\""), {text(key)});
}

Sentence noQueueNamed(const std::string &name, const std::string &suggestion)
{
    if (suggestion.empty())
        return say(QT_TRANSLATE_NOOP("LoaderText", "no queue named \"%1\" in \"queues\""),
                   {text(name)});
    return say(QT_TRANSLATE_NOOP("LoaderText",
                                 "no queue named \"%1\" in \"queues\" (did you mean \"%2\"?)"),
               {text(name), text(suggestion)});
}

Sentence notValidJson(Sentence reason)
{
    return say(QT_TRANSLATE_NOOP("LoaderText", "not valid JSON: %1"), {std::move(reason)});
}

Sentence runCannotStart(const std::string &problem)
{
    return say(QT_TRANSLATE_NOOP("LoaderText", "the run cannot start: %1"), {text(problem)});
}

Sentence cannotReadFile(const std::string &error)
{
    return say(QT_TRANSLATE_NOOP("LoaderText", "cannot read the file: %1"), {text(error)});
}

namespace {
const char *const noSectionText = QT_TRANSLATE_NOOP("LoaderText", "no section \"## %1\" in %2");
}

Sentence noSection(const std::string &id, const std::string &narrationFile)
{
    return say(noSectionText, {text(id), text(narrationFile)});
}

bool isNoSection(const Sentence &sentence, std::string_view id)
{
    if (sentence.source == noSectionText)
        return id.empty() || (!sentence.args.empty() && sentence.args.front().literal == id);
    for (const Sentence &arg : sentence.args) {
        if (isNoSection(arg, id))
            return true;
    }
    return false;
}

bool says(const Sentence &sentence, const char *source)
{
    if (sentence.source == source)
        return true;
    for (const Sentence &arg : sentence.args) {
        if (says(arg, source))
            return true;
    }
    return false;
}

std::string problemLine(const std::string &path, int line, int column, const Sentence &message,
                        Translator translate)
{
    // The position is data, written the way compilers write it, so editors can jump to it.
    return path + ":" + std::to_string(line) + ":" + std::to_string(column) + ": " +
           oneLine(fillSentence(message, translate)) + "\n";
}

} // namespace inflight::content
