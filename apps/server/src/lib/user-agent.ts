/** "Firefox on Windows", from a User-Agent header; good enough for a sign-in notice, not for analytics. */
export function describeUserAgent(userAgent: string | undefined | null): string {
  if (!userAgent) return 'an unknown device';
  const ua = userAgent;
  const browser =
    /Edg(e|A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /Chrome\/|CriOS\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : /curl\//i.test(ua) ? 'curl'
    : undefined;
  const os =
    /Windows/.test(ua) ? 'Windows'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Android/.test(ua) ? 'Android'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : undefined;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'an unknown device';
}
