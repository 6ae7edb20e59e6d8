/** The effective role of spec part 1 §4: the shared rule, which the gateway and screens use too. */
export { effectiveRole, type EffectiveRole, type EffectiveRoleInput } from '@portico/rules';
