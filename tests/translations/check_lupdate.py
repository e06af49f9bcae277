#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every translatable text reaches the translators, and the committed .ts files are up to date.

Runs lupdate over the translated folders' sources into a temporary .ts, with the options of
translations/CMakeLists.txt, and fails on:
  - any warning of lupdate's (a tr() it cannot give a context to: a tr() in a class without
    Q_OBJECT or Q_DECLARE_TR_FUNCTIONS, or a free function's tr() wrapper that it takes for
    the namespace's; its run-time context would differ from the one translators get);
  - any text of the sources missing from a committed .ts (de, es: all texts; en: the plural
    ones), or any text in a committed .ts that the sources no longer have.
Both of the latter are fixed with `cmake --build build-ci --target update_translations`.

usage: check_lupdate.py LUPDATE SOURCE_ROOT --folders F... --ts FILE... [--plural-only FILE...]
"""

import argparse
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

# The lines lupdate prints about its work; every other line is a warning.
PROGRESS = ("Scanning directory", "Updating ", "    Found ", "Stripping non plural forms")


def entries(ts_path, plural_only=False):
    """The (context, source, disambiguation, numerus) of every message of a .ts file."""
    found = set()
    for context in ET.parse(ts_path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") in ("obsolete", "vanished"):
                continue
            numerus = message.get("numerus") == "yes"
            if plural_only and not numerus:
                continue
            found.add((name, message.findtext("source"), message.findtext("comment") or "",
                       numerus))
    return found


def sources(root, folders):
    found = []
    for folder in folders:
        for directory, _, files in os.walk(os.path.join(root, folder)):
            found += [os.path.join(directory, f) for f in files if f.endswith((".cpp", ".h"))]
    return sorted(found)


def describe(entry):
    context, source, comment, numerus = entry
    extra = f" ({comment})" if comment else ""
    plural = " [plural]" if numerus else ""
    return f"  {context}: {source!r}{extra}{plural}"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("lupdate")
    parser.add_argument("root")
    parser.add_argument("--folders", nargs="+", required=True)
    parser.add_argument("--ts", nargs="+", default=[])
    parser.add_argument("--plural-only", nargs="+", default=[])
    args = parser.parse_args()

    files = sources(args.root, args.folders)
    includes = [f"-I{os.path.join(args.root, f)}" for f in args.folders]
    with tempfile.TemporaryDirectory() as scratch:
        listing = os.path.join(scratch, "sources.lst")
        with open(listing, "w", encoding="utf-8") as out:
            out.write("\n".join(files) + "\n")
        fresh = os.path.join(scratch, "inflight_xx.ts")
        result = subprocess.run(
            [args.lupdate, "-locations", "none", "-no-obsolete", "-no-ui-lines", *includes,
             "@" + listing, "-ts", fresh],
            capture_output=True, text=True)
        output = (result.stdout + result.stderr).splitlines()
        warnings = [line for line in output if line.strip() and not line.startswith(PROGRESS)]
        if result.returncode != 0 or not os.path.exists(fresh):
            print(f"lupdate failed (exit {result.returncode}):")
            print("\n".join(output))
            return 1
        extracted = entries(fresh)

    failed = False
    print(f"lupdate: {len(files)} source files in {', '.join(args.folders)}, "
          f"{len(extracted)} texts, {len(warnings)} warnings")
    if warnings:
        failed = True
        print("lupdate's warnings (a text whose context lupdate cannot tell; see "
              "translations/README.md):")
        print("\n".join("  " + w for w in warnings))

    for ts, plural_only in [(t, False) for t in args.ts] + [(t, True) for t in args.plural_only]:
        expected = {e for e in extracted if e[3]} if plural_only else extracted
        committed = entries(ts, plural_only)
        missing = sorted(expected - committed)
        stale = sorted(committed - expected)
        name = os.path.basename(ts)
        print(f"{name}: {len(committed)} texts, {len(missing)} missing, {len(stale)} no longer "
              f"in the sources")
        if missing or stale:
            failed = True
            for title, items in (("missing", missing), ("no longer in the sources", stale)):
                if items:
                    print(f"{name}, {title}:")
                    print("\n".join(describe(e) for e in items[:40]))
                    if len(items) > 40:
                        print(f"  ... and {len(items) - 40} more")
    if failed and any(True for _ in args.ts + args.plural_only):
        print("Run `cmake --build build-ci --target update_translations` and commit the .ts "
              "files (or fix the warnings first).")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
