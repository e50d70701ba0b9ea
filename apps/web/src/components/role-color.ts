/** A role's colour on badges; other roles use the primary colour. */
export const ROLE_COLOR: Record<string, string> = {
  admin: 'red',
  client: 'grape',
  author: 'orange',
  editor: 'cyan',
  maintainer: 'green',
  subscriber: 'blue',
};
