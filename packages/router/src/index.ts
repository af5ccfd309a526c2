/**
 * The portal's router: React Router's declarative (browser) API and nothing else.
 *
 * Why a package of its own (ADR 036): the router's context must be one object for the shell and
 * both remotes, so the router is a Module Federation singleton; but a shared module cannot be
 * tree-shaken (no build knows what the others use), and sharing `react-router` itself shipped
 * all of it — data routers, server rendering, RSC, cookies, sessions — 186 KiB on every page.
 * Sharing this module instead ships exactly the names below, tree-shaken out of `react-router`.
 *
 * This list is part of the shell ↔ remote contract: at run time every remote uses the shell's
 * copy (the singleton loaded first). A name added here must reach the deployed shell before a
 * remote relies on it, so the list is deliberately the whole declarative API, not only what is
 * imported today. Apps import the router only from here (lint rule in eslint.config.js).
 */
export {
  BrowserRouter,
  HashRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createSearchParams,
  generatePath,
  matchPath,
  matchRoutes,
  parsePath,
  resolvePath,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from 'react-router';

export type {
  LinkProps,
  Location,
  NavLinkProps,
  NavigateFunction,
  NavigateOptions,
  NavigateProps,
  Params,
  PathMatch,
  PathPattern,
  RouteObject,
  RouteProps,
  SetURLSearchParams,
  To,
  URLSearchParamsInit,
} from 'react-router';
