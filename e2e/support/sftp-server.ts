// A real SFTP server for tests (ssh2), shared by the server's API tests and the end-to-end tests: one
// user with a password, an in-memory directory tree. Enough for a client to list a directory and read
// files as a broker poll does, and to write, rename and remove files as a gain delivery does.
import crypto from 'node:crypto';
import { constants } from 'node:fs';
import type { AddressInfo } from 'node:net';
import ssh2 from 'ssh2';

const { Server } = ssh2;
const { STATUS_CODE } = ssh2.utils.sftp;

export interface TestSftpServer {
  port: number;
  /** path -> contents, e.g. '/outbox/a.csv'. */
  files: Map<string, Buffer>;
  /** Folders made with mkdir. */
  dirs: Set<string>;
  /** Set to fail every write to a path it accepts (a full disk, a dropped connection). */
  failWrites?: (path: string) => boolean;
  close(): Promise<void>;
}

const equal = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
};

export async function startSftpServer(user: { username: string; password: string }): Promise<TestSftpServer> {
  const { privateKey } = crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
    publicKeyEncoding: { type: 'pkcs1', format: 'pem' },
  });
  const files = new Map<string, Buffer>();
  const dirs = new Set<string>();
  const state: { failWrites?: (path: string) => boolean } = {};
  const fileAttrs = (size: number) => ({
    mode: constants.S_IFREG | 0o644,
    uid: 0,
    gid: 0,
    size,
    atime: 0,
    mtime: 0,
  });
  const server = new Server({ hostKeys: [privateKey] }, (client) => {
    client.on('authentication', (ctx) => {
      if (
        ctx.method === 'password' &&
        equal(ctx.username, user.username) &&
        equal(ctx.password, user.password)
      )
        return ctx.accept();
      ctx.reject(['password']);
    });
    client.on('error', () => undefined);
    client.on('ready', () => {
      client.on('session', (accept) => {
        accept().on('sftp', (acceptSftp) => {
          const sftp = acceptSftp();
          const handles = new Map<number, { path: string; dir: boolean; listed?: boolean }>();
          let next = 0;
          const handleOf = (state: { path: string; dir: boolean }) => {
            const h = Buffer.alloc(4);
            h.writeUInt32BE(next, 0);
            handles.set(next++, state);
            return h;
          };
          const stateOf = (h: Buffer) => (h.length === 4 ? handles.get(h.readUInt32BE(0)) : undefined);
          const inDir = (dir: string) =>
            [...files.entries()].filter(
              ([p]) => p.startsWith(`${dir.replace(/\/+$/, '')}/`) && !p.slice(dir.length + 1).includes('/'),
            );
          sftp.on('OPENDIR', (reqid, path) => {
            if (inDir(path).length === 0 && ![...files.keys()].some((p) => p.startsWith(`${path}/`)))
              return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            sftp.handle(reqid, handleOf({ path, dir: true }));
          });
          sftp.on('READDIR', (reqid, h) => {
            const state = stateOf(h);
            if (!state?.dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (state.listed) return sftp.status(reqid, STATUS_CODE.EOF);
            state.listed = true;
            sftp.name(
              reqid,
              inDir(state.path).map(([p, data]) => {
                const filename = p.slice(p.lastIndexOf('/') + 1);
                return {
                  filename,
                  longname: `-rw-r--r-- 1 u u ${data.length} Jan 1 2026 ${filename}`,
                  attrs: fileAttrs(data.length),
                };
              }),
            );
          });
          sftp.on('OPEN', (reqid, path, flags) => {
            // A file opened for writing is created empty (SSH_FXF_CREAT | SSH_FXF_TRUNC from ssh2's 'w').
            if (flags & ssh2.utils.sftp.OPEN_MODE.WRITE) files.set(path, Buffer.alloc(0));
            if (!files.has(path)) return sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
            sftp.handle(reqid, handleOf({ path, dir: false }));
          });
          sftp.on('WRITE', (reqid, h, offset, data) => {
            const path = stateOf(h)?.path;
            const current = path !== undefined ? files.get(path) : undefined;
            if (!path || !current || state.failWrites?.(path)) return sftp.status(reqid, STATUS_CODE.FAILURE);
            const next = Buffer.alloc(Math.max(current.length, offset + data.length));
            current.copy(next);
            data.copy(next, offset);
            files.set(path, next);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          const statOf = (reqid: number, path: string) => {
            const data = files.get(path);
            if (data) return sftp.attrs(reqid, fileAttrs(data.length));
            if (dirs.has(path))
              return sftp.attrs(reqid, { ...fileAttrs(0), mode: constants.S_IFDIR | 0o755 });
            sftp.status(reqid, STATUS_CODE.NO_SUCH_FILE);
          };
          sftp.on('STAT', statOf);
          sftp.on('LSTAT', statOf);
          sftp.on('MKDIR', (reqid, path) => {
            dirs.add(path);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('REMOVE', (reqid, path) => {
            sftp.status(reqid, files.delete(path) ? STATUS_CODE.OK : STATUS_CODE.NO_SUCH_FILE);
          });
          // SFTP v3: a rename onto an existing file is refused.
          sftp.on('RENAME', (reqid, from, to) => {
            const data = files.get(from);
            if (!data || files.has(to)) return sftp.status(reqid, STATUS_CODE.FAILURE);
            files.delete(from);
            files.set(to, data);
            sftp.status(reqid, STATUS_CODE.OK);
          });
          sftp.on('READ', (reqid, h, offset, length) => {
            const state = stateOf(h);
            const data = state && files.get(state.path);
            if (!data) return sftp.status(reqid, STATUS_CODE.FAILURE);
            if (offset >= data.length) return sftp.status(reqid, STATUS_CODE.EOF);
            sftp.data(reqid, data.subarray(offset, Math.min(data.length, offset + length)));
          });
          sftp.on('FSTAT', (reqid, h) => {
            const data = files.get(stateOf(h)?.path ?? '');
            if (!data) return sftp.status(reqid, STATUS_CODE.FAILURE);
            sftp.attrs(reqid, fileAttrs(data.length));
          });
          sftp.on('CLOSE', (reqid, h) => {
            if (h.length === 4) handles.delete(h.readUInt32BE(0));
            sftp.status(reqid, STATUS_CODE.OK);
          });
        });
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    files,
    dirs,
    set failWrites(check: ((path: string) => boolean) | undefined) {
      state.failWrites = check;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
