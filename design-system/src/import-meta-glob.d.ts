// Vitest runs on Vite, which provides `import.meta.glob`; `vite` is not a direct dependency
// here, so declare the one overload the story test uses.
interface ImportMeta {
  glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
}
