/** Every namespace of this language, bundled into one lazily loaded chunk. */
const files = import.meta.glob<Record<string, unknown>>('./*.json', { eager: true, import: 'default' });

export default Object.fromEntries(
  Object.entries(files).map(([path, resources]) => [path.slice(2, -'.json'.length), resources]),
);
