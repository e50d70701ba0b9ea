import type { TwoFactorChallenge } from '@mizan/contracts';

/**
 * The pending second step of a sign-in, between the login page and the two-steps page. Kept in this tab's
 * sessionStorage (not the URL, not other tabs): it survives a reload and dies with the tab or after 5 minutes.
 */
const KEY = 'mizan-two-step-challenge';

export function saveChallenge(challenge: TwoFactorChallenge) {
  try {
    sessionStorage.setItem(
      KEY,
      JSON.stringify({ challengeToken: challenge.challengeToken, expiresAt: challenge.expiresAt }),
    );
  } catch {
    // Storage may be unavailable (private mode); the two-steps page then sends the user back to sign in.
  }
}

export function readChallenge(): { challengeToken: string; expiresAt: string } | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as {
      challengeToken?: unknown;
      expiresAt?: unknown;
    } | null;
    if (!stored || typeof stored.challengeToken !== 'string' || typeof stored.expiresAt !== 'string') return null;
    if (Date.parse(stored.expiresAt) <= Date.now()) return null;
    return { challengeToken: stored.challengeToken, expiresAt: stored.expiresAt };
  } catch {
    return null;
  }
}

export function clearChallenge() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // nothing to clear
  }
}
