/**
 * Labels the show/hide button of a password field. It must not contain the word of the field's own label
 * ("Password"), or `getByLabel('Password')` would find two elements.
 */
export const visibilityToggleProps = (label: string) => ({ 'aria-label': label });
