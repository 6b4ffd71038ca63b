// The tag a save gives its version in a configuration's history (admin-console.md section 9:
// "configuration history tag at most 100 characters"), so a version can be found again by what it
// was for ("before the 2026 payroll run") rather than by its number. Optional; the web counts down
// to the limit and the server refuses a longer one with the spec's message.
import type { RuleMessage } from './validation.js';

export const CONFIGURATION_HISTORY_TAG_MAX = 100;

export const configurationTagProblem = (tag: string): RuleMessage | null =>
  tag.trim().length > CONFIGURATION_HISTORY_TAG_MAX ? { key: 'tagMaxLengthExceeded' } : null;

/** What is stored: trimmed, and no tag at all rather than an empty one. */
export const normalizedConfigurationTag = (tag: string | undefined): string | null =>
  tag?.trim() ? tag.trim() : null;
