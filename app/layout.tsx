import type { Metadata } from "next";
import type { ReactNode } from "react";
import { getLocale } from "@/lib/i18n/get-locale";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Simpul – Katalog Metadata Geospasial", template: "%s · Simpul" },
  description: "Katalog metadata data geospasial nasional: cari, periksa kualitas, dan akses melalui CSW.",
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang={await getLocale()}>
      <body className="min-h-screen bg-slate-50 text-slate-900 antialiased">{children}</body>
    </html>
  );
}
