// Routes that must ask the caller to sign in: each call made without a session answers 401.
import { expect } from 'vitest';
import type { CairnApp } from '../app.js';

/** `[method, url, body?]`: without a body, a POST or PUT sends `{}`. */
export type CallWithoutSession = readonly [method: string, url: string, body?: unknown];

export async function expectSignInAsked(server: CairnApp, calls: readonly CallWithoutSession[]) {
  for (const [method, url, body] of calls) {
    const payload = body ?? (method === 'POST' || method === 'PUT' ? {} : undefined);
    const res = await server.app.inject({ method: method as 'GET', url, payload: payload as object });
    expect(res.statusCode, `${method} ${url}`).toBe(401);
  }
}
