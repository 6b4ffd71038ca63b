// @vitest-environment happy-dom
// One card on its own: every control of the Compose tab has an accessible name on the element that
// takes input (axe's rule "label"), and the private endpoints of any type are edited and checked here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { TENANT_RESOURCE_TYPES, configurationFieldsOf, initialConfiguration } from '@cairn/contracts';
import { TenantResourceCard } from './TenantResourceCard';
import type { DraftResource } from './composeDraft';
import { renderWithApp } from '../../../../shared/testing/renderWithApp';
import en from '../../../../i18n/locales/en.json';

afterEach(cleanup);

const draft = (resourceType: string, configuration: Record<string, unknown>, id?: string): DraftResource => ({
  key: id ?? 'new-1',
  id,
  name: 'nletpdacmex',
  resourceType,
  tag: 'why it is there',
  configuration,
});

function renderCard(resource: DraftResource, onChange = vi.fn()) {
  renderWithApp(
    <TenantResourceCard
      resource={resource}
      others={[]}
      locked={false}
      canEdit
      errors={{}}
      onChange={onChange}
      onShowJson={vi.fn()}
      onDelete={vi.fn()}
    />,
  );
  return onChange;
}

const INPUTS = 'input:not([type="hidden"]), textarea, [role="combobox"]';

describe('TenantResourceCard', { timeout: 60_000 }, () => {
  it('names every control of every type for assistive technology', () => {
    const keys = en.adminCompose.keys as Record<string, string>;
    for (const type of TENANT_RESOURCE_TYPES) {
      renderCard(draft(type, { ...initialConfiguration(type), privateEndpoints: [{ ip: '', fqdn: '' }] }));
      expect(screen.getByLabelText('Name')).toBe(screen.getByTestId('compose-card-name'));
      expect(screen.getByLabelText('Tag')).toBe(screen.getByTestId('compose-card-tag'));
      for (const field of configurationFieldsOf(type)) {
        const control = screen.getByLabelText(keys[field.key] ?? field.key);
        expect(control.matches(INPUTS), `${type}.${field.key}`).toBe(true);
      }
      expect(screen.getByLabelText('IP address of private endpoint 1').tagName).toBe('INPUT');
      expect(screen.getByLabelText('Host name of private endpoint 1').tagName).toBe('INPUT');
      // No input of the card is left without a name.
      const card = screen.getByTestId('compose-card-nletpdacmex');
      for (const input of card.querySelectorAll<HTMLElement>(INPUTS)) {
        const named =
          input.getAttribute('aria-label') ||
          input.getAttribute('aria-labelledby') ||
          input.closest('label') ||
          (input.id && card.querySelector(`label[for="${input.id}"]`));
        expect(named, `${type}: ${input.outerHTML}`).toBeTruthy();
      }
      cleanup();
    }
  });

  it('adds a private endpoint and says what is wrong with its address and name as they are typed', () => {
    const resource = draft('SqlServer', initialConfiguration('SqlServer'), 'r-1');
    const onChange = renderCard(resource);
    expect(screen.getByText('No private endpoints')).toBeTruthy();
    fireEvent.click(screen.getByTestId('compose-private-endpoint-add'));
    expect(onChange).toHaveBeenLastCalledWith(
      { ...resource, configuration: { ...resource.configuration, privateEndpoints: [{ ip: '', fqdn: '' }] } },
      'configuration',
    );
    cleanup();

    const withEndpoint = draft(
      'SqlServer',
      { ...resource.configuration, privateEndpoints: [{ ip: '10.0.0.999', fqdn: 'sql' }] },
      'r-1',
    );
    const changed = renderCard(withEndpoint);
    const row = screen.getByTestId('compose-private-endpoint');
    expect(within(row).getByText('Please provide an IPv4 or IPv6 address')).toBeTruthy();
    expect(
      within(row).getByText('Please provide a fully qualified host name such as db.example.com'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('IP address of private endpoint 1'), {
      target: { value: 'fd00::4' },
    });
    expect(changed).toHaveBeenLastCalledWith(
      {
        ...withEndpoint,
        configuration: { ...withEndpoint.configuration, privateEndpoints: [{ ip: 'fd00::4', fqdn: 'sql' }] },
      },
      'configuration',
    );
    fireEvent.click(screen.getByLabelText('Remove private endpoint 1'));
    expect(changed.mock.lastCall?.[0].configuration.privateEndpoints).toEqual([]);
  });
});
