// File actions for the audit log: an upload (one event per stored file), a download, a delete. The
// target is `<purpose>/<path>` as the storage manager shows it; the scope is the folder's.
import type { FastifyRequest } from 'fastify';
import { AUDIT_ACTIONS } from '@cairn/contracts';
import type { AuditService } from '../audit/audit.service.js';

const ACTIONS = {
  upload: AUDIT_ACTIONS.fileUpload,
  download: AUDIT_ACTIONS.fileDownload,
  delete: AUDIT_ACTIONS.fileDelete,
} as const;

export async function recordFileAction(
  audit: AuditService,
  req: FastifyRequest,
  action: keyof typeof ACTIONS,
  path: string[],
  /** Upload: the names the files were stored under, in the folder `path`. */
  fileNames?: string[],
) {
  const { purpose } = req.params as { purpose: string };
  const targets = fileNames ? fileNames.map((name) => [...path, name]) : [path];
  for (const target of targets) {
    await audit.record({
      action: ACTIONS[action],
      actor: req.principal,
      target: [purpose, ...target].join('/'),
      scope: req.auditScope,
    });
  }
}
