import { AppError } from "../errors";
import type { Actor } from "./actor";

/** FORBIDDEN unless the actor is an administrator (use cases re-check what the route's withRole checked). */
export function assertAdmin(actor: Actor): void {
  if (actor.role !== "ADMIN") {
    throw new AppError("FORBIDDEN", "Hanya administrator / administrators only", { requiredRole: "ADMIN" });
  }
}
