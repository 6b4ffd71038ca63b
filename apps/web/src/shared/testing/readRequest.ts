// What a stubbed fetch was asked: the typed client (shared/api/api.ts) passes one Request, apiFetch
// an address and init. Both fakes (mockFetch, fakeServer) read a call through this.

export interface ReadRequest {
  method: string;
  url: URL;
  /** The JSON body, parsed; undefined without one (or for a form). */
  body: unknown;
}

const isRequest = (input: RequestInfo | URL): input is Request =>
  typeof input === 'object' && 'method' in input && 'url' in input;

export async function readRequest(
  input: RequestInfo | URL,
  init: RequestInit = {},
  base: string,
): Promise<ReadRequest> {
  if (isRequest(input)) {
    const text = input.body ? await input.clone().text() : '';
    const json = (input.headers.get('content-type') ?? '').includes('json');
    return {
      method: input.method.toUpperCase(),
      url: new URL(input.url, base),
      body: text && json ? (JSON.parse(text) as unknown) : undefined,
    };
  }
  return {
    method: (init.method ?? 'GET').toUpperCase(),
    url: new URL(String(input), base),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}
