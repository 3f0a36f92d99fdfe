import { POST as login } from "@/app/api/auth/login/route";

/** Signs in through the login route; returns the Cookie header value for later requests. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const response = await login(
    new Request("http://localhost/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (response.status !== 200)
    throw new Error(`login of ${email} failed: ${response.status} ${await response.text()}`);
  const setCookie = response.headers.get("set-cookie") ?? "";
  return setCookie.split(";")[0] as string;
}

export const DEMO = {
  admin: ["admin@simpul.contoh.go.id", "Admin#2026"],
  produsen: ["produsen1@big.contoh.go.id", "Produsen#2026"],
  pemeriksa: ["pemeriksa1@big.contoh.go.id", "Pemeriksa#2026"],
} as const;
