// @vitest-environment happy-dom
// Switching language brings the components' own texts along (date pickers, pagination, month names):
// they are fetched with the translations, so a German user never sees antd's English "Today".
import { afterAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import i18n from './index';
import { antdLocaleOf } from './libraryLocales';

describe('component texts follow the language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('English needs nothing fetched: antd and dayjs speak it already', async () => {
    await i18n.changeLanguage('en');
    expect(antdLocaleOf('en')).toBeUndefined();
    await expect.poll(() => dayjs.locale()).toBe('en');
  });

  it('German: antd texts and dayjs month names are in place once the language has changed', async () => {
    await i18n.changeLanguage('de');
    expect(antdLocaleOf('de')?.locale).toBe('de');
    expect(antdLocaleOf('de')?.DatePicker?.lang.today).toBe('Heute');
    await expect.poll(() => dayjs.locale()).toBe('de');
    expect(dayjs('2026-03-01').format('MMMM')).toBe('März');
  });

  it('British English has its own calendar: weeks start on Monday', async () => {
    await i18n.changeLanguage('en-GB');
    expect(antdLocaleOf('en-GB')?.locale).toBe('en-gb');
    await expect.poll(() => dayjs.locale()).toBe('en-gb');
    expect(dayjs.Ls['en-gb']?.weekStart).toBe(1);
    expect(antdLocaleOf('en-GB')?.DatePicker?.lang.locale).toBe('en_GB');
  });
});
