// Async boundary: the Module Federation runtime must negotiate shared singletons (react,
// react-dom, router, design system) before any module that imports them is evaluated.
void import('./bootstrap');
