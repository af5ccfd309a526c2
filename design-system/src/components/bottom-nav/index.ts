export {
  BottomNav,
  type BottomNavItem,
  type BottomNavProps,
  type RenderLinkProps,
} from './bottom-nav';
