// The answers of a refused restore of a configuration (engagement configurations, Gain import
// configurations): the newest version is a 400 on the version field, an unknown one a 404.
import { NEWEST_VERSION_NOT_RESTORABLE } from '@cairn/contracts';
import { badRequest, notFound } from '../http/problem.js';
import type { RestoreRefusal } from './versioned-store.js';

export const configurationRestoreRefused = (version: number) => (reason: RestoreRefusal) =>
  reason === 'newest'
    ? badRequest(NEWEST_VERSION_NOT_RESTORABLE, [
        { field: 'version', message: NEWEST_VERSION_NOT_RESTORABLE, key: 'newestVersionNotRestorable' },
      ])
    : notFound(`There is no version ${version}.`);
