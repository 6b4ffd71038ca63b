// Cairn's pre-receive step. git receive-pack runs with `core.hooksPath` set to Cairn's hooks folder
// (for that invocation only); its pre-receive hook is a small Node script that hands the pushed ref
// updates and the quarantine's object directories to the Cairn process running the push, over a Unix
// socket in a private temporary folder, and prints the answer (git shows it as `remote:` lines). The
// decision is made here, with the node model's rules and the engagement at hand, while the push holds
// the repository's write lock; a refusal exits non-zero, so no ref moves and the objects are dropped.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseRefUpdates, type QuarantineEnv, type RefUpdate } from './push-check.js';

const HOOK = `#!/bin/sh
# Written by Cairn (git over HTTP): hands this push to the Cairn process that runs it.
exec "$CAIRN_NODE" "$CAIRN_PUSH_HOOK_CLIENT"
`;

// CommonJS by its extension, whatever package.json is above the data directory.
const CLIENT = `'use strict';
// Written by Cairn: sends the ref updates on stdin to the Cairn process (CAIRN_PUSH_SOCKET), prints
// its answer and exits 1 when it refuses the push.
const net = require('node:net');
const input = [];
process.stdin.on('data', (chunk) => input.push(chunk));
process.stdin.on('end', () => {
  const env = process.env;
  const socket = net.createConnection(env.CAIRN_PUSH_SOCKET);
  const answer = [];
  const fail = () => { process.stderr.write('Cairn could not check this push; try again.\\n'); process.exit(1); };
  socket.on('error', fail);
  socket.on('data', (chunk) => answer.push(chunk));
  socket.on('end', () => {
    let verdict;
    try { verdict = JSON.parse(Buffer.concat(answer).toString('utf8')); } catch { return fail(); }
    for (const line of verdict.lines) process.stderr.write(line + '\\n');
    process.exit(verdict.accept ? 0 : 1);
  });
  socket.end(JSON.stringify({
    updates: Buffer.concat(input).toString('utf8'),
    quarantine: {
      GIT_OBJECT_DIRECTORY: env.GIT_OBJECT_DIRECTORY,
      GIT_ALTERNATE_OBJECT_DIRECTORIES: env.GIT_ALTERNATE_OBJECT_DIRECTORIES,
      GIT_QUARANTINE_PATH: env.GIT_QUARANTINE_PATH,
    },
  }));
});
`;

export type PushDecision = (
  updates: RefUpdate[],
  quarantine: QuarantineEnv,
) => Promise<{ refused: string[] }>;

export class PushHooks {
  private installed?: Promise<void>;

  constructor(readonly hooksDir: string) {}

  /** Writes the hook files once per process (by rename, so a concurrent push never runs half a file). */
  private install() {
    this.installed ??= (async () => {
      await fsp.mkdir(this.hooksDir, { recursive: true });
      for (const [name, text, mode] of [
        ['pre-receive', HOOK, 0o755],
        ['pre-receive-client.cjs', CLIENT, 0o644],
      ] as const) {
        const temporary = path.join(this.hooksDir, `.${name}.${process.pid}`);
        await fsp.writeFile(temporary, text, { mode });
        await fsp.rename(temporary, path.join(this.hooksDir, name));
      }
    })().catch((err: unknown) => {
      this.installed = undefined;
      throw err;
    });
    return this.installed;
  }

  /**
   * Opens the socket one push's hook calls; `decide` answers it. Returns the git configuration and
   * environment receive-pack needs, and `close` (call it once receive-pack has exited).
   */
  async listen(decide: PushDecision) {
    await this.install();
    const folder = await fsp.mkdtemp(path.join(os.tmpdir(), 'cairn-push-')); // 0700: only this user connects
    const socketPath = path.join(folder, 'hook.sock');
    // Half-open: the hook ends its side after the request and still reads the answer.
    const server = net.createServer({ allowHalfOpen: true }, (socket) => {
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.on('error', () => undefined);
      socket.on('end', () => {
        void answer(Buffer.concat(chunks).toString('utf8')).then((verdict) =>
          socket.end(JSON.stringify(verdict)),
        );
      });
    });
    const answer = async (text: string) => {
      try {
        const request = JSON.parse(text) as { updates: string; quarantine: QuarantineEnv };
        const { refused } = await decide(parseRefUpdates(request.updates), request.quarantine);
        return { accept: refused.length === 0, lines: refused };
      } catch {
        return { accept: false, lines: ['Cairn could not check this push; try again.'] };
      }
    };
    await new Promise<void>((resolve, reject) => server.once('error', reject).listen(socketPath, resolve));
    return {
      config: [['core.hooksPath', this.hooksDir]] as [string, string][],
      env: {
        CAIRN_NODE: process.execPath,
        CAIRN_PUSH_HOOK_CLIENT: path.join(this.hooksDir, 'pre-receive-client.cjs'),
        CAIRN_PUSH_SOCKET: socketPath,
      },
      close: async () => {
        await new Promise<void>((resolve) => server.close(() => resolve()));
        fs.rmSync(folder, { recursive: true, force: true });
      },
    };
  }
}
