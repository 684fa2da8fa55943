import { Outlet } from "react-router";
import { PortalFrame } from "../chrome/PortalFrame";

/** The /portal shell (app/chrome/PortalFrame.tsx) around the page of the address. */
export default function PortalShell() {
  return (
    <PortalFrame>
      <Outlet />
    </PortalFrame>
  );
}
