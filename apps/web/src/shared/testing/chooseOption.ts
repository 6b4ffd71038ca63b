// Picks an option of an antd Select the way a user does: open it (typing a search first if given),
// wait for the option with exactly this text in an open dropdown, click it, and wait for the
// dropdown to close (a single select), so that the next pick cannot land in this one.
import { fireEvent, waitFor, within } from '@testing-library/react';

/** antd keeps a closed select's dropdown in the page, hidden (renderWithApp turns motion off). */
const isOpen = (dropdown: Element) => dropdown.isConnected && !/-hidden\b/.test(dropdown.className);

export async function chooseOption(select: HTMLElement, text: string, search?: string) {
  const box = within(select).getByRole('combobox');
  fireEvent.mouseDown(box);
  if (search) fireEvent.change(box, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-dropdown')]
      .filter(isOpen)
      .flatMap((dropdown) => [...dropdown.querySelectorAll('.ant-select-item-option')])
      .find(
        // An option drawn with more than its name (a role with its description) marks the name.
        (el) => (el.querySelector('[data-option-label]') ?? el).textContent === text,
      );
    if (!found) throw new Error(`no option ${text} in an open dropdown`);
    return found;
  });
  fireEvent.click(option);
  const dropdown = option.closest('.ant-select-dropdown');
  const multiple = (select.closest('.ant-select') ?? select).classList.contains('ant-select-multiple');
  if (dropdown && !multiple) {
    await waitFor(() => {
      if (isOpen(dropdown)) throw new Error(`the dropdown of ${text} is still open`);
    });
  }
}
