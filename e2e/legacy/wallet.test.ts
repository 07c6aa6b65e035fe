/**
 * Wallet, funding and uploads (client contract sections 6, 7.4, 7.5, 7.6), replayed on the
 * original client's wire: form bodies, the raw token, `lang`, its own field names.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DATE_TIME_RE, expectNumeric, expectOk, expectRefused, legacyServer } from './harness.ts';
import { grantFromFaucet } from '../../packages/server/src/modules/ledger/testing.ts';
import { deriveDepositAddress } from '../../packages/server/src/modules/funding/index.ts';
import { kycApplications } from '../../packages/server/src/modules/kyc/index.ts';
import { DEMO_DEPOSIT_XPUBS } from '../../packages/server/src/seed/funding.ts';

const s = legacyServer();

/** The smallest valid PNG: one transparent pixel. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The client's `uni.uploadFile`: multipart to `<origin>/upload`, no lang, its accept-language. */
async function upload(token: string, body?: BodyInit, contentType?: string) {
  const headers: Record<string, string> = { Authorization: token, 'accept-language': 'en' };
  if (contentType) headers['Content-Type'] = contentType;
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${s.origin}/upload`, { method: 'POST', headers, body: body ?? form });
  const text = await res.text();
  // What the client does with the body: strip every space, URL-decode, parse.
  const parsed = JSON.parse(decodeURIComponent(text.replace(/\s/g, ''))) as {
    type: string;
    message: string;
  };
  return { status: res.status, ...parsed, raw: JSON.parse(text) as { message: string } };
}

async function userId(token: string): Promise<number> {
  return expectOk(await s.call('GET', '/user/info', {}, { token }), 'user/info').id as number;
}

describe('uploads (section 6)', () => {
  it('POST /upload answers an absolute URL the client can keep and show', async () => {
    const token = await s.newUser();
    const r = await upload(token);
    expect(r.status).toBe(200);
    expect(r.type).toBe('ok');
    expect(r.message).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/uploads\/[0-9a-f]{32}\.png\?e=\d+&s=[\w-]+$/,
    );
    expect(r.message).toBe(r.raw.message);
    const img = await fetch(r.message);
    expect(img.status).toBe(200);
    expect(img.headers.get('content-type')).toBe('image/png');
  });

  it('refuses malformed multipart with a translated envelope, never a 500 or a path', async () => {
    const token = await s.newUser();
    const cases: [string, BodyInit, string][] = [
      ['no boundary', '--x\r\n', 'multipart/form-data'],
      [
        'wrong boundary',
        '--other\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--other--\r\n',
        'multipart/form-data; boundary=nope',
      ],
      [
        'truncated',
        '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
        'multipart/form-data; boundary=b',
      ],
      [
        'no file field',
        '--b\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--b--\r\n',
        'multipart/form-data; boundary=b',
      ],
    ];
    for (const [what, body, type] of cases) {
      const r = await upload(token, body, type);
      expect(r.status, what).toBe(200);
      expect(r.type, what).toBe('error');
      expect(r.message.length, what).toBeGreaterThan(0);
      expect(r.message, what).not.toMatch(/^\/|^https?:|uploads/);
    }
    const zh = await fetch(`${s.origin}/upload`, {
      method: 'POST',
      headers: {
        Authorization: token,
        'accept-language': 'zh-cn',
        'Content-Type': 'multipart/form-data',
      },
      body: '--x',
    });
    expect(((await zh.json()) as { message: string }).message).toMatch(/[\u4e00-\u9fff]/);
  });

  it('serves a private upload only to its owner, a signed URL and compliance, not to others', async () => {
    const owner = await s.newUser();
    const stranger = await s.newUser();
    const r = await upload(owner);
    const bare = r.message.split('?')[0]!;
    expect((await fetch(bare)).status).toBe(404);
    expect((await fetch(bare, { headers: { Authorization: stranger } })).status).toBe(404);
    expect((await fetch(bare, { headers: { Authorization: owner } })).status).toBe(200);
    const forged = bare + '?e=9999999999&s=AAAA';
    expect((await fetch(forged)).status).toBe(404);
  });
});

describe('currencies (7.4)', () => {
  it('GET /currency/list -> message.legal[] {id, name}', async () => {
    const token = await s.newUser();
    const m = expectOk(await s.call('GET', '/currency/list', {}, { token }), 'currency/list');
    expect(Array.isArray(m.legal)).toBe(true);
    expect(m.legal[0]).toMatchObject({ id: 1, name: 'BTC' });
    for (const c of m.legal) {
      expect(typeof c.id).toBe('number');
      expect(typeof c.name).toBe('string');
    }
  });

  it('GET /currency/user_currency_list -> bare array with flags and a wallet object', async () => {
    const token = await s.newUser();
    const m = expectOk(await s.call('GET', '/currency/user_currency_list', {}, { token }), 'ucl');
    expect(Array.isArray(m)).toBe(true);
    const usdt = m.find((c: { id: number }) => c.id === 3);
    expect(usdt).toMatchObject({ id: 3, name: 'USDT' });
    for (const c of m) {
      for (const f of ['is_legal', 'is_match', 'is_lever', 'is_micro'])
        expect([0, 1]).toContain(c[f]);
      expect(c.wallet).not.toBeNull();
      for (const f of ['legal_balance', 'change_balance', 'lever_balance', 'micro_balance'])
        expectNumeric(c.wallet[f], `${c.name} ${f}`);
    }
  });
});

describe('wallet (7.5)', () => {
  it('wallet/list, wallet/detail, get_info, legal_log in the pages shapes', async () => {
    const token = await s.newUser();
    const id = await userId(token);
    await grantFromFaucet(s.t.ctx, id, 3, '1250.5');
    const list = expectOk(await s.call('POST', '/wallet/list', {}, { token }), 'wallet/list');
    for (const acct of ['change', 'lever', 'legal', 'micro']) {
      const w = list[`${acct}_wallet`];
      expectNumeric(w.usdt_totle, `${acct} usdt_totle`);
      expect(Array.isArray(w.balance)).toBe(true);
      for (const row of w.balance) {
        expect(typeof row.currency).toBe('number');
        expect(typeof row.currency_name).toBe('string');
        expectNumeric(row[`${acct}_balance`], `${acct}_balance`);
        expectNumeric(row[`lock_${acct}_balance`], `lock_${acct}_balance`);
      }
    }
    const usdtRow = list.change_wallet.balance.find((r: { currency: number }) => r.currency === 3);
    expect(usdtRow.change_balance).toBe('1250.5');
    expectNumeric(usdtRow.usdt_price, 'usdt_price');

    const detail = expectOk(
      await s.call('POST', '/wallet/detail', { currency: 3, type: 'change' }, { token }),
      'wallet/detail',
    );
    expect(detail).toMatchObject({
      change_balance: '1250.5',
      lock_change_balance: '0',
      currency_name: 'USDT',
    });
    expectNumeric(detail.usdt_price, 'detail usdt_price');

    const info = expectOk(
      await s.call('POST', '/wallet/get_info', { currency: 3 }, { token }),
      'get_info',
    );
    expect(info.change_balance).toBe('1250.5');
    expectNumeric(info.min_number, 'min_number');
    expectNumeric(info.rate, 'rate');

    // An account transfer makes a movement in two accounts; legal_log lists each once.
    expectOk(
      await s.call(
        'POST',
        '/wallet/change',
        { currency_id: 3, number: '1,000.5', from_field: 'change', to_field: 'lever' },
        { token },
      ),
      'wallet/change',
    );
    const all = expectOk(
      await s.call('POST', '/wallet/legal_log', { currency: 0, type: 0, page: 1 }, { token }),
      'legal_log',
    );
    expect(Array.isArray(all.list)).toBe(true);
    for (const line of all.list) {
      expectNumeric(line.value, 'value');
      expect(typeof line.currency_name).toBe('string');
      expect(line.created_time).toMatch(DATE_TIME_RE);
      expect(typeof line.info).toBe('string');
    }
    expect(all.list.map((l: { value: string }) => l.value).sort()).toEqual(
      ['-1000.5', '1000.5', '1250.5'].sort(),
    );
    const lever = expectOk(
      await s.call('POST', '/wallet/legal_log', { currency: 3, type: 3, page: 1 }, { token }),
      'legal_log lever',
    );
    expect(lever.list.map((l: { value: string }) => l.value)).toEqual(['1000.5']);
    const past = expectOk(
      await s.call('POST', '/wallet/legal_log', { currency: 0, type: 0, page: 2 }, { token }),
      'page 2',
    );
    expect(past.list).toEqual([]);

    const hz = expectOk(
      await s.call('GET', '/wallet/hzhistory?page=1', {}, { token }),
      'hzhistory',
    );
    expect(hz.data).toHaveLength(1);
    expect(hz.data[0]).toMatchObject({ currency_name: 'USDT', value: '1000.5' });
    expect(hz.data[0].created_time).toMatch(DATE_TIME_RE);
    expect(typeof hz.data[0].transaction_info).toBe('string');
    expect(typeof hz.data[0].info).toBe('string');
  });

  it('conversion: getTransferList, getTransferFee', async () => {
    const token = await s.newUser();
    const list = expectOk(
      await s.call('POST', '/user/getTransferList', {}, { token }),
      'getTransferList',
    );
    expect(list.transfer.length).toBeGreaterThanOrEqual(2);
    expect(typeof list.transfer[0].id).toBe('number');
    expect(typeof list.transfer[0].name).toBe('string');
    for (const w of list.wallet) {
      expect(typeof w.currency).toBe('number');
      expectNumeric(w.change_balance, 'change_balance');
    }
    const fee = expectOk(
      await s.call(
        'POST',
        '/user/getTransferFee',
        { from_currency_id: list.transfer[0].id, to_currency_id: list.transfer[1].id },
        { token },
      ),
      'getTransferFee',
    );
    expectNumeric(fee.form_price, 'form_price');
    expectNumeric(fee.to_price, 'to_price');
    expectNumeric(fee.fee, 'fee');
  });

  it('address book: save with an own upload as qrcode, list with total; refuses another user upload', async () => {
    const token = await s.newUser();
    const other = await s.newUser();
    const mine = (await upload(token)).message;
    const theirs = (await upload(other)).message;
    const address = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
    const stolen = await s.call(
      'POST',
      '/user/wallet/save',
      { currency: 3, name: 'USDT', address, qrcode: theirs },
      { token },
    );
    expectRefused(stolen, 'someone else upload');
    expectOk(
      await s.call(
        'POST',
        '/user/wallet/save',
        { currency: 3, name: 'USDT', address, qrcode: mine },
        { token },
      ),
      'save',
    );
    const page = expectOk(
      await s.call('GET', '/user/wallet/list', { page: 1, limit: 99999 }, { token }),
      'list',
    );
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({ currency: 3, name: 'USDT', address });
    expect(typeof page.data[0].id).toBe('number');
    expect(page.data[0].update_time).toMatch(DATE_TIME_RE);
    expect((await fetch(page.data[0].qrcode)).status).toBe(200);
  });

  it('deposit: charge_req with the upload URL as account and 1,000.5; recharge/log reads it', async () => {
    const token = await s.newUser();
    const voucher = (await upload(token)).message;
    expectOk(
      await s.call(
        'POST',
        '/wallet/charge_req',
        { account: voucher, amount: '1,000.5', currency: 3, type: 0 },
        { token },
      ),
      'charge_req',
    );
    const log = expectOk(
      await s.call('GET', '/recharge/log', { page: 1, limit: 99999999 }, { token }),
      'recharge/log',
    );
    expect(log.data).toHaveLength(1);
    expect(log.data[0]).toMatchObject({ name: 'USDT', amount: '1000.5' });
    expect(typeof log.data[0].id).toBe('number');
    expect(log.data[0].created_at).toBeDefined();
    const w = expectOk(
      await s.call('GET', '/user/withdraw/list', { page: 1, limit: 99999999 }, { token }),
      'withdraw/list',
    );
    expect(Array.isArray(w.data)).toBe(true);
  });

  it('hostile input: another user upload, an outside URL, NUL, ids past int32, a bad withdrawal type', async () => {
    const token = await s.newUser();
    const other = await s.newUser();
    const theirs = (await upload(other)).message;
    for (const account of [theirs, 'https://evil.example/x.png', '/uploads/../../etc/passwd']) {
      expectRefused(
        await s.call(
          'POST',
          '/wallet/charge_req',
          { account, amount: '10', currency: 3, type: 0 },
          { token },
        ),
        `charge_req ${account}`,
      );
    }
    expectRefused(
      await s.call('POST', '/wallet/detail', { currency: 2147483648, type: 'change' }, { token }),
      'id past int32',
    );
    expectRefused(
      await s.call(
        'POST',
        '/user/wallet/save',
        { currency: 3, name: 'a\u0000b', address: 'x', qrcode: 'x' },
        { token },
      ),
      'NUL',
    );
    expectRefused(
      await s.call(
        'POST',
        '/wallet/out',
        { address: '', currency: 3, number: '10', rate: 1, type: 7, pay_password: '123456' },
        { token },
      ),
      'bad type',
    );
    const fr = await s.call(
      'POST',
      '/wallet/out',
      { address: '', currency: 3, number: '10', rate: 1, type: 7, pay_password: '123456' },
      { token, lang: 'fra' },
    );
    expect(expectRefused(fr, 'fra')).not.toBe(
      expectRefused(
        await s.call(
          'POST',
          '/wallet/out',
          { address: '', currency: 3, number: '10', rate: 1, type: 7, pay_password: '123456' },
          { token },
        ),
        'en',
      ),
    );
    const log = expectOk(
      await s.call('GET', '/recharge/log', { page: 1, limit: 99999999 }, { token }),
      'log',
    );
    expect(log.data).toEqual([]);
  });
});

describe('deposit addresses and bank cards (7.5, 7.6)', () => {
  /** Submits the basic identity as the client does; the desk approves it (set-up). */
  async function verifiedUser(name: string): Promise<{ token: string; id: number }> {
    const token = await s.newUser();
    const id = await userId(token);
    await s.bindPhone(id);
    const card_id = `E${String(id).padStart(7, '0')}`;
    expectOk(
      await s.call('POST', '/user/real', { id_type: 1, name, card_id, real_type: 1 }, { token }),
      'user/real',
    );
    await s.t.ctx.db
      .update(kycApplications)
      .set({ status: 'verified', reviewedAt: s.t.clock.now() })
      .where(eq(kycApplications.userId, id));
    return { token, id };
  }

  /** What the bank page posts: every field, the ones without an input as cash_info gave them. */
  const bankPage = (fields: Record<string, string | undefined>) => ({
    real_name: 'Jane Doe',
    bank_name: 'Deutsche Bank',
    bank_account: undefined,
    bank_dizhi: 'Filiale Frankfurt',
    alipay_account: undefined,
    wechat_account: undefined,
    wechat_nickname: undefined,
    bank_code: 'DEUTDEFF',
    iban: 'DE89 3704 0044 0532 0130 00',
    bank_address: 'Taunusanlage 12, Frankfurt am Main',
    ...fields,
  });
  const CASH_KEYS = [
    'bank_name',
    'real_name',
    'bank_account',
    'bank_dizhi',
    'alipay_account',
    'wechat_account',
    'wechat_nickname',
    'bank_code',
    'iban',
    'bank_address',
  ];
  const INTL_KEYS = [
    'real_name',
    'bank_country',
    'iban',
    'account_number',
    'swift_code',
    'bank_name',
    'bank_address',
    'holder_address',
    'aba_number',
  ];

  it("get_in_address: the caller's own address per network with its QR, user_id ignored", async () => {
    const a = await s.newUser();
    const b = await s.newUser();
    const aId = await userId(a);
    const bId = await userId(b);
    const mine = expectOk(
      await s.call('POST', '/wallet/get_in_address', { currency: 3, user_id: bId }, { token: a }),
      'get_in_address',
    ) as { network: string; address: string; qrcode: string }[];
    expect(Array.isArray(mine)).toBe(true);
    expect(mine.map((x) => x.network)).toEqual(['ERC20', 'TRC20']);
    expect(mine[0]!.address).toBe(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.EVM!, 'EVM', aId));
    expect(mine[0]!.address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(mine[1]!.address).toBe(deriveDepositAddress(DEMO_DEPOSIT_XPUBS.TRON!, 'TRON', aId));
    expect(mine[1]!.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    for (const x of mine) expect(x.qrcode).toMatch(/^data:image\/png;base64,/);
    const theirs = expectOk(
      await s.call('POST', '/wallet/get_in_address', { currency: 3, user_id: aId }, { token: b }),
      'get_in_address b',
    ) as { address: string }[];
    expect(theirs[0]!.address).not.toBe(mine[0]!.address);
    expect(theirs[1]!.address).not.toBe(mine[1]!.address);
    const btc = expectOk(
      await s.call(
        'POST',
        '/wallet/get_in_address',
        { currency: 1, user_id: 'undefined' },
        { token: a },
      ),
      'get_in_address btc',
    ) as { network: string; address: string }[];
    expect(btc[0]!.address).toMatch(/^bc1q[02-9ac-hj-np-z]{38}$/);
    // The same user always gets the same address.
    const again = expectOk(
      await s.call('POST', '/wallet/get_in_address', { currency: 3 }, { token: a }),
      'get_in_address again',
    );
    expect(again).toEqual(mine);
    expect(
      (await s.call('POST', '/wallet/get_in_address', { currency: 3 }, { token: '' })).body.type,
    ).toBe('999');
    expectRefused(
      await s.call('POST', '/wallet/get_in_address', { currency: 2147483648 }, { token: a }),
      'get_in_address past int32',
    );
  });

  it('cash_info is an object with every key before a save; cash_save with the page fields', async () => {
    const { token } = await verifiedUser('Jane Doe');
    const none = expectOk(await s.call('POST', '/user/cash_info', {}, { token }), 'cash_info');
    expect(none).not.toBeNull();
    for (const key of CASH_KEYS) expect(none[key], key).toBe('');

    const saved = await s.call('POST', '/user/cash_save', bankPage({}), { token });
    expect(typeof expectOk(saved, 'cash_save')).toBe('string');
    const info = expectOk(await s.call('POST', '/user/cash_info', {}, { token }), 'cash_info 2');
    for (const key of CASH_KEYS) expect(typeof info[key], key).toBe('string');
    expect(info).toMatchObject({
      bank_name: 'Deutsche Bank',
      real_name: 'Jane Doe',
      bank_dizhi: 'Filiale Frankfurt',
      bank_code: 'DEUTDEFF',
      iban: 'DE89370400440532013000',
      bank_address: 'Taunusanlage 12, Frankfurt am Main',
      alipay_account: '',
      wechat_account: '',
      wechat_nickname: '',
    });
    // The withdrawal page's "card on file".
    expect(info.bank_account).toBe('DE89370400440532013000');

    // The page saves again with what cash_info returned (bank_account echoed, '' wechat).
    const resaved = await s.call(
      'POST',
      '/user/cash_save',
      bankPage({
        bank_account: info.bank_account,
        alipay_account: '',
        wechat_account: '',
        wechat_nickname: '',
        bank_dizhi: 'Zentrale',
      }),
      { token, lang: 'zh' },
    );
    expect(expectOk(resaved, 'cash_save again')).toBe('保存成功');
    expect(
      expectOk(await s.call('POST', '/user/cash_info', {}, { token }), 'cash_info 3').bank_dizhi,
    ).toBe('Zentrale');
  });

  it('cash_info_international {forms, data} with every key; cash_save_international with data[<key>]', async () => {
    const { token } = await verifiedUser('Jane Doe');
    const form = expectOk(
      await s.call('POST', '/user/cash_info_international', {}, { token, lang: 'fra' }),
      'cash_info_international',
    );
    expect(Object.keys(form.forms)).toEqual(INTL_KEYS);
    for (const key of INTL_KEYS) {
      expect(typeof form.forms[key], key).toBe('string');
      expect(form.forms[key].length, key).toBeGreaterThan(0);
      expect(form.data[key], key).toBe('');
    }
    expect(form.forms.bank_name).not.toBe('Bank name');

    const values: Record<string, string> = {
      real_name: 'JANE DOE',
      bank_country: 'US',
      iban: '',
      account_number: '000123456789',
      swift_code: 'BOFAUS3N',
      bank_name: 'Bank of America',
      bank_address: '100 N Tryon St, Charlotte, NC',
      holder_address: '1 Main Street, Springfield',
      aba_number: '026009593',
    };
    const sent = Object.fromEntries(Object.entries(values).map(([k, v]) => [`data[${k}]`, v]));
    const r = await s.call('POST', '/user/cash_save_international', sent, { token });
    expect(typeof expectOk(r, 'cash_save_international')).toBe('string');
    const after = expectOk(
      await s.call('POST', '/user/cash_info_international', {}, { token }),
      'cash_info_international 2',
    );
    expect(after.data).toEqual(values);
    expect(Object.keys(after.data)).toEqual(INTL_KEYS);
  });

  it('hostile bank input: another name, no verified identity, NUL, bad codes: refused, nothing saved', async () => {
    const { token } = await verifiedUser('Jane Doe');
    const en = expectRefused(
      await s.call('POST', '/user/cash_save', bankPage({ real_name: 'John Roe' }), { token }),
      'another name',
    );
    expect(en).toMatch(/verified name/);
    const zh = expectRefused(
      await s.call('POST', '/user/cash_save', bankPage({ real_name: 'John Roe' }), {
        token,
        lang: 'zh',
      }),
      'another name zh',
    );
    expect(zh).not.toBe(en);
    expectRefused(
      await s.call(
        'POST',
        '/user/cash_save_international',
        {
          'data[real_name]': 'John Roe',
          'data[bank_country]': 'DE',
          'data[iban]': 'DE89370400440532013000',
          'data[swift_code]': 'DEUTDEFF',
          'data[bank_name]': 'x',
          'data[bank_address]': 'y',
          'data[holder_address]': 'z',
          'data[account_number]': '',
          'data[aba_number]': '',
        },
        { token },
      ),
      'international in another name',
    );
    for (const [what, fields] of [
      ['NUL', { bank_name: 'Deutsche\u0000Bank' }],
      ['bad IBAN', { iban: 'DE89370400440532013001' }],
      ['bad bank code', { bank_code: 'X' }],
      ['empty page', { bank_name: '', iban: '', bank_code: '', bank_dizhi: '', bank_address: '' }],
    ] as const) {
      expectRefused(await s.call('POST', '/user/cash_save', bankPage(fields), { token }), what);
    }
    const unverified = await s.newUser();
    expectRefused(
      await s.call('POST', '/user/cash_save', bankPage({}), { token: unverified }),
      'unverified',
    );
    for (const t of [token, unverified]) {
      const info = expectOk(await s.call('POST', '/user/cash_info', {}, { token: t }), 'unchanged');
      expect(info.bank_name).toBe('');
      expect(info.bank_account).toBe('');
    }
  });
});
