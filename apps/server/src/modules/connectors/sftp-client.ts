// Reads a broker's SFTP server (ssh2): the regular files of the scan path, and one file as a stream.
// One connection per poll; closed when the poll ends, whatever happens.
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

export interface SftpSession {
  list(dir: string): Promise<RemoteFile[]>;
  read(path: string): Readable;
  close(): void;
}

const CONNECT_TIMEOUT_MS = 15_000;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;

export async function openSftp(target: SftpTarget, signal?: AbortSignal): Promise<SftpSession> {
  // Loaded on the first poll: ssh2 costs every server ~12 MB of memory otherwise.
  const { Client } = await import('ssh2');
  return new Promise((resolve, reject) => {
    const client = new Client();
    const fail = (err: Error) => {
      client.end();
      reject(err);
    };
    signal?.addEventListener('abort', () => fail(new Error('The poll was stopped.')), { once: true });
    client.once('error', fail);
    client.once('ready', () => {
      client.sftp((err, sftp) => (err ? fail(err) : resolve(session(client, sftp))));
    });
    client.connect({
      host: target.host,
      port: target.port,
      username: target.username,
      password: target.password,
      privateKey: target.privateKey,
      readyTimeout: CONNECT_TIMEOUT_MS,
    });
  });
}

function session(client: Client, sftp: SFTPWrapper): SftpSession {
  return {
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
