// Import settings of a folder or a file (GET/PUT .../import/settings): what the object sets itself,
// what an import of it would use and, for a file, what its last import found in it.
import {
  englishMessage,
  importSettingsErrors,
  type ImportSettings,
  type ImportSettingsView,
} from '@cairn/contracts';
import { badRequest, notFound } from '../../http/problem.js';
import type { StorageConfigService } from '../storage/storage-config.service.js';
import type { ImportFilesStore, IndexedObject, Located } from './import-files.store.js';
import { effectiveSettings } from './import-settings.js';

interface Resolved {
  /** The folder or file the request names; null for the purpose's root. */
  target: IndexedObject | null;
  name: string;
  levels: (ImportSettings | null)[];
}

export class ImportSettingsService {
  constructor(
    private readonly store: ImportFilesStore,
    private readonly storageConfigs: StorageConfigService,
  ) {}

  private async resolve(at: Located, folder: string[], fileName: string | undefined): Promise<Resolved> {
    const configuration = await this.storageConfigs.get(at.engagementId, at.purpose);
    const folders = await this.store.foldersAlong(at, folder);
    if (folders.length !== folder.length) throw notFound('This folder does not exist.');
    const levels = folders.map((f) => f.settings);
    if (fileName) {
      const [file] = await this.store.objectsIn(at, folder, [fileName]);
      if (!file || file.type !== 'File') throw notFound('This file does not exist.');
      return { target: file, name: file.name, levels: [...levels, file.settings] };
    }
    const target = folders[folders.length - 1] ?? null;
    return {
      target,
      name: target?.displayName ?? (configuration.displayName || configuration.storagePurpose),
      levels: target ? levels : [null],
    };
  }

  private present({ target, name, levels }: Resolved): ImportSettingsView {
    return {
      name,
      systemFolder: target === null,
      own: target?.settings ?? null,
      effective: effectiveSettings(levels),
      detected: target?.detected ?? null,
    };
  }

  async view(at: Located, folder: string[], fileName?: string): Promise<ImportSettingsView> {
    return this.present(await this.resolve(at, folder, fileName));
  }

  /**
   * The settings an import of the file would use now, and whether anyone chose them (the file or a
   * folder of its path has settings): with the defaults only, the import finds the delimiter itself.
   */
  async effectiveFor(
    at: Located,
    folder: string[],
    fileName: string,
  ): Promise<ImportSettings & { chosen: boolean }> {
    const resolved = await this.resolve(at, folder, fileName);
    return { ...this.present(resolved).effective, chosen: resolved.levels.some((level) => !!level) };
  }

  async update(
    at: Located,
    folder: string[],
    fileName: string | undefined,
    settings: ImportSettings,
  ): Promise<ImportSettingsView> {
    const errors = importSettingsErrors(settings);
    if (errors.length) {
      throw badRequest(
        errors.map((e) => englishMessage(e.message)).join('. '),
        errors.map((e) => ({ field: e.field, message: englishMessage(e.message), key: e.message.key })),
      );
    }
    const resolved = await this.resolve(at, folder, fileName);
    if (!resolved.target) {
      throw badRequest('The root of a storage uses the default import settings; set them on a folder.', [
        { field: 'path', message: 'Please choose a folder' },
      ]);
    }
    const { worksheetName, ...rest } = settings;
    const own: ImportSettings = worksheetName?.trim()
      ? { ...rest, worksheetName: worksheetName.trim() }
      : rest;
    await this.store.saveSettings(at, resolved.target.id, own);
    const target = { ...resolved.target, settings: own };
    return this.present({ ...resolved, target, levels: [...resolved.levels.slice(0, -1), own] });
  }
}
