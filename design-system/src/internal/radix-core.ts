// Loaded on demand by `primitives.ts` (its own chunk): the form controls' Radix primitives.
export * as Checkbox from 'radix-ui/checkbox';
export * as Switch from 'radix-ui/switch';
export * as Tabs from 'radix-ui/tabs';
