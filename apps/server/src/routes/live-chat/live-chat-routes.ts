import type { LiveChatConfig } from '@callready/contract';
import { Hono } from 'hono';
import type { AppBindings } from '../../http/app-bindings';

/** GET /api/live-chat/config (contract: live-chat.ts): the widget's script, or null when none is configured. */
export function liveChatRoutes({ scriptUrl }: { scriptUrl: string | undefined }) {
  const config: LiveChatConfig = { scriptUrl: scriptUrl ?? null };
  return new Hono<AppBindings>().get('/config', (c) => c.json(config));
}
