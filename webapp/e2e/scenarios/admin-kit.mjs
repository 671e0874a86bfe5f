// What the back-office scenario files share: the two widths every screen is checked at, the
// admin's sign-in through the screen, a toast check, the public API's JSON, an upload's bytes
// and the authenticator's code.

import { createHmac } from 'node:crypto';

export const WIDE = { width: 1440, height: 900 };
export const TABLET = { width: 768, height: 1024 };

/** The current RFC 6238 code (HMAC-SHA1, 30 s, 6 digits) of a base32 secret, as an authenticator app shows it. */
export function totpCode(base32, at = Date.now()) {
  let bits = '';
  for (const c of base32.replace(/[\s=]/g, '').toUpperCase()) bits += 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[19] & 15;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// A 1x1 PNG, so uploads carry real image bytes (the api reads the type from them).
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** Signs the run's admin in through the sign-in screen and waits for the dashboard. */
export function adminSignIn(base, h) {
  return async (page) => {
    await page.goto(`${base}/admin/login`);
    await page.getByLabel('E-posta').fill(h.admin.email);
    await page.getByLabel('Şifre').fill(h.admin.password);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/admin/dashboard', { timeout: 10_000 });
    await h.expectVisible(page.getByText('Toplam Promosyon'), 'the dashboard');
  };
}

/**
 * The runner's helpers (`h`: expect, expectVisible, expectGone, shot, the admin account) with
 * what the back-office scenarios add: signIn, toast, publicJson, adminApi and unique.
 */
export function adminKit(base, h) {
  let token = null;
  /** The admin API with the run's admin (a password sign-in, once), for setting up a scenario's data. */
  const adminApi = async (method, path, body) => {
    if (!token) {
      const r = await fetch(`${base}/api/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ grant_type: 'password', email: h.admin.email, password: h.admin.password }),
      });
      if (!r.ok) throw new Error(`admin sign-in for the API: ${r.status} ${await r.text()}`);
      token = (await r.json()).access_token;
    }
    const r = await fetch(base + path, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return r.status === 204 ? null : r.json();
  };
  return {
    adminApi,
    ...h,
    signIn: adminSignIn(base, h),
    toast: (page, text) => h.expectVisible(page.getByTestId('toaster').getByText(text, { exact: false }), `the toast "${text}"`),
    publicJson: async (path) => (await fetch(base + path)).json(),
    unique: () => Math.random().toString(36).slice(2, 8),
  };
}
