// The profile side of a user: display name, language, template, licence acceptance, picture.
import { eq } from 'drizzle-orm';
import {
  DEFAULT_LOCALE,
  DEFAULT_TEMPLATE,
  GUEST_DISPLAY_NAME,
  type CurrentUser,
  type ProfileImageSize,
  type UpdateProfile,
} from '@cairn/contracts';
import type { Db } from '../../db/client.js';
import { profiles, users } from '../../db/schema/identity.js';
import { badRequest, notFound } from '../../http/problem.js';
import type { AccessService } from '../../access/access.service.js';
import type { Principal } from '../../access/principal.js';
import { presentCurrentUser } from './profile.presenter.js';

type Profile = typeof profiles.$inferSelect;
export const MAX_PICTURE_BYTES = 5 * 1024 * 1024;
/** A picture's header is read first: a few kilobytes may claim billions of pixels (a decompression bomb). */
export const MAX_PICTURE_PIXELS = 40_000_000;

export class ProfileService {
  constructor(
    private readonly db: Db,
    private readonly access: AccessService,
  ) {}

  /** The profile of a user, created as Guest (language en, default template) when missing. */
  async ensureProfile(userId: string): Promise<Profile> {
    await this.db
      .insert(profiles)
      .values({
        userId,
        displayName: GUEST_DISPLAY_NAME,
        language: DEFAULT_LOCALE,
        templateName: DEFAULT_TEMPLATE,
      })
      .onConflictDoNothing();
    const [profile] = await this.db.select().from(profiles).where(eq(profiles.userId, userId));
    return profile;
  }

  async recordLogin(userId: string) {
    await this.ensureProfile(userId);
    await this.db.update(profiles).set({ lastLoginAt: new Date() }).where(eq(profiles.userId, userId));
  }

  async currentUser(principal: Principal): Promise<CurrentUser> {
    const [user] = await this.db.select().from(users).where(eq(users.id, principal.id));
    if (!user) throw notFound();
    const profile = await this.ensureProfile(user.id);
    const { hasAssignment, engagementIds } = await this.access.engagementVisibility(principal);
    let currentEngagementId = profile.currentEngagementId;
    if (currentEngagementId && engagementIds !== 'all' && !engagementIds.includes(currentEngagementId)) {
      currentEngagementId = null;
    }
    const tenantStatus = !hasAssignment ? 'noTenant' : currentEngagementId ? 'ok' : 'noSelectedTenant';
    return presentCurrentUser(user, { ...profile, currentEngagementId }, tenantStatus);
  }

  async update(principal: Principal, change: UpdateProfile) {
    await this.ensureProfile(principal.id);
    await this.db
      .update(profiles)
      .set({ ...change, displayName: change.displayName.trim(), updatedAt: new Date() })
      .where(eq(profiles.userId, principal.id));
    return this.currentUser(principal);
  }

  async acceptEula(principal: Principal) {
    const profile = await this.ensureProfile(principal.id);
    if (!profile.eulaAcceptedAt) {
      await this.db
        .update(profiles)
        .set({ eulaAcceptedAt: new Date() })
        .where(eq(profiles.userId, principal.id));
    }
    return this.currentUser(principal);
  }

  async setCurrentEngagement(userId: string, engagementId: string | null) {
    await this.ensureProfile(userId);
    await this.db
      .update(profiles)
      .set({ currentEngagementId: engagementId })
      .where(eq(profiles.userId, userId));
  }

  /** Stores the picture in the three sizes of the spec, square-cropped PNG. */
  async setPicture(principal: Principal, image: Buffer) {
    let sizes: Buffer[];
    // Loaded on the first upload: libvips costs every server ~18 MB of memory otherwise.
    const { default: sharp } = await import('sharp');
    const { width = 0, height = 0 } = await sharp(image, { limitInputPixels: false })
      .metadata()
      .catch(() => ({ width: 0, height: 0 }));
    if (width * height > MAX_PICTURE_PIXELS)
      throw badRequest(`The picture is ${width} x ${height} pixels; at most 40 megapixels are accepted.`, [
        { field: 'file', message: 'Picture too large', key: 'pictureTooLarge' },
      ]);
    try {
      sizes = await Promise.all(
        ([48, 120, 240] as const).map((size) =>
          sharp(image, { limitInputPixels: MAX_PICTURE_PIXELS })
            .rotate()
            .resize(size, size, { fit: 'cover' })
            .png()
            .toBuffer(),
        ),
      );
    } catch {
      throw badRequest('The file is not a picture Cairn can read (PNG, JPEG or WebP).', [
        { field: 'file', message: 'Unsupported image' },
      ]);
    }
    await this.ensureProfile(principal.id);
    await this.db
      .update(profiles)
      .set({ image48: sizes[0], image120: sizes[1], image240: sizes[2], imageUpdatedAt: new Date() })
      .where(eq(profiles.userId, principal.id));
    return this.currentUser(principal);
  }

  async removePicture(principal: Principal) {
    await this.ensureProfile(principal.id);
    await this.db
      .update(profiles)
      .set({ image48: null, image120: null, image240: null, imageUpdatedAt: new Date() })
      .where(eq(profiles.userId, principal.id));
    return this.currentUser(principal);
  }

  async picture(userId: string, size: ProfileImageSize): Promise<{ png: Buffer } | { svg: string }> {
    const profile = await this.ensureProfile(userId);
    const png = size === 48 ? profile.image48 : size === 120 ? profile.image120 : profile.image240;
    if (png) return { png };
    return { svg: initialsSvg(profile.displayName, size) };
  }
}

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function initials(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [...(words[0] ?? '?')].slice(0, 2);
  return letters.join('').toUpperCase();
}

function initialsSvg(name: string, size: number) {
  // A stable colour per name so people are recognisable at a glance.
  const hue = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100"><rect width="100" height="100" rx="50" fill="hsl(${hue},45%,42%)"/><text x="50" y="50" dy=".35em" text-anchor="middle" font-family="Arial,Helvetica,sans-serif" font-size="40" fill="#fff">${escapeXml(initials(name))}</text></svg>`;
}
