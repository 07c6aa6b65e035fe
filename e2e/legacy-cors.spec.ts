/**
 * The original H5 client served from its own origin (client contract sections 1, 2 and
 * 10): a page on http://127.0.0.1:<other port> calls the API on http://localhost:<port>
 * the way uni.request does (XHR, raw token in Authorization, the form content type on
 * GETs too, so every call is preflighted) for login, home, market and assets, and shows an
 * uploaded image with <img>. No request may be blocked: no CORS refusal, no failed request,
 * no image stopped by its resource policy.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { register } from './api.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** The client's request function, replayed in the page: form encoding, String(v) of each value. */
const CLIENT_PAGE = `<!doctype html><meta charset="utf-8"><title>legacy client</title><body><script>
function encode(fields) {
  return Object.keys(fields).map(function (k) {
    return encodeURIComponent(k) + '=' + encodeURIComponent(String(fields[k]));
  }).join('&');
}
window.xcall = function (api, method, path, fields, token) {
  return new Promise(function (resolve) {
    var all = Object.assign({}, fields, { lang: 'en' });
    var url = api + '/api' + path + (method === 'GET' ? '?' + encode(all) : '');
    var xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.setRequestHeader('Authorization', token || '');
    xhr.setRequestHeader('Content-Type', 'application/x-www-form-urlencoded');
    xhr.onload = function () { resolve({ path: path, status: xhr.status, body: xhr.responseText }); };
    xhr.onerror = function () { resolve({ path: path, status: 0, body: '' }); };
    xhr.send(method === 'GET' ? null : encode(all));
  });
};
window.showImage = function (src) {
  return new Promise(function (resolve) {
    var img = new Image();
    img.onload = function () { resolve(img.naturalWidth); };
    img.onerror = function () { resolve(-1); };
    img.src = src;
    document.body.appendChild(img);
  });
};
</script></body>`;

test('the client on another origin signs in and loads home, market and assets', async ({
  page,
  request,
  baseURL,
}) => {
  const api = new URL(baseURL!).origin;
  const email = `cors.${Date.now()}@example.com`;
  const password = 'Secret123';
  const setupToken = await register(request, email, password);
  const upload = await request.post('/api/upload', {
    headers: { authorization: setupToken },
    multipart: { file: { name: 'avatar.png', mimeType: 'image/png', buffer: PNG } },
  });
  const imagePath = ((await upload.json()) as { message: string }).message;

  const site = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(CLIENT_PAGE);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('requestfailed', (r) => problems.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  try {
    await page.goto(`${origin}/`);
    type Result = { path: string; status: number; body: string };
    const run = (method: string, path: string, fields: object = {}, token = '') =>
      page.evaluate(
        ([a, m, p, f, t]) =>
          (window as unknown as { xcall: (...x: unknown[]) => Promise<Result> }).xcall(
            a,
            m,
            p,
            f,
            t,
          ),
        [api, method, path, fields, token] as const,
      );

    const login = await run('POST', '/user/login', { user_string: email, password });
    expect(login.status, login.body).toBe(200);
    const token = (JSON.parse(login.body) as { type: string; message: string }).message;
    expect(typeof token).toBe('string');

    // Contract section 10: what home, the market tab and the assets tab call on show.
    const calls: [string, string, object][] = [
      ['GET', '/getSiteConfig', {}],
      ['POST', '/news/list', { c_id: 4 }],
      ['POST', '/news/list', { c_id: 5 }],
      ['GET', '/news/index_pop', {}],
      ['GET', '/currency/quotation_new', {}],
      ['GET', '/menu', {}],
      ['GET', '/user/info', {}],
      ['POST', '/wallet/list', {}],
      ['GET', '/optional/list', {}],
    ];
    for (const [method, path, fields] of calls) {
      const r = await run(method, path, fields, token);
      expect(r.status, `${method} ${path}: ${r.body.slice(0, 200)}`).toBe(200);
      expect(JSON.parse(r.body).type, `${method} ${path}: ${r.body.slice(0, 200)}`).toBe('ok');
    }

    const src = new URL(imagePath, api).toString();
    const width = await page.evaluate(
      (s) => (window as unknown as { showImage: (s: string) => Promise<number> }).showImage(s),
      src,
    );
    expect(width, `image ${src}`).toBe(1);
    expect(problems).toEqual([]);
  } finally {
    await new Promise((resolve) => site.close(resolve));
  }
});
