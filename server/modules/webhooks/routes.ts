import type { FastifyInstance } from "fastify";
import { webhookContracts } from "../../../common/api/contracts/webhooks";
import { route } from "../../http/route";
import { pageOfQuery } from "../../http/pagination";
import { writeContext } from "../../http/write-context";
import { wakeWorker } from "./queue";
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  queueTestEvent,
  retryDelivery,
} from "./service";

export async function webhookRoutes(app: FastifyInstance) {
  route(app, webhookContracts.list, async () => ({ data: await listWebhooks(app.ctx.db) }));

  route(app, webhookContracts.create, async ({ body }, request) => ({
    data: await createWebhook(app.ctx, writeContext(request), body),
  }));

  route(app, webhookContracts.remove, async ({ params }, request) => {
    await deleteWebhook(writeContext(request), params.id);
  });

  route(app, webhookContracts.deliveries, async ({ params, query }) =>
    listDeliveries(app.ctx.db, params.id, pageOfQuery(query)),
  );

  route(app, webhookContracts.test, async ({ params }) => {
    const data = await queueTestEvent(app.ctx.db, params.id);
    wakeWorker();
    return { data };
  });

  route(app, webhookContracts.retry, async ({ params }) => {
    const data = await retryDelivery(app.ctx.db, params.id, params.deliveryId);
    wakeWorker();
    return { data };
  });
}
