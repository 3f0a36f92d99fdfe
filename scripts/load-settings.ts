import nextEnv from "@next/env";
// A command that opens the embedded database itself prepares it as npm start does.
import "../prisma/seed/register-preparation";

// Imported first by npm start, npm run dev and every command, before anything reads the
// environment: the .env files are read exactly as the Next server reads them (the same loader,
// @next/env), so the start script, the server and the commands all see the same settings.
// Precedence, highest first: the process environment, .env.<mode>.local, .env.local,
// .env.<mode>, .env; <mode> is "development" for `npm run dev`, "production" otherwise.
const dev = process.argv.includes("--dev");
nextEnv.loadEnvConfig(process.cwd(), dev, {
  info: () => {},
  error: (...args: unknown[]) => console.error(...args),
});
