/** Developer routes of the mail outbox: JSON at /api/dev/outbox, a page at /outbox. */
import type { Db } from "../db/db";
import { html, ok, type Route } from "../http/router";
import { renderOutboxPage, type OutboxPageOptions } from "./outbox-page";
import { listOutbox } from "./store";

export function mailRoutes(db: Db, options: OutboxPageOptions = { delivering: false }): Route[] {
  return [
    {
      method: "GET",
      path: "/api/dev/outbox",
      handler: async () => ok({ status: 1, data: await listOutbox(db) }),
    },
    {
      method: "GET",
      path: "/outbox",
      handler: async () => html(renderOutboxPage(await listOutbox(db), options)),
    },
  ];
}
