#!/usr/bin/env node
// Sums the results of scripts/test-all.sh and prints one line `N passed, N failed[, N skipped]` last.
//
// Usage: node scripts/summarize-results.mjs <manifest.tsv>
// Each manifest line: kind <TAB> name <TAB> exit code <TAB> seconds <TAB> report path ("-" when none)
//   kind "check":      a pass/fail step (typecheck, lint, build, ...) counted as 1 test
//   kind "vitest":     a Vitest run with its JSON report (numPassedTests, numFailedTests, ...)
//   kind "playwright": a Playwright run with its JSON report (stats.expected/unexpected/flaky/skipped)
// Nothing hides a failure: a suite without a readable report counts as 1 failed, and so does a run that
// exited non-zero while its report shows no failing test (crash, unhandled error, failed global setup).
// Before the failures it lists the slowest tests of all the vitest and Playwright reports, the first
// place to look when the suite's time grows.
// Exits 1 when anything failed.
import fs from 'node:fs';
import path from 'node:path';

const MAX_LISTED_FAILURES = 40;
// CI shows only the end of the output: each failure carries the first lines of its error, so a
// failure seen only there (a flaky end-to-end step) can be diagnosed without its report files.
const MAX_ERROR_LINES = 6;
const SLOWEST_COUNT = 10;

function firstLines(message) {
  if (!message) return [];
  return (
    String(message)
      // Terminal colour codes (ESC [ ... m) of the reporters' messages.
      .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
      .split('\n')
      .map((line) => line.trimEnd())
      .filter((line) => line.trim() !== '')
      .slice(0, MAX_ERROR_LINES)
  );
}

function readManifest(file) {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [kind, name, exitCode, seconds, report] = line.split('\t');
      return {
        kind,
        name,
        exitCode: Number(exitCode),
        seconds: Number(seconds),
        report: report && report !== '-' ? report : undefined,
      };
    });
}

function readReport(file) {
  if (!file) return { error: 'no report file was configured' };
  if (!fs.existsSync(file)) return { error: `no report written (${path.basename(file)} missing)` };
  try {
    return { json: JSON.parse(fs.readFileSync(file, 'utf8')) };
  } catch (err) {
    return { error: `report ${path.basename(file)} is not valid JSON: ${err.message}` };
  }
}

const num = (value) => (Number.isFinite(value) ? value : 0);

function countVitest(json) {
  const passed = num(json.numPassedTests);
  let failed = num(json.numFailedTests);
  const skipped = num(json.numPendingTests) + num(json.numTodoTests);
  const failures = [];
  for (const file of json.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests)
      failures.push({
        title: `${path.relative(process.cwd(), file.name)} > ${t.fullName || t.title}`,
        details: firstLines((t.failureMessages ?? [])[0]),
      });
    if (file.status === 'failed' && failedTests.length === 0) {
      // The file itself failed (import error, failing beforeAll/afterAll, ...) without a failing test.
      failed += 1;
      const message = (file.message || 'file failed').split('\n')[0];
      failures.push({ title: `${path.relative(process.cwd(), file.name)}: ${message}`, details: [] });
    }
  }
  return { passed, failed, skipped, failures };
}

// Spec files are relative to the config's rootDir (the test directory): show them from the repo root.
function playwrightFile(json) {
  const rootDir = json.config?.rootDir;
  return (file) =>
    typeof rootDir === 'string' && typeof file === 'string'
      ? path.relative(process.cwd(), path.join(rootDir, file))
      : file;
}

function countPlaywright(json) {
  const stats = json.stats ?? {};
  const passed = num(stats.expected) + num(stats.flaky);
  let failed = num(stats.unexpected);
  const skipped = num(stats.skipped);
  const failures = [];
  const where = playwrightFile(json);
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') {
          const lastResult = (test.results ?? []).at(-1);
          failures.push({
            title: `${where(spec.file ?? suite.file)}:${spec.line ?? ''} > ${[...titles, spec.title].filter(Boolean).join(' > ')}`,
            details: [
              ...firstLines(lastResult?.error?.message),
              ...(lastResult?.error?.location
                ? [
                    `at ${path.relative(process.cwd(), lastResult.error.location.file)}:${lastResult.error.location.line}`,
                  ]
                : []),
            ],
          });
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of json.suites ?? []) walk(suite, []);
  for (const error of json.errors ?? []) {
    // Errors outside tests: global setup/teardown, config, a worker that crashed.
    failures.push({ title: `error: ${(error.message ?? String(error)).split('\n')[0]}`, details: [] });
  }
  if (failed === 0 && (json.errors ?? []).length > 0) failed = 1;
  return { passed, failed, skipped, failures };
}

// Timings are read defensively: a report of an unexpected shape loses its tests from the slowest list,
// never the counts or the final line.
const list = (value) => (Array.isArray(value) ? value : []);

// Each test of a Vitest report as { ms, where }; `duration` is in milliseconds.
function vitestTimes(json) {
  return list(json.testResults).flatMap((file) =>
    list(file.assertionResults).map((t) => ({
      ms: t.duration,
      where: `${typeof file.name === 'string' ? path.relative(process.cwd(), file.name) : '?'} > ${t.fullName || t.title}`,
    })),
  );
}

// Each test of a Playwright report as { ms, where }. A test's time is the sum of its results: with
// retries, every attempt is time the run spent on it (the attempts are counted in `where`).
function playwrightTimes(json) {
  const where = playwrightFile(json);
  // The same spec runs once per project: name the project only when there are several.
  const severalProjects = list(json.config?.projects).length > 1;
  const times = [];
  const walk = (suite, titles) => {
    for (const spec of list(suite.specs)) {
      for (const test of list(spec.tests)) {
        const results = list(test.results);
        times.push({
          ms: results.reduce((sum, r) => sum + num(r?.duration), 0),
          where:
            `${where(spec.file ?? suite.file)} > ${[...titles, spec.title].filter(Boolean).join(' > ')}` +
            (severalProjects && test.projectName ? ` [${test.projectName}]` : '') +
            (results.length > 1 ? ` (${results.length} attempts)` : ''),
        });
      }
    }
    for (const child of list(suite.suites)) walk(child, [...titles, child.title]);
  };
  // Top-level suites are the spec files, whose title is the file name already shown.
  for (const suite of list(json.suites)) walk(suite, []);
  return times;
}

function testTimes(kind, json) {
  try {
    const times = kind === 'playwright' ? playwrightTimes(json) : vitestTimes(json);
    return times.filter((t) => Number.isFinite(t.ms) && t.ms > 0);
  } catch {
    return [];
  }
}

function summarize(entries) {
  const rows = [];
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failureLines = [];
  const times = [];
  for (const entry of entries) {
    let counts;
    const notes = [];
    if (entry.kind === 'check') {
      counts =
        entry.exitCode === 0
          ? { passed: 1, failed: 0, skipped: 0, failures: [] }
          : { passed: 0, failed: 1, skipped: 0, failures: [] };
      if (entry.exitCode !== 0) notes.push(`exited with ${entry.exitCode}`);
    } else {
      const { json, error } = readReport(entry.report);
      if (error) {
        counts = { passed: 0, failed: 1, skipped: 0, failures: [] };
        notes.push(`${error}; exited with ${entry.exitCode}; counted as 1 failed`);
      } else {
        try {
          counts = entry.kind === 'playwright' ? countPlaywright(json) : countVitest(json);
        } catch (err) {
          // Valid JSON of another shape (a reporter's format changed): the other suites are still summed.
          counts = { passed: 0, failed: 1, skipped: 0, failures: [] };
          notes.push(
            `report ${path.basename(entry.report)} could not be read (${err.message}); counted as 1 failed`,
          );
        }
        for (const t of testTimes(entry.kind, json)) times.push({ ...t, suite: entry.name });
        if (entry.exitCode !== 0 && counts.failed === 0) {
          counts.failed = 1;
          notes.push(
            `exited with ${entry.exitCode} although its report shows no failing test; counted as 1 failed`,
          );
        }
      }
    }
    total.passed += counts.passed;
    total.failed += counts.failed;
    total.skipped += counts.skipped;
    rows.push({ entry, counts, notes });
    if (counts.failed > 0 || notes.length > 0) {
      failureLines.push(`  ${entry.name}:`);
      for (const note of notes) failureLines.push(`    ${note}`);
      const listed = counts.failures.slice(0, MAX_LISTED_FAILURES);
      for (const f of listed) {
        failureLines.push(`    ✗ ${f.title}`);
        for (const line of f.details) failureLines.push(`        ${line}`);
      }
      if (counts.failures.length > listed.length)
        failureLines.push(`    ... and ${counts.failures.length - listed.length} more`);
    }
  }
  const slowest = times.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST_COUNT);
  return { rows, total, failureLines, slowest };
}

function formatCounts({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

function formatSeconds(s) {
  if (!Number.isFinite(s)) return '?';
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s` : `${s}s`;
}

function main() {
  const manifest = process.argv[2];
  if (!manifest) {
    console.error('usage: node scripts/summarize-results.mjs <manifest.tsv>');
    process.exit(2);
  }
  const entries = fs.existsSync(manifest) ? readManifest(manifest) : [];
  const { rows, total, failureLines, slowest } = summarize(entries);
  const width = Math.max(20, ...rows.map((r) => r.entry.name.length));
  const totalSeconds = rows.reduce(
    (sum, r) => sum + (Number.isFinite(r.entry.seconds) ? r.entry.seconds : 0),
    0,
  );

  console.log('');
  console.log('================================ test summary ================================');
  for (const { entry, counts } of rows) {
    const status = counts.failed > 0 ? 'FAIL' : 'ok  ';
    const what = entry.kind === 'check' ? (counts.failed > 0 ? 'failed' : 'passed') : formatCounts(counts);
    console.log(
      `${status} ${entry.name.padEnd(width)}  ${formatSeconds(entry.seconds).padStart(6)}  ${what}`,
    );
  }
  console.log(`     ${'total time'.padEnd(width)}  ${formatSeconds(totalSeconds).padStart(6)}`);
  // Before the failures, which stay next to the final line that CI shows.
  if (slowest.length > 0) {
    console.log('');
    console.log(`slowest ${slowest.length} tests:`);
    const suiteWidth = Math.max(...slowest.map((t) => t.suite.length));
    for (const t of slowest)
      console.log(
        `  ${`${(t.ms / 1000).toFixed(1)}s`.padStart(7)}  ${t.suite.padEnd(suiteWidth)}  ${t.where}`,
      );
  }
  if (failureLines.length > 0) {
    console.log('');
    console.log('failures:');
    for (const line of failureLines) console.log(line);
  }
  if (entries.length === 0) {
    console.log('no steps were recorded: counted as 1 failed');
    total.failed += 1;
  }
  console.log('');
  console.log(formatCounts(total));
  process.exit(total.failed > 0 ? 1 : 0);
}

try {
  main();
} catch (err) {
  console.error('summarize-results failed:', err);
  console.log('0 passed, 1 failed');
  process.exit(2);
}
