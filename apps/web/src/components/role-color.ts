/** A seeded role's colour on badges and icons; roles someone created use the primary colour. */
const ROLE_COLOR: Record<string, string> = {
  admin: 'red',
  client: 'grape',
  author: 'orange',
  editor: 'cyan',
  maintainer: 'green',
  subscriber: 'blue',
};

export const roleColor = (name: string) => (Object.hasOwn(ROLE_COLOR, name) ? ROLE_COLOR[name]! : 'primary');
