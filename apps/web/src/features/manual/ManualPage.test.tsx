/** @vitest-environment happy-dom */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18n from '../../i18n';
import { renderWithApp } from '../../shared/testing/renderWithApp';
import { ManualPage } from './ManualPage';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search the manual' });

describe('ManualPage', () => {
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the contents and the guide in English, pictures with their descriptions', async () => {
    renderWithApp(<ManualPage />, { at: '/manual' });
    const contents = await screen.findByRole('navigation', { name: 'Contents' });
    expect(
      within(contents).getByRole('link', { name: 'Import settings per folder and file' }),
    ).toHaveProperty('hash', '#import-settings');
    expect(screen.getByRole('heading', { level: 3, name: 'Storage and folder access' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Choose an engagement' })).toBeTruthy();
    const picture = screen.getByRole('img', { name: /The storage manager showing the folder Payroll 2026/ });
    expect(picture.getAttribute('src')).toBe('/manual/storage-manager.png');
  });

  it('finds a section by a word of its text and opens it from the results', async () => {
    renderWithApp(<ManualPage />, { at: '/manual' });
    await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.change(searchBox(), { target: { value: 'delimiter' } });
    const results = await screen.findByRole('navigation', { name: 'Search results' });
    const hit = within(results).getByRole('link', { name: /Import settings per folder and file/ });
    expect(hit.textContent).toContain('Import and import settings');
    expect(within(hit).getByText('Delimiter', { selector: 'mark' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Contents' })).toBeNull();

    fireEvent.click(hit);
    expect(document.activeElement?.id).toBe('manual-import-settings');
  });

  it('is used from the keyboard: the down arrow walks the results, Enter in the box opens the first', async () => {
    renderWithApp(<ManualPage />, { at: '/manual' });
    await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.change(searchBox(), { target: { value: 'folder' } });
    const results = await screen.findByRole('navigation', { name: 'Search results' });
    const [first, second] = within(results).getAllByRole('link');
    fireEvent.keyDown(searchBox(), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(second);

    fireEvent.keyDown(searchBox(), { key: 'Enter' });
    await waitFor(() =>
      expect(document.activeElement?.id).toBe(`manual-${first!.getAttribute('href')!.slice(1)}`),
    );
  });

  it('says so when no section holds the words, and shows the contents again when cleared', async () => {
    renderWithApp(<ManualPage />, { at: '/manual' });
    await screen.findByRole('navigation', { name: 'Contents' });
    fireEvent.change(searchBox(), { target: { value: 'xylophone' } });
    expect(await screen.findByText('No section of the manual contains “xylophone”.')).toBeTruthy();
    fireEvent.change(searchBox(), { target: { value: '' } });
    expect(await screen.findByRole('navigation', { name: 'Contents' })).toBeTruthy();
  });

  it('shows the guide in the language chosen, German here', async () => {
    await i18n.changeLanguage('de');
    renderWithApp(<ManualPage />, { at: '/manual' });
    expect(await screen.findByRole('navigation', { name: 'Inhalt' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Speicher und Ordnerzugriff' })).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 3, name: 'Storage and folder access' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Im Handbuch suchen' })).toBeTruthy();
  });
});
