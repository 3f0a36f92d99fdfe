import type { ReactNode } from "react";
import { linkClass } from "./record-section";

// Links that come from imported documents (anchors, operation URLs, xlink:href): only web and
// FTP addresses become links; anything else (javascript:, a "#fragment" inside the document, a
// bare identifier) is shown as text.

const WEB_ADDRESS = /^(?:https?|ftp):\/\/[^\s]+$/i;

export const isWebAddress = (value: string | undefined): value is string =>
  value !== undefined && WEB_ADDRESS.test(value);

export function ExternalLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!isWebAddress(href)) return <>{children}</>;
  return (
    <a className={`${linkClass} break-all`} href={href} rel="noopener noreferrer">
      {children}
    </a>
  );
}
