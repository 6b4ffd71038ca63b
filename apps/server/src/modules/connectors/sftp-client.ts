// Reads a broker's SFTP server (ssh2): the regular files of the scan path, and one file as a stream.
// One connection per poll; closed when the poll ends, whatever happens. The server's host key is
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
    close: () => client.end(),
  };
}

/** The remote path of a file in the scan path (SFTP paths are POSIX). */
export const remotePath = (dir: string, name: string) => `${dir.replace(/\/+$/, '') || ''}/${name}`;
