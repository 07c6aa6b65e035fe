import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { NftBox } from '@bourse/shared';
import { fakeServer, Refusal, renderDesk } from '../../../test/desk.tsx';
import { CURRENCIES, choose, fill } from './formTesting.ts';
import { NftListings } from './NftListings.tsx';

const box = (over: Partial<NftBox>) =>
  ({
    id: 7,
    code: 'ART-0007',
    name: 'Harbour at dawn',
    rarity: 'SR',
    pay_type: 2,
    author_name: 'Mina',
    price: '150',
    currency_name: 'USDT',
    status: 1,
    start_time: '2026-11-01 00:00:00',
    end_time: '2026-12-01 00:00:00',
    ...over,
  }) as NftBox;

describe('NFT first sales', () => {
  it('lists the catalogue and says what needs an upload', async () => {
    const { calls } = fakeServer({
      'GET /api/bind_box/getBoxList': [
        box({}),
        box({ id: 8, code: 'ART-0008', name: 'Old', status: 0, pay_type: 1 }),
      ],
    });
    renderDesk(<NftListings />);
    expect(await screen.findByText('Harbour at dawn')).toBeTruthy();
    expect(calls[0]!.query).toMatchObject({ page: '1', limit: '20' });
    const row = screen.getByText('Harbour at dawn').closest('tr')!;
    expect(within(row).getByText('Auction')).toBeTruthy();
    expect(within(row).getByText('150 USDT')).toBeTruthy();
    expect(within(row).getByText('On sale')).toBeTruthy();
    expect(within(screen.getByText('Old').closest('tr')!).getByText('Ended or sold')).toBeTruthy();
    expect(screen.getByText(/need an uploaded media file/)).toBeTruthy();
  });

  it('puts an artwork up for auction with its step and margin', async () => {
    const { calls } = fakeServer({
      'GET /api/bind_box/getBoxList': [],
      'GET /api/currency/list': CURRENCIES,
      'POST /api/admin/nft/listings': new Refusal('This artwork is already on sale'),
    });
    renderDesk(<NftListings />);
    fireEvent.click(await screen.findByRole('button', { name: /New first sale/ }));
    const drawer = await screen.findByRole('dialog');
    fill(drawer, 'Code', 'art-0009');
    fireEvent.click(within(drawer).getByText('Auction'));
    await choose(drawer, 'Coin', 'USDT · #3');
    fill(drawer, 'Price (the starting price of an auction)', '200');
    fill(drawer, 'Minimum bid step', '10');
    fill(drawer, 'Bid margin', '20');
    fill(drawer, 'Start (UTC)', '2026-12-01T08:00');
    fill(drawer, 'End (UTC)', '2026-12-01T10:00');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Create' }));
    expect(await within(drawer).findByText('This artwork is already on sale')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      code: 'art-0009',
      pay_type: 2,
      currency_id: 3,
      price: '200',
      per_increase: '10',
      margin: '20',
      start_at: 1_796_112_000,
      end_at: 1_796_119_200,
      lang: 'en',
    });
  });
});
