/**
 * The NFT screens against a mocked request function, as a person uses them: the market,
 * bidding, opening a box, buying, reselling, paying a won auction and verifying a series.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type * as AntdMobile from 'antd-mobile';
import {
  nftDrawFromHmac,
  nftDrawHmac,
  nftSeedHash,
  type NftBox,
  type NftMessageItem,
  type NftSeriesView,
} from '@bourse/shared';
import type { Params } from '../../api/client.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), put: vi.fn(), delete: vi.fn() }));
const nav = vi.hoisted(() => ({
  navigateTo: vi.fn(),
  navigateBack: vi.fn(),
  redirectTo: vi.fn(),
  requireLogin: vi.fn(),
  LOGIN_PATH: '/pages/common/login',
}));
const live = vi.hoisted(() => ({ useRealtime: vi.fn(), useUserEvent: vi.fn() }));
vi.mock('../../api/client.ts', () => ({ api }));
vi.mock('../../app/nav.ts', () => nav);
vi.mock('../../api/useRealtime.ts', () => live);
const toast = vi.hoisted(() => vi.fn());
const confirm = vi.hoisted(() => vi.fn());
vi.mock('antd-mobile', async (original) => {
  const real = await original<typeof AntdMobile>();
  return {
    ...real,
    Toast: { show: toast, clear: vi.fn() },
    Dialog: { ...real.Dialog, confirm },
  };
});

import { initI18n, loadLanguage } from '../../i18n/index.ts';
import { session } from '../../store/session.ts';
import { createMemoryRouter } from '../../app/hashRouter.ts';
import { RouterProvider } from '../../app/routing.tsx';
import NftMarketPage from '../../pages/nft/nft.tsx';
import ArtworkDetailPage from '../../pages/nft/artworkDetail.tsx';
import NftPurchasePage from '../../pages/nft/purchase.tsx';
import NftResellPage from '../../pages/nft/resell.tsx';
import MyNftPage from '../../pages/nft/myNft.tsx';
import NftSeriesPage from '../../pages/nft/series.tsx';
import NftArtistRoute from '../../pages/nft/artist.tsx';
import NftArtworkRoute from '../../pages/nft/artwork.tsx';
import NftSearchRoute from '../../pages/nft/search.tsx';
import { AUCTION, FIXED, ME, MY_BID, MY_BOX, NOW, OPENED, SERIES, USER, WON } from './fixtures.ts';

let boxes: NftBox[] = [FIXED, AUCTION, SERIES];
const OUTBID: NftMessageItem = {
  ...WON,
  id: 32,
  is_read: '1',
  kind: 1,
  text: 'You were outbid on Night Market',
  order_id: null,
};
let messages: NftMessageItem[] = [WON, OUTBID];
let myBox: NftBox = MY_BOX;
let series: NftSeriesView | undefined;
let usdt = '1000';

function serve() {
  api.get.mockImplementation((path: string, params: Params) => {
    if (path === '/user/info') return Promise.resolve(USER);
    if (path === '/bind_box/getBoxList') return Promise.resolve(boxes);
    if (path === '/bind_box/getNftCurrency') return Promise.resolve([{ id: 3, name: 'USDT' }]);
    if (path === '/bind_box/getBoxDetail') {
      const box = [...boxes, myBox].find((b) => b.id === Number(params.id));
      return box ? Promise.resolve(box) : Promise.reject(new Error('No such artwork'));
    }
    if (path === '/bind_box/series') return Promise.resolve(series);
    return Promise.reject(new Error(`unexpected GET ${path}`));
  });
  api.post.mockImplementation((path: string, params: Params) => {
    if (path === '/wallet/detail')
      return Promise.resolve({ currency_id: params.currency, change_balance: usdt });
    if (path === '/bind_box/getNeedPayNFTOrder') return Promise.resolve(messages);
    if (path === '/bind_box/getBindBoxQuotationLog') return Promise.resolve([]);
    if (path === '/bind_box/getMyNFTs') return Promise.resolve([]);
    if (path === '/bind_box/getMyBindBoxQuotationLog')
      return Promise.resolve({ data: [MY_BID], total: 1 });
    if (path === '/bind_box/auctionNFT') return Promise.resolve('Bid placed: 260.5 USDT');
    if (path === '/bind_box/openBlindBox') {
      myBox = OPENED;
      return Promise.resolve(OPENED);
    }
    if (path === '/bind_box/buyNFT') return Promise.resolve('Bought Harbour at Dawn');
    if (path === '/bind_box/resellNFT') return Promise.resolve('Listed for sale');
    if (path === '/bind_box/readNFTOrderMessage') return Promise.resolve('Read');
    if (path === '/bind_box/payNFTOrder') return Promise.resolve('Paid 250 USDT');
    if (path === '/bind_box/collect') return Promise.resolve('Added to your favourites');
    return Promise.reject(new Error(`unexpected POST ${path}`));
  });
}

function mount(path: string, Page: () => React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={createMemoryRouter([path])}>
        <Page />
      </RouterProvider>
    </QueryClientProvider>,
  );
}

/** Whether some element inside `root` reads exactly `text` (numbers sit in their own spans). */
const shows = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('*')].some((el) => el.textContent === text);
const rowValue = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
const postsTo = (path: string) => api.post.mock.calls.filter(([p]) => p === path);

beforeAll(async () => {
  await initI18n('en');
  await loadLanguage('en');
});
beforeEach(() => {
  Object.values(api).forEach((f) => f.mockReset());
  toast.mockClear();
  confirm.mockReset();
  confirm.mockResolvedValue(true);
  Object.values(nav).forEach((f) => typeof f === 'function' && f.mockClear());
  live.useRealtime.mockClear();
  session.set({ token: 't', user: USER, lang: 'en' });
  nav.requireLogin.mockImplementation(() => !!session.get().token);
  boxes = [FIXED, AUCTION, SERIES];
  messages = [WON, OUTBID];
  myBox = MY_BOX;
  usdt = '1000';
  serve();
});
afterEach(cleanup);

describe('NFT market', () => {
  it('shows the listings from getBoxList as cards, six a page, with mode, state and price', async () => {
    mount('/pages/nft/nft', NftMarketPage);
    const card = await screen.findByRole('button', { name: 'Harbour at Dawn' });
    expect(api.get).toHaveBeenCalledWith(
      '/bind_box/getBoxList',
      { page: 1, limit: 6 },
      { quiet: true },
    );
    for (const text of ['Fixed price', 'Live', 'Lin Qiu', 'Price', '120USDT']) {
      expect(shows(card, text), text).toBe(true);
    }
    const auction = screen.getByRole('button', { name: 'Night Market' });
    for (const text of ['Auction', 'Current bid', '250.5USDT']) {
      expect(shows(auction, text), text).toBe(true);
    }
    const box = screen.getByRole('button', { name: 'Lucky Cats' });
    expect(shows(box, 'Blind box')).toBe(true);
    expect(shows(box, 'Box price')).toBe(true);
    expect(within(box).getByRole('timer').textContent).toBe('02:00:00');

    fireEvent.click(card);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/artworkDetail', { id: 11 });
    // A video opens on the video route.
    fireEvent.click(auction);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/artworkDetail_video', { id: 12 });
  });

  it('counts the unread messages on "My NFTs", and searches and filters the list', async () => {
    mount('/pages/nft/nft', NftMarketPage);
    const mine = await screen.findByRole('button', { name: 'My NFTs, 1 unread' });
    fireEvent.click(mine);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/myNft');

    boxes = [];
    fireEvent.change(screen.getByLabelText('Search artworks'), { target: { value: 'cat' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(await screen.findByText('No artworks match your search')).toBeTruthy();
    expect(api.get).toHaveBeenCalledWith(
      '/bind_box/getBoxList',
      { keyword: 'cat', page: 1, limit: 6 },
      { quiet: true },
    );

    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const sheet = await screen.findByText('Filter artworks');
    const mode = within(sheet.parentElement!).getByRole('radiogroup', { name: 'Sale mode' });
    fireEvent.click(within(mode).getByRole('radio', { name: 'Auction' }));
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(api.get).toHaveBeenCalledWith(
        '/bind_box/getBoxList',
        { pay_type: 2, keyword: 'cat', page: 1, limit: 6 },
        { quiet: true },
      ),
    );
    expect(screen.getByRole('button', { name: 'Filter (1)' })).toBeTruthy();
  });

  it("opens the market's lists from the spec's component routes", () => {
    mount('/pages/nft/artist', NftArtistRoute);
    mount('/pages/nft/artwork', NftArtworkRoute);
    mount('/pages/nft/search', NftSearchRoute);
    expect(nav.redirectTo.mock.calls).toEqual([
      ['/pages/nft/nft', { tab: 'artists' }],
      ['/pages/nft/nft', { tab: 'artworks' }],
      ['/pages/nft/nft', { tab: 'artworks' }],
    ]);
  });

  it('shows no "My NFTs" to a visitor', async () => {
    session.set({ token: null, user: null });
    mount('/pages/nft/nft', NftMarketPage);
    await screen.findByRole('button', { name: 'Harbour at Dawn' });
    expect(screen.queryByText('My NFTs')).toBeNull();
  });
});

describe('an auction', () => {
  it('follows the live bids and refuses an increment below the step', async () => {
    mount('/pages/nft/artworkDetail_video?id=12', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Night Market' });
    expect(live.useRealtime).toHaveBeenCalledWith('nft:ART-0002', 'nft_bid', expect.any(Function));
    expect(document.querySelector('video')?.getAttribute('poster')).toBe(AUCTION.image);
    expect(screen.getByText('Auction ends in')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Place a bid' }));
    const input = await screen.findByLabelText('Raise by');
    expect((input as HTMLInputElement).value).toBe('5');
    expect(rowValue('Your bid')).toBe('255.5 USDT');
    expect(screen.getByText(/freezes a margin of 50 USDT/)).toBeTruthy();

    fireEvent.change(input, { target: { value: '4.99' } });
    expect(screen.getByRole('alert').textContent).toBe('Raise by at least 5 USDT');
    const send = screen.getByRole('button', { name: 'Confirm bid' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.click(send);
    expect(postsTo('/bind_box/auctionNFT')).toHaveLength(0);

    // 2x the step: the bid is the current price plus the increment, exactly.
    fireEvent.click(screen.getByRole('button', { name: '2× (+10)' }));
    expect((input as HTMLInputElement).value).toBe('10');
    expect(rowValue('Your bid')).toBe('260.5 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm bid' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/auctionNFT',
        { code: 'ART-0002', price: '10' },
        { silent: true },
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ content: 'Bid placed: 260.5 USDT', icon: 'success' }),
    );
  });

  it('moves the price and the end when a bid is pushed', async () => {
    mount('/pages/nft/artworkDetail?id=12', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Night Market' });
    const handler = live.useRealtime.mock.calls.at(-1)![2] as (e: unknown) => void;
    const asked = () => api.get.mock.calls.filter(([p]) => p === '/bind_box/getBoxDetail').length;
    const before = asked();
    // Another artwork's bid is not this page's.
    act(() => handler({ code: 'ART-0009', price: '999', end_ts: NOW, bids: 9, nick_name: 'X' }));
    await new Promise((r) => setTimeout(r, 20));
    expect(shows(document.body, '999')).toBe(false);
    expect(asked()).toBe(before);
    boxes = [{ ...AUCTION, price: '300', end_ts: NOW + 7_200, bids: 4 }];
    act(() =>
      handler({ code: 'ART-0002', price: '300', end_ts: NOW + 7_200, bids: 4, nick_name: 'Bo' }),
    );
    // Patched at once, then asked again with the bids.
    await waitFor(() => expect(shows(document.body, '300')).toBe(true));
    expect(shows(document.body, '4 bids')).toBe(true);
    await waitFor(() => expect(asked()).toBe(before + 1));
    expect(postsTo('/bind_box/getBindBoxQuotationLog').length).toBeGreaterThan(1);
  });
  it('keeps following an auction past its end until the job closes it', async () => {
    // Past the end, the listing stays open for the seconds until the NFT job closes it.
    boxes = [{ ...AUCTION, buy_status: 0, end_ts: NOW - 1 }];
    mount('/pages/nft/artworkDetail?id=12', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Night Market' });
    expect(live.useRealtime).toHaveBeenLastCalledWith(
      'nft:ART-0002',
      'nft_bid',
      expect.any(Function),
    );
    cleanup();
    // Closed (the winner has the day to pay): nothing moves any more.
    boxes = [{ ...AUCTION, buy_status: 0, end_ts: NOW - 1, listing_status: 2 }];
    mount('/pages/nft/artworkDetail?id=12', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Night Market' });
    expect(live.useRealtime).toHaveBeenLastCalledWith(null, 'nft_bid', expect.any(Function));
  });
});

describe('favourites', () => {
  it('toggles the heart signed in, and asks a visitor to log in first', async () => {
    mount('/pages/nft/artworkDetail?id=11', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Harbour at Dawn' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/collect',
        { code: 'ART-0001' },
        { silent: true },
      ),
    );
    await waitFor(() =>
      expect(toast).toHaveBeenCalledWith({ content: 'Added to your favourites' }),
    );
    expect(screen.getByRole('button', { name: 'Remove from favourites' })).toBeTruthy();
    cleanup();

    session.set({ token: null, user: null });
    api.post.mockClear();
    mount('/pages/nft/artworkDetail?id=11', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Harbour at Dawn' });
    fireEvent.click(screen.getByRole('button', { name: 'Add to favourites' }));
    expect(nav.requireLogin).toHaveBeenCalledWith('/pages/nft/artworkDetail?id=11');
    expect(postsTo('/bind_box/collect')).toHaveLength(0);
  });
});

describe('a blind box', () => {
  it('opens the caller’s own box and shows the drawn artwork with its rarity', async () => {
    mount('/pages/nft/artworkDetail?id=21', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Lucky Cats box' });
    expect(screen.getAllByText('Unopened').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Open box' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/openBlindBox',
        { code: 'LUCKY-CATS-0042' },
        { silent: true },
      ),
    );
    const reveal = await screen.findByRole('dialog', { name: 'You drew' });
    expect(within(reveal).getByText('Golden Cat')).toBeTruthy();
    expect(within(reveal).getByText('SR')).toBeTruthy();
    expect(within(reveal).getByText('Super rare')).toBeTruthy();
    fireEvent.click(within(reveal).getByRole('button', { name: 'Verify this draw' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/series', { code: 'LUCKY-CATS' });
    fireEvent.click(within(reveal).getByRole('button', { name: 'View my artwork' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    // The page now shows the opened artwork, which its owner may resell.
    expect(await screen.findByRole('heading', { name: 'Golden Cat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Resell' })).toBeTruthy();
  });

  it('links a series on sale to its odds, and waits for its start', async () => {
    mount('/pages/nft/artworkDetail?id=13', ArtworkDetailPage);
    await screen.findByRole('heading', { name: 'Lucky Cats' });
    expect(screen.getByText('940 / 1000')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Not started' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Odds and draw verification ›' }));
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/series', { code: 'LUCKY-CATS' });
  });
});

describe('buying at a fixed price', () => {
  it('shows the balance and where the money goes, buys, and goes to My NFTs', async () => {
    // A resale: the seller is not the creator, so the creator's royalty is paid.
    boxes = [{ ...FIXED, owner: 4, owner_name: 'Ada', resale: true }];
    mount('/pages/nft/purchase?id=11', NftPurchasePage);
    await screen.findByText('Harbour at Dawn');
    await waitFor(() => expect(rowValue('Available in spot')).toBe('1,000 USDT'));
    // 120 x 2.5% = 3 fee, 120 x 5% = 6 royalty, 111 to the seller.
    await waitFor(() => expect(rowValue('Platform fee (2.5%)')).toBe('3 USDT'));
    expect(rowValue('Creator royalty (5%)')).toBe('6 USDT');
    expect(rowValue('Seller receives')).toBe('111 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm and pay' }));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/buyNFT',
        { code: 'ART-0001' },
        { silent: true },
      ),
    );
    await waitFor(() => expect(nav.redirectTo).toHaveBeenCalledWith('/pages/nft/myNft'));
    expect(toast).toHaveBeenCalledWith({ content: 'Bought Harbour at Dawn', icon: 'success' });
  });

  it('keeps the button off when the balance is short', async () => {
    usdt = '119.99';
    mount('/pages/nft/purchase?id=11', NftPurchasePage);
    expect(await screen.findByText('Not enough USDT in your spot account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm and pay' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});

describe('reselling', () => {
  it('says the listing is irrevocable before posting it, in UTC', async () => {
    boxes = [{ ...OPENED, id: 21 }];
    mount('/pages/nft/resell?code=LUCKY-CATS-0042&id=21', NftResellPage);
    await screen.findByText('Golden Cat');
    fireEvent.change(screen.getByLabelText('Starting price (USDT)'), { target: { value: '80' } });
    fireEvent.change(screen.getByLabelText('Minimum step (USDT)'), { target: { value: '2' } });
    confirm.mockResolvedValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm.mock.calls[0]![0].content).toMatch(/cannot be withdrawn/);
    expect(postsTo('/bind_box/resellNFT')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    await waitFor(() => expect(postsTo('/bind_box/resellNFT')).toHaveLength(1));
    const body = postsTo('/bind_box/resellNFT')[0]![1] as {
      start_time: string;
      end_time: string;
    };
    expect(body).toMatchObject({
      code: 'LUCKY-CATS-0042',
      pay_type: 2,
      price: '80',
      per_increase: '2',
    });
    expect(body.start_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const span =
      Date.parse(`${body.end_time.replace(' ', 'T')}Z`) -
      Date.parse(`${body.start_time.replace(' ', 'T')}Z`);
    expect(Math.abs(span - 24 * 3600_000)).toBeLessThan(120_000);
    await waitFor(() =>
      expect(nav.redirectTo).toHaveBeenCalledWith('/pages/nft/artworkDetail', { id: 21 }),
    );
  });

  it('names a wrong field instead of asking', async () => {
    boxes = [{ ...OPENED, id: 21 }];
    mount('/pages/nft/resell?code=LUCKY-CATS-0042&id=21', NftResellPage);
    await screen.findByText('Golden Cat');
    fireEvent.click(screen.getByRole('radio', { name: /Fixed price/ }));
    const price = screen.getByLabelText('Price (USDT)');
    fireEvent.change(price, { target: { value: '100' } });
    // The box brings its coin's decimals, so the form shows what the sale pays (the caller is
    // not the creator here, so a 2.5% fee and a 5% royalty).
    await waitFor(() => expect(rowValue('Seller receives')).toBe('92.5 USDT'));
    fireEvent.change(price, { target: { value: '1.1234567' } });
    fireEvent.click(screen.getByRole('button', { name: 'List for sale' }));
    expect(await screen.findByText('At most 6 decimals')).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('my NFTs', () => {
  it('marks a message read when opened and pays a won auction', async () => {
    mount('/pages/nft/myNft?tab=messages', MyNftPage);
    const text = await screen.findByText('You won Night Market for 300 USDT');
    fireEvent.click(text);
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/readNFTOrderMessage',
        { id: 31 },
        { silent: true },
      ),
    );
    expect(rowValue('Left to pay')).toBe('250 USDT');
    fireEvent.click(screen.getByRole('button', { name: 'Pay 250 USDT' }));
    await waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith('/bind_box/payNFTOrder', { id: 31 }, { silent: true }),
    );
    expect(ME).toBe(USER.id);
  });

  it("opens a message's artwork from its row, and marks the message read", async () => {
    mount('/pages/nft/myNft?tab=messages', MyNftPage);
    await screen.findByText('You won Night Market for 300 USDT');
    const rows = screen.getAllByRole('button', { name: /^Night Market/ });
    expect(rows).toHaveLength(2);
    fireEvent.click(rows[0]!);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/artworkDetail', { id: 6 });
    await waitFor(() =>
      expect(api.post).toHaveBeenCalledWith(
        '/bind_box/readNFTOrderMessage',
        { id: 31 },
        { silent: true },
      ),
    );
    // Opening the read message's artwork sends no second read.
    fireEvent.click(rows[1]!);
    expect(postsTo('/bind_box/readNFTOrderMessage')).toHaveLength(1);
  });

  it('shows no artwork link on a message without an artwork', async () => {
    messages = [{ ...WON, artwork_id: null }];
    mount('/pages/nft/myNft?tab=messages', MyNftPage);
    await screen.findByText('You won Night Market for 300 USDT');
    expect(screen.queryByRole('button', { name: /^Night Market/ })).toBeNull();
  });

  it("opens a bid's artwork from My bids", async () => {
    mount('/pages/nft/myNft?tab=bids', MyNftPage);
    const row = await screen.findByRole('button', { name: /Night Market/ });
    expect(shows(row, 'Leading')).toBe(true);
    fireEvent.click(row);
    expect(nav.navigateTo).toHaveBeenCalledWith('/pages/nft/artworkDetail', { id: 6 });
  });
});

describe('a series, verified in the browser', () => {
  const SEED = 'a1'.repeat(16) + '5c'.repeat(16);
  const ODDS = { N: 7000, R: 2500, SR: 500 };
  const COUNTS = { N: 2, R: 1, SR: 1 };

  async function view(tamper: boolean): Promise<NftSeriesView> {
    const draws = await Promise.all(
      [1001, 1002, 1003].map(async (order_id, i) => {
        const hmac = await nftDrawHmac(SEED, order_id);
        const d = nftDrawFromHmac(hmac, ODDS, COUNTS);
        return {
          order_id,
          box_code: `LUCKY-CATS-000${i + 1}`,
          hmac,
          bucket: d.bucket,
          rarity: d.rarity,
          design: d.design,
          opened_ts: NOW - 100,
        };
      }),
    );
    // The server claims the second box drew the super rare design.
    if (tamper)
      draws[1] = { ...draws[1]!, rarity: draws[1]!.rarity === 'SR' ? 'N' : 'SR', design: 0 };
    return {
      code: 'LUCKY-CATS',
      name: 'Lucky Cats',
      description: '',
      cover: '/api/nft/media/box.png',
      artist: 3,
      artist_name: 'Lin Qiu',
      currency_name: 'USDT',
      price: '9.9',
      supply: 1000,
      sold: 5,
      start_ts: NOW - 86_400,
      end_ts: NOW - 60,
      now_ts: NOW,
      buy_status: 0,
      seed_hash: await nftSeedHash(SEED),
      seed: SEED,
      odds: ODDS,
      designs: [
        { rarity: 'N', index: 0, name: 'Grey Cat', image: '', type: 1 },
        { rarity: 'N', index: 1, name: 'White Cat', image: '', type: 1 },
        { rarity: 'R', index: 0, name: 'Blue Cat', image: '', type: 1 },
        { rarity: 'SR', index: 0, name: 'Golden Cat', image: '', type: 1 },
      ],
      draws,
      unopened: 2,
    };
  }

  it('shows the odds and verifies every draw against the revealed seed', async () => {
    series = await view(false);
    mount('/pages/nft/series?code=LUCKY-CATS', NftSeriesPage);
    await screen.findByText('Published odds');
    expect(screen.getByText('70%')).toBeTruthy();
    expect(screen.getByText('25%')).toBeTruthy();
    expect(screen.getByText('5%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify all draws' }));
    expect(await screen.findByText('Every draw matches')).toBeTruthy();
    expect(screen.getByText('The seed matches its commitment.')).toBeTruthy();
    const rows = document.querySelectorAll('tbody tr');
    expect(rows).toHaveLength(3);
    for (const row of rows)
      expect(within(row as HTMLElement).getByLabelText('Verified')).toBeTruthy();
  });

  it('flags a tampered draw', async () => {
    series = await view(true);
    mount('/pages/nft/series?code=LUCKY-CATS', NftSeriesPage);
    fireEvent.click(await screen.findByRole('button', { name: 'Verify all draws' }));
    expect(await screen.findByText('1 draw does not match')).toBeTruthy();
    const bad = document.querySelector('tr[data-order="1002"]') as HTMLElement;
    expect(within(bad).getByLabelText('Does not match')).toBeTruthy();
    const good = document.querySelector('tr[data-order="1001"]') as HTMLElement;
    expect(within(good).getByLabelText('Verified')).toBeTruthy();
  });

  it('waits for the seed before verifying', async () => {
    series = { ...(await view(false)), seed: null, end_ts: NOW + 86_400 };
    mount('/pages/nft/series?code=LUCKY-CATS', NftSeriesPage);
    const button = await screen.findByRole('button', { name: 'Verify all draws' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/^Revealed when the series ends/)).toBeTruthy();
  });
});
