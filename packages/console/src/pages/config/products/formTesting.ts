/** What the product form tests do as an operator would: type in a field, pick an option. */
import { fireEvent, screen, within } from '@testing-library/react';

export function fill(scope: HTMLElement, label: string, value: string) {
  fireEvent.change(within(scope).getByLabelText(label), { target: { value } });
}

/** Opens the select labelled `label` and clicks the option `option`. */
export async function choose(scope: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(scope).getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

export const CURRENCIES = {
  legal: [
    { id: 1, name: 'BTC' },
    { id: 2, name: 'ETH' },
    { id: 3, name: 'USDT' },
  ],
};
