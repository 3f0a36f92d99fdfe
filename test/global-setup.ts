import type { TestProject } from "vitest/node";
import { buildPgliteImages, buildPostgresTemplates } from "./support/database-templates";

// Vitest global setup of the database projects (vitest.config.ts): builds the run's template
// databases once, before any test file starts, and drops them when the run ends.
export default async function setup(project: TestProject) {
  const started = Date.now();
  const serverUrl = project.config.env.DATABASE_URL;
  const { templates, drop } = serverUrl ? await buildPostgresTemplates(serverUrl) : await buildPgliteImages();
  project.provide("databaseTemplates", templates);
  console.info(`[${project.name}] template databases built in ${Date.now() - started} ms`);
  return drop;
}
