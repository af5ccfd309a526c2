// Loaded on demand by `primitives.ts` (its own chunk): Radix Dialog, with its focus trap,
// scroll lock and dismissable layer, which the form controls do not need.
export * as Dialog from 'radix-ui/dialog';
