// Picks an option of an antd Select the way a user does: open it (typing a search first if given),
// wait for the option with exactly this text, click it.
import { fireEvent, waitFor, within } from '@testing-library/react';

export async function chooseOption(select: HTMLElement, text: string, search?: string) {
  const box = within(select).getByRole('combobox');
  fireEvent.mouseDown(box);
  if (search) fireEvent.change(box, { target: { value: search } });
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll('.ant-select-item-option')].find(
      // An option drawn with more than its name (a role with its description) marks the name.
      (el) => (el.querySelector('[data-option-label]') ?? el).textContent === text,
    );
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  fireEvent.click(option);
}
