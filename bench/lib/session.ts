import { STORAGE_PREFIX } from '@mizan/contracts';
import type { BrowserContext } from 'playwright-core';

/** What a browser holds after signing in: the httpOnly session cookie and the user kept on the device (spec §3). */
export interface SignedIn {
  cookie: { name: string; value: string };
  localStorage: { name: string; value: string }[];
}

/** Signs in once through the API (the login rate limit allows a handful per minute, not one per page). */
export async function signIn(baseUrl: string, email = 'admin@demo.com', password = 'admin'): Promise<SignedIn> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Sign-in failed: ${response.status}`);
  const body = (await response.json()) as { userData: unknown; userAbilityRules: unknown };
  const [pair] = (response.headers.get('set-cookie') ?? '').split(';');
  const [name, value] = (pair ?? '').split('=');
  if (!name || !value) throw new Error('Sign-in answered without a session cookie');
  return {
    cookie: { name, value },
    localStorage: [
      { name: `${STORAGE_PREFIX}-userData`, value: JSON.stringify(body.userData) },
      { name: `${STORAGE_PREFIX}-userAbilityRules`, value: JSON.stringify(body.userAbilityRules) },
    ],
  };
}

/** Playwright's storage state for a fresh context that starts signed in. */
export function storageState(baseUrl: string, signedIn: SignedIn) {
  const { hostname } = new URL(baseUrl);
  return {
    cookies: [
      {
        ...signedIn.cookie,
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: true,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [{ origin: new URL(baseUrl).origin, localStorage: signedIn.localStorage }],
  };
}

/** Puts the session into an existing context (a Chrome that Lighthouse drives), without loading the app. */
export async function restoreSession(context: BrowserContext, baseUrl: string, signedIn: SignedIn) {
  const state = storageState(baseUrl, signedIn);
  await context.addCookies(state.cookies);
  const page = await context.newPage();
  // Any same-origin document gives access to its localStorage; the icon is the lightest one.
  await page.goto(`${baseUrl}/favicon.svg`);
  await page.evaluate((entries) => {
    // Runs in the page; the bench compiles with Node's types only.
    const { localStorage } = globalThis as unknown as { localStorage: { setItem(name: string, value: string): void } };
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, signedIn.localStorage);
  await page.close();
}
