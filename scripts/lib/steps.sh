# Shared by scripts/test-all.sh and scripts/test-quick.sh (sourced): one step of a test run, timed and
# recorded in "$MANIFEST" for scripts/summarize-results.mjs; sets any_failed=1 when it fails.

# run_step <kind> <name> <report|-> <timeout seconds> <command...>
# Runs the command (with a time limit so a hang cannot eat the CI budget), records it in the manifest.
# SHOW, when set, is what the banner prints instead of the full command line.
run_step() {
  local kind=$1 name=$2 report=$3 limit=$4
  shift 4
  echo
  echo "━━━━ [$(date +%H:%M:%S)] $name: ${SHOW:-$*}"
  local start=$SECONDS rc
  if [[ -t 0 ]]; then
    "$@" # interactive: no time limit, so Ctrl-C reaches the command
  else
    timeout --kill-after=30 "$limit" "$@" # CI: a hang fails the step instead of eating the budget
  fi
  rc=$?
  local took=$((SECONDS - start))
  if [[ $rc -eq 124 || $rc -eq 137 ]]; then
    echo "━━━━ $name: TIMED OUT after ${limit}s (exit $rc)"
  fi
  if [[ $rc -ne 0 ]]; then
    any_failed=1
    echo "━━━━ $name: FAILED (exit $rc) in ${took}s"
  else
    echo "━━━━ $name: ok in ${took}s"
  fi
  printf '%s\t%s\t%s\t%s\t%s\n' "$kind" "$name" "$rc" "$took" "$report" >>"$MANIFEST"
  return 0
}

# Prints the summary of "$MANIFEST" (ending with `N passed, N failed`) and exits 1 if anything failed.
summarize_and_exit() {
  node "$ROOT/scripts/summarize-results.mjs" "$MANIFEST"
  local summary_rc=$?
  if [[ $summary_rc -ne 0 && $summary_rc -ne 1 ]]; then
    echo "the summary script itself failed (exit $summary_rc); see $MANIFEST"
    echo "0 passed, 1 failed"
  fi
  if [[ $summary_rc -ne 0 || $any_failed -ne 0 ]]; then
    exit 1
  fi
  exit 0
}
