"use client";

import { usePathname } from "next/navigation";

export interface WorkNavItem {
  href: string;
  label: string;
}

const FOCUS = "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700";

/** The links of the editor area, the current one marked (aria-current) by the browser's path. */
export function WorkNav({ items, label }: { items: WorkNavItem[]; label: string }) {
  const pathname = usePathname();
  const current = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  return (
    <nav aria-label={label} className="-mx-1">
      <ul className="flex flex-wrap items-center gap-x-1 px-1 text-sm">
        {items.map((item) => {
          const active = current(item.href);
          return (
            <li key={item.href}>
              <a
                href={item.href}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-t-md border-b-2 px-3 py-2.5 font-medium ${FOCUS} ${
                  active
                    ? "border-sky-800 text-sky-900"
                    : "border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900"
                }`}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
