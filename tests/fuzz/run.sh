#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the libFuzzer targets (tests/fuzz/README.md). Build them first:
#     cmake --preset fuzz && cmake --build build-fuzz
#
#     tests/fuzz/run.sh TARGET|all SECONDS   fuzz each target for SECONDS over its corpus
#     tests/fuzz/run.sh smoke [RUNS]         replay every corpus file, then RUNS mutations each
#
# TARGET is script, scenario, lesson, session or request. The committed corpus (tests/fuzz/corpus/TARGET) and the
# inputs that once crashed (tests/fuzz/crashes/TARGET) are only read: new inputs go to a scratch
# folder, $FUZZ_SCRATCH (default build-fuzz/fuzz-scratch), and a crash, hang or sanitizer report
# is written there as crash-*, timeout-* or leak-*. Once it is fixed, copy the input into
# tests/fuzz/crashes/TARGET/ as regression-*: the normal test suite replays that folder
# (fuzz_replay_TARGET). $FUZZ_BUILD names another build folder. $FUZZ_TIMEOUT (seconds, default
# 10) is how long one input may run before it counts as a hang: libFuzzer measures wall-clock time,
# so a long run on a machine busy with builds needs more, or it reports a slow moment as a hang.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${FUZZ_BUILD:-$root/build-fuzz}
scratch=${FUZZ_SCRATCH:-$build/fuzz-scratch}
targets="script scenario lesson session request"

usage() {
    echo "usage: $0 script|scenario|lesson|session|request|all SECONDS" >&2
    echo "       $0 smoke [RUNS]" >&2
    exit 2
}

# The longest input each target is given while mutating: a few times its largest seed (the
# script's regression input of 9,300 lines is replayed whole, but not mutated at that length).
max_len() {
    case $1 in
    script) echo 8192 ;;
    scenario) echo 8192 ;;
    lesson) echo 32768 ;;
    # A session is an SQLite file of eight to ten 4 KiB pages.
    session) echo 65536 ;;
    # An SQS request: a batch of ten entries with attributes is a few KiB.
    request) echo 16384 ;;
    esac
}

binary() {
    bin=$build/tests/fuzz/fuzz_$1
    if [ ! -x "$bin" ]; then
        echo "$bin is missing: cmake --preset fuzz && cmake --build build-fuzz" >&2
        exit 1
    fi
    echo "$bin"
}

# Sanitizers stop at the first report; a report is a failure.
export ASAN_OPTIONS=${ASAN_OPTIONS:-abort_on_error=1:detect_leaks=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}

# Both read the target's committed input folders: its corpus, and its crashes when it has any.
fuzz() { # TARGET SECONDS
    target=$1 seconds=$2
    bin=$(binary "$target")
    mkdir -p "$scratch/$target/corpus" "$scratch/$target/artifacts"
    set -- "$here/corpus/$target"
    [ ! -d "$here/crashes/$target" ] || set -- "$@" "$here/crashes/$target"
    echo "== fuzz_$target for $seconds s"
    "$bin" -max_total_time="$seconds" -timeout="${FUZZ_TIMEOUT:-10}" -rss_limit_mb=4096 \
        -max_len="$(max_len "$target")" -print_final_stats=1 \
        -artifact_prefix="$scratch/$target/artifacts/" "$scratch/$target/corpus" "$@"
}

smoke() { # TARGET RUNS
    target=$1 runs=$2
    bin=$(binary "$target")
    set -- "$here/corpus/$target"
    [ ! -d "$here/crashes/$target" ] || set -- "$@" "$here/crashes/$target"
    echo "== fuzz_$target: replaying the corpus and the crashes ($(find "$@" -type f | wc -l) files)"
    # find stops at the first input that fails and returns non-zero; libFuzzer has printed which.
    find "$@" -type f -exec "$bin" -timeout=10 {} + || {
        echo "fuzz_$target fails on a committed input (its name is above)" >&2
        exit 1
    }
    work=$(mktemp -d)
    echo "== fuzz_$target: $runs runs"
    # A fixed seed, so that a smoke run that fails fails again the same way.
    "$bin" -runs="$runs" -seed=1 -timeout=10 -rss_limit_mb=4096 -max_len="$(max_len "$target")" \
        -artifact_prefix="$work/" "$work" "$@" || {
        status=$?
        echo "fuzz_$target found something; the input is in $work" >&2
        exit $status
    }
    rm -rf "$work"
}

[ $# -ge 1 ] || usage
case $1 in
smoke)
    runs=${2:-2000}
    for t in $targets; do smoke "$t" "$runs"; done
    ;;
all)
    [ $# -eq 2 ] || usage
    for t in $targets; do fuzz "$t" "$2"; done
    ;;
script | scenario | lesson | session | request)
    [ $# -eq 2 ] || usage
    fuzz "$1" "$2"
    ;;
*) usage ;;
esac
