#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""How far each translation is, and whether what is translated can be used.

For each .ts file: how many texts are translated and how many are still unfinished (printed; with
--strict LANG,... an unfinished text of those languages fails the check, for when a language is
meant to be complete). Always a failure, in every language: a translated text whose placeholders
differ from its source's (%1..%99 and %L1: a missing or extra one shows a wrong value, or none;
%n in a plural form: the count), or a plural text with an empty form.

usage: check_ts.py FILE.ts... [--strict de,es]
"""

import argparse
import os
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?\d{1,2}")


def placeholders(text):
    return sorted(set(m.replace("L", "") for m in PLACEHOLDER.findall(text or "")))


def language_of(path):
    # inflight_de.ts -> de
    return os.path.splitext(os.path.basename(path))[0].split("_", 1)[-1]


def check(path):
    """(finished, unfinished, problems) of one .ts file."""
    finished = unfinished = 0
    problems = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            source = message.findtext("source") or ""
            translation = message.find("translation")
            kind = translation.get("type") if translation is not None else "unfinished"
            if kind in ("obsolete", "vanished"):
                continue
            if kind == "unfinished":
                unfinished += 1
                continue
            finished += 1
            numerus = message.get("numerus") == "yes"
            forms = ([f.text or "" for f in translation.findall("numerusform")] if numerus
                     else [translation.text or ""])
            where = f"{name}: {source!r}"
            if numerus and any(not f.strip() for f in forms):
                problems.append(f"{where}: a plural form is empty")
            for form in forms:
                if placeholders(form) != placeholders(source):
                    problems.append(f"{where}: {form!r} has {placeholders(form)}, the source "
                                    f"{placeholders(source)}")
            # Every plural form says the count, or at least one does (a language may write
            # "one" for 1); a text without %n is not counted.
            if numerus and "%n" in source and not any("%n" in f for f in forms):
                problems.append(f"{where}: no plural form says the count (%n)")
    return finished, unfinished, problems


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("ts", nargs="+")
    parser.add_argument("--strict", default="",
                        help="comma-separated languages whose unfinished texts fail the check")
    args = parser.parse_args()
    strict = {s for s in args.strict.split(",") if s}

    failed = False
    for path in args.ts:
        language = language_of(path)
        finished, unfinished, problems = check(path)
        total = finished + unfinished
        share = 100.0 * finished / total if total else 100.0
        mode = "must be complete" if language in strict else "unfinished allowed"
        print(f"{language}: {finished} of {total} translated ({share:.1f}%), {unfinished} "
              f"unfinished ({mode})")
        for problem in problems:
            print(f"  {language}: {problem}")
        if problems or (language in strict and unfinished):
            failed = True
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
