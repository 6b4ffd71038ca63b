// A fake server's answer that is an error: the status and problem+json body the real server sends
// (a 400 with field errors, a 422, ...). mockFetch and fakeServer answer with it as it is.
export class ProblemAnswer {
  constructor(
    readonly status: number,
    readonly problem: Record<string, unknown>,
  ) {}

  toResponse(): Response {
    return new Response(JSON.stringify({ status: this.status, ...this.problem }), {
      status: this.status,
      headers: { 'content-type': 'application/problem+json' },
    });
  }
}

export const problemAnswer = (status: number, problem: Record<string, unknown>) =>
  new ProblemAnswer(status, problem);
