#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs what Inflight needs from Debian 12, builds it, and either starts it
# or runs the whole test suite. Safe to run again: it installs only what is
# missing and rebuilds only what changed.
#
#   ./quickstart.sh run [ARGS...]   build, then start inflight with ARGS
#   ./quickstart.sh test            build with warnings as errors, run every test
#   ./quickstart.sh sanitize [ci]   build with AddressSanitizer and UndefinedBehaviorSanitizer
#                                   (build-asan/), run every test under them; "ci": the suites
#                                   CI runs there (see README, "Testing")
#   ./quickstart.sh fuzz SECONDS|smoke
#                                   build the libFuzzer targets with clang 14 (build-fuzz/) and
#                                   run each for SECONDS, or replay the corpus and a short run
set -euo pipefail
cd "$(dirname "$0")"

# Everything the build needs beyond g++, cmake and git: Qt 6 (Widgets, SVG, SQL with its SQLite
# driver for session files, HttpServer for `inflight serve`, whose CMake package also needs the
# WebSockets one), Qt's translation tools (lupdate, lrelease: qt6-tools-dev's LinguistTools package
# and qt6-l10n-tools) and Qt's own translations (qt6-translations-l10n), QCustomPlot for the
# timeline, Ninja, and a font so that text renders even on a
# bare machine. The end-to-end tests of `inflight serve` drive it with real clients: Debian's
# boto3 (the query protocol) and the AWS CLI; a newer boto3 for the JSON protocol is the python3
# on PATH if it has one (pip install boto3), else that test says it was skipped. The handout and
# slide tests read the PDFs back with poppler (pdftotext, pdfinfo, pdftoppm).
packages=(qt6-base-dev qt6-svg-dev libqt6sql6-sqlite qt6-httpserver-dev qt6-websockets-dev
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev libgif-dev ninja-build fonts-dejavu-core python3-boto3 awscli
    poppler-utils)
# Only the test suites need these: the accessibility tests read the window through AT-SPI, as a
# screen reader does, on a virtual display (Xvfb) with a private D-Bus session (dbus-run-session,
# dbus-send) and its accessibility bus (at-spi2-core), with python3-gi's Atspi bindings; without
# them those tests report themselves skipped (tests/accessibility/).
test_packages=(xvfb dbus at-spi2-core python3-gi gir1.2-atspi-2.0)

usage() {
    echo "usage: ./quickstart.sh run [ARGS...] | test | sanitize [ci] | fuzz SECONDS|smoke" >&2
    exit 2
}

install_missing() {
    local missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "quickstart: installing ${missing[*]}" >&2
    local sudo=()
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null; then
            sudo=(sudo)
        else
            echo "quickstart: ${missing[*]} must be installed; run this as root or install sudo" >&2
            exit 1
        fi
    fi
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

build() {
    cmake --preset "$1" >/dev/null
    cmake --build --preset "$1" "${@:2}"
}

# The suites CI runs under the sanitizers: the engine's and the loaders' (tests/tst_*.cpp) and the
# replay of the fuzz targets' corpus and crashes (fuzz_replay_*), which need only the engine and
# lessons libraries built with them. The widget, session and command-line suites need the whole
# program built so (about half an hour on two cores): "sanitize" runs them.
sanitizer_ci_tests=(batches counters deadletter delay determinism fairqueues fifo invariants
    lambdathrottle lessons loadertext longpolling messagesize movetasks purge queueattributes
    queueconfig realism receipthandles receive recordingreplay retention runcomparison runtexts
    runtimeline scenariodocs scenarioloader scenariosweep scenariotoys scriptfixtures sentence
    simulation simulationcontrol tagsandpermissions timevalues visibility whatifsweep whatiftexts)
sanitizer_ci_replays=(fuzz_replay_script fuzz_replay_scenario fuzz_replay_lesson)


[ $# -ge 1 ] || usage
command=$1
shift
case "$command" in
run)
    install_missing
    # Only the program: the test suites, benchmarks and test helpers are for "test".
    build default --target inflight
    exec ./build/app/inflight "$@"
    ;;
test)
    [ $# -eq 0 ] || usage
    packages+=("${test_packages[@]}")
    install_missing
    build ci
    exec ctest --preset ci -j "$(nproc)"
    ;;
fuzz)
    [ $# -eq 1 ] || usage
    # libFuzzer comes with clang; only the fuzz build needs it.
    packages+=(clang-14 libclang-rt-14-dev)
    install_missing
    build fuzz
    if [ "$1" = smoke ]; then
        exec tests/fuzz/run.sh smoke
    fi
    exec tests/fuzz/run.sh all "$1"
    ;;
sanitize)
    [ $# -le 1 ] || usage
    packages+=("${test_packages[@]}")
    install_missing
    if [ "${1:-}" = ci ]; then
        build asan --target "${sanitizer_ci_tests[@]/#/tst_}" "${sanitizer_ci_replays[@]}"
        regex="^(tst_($(IFS='|'; echo "${sanitizer_ci_tests[*]}"))|$(IFS='|'; echo "${sanitizer_ci_replays[*]}"))\$"
        exec ctest --preset asan -j "$(nproc)" -R "$regex"
    fi
    [ $# -eq 0 ] || usage
    build asan
    exec ctest --preset asan -j "$(nproc)"
    ;;
*) usage ;;
esac
