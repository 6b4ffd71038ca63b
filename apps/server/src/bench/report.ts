/** Prints one figure in the DESIGN.md format, when it matches the requested prefix. */
export function report(prefix: string, name: string, value: number, unit: string) {
  if (prefix && !name.startsWith(prefix)) return;
  console.log(`bench: ${name} ${Number(value.toPrecision(4))} ${unit}`);
}

export async function timeIt(iterations: number, fn: (i: number) => Promise<unknown>) {
  const started = process.hrtime.bigint();
  for (let i = 0; i < iterations; i++) await fn(i);
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations;
}
