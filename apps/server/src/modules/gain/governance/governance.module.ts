// The gain module's governance part: requirements status (and with it the SignedOff lock other
// modules consult through GainSignOff) and promotions (GainPromotedVersions for the import runs).
import type { AccessService } from '../../../access/access.service.js';
import type { Db } from '../../../db/client.js';
import type { PrincipalNames } from '../../authorization/principal-directory.js';
import type { EngagementService } from '../../engagements/engagements.service.js';
import { gainEngagements, principalNameOf } from './governance.ports.js';
import { PromotionService, type LazyPromotionPorts } from './promotions.service.js';
import { RequirementsStatusService } from './requirements-status.service.js';

export interface GainGovernanceDeps {
  access: AccessService;
  engagements: EngagementService;
  principalNames: PrincipalNames;
  /** The other gain parts, reached lazily (they are built after this one and need it too). */
  gain: LazyPromotionPorts;
}

export function gainGovernanceModule(db: Db, deps: GainGovernanceDeps) {
  const engagements = gainEngagements(deps.engagements);
  const nameOf = principalNameOf(deps.principalNames);
  const gainRequirementsStatus = new RequirementsStatusService(db, deps.access, engagements, nameOf);
  const gainPromotions = new PromotionService(db, deps.access, engagements, nameOf, deps.gain);
  return {
    /** Current status and history; update with the target status's writer permission. */
    gainRequirementsStatus,
    /** gainSignOff.assertEditable(engagementId) throws 409 once a gain engagement is SignedOff. */
    gainSignOff: gainRequirementsStatus,
    gainPromotions,
    /** gainPromotedVersions.versionForRuns(engagementId, processType): the promoted version, else undefined. */
    gainPromotedVersions: gainPromotions,
  };
}
