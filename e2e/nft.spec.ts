/**
 * The NFT marketplace as people use it (issue 13). An operator (through the desk's API)
 * makes a new user an artist, mints an artwork and puts it on auction, and creates a
 * blind-box series. Two bidders bid on the artwork's page, each in their own browser; the
 * first sees the second's bid arrive without reloading. The first also buys a box of the
 * series and opens it. Then the server's clock moves past both ends (`POST /api/dev/clock`,
 * DEV_ROUTES only): the NFT job closes the auction, the winner pays from My NFTs ›
 * Messages, the seller receives the price less the 2.5 % fee (they made the work: no
 * royalty), the artwork changes hands, and the series page reveals its seed and verifies
 * every draw in the browser. Jobs run every 5 s: screens are polled, never slept on.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { dec, nftSplit, type NftBox, type NftSeriesView, type UserInfo } from '@bourse/shared';
import { call, operatorToken, register, signIn } from './api.ts';

const USDT = 3;
const stamp = Date.now();
const suffix = stamp.toString(36).toUpperCase();
const password = 'Nft-pass-2026';
const sellerEmail = `nft-seller-${stamp}@example.com`;
const aliceEmail = `nft-alice-${stamp}@example.com`;
const bobEmail = `nft-bob-${stamp}@example.com`;
const artworkName = `Tidal Glass ${suffix}`;
const seriesCode = `E2E${suffix}`;
const seriesName = `Nebula Drop ${suffix}`;
const START_PRICE = '100';
const STEP = '5';
const MARGIN = '20';
const BOX_PRICE = '10';
/** Alice bids one step, Bob two: 100 + 5 + 10. */
const FINAL_PRICE = '115';

/** What a user has available in USDT in the spot account (where NFT money lives). */
const spotUsdt = async (api: APIRequestContext, token: string) =>
  (
    await call<{ available: string }>(
      api,
      'POST',
      '/wallet/detail',
      { currency: USDT, type: 'change' },
      token,
    )
  ).available;

const boxDetail = (api: APIRequestContext, id: number) =>
  call<NftBox>(api, 'GET', '/bind_box/getBoxDetail', { id });

/** Waits until no toast, dialog or popup is on screen, for a clean screenshot. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.adm-toast-mask, .adm-dialog-mask, .adm-popup-mask')).toHaveCount(0, {
    timeout: 10_000,
  });
}

/**
 * Taps something that navigates. A tap within half a second of the last navigation is a
 * double tap to the app (nav.ts): retry until the next screen shows.
 */
async function tapThrough(target: Locator, next: Locator): Promise<void> {
  await expect(async () => {
    await target.click();
    await expect(next).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** One bid through the sheet: open it, pick the increment, confirm, see the server's word. */
async function bid(page: Page, increment: 'step' | '2x'): Promise<void> {
  await page.getByRole('button', { name: 'Place a bid' }).click();
  const raise = page.getByLabel('Raise by');
  await expect(raise).toHaveValue(STEP);
  if (increment === '2x') {
    await page.getByRole('button', { name: `2× (+${Number(STEP) * 2})` }).click();
    await expect(raise).toHaveValue(String(Number(STEP) * 2));
  }
  await page.getByRole('button', { name: 'Confirm bid' }).click();
  await expect(page.getByText(/^Your bid of \d+ USDT leads/)).toBeVisible();
}

test('two bidders, the winner pays and the seller is paid; a blind box bought, opened and verified', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);

  // ---- Set-up through the API: the people, the artist, the artwork, the series. ----
  const sellerToken = await register(request, sellerEmail, password);
  const aliceToken = await register(request, aliceEmail, password);
  const bobToken = await register(request, bobEmail, password);
  const me = (token: string) => call<UserInfo>(request, 'GET', '/user/info', {}, token);
  const seller = await me(sellerToken);
  const bob = await me(bobToken);
  for (const token of [aliceToken, bobToken]) {
    await call(
      request,
      'POST',
      '/dev/faucet',
      { currency: USDT, amount: '2000', account: 'change' },
      token,
    );
  }

  const ops = await operatorToken(request);
  const demo = await call<NftBox[]>(request, 'GET', '/bind_box/getBoxList', { page: 1, limit: 6 });
  // Any demo picture will do (an artwork's rather than a box's, for the screenshots).
  const media = (demo.find((b) => b.pay_type !== 3) ?? demo[0]!).image;
  expect(media).toMatch(/^\/api\/nft\/media\//);
  // The server's clock, which the dev clock may have moved: every date is from it.
  const nowS = demo[0]!.now_ts;

  await call(
    request,
    'POST',
    '/admin/nft/artists',
    { user_id: seller.id, name: `Sela ${suffix}`, avatar: media, bio: 'Glass and tides.' },
    ops,
  );
  const artwork = await call<{ id: number; code: string }>(
    request,
    'POST',
    '/admin/nft/artworks',
    {
      artist: seller.id,
      name: artworkName,
      description: 'Light through sea glass, minted for the browser test.',
      rarity: 'SR',
      type: 1,
      media,
      royalty_percent: '5',
    },
    ops,
  );
  await call(
    request,
    'POST',
    '/admin/nft/listings',
    {
      code: artwork.code,
      pay_type: 2,
      currency_id: USDT,
      price: START_PRICE,
      per_increase: STEP,
      margin: MARGIN,
      start_at: nowS - 60,
      end_at: nowS + 3_600,
    },
    ops,
  );
  await call(
    request,
    'POST',
    '/admin/nft/series',
    {
      artist: seller.id,
      code: seriesCode,
      name: seriesName,
      description: 'Three designs, drawn in the open.',
      cover: media,
      currency_id: USDT,
      price: BOX_PRICE,
      supply: 10,
      royalty_percent: '5',
      odds_n: 7000,
      odds_r: 2500,
      odds_sr: 500,
      designs: JSON.stringify([
        { rarity: 'N', name: 'Pebble', type: 1, media },
        { rarity: 'R', name: 'Comet', type: 1, media },
        { rarity: 'SR', name: 'Nova', type: 1, media },
      ]),
      // A series must start in the future.
      start_at: nowS + 2,
      end_at: nowS + 1_800,
    },
    ops,
  );

  // ---- Alice bids one step on the artwork's page. ----
  await signIn(page, aliceEmail, password);
  await page.goto(`/h5/#/pages/nft/artworkDetail?id=${artwork.id}`);
  await expect(page.getByRole('heading', { name: artworkName })).toBeVisible();
  await expect(page.getByText('No bids yet. Be the first.')).toBeVisible();
  await bid(page, 'step');
  await expect(page.getByRole('button', { name: 'You are leading' })).toBeDisabled();
  await expect(page.getByText('1 bid', { exact: true })).toBeVisible();

  // ---- Bob, in his own browser, bids twice the step. ----
  const bobContext = await browser.newContext();
  const bobPage = await bobContext.newPage();
  await signIn(bobPage, bobEmail, password);
  await bobPage.goto(`/h5/#/pages/nft/artworkDetail?id=${artwork.id}`);
  await expect(bobPage.getByRole('heading', { name: artworkName })).toBeVisible();
  await bid(bobPage, '2x');
  await expect(bobPage.getByRole('button', { name: 'You are leading' })).toBeDisabled();

  // Alice's page follows without a reload (the push on nft:<code>, or the 10 s refresh).
  await expect(page.getByText('2 bids', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(`${FINAL_PRICE} USDT`, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place a bid' })).toBeEnabled();
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/nft-auction.png' });

  // Her bids list has her outbid bid; its row opens the artwork again.
  await page.goto('/h5/#/pages/nft/myNft?tab=bids');
  const myBid = page.getByRole('button', { name: new RegExp(artworkName) });
  await expect(myBid).toContainText('Outbid');
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/nft-my-bids.png' });
  await tapThrough(myBid, page.getByRole('heading', { name: artworkName }));

  // ---- Alice buys a box of the series and opens it (before the clock moves: it ends). ----
  const list = await call<NftBox[]>(request, 'GET', '/bind_box/getBoxList', {
    page: 1,
    limit: 20,
    pay_type: 3,
  });
  const seriesEntry = list.find((b) => b.series_code === seriesCode && b.remaining !== null)!;
  expect(seriesEntry).toBeDefined();
  await expect
    .poll(async () => (await boxDetail(request, seriesEntry.id)).buy_status, { timeout: 15_000 })
    .toBe(1);
  await page.goto(`/h5/#/pages/nft/artworkDetail?id=${seriesEntry.id}`);
  await expect(page.getByRole('heading', { name: seriesName })).toBeVisible();
  await tapThrough(
    page.getByRole('button', { name: 'Buy a box' }),
    page.getByText('Buy a blind box'),
  );
  const pay = page.getByRole('button', { name: 'Confirm and pay' });
  await expect(pay).toBeEnabled();
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/nft-buy-box.png' });
  await pay.click();
  await expect(page.getByText(/^You bought the box /)).toBeVisible();

  // My NFTs: the sealed box; its page opens it.
  const boxName = `${seriesName} #1`;
  const tile = page.getByRole('button', { name: boxName });
  await expect(tile).toBeVisible();
  await expect(page.getByText('1 unopened box', { exact: true })).toBeVisible();
  await tapThrough(tile, page.getByRole('heading', { name: boxName }));
  await page.getByRole('button', { name: 'Open box' }).click();
  const reveal = page.getByRole('dialog', { name: 'You drew' });
  await expect(reveal).toBeVisible();
  // What was drawn, as the server has it: the reveal shows its name and rarity.
  const owned = await call<{ id: number; code: string }[]>(
    request,
    'POST',
    '/bind_box/getMyNFTs',
    {},
    aliceToken,
  );
  const box = owned.find((m) => m.code.startsWith(`${seriesCode}-`))!;
  const drawn = await boxDetail(request, box.id);
  const rarityWord: Record<string, string> = { N: 'Normal', R: 'Rare', SR: 'Super rare' };
  expect(Object.keys(rarityWord)).toContain(drawn.rarity);
  await expect(reveal.getByText(drawn.name)).toBeVisible();
  await expect(reveal.getByText(rarityWord[drawn.rarity]!, { exact: true })).toBeVisible();
  await settle(page);
  await page.screenshot({ path: 'e2e/artifacts/nft-box-opened.png' });
  await reveal.getByRole('button', { name: 'View my artwork' }).click();
  await expect(page.getByRole('heading', { name: drawn.name })).toBeVisible();

  // ---- An hour later: the auction and the series are over. ----
  await call(request, 'POST', '/dev/clock', { advance_seconds: 3_700 }, sellerToken);

  // Bob's page shows the win once the job has closed the auction; "Pay now" leads to his
  // messages, where the won message offers to pay the price less the margin held.
  const toPay = dec(FINAL_PRICE).minus(MARGIN).toFixed();
  await expect(bobPage.getByRole('button', { name: 'Pay now' })).toBeVisible({ timeout: 30_000 });
  const payButton = bobPage.getByRole('button', { name: `Pay ${toPay} USDT` });
  await tapThrough(bobPage.getByRole('button', { name: 'Pay now' }), payButton);
  await expect(
    bobPage.getByText(new RegExp(`^You won ${artworkName} at ${FINAL_PRICE} USDT`)),
  ).toBeVisible();
  await settle(bobPage);
  await bobPage.screenshot({ path: 'e2e/artifacts/nft-won.png' });
  const sellerBefore = await spotUsdt(request, sellerToken);
  await payButton.click();
  const confirm = bobPage.getByRole('dialog');
  await expect(confirm).toContainText(`${toPay} USDT is taken from your spot account`);
  await confirm.getByRole('button', { name: 'Pay now' }).click();
  await expect(bobPage.getByText(`Paid: ${artworkName} is yours`)).toBeVisible();
  await expect(payButton).toHaveCount(0);

  // The seller received the price less the 2.5 % fee (the creator pays no royalty).
  const split = nftSplit(FINAL_PRICE, '2.5', '5', 6, true);
  const expected = dec(sellerBefore).plus(split.proceeds).toFixed();
  expect(split.proceeds.toFixed()).toBe('112.125');
  await expect.poll(() => spotUsdt(request, sellerToken)).toBe(expected);
  expect((await boxDetail(request, artwork.id)).owner).toBe(bob.id);

  // ---- The series page reveals the seed and verifies every draw in Alice's browser. ----
  const view = await call<NftSeriesView>(request, 'GET', '/bind_box/series', {
    code: seriesCode,
  });
  expect(view.seed).toMatch(/^[0-9a-f]{64}$/);
  // Alice's box is the series' only draw.
  expect(view.draws.map((d) => d.box_code)).toEqual([box.code]);
  await page.goto(`/h5/#/pages/nft/series?code=${seriesCode}`);
  await expect(page.getByText(view.seed!)).toBeVisible();
  await page.getByRole('button', { name: 'Verify all draws' }).click();
  await expect(page.getByText('Every draw matches')).toBeVisible();
  await expect(page.getByText('The seed matches its commitment.')).toBeVisible();
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(1);
  for (const row of await rows.all()) {
    await expect(row.getByRole('img', { name: 'Verified' })).toBeVisible();
  }
  await settle(page);
  // The commitment, the seed and the checked draws: the foot of the page.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: 'e2e/artifacts/nft-series-verified.png' });
  await bobContext.close();
});
