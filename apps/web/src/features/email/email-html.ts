/**
 * An email's HTML made safe to show in a sandboxed frame (`sandbox` without `allow-scripts`, `srcdoc`). The server
 * sanitises what it stores and holds remote images back as `data-src`; this is the second wall: scripts, event handlers, `javascript:` links, frames and forms
 * are dropped here too, and remote images (tracking pixels) are held back as `data-src` until the reader asks for
 * them. A Content-Security-Policy in the document itself forbids any other load.
 */

const DROPPED = 'script, iframe, frame, frameset, object, embed, applet, form, base, meta, link[rel="import"]';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'xlink:href', 'background', 'poster'];
const isRemote = (value: string) => /^\s*(https?:)?\/\//i.test(value);
const isScriptUrl = (value: string) => /^\s*(javascript|vbscript|data:text\/html)/i.test(value.replace(/[\s\0]/g, ''));

export interface PreparedHtml {
  /** The document for `srcdoc`. */
  srcdoc: string;
  /** How many remote images were held back (0: no "show images" button). */
  blockedImages: number;
}

export interface PrepareOptions {
  /** Load remote images (the reader allowed them). */
  showImages: boolean;
  /** The page's colour scheme: a dark page shows mail on a dark ground unless the mail sets its own colours. */
  dark: boolean;
  /** The page's direction, for text that doesn't set its own (`dir="auto"` per block decides the rest). */
  dir: 'ltr' | 'rtl';
}

function clean(body: HTMLElement, showImages: boolean): number {
  let blocked = 0;
  body.querySelectorAll(DROPPED).forEach((node) => node.remove());
  body.querySelectorAll('*').forEach((element) => {
    for (const attribute of [...element.attributes]) {
      const name = attribute.name.toLowerCase();
      if (name.startsWith('on') || name === 'srcset' || name === 'srcdoc') element.removeAttribute(attribute.name);
      else if (URL_ATTRIBUTES.includes(name) && isScriptUrl(attribute.value)) element.removeAttribute(attribute.name);
    }
    if (element instanceof HTMLAnchorElement || element.tagName === 'A') {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    }
    // Remote images and backgrounds wait for the reader's permission; `cid:` and `data:` images are the mail's own.
    // The server already moves them to `data-src` when it stores the mail; one left in `src` is moved here.
    for (const name of ['src', 'background']) {
      const value = element.getAttribute(name);
      const held = element.getAttribute(`data-${name}`);
      if (value && isRemote(value)) {
        blocked += 1;
        if (!showImages) {
          element.setAttribute(`data-${name}`, value);
          element.removeAttribute(name);
        }
      } else if (!value && held && isRemote(held) && !isScriptUrl(held)) {
        blocked += 1;
        if (showImages) {
          element.setAttribute(name, held);
          element.removeAttribute(`data-${name}`);
        }
      }
    }
    const style = element.getAttribute('style');
    if (style && /url\s*\(/i.test(style)) {
      blocked += 1;
      if (!showImages) element.setAttribute('style', style.replace(/url\s*\([^)]*\)/gi, 'none'));
    }
  });
  return blocked;
}

/** Makes an email's HTML into a frame's document (parsed with DOMParser, which runs nothing it reads). */
export function prepareEmailHtml(html: string, { showImages, dark, dir }: PrepareOptions): PreparedHtml {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  doc.head.querySelectorAll('*:not(style)').forEach((node) => node.remove());
  doc.querySelectorAll('style').forEach((style) => {
    if (!showImages) style.textContent = (style.textContent ?? '').replace(/url\s*\([^)]*\)/gi, 'none');
  });
  const blockedImages = clean(doc.body, showImages);
  doc.body.querySelectorAll('p, div, li, blockquote, h1, h2, h3, h4, h5, h6, td').forEach((block) => {
    if (!block.hasAttribute('dir')) block.setAttribute('dir', 'auto');
  });
  const images = showImages ? 'data: cid: https: http:' : 'data: cid:';
  const csp = `default-src 'none'; img-src ${images}; style-src 'unsafe-inline'; font-src data:`;
  // The frame's canvas stays transparent only while its colour scheme is the page's (else the browser paints it
  // white under light text): the root says the same scheme as the frame element (`colorScheme` on the iframe).
  const ground = dark ? 'color: #e9ecef;' : 'color: #212529;';
  const head = [
    `<meta http-equiv="Content-Security-Policy" content="${csp}">`,
    '<meta charset="utf-8">',
    `<style>:root{color-scheme:${dark ? 'dark' : 'light'}}html,body{margin:0;padding:0;background:transparent}body{${ground} font-family: system-ui, -apple-system, "Segoe UI", "Noto Sans Arabic", sans-serif; font-size: 14px; line-height: 1.6; overflow-wrap: anywhere;}img{max-width:100%;height:auto}a{color:${dark ? '#74c0fc' : '#1c7ed6'}}blockquote{margin-inline:0;padding-inline-start:12px;border-inline-start:3px solid #ced4da;color:inherit;opacity:.85}pre{white-space:pre-wrap}</style>`,
    doc.head.innerHTML,
  ].join('');
  return {
    srcdoc: `<!doctype html><html dir="${dir}"><head>${head}</head><body>${doc.body.innerHTML}</body></html>`,
    blockedImages,
  };
}
