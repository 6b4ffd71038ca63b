// The feedback module's services from explicit dependencies (as import.module.ts does). Screenshots
// are kept in the metadata database (feedback_screenshots, at most 2 MB each, like profile pictures),
// not in the data directory nor an engagement's storage: every server process of a deployment reads
// them, no storage root (which belongs to an engagement) is involved, and deleting a request's row
// deletes its screenshot in the same statement.
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { PermissionHolders } from '../authorization/permission-holders.port.js';
import type { PrincipalNames } from '../authorization/principal-directory.js';
import { SmtpFeedbackMailer } from './feedback-mail.js';
import { FeedbackService } from './feedback.service.js';

export interface FeedbackModuleDeps {
  config: Pick<Config, 'mail' | 'feedbackTo'>;
  principalNames: PrincipalNames;
  permissionHolders: PermissionHolders;
}

export function feedbackModule(db: Db, deps: FeedbackModuleDeps) {
  return {
    /** feedback.send(caller, form, screenshot) stores a request and e-mails the administrators. */
    feedback: new FeedbackService(db, {
      principalNames: deps.principalNames,
      permissionHolders: deps.permissionHolders,
      mailer: deps.config.mail ? new SmtpFeedbackMailer(deps.config.mail) : undefined,
      feedbackTo: deps.config.feedbackTo,
    }),
  };
}
