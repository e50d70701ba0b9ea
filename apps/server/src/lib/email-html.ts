import sanitize from 'sanitize-html';

/**
 * Mail HTML made safe to show (sanitize-html): no scripts, styles sheets, frames, forms or event handlers; links only
 * http(s), mailto and tel; inline styles only from a short list of properties whose values cannot load anything.
 * Remote images are not fetched until the reader allows them: their address moves from `src` to `data-src` (the
 * reading pane swaps it back on "Show images"), so a tracking pixel reports nothing. Embedded `data:` and `cid:`
 * images stay.
 */
const SAFE_STYLE = [/^[#\w\s.,%()'"-]+$/];
const STYLE_PROPERTIES = [
  'color',
  'background-color',
  'text-align',
  'direction',
  'font-size',
  'font-weight',
  'font-style',
  'font-family',
  'text-decoration',
  'line-height',
  'margin',
  'margin-left',
  'margin-right',
  'margin-top',
  'margin-bottom',
  'padding',
  'padding-left',
  'padding-right',
  'padding-top',
  'padding-bottom',
  'border',
  'border-collapse',
  'width',
  'height',
  'vertical-align',
  'white-space',
];

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    ...sanitize.defaults.allowedTags.filter((tag) => tag !== 'style'),
    'img',
    'font',
    'center',
    'u',
    's',
    'del',
    'ins',
  ],
  allowedAttributes: {
    '*': ['dir', 'lang', 'style', 'align', 'title', 'class'],
    a: ['href', 'name', 'target', 'rel'],
    img: ['src', 'data-src', 'alt', 'width', 'height'],
    font: ['color', 'face', 'size'],
    td: ['colspan', 'rowspan', 'width', 'valign'],
    th: ['colspan', 'rowspan', 'width', 'valign'],
    table: ['width', 'cellpadding', 'cellspacing', 'border'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['data', 'cid'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowedStyles: { '*': Object.fromEntries(STYLE_PROPERTIES.map((property) => [property, SAFE_STYLE])) },
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
    img: (tagName, attribs) => {
      const { src, ...rest } = attribs;
      if (src && /^\s*(https?:)?\/\//i.test(src)) return { tagName, attribs: { ...rest, 'data-src': src.trim() } };
      return { tagName, attribs: src === undefined ? rest : { ...rest, src } };
    },
  },
};

/** Incoming or composed HTML, safe to show (see above). */
export function sanitizeEmailHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The plain text of mail HTML: the text part of what is sent, the snippet and the search. */
export function htmlToText(html: string): string {
  const broken = html.replace(/<br\s*\/?>/gi, '\n').replace(/<\/(p|div|li|tr|h[1-6]|blockquote)>/gi, '\n');
  const text = sanitize(broken, { allowedTags: [], allowedAttributes: {}, nonTextTags: ['style', 'script', 'head'] });
  return text
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** Plain text as HTML (a message that came without an HTML part). */
export function textToHtml(text: string): string {
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return escaped
    .split(/\n{2,}/)
    .map((paragraph) => `<p dir="auto">${paragraph.replace(/\n/g, '<br>')}</p>`)
    .join('');
}
