// Loaded on demand by `primitives.ts` (its own chunk): the Radix primitives positioned with
// Floating UI, the largest part of Radix.
export * as DropdownMenu from 'radix-ui/dropdown-menu';
export * as Popover from 'radix-ui/popover';
