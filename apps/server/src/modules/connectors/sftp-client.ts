// A broker's SFTP server (ssh2): the poll reads the regular files of the scan path, one file as a
// stream; the gain delivery (modules/gain/batches/delivery) writes files and renames them into place.
// One connection per poll or delivery; closed when it ends, whatever happens. The server's host key is
// checked against the one trusted on first use before any password or key is sent.
import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Client, SFTPWrapper } from 'ssh2';

export interface SftpTarget {
  host: string;
  port: number;
  username: string;
  password?: string;
  privateKey?: string;
}

export interface RemoteFile {
  name: string;
  size: number;
}

/** A host key's fingerprint as OpenSSH shows it: `SHA256:` and the unpadded base64 of its SHA-256. */
export const hostKeyFingerprint = (key: Buffer) =>
  `SHA256:${crypto.createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** The server answered with another host key than the trusted one: nothing was sent to it. */
export class HostKeyChanged extends Error {
  constructor(
    readonly trusted: string,
    readonly offered: string,
  ) {
    super(
      `The server's host key ${offered} is not the trusted ${trusted}; if the server's key was changed on purpose, reset the broker's trusted host key.`,
    );
  }
}

export interface SftpSession {
  /** The fingerprint of the key the server proved it holds. */
  hostKeyFingerprint: string;
  list(dir: string): Promise<RemoteFile[]>;
  read(path: string): Readable;
  /** Creates the folder and its parents (those that exist are left as they are). */
  mkdirp(dir: string): Promise<void>;
  /** Copies a local file to `remote`. */
  upload(local: string, remote: string): Promise<void>;
  /** Moves `from` to `to`, replacing `to`: a reader sees the old file or the new one, never a part. */
  rename(from: string, to: string): Promise<void>;
  /** Removes a file; one that does not exist is no error. */
  remove(path: string): Promise<void>;
  close(): void;
}

const CONNECT_TIMEOUT_MS = 15_000;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

/** `trustedHostKey`: the fingerprint to insist on; none on first use (any key, reported back). */
export async function openSftp(
  target: SftpTarget,
  options: { signal?: AbortSignal; trustedHostKey?: string | null } = {},
): Promise<SftpSession> {
  const { signal, trustedHostKey } = options;
  // Loaded on the first poll: ssh2 costs every server ~12 MB of memory otherwise.
  const { Client } = await import('ssh2');
  return new Promise((resolve, reject) => {
    const client = new Client();
    let offered = '';
    let changed: HostKeyChanged | undefined;
    const fail = (err: Error) => {
      client.end();
      reject(err);
    };
    signal?.addEventListener('abort', () => fail(new Error('The poll was stopped.')), { once: true });
    // A refused host key surfaces as ssh2's generic handshake error: report ours instead.
    client.once('error', (err) => fail(changed ?? err));
    client.once('ready', () => {
      client.sftp((err, sftp) => (err ? fail(err) : resolve(session(client, sftp, offered))));
    });
    client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: CONNECT_TIMEOUT_MS,
      // ssh2 calls it before authenticating (without hostHash it passes the raw key).
      hostVerifier: (key: Buffer) => {
        offered = hostKeyFingerprint(key);
        if (!trustedHostKey || offered === trustedHostKey) return true;
        changed = new HostKeyChanged(trustedHostKey, offered);
        return false;
      },
    });
  });
}

function session(client: Client, sftp: SFTPWrapper, fingerprint: string): SftpSession {
  return {
    hostKeyFingerprint: fingerprint,
    list: (dir) =>
      new Promise((resolve, reject) =>
        sftp.readdir(dir, (err, entries) =>
          err
            ? reject(err)
            : resolve(
                entries
                  .filter((e) => ((e.attrs.mode ?? 0) & S_IFMT) === S_IFREG)
                  .map((e) => ({ name: e.filename, size: e.attrs.size ?? 0 })),
              ),
        ),
      ),
    read: (path) => sftp.createReadStream(path),
    mkdirp: async (dir) => {
      let at = '';
      for (const part of dir.split('/').filter(Boolean)) {
        at += `/${part}`;
        const exists = await new Promise<boolean>((res) => sftp.stat(at, (err) => res(!err)));
        if (!exists) await done((cb) => sftp.mkdir(at, cb));
      }
    },
    upload: (local, remote) => done((cb) => sftp.fastPut(local, remote, cb)),
    rename: async (from, to) => {
      // OpenSSH's posix-rename replaces atomically; SFTP v3's rename refuses an existing target.
      try {
        await done((cb) => sftp.ext_openssh_rename(from, to, cb));
        return;
      } catch {
        await new Promise((res) => sftp.unlink(to, () => res(undefined)));
        await done((cb) => sftp.rename(from, to, cb));
      }
    },
    remove: (path) => new Promise((res) => sftp.unlink(path, () => res())),
    close: () => client.end(),
  };
}

/** A callback-style SFTP call as a promise (ext_openssh_rename throws when the server lacks it). */
const done = (call: (cb: (err?: Error | null) => void) => void) =>
  new Promise<void>((resolve, reject) => call((err) => (err ? reject(err) : resolve())));

/** The remote path of a file in the scan path (SFTP paths are POSIX). */
export const remotePath = (dir: string, name: string) => `${dir.replace(/\/+$/, '') || ''}/${name}`;
