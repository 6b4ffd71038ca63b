// useFixture(): what a describe block's tests share (a server, signed-in clients, ids), made once
// before its tests and torn down after them — instead of the `let` per value, beforeAll and afterAll
// every test file repeated. Read it in tests and hooks only; before it is made, reading it throws.
import { afterAll, beforeAll } from 'vitest';

export function useFixture<T extends object>(
  make: () => Promise<T>,
  tearDown?: (made: T) => unknown,
  timeout?: number,
): T {
  let made: T | undefined;
  beforeAll(async () => {
    made = await make();
  }, timeout);
  afterAll(async () => {
    if (made && tearDown) await tearDown(made);
  });
  return new Proxy({} as T, {
    get(_, key) {
      if (!made) throw new Error('A fixture is read before it was made (use it in tests and hooks).');
      return Reflect.get(made, key) as unknown;
    },
  });
}
