// Loaded on demand by `primitives.ts` (its own chunk): the Radix primitives without Floating UI.
export * as Checkbox from 'radix-ui/checkbox';
export * as Dialog from 'radix-ui/dialog';
export * as Switch from 'radix-ui/switch';
export * as Tabs from 'radix-ui/tabs';
