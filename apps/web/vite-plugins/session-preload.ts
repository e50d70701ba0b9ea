import type { Plugin } from 'vite';

/**
 * Names in index.html (`<meta name="mizan-session-chunks">`) the files of the chunk groups every signed-in page
 * needs, so that main.tsx can fetch them as soon as it sees a session: otherwise the browser finds them only after the
 * page's own chunk arrives (no modulepreload lists, vite.config.ts), one or two round trips later. A visitor's page
 * (the login page) doesn't fetch them.
 */
export function sessionPreload(groups: readonly string[]): Plugin {
  return {
    name: 'mizan:session-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const files = Object.values(bundle ?? {})
          .filter((output) => output.type === 'chunk' && groups.includes(output.name))
          .map((chunk) => `/${chunk.fileName}`);
        return [{ tag: 'meta', attrs: { name: 'mizan-session-chunks', content: files.join(' ') }, injectTo: 'head' }];
      },
    },
  };
}
