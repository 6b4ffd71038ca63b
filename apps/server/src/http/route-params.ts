// Path parameters many routes share. An id is bounded before it is used and looked up as it is: an id
// of no object answers 404 from the route's access hook or service, whatever its shape.
import { z } from 'zod';

/** `:engagementId` of an engagement's routes. */
export const engagementParams = z.object({ engagementId: z.string().max(100) });

/** `:tenantId` of a tenant's routes. */
export const tenantParams = z.object({ tenantId: z.string().max(100) });
