/** CASL, in a chunk of its own that only signed-in pages load (./session.ts `loadAbility`). */
export { createAppAbility } from '@mizan/contracts';
