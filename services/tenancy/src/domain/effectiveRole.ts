/** The effective role of docs/product.md §4: the shared rule, which the gateway and screens use too. */
export { effectiveRole, type EffectiveRole, type EffectiveRoleInput } from '@portico/rules';
