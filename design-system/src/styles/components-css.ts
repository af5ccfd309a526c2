import { WIDE_LAYOUT_QUERY } from '../internal/media';

/**
 * Component classes (all prefixed `mesa-`). Colours come only from the tokens, so every rule
 * works in every theme and scheme; text/background pairs used here are listed in
 * `../themes/contrast.ts` and checked for contrast.
 */
export const componentsCss = String.raw`
.mesa-root {
  font-family: var(--mesa-font-family);
  font-size: var(--mesa-font-size-md);
  line-height: var(--mesa-line-height);
  color: var(--mesa-color-text);
  background: var(--mesa-color-bg);
  -webkit-font-smoothing: antialiased;
}
.mesa-root *, .mesa-root *::before, .mesa-root *::after { box-sizing: border-box; }
.mesa-root :focus-visible {
  outline: 3px solid var(--mesa-color-focus);
  outline-offset: 2px;
}
/* Plain links (no class of their own) take the theme's colour; :where keeps any class stronger. */
:where(.mesa-root) a:where(:not([class])) { color: var(--mesa-color-primary); }
.mesa-visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%);
  white-space: nowrap; border: 0;
}

/* Button */
.mesa-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem;
  min-height: var(--mesa-control-height); min-width: 44px; padding: var(--mesa-space-sm) var(--mesa-space-md);
  border: 2px solid transparent; border-radius: var(--mesa-radius-md);
  font: inherit; font-weight: 600; line-height: 1.2; cursor: pointer; text-decoration: none;
  transition: background-color var(--mesa-motion-fast) ease, border-color var(--mesa-motion-fast) ease,
    transform var(--mesa-motion-fast) var(--mesa-motion-easing);
}
.mesa-button:active:not(:disabled) { transform: translateY(1px); }
.mesa-button:disabled { cursor: not-allowed; opacity: 0.6; }
.mesa-button[aria-busy='true'] { opacity: 0.85; cursor: progress; }
.mesa-button--sm { min-height: 44px; padding: var(--mesa-space-xs) var(--mesa-space-sm); font-size: var(--mesa-font-size-sm); }
.mesa-button--lg { min-height: calc(var(--mesa-control-height) + 8px); padding: var(--mesa-space-sm) var(--mesa-space-lg); font-size: var(--mesa-font-size-lg); }
.mesa-button--full { width: 100%; }
.mesa-button--primary { background: var(--mesa-color-primary); color: var(--mesa-color-on-primary); }
.mesa-button--primary:hover:not(:disabled) { filter: brightness(1.08); }
.mesa-button--secondary {
  background: var(--mesa-color-surface); color: var(--mesa-color-primary);
  border-color: var(--mesa-color-primary);
}
.mesa-button--secondary:hover:not(:disabled), .mesa-button--ghost:hover:not(:disabled) {
  background: var(--mesa-color-primary-soft);
}
.mesa-button--ghost { background: transparent; color: var(--mesa-color-primary); }
.mesa-button--danger { background: var(--mesa-color-danger); color: var(--mesa-color-on-danger); }
.mesa-icon-button { padding: 0; width: var(--mesa-control-height); height: var(--mesa-control-height); border-radius: var(--mesa-radius-pill); }
.mesa-icon-button svg { width: 1.25rem; height: 1.25rem; }

/* Card */
.mesa-card {
  background: var(--mesa-color-surface); color: var(--mesa-color-text);
  border: 1px solid var(--mesa-color-surface-alt); border-radius: var(--mesa-radius-lg);
  padding: var(--mesa-space-md); box-shadow: 0 1px 3px rgb(0 0 0 / 0.12);
}
.mesa-card__title {
  margin: 0 0 var(--mesa-space-sm); font-size: var(--mesa-font-size-lg); line-height: 1.3;
  font-weight: var(--mesa-font-weight-heading);
}

/* Badge */
.mesa-badge {
  display: inline-flex; align-items: center; gap: 0.25rem;
  padding: 0.125rem 0.6rem; border-radius: var(--mesa-radius-pill);
  font-size: var(--mesa-font-size-sm); font-weight: 600; line-height: 1.4; white-space: nowrap;
}
.mesa-badge--neutral { background: var(--mesa-color-surface-alt); color: var(--mesa-color-text); }
.mesa-badge--info { background: var(--mesa-color-info-soft); color: var(--mesa-color-info); }
.mesa-badge--success { background: var(--mesa-color-success-soft); color: var(--mesa-color-success); }
.mesa-badge--warning { background: var(--mesa-color-warning-soft); color: var(--mesa-color-warning); }
.mesa-badge--danger { background: var(--mesa-color-danger-soft); color: var(--mesa-color-danger); }
.mesa-badge--kids { background: var(--mesa-color-kids-soft); color: var(--mesa-color-kids); }
.mesa-badge--teens { background: var(--mesa-color-teens-soft); color: var(--mesa-color-teens); }
.mesa-badge--young { background: var(--mesa-color-young-soft); color: var(--mesa-color-young); }

/* Form fields */
.mesa-field { display: flex; flex-direction: column; gap: var(--mesa-space-xs); }
.mesa-field__label { font-weight: 600; color: var(--mesa-color-text); }
.mesa-field__hint { margin: 0; font-size: var(--mesa-font-size-sm); color: var(--mesa-color-text-muted); }
.mesa-field__error { margin: 0; font-size: var(--mesa-font-size-sm); font-weight: 600; color: var(--mesa-color-danger); }
.mesa-field__control {
  display: flex; align-items: stretch; min-height: var(--mesa-control-height);
  background: var(--mesa-color-surface); color: var(--mesa-color-text);
  border: 2px solid var(--mesa-color-border); border-radius: var(--mesa-radius-md);
}
/* The input's own outline is replaced by one around the whole control (prefix and toggle included). */
.mesa-field__control:has(.mesa-field__input:focus-visible) {
  border-color: var(--mesa-color-focus);
  outline: 3px solid var(--mesa-color-focus); outline-offset: 2px;
}
.mesa-field__control--invalid { border-color: var(--mesa-color-danger); }
.mesa-field__input {
  flex: 1; min-width: 0; min-height: calc(var(--mesa-control-height) - 4px); padding: var(--mesa-space-sm) 0.75rem;
  border: 0; background: transparent; color: inherit; font: inherit;
  border-radius: var(--mesa-radius-md);
}
.mesa-root .mesa-field__input:focus-visible { outline: none; }
.mesa-field__input:disabled { cursor: not-allowed; color: var(--mesa-color-text-muted); }
.mesa-field__input--pin { letter-spacing: 0.4em; font-variant-numeric: tabular-nums; }
.mesa-field__prefix {
  display: flex; align-items: center; padding-left: 0.75rem;
  color: var(--mesa-color-text-muted); font-weight: 600;
}
.mesa-field__toggle {
  min-width: 44px; min-height: 40px; margin: 0; padding: 0 0.75rem;
  border: 0; background: transparent; color: var(--mesa-color-primary);
  font: inherit; font-size: var(--mesa-font-size-sm); font-weight: 600; cursor: pointer;
  border-radius: var(--mesa-radius-md);
}
.mesa-select {
  appearance: none; width: 100%; min-height: var(--mesa-control-height); padding: 0.5rem 2.25rem 0.5rem 0.75rem;
  font: inherit; color: var(--mesa-color-text); background-color: var(--mesa-color-surface);
  border: 2px solid var(--mesa-color-border); border-radius: var(--mesa-radius-md);
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 50%, calc(100% - 12px) 50%;
  background-size: 6px 6px; background-repeat: no-repeat;
}
.mesa-select[aria-invalid='true'] { border-color: var(--mesa-color-danger); }

/* Checkbox & switch */
.mesa-check { display: flex; align-items: flex-start; gap: 0.75rem; min-height: 44px; }
.mesa-check__input {
  flex: none; width: 1.5rem; height: 1.5rem; margin: 10px 0 0;
  accent-color: var(--mesa-color-primary); cursor: pointer;
}
.mesa-check__text { display: flex; flex-direction: column; }
.mesa-check__label { display: flex; align-items: center; min-height: 44px; font-weight: 600; cursor: pointer; }
.mesa-switch { display: flex; align-items: center; justify-content: space-between; gap: 1rem; min-height: 44px; }
.mesa-switch__text { display: flex; flex-direction: column; }
.mesa-switch__label { font-weight: 600; cursor: pointer; }
.mesa-switch__button {
  position: relative; flex: none; width: 56px; height: 44px; padding: 0;
  border: 0; background: transparent; cursor: pointer; border-radius: var(--mesa-radius-pill);
}
.mesa-switch__track {
  position: absolute; left: 2px; right: 2px; top: 8px; height: 28px;
  border-radius: 999px; border: 2px solid var(--mesa-color-border);
  background: var(--mesa-color-surface-alt); transition: background-color var(--mesa-motion-base) ease;
}
.mesa-switch__thumb {
  position: absolute; top: 12px; left: 6px; width: 20px; height: 20px; border-radius: 50%;
  background: var(--mesa-color-text-muted);
  transition: transform var(--mesa-motion-base) var(--mesa-motion-easing);
}
.mesa-switch__button[aria-checked='true'] .mesa-switch__track {
  background: var(--mesa-color-primary); border-color: var(--mesa-color-primary);
}
.mesa-switch__button[aria-checked='true'] .mesa-switch__thumb {
  transform: translateX(24px); background: var(--mesa-color-on-primary);
}
.mesa-switch__button:disabled { cursor: not-allowed; opacity: 0.6; }

/* Tabs */
.mesa-tabs__list {
  display: flex; gap: 0.25rem; overflow-x: auto; padding: 0.25rem;
  background: var(--mesa-color-surface-alt); border-radius: var(--mesa-radius-lg);
}
.mesa-tabs__tab {
  display: inline-flex; align-items: center; justify-content: center; gap: 0.4rem;
  flex: 1 0 auto; min-height: var(--mesa-control-height); padding: var(--mesa-space-sm);
  border: 0; border-radius: var(--mesa-radius-md); background: transparent;
  color: var(--mesa-color-text); font: inherit; font-weight: 600; cursor: pointer; white-space: nowrap;
}
.mesa-tabs__tab[aria-selected='true'] { background: var(--mesa-color-surface); color: var(--mesa-color-primary); box-shadow: 0 1px 2px rgb(0 0 0 / 0.15); }
.mesa-tabs__panel { padding: var(--mesa-space-md) 0; }

/* Progress */
.mesa-progress { display: flex; flex-direction: column; gap: 0.35rem; }
.mesa-progress__header { display: flex; justify-content: space-between; gap: 1rem; font-size: var(--mesa-font-size-sm); }
.mesa-progress__label { font-weight: 600; }
.mesa-progress__value { color: var(--mesa-color-text-muted); }
.mesa-progress__track {
  height: 0.75rem; overflow: hidden; border-radius: var(--mesa-radius-pill);
  background: var(--mesa-color-surface-alt); border: 1px solid var(--mesa-color-border);
}
.mesa-progress__fill { height: 100%; background: var(--mesa-color-primary); border-radius: inherit;
  transition: width var(--mesa-motion-slow) var(--mesa-motion-easing);
}
.mesa-steps { display: flex; flex-direction: column; gap: 0.5rem; }
.mesa-steps__status { margin: 0; font-size: var(--mesa-font-size-sm); color: var(--mesa-color-text-muted); font-weight: 600; }
.mesa-steps__list { display: flex; gap: 0.5rem; margin: 0; padding: 0; list-style: none; }
.mesa-steps__item { flex: 1; display: flex; flex-direction: column; gap: 0.25rem; font-size: var(--mesa-font-size-sm); color: var(--mesa-color-text-muted); }
.mesa-steps__item::before {
  content: ''; display: block; height: 0.4rem; border-radius: var(--mesa-radius-pill);
  background: var(--mesa-color-surface-alt); border: 1px solid var(--mesa-color-border);
}
.mesa-steps__item--done::before, .mesa-steps__item--current::before { background: var(--mesa-color-primary); border-color: var(--mesa-color-primary); }
.mesa-steps__item--current { color: var(--mesa-color-text); font-weight: 600; }

/* Dialog */
.mesa-dialog-layer { position: fixed; inset: 0; z-index: 1000; display: flex; align-items: center; justify-content: center; padding: 1rem; background: transparent; }
.mesa-dialog__backdrop { position: absolute; inset: 0; background: rgb(0 0 0 / 0.55); }
.mesa-dialog {
  position: relative; width: min(100%, 32rem); max-height: calc(100vh - 2rem); overflow: auto;
  background: var(--mesa-color-surface); color: var(--mesa-color-text);
  border-radius: var(--mesa-radius-lg); padding: var(--mesa-space-lg); box-shadow: 0 10px 40px rgb(0 0 0 / 0.35);
  animation: mesa-pop var(--mesa-motion-base) var(--mesa-motion-easing);
}
.mesa-dialog__header { display: flex; align-items: flex-start; justify-content: space-between; gap: 0.5rem; }
.mesa-dialog__title { margin: 0.4rem 0 0; font-size: var(--mesa-font-size-xl); line-height: 1.25; font-weight: var(--mesa-font-weight-heading); }
.mesa-dialog__description { margin: 0.5rem 0 0; color: var(--mesa-color-text-muted); }
.mesa-dialog__body { margin-top: 1rem; }
.mesa-dialog__footer { display: flex; flex-wrap: wrap; justify-content: flex-end; gap: 0.5rem; margin-top: 1.25rem; }

/* Toasts: stacked at the top centre (spec: "Toasts appear at the top center"). */
.mesa-toast-region {
  position: fixed; top: 1rem; left: 50%; transform: translateX(-50%); z-index: 1100;
  width: min(calc(100% - 2rem), 28rem); display: flex; flex-direction: column; gap: 0.5rem;
  pointer-events: none; background: transparent;
}
.mesa-toast-region__live { display: flex; flex-direction: column; gap: 0.5rem; }
.mesa-toast {
  pointer-events: auto; display: flex; align-items: center; gap: 0.75rem;
  padding: 0.5rem 0.5rem 0.5rem 1rem; border-radius: var(--mesa-radius-md);
  border-left: 6px solid var(--mesa-color-info); background: var(--mesa-color-info-soft);
  color: var(--mesa-color-text); box-shadow: 0 6px 20px rgb(0 0 0 / 0.25); animation: mesa-slide-down var(--mesa-motion-base) var(--mesa-motion-easing);
}
.mesa-toast--success { border-left-color: var(--mesa-color-success); background: var(--mesa-color-success-soft); }
.mesa-toast--error { border-left-color: var(--mesa-color-danger); background: var(--mesa-color-danger-soft); }
.mesa-toast__message { flex: 1; margin: 0; font-weight: 600; }

/* Avatar */
.mesa-avatar {
  display: inline-flex; align-items: center; justify-content: center; flex: none; overflow: hidden;
  width: 2.5rem; height: 2.5rem; border-radius: 50%;
  background: var(--mesa-color-primary); color: var(--mesa-color-on-primary); font-weight: 700;
}
.mesa-avatar--sm { width: 2rem; height: 2rem; font-size: var(--mesa-font-size-xs); }
.mesa-avatar--lg { width: 4rem; height: 4rem; font-size: var(--mesa-font-size-xl); }
.mesa-avatar__image { width: 100%; height: 100%; object-fit: cover; }

/* Empty state & alert */
.mesa-empty {
  display: flex; flex-direction: column; align-items: center; gap: var(--mesa-space-sm);
  padding: var(--mesa-space-xl) var(--mesa-space-md); text-align: center;
}
.mesa-empty__icon { font-size: var(--mesa-illustration-size); line-height: 1; }
.mesa-empty__title { margin: 0; font-size: var(--mesa-font-size-lg); font-weight: var(--mesa-font-weight-heading); }
.mesa-empty__description { margin: 0; color: var(--mesa-color-text-muted); max-width: 32rem; }
.mesa-empty__action { margin-top: 0.5rem; }
.mesa-alert {
  display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem;
  padding: calc(var(--mesa-space-sm) * 1.5) var(--mesa-space-md); border-radius: var(--mesa-radius-md); border-left: 6px solid;
  color: var(--mesa-color-text);
}
.mesa-alert__content { flex: 1 1 14rem; }
.mesa-alert__title { margin: 0 0 0.15rem; font-weight: 700; }
.mesa-alert__body > :first-child { margin-top: 0; }
.mesa-alert__body > :last-child { margin-bottom: 0; }
.mesa-alert--info { background: var(--mesa-color-info-soft); border-color: var(--mesa-color-info); }
.mesa-alert--info .mesa-alert__title { color: var(--mesa-color-info); }
.mesa-alert--success { background: var(--mesa-color-success-soft); border-color: var(--mesa-color-success); }
.mesa-alert--success .mesa-alert__title { color: var(--mesa-color-success); }
.mesa-alert--warning { background: var(--mesa-color-warning-soft); border-color: var(--mesa-color-warning); }
.mesa-alert--warning .mesa-alert__title { color: var(--mesa-color-warning); }
.mesa-alert--danger { background: var(--mesa-color-danger-soft); border-color: var(--mesa-color-danger); }
.mesa-alert--danger .mesa-alert__title { color: var(--mesa-color-danger); }

/* Spinner & skeleton */
.mesa-spinner { display: inline-flex; align-items: center; gap: 0.5rem; color: var(--mesa-color-text-muted); }
.mesa-spinner__circle {
  width: 1.25em; height: 1.25em; border-radius: 50%; flex: none;
  border: 3px solid currentColor; border-right-color: transparent; animation: mesa-spin 0.8s linear infinite;
}
.mesa-button .mesa-spinner { color: inherit; }
.mesa-skeleton { display: flex; flex-direction: column; gap: 0.5rem; }
.mesa-skeleton__bar {
  display: block; border-radius: var(--mesa-radius-sm); background: var(--mesa-color-surface-alt);
  background-image: linear-gradient(90deg, transparent, rgb(255 255 255 / 0.25), transparent);
  background-size: 200% 100%; animation: mesa-shimmer 1.4s ease-in-out infinite;
}

/* Bottom navigation: 5 items must fit a 360px-wide phone (72px each). */
.mesa-bottom-nav {
  position: fixed; left: 0; right: 0; bottom: 0; z-index: 900;
  background: var(--mesa-color-surface); border-top: 1px solid var(--mesa-color-border);
  padding-bottom: env(safe-area-inset-bottom);
}
.mesa-bottom-nav__list { display: flex; justify-content: space-around; max-width: 40rem; margin: 0 auto; padding: 0; list-style: none; }
.mesa-bottom-nav__item { flex: 1 1 0; min-width: 0; }
.mesa-bottom-nav__link {
  position: relative; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.1rem;
  min-height: 56px; padding: 0.35rem 0.25rem; color: var(--mesa-color-text-muted); text-decoration: none;
  font-size: var(--mesa-font-size-xs); font-weight: 600; border-radius: var(--mesa-radius-md);
}
.mesa-bottom-nav__link[aria-current='page'] { color: var(--mesa-color-primary); background: var(--mesa-color-primary-soft); }
.mesa-bottom-nav__icon { font-size: 1.35rem; line-height: 1; }
.mesa-bottom-nav__label { max-width: 100%; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; font-size: 0.75rem; }
@media (max-width: 440px) {
  .mesa-bottom-nav__link { padding-left: 0.125rem; padding-right: 0.125rem; }
  .mesa-bottom-nav__label { font-size: 0.6875rem; letter-spacing: -0.01em; }
}
.mesa-bottom-nav__badge {
  position: absolute; top: 0.2rem; left: calc(50% + 0.5rem); min-width: 1.25rem; padding: 0 0.3rem;
  border-radius: 999px; background: var(--mesa-color-danger); color: var(--mesa-color-on-danger);
  font-size: 0.7rem; line-height: 1.25rem; text-align: center;
}

/* Carousel */
.mesa-carousel { display: flex; flex-direction: column; gap: 1rem; }
.mesa-carousel__slide { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; text-align: center; animation: mesa-fade var(--mesa-motion-base) ease-out; }
.mesa-carousel__image { font-size: var(--mesa-illustration-size); line-height: 1; }
.mesa-carousel__title { margin: 0; font-size: var(--mesa-font-size-xl); font-weight: var(--mesa-font-weight-heading); }
.mesa-carousel__body { color: var(--mesa-color-text-muted); }
.mesa-carousel__controls { display: flex; align-items: center; justify-content: space-between; gap: 0.5rem; }
/* Buttons keep their text; on a narrow phone in a roomy theme the dots give way (≥ 24 px targets). */
.mesa-carousel__controls .mesa-button { flex: none; white-space: nowrap; }
.mesa-carousel__dots { display: flex; gap: 0; flex: 0 1 auto; min-width: 0; justify-content: center; }
.mesa-carousel__dot {
  display: inline-flex; align-items: center; justify-content: center;
  flex: 0 1 44px; width: 44px; min-width: 24px; height: 44px;
  padding: 0; border: 0; background: transparent; cursor: pointer; border-radius: var(--mesa-radius-pill);
}
.mesa-carousel__dot::before {
  content: ''; width: 0.75rem; height: 0.75rem; border-radius: 50%;
  border: 2px solid var(--mesa-color-primary); background: transparent; transition: transform var(--mesa-motion-fast) var(--mesa-motion-easing);
}
.mesa-carousel__dot[aria-current='true']::before { background: var(--mesa-color-primary); transform: scale(1.2); }

/* Money & dates */
.mesa-money { font-variant-numeric: tabular-nums; white-space: nowrap; }
.mesa-money--positive { color: var(--mesa-color-success); }
.mesa-money--negative { color: var(--mesa-color-danger); }

/* Page layout */
.mesa-page { min-height: 100vh; display: flex; flex-direction: column; }
.mesa-skip-link {
  position: absolute; left: 0.5rem; top: -100px; z-index: 1200; padding: 0.75rem 1rem;
  background: var(--mesa-color-primary); color: var(--mesa-color-on-primary);
  border-radius: var(--mesa-radius-md); font-weight: 700;
}
.mesa-skip-link:focus { top: 0.5rem; }
.mesa-page__header {
  display: flex; align-items: center; gap: var(--mesa-space-sm); padding: var(--mesa-space-md);
  background: var(--mesa-color-surface); border-bottom: 1px solid var(--mesa-color-surface-alt);
}
.mesa-page__titles { flex: 1; min-width: 0; }
.mesa-page__title { margin: 0; font-size: var(--mesa-font-size-xxl); line-height: 1.2; font-weight: var(--mesa-font-weight-heading); }
.mesa-page__subtitle { margin: 0.25rem 0 0; color: var(--mesa-color-text-muted); }
.mesa-page__actions { display: flex; gap: 0.5rem; flex-wrap: wrap; }
/* On a phone the title gets its own full-width row under the back control and the actions. */
@media (max-width: 30rem) {
  .mesa-page__header { flex-wrap: wrap; }
  .mesa-page__titles { order: 3; flex-basis: 100%; }
  .mesa-page__actions { margin-left: auto; }
}
.mesa-page__main { flex: 1; width: 100%; max-width: 72rem; margin: 0 auto; padding: var(--mesa-space-md); }
.mesa-page__main:focus { outline: none; }
.mesa-page--with-nav .mesa-page__main { padding-bottom: calc(80px + env(safe-area-inset-bottom)); }

/*
 * From 1024 px the page's navigation (the same BottomNav element) becomes a side bar left of
 * the content, and the content gets more room. PageLayout moves the nav before <main> in the DOM
 * at the same width (useWideLayout), so the focus order follows this layout.
 */
@media ${WIDE_LAYOUT_QUERY} {
  .mesa-page__header { padding: var(--mesa-space-md) var(--mesa-space-xl); }
  .mesa-page__main { padding: var(--mesa-space-lg) var(--mesa-space-xl) var(--mesa-space-xl); max-width: 80rem; }
  .mesa-page--with-nav {
    display: grid; grid-template-columns: 16rem minmax(0, 1fr); grid-template-rows: auto 1fr;
    grid-template-areas: 'header header' 'nav main';
  }
  .mesa-page--with-nav > .mesa-page__header { grid-area: header; }
  .mesa-page--with-nav > .mesa-page__nav {
    grid-area: nav; background: var(--mesa-color-surface);
    border-right: 1px solid var(--mesa-color-surface-alt);
  }
  .mesa-page--with-nav > .mesa-page__main { grid-area: main; margin: 0; padding-bottom: var(--mesa-space-xl); }
  .mesa-page__nav .mesa-bottom-nav {
    position: sticky; top: 0; bottom: auto; left: auto; right: auto; z-index: auto;
    border-top: 0; padding: var(--mesa-space-md) var(--mesa-space-sm);
  }
  .mesa-page__nav .mesa-bottom-nav__list { flex-direction: column; gap: 0.25rem; max-width: none; margin: 0; }
  .mesa-page__nav .mesa-bottom-nav__item { flex: none; }
  .mesa-page__nav .mesa-bottom-nav__link {
    flex-direction: row; justify-content: flex-start; gap: 0.75rem;
    min-height: max(48px, var(--mesa-control-height)); padding: var(--mesa-space-sm) 0.75rem; font-size: var(--mesa-font-size-md);
  }
  .mesa-page__nav .mesa-bottom-nav__link[aria-current='page'] { box-shadow: inset 4px 0 0 var(--mesa-color-primary); }
  .mesa-page__nav .mesa-bottom-nav__icon { width: 1.75rem; text-align: center; }
  .mesa-page__nav .mesa-bottom-nav__label { font-size: inherit; }
  .mesa-page__nav .mesa-bottom-nav__badge { position: static; margin-left: auto; font-size: var(--mesa-font-size-xs); }
}

/* Windows high-contrast: colours are replaced, so draw the shapes that carry state with system colours. */
@media (forced-colors: active) {
  .mesa-switch__track { border-color: CanvasText; }
  .mesa-switch__thumb { background: CanvasText; }
  .mesa-switch__button[aria-checked='true'] .mesa-switch__track { background: Highlight; }
  .mesa-carousel__dot::before { border-color: ButtonText; }
  .mesa-carousel__dot[aria-current='true']::before { background: Highlight; }
  .mesa-progress__fill, .mesa-steps__item--done::before, .mesa-steps__item--current::before { background: Highlight; }
}

@keyframes mesa-spin { to { transform: rotate(360deg); } }
@keyframes mesa-shimmer { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@keyframes mesa-pop { from { opacity: 0; transform: scale(0.96); } to { opacity: 1; transform: none; } }
@keyframes mesa-slide-down { from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; } }
@keyframes mesa-fade { from { opacity: 0; } to { opacity: 1; } }

/* Respect users who asked the system for less motion. */
@media (prefers-reduced-motion: reduce) {
  .mesa-root *, .mesa-root *::before, .mesa-root *::after,
  .mesa-dialog-layer *, .mesa-toast-region * {
    animation-duration: 0.01ms !important; animation-iteration-count: 1 !important;
    transition-duration: 0.01ms !important; scroll-behavior: auto !important;
  }
  .mesa-spinner__circle { animation: mesa-spin 1.6s linear infinite !important; }
}
`;
