#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Runs the libFuzzer targets (tests/fuzz/README.md). Build them first:
#     cmake --preset fuzz && cmake --build build-fuzz
#
#     tests/fuzz/run.sh TARGET|all SECONDS   fuzz each target for SECONDS over its corpus
#     tests/fuzz/run.sh smoke [RUNS]         replay every corpus file, then RUNS mutations each
#
# TARGET is script, scenario or lesson. The committed corpus (tests/fuzz/corpus/TARGET) is only
# read: new inputs go to a scratch folder, $FUZZ_SCRATCH (default build-fuzz/fuzz-scratch), and a
# crash, hang or sanitizer report is written there as crash-*, timeout-* or leak-*. Copy an input
# worth keeping into the corpus by hand. $FUZZ_BUILD names another build folder.
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${FUZZ_BUILD:-$root/build-fuzz}
scratch=${FUZZ_SCRATCH:-$build/fuzz-scratch}
targets="script scenario lesson"

usage() {
    echo "usage: $0 script|scenario|lesson|all SECONDS" >&2
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

fuzz() { # TARGET SECONDS
    bin=$(binary "$1")
    mkdir -p "$scratch/$1/corpus" "$scratch/$1/artifacts"
    echo "== fuzz_$1 for $2 s"
    "$bin" -max_total_time="$2" -timeout=10 -rss_limit_mb=4096 -max_len="$(max_len "$1")" \
        -print_final_stats=1 -artifact_prefix="$scratch/$1/artifacts/" \
        "$scratch/$1/corpus" "$here/corpus/$1"
}

smoke() { # TARGET RUNS
    bin=$(binary "$1")
    echo "== fuzz_$1: replaying $(ls "$here/corpus/$1" | wc -l) corpus files"
    "$bin" -timeout=10 "$here/corpus/$1"/*
    work=$(mktemp -d)
    echo "== fuzz_$1: $2 runs"
    # A fixed seed, so that a smoke run that fails fails again the same way.
    "$bin" -runs="$2" -seed=1 -timeout=10 -rss_limit_mb=4096 -max_len="$(max_len "$1")" \
        -artifact_prefix="$work/" "$work" "$here/corpus/$1" || {
        status=$?
        echo "fuzz_$1 found something; the input is in $work" >&2
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
script | scenario | lesson)
    [ $# -eq 2 ] || usage
    fuzz "$1" "$2"
    ;;
*) usage ;;
esac
