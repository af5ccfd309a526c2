// Side-effect CSS imports of the design system's components, seen through its source.
declare module '*.css';
