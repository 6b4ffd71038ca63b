// The files a push check reads, through one `git cat-file --batch` asked one name at a time: one
// process for the whole tree (not one per file), yet never more than one file in memory, and never a
// file over the limit (its bytes are skipped as they pass, not kept). The caller learns sizes first
// (`ls-tree -l`) and does not ask for larger files; the limit here is the guard should it ever do so.
import { spawn } from 'node:child_process';

export type BlobAnswer = { text: string } | { missing: true } | { tooLarge: number };

export class BlobReader {
  private readonly child;
  private readonly chunks: Buffer[] = [];
  private buffered = 0;
  private ended = false;
  private wake: (() => void) | undefined;
  /** Requests take turns: each answer is read off the one output stream in order. */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    env: Record<string, string>,
    private readonly maxBytes: number,
  ) {
    this.child = spawn('git', ['cat-file', '--batch'], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    this.child.stdin.on('error', () => undefined); // git gone: the next read finds the output ended
    this.child.stdout.on('data', (chunk: Buffer) => {
      this.chunks.push(chunk);
      this.buffered += chunk.length;
      this.wake?.();
    });
    this.child.stdout.on('end', () => {
      this.ended = true;
      this.wake?.();
    });
  }

  /** The text of `<rev>:<path>` (or an object id); paths holding a newline cannot be asked for. */
  read(name: string): Promise<BlobAnswer> {
    const answer = this.turn.then(() => this.ask(name));
    this.turn = answer.catch(() => undefined);
    return answer;
  }

  close() {
    this.child.stdin.end();
    this.child.kill();
  }

  private async ask(name: string): Promise<BlobAnswer> {
    if (name.includes('\n')) return { missing: true };
    this.child.stdin.write(`${name}\n`);
    // "<oid> <type> <size>\n<content>\n", or "<name> missing\n" (also "ambiguous").
    const header = (await this.line()).split(' ');
    if (header.length !== 3) return { missing: true };
    const size = Number(header[2]);
    if (size > this.maxBytes) {
      await this.skip(size + 1);
      return { tooLarge: size };
    }
    const content = await this.take(size + 1);
    return header[1] === 'blob' ? { text: content.toString('utf8', 0, size) } : { missing: true };
  }

  private async line(): Promise<string> {
    for (;;) {
      const joined = this.joined();
      const end = joined.indexOf(0x0a);
      if (end !== -1) return (await this.take(end + 1)).toString('utf8', 0, end);
      await this.more();
    }
  }

  private async take(length: number): Promise<Buffer> {
    while (this.buffered < length) await this.more();
    const joined = this.joined();
    this.chunks.length = 0;
    if (joined.length > length) this.chunks.push(joined.subarray(length));
    this.buffered = joined.length - length;
    return joined.subarray(0, length);
  }

  /** Drops `length` bytes as they arrive, holding at most one chunk of them. */
  private async skip(length: number) {
    let left = length;
    for (;;) {
      while (this.chunks.length > 0 && left > 0) {
        const chunk = this.chunks.shift()!;
        if (chunk.length > left) this.chunks.unshift(chunk.subarray(left));
        this.buffered -= Math.min(chunk.length, left);
        left -= Math.min(chunk.length, left);
      }
      if (left === 0) return;
      await this.more();
    }
  }

  private joined() {
    if (this.chunks.length > 1) this.chunks.splice(0, this.chunks.length, Buffer.concat(this.chunks));
    return this.chunks[0] ?? Buffer.alloc(0);
  }

  private more() {
    if (this.ended) return Promise.reject(new Error('git cat-file ended before its answer.'));
    return new Promise<void>((resolve) => {
      this.wake = () => {
        this.wake = undefined;
        resolve();
      };
    });
  }
}
