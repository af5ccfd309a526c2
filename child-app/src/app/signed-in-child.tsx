import { Outlet } from '@portal/router';
import { ChildArea } from './child-area';

/** Layout route of the signed-in screens: the child's area (theme, event stream; `ChildArea`). */
export function SignedInChild() {
  return (
    <ChildArea>
      <Outlet />
    </ChildArea>
  );
}
