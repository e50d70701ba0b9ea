import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule, Action, Subject } from './ability.ts';

export type AppAbility = MongoAbility<[Action, Subject]>;

/** Builds the same ability on both sides from the rules the server stores. */
export function createAppAbility(rules: readonly AbilityRule[] = []): AppAbility {
  return createMongoAbility<[Action, Subject]>(rules as RawRuleOf<AppAbility>[]);
}
